/**
 * Period boundaries in the user's zone (predictions.md §2):
 * - with a place: a day runs from local sunrise to the next sunrise (`VAARA.SUNRISE`), a week
 *   from Monday's sunrise to the next Monday's sunrise, a month from the sunrise of its 1st to
 *   the sunrise of the next month's 1st (civil calendar month, `PRED.MONTH_CIVIL`);
 * - without a place: the same periods from local midnight (`PRED.DAY_CIVIL`), declared in
 *   `method`.
 * Where the Sun does not rise on a date (polar day or night) that boundary falls back to
 * local midnight and the result carries the `no-sunrise` warning.
 */
import type { Temporal } from 'temporal-polyfill';
import { nextRiseOrSet, type GeoPosition, type RiseDefinition } from '../../astro/rise-set.ts';
import { offsetSecondsAt, startOfLocalDay, type TimeFrame } from '../../astro/time/civil.ts';
import { epochMillisecondsToJdUt, type JulianDayUt } from '../../shared/units.ts';
import type { PeriodKind } from './weights.ts';

export interface DayReckoning {
  frame: TimeFrame;
  /** Null: days start at local midnight. */
  geo: GeoPosition | null;
  sunrise: RiseDefinition;
}

export interface DayStart {
  jd: JulianDayUt;
  /** False when it is local midnight (no place given, or no sunrise that date). */
  atSunrise: boolean;
}

const hourMs = 3_600_000;

/**
 * Local midnight opening a date, as epoch milliseconds. Temporal costs ~80 µs a call, and a
 * planner asks for 64 midnights; the zone's cached offsets give the same instant in a few
 * microseconds whenever no offset change lies within three hours of it. Near a change (a
 * midnight that a daylight-saving shift skips or repeats) Temporal decides.
 */
function localMidnightMs(frame: TimeFrame, date: Temporal.PlainDate): number {
  const wall = Date.UTC(date.year, date.month - 1, date.day);
  const guess = wall - offsetSecondsAt(frame, wall) * 1000;
  const offset = offsetSecondsAt(frame, guess);
  const t = wall - offset * 1000;
  if (offsetSecondsAt(frame, t - 3 * hourMs) === offset && offsetSecondsAt(frame, t + 3 * hourMs) === offset) return t;
  return startOfLocalDay(frame, date);
}

/** The instant a local date's day begins: its sunrise at the place, else local midnight. */
export function dayStart(date: Temporal.PlainDate, r: DayReckoning): DayStart {
  const midnight = epochMillisecondsToJdUt(localMidnightMs(r.frame, date));
  if (!r.geo) return { jd: midnight, atSunrise: false };
  const nextMidnight = epochMillisecondsToJdUt(localMidnightMs(r.frame, date.add({ days: 1 })));
  const rise = nextRiseOrSet(midnight, 'sun', 'rise', r.geo, r.sunrise);
  if (rise === null || rise >= nextMidnight) return { jd: midnight, atSunrise: false };
  return { jd: rise, atSunrise: true };
}

export interface PeriodBounds {
  kind: PeriodKind;
  /** First and last civil dates of the period (inclusive). */
  firstDate: Temporal.PlainDate;
  lastDate: Temporal.PlainDate;
  start: DayStart;
  end: DayStart;
}

/** The first and last civil dates of the day, week (Monday first) or month containing `date`. */
export function periodDates(kind: PeriodKind, date: Temporal.PlainDate): { first: Temporal.PlainDate; last: Temporal.PlainDate } {
  switch (kind) {
    case 'day':
      return { first: date, last: date };
    case 'week': {
      const first = date.subtract({ days: date.dayOfWeek - 1 });
      return { first, last: first.add({ days: 6 }) };
    }
    case 'month': {
      const first = date.with({ day: 1 });
      return { first, last: first.add({ months: 1 }).subtract({ days: 1 }) };
    }
  }
}

/** The period of `kind` that contains `date`, with its start and end instants. */
export function periodBounds(kind: PeriodKind, date: Temporal.PlainDate, r: DayReckoning): PeriodBounds {
  const { first, last } = periodDates(kind, date);
  return { kind, firstDate: first, lastDate: last, start: dayStart(first, r), end: dayStart(last.add({ days: 1 }), r) };
}
