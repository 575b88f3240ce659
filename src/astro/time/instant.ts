import { swe, C, initEphemeris } from '../swe.ts';
import { isoDateTimeFromEpochSeconds } from '../../shared/iso-time.ts';
import {
  epochMillisecondsToJdUt,
  jdUtToEpochMilliseconds,
  secondsInDay,
  type JulianDayTt,
  type JulianDayUt,
} from '../../shared/units.ts';

/**
 * One moment, on every scale the calculations need. UTC is taken as UT1: the two differ by
 * less than 0.9 s, far inside the precision of a birth time.
 */
export interface Instant {
  /** ISO 8601 UTC with `Z`, whole seconds. */
  utc: string;
  epochMilliseconds: number;
  jdUt: JulianDayUt;
  jdTt: JulianDayTt;
  /** ΔT = TT − UT in seconds, from the Swiss Ephemeris model. */
  deltaTSeconds: number;
}

/** ΔT (TT − UT) in days at a UT Julian day, from the Swiss Ephemeris' built-in model. */
export function deltaTDays(jd: JulianDayUt): number {
  initEphemeris();
  return swe.deltat_ex(jd, C.SEFLG_SWIEPH).data;
}

/** Builds an Instant from a UT Julian day. */
export function instantFromJdUt(jd: JulianDayUt): Instant {
  const dtDays = deltaTDays(jd);
  const ms = jdUtToEpochMilliseconds(jd);
  return {
    utc: formatUtc(ms),
    epochMilliseconds: ms,
    jdUt: jd,
    jdTt: (jd + dtDays) as JulianDayTt,
    deltaTSeconds: dtDays * secondsInDay,
  };
}

/** Builds an Instant from Unix milliseconds (UTC). */
export function instantFromEpochMilliseconds(ms: number): Instant {
  return instantFromJdUt(epochMillisecondsToJdUt(ms));
}

/** ISO 8601 UTC, rounded to the whole second: `2024-01-15T06:41:12Z`. */
export function formatUtc(epochMilliseconds: number): string {
  return `${isoDateTimeFromEpochSeconds(Math.round(epochMilliseconds / 1000))}Z`;
}
