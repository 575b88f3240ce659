import { forwardArc, signedArc } from './angles.ts';

/** An angle (degrees) and its rate of change (degrees per day) at an instant (days). */
export interface AngleSample {
  degrees: number;
  degreesPerDay: number;
}

/** An angular quantity as a function of time in days on one fixed scale. */
export type AngleFunction = (t: number) => AngleSample;

/** The precision searches run to (≈ 0.009 s), well inside the 1 s contract. */
export const searchToleranceDays = 1e-7;

/** The angle still to travel from `from` forward to `to`, in (0, 360]: a full turn when already there. */
function gapAhead(from: number, to: number): number {
  const g = forwardArc(from, to);
  return g === 0 ? 360 : g;
}

/**
 * Finds the instant in [lo, hi] at which an increasing angle passes `targetDegrees`.
 *
 * Method: Newton iteration on h(t) = value(t) − target (wrapped to ±180°), with the rate the
 * function reports as the derivative; a step that would leave the bracket, or a non-positive
 * rate, falls back to bisection, so it converges whenever the bracket holds the crossing.
 * The bracket is not re-evaluated at its ends: callers build it from a known minimum rate.
 *
 * @param guess first trial instant
 * @returns the crossing instant (days), to `toleranceDays`
 */
export function solveAngleCrossing(
  f: AngleFunction,
  targetDegrees: number,
  lo: number,
  hi: number,
  guess = (lo + hi) / 2,
  toleranceDays = searchToleranceDays,
): number {
  let a = lo;
  let b = hi;
  let t = guess > a && guess < b ? guess : (a + b) / 2;
  for (let i = 0; i < 80; i++) {
    const s = f(t);
    const h = signedArc(s.degrees, targetDegrees);
    if (h < 0) a = t;
    else b = t;
    let next = s.degreesPerDay > 0 ? t - h / s.degreesPerDay : Number.NaN;
    // Converged: test before the bracket check, since a step below one ulp leaves t unchanged.
    if (Math.abs(next - t) < toleranceDays) return next;
    if (!(next > a && next < b)) next = (a + b) / 2;
    if (b - a < toleranceDays) return next;
    t = next;
  }
  return (a + b) / 2;
}

/**
 * The next instant after `t0` at which an increasing angle reaches `targetDegrees`.
 *
 * @param minDegreesPerDay a true lower bound on the rate over the search, which brackets the
 *   crossing without stepping
 * @param first the sample at `t0` if the caller already has it
 */
export function nextCrossingOfIncreasingAngle(
  f: AngleFunction,
  targetDegrees: number,
  t0: number,
  minDegreesPerDay: number,
  first: AngleSample = f(t0),
): number {
  let t = t0;
  let s = first;
  let gap = gapAhead(s.degrees, targetDegrees);
  // The wrapped offset cannot see more than half a turn ahead: walk until within reach.
  while (gap > 170) {
    t += (gap - 90) / Math.max(s.degreesPerDay, minDegreesPerDay);
    s = f(t);
    gap = gapAhead(s.degrees, targetDegrees);
  }
  const rate = s.degreesPerDay > minDegreesPerDay ? s.degreesPerDay : minDegreesPerDay;
  return solveAngleCrossing(f, targetDegrees, t, t + gap / minDegreesPerDay, t + gap / rate);
}

/**
 * The last instant at or before `t0` at which an increasing angle passed `targetDegrees`
 * (the start of the current segment).
 */
export function previousCrossingOfIncreasingAngle(
  f: AngleFunction,
  targetDegrees: number,
  t0: number,
  minDegreesPerDay: number,
  first: AngleSample = f(t0),
): number {
  let t = t0;
  let s = first;
  let back = forwardArc(targetDegrees, s.degrees);
  if (back === 0) return t0;
  while (back > 170) {
    t -= (back - 90) / Math.max(s.degreesPerDay, minDegreesPerDay);
    s = f(t);
    back = forwardArc(targetDegrees, s.degrees);
  }
  const rate = s.degreesPerDay > minDegreesPerDay ? s.degreesPerDay : minDegreesPerDay;
  return solveAngleCrossing(f, targetDegrees, t - back / minDegreesPerDay, t, t - back / rate);
}
