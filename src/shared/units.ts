/**
 * Branded unit types. A number carries its unit and, for Julian days, its time scale in the
 * type, so a UT Julian day can never be passed where a TT one is expected (and vice versa).
 * Brands cost nothing at run time; convert with the named helpers below.
 */
declare const unit: unique symbol;
export type Brand<T, U extends string> = T & { readonly [unit]: U };

/** An angle in degrees. */
export type Degrees = Brand<number, 'degrees'>;
/** A duration in days (86 400 SI seconds). */
export type Days = Brand<number, 'days'>;
/** A Julian day number on the UT1 scale (what rise/set and house calls take). */
export type JulianDayUt = Brand<number, 'jd-ut'>;
/** A Julian day number on the TT scale (what planetary theories take). */
export type JulianDayTt = Brand<number, 'jd-tt'>;

export const secondsInDay = 86_400;
/** Julian day of the Unix epoch 1970-01-01T00:00:00Z. */
export const jdAtUnixEpoch = 2_440_587.5;

export const degrees = (x: number): Degrees => x as Degrees;
export const days = (x: number): Days => x as Days;
export const jdUt = (x: number): JulianDayUt => x as JulianDayUt;
export const jdTt = (x: number): JulianDayTt => x as JulianDayTt;

/** Converts a Unix time in milliseconds (UTC) to a UT Julian day (UTC ≈ UT1 within 0.9 s). */
export function epochMillisecondsToJdUt(ms: number): JulianDayUt {
  return (ms / (secondsInDay * 1000) + jdAtUnixEpoch) as JulianDayUt;
}

/** Converts a UT Julian day to Unix milliseconds. */
export function jdUtToEpochMilliseconds(t: JulianDayUt): number {
  return (t - jdAtUnixEpoch) * secondsInDay * 1000;
}
