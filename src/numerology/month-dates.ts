/**
 * The number of every date of a month, for the friendly-date and review-date lists.
 * `NUM.DATE_DAY_ROOT` (default): the digital root of the day of the month (19 → 1 + 9 = 10 →
 * 1). `NUM.DATE_FULL_ROOT`: the digital root of all digits of DD MM YYYY.
 */
import { dayOfMonthNumber, destinyNumber, type ReducedNumber } from './birth-numbers.ts';
import { daysInMonth, type CivilDate } from './civil-date.ts';

export type DateRule = 'day-of-month' | 'full-date';

export const dateRuleIds: Record<DateRule, string> = {
  'day-of-month': 'NUM.DATE_DAY_ROOT',
  'full-date': 'NUM.DATE_FULL_ROOT',
};

export interface NumberedDate {
  date: CivilDate;
  number: ReducedNumber;
}

/** Every date of the month with its number under the rule, in calendar order. */
export function numberedDatesOfMonth(year: number, month: number, rule: DateRule): NumberedDate[] {
  const out: NumberedDate[] = [];
  for (let day = 1; day <= daysInMonth(year, month); day++) {
    const date = { year, month, day };
    // The full-date number is the destiny-number arithmetic applied to this date.
    out.push({ date, number: rule === 'day-of-month' ? dayOfMonthNumber(day) : destinyNumber(date) });
  }
  return out;
}
