/**
 * Ephemeris samples shared between requests of one thread: the Sun's and the Moon's sidereal
 * longitudes at the nodes of the interpolated tracks (track.ts), their geocentric equatorial
 * positions and Greenwich sidereal time at the nodes of the rise/set finder (rise-set-fast.ts),
 * and new moons by lunation (new-moon.ts).
 *
 * Why: these nodes sit on fixed grids of Julian days (the Moon every 0.25 day, the Sun every
 * day, sidereal time at 0h UT) and do not depend on the place, so panchangs of the same days
 * at different places — most of the traffic asks for today — fetch the same samples from the
 * ephemeris again (about 45 calls, ~0.3 ms a day). Keyed by the exact Julian day (and the sky
 * settings where they matter), a hit returns the very value the call would: a cache, never a
 * different number.
 *
 * Bounded: each table keeps at most `maxEntries` samples (~100 KB each at most), dropping the
 * oldest, so a stream of random dates costs one failed look-up per node and no growth.
 *
 * The build's sample tables (sample-tables.ts) hold the same samples for the default sky over
 * the served years and are read first; these catch the rest (other skies, the tables not built).
 */

import { BoundedMap } from '../shared/bounded-map.ts';

const maxEntries = 2048;

/** A bounded table of samples by Julian day (or grid index). */
export type SampleTable<T> = BoundedMap<number, T>;

const tables = new Map<string, SampleTable<unknown>>();

/**
 * The shared table named `name` (e.g. `moon|lahiri|apparent`), created on first use. Callers
 * look it up once per object, not per sample, and must treat the samples as read-only.
 */
export function sampleTable<T>(name: string): SampleTable<T> {
  let t = tables.get(name);
  if (t === undefined) {
    t = new BoundedMap<number, unknown>(maxEntries);
    tables.set(name, t);
  }
  return t as SampleTable<T>;
}
