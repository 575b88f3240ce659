/**
 * Harsha bala (Tajika Neelakanthi, as taught in P. V. R. Narasimha Rao's *Vedic Astrology: An
 * Integrated Approach*, ch. 28; meant for annual charts but defined for any chart): four
 * sources of 5 units each, 0–20.
 * 1. the graha's own house of joy from the lagna: Sun 9, Moon 3, Mars 6, Mercury 1, Jupiter 11,
 *    Venus 5, Saturn 12;
 * 2. the graha in its own or exaltation sign;
 * 3. a female graha in houses 1–3 or 7–9, a male one in 4–6 or 10–12;
 * 4. a female graha in a chart of the night, a male one in a chart of the day.
 * Male: Sun, Mars, Jupiter; female: Moon, Venus, and with them Mercury and Saturn (the book's
 * Example 119 gives Mercury 10 and Saturn 5 only so).
 */
import { dignityTable } from '../chart/dignity.ts';
import { houseFrom, sevenGrahaIds, type SevenGrahaId } from '../core/zodiac.ts';

export const harshaHouse: Readonly<Record<SevenGrahaId, number>> = { sun: 9, moon: 3, mars: 6, mercury: 1, jupiter: 11, venus: 5, saturn: 12 };
const male: readonly SevenGrahaId[] = ['sun', 'mars', 'jupiter'];

export interface HarshaRow {
  graha: SevenGrahaId;
  house: number;
  sthana: number;
  uchchaSwa: number;
  streePurusha: number;
  dinaRatri: number;
  total: number;
}

export function harshaBala(signs: Readonly<Record<SevenGrahaId, number>>, lagnaSign: number, dayChart: boolean): HarshaRow[] {
  return sevenGrahaIds.map((graha) => {
    const house = houseFrom(lagnaSign, signs[graha]);
    const isMale = male.includes(graha);
    const row = dignityTable[graha];
    const sthana = harshaHouse[graha] === house ? 5 : 0;
    const uchchaSwa = row.ownSigns.includes(signs[graha]) || row.exaltationSign === signs[graha] ? 5 : 0;
    const femaleHouse = [1, 2, 3, 7, 8, 9].includes(house);
    const streePurusha = femaleHouse !== isMale ? 5 : 0;
    const dinaRatri = dayChart === isMale ? 5 : 0;
    return { graha, house, sthana, uchchaSwa, streePurusha, dinaRatri, total: sthana + uchchaSwa + streePurusha + dinaRatri };
  });
}
