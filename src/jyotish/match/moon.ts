/**
 * The partner data every matching rule reads: the Moon's sidereal sign, degree in the sign,
 * nakshatra and pada (matching.md, "Inputs per person"), as `placementOf` the Moon's longitude
 * gives them. Indices are 0-based (sign 0 = Mesha, nakshatra 0 = Ashwini); counts are inclusive
 * as in the texts (same star = 1); signs are counted with `houseFrom`.
 */
import type { ZodiacPlacement } from '../chart/natal-chart.ts';

/** A partner's Moon: longitude, sign, degree in the sign, nakshatra and pada. */
export type MatchMoon = ZodiacPlacement;

/** Inclusive count of nakshatras from `from` to `to` (0-based indices), 1…27: count(a→a) = 1. */
export function countNakshatras(from: number, to: number): number {
  return ((to - from + 27) % 27) + 1;
}
