/** Small wording helpers shared by the match texts: names of signs, stars and grahas, ordinals. */
import type { Bilingual } from '../../shared/bilingual.ts';
import { grahaNames, nakshatraNames, rashiNames } from '../names.ts';
import { nakshatraIds, rashiIds, type GrahaId } from '../../jyotish/core/zodiac.ts';

/** A sign by 0-based index: "Mesha (Aries)" / "मेष". */
export function signName(sign: number): Bilingual {
  const n = rashiNames[rashiIds[sign]];
  return { en: `${n.en} (${n.western})`, hi: n.hi };
}

/** A nakshatra by 0-based index. */
export function starName(nakshatra: number): Bilingual {
  return nakshatraNames[nakshatraIds[nakshatra]];
}

export function grahaName(id: GrahaId): Bilingual {
  const n = grahaNames[id];
  return { en: n.en, hi: n.hi };
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

/** Oblique masculine Hindi ordinal (भाव में): पहले, दूसरे, तीसरे, चौथे, 5वें, छठे, 7वें … */
export function hiOrdinalOblique(n: number): string {
  const words: Record<number, string> = { 1: 'पहले', 2: 'दूसरे', 3: 'तीसरे', 4: 'चौथे', 6: 'छठे' };
  return words[n] ?? `${n}वें`;
}

/** Joins items as "a, b and c" / "क, ख और ग". */
export function joinList(items: readonly Bilingual[]): Bilingual {
  const join = (xs: string[], and: string) => (xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} ${and} ${xs[xs.length - 1]}`);
  return { en: join(items.map((i) => i.en), 'and'), hi: join(items.map((i) => i.hi), 'और') };
}
