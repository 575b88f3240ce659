/**
 * Placidus house membership and lordship for KP (kp.md §1): cusp h opens house h, a point
 * belongs to house h when it lies in [cusp_h, cusp_h+1), and the lord of a house is the sign
 * lord of its cusp.
 */
import { forwardArc } from '../../shared/angles.ts';
import { rashiLord, type GrahaId } from '../core/zodiac.ts';
import { longitudeToUnits, unitsPerSign } from './lords.ts';

/**
 * House 1…12 of a sidereal longitude among twelve cusps (cusps[0] = house 1).
 * @throws RangeError unless twelve cusps are given (a defect)
 */
export function placidusHouseOf(cusps: readonly number[], longitude: number): number {
  if (cusps.length !== 12) throw new RangeError('twelve cusps expected');
  for (let h = 0; h < 12; h++) {
    const span = forwardArc(cusps[h], cusps[(h + 1) % 12]);
    if (forwardArc(cusps[h], longitude) < span) return h + 1;
  }
  // Only reachable through rounding at a cusp: a point a hair before cusp 1 is in house 12.
  return 12;
}

/** Sign (0-based) of a cusp, by the same ⅓″ rounding as its lords. */
export function cuspSign(cusp: number): number {
  return Math.floor(longitudeToUnits(cusp) / unitsPerSign);
}

/** The lord of each house (index 0 = house 1): the sign lord of the cusp. */
export function houseLords(cusps: readonly number[]): GrahaId[] {
  return cusps.map((c) => rashiLord[cuspSign(c)]);
}

/** Houses (ascending) whose cusp lies in a sign of `graha`; none for Rahu and Ketu. */
export function housesOwnedBy(graha: GrahaId, lords: readonly GrahaId[]): number[] {
  const out: number[] = [];
  lords.forEach((l, i) => {
    if (l === graha) out.push(i + 1);
  });
  return out;
}
