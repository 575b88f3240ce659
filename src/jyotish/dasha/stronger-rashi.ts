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

function associations(p: CharaPlacements, sign: number): number {
  const partners: GrahaId[] = ['jupiter', 'mercury', rashiLord[sign]];
  let n = 0;
  for (const g of partners) if (p.sign[g] === sign || rashiAspects(p.sign[g], sign)) n++;
  return n;
}

function hasExalted(p: CharaPlacements, sign: number): boolean {
  return grahaIds.some((g) => p.sign[g] === sign && isExalted(g, sign));
}

function lordInOtherOddity(p: CharaPlacements, sign: number): boolean {
  return isOddRashi(sign) !== isOddRashi(p.sign[rashiLord[sign]]);
}

/**
 * The stronger of signs `a` and `b` and the rule that decided. A full tie (equal lord
 * degrees, practically impossible) returns `a`. Never fails.
 */
export function strongerRashi(p: CharaPlacements, a: number, b: number): { sign: number; rule: StrongerRashiRule } {
  const steps: [StrongerRashiRule, (s: number) => number][] = [
    ['more-grahas', (s) => grahaCount(p, s)],
    ['jupiter-mercury-lord', (s) => associations(p, s)],
    ['exalted-graha', (s) => (hasExalted(p, s) ? 1 : 0)],
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
