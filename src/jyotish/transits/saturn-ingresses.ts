/**
 * Saturn's sidereal sign ingresses over a span of decades, retrograde re-entries included,
 * each instant solved on the Swiss Ephemeris to well under a second.
 *
 * Why not step the ephemeris every 2 days and solve each bracketed change: that costs ~18,000
 * ephemeris calls per century (≈ 0.8 s); a lifetime Sade Sati search must take a few
 * milliseconds. Method (`INGRESS.SATURN_MODEL_NEWTON`):
 *
 * 1. An approximate Keplerian Saturn (`kepler-model.ts`) is calibrated against the ephemeris
 *    every six years (a smooth correction interpolated between the samples); the residual is
 *    below 0.1° over 1800–2400.
 * 2. The calibrated model is sampled every 30 days. Saturn's direct and retrograde runs last
 *    months, so every station shows as a change of direction between samples; the model's
 *    stations split the span into monotonic runs, and a run crosses a sign boundary at most once.
 * 3. A station within 0.25° (2.5 × the model's worst error) of a boundary decides whether a
 *    retrograde loop touches the next sign; such a station is located on the ephemeris itself
 *    (secant on the ephemeris speed) before the crossings are counted.
 * 4. Each crossing is solved by Newton's method on the ephemeris longitude, bracketed by its run
 *    (bisection when a step would leave it), typically in two ephemeris calls.
 */
import { siderealLongitudeAndSpeed, type SkySettings } from '../../astro/positions.ts';
import { coveredJdUt } from '../../astro/swe.ts';
import type { SignIngress } from '../../astro/transitions.ts';
import { forwardArc, normalizeDegrees, signedArc } from '../../shared/angles.ts';
import type { JulianDayUt } from '../../shared/units.ts';
import { approximateSaturnLongitudeJ2000 } from './kepler-model.ts';

const calibrationStepDays = 6 * 365.25;
const sampleStepDays = 30;
/** A station closer than this to a boundary (degrees) is checked on the ephemeris. */
const stationMarginDegrees = 0.25;

export interface SaturnIngressSearch {
  /** The searched span after clipping to the range the ephemeris files serve (`coveredJdUt`). */
  fromJd: JulianDayUt;
  toJd: JulianDayUt;
  /** Saturn's sign (0-based) at `fromJd`. */
  initialSign: number;
  /** Crossings of the requested boundaries inside [fromJd, toJd], in time order. */
  ingresses: SignIngress[];
  /** Ephemeris calls spent (for benchmarks and tests). */
  ephemerisCalls: number;
}

interface Point {
  t: number;
  lon: number;
}

/**
 * Saturn's ingresses across the requested sign boundaries in [fromJd, toJd].
 *
 * @param boundaries 0-based signs whose starting boundary (30·k°) is searched: an entry is
 *   reported for a forward crossing into k and for a retrograde crossing back into k − 1.
 *   Default: all twelve.
 * @throws EphemerisUnavailable when the ephemeris files do not answer
 */
