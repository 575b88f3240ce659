/**
 * The instants at which a zone's clocks show a given wall time, from the cached offset tables
 * of `zone-offsets.ts` instead of two `Temporal.PlainDateTime#toZonedDateTime` calls (issue 21:
 * those were ~85 % of resolving a birth moment, ~0.09 ms of each new birth).
 *
 * The rule is the one Temporal (temporal-polyfill) applies, step for step, so the answers are
 * the same: with the offsets in force one day before and one day after the wall time (read as
 * if it were UTC), an unchanged offset gives one instant; otherwise, when the offsets at the two
 * candidate instants agree, that offset gives one instant; otherwise the wall time repeats (both
 * candidates, earlier first) when the clocks went back, and does not exist (a gap) when they went
 * forward. `zone-offsets.ts` reads the same transitions Temporal reports (0 different over 418
 * zones, 1800–2520, `scripts/evidence/zone-transitions-diff.ts`); the test
 * `test/time/wall-instant.test.ts` compares this function with Temporal directly.
 */
import { zoneOffsetSecondsAt } from './zone-offsets.ts';

/** The instants (epoch seconds, earlier first) at which `timezone` shows the wall time, 0–2 of them. */
export interface WallInstants {
  /** Epoch seconds of each instant showing the wall time: none in a gap, two when it repeats. */
  epochSeconds: number[];
  /** The UTC offset (seconds east) in force at each of them. */
  offsetsSeconds: number[];
}

/**
 * The instants at which `timezone`'s clocks show `wallEpochSeconds` (the wall date and time
 * counted as if it were UTC, in whole seconds).
 * @throws RangeError from Intl for an unknown zone (callers check the zone first)
 */
export function wallInstants(timezone: string, wallEpochSeconds: number): WallInstants {
  const offsetAt = (s: number) => zoneOffsetSecondsAt(timezone, s * 1000);
  const zs = wallEpochSeconds;
  const wide0 = offsetAt(zs - 86_400);
  const wide1 = offsetAt(zs + 86_400);
  const utc0 = zs - wide0;
  const utc1 = zs - wide1;
  let epochSeconds: number[];
  if (wide0 === wide1) {
    epochSeconds = [utc0];
  } else {
    const narrow0 = offsetAt(utc0);
    if (narrow0 === offsetAt(utc1)) epochSeconds = [zs - narrow0];
    else epochSeconds = wide0 > wide1 ? [utc0, utc1] : [];
  }
  return { epochSeconds, offsetsSeconds: epochSeconds.map(offsetAt) };
}
