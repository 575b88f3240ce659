/**
 * Letter values of the two published tables (numerology-and-remedies.md §1) and the name
 * normalisation: Unicode NFD, combining marks dropped, upper case, A–Z only.
 */
import { reductionChain } from './reduce.ts';

export type LetterSystem = 'chaldean' | 'pythagorean';

export const letterTableIds: Record<LetterSystem, string> = {
  chaldean: 'NUM.CHALDEAN',
  pythagorean: 'NUM.PYTHAGOREAN',
};

/** `NUM.CHALDEAN`, A–Z. Chaldean never gives a letter the value 9. */
const chaldean = [1, 2, 3, 4, 5, 8, 3, 5, 1, 1, 2, 3, 4, 5, 7, 8, 1, 2, 3, 4, 6, 6, 6, 5, 1, 7] as const;

/**
 * Value of an upper-case letter A–Z in a table. Pythagorean is ((position − 1) mod 9) + 1.
 * @throws RangeError for anything but one letter A–Z (callers normalise first).
 */
export function letterValue(letter: string, system: LetterSystem): number {
  const position = letter.length === 1 ? letter.charCodeAt(0) - 64 : 0;
  if (position < 1 || position > 26) throw new RangeError('letterValue needs one letter A–Z');
  return system === 'chaldean' ? chaldean[position - 1] : ((position - 1) % 9) + 1;
}

/** Why a name cannot be used: characters outside the accepted set, or no letter at all. */
export type NameProblem = 'characters' | 'no-letter';

export interface NormalisedName {
  /** Upper case, accents removed, spaces, dots, hyphens and apostrophes kept as given. */
  display: string;
  /** The letters A–Z that carry values, in order. */
  letters: string[];
}

const latinLetter = /^[A-Za-z]$/;
const separators = new Set([' ', '.', '-', "'", '\u2019']);
const combiningMark = /^\p{Mn}$/u;

/**
 * Normalises a personal name for the letter tables. Accepted: Latin letters, also with
 * diacritics that decompose to a base letter A–Z plus combining marks (é, ñ, ö, ā, ś …),
 * spaces, dots, hyphens and apostrophes (' and ’). Letters that do not decompose to A–Z
 * (ß, æ, ø, ł, đ …), digits, other scripts and other symbols are refused, as is a name with
 * no letter.
 */
export function normaliseName(raw: string): NormalisedName | NameProblem {
  const decomposed = raw.normalize('NFD');
  let display = '';
  const letters: string[] = [];
  let afterLetter = false;
  for (const ch of decomposed) {
    if (latinLetter.test(ch)) {
      const upper = ch.toUpperCase();
      display += upper;
      letters.push(upper);
      afterLetter = true;
    } else if (combiningMark.test(ch)) {
      // A mark is part of the letter before it (é = e + ◌́); a mark on nothing is refused.
      if (!afterLetter) return 'characters';
    } else if (separators.has(ch)) {
      display += ch === '\u2019' ? "'" : ch;
      afterLetter = false;
    } else {
      return 'characters';
    }
  }
  return letters.length === 0 ? 'no-letter' : { display, letters };
}

export interface NameNumber {
  system: LetterSystem;
  letters: { letter: string; value: number }[];
  /** Sum of all letter values of the full name as given (the compound number). */
  compound: number;
  /** Repeated digit sums from the compound number down to one digit. */
  chain: number[];
  reduced: number;
}

/** The name number of a normalised name: every letter's value, their sum, its reduction. */
export function nameNumber(name: NormalisedName, system: LetterSystem): NameNumber {
  const letters = name.letters.map((letter) => ({ letter, value: letterValue(letter, system) }));
  const compound = letters.reduce((s, l) => s + l.value, 0);
  const chain = reductionChain(compound);
  return { system, letters, compound, chain, reduced: chain[chain.length - 1] };
}
