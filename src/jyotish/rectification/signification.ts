/**
 * Signification sig(G, H) of rectification.md §1: graha G signifies a house set H in the D1
 * chart of a candidate when it (a) occupies a house in H (`RECT.SIG_OCCUPIES`), (b) owns one
 * (`RECT.SIG_OWNS`; Rahu and Ketu own through their dispositor), (c) its nakshatra lord
 * occupies or owns one (`RECT.SIG_STAR_LORD`), (d) casts a full graha drishti on one
 * (`RECT.SIG_ASPECT`, `DRISHTI.BPHS_SIGN`, nodes the 7th only), or is the event's karaka
 * (`RECT.SIG_KARAKA`). Houses are whole signs from the lagna.
 */
import { fullAspectHouses } from '../chart/drishti.ts';
import { grahaIds, houseFrom, nakshatraLord, rashiLord, type GrahaId } from '../core/zodiac.ts';

export type SigRuleId = 'RECT.SIG_OCCUPIES' | 'RECT.SIG_OWNS' | 'RECT.SIG_STAR_LORD' | 'RECT.SIG_ASPECT' | 'RECT.SIG_KARAKA';

/** The D1 facts signification reads: 0-based signs and nakshatras. */
export interface SignificationChart {
  lagnaSign: number;
  sign: Readonly<Record<GrahaId, number>>;
  nakshatra: Readonly<Record<GrahaId, number>>;
}

/** Houses (bit h − 1) a graha reaches by each of the four chart rules. */
export interface HouseMasks {
  occupies: number;
  owns: number;
  starLord: number;
  aspects: number;
}

/** Houses owned by each of the seven sign lords, as masks, for a lagna. */
function ownedMasks(lagnaSign: number): Record<string, number> {
  const owned: Record<string, number> = {};
  for (let s = 0; s < 12; s++) {
    const lord = rashiLord[s];
    owned[lord] = (owned[lord] ?? 0) | (1 << (houseFrom(lagnaSign, s) - 1));
  }
  return owned;
}

/** The four masks of each of the nine grahas in a chart. */
export function houseMasks(chart: SignificationChart): Record<GrahaId, HouseMasks> {
  const owned = ownedMasks(chart.lagnaSign);
  const occupies = {} as Record<GrahaId, number>;
  const owns = {} as Record<GrahaId, number>;
  for (const g of grahaIds) {
    occupies[g] = 1 << (houseFrom(chart.lagnaSign, chart.sign[g]) - 1);
    // Rahu and Ketu own nothing themselves: they give the houses of their dispositor.
    owns[g] = g === 'rahu' || g === 'ketu' ? owned[rashiLord[chart.sign[g]]] : owned[g];
  }
  const out = {} as Record<GrahaId, HouseMasks>;
  for (const g of grahaIds) {
    const star = nakshatraLord(chart.nakshatra[g]);
    let aspects = 0;
    for (const d of fullAspectHouses[g]) aspects |= 1 << (houseFrom(chart.lagnaSign, (chart.sign[g] + d - 1) % 12) - 1);
    out[g] = { occupies: occupies[g], owns: owns[g], starLord: occupies[star] | owns[star], aspects };
  }
  return out;
}

/** Which rules make `graha` signify the houses of `targetMask` (empty when it does not). */
export function significationRules(masks: HouseMasks, targetMask: number, isKaraka: boolean): SigRuleId[] {
  const rules: SigRuleId[] = [];
  if (masks.occupies & targetMask) rules.push('RECT.SIG_OCCUPIES');
  if (masks.owns & targetMask) rules.push('RECT.SIG_OWNS');
  if (masks.starLord & targetMask) rules.push('RECT.SIG_STAR_LORD');
  if (masks.aspects & targetMask) rules.push('RECT.SIG_ASPECT');
  if (isKaraka) rules.push('RECT.SIG_KARAKA');
  return rules;
}

/** sig(G, H) as 0 or 1. */
export function signifies(masks: HouseMasks, targetMask: number, isKaraka: boolean): 0 | 1 {
  return isKaraka || ((masks.occupies | masks.owns | masks.starLord | masks.aspects) & targetMask) !== 0 ? 1 : 0;
}
