import type { Static } from 'typebox';
import { nextRiseOrSet, type GeoPosition, type RiseDefinition } from '../../astro/rise-set.ts';
import { parseLocalDate, parseLocalTime, requireTimeZone, resolveLocalTime, startOfLocalDay, type TimeFrame } from '../../astro/time/civil.ts';
import { coveredJdUt } from '../../astro/swe.ts';
import { dishaShoolDirections, type DirectionId, type DishaShoolVariant } from '../../jyotish/panchang/disha-shool.ts';
import { OutOfRange, ValidationFailed } from '../../shared/errors.ts';
import { epochMillisecondsToJdUt, type JulianDayUt } from '../../shared/units.ts';
import type { DishaShoolRequest } from './schema.ts';

export interface DishaShoolComputed {
  date: string;
  frame: TimeFrame;
  weekday: number;
  reckoning: 'sunrise' | 'civil-date' | 'local-midnight';
  validFromJd: number | null;
  validUntilJd: number | null;
  variant: DishaShoolVariant;
  directions: DirectionId[];
  travel: { direction: DirectionId; isShool: boolean } | null;
  sunrise: RiseDefinition | null;
  departureJd: number | null;
}

const shift = (weekday: number, days: number) => (((weekday + days) % 7) + 7) % 7;

/**
 * The shool of the vaara of a date (or of a departure time on it). Without coordinates the
 * vaara is the weekday of the date (`VAARA.CIVIL_DATE`); with them it runs from local sunrise
 * to the next (`VAARA.SUNRISE`), so a departure before sunrise belongs to the previous vaara.
 * @throws ValidationFailed | OutOfRange naming the field
 */
export function computeDishaShool(request: Static<typeof DishaShoolRequest>): DishaShoolComputed {
  const date = parseLocalDate(request.date, '/date');
  const timezone = requireTimeZone(request.timezone, '/timezone');
  if ((request.latitude === undefined) !== (request.longitude === undefined)) {
    throw new ValidationFailed(request.latitude === undefined ? '/latitude' : '/longitude', 'latitude and longitude go together');
  }
  const frame: TimeFrame = { kind: 'zone', timezone };
  let departureJd: number | null = null;
  if (request.localTime !== undefined) {
    parseLocalTime(request.localTime, '/localTime');
    departureJd = resolveLocalTime({ localDate: request.date, localTime: request.localTime, timezone }).instant.jdUt;
  }
  const variant = request.variant ?? 'standard';
  const civilWeekday = date.dayOfWeek % 7;
  let weekday = civilWeekday;
  let reckoning: DishaShoolComputed['reckoning'] = 'civil-date';
  let validFromJd: number | null = null;
  let validUntilJd: number | null = null;
  const definition = request.sunrise ?? 'upper-limb-refracted';
  if (request.latitude !== undefined && request.longitude !== undefined) {
    const geo: GeoPosition = { latitude: request.latitude, longitude: request.longitude, elevationMeters: 0 };
    const midnight = epochMillisecondsToJdUt(startOfLocalDay(frame, date));
    const nextMidnight = epochMillisecondsToJdUt(startOfLocalDay(frame, date.add({ days: 1 })));
    if (midnight - 1.1 < coveredJdUt.first || nextMidnight + 1.5 > coveredJdUt.last) {
      throw new OutOfRange('/date', 'the day lies at the edge of 1800-01-01 … 2399-12-31, the range of the ephemeris served');
    }
    const rise = (from: number) => nextRiseOrSet(from as JulianDayUt, 'sun', 'rise', geo, definition);
    const sunrise = rise(midnight);
    if (sunrise === null || sunrise >= nextMidnight) {
      reckoning = 'local-midnight';
      validFromJd = midnight;
      validUntilJd = nextMidnight;
    } else {
      reckoning = 'sunrise';
      if (departureJd !== null && departureJd < sunrise) {
        weekday = shift(civilWeekday, -1);
        validFromJd = rise(sunrise - 1.2);
        if (validFromJd !== null && validFromJd >= sunrise - 0.5) validFromJd = null;
        validUntilJd = sunrise;
      } else {
        validFromJd = sunrise;
        validUntilJd = rise(sunrise + 0.01);
      }
    }
  }
  const directions = dishaShoolDirections(weekday, variant);
  const travel = request.direction === undefined ? null : { direction: request.direction, isShool: directions.includes(request.direction) };
  return {
    date: date.toString(),
    frame,
    weekday,
    reckoning,
    validFromJd,
    validUntilJd,
    variant,
    directions,
    travel,
    sunrise: reckoning === 'civil-date' ? null : definition,
    departureJd,
  };
}
