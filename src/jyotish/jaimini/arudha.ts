/**
 * Bhava arudha padas A1–A12 (jaimini.md §4, `ARUDHA.BPHS`, BPHS ch. 29). For house h with sign
 * S: lord L (Scorpio/Aquarius: the co-lord chosen by `STRONGER.JAIMINI_CHAIN`, shared with the
 * Chara dasha in `jyotish/jaimini-strength.ts`) in sign P,
 * n = count from S to P (1…12); A = n-th sign from P. Exceptions: A falling in S itself or in
 * the 7th from S moves to the 10th from there, i.e. n = 1 or 7 → S + 9; n = 4 or 10 → S + 3;
 * otherwise A = S + 2(n − 1). A1 is the Arudha Lagna, A12 the Upapada.
 */
import { houseFrom, type GrahaId } from '../core/zodiac.ts';
import { effectiveLord, type EffectiveLord, type GrahaPlacements } from '../jaimini-strength.ts';

export interface ArudhaPada {
  /** 1 = A1 (Arudha Lagna) … 12 = A12 (Upapada). */
  house: number;
  /** Sign of the house (0-based). */
  houseSign: number;
  lord: GrahaId;
  lordSign: number;
  /** Count from the house sign to the lord's sign, 1…12. */
  count: number;
  /** Sign of the pada (0-based). */
  sign: number;
  /** Which exception moved the pada: `same-sign` (n = 1 or 7) or `seventh` (n = 4 or 10), or none. */
  exception: 'same-sign' | 'seventh' | null;
  /** How the lord was chosen: `sign-lord`, or the `STRONGER.JAIMINI_CHAIN` rule for Scorpio and Aquarius. */
  lordRule: EffectiveLord['rule'];
}

/** The pada of sign S whose lord stands in sign P. */
export function padaSign(houseSign: number, lordSign: number): { sign: number; count: number; exception: ArudhaPada['exception'] } {
  const n = houseFrom(houseSign, lordSign);
  if (n === 1 || n === 7) return { sign: (houseSign + 9) % 12, count: n, exception: 'same-sign' };
  if (n === 4 || n === 10) return { sign: (houseSign + 3) % 12, count: n, exception: 'seventh' };
  return { sign: (houseSign + 2 * (n - 1)) % 12, count: n, exception: null };
}

/** A1 … A12 of a chart whose lagna is in `lagnaSign`. */
export function arudhaPadas(p: GrahaPlacements, lagnaSign: number): ArudhaPada[] {
  const out: ArudhaPada[] = [];
  for (let h = 1; h <= 12; h++) {
    const houseSign = (lagnaSign + h - 1) % 12;
    const lord = effectiveLord(p, houseSign);
    const lordSign = p.sign[lord.graha];
    const pada = padaSign(houseSign, lordSign);
    out.push({ house: h, houseSign, lord: lord.graha, lordSign, count: pada.count, sign: pada.sign, exception: pada.exception, lordRule: lord.rule });
  }
  return out;
}
