/**
 * Kunda check (rectification.md §2, `RECT.KUNDA`): K = (81 · λ_lagna) mod 360. Passes when the
 * nakshatra of K has the Moon's nakshatra lord, i.e. nak(K) ∈ {n☾, n☾ ± 9, n☾ ± 18} (mod 27);
 * variant `RECT.KUNDA_EXACT` demands nak(K) = n☾.
 */
import { normalizeDegrees } from '../../shared/angles.ts';
import { nakshatraIndexOf } from '../core/zodiac.ts';

export type KundaRule = 'lord' | 'exact';
export const kundaRuleMethodId: Record<KundaRule, string> = { lord: 'RECT.KUNDA', exact: 'RECT.KUNDA_EXACT' };

export interface Kunda {
  longitude: number;
  /** 0-based nakshatra of K. */
  nakshatra: number;
  pass: boolean;
}

/** The Kunda of a sidereal lagna longitude against the Moon's 0-based nakshatra. */
export function kunda(lagnaLongitude: number, moonNakshatra: number, rule: KundaRule): Kunda {
  const longitude = normalizeDegrees(81 * lagnaLongitude);
  const nakshatra = nakshatraIndexOf(longitude);
  const pass = rule === 'exact' ? nakshatra === moonNakshatra : (nakshatra - moonNakshatra + 27) % 9 === 0;
  return { longitude, nakshatra, pass };
}
