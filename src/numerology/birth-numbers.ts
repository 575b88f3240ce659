/**
 * The two numbers of a birth date (numerology-and-remedies.md §2), from the civil birth date as
 * given (not the Hindu sunrise day).
 */
import type { CivilDate } from './civil-date.ts';
import { reductionChain } from './reduce.ts';

export interface ReducedNumber {
  /** The digits that were added, in the order written (e.g. DD MM YYYY). */
  digits: number[];
  /** Their sum. */
  sum: number;
  /** Repeated digit sums from `sum` to one digit. */
  chain: number[];
  /** The final digit 1–9. */
  value: number;
}

function reduceDigits(digits: number[]): ReducedNumber {
  const sum = digits.reduce((s, d) => s + d, 0);
  const chain = reductionChain(sum);
  return { digits, sum, chain, value: chain[chain.length - 1] };
}

function twoDigits(n: number): number[] {
  return [Math.floor(n / 10), n % 10];
}

/** The digits of DD, MM and YYYY, in that order (16-02-2016 → 1 6 0 2 2 0 1 6). */
function dateDigits(date: CivilDate): number[] {
  const year = String(date.year).padStart(4, '0').split('').map(Number);
  return [...twoDigits(date.day), ...twoDigits(date.month), ...year];
}

/** The digits of a day of the month as written without a leading zero (5 → [5], 16 → [1, 6]). */
function dayDigits(day: number): number[] {
  return day < 10 ? [day] : twoDigits(day);
}

/**
 * Psychic number (Moolank, radical): the digital root of the day of the month (16 → 7).
 * Always 1–9 for a real date.
 */
export function radicalNumber(date: CivilDate): ReducedNumber {
  return dayOfMonthNumber(date.day);
}

/** Destiny number (Bhagyank, life path): the digital root of all digits of DD MM YYYY. */
export function destinyNumber(date: CivilDate): ReducedNumber {
  return reduceDigits(dateDigits(date));
}

/** The day number of a calendar date in a month: digital root of its day of the month. */
export function dayOfMonthNumber(day: number): ReducedNumber {
  return reduceDigits(dayDigits(day));
}
