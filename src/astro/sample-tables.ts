/**
 * Precomputed ephemeris samples (issue 21): the place-independent samples of node-cache.ts —
 * the Sun's and the Moon's sidereal longitude and speed at the nodes of the interpolated
 * tracks (track.ts), their geocentric equatorial nodes and the daily sidereal times of the
 * rise/set finder (rise-set-fast.ts), new moons by lunation (new-moon.ts) and the mean
 * ayanamsha's 64-day lines (sidereal-sun-moon.ts) — for the default sky over the served years,
 * computed at build time (sample-tables-generate.ts) and shared between the threads of the
 * service (sample-tables-share.ts).
 *
 * Why: a panchang on a date no request of its thread has met (births, the benchmark's random
 * dates) fetches ~45 such samples from the library, ~0.3 ms. A table row holds the exact
 * float64 values the call returns, so a hit changes no served number; everything outside the
 * tables (other ayanamshas or position kinds, off-grid instants, instants beyond the range,
 * a thread without tables) takes the direct call as before.
 *
 * This module only holds the installed tables of the thread and answers look-ups; it never
 * loads anything. Installing is a cache fill, not state: a calculation gives the same bytes
 * with or without tables (test/astro/sample-tables.test.ts).
 */
import type { SkySettings } from './positions.ts';

/**
 * The tables, by name: what each row holds and the instant (or lunation, or bucket) of row
 * index `i`. The grids are the callers' own: `i / 4` for the Moon (track nodes anchored at a
 * UT noon and every 0.25 day; the finder's `i × 0.25`), `i + 0.5` for the Sun's track nodes,
 * `i` for the finder's Sun nodes and sidereal times.
 */
export const sampleTableLayouts = {
  /** Moon: sidereal longitude (°), speed (°/d) at JD i/4 (default sky). */
  'sidereal-moon': { stride: 2 },
  /** Sun: sidereal longitude, speed at JD i + 0.5 (default sky). */
  'sidereal-sun': { stride: 2 },
  /** Moon: geocentric apparent RA, Dec (°), distance (AU) and their speeds at JD i/4. */
  'equatorial-moon': { stride: 6 },
  /** Sun: the same at JD i. */
  'equatorial-sun': { stride: 6 },
  /** Apparent sidereal time at Greenwich (hours) at JD i. */
  sidtime: { stride: 1 },
  /** New moon of lunation k (UT JD) and the Sun's sidereal longitude then (default sky). */
  'new-moon': { stride: 2 },
  /** Mean ayanamsha (°) at JD 64·b and its rate (°/d), the line of bucket b (default ayanamsha). */
  'ayanamsha-line': { stride: 2 },
} as const;

export type SampleTableName = keyof typeof sampleTableLayouts;
export const sampleTableNames = Object.keys(sampleTableLayouts) as SampleTableName[];

/** The sky the tables hold (the request default: Lahiri, apparent positions). */
export const tabulatedSky = { ayanamsha: 'lahiri', positions: 'apparent' } as const;

/** One table: rows of `stride` float64 for the indices `first` … `first + count − 1`. */
export interface SampleColumn {
  readonly first: number;
  readonly count: number;
  readonly stride: number;
  readonly values: Float64Array;
}

export type SampleTables = Partial<Record<SampleTableName, SampleColumn>>;

let moonSidereal: SampleColumn | undefined;
let sunSidereal: SampleColumn | undefined;
let moonEquatorial: SampleColumn | undefined;
let sunEquatorial: SampleColumn | undefined;
let sidtimes: SampleColumn | undefined;
let newMoons: SampleColumn | undefined;
let ayanamshaLines: SampleColumn | undefined;

/**
 * Makes `tables` this thread's tables (replacing any before; `null` removes them). The caller
 * has checked them (sample-tables-check.ts): this only wires the look-ups.
 */