export function saturnIngresses(
  fromJd: number,
  toJd: number,
  sky: SkySettings,
  boundaries: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
): SaturnIngressSearch {
  const from = Math.max(fromJd, coveredJdUt.first);
  const to = Math.min(toJd, coveredJdUt.last);
  let calls = 0;
  const ephemeris = (t: number) => {
    calls++;
    return siderealLongitudeAndSpeed(t, 'saturn', sky);
  };
  const targets = [...new Set(boundaries.map((b) => ((b % 12) + 12) % 12))].map((k) => k * 30);

  const model = calibratedModel(from, to, (t) => ephemeris(t).degrees);
  const first = ephemeris(from);
  const last = ephemeris(to);
  const initialSign = Math.floor(first.degrees / 30) % 12;

  // Model samples and the stations between them.
  const samples: Point[] = [];
  for (let t = from; ; t += sampleStepDays) {
    const tt = Math.min(t, to);
    samples.push({ t: tt, lon: model(tt) });
    if (tt >= to) break;
  }
  samples[0] = { t: from, lon: first.degrees };
  samples[samples.length - 1] = { t: to, lon: last.degrees };

  const turning: Point[] = [];
  for (let i = 1; i < samples.length - 1; i++) {
    const d0 = signedArc(samples[i].lon, samples[i - 1].lon);
    const d1 = signedArc(samples[i + 1].lon, samples[i].lon);
    if (Math.sign(d0) !== Math.sign(d1) && d0 !== 0 && d1 !== 0) {
      let station = vertex(samples[i - 1], samples[i], samples[i + 1]);
      station = vertex(
        { t: station.t - 6, lon: model(station.t - 6) },
        { t: station.t, lon: model(station.t) },
        { t: station.t + 6, lon: model(station.t + 6) },
      );
      if (targets.some((b) => Math.abs(signedArc(station.lon, b)) < stationMarginDegrees)) {
        station = ephemerisStation(station.t, ephemeris);
      }
      if (station.t > from && station.t < to) turning.push(station);
    }
  }

  const ends: Point[] = [{ t: from, lon: first.degrees }, ...turning, { t: to, lon: last.degrees }];
  const ingresses: SignIngress[] = [];
  let cursor = 0;
  for (let s = 0; s + 1 < ends.length; s++) {
    const a = ends[s];
    const b = ends[s + 1];
    const move = signedArc(b.lon, a.lon);
    if (move === 0) continue;
    const dir = move > 0 ? 1 : -1;
    const span = Math.abs(move);
    // The model samples inside this run, with its ends, to place first guesses.
    while (cursor < samples.length && samples[cursor].t <= a.t) cursor++;
    const run: Point[] = [a];
    for (let i = cursor; i < samples.length && samples[i].t < b.t; i++) run.push(samples[i]);
    run.push(b);
    for (const boundary of targets) {
      const ahead = dir > 0 ? forwardArc(a.lon, boundary) : forwardArc(boundary, a.lon);
      if (!(ahead > 0 && ahead < span)) continue;
      const guess = firstGuess(run, boundary, dir);
      const jd = solveCrossing(boundary, a.t, b.t, dir, guess, ephemeris);
      if (jd < from || jd > to) continue;
      const entered = boundary / 30;
      ingresses.push({
        jd: jd as JulianDayUt,
        toSign: dir > 0 ? entered : (entered + 11) % 12,
        fromSign: dir > 0 ? (entered + 11) % 12 : entered,
        retrograde: dir < 0,
      });
    }
  }
  ingresses.sort((x, y) => x.jd - y.jd);
  return { fromJd: from as JulianDayUt, toJd: to as JulianDayUt, initialSign, ingresses, ephemerisCalls: calls };
}

/**
 * The Keplerian longitude shifted onto the requested sidereal frame and corrected every six
 * years against the ephemeris (Catmull–Rom interpolation of the correction; linear at the ends).
 */
function calibratedModel(from: number, to: number, ephemerisLon: (t: number) => number): (t: number) => number {
  const start = Math.max(coveredJdUt.first, from - calibrationStepDays);
  const end = Math.min(coveredJdUt.last, to + calibrationStepDays);
  const n = Math.max(1, Math.ceil((end - start) / calibrationStepDays));
  const step = (end - start) / n;
  const corrections: number[] = [];
  for (let k = 0; k <= n; k++) {
    const t = start + k * step;
    const c = signedArc(ephemerisLon(t), approximateSaturnLongitudeJ2000(t));
    // Unwrap so neighbouring corrections are continuous.
    corrections.push(k === 0 ? c : corrections[k - 1] + signedArc(c, corrections[k - 1]));
  }
  return (t: number) => {
    const x = Math.min(n, Math.max(0, (t - start) / step));
    const i = Math.min(n - 1, Math.floor(x));
    const f = x - i;
    const p1 = corrections[i];
    const p2 = corrections[i + 1];
    const p0 = i > 0 ? corrections[i - 1] : 2 * p1 - p2;
    const p3 = i + 2 <= n ? corrections[i + 2] : 2 * p2 - p1;
    const c = 0.5 * (2 * p1 + (-p0 + p2) * f + (2 * p0 - 5 * p1 + 4 * p2 - p3) * f * f + (-p0 + 3 * p1 - 3 * p2 + p3) * f * f * f);
    return normalizeDegrees(approximateSaturnLongitudeJ2000(t) + c);
  };
}

