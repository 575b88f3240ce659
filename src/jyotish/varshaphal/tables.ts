/**
 * The fixed tables of the Tajaka annual chart (docs/methods/varshaphal.md §2): orbs
 * (deeptamsha), the Tajika terms (hadda), the tri-rashi lords, and the natural order of speed
 * (the harsha-bala places live with the one harsha rule in `../strength/harsha.ts`). Each
 * table names its source in the methods file.
 */
import type { SevenGrahaId } from '../core/zodiac.ts';

/** Deeptamsha (orb), degrees: Sun 15, Moon 12, Mars 8, Mercury 7, Jupiter 9, Venus 7, Saturn 9 (`TAJ.DEEPTAMSHA`). */
export const deeptamshaDegrees: Readonly<Record<SevenGrahaId, number>> = {
  sun: 15, moon: 12, mars: 8, mercury: 7, jupiter: 9, venus: 7, saturn: 9,
};

/**
 * Natural order of speed, fastest first (`TAJ.SPEED_NATURAL`): Moon, Mercury, Venus, Sun,
 * Mars, Jupiter, Saturn. The "faster" planet of a pair is the one earlier in this list.
 */
export const naturalSpeedOrder: readonly SevenGrahaId[] = ['moon', 'mercury', 'venus', 'sun', 'mars', 'jupiter', 'saturn'];

/** Whether `a` is naturally faster than `b`. */
export function isFaster(a: SevenGrahaId, b: SevenGrahaId): boolean {
  return naturalSpeedOrder.indexOf(a) < naturalSpeedOrder.indexOf(b);
}

/**
 * Tajika terms (hadda) of each sign, 0 = Aries: [lord, span in degrees] in order from 0°
 * (`TAJ.HADDA_NEELAKANTHI`). Every row sums to 30°.
 */
export const haddaTable: readonly (readonly [SevenGrahaId, number][])[] = [
  [['jupiter', 6], ['venus', 6], ['mercury', 8], ['mars', 5], ['saturn', 5]],
  [['venus', 8], ['mercury', 6], ['jupiter', 8], ['saturn', 5], ['mars', 3]],
  [['mercury', 6], ['venus', 6], ['jupiter', 5], ['mars', 7], ['saturn', 6]],
  [['mars', 7], ['venus', 6], ['mercury', 6], ['jupiter', 7], ['saturn', 4]],
  [['jupiter', 6], ['venus', 5], ['saturn', 7], ['mercury', 6], ['mars', 6]],
  [['mercury', 7], ['venus', 10], ['jupiter', 4], ['mars', 7], ['saturn', 2]],
  [['saturn', 6], ['mercury', 8], ['jupiter', 7], ['venus', 7], ['mars', 2]],
  [['mars', 7], ['venus', 4], ['mercury', 8], ['jupiter', 5], ['saturn', 6]],
  [['jupiter', 12], ['venus', 5], ['mercury', 4], ['mars', 5], ['saturn', 4]],
  [['mercury', 7], ['jupiter', 7], ['venus', 8], ['saturn', 4], ['mars', 4]],
  [['mercury', 7], ['venus', 6], ['jupiter', 7], ['mars', 5], ['saturn', 5]],
  [['venus', 12], ['jupiter', 4], ['mercury', 3], ['mars', 9], ['saturn', 2]],
];

/** The hadda lord at a sign (0–11) and degrees within it [0, 30). */
export function haddaLord(sign: number, degreeInSign: number): SevenGrahaId {
  let end = 0;
  for (const [lord, span] of haddaTable[sign]) {
    end += span;
    if (degreeInSign < end) return lord;
  }
  return haddaTable[sign][4][0];
}

/**
 * Tri-rashi lords of the annual lagna (`TAJ.TRIRASHI`): by day and by night, 0 = Aries.
 * Day: Sun, Venus, Saturn, Venus, Jupiter, Moon, Mercury, Mars, Saturn, Mars, Jupiter, Moon.
 * Night: Jupiter, Moon, Mercury, Mars, Sun, Venus, Saturn, Venus, Saturn, Mars, Jupiter, Moon.
 */
export const triRashiLord: Readonly<Record<'day' | 'night', readonly SevenGrahaId[]>> = {
  day: ['sun', 'venus', 'saturn', 'venus', 'jupiter', 'moon', 'mercury', 'mars', 'saturn', 'mars', 'jupiter', 'moon'],
  night: ['jupiter', 'moon', 'mercury', 'mars', 'sun', 'venus', 'saturn', 'venus', 'saturn', 'mars', 'jupiter', 'moon'],
};
