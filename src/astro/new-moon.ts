import { signedArc, normalizeDegrees } from '../shared/angles.ts';
import { solveAngleCrossing } from '../shared/root-finding.ts';
import type { JulianDayUt } from '../shared/units.ts';
import { siderealLongitudeAndSpeed, type SkySettings } from './positions.ts';
import { sunMoonSiderealLongitudeAndSpeed } from './sidereal-sun-moon.ts';
import { deltaTDays } from './time/instant.ts';
import { skyAngleFunction } from './transitions.ts';
import { sampleTable } from './node-cache.ts';
import { isTabulatedSky, tabulatedLunations, tabulatedNewMoon } from './sample-tables.ts';

/**
 * New moons (geocentric apparent elongation Moon − Sun = 0, the definition of the lunar
 * month's searches in transitions.ts) from a close estimate and one or two exact Newton steps.
 *
 * Why: a panchang needs the new moons before and after its day. Found from a guess off by up
 * to 0.6 day, Newton needs four ephemeris evaluations each (two calls apiece). The periodic
 * terms of the true new moon in Meeus, *Astronomical Algorithms* (2nd ed., ch. 49) put the
 * guess within 3 s (median; 19 s at worst over 1800–2400), after which two evaluations
 * suffice; and the Sun's
 * longitude at the new moon (for its sign) comes from the last evaluation instead of a call
 * of its own. The answer is the same instant as the full search's, not an approximation: the
 * estimate only chooses where Newton starts (docs/methods/panchang-limbs.md).
 */

const synodicMonthDays = 29.530588861;
/** JDE of the mean new moon of lunation k = 0 (2000 January 6), Meeus (49.1). */
const epochJde = 2_451_550.097_66;
const rad = Math.PI / 180;

/** Meeus (49.1) + the periodic and planetary terms of a new moon: its instant, JDE (TT). */
export function newMoonEstimateJde(k: number): number {
  const t = k / 1236.85;
  const t2 = t * t;
  const t3 = t2 * t;
  const t4 = t3 * t;
  const mean = epochJde + synodicMonthDays * k + 0.000_154_37 * t2 - 0.000_000_150 * t3 + 0.000_000_000_73 * t4;
  const e = 1 - 0.002_516 * t - 0.000_007_4 * t2;
  const m = (2.5534 + 29.105_356_70 * k - 0.000_001_4 * t2 - 0.000_000_11 * t3) * rad;
  const mp = (201.5643 + 385.816_935_28 * k + 0.010_758_2 * t2 + 0.000_012_38 * t3 - 0.000_000_058 * t4) * rad;
  const f = (160.7108 + 390.670_502_84 * k - 0.001_611_8 * t2 - 0.000_002_27 * t3 + 0.000_000_011 * t4) * rad;
  const om = (124.7746 - 1.563_755_88 * k + 0.002_067_2 * t2 + 0.000_002_15 * t3) * rad;
  const s = Math.sin;
  let c =
    -0.4072 * s(mp) + 0.17241 * e * s(m) + 0.01608 * s(2 * mp) + 0.01039 * s(2 * f)
    + 0.00739 * e * s(mp - m) - 0.00514 * e * s(mp + m) + 0.00208 * e * e * s(2 * m)
    - 0.00111 * s(mp - 2 * f) - 0.00057 * s(mp + 2 * f) + 0.00056 * e * s(2 * mp + m)
    - 0.00042 * s(3 * mp) + 0.00042 * e * s(m + 2 * f) + 0.00038 * e * s(m - 2 * f)
    - 0.00024 * e * s(2 * mp - m) - 0.00017 * s(om) - 0.00007 * s(mp + 2 * m)
    + 0.00004 * s(2 * mp - 2 * f) + 0.00004 * s(3 * m) + 0.00003 * s(mp + m - 2 * f)
    + 0.00003 * s(2 * mp + 2 * f) - 0.00003 * s(mp + m + 2 * f) + 0.00003 * s(mp - m + 2 * f)
    - 0.00002 * s(mp - m - 2 * f) - 0.00002 * s(3 * mp + m) + 0.00002 * s(4 * mp);
  // Planetary arguments (each term < 30 s).
  const a = (deg: number) => s(deg * rad);
  c +=
    0.000325 * a(299.77 + 0.107408 * k - 0.009173 * t2) + 0.000165 * a(251.88 + 0.016321 * k)
    + 0.000164 * a(251.83 + 26.651886 * k) + 0.000126 * a(349.42 + 36.412478 * k)
    + 0.00011 * a(84.66 + 18.206239 * k) + 0.000062 * a(141.74 + 53.303771 * k)
    + 0.00006 * a(207.14 + 2.453732 * k) + 0.000056 * a(154.84 + 7.30686 * k)
    + 0.000047 * a(34.52 + 27.261239 * k) + 0.000042 * a(207.19 + 0.121824 * k)
    + 0.00004 * a(291.34 + 1.844379 * k) + 0.000037 * a(161.72 + 24.198154 * k)
    + 0.000035 * a(239.56 + 25.513099 * k) + 0.000023 * a(331.55 + 3.592518 * k);
  return mean + c;
}

/** The estimate of {@link newMoonEstimateJde} on the UT scale (ΔT of the Swiss Ephemeris). */
export function newMoonEstimateUt(k: number): number {
  const jde = newMoonEstimateJde(k);
  return jde - deltaTDays(jde as JulianDayUt);
}

/** The lunation number k whose mean new moon is the last at or before a UT Julian day. */
export function lunationBefore(jd: number): number {
  return Math.floor((jd - epochJde) / synodicMonthDays);
}

