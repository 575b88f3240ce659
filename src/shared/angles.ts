import type { Degrees } from './units.ts';

/**
 * Normalises an angle into [0, 360). Every longitude in the project passes through here, so
 * floating-point wrap (e.g. -1e-15 → 360) is handled once.
 */
export function normalizeDegrees(x: number): Degrees {
  let r = x % 360;
  if (r < 0) r += 360;
  // -1e-14 % 360 + 360 rounds to exactly 360 in doubles.
  if (r >= 360) r = 0;
  return r as Degrees;
}

/** The arc from `from` forward (increasing longitude) to `to`, in [0, 360). */
export function forwardArc(from: number, to: number): Degrees {
  return normalizeDegrees(to - from);
}

/** The signed shortest difference a − b, in [-180, 180). */
export function signedArc(a: number, b: number): Degrees {
  return (normalizeDegrees(a - b + 180) - 180) as Degrees;
}

/** The unsigned shortest distance between two longitudes, in [0, 180]. */
export function separation(a: number, b: number): Degrees {
  return Math.abs(signedArc(a, b)) as Degrees;
}

export interface DegreesMinutesSeconds {
  degrees: number;
  minutes: number;
  seconds: number;
}

/**
 * Splits a non-negative angle into whole degrees, minutes and whole seconds, rounding to the
 * nearest second and carrying (29°59′59.7″ → 30°0′0″).
 */
export function toDms(x: number): DegreesMinutesSeconds {
  const totalSeconds = Math.round(Math.abs(x) * 3600);
  return {
    degrees: Math.floor(totalSeconds / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}

/**
 * Formats an angle as `12°34'56"`. Used for display fields next to the decimal value.
 * @example formatDms(12.5822) //=> `12°34'56"`
 */
export function formatDms(x: number): string {
  const { degrees, minutes, seconds } = toDms(x);
  const sign = x < 0 ? '-' : '';
  return `${sign}${degrees}°${String(minutes).padStart(2, '0')}'${String(seconds).padStart(2, '0')}"`;
}

const secondsPerSign = 30 * 3600;

/**
 * `12°34'56"` of a longitude or an in-sign degree, rounded to the nearest second like
 * `formatDms`, except that rounding never carries across a sign boundary: a body at
 * 29°59′59.7″ of a sign shows 29°59'59", never 30°00'00" (which would name the next sign).
 * Every published `dms` of a position uses this one rule.
 */
export function formatDmsInSign(degrees: number): string {
  const exact = degrees * 3600;
  let seconds = Math.round(exact);
  const sign = Math.floor(exact / secondsPerSign);
  if (Math.floor(seconds / secondsPerSign) > sign) seconds = (sign + 1) * secondsPerSign - 1;
  return formatDms(seconds / 3600);
}
