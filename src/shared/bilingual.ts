/** A text a person reads, in English and Hindi (Devanagari written for Hindi readers). */
export interface Bilingual {
  en: string;
  hi: string;
}
