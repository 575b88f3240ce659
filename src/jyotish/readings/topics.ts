/**
 * The nine natal-reading topics of kundli-advanced and the house each is read from. The
 * karaka is the graha that signifies the topic in general (BPHS 32 karakas of the bhavas).
 */
import type { SevenGrahaId } from '../core/zodiac.ts';

export const readingTopicIds = [
  'self', 'wealth-speech', 'courage-siblings', 'home-mother', 'children-learning',
  'health-service', 'marriage-partnership', 'career', 'fortune-dharma',
] as const;
export type ReadingTopicId = (typeof readingTopicIds)[number];

export interface ReadingTopic {
  id: ReadingTopicId;
  /** House from the lagna, 1–12. */
  house: number;
  karaka: SevenGrahaId;
}

export const readingTopics: readonly ReadingTopic[] = [
  { id: 'self', house: 1, karaka: 'sun' },
  { id: 'wealth-speech', house: 2, karaka: 'jupiter' },
  { id: 'courage-siblings', house: 3, karaka: 'mars' },
  { id: 'home-mother', house: 4, karaka: 'moon' },
  { id: 'children-learning', house: 5, karaka: 'jupiter' },
  { id: 'health-service', house: 6, karaka: 'mars' },
  { id: 'marriage-partnership', house: 7, karaka: 'venus' },
  { id: 'career', house: 10, karaka: 'saturn' },
  { id: 'fortune-dharma', house: 9, karaka: 'jupiter' },
];

/** Kendra (angular) houses. */
export const kendraHouses: readonly number[] = [1, 4, 7, 10];
/**
 * Trikona (trinal) houses other than the 1st: the lagna is already counted as a kendra by the
 * lord-placement rule (unlike the rule view's `trikonaHouses` [1, 5, 9]).
 */
export const trikonaHousesExceptLagna: readonly number[] = [5, 9];
/** Dusthana houses. */
export const dusthanaHouses: readonly number[] = [6, 8, 12];
/** Upachaya houses (growing with time); malefics are welcome here. */
export const upachayaHouses: readonly number[] = [3, 6, 10, 11];
