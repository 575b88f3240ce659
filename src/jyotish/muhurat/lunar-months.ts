/**
 * The amanta month of any instant in a search range, one new-moon search per lunation: a
 * year's search asks ~370 days but meets only ~13 lunations.
 */
import type { SkySettings } from '../../astro/positions.ts';
import { lunarMonthAt } from '../panchang/lunar-month.ts';

export interface AmantaMonth {
  /** 1 = Chaitra … 12 = Phalguna. */
  number: number;
  adhika: boolean;
}

export class LunarMonthCache {
  private readonly months: { n0: number; n1: number; month: AmantaMonth }[] = [];
  constructor(private readonly sky: SkySettings) {}

  /** The amanta month current at a UT Julian day (`MONTH.AMANTA`). */
  at(jd: number): AmantaMonth {
    for (const m of this.months) if (jd >= m.n0 && jd < m.n1) return m.month;
    const lm = lunarMonthAt(jd, 'shukla', this.sky);
    const month = { number: lm.amanta.number, adhika: lm.amanta.adhika };
    this.months.push({ n0: lm.newMoonBeforeJd, n1: lm.newMoonAfterJd, month });
    return month;
  }
}
