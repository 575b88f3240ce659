/**
 * Retrograde and direct stations of a body, and the monotonic runs of its sidereal longitude
 * between them (`STATION.SPEED_ROOT`).
 *
 * Method: the body's longitude and speed are sampled from the ephemeris every `sampleStepDays`
 * (shorter than half the shortest interval between two stations of that body, so two
 * consecutive samples never hold more than one station); where the speed changes sign between
 * two samples, the station is solved on the ephemeris speed (regula falsi, Illinois variant,
 * with bisection fallback) to better than 0.1 s. The pieces between samples and stations are
 * monotonic and cover less than 180° of longitude each, which is what the ingress searches of
 * `ingresses.ts` need to count sign boundaries without ambiguity.
 */
import { siderealLongitudeAndSpeed, type BodyId, type SkySettings } from './positions.ts';
import type { Degrees, JulianDayUt } from '../shared/units.ts';

/** Bodies that station (the Sun and the Moon never do; the mean nodes always move backwards). */
export const stationBodies = ['mercury', 'venus', 'mars', 'jupiter', 'saturn'] as const;
export type StationBody = (typeof stationBodies)[number];

/**
 * Days between samples, per body. Shortest spans between stations (1800–2400): Mercury's
 * retrograde ≈ 19 days, Venus's ≈ 40, Mars's ≈ 58, Jupiter's ≈ 115, Saturn's ≈ 130 days; the
 * true node turns every week or two, so it is sampled daily. The Moon's step keeps each piece
 * under 31°. A step also bounds the arc of a piece (Sun 15 d ≈ 15°).
 */
export function sampleStepDays(body: BodyId, trueNode: boolean): number {
  switch (body) {
    case 'moon':
      return 2;
    case 'sun':
      return 15;
    case 'mercury':
      return 4;
    case 'venus':
      return 8;
    case 'mars':
      return 10;
    case 'rahu':
    case 'ketu':
      return trueNode ? 1 : 15;
    default:
      return 20;
  }
}

/** A change of direction: `retrograde` when the body starts moving backwards, `direct` when it resumes. */
export interface Station {
  body: BodyId;
  jd: JulianDayUt;
  kind: 'retrograde' | 'direct';
  /** Sidereal longitude at the station. */
  longitude: Degrees;
}

/** A sample of a body: instant, sidereal longitude and speed (degrees per day). */
export interface LongitudeSample {
  jd: number;
  degrees: number;
  degreesPerDay: number;
}

/**
 * The body's motion over [fromJd, toJd]: ordered samples (the ends, the sampling grid and
 * the stations), each consecutive pair bounding a monotonic piece of less than 180°.
 */
export interface MotionTrace {
  body: BodyId;
  fromJd: number;
  toJd: number;
  /** Samples in time order; a station appears as a sample with speed ≈ 0. */
  samples: LongitudeSample[];
  stations: Station[];
}

/** The station's precision, days (≈ 0.09 s). */
const stationToleranceDays = 1e-6;

function sample(jd: number, body: BodyId, sky: SkySettings): LongitudeSample {
  const s = siderealLongitudeAndSpeed(jd, body, sky);
  return { jd, degrees: s.degrees, degreesPerDay: s.degreesPerDay };
}

/** The root of the speed between two samples of opposite speed sign (Illinois regula falsi). */
function solveStation(a: LongitudeSample, b: LongitudeSample, body: BodyId, sky: SkySettings): LongitudeSample {
  let lo = a;
  let hi = b;
  let side = 0;
  let best = a;
  for (let i = 0; i < 60 && hi.jd - lo.jd > stationToleranceDays; i++) {
    let fa = lo.degreesPerDay;
    let fb = hi.degreesPerDay;
    if (side === -1) fa /= 2;
    if (side === 1) fb /= 2;
    let t = (lo.jd * fb - hi.jd * fa) / (fb - fa);
    if (!(t > lo.jd && t < hi.jd)) t = (lo.jd + hi.jd) / 2;
    const m = sample(t, body, sky);
    best = m;
    if (Math.sign(m.degreesPerDay) === Math.sign(lo.degreesPerDay)) {
      lo = m;
      side = -1;
    } else {
      hi = m;
      side = 1;
    }
    if (m.degreesPerDay === 0) break;
  }
  return best;
}

/**
 * Samples and stations of a body over [fromJd, toJd] (see the file comment).
 * @throws EphemerisUnavailable | OutOfRange when the ephemeris does not answer for the span
 */
export function traceMotion(body: BodyId, fromJd: number, toJd: number, sky: SkySettings): MotionTrace {
  const step = sampleStepDays(body, sky.nodeType === 'true');
  const n = Math.max(1, Math.ceil((toJd - fromJd) / step));
  const h = (toJd - fromJd) / n;
  const grid: LongitudeSample[] = [];
  for (let i = 0; i <= n; i++) grid.push(sample(i === n ? toJd : fromJd + i * h, body, sky));
  const samples: LongitudeSample[] = [grid[0]];
  const stations: Station[] = [];
  for (let i = 1; i < grid.length; i++) {
    const a = grid[i - 1];
    const b = grid[i];
    if (a.degreesPerDay !== 0 && b.degreesPerDay !== 0 && Math.sign(a.degreesPerDay) !== Math.sign(b.degreesPerDay)) {
      const s = solveStation(a, b, body, sky);
      samples.push(s);
      stations.push({
        body,
        jd: s.jd as JulianDayUt,
        kind: a.degreesPerDay > 0 ? 'retrograde' : 'direct',
        longitude: s.degrees as Degrees,
      });
    }
    samples.push(b);
  }
  return { body, fromJd, toJd, samples, stations };
}

/**
 * The stations of a body whose instants fall inside [fromJd, toJd).
 * @throws EphemerisUnavailable | OutOfRange when the ephemeris does not answer for the span
 */
export function stationsBetween(body: StationBody, fromJd: number, toJd: number, sky: SkySettings): Station[] {
  return traceMotion(body, fromJd, toJd, sky).stations.filter((s) => s.jd >= fromJd && s.jd < toJd);
}
