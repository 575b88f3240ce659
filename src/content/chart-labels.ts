/**
 * Short bilingual labels printed inside chart drawings (`src/render/`), where a house is
 * often only 60–100 px wide at 400 px.
 *
 * Convention for Hindi planet abbreviations: the first akshara of the jyotish name a Hindi
 * panchang prints (सूर्य → सू, चन्द्र → चं, मंगल → मं, बुध → बु, गुरु → गु, शुक्र → शु, शनि → श,
 * राहु → रा, केतु → के). The outer planets follow the Hindi names in `names.ts` (अरुण, वरुण, यम)
 * and keep two aksharas so they cannot be misread: अरु (Uranus), वरु (Neptune), यम (Pluto) —
 * a lone व would look like the वक्री (retrograde) mark "(व)".
 * English uses the two-letter abbreviations of English-language jyotish software.
 */
import type { Bilingual } from '../shared/bilingual.ts';
import type { GrahaId } from '../jyotish/core/zodiac.ts';

/**
 * Sign ids in zodiac order (0 = Aries), for the drawings' data-rashi attributes: src/render may
 * read content but not jyotish, so the one list is passed on from here.
 */
export { rashiIds } from '../jyotish/core/zodiac.ts';

/** Planet abbreviations keyed by the graha ids of `jyotish/core` plus the three outer planets. */
export const chartPointAbbreviations: Record<GrahaId | 'uranus' | 'neptune' | 'pluto', Bilingual> = {
  sun: { en: 'Su', hi: 'सू' },
  moon: { en: 'Mo', hi: 'चं' },
  mars: { en: 'Ma', hi: 'मं' },
  mercury: { en: 'Me', hi: 'बु' },
  jupiter: { en: 'Ju', hi: 'गु' },
  venus: { en: 'Ve', hi: 'शु' },
  saturn: { en: 'Sa', hi: 'श' },
  rahu: { en: 'Ra', hi: 'रा' },
  ketu: { en: 'Ke', hi: 'के' },
  uranus: { en: 'Ur', hi: 'अरु' },
  neptune: { en: 'Ne', hi: 'वरु' },
  pluto: { en: 'Pl', hi: 'यम' },
};

/** Lagna (ascendant) marker written in the lagna's house or sign cell. */
export const lagnaLabel: Bilingual = { en: 'Asc', hi: 'लग्न' };

/** Retrograde (vakri, वक्री) mark written after a planet's degree. */
export const retrogradeMark: Bilingual = { en: '(R)', hi: '(व)' };

/**
 * Short sign names for the fixed-sign (South and East Indian) charts, 0 = Aries (Mesha).
 * English: the two-letter Western abbreviations; Hindi: the rashi names (वृष is the usual short
 * form of वृषभ).
 */
export const signShortNames: readonly Bilingual[] = [
  { en: 'Ar', hi: 'मेष' },
  { en: 'Ta', hi: 'वृष' },
  { en: 'Ge', hi: 'मिथुन' },
  { en: 'Cn', hi: 'कर्क' },
  { en: 'Le', hi: 'सिंह' },
  { en: 'Vi', hi: 'कन्या' },
  { en: 'Li', hi: 'तुला' },
  { en: 'Sc', hi: 'वृश्चिक' },
  { en: 'Sg', hi: 'धनु' },
  { en: 'Cp', hi: 'मकर' },
  { en: 'Aq', hi: 'कुम्भ' },
  { en: 'Pi', hi: 'मीन' },
];
