/**
 * The two avakahada-chakra items that `moon-attributes.ts` does not already give: the paya
 * (the "metal" of the birth) and the name syllable (akshara) of the Moon's nakshatra pada.
 * Ids and numbers only; the bilingual names live in `src/content/kundli/avakahada.ts`.
 */
import { nakshatraIds, type NakshatraId } from './zodiac.ts';

/**
 * Paya by the Moon's house from the lagna (`PAYA.MOON_HOUSE`): the twelve houses are grouped
 * into four "feet" named after metals — Moon in the 1st, 6th or 11th house: gold (swarna);
 * 2nd, 5th, 9th: silver (rajat); 3rd, 7th, 10th: copper (tamra); 4th, 8th, 12th: iron (loha).
 *
 * Why this rule and not the nakshatra-group rule some almanacs print: it is the rule of the
 * popular Hindi almanac literature (e.g. the articles of gargastro.com and Jansatta on
 * "सोने/चाँदी/ताँबे/लोहे का पाया", both stating the 1-6-11 / 2-5-9 / 3-7-10 / 4-8-12 grouping),
 * and it reproduces the legacy vendor's published `astro_details` sample
 * (../shared/reference/legacy-fields.md: lagna Scorpio, Moon in Aries = 6th house → "Gold").
 * Houses are whole-sign houses of the rashi chart (`CHART.WHOLE_SIGN`).
 */
export const payaIds = ['gold', 'silver', 'copper', 'iron'] as const;
export type PayaId = (typeof payaIds)[number];

const payaByHouse: readonly PayaId[] = [
  'gold', 'silver', 'copper', 'iron', 'silver', 'gold', 'copper', 'iron', 'silver', 'copper', 'gold', 'iron',
];

/**
 * Paya of a birth from the Moon's whole-sign house counted from the lagna.
 * @param moonHouse 1…12 (1 = the lagna's sign)
 * @throws RangeError for a house outside 1…12 (a programming error, never user input)
 */
export function payaOfMoonHouse(moonHouse: number): PayaId {
  if (!Number.isInteger(moonHouse) || moonHouse < 1 || moonHouse > 12) throw new RangeError(`house ${moonHouse}`);
  return payaByHouse[moonHouse - 1];
}

/**
 * Id of the name syllable (akshara) of a nakshatra pada (`AKSHARA.SHATAPADA`): one syllable per
 * pada, 27 × 4 = 108 in all, from the Shatapada chakra (the "avakahada chakra", named after its
 * syllables अ व क ह ड), the naming table printed in North Indian panchangs and jyotish primers
 * (Ashwini: Chu Che Cho La; Bharani: Li Lu Le Lo; … Revati: De Do Cha Chi; Shravana takes
 * Khi Khu Khe Kho, the 27-nakshatra form without Abhijit).
 * Checked against the legacy vendor's samples: Bharani pada 3 = "Le", Rohini pada 3 = "Vi".
 * The id is `<nakshatra>-<pada>` because several syllables share one Latin spelling (टा and
 * ता are both "Ta").
 *
 * @param nakshatra 0-based nakshatra (0 = Ashwini)
 * @param pada 1…4
 */
export function nameSyllableId(nakshatra: number, pada: number): `${NakshatraId}-${1 | 2 | 3 | 4}` {
  return `${nakshatraIds[nakshatra]}-${pada as 1 | 2 | 3 | 4}`;
}
