/** The shape of a yoga's texts and a compact constructor for the catalogue files. */
import type { Bilingual } from '../../shared/bilingual.ts';

export interface YogaText {
  name: Bilingual;
  /** The condition in plain words. */
  condition: Bilingual;
  /** What the tradition associates with the yoga, stated as tradition (never a promise). */
  meaning: Bilingual;
}

/** name, condition and meaning, each English then Hindi. */
export function text(nameEn: string, nameHi: string, condEn: string, condHi: string, meanEn: string, meanHi: string): YogaText {
  return { name: { en: nameEn, hi: nameHi }, condition: { en: condEn, hi: condHi }, meaning: { en: meanEn, hi: meanHi } };
}
