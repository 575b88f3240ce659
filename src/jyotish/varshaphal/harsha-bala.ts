/**
 * Harsha bala (docs/methods/varshaphal.md §5b): four sources of 5 points each for the seven
 * grahas of the annual chart, 0–20 (`TAJ.HARSHA`).
 */
import { isExalted } from '../chart/dignity.ts';
import { dignityTable } from '../chart/dignity.ts';
import { houseFrom, type SevenGrahaId } from '../core/zodiac.ts';
import { harshaFeminine, harshaHouse } from './tables.ts';

export interface HarshaBala {
  graha: SevenGrahaId;
  /** In its own harsha house from the annual lagna (Sun 9, Moon 3, Mars 6, Mercury 1, Jupiter 11, Venus and Saturn 12). */
  place: number;
  /** In its own sign or its exaltation sign. */
  ownOrExalted: number;
  /** Feminine grahas in houses 1, 2, 3, 7, 8, 9; masculine in 4, 5, 6, 10, 11, 12. */
  gender: number;
  /** Masculine grahas when the year begins by day, feminine by night. */
  dayNight: number;
  total: number;
}

const feminineHouses = new Set([1, 2, 3, 7, 8, 9]);

/** Harsha bala of one graha from its sign, the annual lagna's sign and whether the year begins by day. */
export function harshaBala(graha: SevenGrahaId, sign: number, lagnaSign: number, isDay: boolean): HarshaBala {
  const house = houseFrom(lagnaSign, sign);
  const feminine = harshaFeminine.has(graha);
  const place = harshaHouse[graha] === house ? 5 : 0;
  const ownOrExalted = dignityTable[graha].ownSigns.includes(sign) || isExalted(graha, sign) ? 5 : 0;
  const gender = feminineHouses.has(house) === feminine ? 5 : 0;
  const dayNight = isDay !== feminine ? 5 : 0;
  return { graha, place, ownOrExalted, gender, dayNight, total: place + ownOrExalted + gender + dayNight };
}
