/**
 * The Indian National Calendar (Saka civil), `CAL.INDIAN_NATIONAL` (muhurat-and-calendar.md §5):
 * a solar calendar fixed to the Gregorian one, adopted on 22 March 1957 (1 Chaitra 1879) on
 * the Calendar Reform Committee's recommendation. Pure arithmetic on civil dates; no sky.
 */

/** First Gregorian date of the calendar's official use: 1 Chaitra 1879 Saka. */
export const sakaCivilAdoption = { year: 1957, month: 3, day: 22 } as const;

export interface SakaCivilDate {
  /** Saka year (G − 78 from 1 Chaitra, G − 79 before it). */
  year: number;
  /** 1 = Chaitra … 12 = Phalguna. */
  month: number;
  /** Day of the month, 1-based. */
  day: number;
  /** The Saka year is a leap year (G = year + 78 is a Gregorian leap year): Chaitra has 31 days. */
  leapYear: boolean;
  /**
   * The date is before 22 March 1957: the calendar did not exist then, so the date is the
   * proleptic one (the same rules carried backwards), as declared in the method.
   */
  proleptic: boolean;
}

function isGregorianLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days from 1970-01-01 to a Gregorian date (years ≥ 100; Date.UTC maps 0–99 to 19xx). */
export function epochDayOf(year: number, month: number, day: number): number {
  return Math.round(Date.UTC(year, month - 1, day) / 86_400_000);
}

/** Month lengths of a Saka year, Chaitra first. */
export function sakaMonthLengths(leapYear: boolean): readonly number[] {
  return [leapYear ? 31 : 30, 31, 31, 31, 31, 31, 30, 30, 30, 30, 30, 30];
}

/** 1 Chaitra of the Saka year that begins in Gregorian year `g`: 21 March in leap years, else 22 March. */
function firstChaitraEpochDay(g: number): number {
  return epochDayOf(g, 3, isGregorianLeap(g) ? 21 : 22);
}

/**
 * Gregorian → Saka civil. Steps (§5): D = date − 1 Chaitra of year G (previous year's 1
 * Chaitra if negative, Saka year G − 79); walk the month lengths.
 * @param year Gregorian year (any; dates before 1957-03-22 are flagged proleptic)
 */
export function sakaCivilFromGregorian(year: number, month: number, day: number): SakaCivilDate {
  const date = epochDayOf(year, month, day);
  let g = year;
  let start = firstChaitraEpochDay(g);
  if (date < start) {
    g -= 1;
    start = firstChaitraEpochDay(g);
  }
  const leapYear = isGregorianLeap(g);
  let offset = date - start;
  let m = 0;
  for (const length of sakaMonthLengths(leapYear)) {
    if (offset < length) break;
    offset -= length;
    m += 1;
  }
  const adoption = epochDayOf(sakaCivilAdoption.year, sakaCivilAdoption.month, sakaCivilAdoption.day);
  return { year: g - 78, month: m + 1, day: offset + 1, leapYear, proleptic: date < adoption };
}

/**
 * Saka civil → Gregorian: 1 Chaitra + the lengths of the months before + (day − 1).
 * @returns `{ year, month, day }` Gregorian, or null when the day does not exist in that month
 */
export function gregorianFromSakaCivil(sakaYear: number, month: number, day: number): { year: number; month: number; day: number } | null {
  const g = sakaYear + 78;
  const lengths = sakaMonthLengths(isGregorianLeap(g));
  if (month < 1 || month > 12 || day < 1 || day > lengths[month - 1]) return null;
  let n = firstChaitraEpochDay(g) + day - 1;
  for (let i = 0; i < month - 1; i++) n += lengths[i];
  const d = new Date(n * 86_400_000);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}
