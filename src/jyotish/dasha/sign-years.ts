/**
 * Years of a sign's period in the Narayana family of sign dashas (Narayana, Sudasa, Moola,
 * Drig as in the book; docs/methods/dashas-more.md §4.2), and the fixed years of the Sthira
 * family. After P. V. R. Narasimha Rao, "Vedic Astrology: An Integrated Approach" (Narayana
 * dasa): count from the sign to its lord — forward for odd-footed signs (Aries, Taurus,
 * Gemini, Libra, Scorpio, Sagittarius), backward for the others — and take one less; a lord in
 * the sign gives 12; an exalted lord adds a year, a debilitated one takes a year off. Scorpio
 * and Aquarius count to the effective co-lord (jaimini.md §6); both co-lords inside give 12.
 */
import { jhoraCoLord, jhoraDignityAdjustment } from './chara-jhora.ts';
import { houseFrom, rashiModality, type GrahaId } from '../core/zodiac.ts';
import { effectiveLord } from '../jaimini-strength.ts';
import { isOddFooted, type CharaPlacements } from './chara.ts';

export interface SignYears {
  years: number;
  lord: GrahaId;
  lordSign: number;
  /** Inclusive count from the sign to the lord's sign in the counting direction (1 = same sign). */
  count: number;
  /** +1 exalted lord, −1 debilitated lord, else 0. Mercury in Virgo is own sign (no +1). */
  adjustment: -1 | 0 | 1;
}

/**
 * ±1 for an exalted/debilitated lord. The nodes follow `DIGNITY.NODES_TA_GE` (Rahu exalted in
 * Taurus and Gemini, Ketu in Scorpio and Sagittarius): the book's Sudasa Example 77 counts a
 * year more for Ketu in Sagittarius, which the one-sign BPHS table would not.
 */
function dignityAdjustment(graha: GrahaId, sign: number): -1 | 0 | 1 {
  return jhoraDignityAdjustment(graha, sign);
}

/** Which co-lord of Scorpio/Aquarius a Narayana-family dasha counts to (docs/methods/dashas-more.md §4.2). */
export type NarayanaVariant = 'pvr' | 'jhora';

/**
 * Narayana-dasha years of `sign` (never negative; a debilitated lord in the sign gives 11).
 * `variant` "jhora" chooses the co-lord of Scorpio/Aquarius by Jagannatha Hora's conventions
 * (`jhoraCoLord`: the lagna counted as an occupant …) instead of jaimini.md §6.
 */
export function narayanaYears(p: CharaPlacements, sign: number, variant: NarayanaVariant = 'pvr'): SignYears {
  const lord = variant === 'jhora' ? { graha: jhoraCoLord(p, sign).graha, rule: null } : effectiveLord(p, sign);
  const lordSign = p.sign[lord.graha];
  if (lord.rule === 'co-lords-both-inside') return { years: 12, lord: lord.graha, lordSign, count: 1, adjustment: 0 };
  const count = isOddFooted(sign) ? houseFrom(sign, lordSign) : houseFrom(lordSign, sign);
  const base = count === 1 ? 12 : count - 1;
  const adjustment = dignityAdjustment(lord.graha, lordSign);
  return { years: Math.max(0, base + adjustment), lord: lord.graha, lordSign, count, adjustment };
}

/** Sthira years: movable signs 7, fixed 8, dual 9 (Sthira, Niryana shoola, Drig of the paper). */
export function sthiraYears(sign: number): number {
  return [7, 8, 9][rashiModality(sign)];
}
