/**
 * Manglik (Kuja) dosha of one natal chart, doshas-yogas-transits.md §2: Mars counted
 * whole-sign from the Lagna, the Moon and Venus; present when Mars sits in a dosha house from
 * a verdict reference (Lagna and Moon by default; Venus is reported, never used for the
 * verdict); then the deterministic cancellations `MANGLIK.CANCEL_BVR` C1–C5.
 *
 * The one Manglik rule module of the service: match making and kundli insights both call
 * `evaluateManglik`, so a chart is manglik or not the same way everywhere.
 */
import { aspectsSignFully } from '../chart/drishti.ts';
import type { NatalChart } from '../chart/natal-chart.ts';
import { houseFrom } from '../core/zodiac.ts';

/**
 * The dosha houses of the default rule, 1, 2, 4, 7, 8 and 12 (covering the North and South
 * Indian sets); match making counts its balancing and papasamya placements in the same houses.
 */
export const manglikDoshaHouses: readonly number[] = [1, 2, 4, 7, 8, 12];

/** The house rules: which houses count and which references decide. */
export const manglikHouseRules = {
  /** Default: the dosha houses from Lagna or Moon. */
  'MANGLIK.L_M_124_78_12': { houses: manglikDoshaHouses, verdictReferences: ['lagna', 'moon'] },
  /** North Indian set without the 2nd house. */
  'MANGLIK.NORTH_1_4_7_8_12': { houses: [1, 4, 7, 8, 12], verdictReferences: ['lagna', 'moon'] },
  /** The default houses from the Lagna only. */
  'MANGLIK.LAGNA_ONLY': { houses: manglikDoshaHouses, verdictReferences: ['lagna'] },
} as const satisfies Record<string, { houses: readonly number[]; verdictReferences: readonly ManglikVerdictReference[] }>;
export type ManglikHouseRuleId = keyof typeof manglikHouseRules;

export type ManglikReferenceId = 'lagna' | 'moon' | 'venus';
export type ManglikVerdictReference = Exclude<ManglikReferenceId, 'venus'>;

export interface ManglikReference {
  reference: ManglikReferenceId;
  /** Sign of the reference point (0 = Mesha). */
  sign: number;
  /** House of Mars counted from the reference sign, 1…12. */
  marsHouse: number;
  /** Mars is in one of the rule's dosha houses from this reference. */
  afflicted: boolean;
  /** This reference decides the verdict under the rule (Venus never does). */
  decides: boolean;
}

export type ManglikCancellationId = 'C1' | 'C2' | 'C3' | 'C4' | 'C5';

/** The fact behind a cancellation, for the explanation. */
export type ManglikCancellationFact =
  | { rule: 'C1'; marsSign: number; dignity: 'own' | 'exalted' | 'leo-aquarius' }
  | { rule: 'C2'; reference: ManglikVerdictReference; house: number; marsSign: number }
  | { rule: 'C3'; relation: 'conjunct' | 'aspect-5' | 'aspect-7' | 'aspect-9'; jupiterSign: number }
  | { rule: 'C4'; lagnaSign: number }
  | { rule: 'C5'; retrograde: boolean; combust: boolean };

export interface ManglikCancellation {
  id: ManglikCancellationId;
  /** `MANGLIK.CANCEL_BVR.C1` … */
  ruleId: `MANGLIK.CANCEL_BVR.${ManglikCancellationId}`;
  /** The afflicted references this rule cancels: all of them, except C2, which is house-specific. */
  covers: ManglikVerdictReference[];
  fact: ManglikCancellationFact;
}

export type ManglikStatus = 'not-manglik' | 'manglik' | 'cancelled';

export interface ManglikEvaluation {
  houseRuleId: ManglikHouseRuleId;
  cancellationRuleId: 'MANGLIK.CANCEL_BVR';
  houses: readonly number[];
  marsSign: number;
  fromLagna: ManglikReference;
  fromMoon: ManglikReference;
  fromVenus: ManglikReference;
  /** The deciding references (Lagna, then Moon) from which Mars is in a dosha house. */
  afflictedDeciding: ManglikVerdictReference[];
  /** Mars is in a dosha house from a deciding reference (before cancellations). */
  present: boolean;
  /** Number of references (Lagna, Moon, Venus) with Mars in a dosha house, 0…3. */
  severity: 0 | 1 | 2 | 3;
  /** Every cancellation that applies to an afflicted deciding reference. */
  cancellations: ManglikCancellation[];
  /** Every afflicted deciding reference is covered by some cancellation. */
  cancelled: boolean;
  /** Present and not cancelled: the chart counts as manglik for matching. */
  effective: boolean;
  status: ManglikStatus;
}

/** C2: the signs that cancel Mars in a given house (2nd Ge/Vi; 4th Ar/Sc; 7th Cn/Cp; 8th Sg/Pi; 12th Ta/Li). */
export const houseSpecificCancellingSigns: Readonly<Record<number, readonly number[]>> = {
  2: [2, 5],
  4: [0, 7],
  7: [3, 9],
  8: [8, 11],
  12: [1, 6],
};

