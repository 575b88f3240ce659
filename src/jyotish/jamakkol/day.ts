/**
 * The Hindu day (sunrise to next sunrise) around a query moment and the jamam running in it
 * (south-indian-and-vastu.md §1a): the day from sunrise R to sunset S and the night from S to
 * the next sunrise R′ are each cut into eight equal jamams.
 */
import { nextRiseOrSet, type GeoPosition, type RiseDefinition } from '../../astro/rise-set.ts';
import type { JulianDayUt } from '../../shared/units.ts';

export interface HinduDay {
  /** The last sunrise at or before the moment. */
  sunriseJd: number;
  sunsetJd: number;
  nextSunriseJd: number;
}

/** Longest gap between two sunrises searched for (a day is never longer outside the polar circles). */
const maxDayLength = 1.25;
/** Step past an event before searching the next one, days (one minute). */
const step = 1 / 1440;

/**
 * The sunrise at or before `jd`, the sunset after it and the next sunrise, at the place.
 * @returns null where the Sun does not rise or set within the search (polar day or night)
 * @throws OutOfRange (path `/`) when the search leaves the ephemeris range
 */
export function hinduDayAt(jd: number, geo: GeoPosition, definition: RiseDefinition): HinduDay | null {
  const rise = (from: number) => nextRiseOrSet(from as JulianDayUt, 'sun', 'rise', geo, definition);
  let sunrise = rise(jd - maxDayLength);
  if (sunrise === null || sunrise > jd) return null;
  let next = rise(sunrise + step);
  // The first rise after jd − 1.25 d may be yesterday's: step on until the next one is after jd.
  while (next !== null && next <= jd) {
    sunrise = next;
    next = rise(sunrise + step);
  }
  if (next === null || next - sunrise > maxDayLength) return null;
  const sunset = nextRiseOrSet(sunrise as JulianDayUt, 'sun', 'set', geo, definition);
  if (sunset === null || sunset >= next) return null;
  return { sunriseJd: sunrise, sunsetJd: sunset, nextSunriseJd: next };
}

export interface Jamam {
  isDay: boolean;
  /** 1–8 within the day or the night. */
  number: number;
  startJd: number;
  endJd: number;
  /** Length of the half-day (Dl or Nl) in days; a jamam is an eighth of it. */
  halfDayDays: number;
}

/** The jamam running at `jd` inside `day` (`JK.JAMAM_EIGHTHS`). */
export function jamamAt(jd: number, day: HinduDay): Jamam {
  const isDay = jd < day.sunsetJd;
  const from = isDay ? day.sunriseJd : day.sunsetJd;
  const to = isDay ? day.sunsetJd : day.nextSunriseJd;
  const length = to - from;
  const number = Math.min(8, Math.floor(((jd - from) / length) * 8) + 1);
  return {
    isDay,
    number,
    startJd: from + ((number - 1) * length) / 8,
    endJd: from + (number * length) / 8,
    halfDayDays: length,
  };
}
