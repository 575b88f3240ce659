import { normalizeDegrees } from '../../shared/angles.ts';

/** 30° per rashi, 13°20′ per nakshatra, 3°20′ per pada (= one navamsa). */
export const degreesPerRashi = 30;
export const degreesPerNakshatra = 360 / 27;
export const degreesPerPada = 360 / 108;

export const rashiIds = [
  'mesha', 'vrishabha', 'mithuna', 'karka', 'simha', 'kanya',
  'tula', 'vrishchika', 'dhanu', 'makara', 'kumbha', 'meena',
] as const;
export type RashiId = (typeof rashiIds)[number];

export const nakshatraIds = [
  'ashwini', 'bharani', 'krittika', 'rohini', 'mrigashira', 'ardra', 'punarvasu', 'pushya', 'ashlesha',
  'magha', 'purva-phalguni', 'uttara-phalguni', 'hasta', 'chitra', 'swati', 'vishakha', 'anuradha', 'jyeshtha',
  'mula', 'purva-ashadha', 'uttara-ashadha', 'shravana', 'dhanishtha', 'shatabhisha', 'purva-bhadrapada',
  'uttara-bhadrapada', 'revati',
] as const;
export type NakshatraId = (typeof nakshatraIds)[number];

/** The nine grahas of jyotish, in the conventional weekday-derived order Sun … Saturn, Rahu, Ketu. */
export const grahaIds = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu'] as const;
export type GrahaId = (typeof grahaIds)[number];
/** The seven visible grahas (no nodes). */
export const sevenGrahaIds = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'] as const;
export type SevenGrahaId = (typeof sevenGrahaIds)[number];

/** Sign lords, 0 = Mesha. Scorpio and Aquarius co-lords (Ketu, Rahu) belong to Jaimini rules only. */
export const rashiLord: readonly SevenGrahaId[] = [
  'mars', 'venus', 'mercury', 'moon', 'sun', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'saturn', 'jupiter',
];

/** Vimshottari lord of each nakshatra (period 9 from Ashwini = Ketu). */
export const vimshottariOrder: readonly GrahaId[] = [
  'ketu', 'venus', 'sun', 'moon', 'mars', 'rahu', 'jupiter', 'saturn', 'mercury',
];
export function nakshatraLord(nakshatraIndex: number): GrahaId {
  return vimshottariOrder[nakshatraIndex % 9];
}

/** 0-based sign of a sidereal longitude. */
export function rashiIndexOf(longitude: number): number {
  return Math.floor(normalizeDegrees(longitude) / degreesPerRashi) % 12;
}

/** Degrees within the sign, [0, 30). */
export function degreesInRashi(longitude: number): number {
  return normalizeDegrees(longitude) % degreesPerRashi;
}

/** 0-based nakshatra of a sidereal longitude. */
export function nakshatraIndexOf(longitude: number): number {
  return Math.floor(normalizeDegrees(longitude) / degreesPerNakshatra) % 27;
}

/** Pada 1–4 within the nakshatra. */
export function padaOf(longitude: number): number {
  return (Math.floor(normalizeDegrees(longitude) / degreesPerPada) % 4) + 1;
}

/** Fraction of the nakshatra already traversed, [0, 1). */
export function nakshatraFractionElapsed(longitude: number): number {
  return (normalizeDegrees(longitude) % degreesPerNakshatra) / degreesPerNakshatra;
}

/** A sign index (or any count of signs) brought into 0–11, negatives included. */
export function mod12(x: number): number {
  return ((x % 12) + 12) % 12;
}

/** Sign counted from `fromSign` (1 = same sign), 1…12. */
export function houseFrom(fromSign: number, sign: number): number {
  return ((sign - fromSign + 12) % 12) + 1;
}

/** Movable (chara) 0, fixed (sthira) 1, dual (dvisvabhava) 2. */
export function rashiModality(sign: number): 0 | 1 | 2 {
  return (sign % 3) as 0 | 1 | 2;
}

/** Fire 0, earth 1, air 2, water 3. */
export function rashiElement(sign: number): 0 | 1 | 2 | 3 {
  return (sign % 4) as 0 | 1 | 2 | 3;
}

/** Odd sign in the 1-based sense (Aries, Gemini …), i.e. an even 0-based index. */
export function isOddRashi(sign: number): boolean {
  return sign % 2 === 0;
}
