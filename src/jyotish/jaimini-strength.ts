/**
 * Jaimini rashi drishti (jaimini.md §5) and the chain that picks the stronger of two grahas
 * (jaimini.md §6, `STRONGER.JAIMINI_CHAIN`), used for the co-lords of Scorpio (Mars, Ketu)
 * and Aquarius (Saturn, Rahu). Pure functions of the D1 placements.
 */
import { isExalted } from './chart/dignity.ts';
import type { GrahaPlacements } from './chart/natal-chart.ts';
import { grahaIds, rashiLord, rashiModality, type GrahaId } from './core/zodiac.ts';

export type { GrahaPlacements };

/**
 * Whether sign `from` aspects sign `to` by rashi drishti (`RASHI_DRISHTI.JAIMINI`): movable
 * signs aspect the fixed signs except the next one; fixed signs aspect the movable signs
 * except the previous one; dual signs aspect the other dual signs.
 */
export function rashiAspects(from: number, to: number): boolean {
  if (from === to) return false;
  const a = rashiModality(from);
  const b = rashiModality(to);
  if (a === 0) return b === 1 && to !== (from + 1) % 12;
  if (a === 1) return b === 0 && to !== (from + 11) % 12;
  return b === 2;
}

/** The rule of the chain that decided (jaimini.md §6 numbering in the comments). */
export type StrengthRule =
  | 'co-lord-outside' // 1
  | 'co-lords-both-inside' // 1, dasha use: 12 years
  | 'more-conjunctions' // 2
  | 'jupiter-mercury-dispositor' // 3
  | 'exaltation' // 4
  | 'sign-modality' // 5
  | 'longitude-in-sign' // 7
  | 'tie-classical-lord'; // 8

export interface StrongerResult {
  graha: GrahaId;
  rule: StrengthRule;
}

/**
 * Degrees within the sign as used for strength comparisons (degrees, [0, 30) for the seven
 * grahas, (0, 30] for the nodes): the nodes move backwards, so 30 − d. Never fails.
 */
export function effectiveDegree(p: GrahaPlacements, g: GrahaId): number {
  const d = p.degreeInSign[g];
  return g === 'rahu' || g === 'ketu' ? 30 - d : d;
}

function conjunctionCount(p: GrahaPlacements, g: GrahaId): number {
  let n = 0;
  for (const other of grahaIds) if (other !== g && p.sign[other] === p.sign[g]) n++;
  return n;
}

/** Rule 3: how many of Jupiter, Mercury and g's dispositor conjoin g or aspect it by rashi drishti. */
function associationCount(p: GrahaPlacements, g: GrahaId): number {
  const s = p.sign[g];
  const partners = new Set<GrahaId>(['jupiter', 'mercury', rashiLord[s]]);
  partners.delete(g);
  let n = 0;
  for (const x of partners) if (p.sign[x] === s || rashiAspects(p.sign[x], s)) n++;
  return n;
}

function compare(a: number, b: number): number {
  return a > b ? 1 : a < b ? -1 : 0;
}

/**
 * The stronger of two grahas by rules 2–8 of jaimini.md §6 (rule 1 belongs to co-lord pairs,
 * see `effectiveCoLord`; rule 6, the Narayana-dasha length, is not applied). `classical` is
 * the graha returned on a full tie (rule 8).
 */
export function strongerGraha(p: GrahaPlacements, a: GrahaId, b: GrahaId, classical: GrahaId = a): StrongerResult {
  const steps: [StrengthRule, (g: GrahaId) => number][] = [
    ['more-conjunctions', (g) => conjunctionCount(p, g)],
    ['jupiter-mercury-dispositor', (g) => associationCount(p, g)],
    ['exaltation', (g) => (isExalted(g, p.sign[g]) ? 1 : 0)],
    // Dual (2) > fixed (1) > movable (0): the modality index already ranks them.
    ['sign-modality', (g) => rashiModality(p.sign[g])],
    ['longitude-in-sign', (g) => effectiveDegree(p, g)],
  ];
  for (const [rule, score] of steps) {
    const c = compare(score(a), score(b));
    if (c !== 0) return { graha: c > 0 ? a : b, rule };
  }
  return { graha: classical, rule: 'tie-classical-lord' };
}

/** The co-lords of the two signs that have two lords in Jaimini astrology. */
export const coLords: Readonly<Record<number, readonly [classical: GrahaId, node: GrahaId]>> = {
  7: ['mars', 'ketu'],
  10: ['saturn', 'rahu'],
};

export interface EffectiveLord {
  graha: GrahaId;
  /** `sign-lord` for the ten signs with one lord; otherwise the rule that chose. */
  rule: StrengthRule | 'sign-lord';
}

/**
 * The lord of a sign as Jaimini dashas count it. Scorpio and Aquarius (jaimini.md §6 rule 1):
 * one co-lord in the sign and the other outside → the one outside; both inside →
 * `co-lords-both-inside` (the dasha then runs 12 years; the classical lord is named);
 * otherwise the stronger by `strongerGraha`.
 */
export function effectiveLord(p: GrahaPlacements, sign: number): EffectiveLord {
  const pair = coLords[sign];
  if (!pair) return { graha: rashiLord[sign], rule: 'sign-lord' };
  const [classical, node] = pair;
  const classicalIn = p.sign[classical] === sign;
  const nodeIn = p.sign[node] === sign;
  if (classicalIn && nodeIn) return { graha: classical, rule: 'co-lords-both-inside' };
  if (classicalIn) return { graha: node, rule: 'co-lord-outside' };
  if (nodeIn) return { graha: classical, rule: 'co-lord-outside' };
  return strongerGraha(p, classical, node, classical);
}
