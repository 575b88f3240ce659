/**
 * Tara bala and Chandra bala, the two daily strengths that predictions, the planner, the
 * panchang and the muhurat finder all read (predictions.md §3, muhurat-and-calendar.md §1;
 * the two files agree on both tables).
 */
import { houseFrom } from './zodiac.ts';

/** The nine taras in order, r = 1 … 9. */
export const taraIds = [
  'janma', 'sampat', 'vipat', 'kshema', 'pratyari', 'sadhana', 'naidhana', 'mitra', 'parama-mitra',
] as const;
export type TaraId = (typeof taraIds)[number];

/** good: Sampat, Kshema, Sadhana, Mitra, Parama-mitra; bad: Vipat, Pratyari, Naidhana; Janma neutral-bad. */
export type TaraQuality = 'good' | 'bad' | 'neutral-bad';

/** Score of each tara in the prediction aggregate (`TARA.<r>`, predictions.md §3), r = 1 … 9. */
export const taraScore: readonly number[] = [-0.5, 1, -1, 1, -1, 1, -1, 1, 1];

export interface TaraBala {
  /** Nakshatras counted from the janma nakshatra to the day's, inclusive (1 … 27). */
  count: number;
  /** ((count − 1) mod 9) + 1. */
  tara: number;
  id: TaraId;
  quality: TaraQuality;
  score: number;
  ruleId: `TARA.${number}`;
}

/**
 * Tara bala of a day's (or a moment's) nakshatra for a person.
 * @param janmaNakshatra 0-based nakshatra of the natal Moon
 * @param dayNakshatra 0-based nakshatra of the transit Moon
 */
export function taraBala(janmaNakshatra: number, dayNakshatra: number): TaraBala {
  const count = ((dayNakshatra - janmaNakshatra + 27) % 27) + 1;
  const tara = ((count - 1) % 9) + 1;
  const quality: TaraQuality = tara === 1 ? 'neutral-bad' : [3, 5, 7].includes(tara) ? 'bad' : 'good';
  return { count, tara, id: taraIds[tara - 1], quality, score: taraScore[tara - 1], ruleId: `TARA.${tara}` };
}

/** Houses from the natal Moon in which the transit Moon gives chandra bala. */
export const chandraBalaHouses: readonly number[] = [1, 3, 6, 7, 10, 11];

export interface ChandraBala {
  /** Transit Moon's sign counted from the natal Moon's sign, 1 … 12. */
  house: number;
  favourable: boolean;
  /** +1 favourable, −1 not (predictions.md §3). */
  score: 1 | -1;
  ruleId: `CB.H${number}`;
}

/**
 * Chandra bala of the transit Moon for a natal Moon sign.
 * @param natalMoonSign 0-based sign of the natal Moon
 * @param transitMoonSign 0-based sign of the transit Moon
 */
export function chandraBala(natalMoonSign: number, transitMoonSign: number): ChandraBala {
  const house = houseFrom(natalMoonSign, transitMoonSign);
  const favourable = chandraBalaHouses.includes(house);
  return { house, favourable, score: favourable ? 1 : -1, ruleId: `CB.H${house}` };
}
