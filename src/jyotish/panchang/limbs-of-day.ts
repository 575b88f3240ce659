import {
  minimumRate,
  segmentAt,
  segmentsBetween,
  trackedAngleFunction,
  type AngleSegment,
  type SkyAngle,
} from '../../astro/transitions.ts';
import type { SunMoonTrack } from '../../astro/track.ts';
import { sunSignSegmentsBetween } from '../../astro/sun-sign-segments.ts';
import { degreesPerKarana, degreesPerTithi, degreesPerYoga } from '../core/limbs.ts';
import { degreesPerNakshatra, degreesPerRashi } from '../core/zodiac.ts';

/** The limbs whose changes a panchang day lists. */
export type LimbKind = 'tithi' | 'nakshatra' | 'yoga' | 'karana' | 'moonRashi' | 'sunRashi';

export const limbAngle: Record<LimbKind, { angle: SkyAngle; sizeDegrees: number }> = {
  tithi: { angle: 'elongation', sizeDegrees: degreesPerTithi },
  nakshatra: { angle: 'moon', sizeDegrees: degreesPerNakshatra },
  yoga: { angle: 'yoga', sizeDegrees: degreesPerYoga },
  karana: { angle: 'elongation', sizeDegrees: degreesPerKarana },
  moonRashi: { angle: 'moon', sizeDegrees: degreesPerRashi },
  sunRashi: { angle: 'sun', sizeDegrees: degreesPerRashi },
};

/** The limbs whose repetition across sunrises names days: only these carry kshaya and adhika. */
export function namesDays(kind: LimbKind): boolean {
  return kind === 'tithi' || kind === 'nakshatra' || kind === 'yoga';
}

/** One limb occurrence within a Hindu day, flagged by how it meets the sunrises. */
export interface LimbSpan extends AngleSegment {
  /** Starts after this sunrise and ends before the next: no day is named after it. */
  kshaya: boolean;
  /** Current at this sunrise and at the previous one: the second day of a repeated limb. */
  adhika: boolean;
}

/**
 * Every occurrence of a limb between sunrise and the next sunrise (`TITHI.SUNRISE_RULE`):
 * the first is the one current at sunrise (the day's limb); kshaya limbs show up inside.
 * `kshaya` is flagged only for the limbs that name days (namesDays), false for the others.
 * `adhika` is left false here; the caller sets it once it knows the previous sunrise.
 */
export function limbSpansOfDay(kind: LimbKind, track: SunMoonTrack, sunriseJd: number, nextSunriseJd: number): LimbSpan[] {
  const { angle, sizeDegrees } = limbAngle[kind];
  const flagged = namesDays(kind);
  // A Sun sign lasts a month: a few direct ephemeris calls beat sampling a month of track
  // (the cheaper call of sidereal-sun-moon.ts, the same longitude as skyAngleFunction's),
  // started from a model's guess (sun-sign-segments.ts: the same instants, fewer calls).
  const segments = kind === 'sunRashi'
    ? sunSignSegmentsBetween(track.settings, sunriseJd, nextSunriseJd)
    : segmentsBetween(trackedAngleFunction(angle, track), sizeDegrees, minimumRate[angle], sunriseJd, nextSunriseJd);
  return segments.map((s, i) => ({
    ...s,
    kshaya: flagged && i > 0 && s.startJd > sunriseJd && s.endJd < nextSunriseJd,
    adhika: false,
  }));
}

/** The limb current at one instant, with its start and end. */
export function limbAt(kind: LimbKind, track: SunMoonTrack, jd: number): AngleSegment {
  const { angle, sizeDegrees } = limbAngle[kind];
  return segmentAt(trackedAngleFunction(angle, track), sizeDegrees, minimumRate[angle], jd);
}
