import { swe, C, coveredJdUt, initEphemeris } from './swe.ts';
import { OutOfRange } from '../shared/errors.ts';
import type { JulianDayUt } from '../shared/units.ts';

/**
 * Sunrise definitions (`time-and-sky.md` §6):
 * - `upper-limb-refracted` (`SUNRISE.ASTRO`, default): the upper limb touches the horizon,
 *   standard refraction (1013.25 hPa, 15 °C) — what Drik Panchang's times follow;
 * - `hindu-disc-centre` (`SUNRISE.HINDU_CENTRE`): the disc centre on the geometric horizon,
 *   no refraction (Swiss SE_BIT_HINDU_RISING), the convention of PyJHora.
 */
export type RiseDefinition = 'upper-limb-refracted' | 'hindu-disc-centre';
export const riseDefinitions: readonly RiseDefinition[] = ['upper-limb-refracted', 'hindu-disc-centre'];
export const riseMethodId: Record<RiseDefinition, string> = {
  'upper-limb-refracted': 'SUNRISE.ASTRO',
  'hindu-disc-centre': 'SUNRISE.HINDU_CENTRE',
};

export interface GeoPosition {
  latitude: number;
  longitude: number;
  elevationMeters: number;
}

export type RiseSetEvent = 'rise' | 'set';
export type RiseSetBody = 'sun' | 'moon';

/** The standard atmosphere both rise/set searches refract with (the library's defaults). */
export const standardPressureHectopascals = 1013.25;
export const standardTemperatureCelsius = 15;

/**
 * Refuses a rise/set search that would read outside the ephemeris files: the library reports
 * no flag there and would fall back to Moshier silently.
 * @throws OutOfRange naming no field
 */
export function assertRiseSetRange(startJd: number): void {
  if (startJd < coveredJdUt.first || startJd + 1.5 > coveredJdUt.last) {
    throw new OutOfRange('/', 'needs rises and sets outside 1800-01-01 … 2399-12-31 UT, the range of the ephemeris served');
  }
}

/**
 * The first rise (or set) of the Sun or the Moon after `startJd`.
 *
 * @returns the UT Julian day, or `null` when the body does not rise (set) within the search
 *   the library makes (polar day or night): callers must not assume an event exists.
 */
export function nextRiseOrSet(
  startJd: JulianDayUt,
  body: RiseSetBody,
  event: RiseSetEvent,
  geo: GeoPosition,
  definition: RiseDefinition = 'upper-limb-refracted',
): JulianDayUt | null {
  initEphemeris();
  assertRiseSetRange(startJd);
  let rsmi = event === 'rise' ? C.SE_CALC_RISE : C.SE_CALC_SET;
  if (definition === 'hindu-disc-centre') rsmi |= C.SE_BIT_HINDU_RISING;
  const r = swe.rise_trans(
    startJd,
    body === 'sun' ? C.SE_SUN : C.SE_MOON,
    null,
    C.SEFLG_SWIEPH,
    rsmi,
    [geo.longitude, geo.latitude, geo.elevationMeters],
    standardPressureHectopascals,
    standardTemperatureCelsius,
  );
  if (r.flag !== 0 || !(r.data > 0)) return null;
  return r.data as JulianDayUt;
}
