import {
  nextCrossingOfIncreasingAngle,
  previousCrossingOfIncreasingAngle,
  solveAngleCrossing,
  type AngleFunction,
} from '../shared/root-finding.ts';
import { normalizeDegrees } from '../shared/angles.ts';
import type { JulianDayUt } from '../shared/units.ts';
import { siderealLongitudeAndSpeed, type SkySettings } from './positions.ts';
import type { SunMoonTrack } from './track.ts';

/**
 * The angles whose equal divisions make the panchang limbs and the sign ingresses:
 * - `elongation` Moon − Sun (tithi 12°, karana 6°), ayanamsha-free;
 * - `yoga` sidereal Moon + Sun (13°20′);
 * - `moon`, `sun` sidereal longitudes (nakshatra 13°20′, rashi 30°).
 */
export type SkyAngle = 'elongation' | 'yoga' | 'moon' | 'sun';

/** A lower bound on each angle's rate, degrees per day, used to bracket searches. */
export const minimumRate: Record<SkyAngle, number> = {
  elongation: 10.2, // Moon ≥ 11.7°/d, Sun ≤ 1.02°/d
  yoga: 12.5,
  moon: 11.5,
  sun: 0.94,
};

type SunMoon = { sun: AngleFunction; moon: AngleFunction };

function combine(angle: SkyAngle, src: SunMoon): AngleFunction {
  switch (angle) {
    case 'moon':
      return src.moon;
    case 'sun':
      return src.sun;
    case 'elongation':
      return (t) => {
        const m = src.moon(t);
        const s = src.sun(t);
        return { degrees: normalizeDegrees(m.degrees - s.degrees), degreesPerDay: m.degreesPerDay - s.degreesPerDay };
      };
    case 'yoga':
      return (t) => {
        const m = src.moon(t);
        const s = src.sun(t);
        return { degrees: normalizeDegrees(m.degrees + s.degrees), degreesPerDay: m.degreesPerDay + s.degreesPerDay };
      };
  }
}

/** The angle as a function of UT Julian day, straight from the ephemeris. */
export function skyAngleFunction(angle: SkyAngle, settings: SkySettings): AngleFunction {
  return combine(angle, {
    sun: (t) => siderealLongitudeAndSpeed(t, 'sun', settings),
    moon: (t) => siderealLongitudeAndSpeed(t, 'moon', settings),
  });
}

/** The angle as a function of UT Julian day, from interpolated Sun and Moon tracks. */
export function trackedAngleFunction(angle: SkyAngle, track: SunMoonTrack): AngleFunction {
  return combine(angle, { sun: track.sun.fn, moon: track.moon.fn });
}

/** One division of an angle (a tithi, a nakshatra, a sign of the Sun …) and when it holds. */
export interface AngleSegment {
  /** 0-based index of the division, floor(angle / size). */
  index: number;
  startJd: JulianDayUt;
  endJd: JulianDayUt;
}

/**
 * The division an increasing angle is in at `t`, and the instants it began and ends, each
 * found to better than 0.01 s (`ROOT.BISECT` contract: 1 s).
 */
export function segmentAt(f: AngleFunction, sizeDegrees: number, minRate: number, t: number): AngleSegment {
  const s = f(t);
  const count = Math.round(360 / sizeDegrees);
  const index = Math.floor(s.degrees / sizeDegrees + 1e-12) % count;
  const start = previousCrossingOfIncreasingAngle(f, index * sizeDegrees, t, minRate, s);
  const end = nextCrossingOfIncreasingAngle(f, ((index + 1) % count) * sizeDegrees, t, minRate, s);
  return { index, startJd: start as JulianDayUt, endJd: end as JulianDayUt };
}

/**
 * Every division of an increasing angle current at some moment of [fromJd, toJd), in order.
 * The first starts at or before `fromJd`; the last ends at or after `toJd`.
 */
export function segmentsBetween(
  f: AngleFunction,
  sizeDegrees: number,
  minRate: number,
  fromJd: number,
  toJd: number,
): AngleSegment[] {
  const count = Math.round(360 / sizeDegrees);
  let last = segmentAt(f, sizeDegrees, minRate, fromJd);
  const out = [last];
  while (last.endJd < toJd && out.length < 400) {
    const index = (last.index + 1) % count;
    // Start a hair after the boundary so the search sees the new division.
    const end = nextCrossingOfIncreasingAngle(f, ((index + 1) % count) * sizeDegrees, last.endJd + 1e-6, minRate);
    last = { index, startJd: last.endJd, endJd: end as JulianDayUt };
    out.push(last);
  }
  return out;
}

/** The next instant after `t` at which a sky angle reaches `targetDegrees` (a new moon: elongation 0). */
export function nextTimeAngleReaches(angle: SkyAngle, targetDegrees: number, t: number, settings: SkySettings): JulianDayUt {
  return nextCrossingOfIncreasingAngle(skyAngleFunction(angle, settings), targetDegrees, t, minimumRate[angle]) as JulianDayUt;
}

/** The last instant before `t` at which a sky angle reached `targetDegrees`. */
export function previousTimeAngleReached(angle: SkyAngle, targetDegrees: number, t: number, settings: SkySettings): JulianDayUt {
  return previousCrossingOfIncreasingAngle(skyAngleFunction(angle, settings), targetDegrees, t, minimumRate[angle]) as JulianDayUt;
}

/**
 * The instant near `guessJd` (within `maxErrorDays`) at which a sky angle reaches
 * `targetDegrees`: Newton from the guess inside a bracket the angle's minimum rate makes
 * safe. Cheaper than a search from afar when the caller knows roughly when (a new moon from
 * the tithi count); returns `null` if the crossing is not inside the bracket.
 */
export function timeAngleReachesNear(
  angle: SkyAngle,
  targetDegrees: number,
  guessJd: number,
  maxErrorDays: number,
  settings: SkySettings,
): JulianDayUt | null {
  // Half a bracket of 1.5× the error keeps the crossing inside while the wrapped offset
  // (±180°) still sees it: 12.5 °/d × 2 × 1.5 d stays well under 180°.
  const half = Math.max(0.25, 1.5 * maxErrorDays);
  const lo = guessJd - half;
  const hi = guessJd + half;
  const t = solveAngleCrossing(skyAngleFunction(angle, settings), targetDegrees, lo, hi, guessJd);
  return t > lo + 1e-6 && t < hi - 1e-6 ? (t as JulianDayUt) : null;
}

/** A body entering a sign (found by the transit searches of src/jyotish/transits). */
export interface SignIngress {
  jd: JulianDayUt;
  /** 0-based sign entered. */
  toSign: number;
  fromSign: number;
  /** Entered moving backwards (a retrograde re-entry). */
  retrograde: boolean;
}
