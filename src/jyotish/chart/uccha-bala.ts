/**
 * Uchcha bala (`UCHCHA.BPHS`, charts-and-vargas.md §6): a graha's strength from its distance
 * to its deep-debilitation point, 0 at debilitation and 60 virupas at deep exaltation.
 */
import { separation } from '../../shared/angles.ts';
import type { SevenGrahaId } from '../core/zodiac.ts';
import { deepExaltationLongitude } from './dignity.ts';

export interface UcchaBala {
  graha: SevenGrahaId;
  longitude: number;
  deepExaltationLongitude: number;
  deepDebilitationLongitude: number;
  /** Shortest arc from the deep-debilitation point, 0–180°. */
  distanceFromDebilitation: number;
  /** distance / 3, 0–60 virupas (a virupa is a shashtiamsa, 1/60 of a rupa). */
  virupas: number;
}

/**
 * @example ucchaBala('jupiter', 158.5).virupas //=> 38.833… (Jupiter at 8°30′ Virgo: 116.5° from 5° Capricorn)
 */
export function ucchaBala(graha: SevenGrahaId, longitude: number): UcchaBala {
  const exalt = deepExaltationLongitude[graha];
  const debil = (exalt + 180) % 360;
  const distance = separation(longitude, debil);
  return {
    graha,
    longitude,
    deepExaltationLongitude: exalt,
    deepDebilitationLongitude: debil,
    distanceFromDebilitation: distance,
    virupas: distance / 3,
  };
}
