/**
 * The inner points of the Jamakkol chart (south-indian-and-vastu.md §1c): Arudam from the
 * clock, Udayam from the Sun's arc through the day or night (or the true lagna), Kavippu from
 * Udayam, Arudam and the Sun's veedhi. Pure arithmetic on numbers the caller supplies.
 */
import { normalizeDegrees } from '../../shared/angles.ts';

export type UdayamRule = 'sun-arc' | 'lagna';
export const udayamRules: readonly UdayamRule[] = ['sun-arc', 'lagna'];
export const udayamRuleMethodId: Record<UdayamRule, string> = {
  'sun-arc': 'JK.UDAYAM_SUNARC',
  lagna: 'JK.UDAYAM_LAGNA',
};

export interface Arudam {
  /** 0-based sign. */
  sign: number;
  /** Degrees within the sign, [0, 30). */
  degreeInSign: number;
}

/**
 * Arudam by the 5-minute rule (`JK.ARUDAM_5MIN`): m = minutes past the clock hour (0–59),
 * s = seconds; sign = ⌊m / 5⌋ (0 = Aries), degree = ((m mod 5)·60 + s) / 10.
 * @example arudamFromClock(37, 30) //=> { sign: 7 (Scorpio), degreeInSign: 15 }  ((2·60 + 30) / 10)
 */
export function arudamFromClock(minute: number, second: number): Arudam {
  return { sign: Math.floor(minute / 5), degreeInSign: ((minute % 5) * 60 + second) / 10 };
}

/**
 * Udayam by the Sun's arc (`JK.UDAYAM_SUNARC`): the Sun's sidereal longitude at the start of
 * the half-day (sunrise by day, sunset by night) plus 360° times the fraction of the half-day
 * elapsed. Degrees, [0, 360).
 */
export function udayamSunArc(sunAtStartDegrees: number, elapsedFraction: number): number {
  return normalizeDegrees(sunAtStartDegrees + 360 * elapsedFraction);
}

/**
 * The Surya veedhi sign for the Sun's sidereal sign (`JK.KAVIPPU_VEEDHI`): Sun in Taurus,
 * Gemini, Cancer or Leo → Aries; in Aries, Virgo, Libra or Pisces → Taurus; in Scorpio,
 * Sagittarius, Capricorn or Aquarius → Gemini. 0-based signs.
 */
export function suryaVeedhi(sunSign: number): number {
  if (sunSign >= 1 && sunSign <= 4) return 0;
  if (sunSign >= 7 && sunSign <= 10) return 2;
  return 1;
}

/** Kavippu sign: K = (U + ((V − A) mod 12)) mod 12 with U = Udayam, V = veedhi, A = Arudam (0-based signs). */
export function kavippuSign(udayamSign: number, veedhiSign: number, arudamSign: number): number {
  return (udayamSign + ((veedhiSign - arudamSign + 12) % 12)) % 12;
}
