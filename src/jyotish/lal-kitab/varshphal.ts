/**
 * The Lal Kitab annual chart (varshphal, `LK.VARSHPHAL`): every graha moves from its birth
 * house to the house the 120-year table gives for the running year of life. Year 1 runs from
 * birth to the first birthday, so a person who has completed `age` years is in year age + 1.
 */
import { grahaIds, type GrahaId } from '../core/zodiac.ts';
import type { LkHouse, LkPlacement } from './houses.ts';
import { lkVarshphalFirstYear, lkVarshphalLastYear, lkVarshphalTable } from './varshphal-table.ts';

/** A calendar date as year, month 1–12, day 1–31. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/**
 * Completed years of age on `on` for a birth on `birth` (both civil dates at the birth place):
 * the birthday counts from its own date, and a 29 February birthday from 1 March in common years.
 * Negative when `on` is before the birth.
 */
export function completedYears(birth: CalendarDate, on: CalendarDate): number {
  const beforeBirthday = on.month < birth.month || (on.month === birth.month && on.day < birth.day);
  return on.year - birth.year - (beforeBirthday ? 1 : 0);
}

/** Whether the table covers a year of life (1…120). */
export function isVarshphalYear(yearOfLife: number): boolean {
  return Number.isInteger(yearOfLife) && yearOfLife >= lkVarshphalFirstYear && yearOfLife <= lkVarshphalLastYear;
}

/**
 * The annual house of every graha in a year of life.
 * @throws RangeError when the table does not cover the year (callers check `isVarshphalYear`)
 */
export function varshphalHouses(natal: LkPlacement, yearOfLife: number): Record<GrahaId, LkHouse> {
  if (!isVarshphalYear(yearOfLife)) throw new RangeError(`year of life ${yearOfLife} is outside 1…${lkVarshphalLastYear}`);
  const row = lkVarshphalTable[yearOfLife - 1];
  const out = {} as Record<GrahaId, LkHouse>;
  for (const g of grahaIds) out[g] = row[natal[g] - 1];
  return out;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * The birthday in a given year (proleptic Gregorian): the same month and day, except that a
 * 29 February birthday falls on 1 March in common years (consistent with `completedYears`).
 */
export function birthdayIn(birth: CalendarDate, year: number): CalendarDate {
  if (birth.month === 2 && birth.day === 29 && !isLeapYear(year)) return { year, month: 3, day: 1 };
  return { year, month: birth.month, day: birth.day };
}

/** `YYYY-MM-DD`. */
export function isoDate(d: CalendarDate): string {
  return `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}
