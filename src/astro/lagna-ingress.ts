/**
 * When the sidereal ascendant (lagna) enters each sign at a place: the instants at which the
 * ecliptic point at a sign boundary rises on the eastern horizon, in closed form.
 *
 * Why closed form: a muhurat search needs ~12 lagna changes a day for up to a year at one
 * place; a root search on the house routine would cost ~50 `swe_houses` calls a day. The
 * point of tropical longitude λ (on the ecliptic, β = 0) has right ascension
 * α = atan2(cos ε sin λ, cos λ) and declination δ = asin(sin ε sin λ); it is on the eastern
 * horizon when its hour angle is −H₀ with cos H₀ = −tan φ tan δ, i.e. when the local apparent
 * sidereal time is α − H₀. Sidereal time comes from the Swiss Ephemeris (apparent, with
 * nutation), ε is the true obliquity and λ = sidereal boundary + the true ayanamsha, which is
 * how `swe_houses_ex2` with SEFLG_SIDEREAL places the ascendant. Obliquity and ayanamsha are
 * taken at the middle of the interval (they change by < 0.2″ a day), and the sidereal time is
 * interpolated linearly between its values at the two ends (its rate varies by < 1e-7 over a
 * day), leaving an error far below a second
 * (test/astro/lagna-ingress.golden.test.ts checks against swetest's house ascendant).
 */
import { swe, C, initEphemeris, requireSwissEphemeris } from './swe.ts';
import { trueAyanamshaDegrees, type AyanamshaId } from './ayanamsha.ts';
import { OutOfRange } from '../shared/errors.ts';
import type { JulianDayUt } from '../shared/units.ts';

/** Mean rate of the local sidereal time, degrees per UT day. */
const siderealDegreesPerDay = 360.98564736629;
const rad = Math.PI / 180;

/** A lagna ingress: the instant and the 0-based sidereal sign entered. */
export interface LagnaIngress {
  jd: number;
  sign: number;
}

export interface LagnaTimeline {
  /** 0-based sidereal sign rising at `fromJd`. */
  signAtStart: number;
  /** Every sign entry in (fromJd, toJd), in time order. */
  ingresses: LagnaIngress[];
}

/** The largest |latitude| at which every ecliptic point rises once a sidereal day. */
export const maximumLagnaLatitude = 66;

function localSiderealDegrees(jd: number, longitude: number): number {
  return (((swe.sidtime(jd) * 15 + longitude) % 360) + 360) % 360;
}

function trueObliquityDegrees(jd: number): number {
  const r = swe.calc_ut(jd, C.SE_ECL_NUT, 0);
  requireSwissEphemeris(r, 'obliquity', jd);
  return r.data[0];
}

/**
 * The sidereal lagna at `fromJd` and its sign entries until `toJd` (at most a few days).
 * @param latitude, longitude degrees (east positive)
 * @throws OutOfRange naming `/latitude` beyond ±66°, where some signs never rise
 */
export function lagnaTimeline(fromJd: number, toJd: number, latitude: number, longitude: number, ayanamsha: AyanamshaId): LagnaTimeline {
  if (Math.abs(latitude) > maximumLagnaLatitude) {
    throw new OutOfRange('/latitude', `lagna times are served within ±${maximumLagnaLatitude}° of latitude, where every sign rises daily`);
  }
  initEphemeris();
  const mid = (fromJd + toJd) / 2;
  const eps = trueObliquityDegrees(mid) * rad;
  const ay = trueAyanamshaDegrees(ayanamsha, mid as JulianDayUt);
  const tanPhi = Math.tan(latitude * rad);
  const lst0 = localSiderealDegrees(fromJd, longitude);
  const span = toJd - fromJd;
  // The sidereal time's own rate over the interval (nutation and all), from its two ends.
  const turns = Math.round((siderealDegreesPerDay * span - (localSiderealDegrees(toJd, longitude) - lst0)) / 360);
  const rate = span > 0 ? (localSiderealDegrees(toJd, longitude) - lst0 + 360 * turns) / span : siderealDegreesPerDay;
  const siderealDay = 360 / rate;

  const crossings: LagnaIngress[] = [];
  let latestBefore = -Infinity;
  let signAtStart = 0;
  for (let sign = 0; sign < 12; sign++) {
    const lambda = (sign * 30 + ay) * rad;
    const alpha = Math.atan2(Math.cos(eps) * Math.sin(lambda), Math.cos(lambda)) / rad;
    const delta = Math.asin(Math.sin(eps) * Math.sin(lambda));
    const h0 = Math.acos(-tanPhi * Math.tan(delta)) / rad;
    const target = alpha - h0;
    const t = fromJd + ((((target - lst0) % 360) + 360) % 360) / rate;
    if (t - siderealDay > latestBefore) {
      latestBefore = t - siderealDay;
      signAtStart = sign;
    }
    for (let u = t; u < toJd; u += siderealDay) if (u > fromJd) crossings.push({ jd: u, sign });
  }
  crossings.sort((a, b) => a.jd - b.jd);
  return { signAtStart, ingresses: crossings };
}
