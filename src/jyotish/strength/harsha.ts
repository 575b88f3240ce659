/**
 * Harsha bala, the one implementation served by the natal `strength` block and by varshaphal
 * (Tajika Neelakanthi, verse 60 with Mahidhara's commentary; P. V. R. Narasimha Rao's
 * *Vedic Astrology: An Integrated Approach*, ch. 28; docs/methods/strength.md §8). Meant for
 * annual charts but defined for any chart: four sources of 5 units each, 0–20.
 * 1. the graha's own house of joy from the lagna: Sun 9, Moon 3, Mars 6, Mercury 1, Jupiter 11,
 *    Venus 5, Saturn 12 (Neelakanthi; the Perso-Arabic planetary joys the Tajika took over);
 * 2. the graha in its own or exaltation sign;
 * 3. a female graha in houses 1–3 or 7–9, a male one in 4–6 or 10–12;
 * 4. a female graha in a chart of the night, a male one in a chart of the day.
 * Male: Sun, Mars, Jupiter; female: Moon, Venus, and with them Mercury and Saturn (the book's
 * Example 119 gives Mercury 10 and Saturn 5 only so).
 */
import { dignityTable, isExalted } from '../chart/dignity.ts';
import { houseFrom, sevenGrahaIds, type SevenGrahaId } from '../core/zodiac.ts';

/** The house of joy of each graha, counted from the lagna (1 = the lagna's sign). */
export const harshaHouse: Readonly<Record<SevenGrahaId, number>> = { sun: 9, moon: 3, mars: 6, mercury: 1, jupiter: 11, venus: 5, saturn: 12 };
const male: ReadonlySet<SevenGrahaId> = new Set(['sun', 'mars', 'jupiter']);
const femaleHouses: ReadonlySet<number> = new Set([1, 2, 3, 7, 8, 9]);

export interface HarshaRow {
  graha: SevenGrahaId;
  /** House of the graha from the lagna, 1–12 (whole signs). */
  house: number;
  /** 5 in its house of joy. */
  sthana: number;
  /** 5 in its own or exaltation sign. */
  uchchaSwa: number;
  /** 5 for a female graha in houses 1–3, 7–9 or a male one in 4–6, 10–12. */
  streePurusha: number;
  /** 5 for a male graha in a chart of the day or a female one in a chart of the night. */
  dinaRatri: number;
  /** Sum of the four, 0–20 in steps of 5. */
  total: number;
}

/**
 * Harsha bala of one graha.
 * @param sign the graha's sign, 0 = Aries; @param lagnaSign the lagna's sign, 0–11;
 * @param dayChart whether the chart (for varshaphal: the year) begins by day.
 */
export function harshaBalaOf(graha: SevenGrahaId, sign: number, lagnaSign: number, dayChart: boolean): HarshaRow {
  const house = houseFrom(lagnaSign, sign);
  const isMale = male.has(graha);
  const sthana = harshaHouse[graha] === house ? 5 : 0;
  const uchchaSwa = dignityTable[graha].ownSigns.includes(sign) || isExalted(graha, sign) ? 5 : 0;
  const streePurusha = femaleHouses.has(house) !== isMale ? 5 : 0;
  const dinaRatri = dayChart === isMale ? 5 : 0;
  return { graha, house, sthana, uchchaSwa, streePurusha, dinaRatri, total: sthana + uchchaSwa + streePurusha + dinaRatri };
}

/** Harsha bala of the seven grahas, Sun to Saturn, from their signs (0–11). */
export function harshaBala(signs: Readonly<Record<SevenGrahaId, number>>, lagnaSign: number, dayChart: boolean): HarshaRow[] {
  return sevenGrahaIds.map((graha) => harshaBalaOf(graha, signs[graha], lagnaSign, dayChart));
}
