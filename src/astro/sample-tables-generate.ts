/**
 * Computes the sample tables of sample-tables.ts over a span of Julian days, by the very
 * functions the callers use on a miss, so each row is the value the call returns in this
 * build: the build writes them to a file (scripts/astro/write-sample-tables.ts), the tests
 * generate a small span on a fresh clone (test/astro/sample-tables.test.ts).
 */
import { lunationBefore, newMoonOfLunation } from './new-moon.ts';
import { equatorialNode } from './rise-set-fast.ts';
import { ayanamshaLineOfBucket, sunMoonSiderealLongitudeAndSpeed } from './sidereal-sun-moon.ts';
import { swe, initEphemeris, coveredJdUt } from './swe.ts';
import { sampleTableLayouts, tabulatedSky, type SampleColumn, type SampleTableName } from './sample-tables.ts';
import type { SkySettings } from './positions.ts';

/** The default sky of a request, the one the tables hold (node type does not enter the Sun and the Moon). */
const sky: SkySettings = { ayanamsha: tabulatedSky.ayanamsha, nodeType: 'mean', positions: tabulatedSky.positions };

/** Days of the 64-day ayanamsha buckets (sidereal-sun-moon.ts). */
const bucketDays = 64;

/** A span of UT Julian days; defaults to the ephemeris served. */
export interface SampleSpan {
  firstJd: number;
  lastJd: number;
}

export const servedSpan: SampleSpan = { firstJd: coveredJdUt.first, lastJd: coveredJdUt.last };

/**
 * The row indices of table `name` whose samples need only instants inside `span` (rows at the
 * edges whose call would need the library outside it are left to the direct call).
 */
export function rowRange(name: SampleTableName, span: SampleSpan): { first: number; count: number } {
  const { firstJd: a, lastJd: b } = span;
  const between = (first: number, last: number) => ({ first, count: Math.max(0, last - first + 1) });
  switch (name) {
    case 'sidereal-moon':
    case 'equatorial-moon':
      return between(Math.ceil(a * 4), Math.floor(b * 4));
    case 'sidereal-sun':
      return between(Math.ceil(a - 0.5), Math.floor(b - 0.5));
    case 'equatorial-sun':
    case 'sidtime':
      return between(Math.ceil(a), Math.floor(b));
    case 'new-moon':
      // Newton starts within a day of the new moon and the fallback search looks ±1 day further.
      return between(lunationBefore(a + 3) + 1, lunationBefore(b - 3) - 1);
    case 'ayanamsha-line':
      return between(Math.ceil((a + 0.5) / bucketDays), Math.floor((b - 0.5) / bucketDays));
  }
}

/** The values of row `i` of table `name`, written at `out[o …]`. */
function fillRow(name: SampleTableName, i: number, out: Float64Array, o: number): void {
  switch (name) {
    case 'sidereal-moon':
    case 'sidereal-sun': {
      const s = sunMoonSiderealLongitudeAndSpeed(name === 'sidereal-moon' ? i / 4 : i + 0.5, name === 'sidereal-moon' ? 'moon' : 'sun', sky);
      out[o] = s.degrees;
      out[o + 1] = s.degreesPerDay;
      return;
    }
    case 'equatorial-moon':
    case 'equatorial-sun':
      out.set(equatorialNode(name === 'equatorial-moon' ? 'moon' : 'sun', i), o);
      return;
    case 'sidtime':
      out[o] = swe.sidtime(i);
      return;
    case 'new-moon': {
      const m = newMoonOfLunation(i, sky);
      out[o] = m.jd;
      out[o + 1] = m.sunDegrees;
      return;
    }
    case 'ayanamsha-line': {
      const line = ayanamshaLineOfBucket(sky.ayanamsha, i);
      out[o] = line.degrees;
      out[o + 1] = line.degreesPerDay;
      return;
    }
  }
}

/**
 * Row `i` of table `name` from fresh calls (the spot check of sample-tables-check.ts).
 * @throws EphemerisUnavailable when the SE files did not answer
 */
export function sampleRow(name: SampleTableName, i: number): Float64Array {
  initEphemeris();
  const out = new Float64Array(sampleTableLayouts[name].stride);
  fillRow(name, i, out, 0);
  return out;
}

/**
 * Table `name` over `span` (default: the served years), rows `from` … `from + count − 1` of it
 * when given (the build splits the big tables between threads).
 * @throws EphemerisUnavailable when the SE files did not answer
 */
export function generateSampleColumn(
  name: SampleTableName,
  span: SampleSpan = servedSpan,
  part?: { from: number; count: number },
): SampleColumn {
  initEphemeris();
  const range = rowRange(name, span);
  const first = part?.from ?? range.first;
  const count = part?.count ?? range.count;
  const stride = sampleTableLayouts[name].stride;
  const values = new Float64Array(count * stride);
  for (let r = 0; r < count; r++) fillRow(name, first + r, values, r * stride);
  return { first, count, stride, values };
}
