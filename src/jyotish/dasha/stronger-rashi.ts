/**
 * The stronger of two signs (`STRONGER_RASHI.PVR`, docs/methods/dashas-more.md §4.1), the rule
 * that seeds most sign dashas (Narayana, Shoola, Moola, Drig antardashas …). After P. V. R.
 * Narasimha Rao, "Vedic Astrology: An Integrated Approach", ch. on Narayana dasa; the order
 * of the rules as Jagannatha Hora applies them (checked against PyJHora for facts):
 * 1. more of the nine grahas in it;
 * 2. more of Jupiter, Mercury and its own (classical) lord conjoining it or aspecting it by
 *    rashi drishti;
 * 3. an exalted graha in it (and none in the other);
 * 4. its lord in a sign of the other oddity (odd sign, lord in an even sign, or the reverse);
 * 5. dual > fixed > movable;
 * 6. its lord (Scorpio/Aquarius: the effective co-lord) further advanced in its sign.
 */
import { isExalted } from '../chart/dignity.ts';
import { grahaIds, isOddRashi, rashiLord, rashiModality, type GrahaId } from '../core/zodiac.ts';
import { effectiveLord, rashiAspects } from '../jaimini-strength.ts';
import type { CharaPlacements } from './chara.ts';

export type StrongerRashiRule =
  | 'more-grahas'
  | 'jupiter-mercury-lord'
  | 'exalted-graha'
  | 'lord-in-other-oddity'
  | 'modality'
  | 'lord-degrees';

function grahaCount(p: CharaPlacements, sign: number): number {
  return grahaIds.filter((g) => p.sign[g] === sign).length;
}

function associations(p: CharaPlacements, sign: number, lordConjunction: boolean): number {
  const counts = (g: GrahaId, conjunctionCounts: boolean) => (conjunctionCounts && p.sign[g] === sign) || rashiAspects(p.sign[g], sign);
  return Number(counts('jupiter', true)) + Number(counts('mercury', true)) + Number(counts(rashiLord[sign], lordConjunction));
}

/** Which grahas count as exalted in a sign for rule 3 (a dignity convention). */
export type ExaltationTest = (graha: GrahaId, sign: number) => boolean;

/** The conventions rules 2 and 3 depend on. */
export interface StrongerRashiConventions {
  /** Rule 3: which grahas are exalted where. */
  exalted: ExaltationTest;
  /** Rule 2: whether the sign's own lord counts when it sits in the sign (it always counts when it aspects it). */
  lordConjunction: boolean;
}

/** The declared rules (`STRONGER_RASHI.PVR`): BPHS exaltations (nodes in Taurus/Scorpio), the lord's conjunction counted. */
export const pvrStrongerRashiConventions: StrongerRashiConventions = { exalted: isExalted, lordConjunction: true };

function hasExalted(p: CharaPlacements, sign: number, exalted: ExaltationTest): boolean {
  return grahaIds.some((g) => p.sign[g] === sign && exalted(g, sign));
}

function lordInOtherOddity(p: CharaPlacements, sign: number): boolean {
  return isOddRashi(sign) !== isOddRashi(p.sign[rashiLord[sign]]);
}

/**
 * The stronger of signs `a` and `b` and the rule that decided. A full tie (equal lord
 * degrees, practically impossible) returns `a`. `conventions` default to the declared rules;
 * the Narayana `jhora` variant passes `jhoraStrongerRashiConventions` of chara-jhora.ts. Never
 * fails.
 */
export function strongerRashi(
  p: CharaPlacements,
  a: number,
  b: number,
  conventions: StrongerRashiConventions = pvrStrongerRashiConventions,
): { sign: number; rule: StrongerRashiRule } {
  const steps: [StrongerRashiRule, (s: number) => number][] = [
    ['more-grahas', (s) => grahaCount(p, s)],
    ['jupiter-mercury-lord', (s) => associations(p, s, conventions.lordConjunction)],
    ['exalted-graha', (s) => (hasExalted(p, s, conventions.exalted) ? 1 : 0)],
    ['lord-in-other-oddity', (s) => (lordInOtherOddity(p, s) ? 1 : 0)],
    ['modality', (s) => rashiModality(s)],
    ['lord-degrees', (s) => p.degreeInSign[effectiveLord(p, s).graha]],
  ];
  for (const [rule, score] of steps) {
    const x = score(a);
    const y = score(b);
    if (x !== y) return { sign: x > y ? a : b, rule };
  }
  return { sign: a, rule: 'lord-degrees' };
}
