/**
 * Vehicle (or house, phone) identifier reduction (numerology-and-remedies.md §2):
 * `NUM.PLATE_DIGITS` (default) adds the digits only; `NUM.PLATE_WITH_LETTERS` also adds the
 * Chaldean values of the letters. Every character is reported with what it contributed.
 */
import { letterValue } from './letters.ts';
import { reductionChain } from './reduce.ts';

export type PlateMethod = 'digits-only' | 'digits-and-letters';

export const plateMethodIds: Record<PlateMethod, string> = {
  'digits-only': 'NUM.PLATE_DIGITS',
  'digits-and-letters': 'NUM.PLATE_WITH_LETTERS',
};
/** The letter table of `NUM.PLATE_WITH_LETTERS` (fixed by the method, whatever `system` is). */
export const plateLetterTableId = 'NUM.CHALDEAN';

/** The longest identifier accepted once spaces and hyphens are removed. */
export const maxPlateLength = 20;
const platePattern = new RegExp(`^[A-Z0-9]{1,${maxPlateLength}}$`);

/**
 * Upper case, spaces and hyphens removed. Returns null unless what remains is 1–maxPlateLength
 * characters A–Z and 0–9.
 */
export function normalisePlate(raw: string): string | null {
  const s = raw.toUpperCase().replace(/[ -]/g, '');
  return platePattern.test(s) ? s : null;
}

export interface PlateCharacter {
  character: string;
  kind: 'digit' | 'letter';
  /** The digit itself, or the letter's Chaldean value. */
  value: number;
  /** Whether the method adds this character. */
  counted: boolean;
}

export interface PlateReduction {
  method: PlateMethod;
  normalised: string;
  characters: PlateCharacter[];
  /** The raw sum of the counted values. */
  sum: number;
  /** Repeated digit sums from `sum` to one digit. */
  chain: number[];
  /** The final digit; 0 only when nothing was counted (digits-only with no digit). */
  reduced: number;
}

/** Reduces a normalised identifier (see normalisePlate) by the chosen method. */
export function reducePlate(normalised: string, method: PlateMethod): PlateReduction {
  const characters: PlateCharacter[] = [...normalised].map((character) => {
    const isDigit = character >= '0' && character <= '9';
    return isDigit
      ? { character, kind: 'digit', value: Number(character), counted: true }
      : { character, kind: 'letter', value: letterValue(character, 'chaldean'), counted: method === 'digits-and-letters' };
  });
  const sum = characters.reduce((s, c) => s + (c.counted ? c.value : 0), 0);
  const chain = reductionChain(sum);
  return { method, normalised, characters, sum, chain, reduced: chain[chain.length - 1] };
}
