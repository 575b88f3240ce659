/** Shapes of the kundli content catalogue. */
import type { Bilingual } from '../../shared/bilingual.ts';
import type { RashiId } from '../../jyotish/core/zodiac.ts';

/** Twelve texts, one per house: index 0 = the 1st house (lagna) … index 11 = the 12th. */
export type HouseTexts = readonly [
  Bilingual, Bilingual, Bilingual, Bilingual, Bilingual, Bilingual,
  Bilingual, Bilingual, Bilingual, Bilingual, Bilingual, Bilingual,
];

/** One text per sign, keyed by rashi id. */
export type SignTexts = Readonly<Record<RashiId, Bilingual>>;
