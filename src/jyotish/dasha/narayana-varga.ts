/**
 * Narayana dasha of a divisional chart (docs/methods/dashas-more.md §4.4): the placements of
 * the varga Dn, and the seed of its dasha — the stronger of the sign that the lord of the
 * n-th house from the rasi lagna occupies in Dn and the sign 7th from it. P. V. R. Narasimha
 * Rao's book computes Narayana dasha differently for each divisional chart; this is the rule
 * Jagannatha Hora applies, as its D10 table of the reference birth shows (group
 * `_narayana_test_5` of test/golden/reference/book_cases_dev.json) and PyJHora's port does.
 */
import { divisionDegreeInSign, divisionSign, type AnyDivisionVariant, type Division } from '../chart/divisions.ts';
import { grahaIds, mod12, type GrahaId } from '../core/zodiac.ts';
import { effectiveLord } from '../jaimini-strength.ts';
import { jhoraCoLord } from './chara-jhora.ts';
import type { CharaPlacements } from './chara.ts';
import type { NarayanaSeedOverride } from './rashi-dashas.ts';
import type { NarayanaVariant } from './sign-years.ts';

/**
 * Signs and degrees-in-sign of the nine grahas and the lagna in divisional chart D`division`
 * (the division's default variant unless given). Longitudes are sidereal degrees; never fails.
 */
export function vargaPlacements(
  longitudes: Readonly<Record<GrahaId, number>>,
  ascendantLongitude: number,
  division: Division,
  variant?: AnyDivisionVariant,
): CharaPlacements {
  const sign = {} as Record<GrahaId, number>;
  const degreeInSign = {} as Record<GrahaId, number>;
  for (const g of grahaIds) {
    sign[g] = divisionSign(longitudes[g], division, variant);
    degreeInSign[g] = divisionDegreeInSign(longitudes[g], division);
  }
  return { sign, degreeInSign, lagnaSign: divisionSign(ascendantLongitude, division, variant) };
}

/**
 * The seed signs of a varga's Narayana dasha: the lord of the `division`-th house from the
 * rasi lagna (counted round the zodiac: D10 → 10th, D12 → 12th, D16 → 4th; Scorpio/Aquarius:
 * the co-lord the variant chooses in the rasi chart), its sign in the varga and the 7th from
 * that. `narayanaDasha(varga, variant, seed)` then picks the stronger in the varga.
 */
export function narayanaVargaSeed(rasi: CharaPlacements, varga: CharaPlacements, division: Division, variant: NarayanaVariant): NarayanaSeedOverride & { lord: GrahaId; house: number } {
  const houseSign = mod12(rasi.lagnaSign + division - 1);
  const lord = variant === 'jhora' ? jhoraCoLord(rasi, houseSign).graha : effectiveLord(rasi, houseSign).graha;
  const lordSign = varga.sign[lord];
  return { ruleId: 'NARAYANA.VARGA_HOUSE_LORD', from: [lordSign, mod12(lordSign + 6)], lord, house: mod12(division - 1) + 1 };
}
