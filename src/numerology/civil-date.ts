/**
 * Proleptic Gregorian civil dates as plain integers: day numbers for the biorhythm day count,
 * weekdays and month lengths. No time zone enters: the dates are the civil dates the caller
 * gives (numerology-and-remedies.md §4: both dates in the user's zone).
 */

export interface CivilDate {
  year: number;
  /** 1–12 */
  month: number;
  /** 1–31 */
  day: number;
}

/**
 * Days from 1970-01-01 to a civil date (negative before it). Integer arithmetic on the
 * 400-year Gregorian cycle, valid for any year the service accepts.
 */
export function dayNumber({ year, month, day }: CivilDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (month + 9) % 12; // March = 0 … February = 11
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

/** Weekday of a civil date, 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
export function weekday(date: CivilDate): number {
  return (((dayNumber(date) + 4) % 7) + 7) % 7;
}

/** Gregorian leap year: divisible by 4, except centuries not divisible by 400. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Number of days of a month (28–31). */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** `YYYY-MM-DD` of a civil date. */
export function formatCivilDate({ year, month, day }: CivilDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
