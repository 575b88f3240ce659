/**
 * The number of every date of a month, for the friendly-date and review-date lists.
 * `NUM.DATE_DAY_ROOT` (default): the digital root of the day of the month (19 → 1 + 9 = 10 →
 * 1). `NUM.DATE_FULL_ROOT`: the digital root of all digits of DD MM YYYY.
 */
import { dateDigits, dayOfMonthNumber, type ReducedNumber } from './birth-numbers.ts';
import { daysInMonth, type CivilDate } from './civil-date.ts';
import { reductionChain } from './reduce.ts';

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
    if (rule === 'day-of-month') {
      out.push({ date, number: dayOfMonthNumber(day) });
    } else {
      const digits = dateDigits(date);
      const sum = digits.reduce((s, d) => s + d, 0);
      const chain = reductionChain(sum);
      out.push({ date, number: { digits, sum, chain, value: chain[chain.length - 1] } });
    }
  }
  return out;
}
