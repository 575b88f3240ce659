/**
 * The partner data every matching rule reads: the Moon's sidereal sign, degree in the sign,
 * nakshatra and pada (matching.md, "Inputs per person"). Indices are 0-based (sign 0 = Mesha,
 * nakshatra 0 = Ashwini); counts are inclusive as in the texts (same star = 1).
 */
import type { ZodiacPlacement } from '../chart/natal-chart.ts';
import {
  degreesInRashi, houseFrom, nakshatraIndexOf, padaOf, rashiIndexOf,
} from '../core/zodiac.ts';
import { normalizeDegrees } from '../../shared/angles.ts';

/** A partner's Moon: longitude, sign, degree in the sign, nakshatra and pada. */
export type MatchMoon = ZodiacPlacement;

/** The Moon placement of a sidereal longitude (degrees; any real number, wrapped into [0, 360)). */
export function matchMoonOf(longitude: number): MatchMoon {
  const lon = normalizeDegrees(longitude);
  return {
    longitude: lon,
    sign: rashiIndexOf(lon),
    degreeInSign: degreesInRashi(lon),
    nakshatra: nakshatraIndexOf(lon),
    pada: padaOf(lon),
  };
}

/** Inclusive count of nakshatras from `from` to `to` (0-based indices), 1…27: count(a→a) = 1. */
export function countNakshatras(from: number, to: number): number {
  return ((to - from + 27) % 27) + 1;
}

/** Inclusive count of signs from `from` to `to` (0-based indices), 1…12: count(a→a) = 1. */
export function countSigns(from: number, to: number): number {
  return houseFrom(from, to);
}
