/**
 * Text folding shared by the index builder (scripts/geo/build-index.ts) and
 * the run-time search, so that keys and queries are folded identically.
 *
 * Latin: case- and diacritic-insensitive ("München" → "munchen").
 * Devanagari: spelling variants that Hindi writers use interchangeably are
 * folded to one form (nukta, chandrabindu, homorganic nasal + virama).
 */

/**
 * Bump whenever folding changes: keys stored in data/geo/places.json.gz were
 * made with a given version, and the loader refolds them if it differs.
 */
export const NORMALIZATION_VERSION = 1;

/** Letters that NFKD does not decompose into base letter + combining mark. */
const LATIN_SPECIALS: Readonly<Record<string, string>> = {
  ß: 'ss',
  ẞ: 'ss',
  æ: 'ae',
  Æ: 'ae',
  œ: 'oe',
  Œ: 'oe',
  ø: 'o',
  Ø: 'o',
  ł: 'l',
  Ł: 'l',
  đ: 'd',
  Đ: 'd',
  ð: 'd',
  Ð: 'd',
  þ: 'th',
  Þ: 'th',
  ı: 'i',
  ħ: 'h',
  Ħ: 'h',
  ŧ: 't',
  Ŧ: 't',
  ŋ: 'n',
  Ŋ: 'n',
};
const LATIN_SPECIALS_RE = /[ßẞæÆœŒøØłŁđĐðÐþÞıħĦŧŦŋŊ]/g;

/** Combining diacritical marks (U+0300–U+036F) only: Devanagari vowel signs are marks too and must survive. */
const LATIN_COMBINING_RE = /[\u0300-\u036f]/g;

/** Apostrophes and similar are dropped without a gap: "Xi’an" → "xian", "Coeur d'Alene" → "coeur dalene". */
const APOSTROPHES_RE = /['’‘`´ʻʼʹ]/g;

const NUKTA = '\u093c';
const CHANDRABINDU = '\u0901';
const ANUSVARA = '\u0902';
const VIRAMA = '\u094d';
const ZERO_WIDTH_RE = /[\u200b-\u200d\ufeff]/g;

/**
 * A nasal consonant + virama before a stop of its own class (म्ब, न्द, ण्ड, ङ्क, ञ्ज) is
 * written as anusvara just as often (मुम्बई / मुंबई, चण्डीगढ़ / चंडीगढ़). Geminates
 * such as न्न are left alone because Hindi does not write them with anusvara.
 */
const HOMORGANIC_NASAL_RE =
  /\u0919\u094d(?=[\u0915-\u0918])|\u091e\u094d(?=[\u091a-\u091d])|\u0923\u094d(?=[\u091f-\u0922])|\u0928\u094d(?=[\u0924-\u0927])|\u092e\u094d(?=[\u092a-\u092d])/g;

/** A query typed up to "मुम्" has not shown its next consonant yet; it may still become "मुं…". */
const TRAILING_NASAL_VIRAMA_RE = /[\u0919\u091e\u0923\u0928\u092e]\u094d$/;

/** Everything that is not a letter, number or Devanagari sign separates words. */
const SEPARATORS_RE = /[^\p{L}\p{N}\u0900-\u097f]+/gu;

/**
 * Folds a place name or a query into the search-key form: NFKD, lower case,
 * Latin diacritics removed, punctuation turned into single spaces, trimmed,
 * Devanagari variants unified.
 *
 * Pure and total: any string (including empty or malformed surrogate input)
 * yields a string, possibly empty.
 */
export function normalizeKey(input: string): string {
  let s = input.normalize('NFKD');
  s = s.replace(LATIN_SPECIALS_RE, (ch) => LATIN_SPECIALS[ch] ?? ch);
  s = s.toLowerCase();
  s = s.replace(LATIN_COMBINING_RE, '');
  s = s.replace(APOSTROPHES_RE, '');
  s = s.replace(ZERO_WIDTH_RE, '');
  s = foldDevanagari(s);
  s = s.replace(SEPARATORS_RE, ' ').trim();
  return s;
}

/**
 * Folds a user query. Same as {@link normalizeKey}, plus: a trailing Devanagari
 * nasal + virama becomes anusvara, so the prefix "मुम्" still finds "मुंबई".
 */
export function normalizeQuery(input: string): string {
  const key = normalizeKey(input);
  return TRAILING_NASAL_VIRAMA_RE.test(key) ? key.slice(0, -2) + ANUSVARA : key;
}

/**
 * German-style transliteration of umlauts ("München" → "muenchen"), offered as
 * an extra key so that users who type "ue" for "ü" still match. Returns null
 * when the name has no ä/ö/ü.
 */
export function umlautVariantKey(name: string): string | null {
  const nfc = name.normalize('NFC');
  if (!/[äöüÄÖÜ]/.test(nfc)) return null;
  return normalizeKey(
    nfc.replace(/[äÄ]/g, 'ae').replace(/[öÖ]/g, 'oe').replace(/[üÜ]/g, 'ue'),
  );
}

/** True when the text contains at least one Devanagari letter. */
export function hasDevanagari(text: string): boolean {
  return /[\u0900-\u097f]/.test(text);
}

/**
 * Every word-suffix of a folded key: "new delhi" → ["new delhi", "delhi"].
 * Indexing these lets a prefix match start at any word of a name.
 */
export function wordSuffixes(key: string): string[] {
  const out = [key];
  for (let i = key.indexOf(' '); i !== -1; i = key.indexOf(' ', i + 1)) {
    const rest = key.slice(i + 1);
    if (rest.length > 0) out.push(rest);
  }
  return out;
}

function foldDevanagari(s: string): string {
  if (!hasDevanagari(s)) return s;
  return s
    .replaceAll(NUKTA, '')
    .replaceAll(CHANDRABINDU, ANUSVARA)
    .replace(HOMORGANIC_NASAL_RE, ANUSVARA)
    .replaceAll(VIRAMA + VIRAMA, VIRAMA);
}
