/**
 * Kaal Sarpa (doshas-yogas-transits.md §1): the seven grahas Sun … Saturn hemmed on one side
 * of the Rahu–Ketu axis. Popular rule without a classical (BPHS) basis: `classical: false`.
 *
 * Declared rules:
 * - `KSD.LONGITUDE_ARC` (full): all seven strictly inside arc A = [Rahu → Ketu] going forward
 *   in the zodiac, or all inside arc B = [Ketu → Rahu], by longitude.
 * - `KSD.PARTIAL`: not full, and either exactly one of the seven lies outside the arc holding
 *   the other six (by longitude), or all seven lie inside one arc counted by signs (the rule
 *   below) — the grahas then outside by longitude necessarily share a node's sign, on the far
 *   side of its degree.
 * - `KSD.SIGN_HOUSES` (reported for comparison, the convention of PyJHora): all seven in the
 *   seven signs from Rahu's sign to Ketu's sign, or from Ketu's sign to Rahu's sign.
 * `detected` = full or partial. Direction: inside A → `kaal-sarpa`; inside B → `kaal-amrita`.
 * Type by Rahu's house from the lagna (1 Ananta … 12 Sheshanaga).
 */
import { forwardArc } from '../../shared/angles.ts';
import { houseFrom, sevenGrahaIds, type SevenGrahaId } from '../core/zodiac.ts';
import { houseOf, type ChartView } from './chart-view.ts';
import { placement } from './facts.ts';
import type { Fact, RuleOutcome, RuleRecord } from './types.ts';

export const kaalSarpaTypeIds = [
  'ananta', 'kulika', 'vasuki', 'shankhapala', 'padma', 'mahapadma',
  'takshaka', 'karkotaka', 'shankhachuda', 'ghataka', 'vishadhara', 'sheshanaga',
] as const;
export type KaalSarpaTypeId = (typeof kaalSarpaTypeIds)[number];

const popular = 'Popular rule (no classical verse; taught in modern North Indian practice)';

export const kaalSarpaRules: Record<'full' | 'partial' | 'signs', RuleRecord> = {
  full: {
    ruleId: 'KSD.LONGITUDE_ARC',
    source: popular,
    classical: false,
    predicate: 'for all g in {Sun..Saturn}: 0 < arc(Rahu → λg) < 180  OR  for all g: 180 < arc(Rahu → λg) < 360',
    contentKey: 'kaal-sarpa.full',
  },
  partial: {
    ruleId: 'KSD.PARTIAL',
    source: popular,
    classical: false,
    predicate: 'not full AND (exactly 6 of 7 inside one longitude arc OR all 7 inside one sign arc of KSD.SIGN_HOUSES)',
    contentKey: 'kaal-sarpa.partial',
  },
  signs: {
    ruleId: 'KSD.SIGN_HOUSES',
    source: 'Sign-based convention of PyJHora dosha.kala_sarpa (reported for comparison; not used alone for the verdict)',
    classical: false,
    predicate: 'for all g: house of g from Rahu’s sign in 1..7  OR  for all g: house of g from Ketu’s sign in 1..7',
    contentKey: 'kaal-sarpa.signs',
  },
};

export interface KaalSarpaFinding {
  detected: boolean;
  kind: 'full' | 'partial' | null;
  arc: 'rahu-to-ketu' | 'ketu-to-rahu' | null;
  type: KaalSarpaTypeId | null;
  rahuHouse: number;
  ketuHouse: number;
  insideArc: SevenGrahaId[];
  outsideArc: SevenGrahaId[];
  rules: RuleOutcome[];
}

/** Evaluates the Kaal Sarpa rules on a chart (pure). */
export function evaluateKaalSarpa(v: ChartView): KaalSarpaFinding {
  const rahu = v.longitude.rahu;
  const inA = sevenGrahaIds.filter((g) => {
    const a = forwardArc(rahu, v.longitude[g]);
    return a > 0 && a < 180;
  });
  const inB = sevenGrahaIds.filter((g) => {
    const a = forwardArc(rahu, v.longitude[g]);
    return a > 180 && a < 360;
  });
  const signArc = (nodeSign: number) => sevenGrahaIds.every((g) => houseFrom(nodeSign, v.sign[g]) <= 7);
  const signsA = signArc(v.sign.rahu);
  const signsB = signArc(v.sign.ketu);
  const full = inA.length === 7 || inB.length === 7;
  const bySigns = signsA || signsB;
  const sixOfSeven = inA.length === 6 || inB.length === 6;
  const partial = !full && (sixOfSeven || bySigns);
  const detected = full || partial;

  let arc: 'rahu-to-ketu' | 'ketu-to-rahu' | null = null;
  if (detected) {
    if (inA.length !== inB.length) arc = inA.length > inB.length ? 'rahu-to-ketu' : 'ketu-to-rahu';
    else arc = signsA ? 'rahu-to-ketu' : 'ketu-to-rahu';
  }
  const chosen = arc === 'ketu-to-rahu' ? inB : inA;
  const insideArc = arc ? chosen : inA.length >= inB.length ? inA : inB;
  const outsideArc = sevenGrahaIds.filter((g) => !insideArc.includes(g));
  const rahuHouse = houseOf(v, 'rahu');
  const axisFacts: Fact[] = [placement(v, 'rahu'), placement(v, 'ketu')];
  const arcFact = (which: 'rahu-to-ketu' | 'ketu-to-rahu'): Fact => {
    const inside = which === 'rahu-to-ketu' ? inA : inB;
    return { kind: 'node-axis-arc', arc: which, inside, outside: sevenGrahaIds.filter((g) => !inside.includes(g)) };
  };
  const bestArc = inA.length >= inB.length ? 'rahu-to-ketu' : 'ketu-to-rahu';
  return {
    detected,
    kind: full ? 'full' : partial ? 'partial' : null,
    arc,
    type: detected ? kaalSarpaTypeIds[rahuHouse - 1] : null,
    rahuHouse,
    ketuHouse: houseOf(v, 'ketu'),
    insideArc,
    outsideArc,
    rules: [
      { ruleId: 'KSD.LONGITUDE_ARC', satisfied: full, facts: [...axisFacts, arcFact(bestArc)] },
      {
        ruleId: 'KSD.PARTIAL',
        satisfied: partial,
        facts: [...axisFacts, arcFact(bestArc), ...outsideArc.map((g) => placement(v, g))],
      },
      {
        ruleId: 'KSD.SIGN_HOUSES',
        satisfied: bySigns,
        facts: [...axisFacts, ...sevenGrahaIds.map((g) => placement(v, g))],
      },
    ],
  };
}