/** A new moon and the Sun's sidereal longitude then (degrees), for the month's name. */
export interface NewMoon {
  jd: JulianDayUt;
  sunDegrees: number;
}

/**
 * When a Newton step of size s is taken, the new point's error is at most
 * ε s + |λ″| / (2 λ′) s²: ε ≤ 1e-4 is the relative difference between the ephemeris' reported
 * speed and the true derivative of its longitude (measured: median 2e-6, worst 8e-5), and
 * |λ″| / (2 λ′) ≤ 0.025 /day (acceleration under 0.5 °/d², rate above 10.2 °/d). A step
 * below 1e-5 day (0.9 s) therefore leaves at most 1e-9 day (0.1 ms).
 */
const acceptStepDays = 1e-5;

/**
 * The new moon nearest `guessJd` (UT Julian day), exact: Newton on the elongation from direct
 * ephemeris calls (Sun and Moon, sidereal with speeds, per `settings`), stopped once a step is
 * below 1e-5 day (0.9 s), which bounds the remaining error by 1e-9 day. A guess that does not
 * converge within three steps (not near a new moon) falls back to the bracketed solver of
 * root-finding.ts within ±1 day of the guess.
 * @throws EphemerisUnavailable when the SE files did not answer
 */
export function newMoonNear(guessJd: number, settings: SkySettings): NewMoon {
  let t = guessJd;
  for (let i = 0; i < 3; i++) {
    const sun = sunMoonSiderealLongitudeAndSpeed(t, 'sun', settings);
    const moon = sunMoonSiderealLongitudeAndSpeed(t, 'moon', settings);
    const rate = moon.degreesPerDay - sun.degreesPerDay;
    const step = -signedArc(moon.degrees - sun.degrees, 0) / rate;
    if (!(rate > 0) || Math.abs(step) > 1) break;
    if (Math.abs(step) < acceptStepDays) {
      return { jd: (t + step) as JulianDayUt, sunDegrees: normalizeDegrees(sun.degrees + sun.degreesPerDay * step) };
    }
    t += step;
  }
  const f = skyAngleFunction('elongation', settings);
  const jd = solveAngleCrossing(f, 0, guessJd - 1, guessJd + 1, guessJd);
  return { jd: jd as JulianDayUt, sunDegrees: siderealLongitudeAndSpeed(jd, 'sun', settings).degrees };
}

/**
 * The new moon of lunation `k` as {@link newMoonsAround} finds it: Newton from the estimate of
 * the lunation (the build tabulates these for the default sky, sample-tables.ts).
 * @throws EphemerisUnavailable when the SE files did not answer
 */
export function newMoonOfLunation(k: number, settings: SkySettings): NewMoon {
  return newMoonNear(newMoonEstimateUt(k), settings);
}

/**
 * The tabulated new moons around `jd` (default sky), or null when the table does not hold
 * them. The same pair as the search below: the new moons of lunations k and k + 1 with
 * N(k) ≤ jd < N(k + 1); which lunation the search starts from changes nothing, and the
 * exact instants are read instead of estimated (no ΔT call either).
 */
function tabulatedNewMoonsAround(jd: number): { before: NewMoon; after: NewMoon } | null {
  const range = tabulatedLunations();
  if (range === null) return null;
  // The exact new moon is within a day of the mean one (lunationBefore), so k − 1 … k + 2 suffice.
  let k = lunationBefore(jd);
  if (k - 1 < range.first || k + 2 > range.last) return null;
  if (lunationRow(k).jd > jd) --k;
  else if (lunationRow(k + 1).jd <= jd) ++k;
  const before = lunationRow(k);
  const after = lunationRow(k + 1);
  return before.jd <= jd && after.jd > jd ? { before, after } : null;
}

/** Row k of the new-moon table (the caller checked the range). */
function lunationRow(k: number): NewMoon {
  const m = tabulatedNewMoon(k) as { jd: number; sunDegrees: number };
  return { jd: m.jd as JulianDayUt, sunDegrees: m.sunDegrees };
}

/**
 * The last new moon at or before `jd` and the first after it (UT Julian days), exact.
 * Starts from the estimates of the two lunations around `jd` and moves one lunation when an
 * exact new moon falls on the other side of `jd` (estimates near `jd` are off by seconds).
 */
export function newMoonsAround(jd: number, settings: SkySettings): { before: NewMoon; after: NewMoon } {
  const tabulated = isTabulatedSky(settings) ? tabulatedNewMoonsAround(jd) : null;
  if (tabulated !== null) return tabulated;
  // The new moon of lunation k from its estimate: the same for every day of the month and
  // every place, so shared between requests (node-cache.ts), keyed by k and the sky settings.
  const table = sampleTable<NewMoon>(`new-moon|${settings.ayanamsha}|${settings.positions}`);
  const ofLunation = (k: number): NewMoon => {
    let m = table.get(k);
    if (m === undefined) {
      m = newMoonOfLunation(k, settings);
      table.set(k, m);
    }
    return m;
  };
  let k = lunationBefore(jd);
  // The true new moon is within ~0.6 day of the mean one: start from the estimate's side.
  if (newMoonEstimateUt(k) > jd) --k;
  let before = ofLunation(k);
  if (before.jd > jd) {
    const after = before;
    before = ofLunation(k - 1);
    return { before, after };
  }
  let after = ofLunation(k + 1);
  if (after.jd <= jd) {
    before = after;
    after = ofLunation(k + 2);
  }
  return { before, after };
}
