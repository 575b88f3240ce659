/**
 * Small wording helpers shared by the match texts: star names and ordinals (sign and graha
 * names and lists come from `content/names.ts`).
 */
import type { Bilingual } from '../../shared/bilingual.ts';
import { nakshatraNames } from '../names.ts';
import { nakshatraIds } from '../../jyotish/core/zodiac.ts';

/** A nakshatra by 0-based index. */
export function starName(nakshatra: number): Bilingual {
  return nakshatraNames[nakshatraIds[nakshatra]];
}

/** 1st, 2nd, 3rd, 4th … */
export function enOrdinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/** Feminine Hindi ordinal (राशि, तारा): पहली, दूसरी, तीसरी, चौथी, 5वीं, छठी, 7वीं … */
export function hiOrdinalFeminine(n: number): string {
  const words: Record<number, string> = { 1: 'पहली', 2: 'दूसरी', 3: 'तीसरी', 4: 'चौथी', 6: 'छठी' };
  return words[n] ?? `${n}वीं`;
}