/** Extremum of the parabola through three points (longitudes unwrapped around the middle one). */
function vertex(p0: Point, p1: Point, p2: Point): Point {
  const y0 = signedArc(p0.lon, p1.lon);
  const y2 = signedArc(p2.lon, p1.lon);
  const x0 = p0.t - p1.t;
  const x2 = p2.t - p1.t;
  // y = A x² + B x through (x0, y0), (0, 0), (x2, y2).
  const det = x0 * x2 * (x0 - x2);
  const A = (y0 * x2 - y2 * x0) / det;
  const B = (y2 * x0 * x0 - y0 * x2 * x2) / det;
  if (A === 0) return p1;
  const xv = Math.min(Math.max(-B / (2 * A), x0), x2);
  return { t: p1.t + xv, lon: normalizeDegrees(p1.lon + A * xv * xv + B * xv) };
}

/** A station located on the ephemeris: secant iteration on the longitude speed. */
function ephemerisStation(guess: number, ephemeris: (t: number) => { degrees: number; degreesPerDay: number }): Point {
  let t0 = guess - 4;
  let t1 = guess + 4;
  let s0 = ephemeris(t0);
  let s1 = ephemeris(t1);
  for (let i = 0; i < 20 && s1.degreesPerDay !== s0.degreesPerDay; i++) {
    const t2 = t1 - (s1.degreesPerDay * (t1 - t0)) / (s1.degreesPerDay - s0.degreesPerDay);
    t0 = t1;
    s0 = s1;
    t1 = Math.min(Math.max(t2, guess - 40), guess + 40);
    s1 = ephemeris(t1);
    if (Math.abs(t1 - t0) < 0.01) break;
  }
  return { t: t1, lon: s1.degrees };
}

/** Linear interpolation between the run's samples that straddle the boundary. */
function firstGuess(run: readonly Point[], boundary: number, dir: number): number {
  for (let i = 0; i + 1 < run.length; i++) {
    const h0 = dir * signedArc(run[i].lon, boundary);
    const h1 = dir * signedArc(run[i + 1].lon, boundary);
    if (h0 <= 0 && h1 > 0) return run[i].t + ((run[i + 1].t - run[i].t) * -h0) / (h1 - h0);
  }
  return (run[0].t + run[run.length - 1].t) / 2;
}

/**
 * The instant the ephemeris longitude crosses `boundary` inside a monotonic run [lo, hi] moving
 * in direction `dir`. Newton's method with the ephemeris speed; bisection when a step leaves
 * the bracket. It stops when a Newton step just taken predicts a remaining error below 0.01 s
 * (quadratic convergence, curvature estimated from the last two speeds). A bisection step
 * never ends the search: its length says nothing about the error left (accepting one stopped
 * up to hours early on a few ingresses in 10,000 of random 120-year windows).
 */
function solveCrossing(
  boundary: number,
  lo: number,
  hi: number,
  dir: number,
  guess: number,
  ephemeris: (t: number) => { degrees: number; degreesPerDay: number },
): number {
  let a = lo;
  let b = hi;
  let t = guess > a && guess < b ? guess : (a + b) / 2;
  let prev: { t: number; v: number } | null = null;
  for (let i = 0; i < 60; i++) {
    const s = ephemeris(t);
    const h = signedArc(s.degrees, boundary);
    if (dir * h > 0) b = t;
    else a = t;
    const v = s.degreesPerDay;
    let next = v * dir > 0 ? t - h / v : Number.NaN;
    // Whether `next` is a Newton step: only then does the step length predict the error left.
    const newton = next > a && next < b;
    if (!newton) next = (a + b) / 2;
    const stepDays = Math.abs(next - t);
    if (stepDays < 1e-8 || b - a < 1e-8) return next;
    if (newton && stepDays < 1) {
      // Remaining error after this Newton step ≈ |f''/(2 f')| · step².
      const curvature = prev && prev.t !== t ? Math.abs((v - prev.v) / (t - prev.t)) : 0.01;
      if ((curvature / (2 * Math.abs(v))) * stepDays * stepDays < 2e-6 && (prev || stepDays < 1e-3)) return next;
    }
    prev = { t, v };
    t = next;
  }
  return (a + b) / 2;
}
