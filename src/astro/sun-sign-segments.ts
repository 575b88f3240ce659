import { forwardArc } from '../shared/angles.ts';
import { solveAngleCrossing, type AngleSample } from '../shared/root-finding.ts';
import type { JulianDayUt } from '../shared/units.ts';
import type { SkySettings } from './positions.ts';
import { sunMoonSiderealLongitudeAndSpeed } from './sidereal-sun-moon.ts';
import { minimumRate, type AngleSegment } from './transitions.ts';

/**
 * The sidereal signs of the Sun current between two instants, as `segmentsBetween` of
 * transitions.ts finds them on direct ephemeris calls (signs of 30°, minimum rate 0.94 °/d),
 * with fewer calls.
 *
 * Why: a sign's start and end lie up to a month from the day. The general search guesses
 * each crossing from the Sun's speed at the day (off by up to a day: the speed changes by
 * ±3 % over the year) and Newton then needs four or five ephemeris calls per crossing. Here
 * the guess is moved by a low-precision model of the Sun's motion (Meeus, *Astronomical
 * Algorithms*, 2nd ed., ch. 25: mean longitude and equation of the centre, good to ~0.01°),
 * taken as a difference from the exact longitude at the day, so the guess is within minutes
 * and Newton needs two calls.
 *
 * The answer is the same instant, not an approximation: the model only chooses where the
 * same solver (`solveAngleCrossing`, same bracket, same stopping rule) starts on the same
 * function. Both stop once a Newton step is below 1e-7 day, which leaves the instant within
 * (relative error of the reported speed ≤ 1e-4) × 1e-7 day ≈ 1 µs of the exact crossing,
 * whichever start was taken (test/astro/sun-sign-segments.test.ts).
 */

const rad = Math.PI / 180;
/** General precession in longitude, degrees per day (50.29″ a year): the sidereal Sun lags the tropical model by it. */
const precessionDegreesPerDay = 50.29 / 3600 / 365.25;

/**
 * The Sun's geometric longitude on the mean equinox of date (degrees, unwrapped), Meeus (25.2)–(25.4), UT days,
 * less the general precession since J2000. Exported for its test against Meeus' Example 25.a.
 */
export function modelLongitude(jd: number): number {
  const t = (jd - 2_451_545) / 36_525;
  const l0 = 280.46646 + 36_000.76983 * t + 0.000_303_2 * t * t;
  const m = (357.52911 + 35_999.05029 * t - 0.000_153_7 * t * t) * rad;
  const c = (1.914602 - 0.004817 * t - 0.000014 * t * t) * Math.sin(m) + (0.019993 - 0.000101 * t) * Math.sin(2 * m) + 0.000289 * Math.sin(3 * m);
  return l0 + c - precessionDegreesPerDay * (jd - 2_451_545);
}

/**
 * Where the sidereal Sun, at `sample` at `jd`, has moved by `arcDegrees` (negative: before
 * `jd`), per the model above as a difference from the sample: a few Newton steps on the
 * model, with the sample's speed as the slope. Exported for the test of the guess's quality (a
 * wrong guess changes no answer, only the number of ephemeris calls).
 */
export function guessAfterArc(jd: number, sample: AngleSample, arcDegrees: number): number {
  const base = modelLongitude(jd);
  let dt = arcDegrees / sample.degreesPerDay;
  for (let i = 0; i < 4; i++) dt -= (modelLongitude(jd + dt) - base - arcDegrees) / sample.degreesPerDay;
  return jd + dt;
}

const size = 30;
const count = 12;

/** The sign the Sun is in at `t` (from its sample `s`) with the instants it began and ends. */
function signAt(f: (t: number) => AngleSample, t: number, s: AngleSample): AngleSegment {
  const rate = minimumRate.sun;
  const index = Math.floor(s.degrees / size + 1e-12) % count;
  // As previousCrossingOfIncreasingAngle: at a boundary the sign began now.
  const back = forwardArc(index * size, s.degrees);
  const start = back === 0 ? t : solveAngleCrossing(f, index * size, t - back / rate, t, guessAfterArc(t, s, -back));
  const end = nextCrossing(f, ((index + 1) % count) * size, t, s);
  return { index, startJd: start as JulianDayUt, endJd: end as JulianDayUt };
}

/** As nextCrossingOfIncreasingAngle (a sign ahead is always within 170°: no walk). */
function nextCrossing(f: (t: number) => AngleSample, target: number, t: number, s: AngleSample): number {
  const g = forwardArc(s.degrees, target);
  const gap = g === 0 ? 360 : g;
  return solveAngleCrossing(f, target, t, t + gap / minimumRate.sun, guessAfterArc(t, s, gap));
}

/**
 * Every sidereal sign of the Sun current at some moment of [fromJd, toJd), in order, as
 * `segmentsBetween(sun, 30, minimumRate.sun, fromJd, toJd)` on direct calls returns them.
 * @throws EphemerisUnavailable when the SE files did not answer
 */
export function sunSignSegmentsBetween(settings: SkySettings, fromJd: number, toJd: number): AngleSegment[] {
  const f = (t: number): AngleSample => sunMoonSiderealLongitudeAndSpeed(t, 'sun', settings);
  let last = signAt(f, fromJd, f(fromJd));
  const out = [last];
  while (last.endJd < toJd && out.length < 400) {
    const index = (last.index + 1) % count;
    const t = last.endJd + 1e-6;
    const end = nextCrossing(f, ((index + 1) % count) * size, t, f(t));
    last = { index, startJd: last.endJd, endJd: end as JulianDayUt };
    out.push(last);
  }
  return out;
}
