/**
 * Biorhythm, fixed-sine model `BIO.SINE` (numerology-and-remedies.md §4): three sine curves
 * of 23, 28 and 33 days that start at zero on the day of birth. A correspondence of the
 * Fliess/Swoboda tradition (c. 1900) with no scientific support; numbers only here.
 */

export type CycleId = 'physical' | 'emotional' | 'intellectual';

export const biorhythmMethodId = 'BIO.SINE';

/** The three cycles and their periods in days; nothing else is published (no combined value). */
export const cyclePeriods: readonly { id: CycleId; periodDays: number }[] = [
  { id: 'physical', periodDays: 23 },
  { id: 'emotional', periodDays: 28 },
  { id: 'intellectual', periodDays: 33 },
];

export type Trend = 'rising' | 'falling' | 'steady';

export interface CycleValue {
  id: CycleId;
  periodDays: number;
  daysSinceBirth: number;
  /** Day within the cycle, 0 … periodDays − 1 (0 = the curve starts upward through zero). */
  dayInCycle: number;
  /** sin(2π t / period), unrounded. */
  value: number;
  /** The value on the next day, unrounded. */
  nextDayValue: number;
  trend: Trend;
  criticalDay: boolean;
}

/** sin(2π t / period). The phase is taken mod the period first, so large t loses no precision. */
export function cycleValue(daysSinceBirth: number, periodDays: number): number {
  const phase = ((daysSinceBirth % periodDays) + periodDays) % periodDays;
  return Math.sin((2 * Math.PI * phase) / periodDays);
}

/**
 * A critical day: the curve passes through zero between day t (inclusive) and day t + 1
 * (exclusive), i.e. its sign changes from t to t + 1, or it is exactly zero on day t (t a
 * multiple of half the period: the birth day, and e.g. days 14, 28 … of the 28-day cycle).
 * Decided in integers (a zero at x means 2x is a multiple of the period), so rounding noise
 * of sin near zero cannot flip it.
 */
export function isCriticalDay(daysSinceBirth: number, periodDays: number): boolean {
  const a = 2 * daysSinceBirth;
  const firstZeroAtOrAfter = Math.ceil(a / periodDays) * periodDays;
  return firstZeroAtOrAfter < a + 2;
}

/** Trend from the next day's value: rising if it is higher, falling if lower. */
export function trendOf(value: number, nextDayValue: number): Trend {
  if (nextDayValue > value) return 'rising';
  if (nextDayValue < value) return 'falling';
  return 'steady';
}

/**
 * The three cycles on a day `daysSinceBirth` days after birth (birth day = 0).
 * @throws RangeError for a negative or non-integer day count (callers refuse such dates).
 */
export function biorhythm(daysSinceBirth: number): CycleValue[] {
  if (!Number.isSafeInteger(daysSinceBirth) || daysSinceBirth < 0) {
    throw new RangeError('biorhythm needs a whole number of days ≥ 0');
  }
  return cyclePeriods.map(({ id, periodDays }) => {
    const value = cycleValue(daysSinceBirth, periodDays);
    const nextDayValue = cycleValue(daysSinceBirth + 1, periodDays);
    return {
      id,
      periodDays,
      daysSinceBirth,
      dayInCycle: daysSinceBirth % periodDays,
      value,
      nextDayValue,
      trend: trendOf(value, nextDayValue),
      criticalDay: isCriticalDay(daysSinceBirth, periodDays),
    };
  });
}

/** Rounds to a number of decimals, half away from zero, without producing −0. */
export function roundTo(x: number, decimals: number): number {
  const f = 10 ** decimals;
  const r = (Math.sign(x) * Math.round(Math.abs(x) * f)) / f;
  return r === 0 ? 0 : r;
}
