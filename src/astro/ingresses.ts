/**
 * Sign ingresses (and nakshatra changes) of any body over a span, retrograde re-entries
 * included (`INGRESS.RUNS_NEWTON`): the motion trace of `stations.ts` splits the span into
 * monotonic pieces of less than 180°; every division boundary a piece passes is solved by
 * Newton's method on the ephemeris longitude (speed as derivative), bisection when a step
 * would leave the piece, to 1e-7 day (≈ 0.01 s).
 */
import { signedArc } from '../shared/angles.ts';
import type { JulianDayUt } from '../shared/units.ts';
import { siderealLongitudeAndSpeed, type BodyId, type SkySettings } from './positions.ts';
import { traceMotion, type LongitudeSample, type MotionTrace } from './stations.ts';

const toleranceDays = 1e-7;

/** A body passing from one division of the zodiac into the next (a sign, a nakshatra). */
export interface BoundaryCrossing {
  jd: JulianDayUt;
  /** 0-based division entered and left. */
  toIndex: number;
  fromIndex: number;
  /** Crossed moving backwards. */
  retrograde: boolean;
}

export interface DivisionTimeline {
  /** Size of one division, degrees (30 for signs, 13°20′ for nakshatras). */
  sizeDegrees: number;
  /** 0-based division at `fromJd`. */
  initialIndex: number;
  /** Crossings inside (fromJd, toJd], in time order. */
  crossings: BoundaryCrossing[];
}

function divisionOf(degrees: number, size: number, count: number): number {
  return Math.floor(degrees / size + 1e-12) % count;
}

/** Newton/bisection for the instant the longitude passes `boundary` inside the piece [a, b]. */
function solveBoundary(
  a: LongitudeSample,
  b: LongitudeSample,
  boundary: number,
  direction: 1 | -1,
  body: BodyId,
  sky: SkySettings,
): number {
  let lo = a.jd;
  let hi = b.jd;
  // Linear first guess from the arcs at the ends.
  const ha = signedArc(a.degrees, boundary);
  const hb = signedArc(b.degrees, boundary);
  let t = ha !== hb ? lo + ((hi - lo) * ha) / (ha - hb) : (lo + hi) / 2;
  if (!(t > lo && t < hi)) t = (lo + hi) / 2;
  for (let i = 0; i < 60; i++) {
    const s = siderealLongitudeAndSpeed(t, body, sky);
    const h = signedArc(s.degrees, boundary);
    // Before the crossing h·direction < 0; after it ≥ 0.
    if (h * direction < 0) lo = t;
    else hi = t;
    let next = s.degreesPerDay !== 0 ? t - h / s.degreesPerDay : Number.NaN;
    if (Math.abs(next - t) < toleranceDays && next >= lo - toleranceDays && next <= hi + toleranceDays) return next;
    if (!(next > lo && next < hi)) next = (lo + hi) / 2;
    if (hi - lo < toleranceDays) return (lo + hi) / 2;
    t = next;
  }
  return (lo + hi) / 2;
}

/**
 * Division crossings of a traced motion. Exported for callers that already hold the trace
 * (the stations of the same body come with it).
 */
export function crossingsOfTrace(trace: MotionTrace, sizeDegrees: number, sky: SkySettings): DivisionTimeline {
  const count = Math.round(360 / sizeDegrees);
  const { samples, body } = trace;
  const wrap = (k: number) => ((k % count) + count) % count;
  const initialIndex = divisionOf(samples[0].degrees, sizeDegrees, count);
  const crossings: BoundaryCrossing[] = [];
  for (let i = 1; i < samples.length; i++) {
    const a = samples[i - 1];
    const b = samples[i];
    const arc = signedArc(b.degrees, a.degrees);
    if (arc === 0) continue;
    // Unwrapped ends of the piece: x0 in [0, 360), x1 = x0 + arc (|arc| < 180).
    const x0 = a.degrees;
    const x1 = x0 + arc;
    const k0 = Math.floor(x0 / sizeDegrees + 1e-12);
    const k1 = Math.floor(x1 / sizeDegrees + 1e-12);
    if (arc > 0) {
      // Forward over the boundaries k·size with x0 < k·size <= x1: division k − 1 → k.
      for (let k = k0 + 1; k <= k1; k++) {
        const jd = solveBoundary(a, b, wrap(k) * sizeDegrees, 1, body, sky);
        crossings.push({ jd: jd as JulianDayUt, toIndex: wrap(k), fromIndex: wrap(k - 1), retrograde: false });
      }
    } else {
      // Backward over the boundaries k·size with x1 < k·size <= x0: division k → k − 1.
      for (let k = k0; k > k1; k--) {
        const jd = solveBoundary(a, b, wrap(k) * sizeDegrees, -1, body, sky);
        crossings.push({ jd: jd as JulianDayUt, toIndex: wrap(k - 1), fromIndex: wrap(k), retrograde: true });
      }
    }
  }
  return { sizeDegrees, initialIndex, crossings };
}

/**
 * The divisions (signs: 30°, nakshatras: 13°20′) a body passes through over [fromJd, toJd].
 * @throws EphemerisUnavailable | OutOfRange when the ephemeris does not answer for the span
 */
export function divisionTimeline(body: BodyId, fromJd: number, toJd: number, sizeDegrees: number, sky: SkySettings): DivisionTimeline {
  return crossingsOfTrace(traceMotion(body, fromJd, toJd, sky), sizeDegrees, sky);
}
