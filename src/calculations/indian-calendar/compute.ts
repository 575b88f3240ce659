import type { Static } from 'typebox';
import { Temporal } from 'temporal-polyfill';
import { defaultAyanamsha } from '../../astro/ayanamsha.ts';
import type { SkySettings } from '../../astro/positions.ts';
import type { GeoPosition, RiseDefinition } from '../../astro/rise-set.ts';
import { parseLocalDate, parseUtcOffset, requireTimeZone, type TimeFrame } from '../../astro/time/civil.ts';
import { epochDayOfIsoDate } from '../../jyotish/calendar/calendar-days.ts';
import { computeIndianCalendar, type IndianCalendar } from '../../jyotish/calendar/indian-calendar.ts';
import { OutOfRange, ValidationFailed } from '../../shared/errors.ts';
import { namingRangeErrors } from '../shared/birth.ts';
import type { IndianCalendarRequest } from './schema.ts';

export interface IndianCalendarComputed {
  frame: TimeFrame;
  geo: GeoPosition;
  sky: SkySettings;
  sunrise: RiseDefinition;
  requestedEpochDay: number;
  startEpochDay: number;
  dayCount: number;
  calendar: IndianCalendar;
}

const lastServedDate = Temporal.PlainDate.from('2399-12-31');

/** The dates a request asks for: its day, the civil month holding it, or rangeDays from it. */
function rangeOf(request: Static<typeof IndianCalendarRequest>, date: Temporal.PlainDate): { start: Temporal.PlainDate; days: number } {
  if (request.month === true && request.rangeDays !== undefined) {
    throw new ValidationFailed('/rangeDays', 'cannot be combined with month: true; give one of them');
  }
  if (request.month === true) return { start: date.with({ day: 1 }), days: date.daysInMonth };
  const days = request.rangeDays ?? 1;
  if (Temporal.PlainDate.compare(date.add({ days: days - 1 }), lastServedDate) > 0) {
    throw new OutOfRange('/rangeDays', 'the range must end by 2399-12-31, the last date the ephemeris serves');
  }
  return { start: date, days };
}

/** The calendar of the requested date (or month, or range) at the place. */
export function computeIndianCalendarRequest(request: Static<typeof IndianCalendarRequest>): IndianCalendarComputed {
  const date = parseLocalDate(request.date, '/date');
  const timezone = requireTimeZone(request.timezone, '/timezone');
  const frame: TimeFrame =
    request.utcOffset === undefined
      ? { kind: 'zone', timezone }
      : { kind: 'fixed-offset', timezone, offsetSeconds: parseUtcOffset(request.utcOffset, '/utcOffset') };
  const { start, days } = rangeOf(request, date);
  const geo: GeoPosition = { latitude: request.latitude, longitude: request.longitude, elevationMeters: request.elevationMeters ?? 0 };
  const sky: SkySettings = { ayanamsha: request.ayanamsha ?? defaultAyanamsha, nodeType: 'mean', positions: 'apparent' };
  const sunrise: RiseDefinition = request.sunrise ?? 'upper-limb-refracted';
  const startEpochDay = epochDayOfIsoDate(start.toString());
  // Festivals are decided from the sky up to ~3 weeks around the range, which the ephemeris
  // must cover: near 1800-01-01 or 2399-12-31 that search is what leaves the range.
  const calendar = namingRangeErrors('/date', () =>
    computeIndianCalendar({ frame, geo, sky, sunrise, startEpochDay, dayCount: days }),
  );
  return { frame, geo, sky, sunrise, requestedEpochDay: epochDayOfIsoDate(date.toString()), startEpochDay, dayCount: days, calendar };
}
