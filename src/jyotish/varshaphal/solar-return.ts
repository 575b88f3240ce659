/**
 * The varsha pravesh (docs/methods/varshaphal.md §1): the instant the Sun returns to its natal
 * sidereal longitude (`VARSHA.SIDEREAL_SOLAR_RETURN`), found on the ephemeris to better than
 * 0.01 s, and whether it falls by day or by night at the place of residence.
 */
import { nextRiseOrSet, type GeoPosition, type RiseDefinition } from '../../astro/rise-set.ts';
import type { SkySettings } from '../../astro/positions.ts';
import { timeAngleReachesNear } from '../../astro/transitions.ts';
import type { JulianDayUt } from '../../shared/units.ts';

/** Mean sidereal year, days: the first guess of a return (a return stays within hours of it). */
export const siderealYearDays = 365.256363;

/**
 * The instant of the `completedYears`-th sidereal solar return after birth (0 = the birth
 * itself). The search starts from birth + years × 365.256363 d and solves within ±1.5 d.
 * @throws OutOfRange (path `/`) when the return lies outside the ephemeris range
 */
export function varshaPravesh(natalSunLongitude: number, birthJd: number, completedYears: number, sky: SkySettings): JulianDayUt {
  if (completedYears === 0) return birthJd as JulianDayUt;
  const guess = birthJd + completedYears * siderealYearDays;
  const t = timeAngleReachesNear('sun', natalSunLongitude, guess, 1, sky);
  // The Sun moves ~0.99°/day and a return never strays a day from the mean year: a miss is a defect.
  if (t === null) throw new Error('solar return not bracketed');
  return t;
}

export interface DayNight {
  isDay: boolean;
  /** The next sunrise and sunset after the instant at the place (null where none is found: polar day or night). */
  nextSunriseJd: number | null;
  nextSunsetJd: number | null;
}

/**
 * Whether an instant is by day (between sunrise and sunset) at a place (`VARSHA.DAY_BY_SUNRISE`):
 * by day exactly when the next sunset comes before the next sunrise.
 * @returns null where the Sun neither rises nor sets within the search (polar day or night)
 */
export function dayOrNight(jd: number, geo: GeoPosition, definition: RiseDefinition): DayNight | null {
  const rise = nextRiseOrSet(jd as JulianDayUt, 'sun', 'rise', geo, definition);
  const set = nextRiseOrSet(jd as JulianDayUt, 'sun', 'set', geo, definition);
  if (rise === null && set === null) return null;
  const isDay = set !== null && (rise === null || set < rise);
  return { isDay, nextSunriseJd: rise, nextSunsetJd: set };
}