export function installSampleTables(tables: SampleTables | null): void {
  moonSidereal = tables?.['sidereal-moon'];
  sunSidereal = tables?.['sidereal-sun'];
  moonEquatorial = tables?.['equatorial-moon'];
  sunEquatorial = tables?.['equatorial-sun'];
  sidtimes = tables?.sidtime;
  newMoons = tables?.['new-moon'];
  ayanamshaLines = tables?.['ayanamsha-line'];
}

/** Whether any table is installed in this thread. */
export function sampleTablesInstalled(): boolean {
  return (moonSidereal ?? sunSidereal ?? moonEquatorial ?? sunEquatorial ?? sidtimes ?? newMoons ?? ayanamshaLines) !== undefined;
}

/** Offset of row `i` in the column's values, or −1 when the column does not hold it (or there is none). */
function rowOffset(column: SampleColumn | undefined, i: number): number {
  if (column === undefined) return -1;
  const r = i - column.first;
  return r >= 0 && r < column.count ? r * column.stride : -1;
}

/** Whether `settings` is the tabulated sky (the values depend on the ayanamsha and the position kind only). */
export function isTabulatedSky(settings: Pick<SkySettings, 'ayanamsha' | 'positions'>): boolean {
  return settings.ayanamsha === tabulatedSky.ayanamsha && settings.positions === tabulatedSky.positions;
}

/**
 * The tabulated sidereal longitude and speed of the Sun or the Moon at a UT Julian day of its
 * grid, for the tabulated sky (the caller checks {@link isTabulatedSky}); undefined when the
 * instant is off the grid or outside the table.
 */
export function tabulatedSidereal(body: 'sun' | 'moon', jd: number): { degrees: number; degreesPerDay: number } | undefined {
  const moon = body === 'moon';
  const column = moon ? moonSidereal : sunSidereal;
  if (column === undefined) return undefined;
  // Exact in float64: grid instants are multiples of 0.25 below 2^22 days.
  const x = moon ? jd * 4 : jd - 0.5;
  if (x !== Math.floor(x)) return undefined;
  const o = rowOffset(column, x);
  if (o < 0) return undefined;
  return { degrees: column.values[o], degreesPerDay: column.values[o + 1] };
}

/**
 * The tabulated equatorial node `i` of the rise/set finder (JD `i × 0.25` for the Moon, `i` for
 * the Sun): a view of six values, or undefined outside the table. Read-only.
 */
export function tabulatedEquatorialNode(body: 'sun' | 'moon', i: number): Float64Array | undefined {
  const column = body === 'moon' ? moonEquatorial : sunEquatorial;
  const o = rowOffset(column, i);
  return o < 0 ? undefined : (column as SampleColumn).values.subarray(o, o + 6);
}

/** The tabulated apparent sidereal time (hours) at JD `i` (an integer), or undefined. */
export function tabulatedSidtime(i: number): number | undefined {
  const o = rowOffset(sidtimes, i);
  return o < 0 ? undefined : (sidtimes as SampleColumn).values[o];
}

/**
 * The tabulated new moon of lunation `k` for the tabulated sky: [UT JD, the Sun's sidereal
 * longitude], or undefined outside the table.
 */
export function tabulatedNewMoon(k: number): { jd: number; sunDegrees: number } | undefined {
  const o = rowOffset(newMoons, k);
  return o < 0 ? undefined : { jd: (newMoons as SampleColumn).values[o], sunDegrees: (newMoons as SampleColumn).values[o + 1] };
}

/** The lunations the new-moon table holds, or null. */
export function tabulatedLunations(): { first: number; last: number } | null {
  return newMoons === undefined ? null : { first: newMoons.first, last: newMoons.first + newMoons.count - 1 };
}

/** The tabulated ayanamsha line of 64-day bucket `b` (default ayanamsha): [degrees, degreesPerDay], or undefined. */
export function tabulatedAyanamshaLine(b: number): { degrees: number; degreesPerDay: number } | undefined {
  const o = rowOffset(ayanamshaLines, b);
  return o < 0 ? undefined : { degrees: (ayanamshaLines as SampleColumn).values[o], degreesPerDay: (ayanamshaLines as SampleColumn).values[o + 1] };
}