function c1Dignity(marsSign: number): 'own' | 'exalted' | 'leo-aquarius' | null {
  if (marsSign === 0 || marsSign === 7) return 'own';
  if (marsSign === 9) return 'exalted';
  if (marsSign === 4 || marsSign === 10) return 'leo-aquarius';
  return null;
}

/** C3: Jupiter in the same sign as Mars, or Mars under a full aspect of Jupiter (its 5th, 7th or 9th, DRISHTI.BPHS_SIGN). */
function jupiterRelation(jupiterSign: number, marsSign: number): 'conjunct' | 'aspect-5' | 'aspect-7' | 'aspect-9' | null {
  if (jupiterSign === marsSign) return 'conjunct';
  if (!aspectsSignFully('jupiter', jupiterSign, marsSign)) return null;
  return `aspect-${houseFrom(jupiterSign, marsSign)}` as 'aspect-5' | 'aspect-7' | 'aspect-9';
}

/**
 * Evaluates Manglik dosha for a natal chart under a house rule (default
 * `MANGLIK.L_M_124_78_12`) with the cancellations `MANGLIK.CANCEL_BVR`:
 * C1 Mars in Ar, Sc, Cp, Le or Aq; C2 the house-specific signs; C3 Mars conjoined with or
 * fully aspected by Jupiter; C4 Lagna Cancer or Leo; C5 Mars retrograde or combust.
 * C2 cancels only the reference whose house it names; the dosha is cancelled when every
 * afflicted deciding reference is covered. Age and remedy cancellations are never applied.
 * Pure; never throws.
 */
export function evaluateManglik(chart: NatalChart, houseRuleId: ManglikHouseRuleId = 'MANGLIK.L_M_124_78_12'): ManglikEvaluation {
  const rule = manglikHouseRules[houseRuleId];
  const houses: readonly number[] = rule.houses;
  const deciding: readonly ManglikVerdictReference[] = rule.verdictReferences;
  const mars = chart.bodies.mars;
  const reference = (id: ManglikReferenceId, sign: number): ManglikReference => {
    const marsHouse = houseFrom(sign, mars.sign);
    return {
      reference: id,
      sign,
      marsHouse,
      afflicted: houses.includes(marsHouse),
      decides: id !== 'venus' && deciding.includes(id),
    };
  };
  const fromLagna = reference('lagna', chart.ascendant.sign);
  const fromMoon = reference('moon', chart.bodies.moon.sign);
  const fromVenus = reference('venus', chart.bodies.venus.sign);
  const afflictedRefs = [fromLagna, fromMoon].filter((r) => r.decides && r.afflicted);
  const afflictedDeciding = afflictedRefs.map((r) => r.reference as ManglikVerdictReference);
  const present = afflictedDeciding.length > 0;
  const severity = [fromLagna, fromMoon, fromVenus].filter((r) => r.afflicted).length as 0 | 1 | 2 | 3;

  const cancellations: ManglikCancellation[] = [];
  if (present) {
    const all = [...afflictedDeciding];
    const add = (fact: ManglikCancellationFact, covers: ManglikVerdictReference[]) =>
      cancellations.push({ id: fact.rule, ruleId: `MANGLIK.CANCEL_BVR.${fact.rule}`, covers, fact });

    const dignity = c1Dignity(mars.sign);
    if (dignity) add({ rule: 'C1', marsSign: mars.sign, dignity }, all);
    for (const r of afflictedRefs) {
      if (houseSpecificCancellingSigns[r.marsHouse]?.includes(mars.sign)) {
        const ref = r.reference as ManglikVerdictReference;
        add({ rule: 'C2', reference: ref, house: r.marsHouse, marsSign: mars.sign }, [ref]);
      }
    }
    const jupiterSign = chart.bodies.jupiter.sign;
    const relation = jupiterRelation(jupiterSign, mars.sign);
    if (relation) add({ rule: 'C3', relation, jupiterSign }, all);
    if (chart.ascendant.sign === 3 || chart.ascendant.sign === 4) add({ rule: 'C4', lagnaSign: chart.ascendant.sign }, all);
    if (mars.retrograde || mars.combust) add({ rule: 'C5', retrograde: mars.retrograde, combust: mars.combust }, all);
  }
  const covered = new Set(cancellations.flatMap((c) => c.covers));
  const cancelled = present && afflictedDeciding.every((r) => covered.has(r));
  const effective = present && !cancelled;
  return {
    houseRuleId,
    cancellationRuleId: 'MANGLIK.CANCEL_BVR',
    houses,
    marsSign: mars.sign,
    fromLagna,
    fromMoon,
    fromVenus,
    afflictedDeciding,
    present,
    severity,
    cancellations,
    cancelled,
    effective,
    status: !present ? 'not-manglik' : cancelled ? 'cancelled' : 'manglik',
  };
}
