/**
 * The first instant of a civil date in a time frame — what Temporal's
 * `PlainDate#toZonedDateTime(zone).epochMilliseconds` gives — from the cached offset tables.
 *
 * Why: the polyfill asks Intl for the offsets of each year it has not met in a zone (~50–100 µs
 * for a panchang's two midnights on a new date, ~8 % of a panchang on random dates: issue 21).
 * The rule is Temporal's `getStartOfDayInstantFor`: the earliest instant showing the date's
 * midnight (`wall-instant.ts` applies Temporal's own rule for those instants, from the same
 * transitions); when midnight falls in a gap (the clocks went forward at midnight) Temporal
 * takes the transition itself, and that rare case is asked of Temporal.
 * `test/astro/start-of-day.test.ts` compares the two for every zone the platform knows.
 */
import { Temporal } from 'temporal-polyfill';
import type { TimeFrame } from './civil.ts';
import { wallInstants } from './wall-instant.ts';

/**
 * Epoch milliseconds of local midnight starting the civil date year-month-day (proleptic
 * Gregorian; a day past the month's end rolls over, so `day + 1` names the next date) in `frame`.
 * @throws RangeError from Intl for an unknown zone (callers check the zone first)
 */
export function startOfLocalDayAt(frame: TimeFrame, year: number, month: number, day: number): number {
  const wall = new Date(0);
  wall.setUTCFullYear(year, month - 1, day);
  const wallMs = wall.getTime();
  if (frame.kind === 'fixed-offset') return wallMs - frame.offsetSeconds * 1000;
  const { epochSeconds } = wallInstants(frame.timezone, wallMs / 1000);
  if (epochSeconds.length > 0) return epochSeconds[0] * 1000;
  const date = Temporal.PlainDate.from({ year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() });
  return date.toZonedDateTime(frame.timezone).epochMilliseconds;
}
