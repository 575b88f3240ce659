/**
 * The one place the Swiss Ephemeris binding is imported. Everything in the project reaches
 * the C library through the small typed functions of `src/astro/`, which check the returned
 * flags here so that a silent fall-back to the Moshier ephemeris can never produce a result.
 */
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sweph from 'sweph';
import { EphemerisUnavailable, OutOfRange } from '../shared/errors.ts';
import { verifyEphemerisFiles } from './ephemeris-integrity.ts';

export const swe = sweph;
export const C = sweph.constants;

/** Ephemeris bits of a flag word (JPL | SWIEPH | MOSEPH). */
const ephemerisMask = C.SEFLG_JPLEPH | C.SEFLG_SWIEPH | C.SEFLG_MOSEPH;

const here = dirname(fileURLToPath(import.meta.url));
/** Directory holding sepl_18.se1, semo_18.se1 and seas_18.se1 (override with EPHE_PATH). */
export const ephemerisPath = resolve(process.env.EPHE_PATH ?? resolve(here, '../../data/ephe'));
export const ephemerisFiles = ['sepl_18.se1', 'semo_18.se1', 'seas_18.se1'] as const;

let initialised = false;
/** Why the files must not be used (a missing file or a SHA-256 mismatch), or null. */
let integrityProblem: string | null = null;

/**
 * Points the library at the vendored files and checks them against the SHA-256 sums
 * committed beside them (`ephemeris-integrity.ts`). The SE keeps its settings per thread,
 * so every worker thread that computes must call this too; it is idempotent within a thread.
 * A failed check does not throw here: every later computation answers 503
 * EPHEMERIS_UNAVAILABLE (see `requireSwissEphemeris`) and `/readyz` reports it.
 */
export function initEphemeris(): void {
  if (initialised) return;
  swe.set_ephe_path(ephemerisPath);
  integrityProblem = verifyEphemerisFiles(ephemerisPath, ephemerisFiles).problem;
  initialised = true;
}

/** The integrity problem found at start, or null (readiness and the start-up log read it). */
export function ephemerisIntegrityProblem(): string | null {
  initEphemeris();
  return integrityProblem;
}

/** The Swiss Ephemeris library version string, e.g. "2.10.03". */
export function libraryVersion(): string {
  return swe.version();
}

/**
 * The UT Julian days the vendored files serve: 1800-01-01 06:00 to 2399-12-31 ~23:45 UT.
 * - Start: sepl_18.se1 begins at JD 2378496.5 (1800-01-01 TT), and apparent positions of
 *   Neptune and Pluto need up to 0.24 day earlier for light-time and speed.
 * - End: the file holds data to JD 2597651, but the library picks a file by date when it has
 *   to (re)open one, and from 2400-01-01 TT it looks for sepl_24.se1: past that instant an
 *   answer would depend on which file happened to be open. ΔT is about 9 min then.
 */
export const coveredJdUt = { first: 2_378_496.75, last: 2_597_641.49 } as const;

/**
 * Throws unless a calculation answered from the Swiss Ephemeris files. The library marks a
 * Moshier fall-back in the returned flag, or — when one file of several is missing (the
 * Moon's `semo_18.se1`) — only in a note in `error` while the flag still says SWIEPH. A
 * request that needs the sky outside the files' years is the caller's range problem (422
 * OUT_OF_RANGE); any other fall-back, and files that failed their SHA-256 check at start,
 * mean the files are unusable (503 EPHEMERIS_UNAVAILABLE).
 */
export function requireSwissEphemeris(result: { flag: number; error?: string }, what: string, jdUt?: number): void {
  if (integrityProblem !== null) throw new EphemerisUnavailable(`${what}: ${integrityProblem}`);
  const moshierNote = typeof result.error === 'string' && /moshier/i.test(result.error);
  if (result.flag < 0 || (result.flag & ephemerisMask) !== C.SEFLG_SWIEPH || moshierNote) {
    if (jdUt !== undefined && (jdUt < coveredJdUt.first || jdUt > coveredJdUt.last)) {
      throw new OutOfRange('/', 'needs planetary positions outside 1800-01-01 … 2399-12-31 UT, the range of the ephemeris served');
    }
    throw new EphemerisUnavailable(`${what}: flag ${result.flag} ${result.error ?? ''}`.trim());
  }
}

export interface EphemerisSelfCheck {
  ok: boolean;
  libraryVersion: string;
  ephemerisPath: string;
  missingFiles: string[];
  problem: string | null;
}

/**
 * Computes the Sun and the Moon at J2000 and at the edges of the served range and checks
 * that each answer came from the files. `/readyz` reports this.
 */
export function ephemerisSelfCheck(): EphemerisSelfCheck {
  initEphemeris();
  const missingFiles = ephemerisFiles.filter((f) => !existsSync(resolve(ephemerisPath, f)));
  let problem: string | null = missingFiles.length ? `missing ${missingFiles.join(', ')}` : integrityProblem;
  if (!problem) {
    try {
      for (const jd of [2_451_545.0, 2_378_497.5 /* 1800-01-02 */, 2_597_640.5 /* 2399-12-30 */]) {
        for (const body of [C.SE_SUN, C.SE_MOON, C.SE_SATURN, C.SE_PLUTO]) {
          requireSwissEphemeris(swe.calc_ut(jd, body, C.SEFLG_SWIEPH | C.SEFLG_SPEED), `self-check body ${body}`);
        }
      }
    } catch (e) {
      problem = e instanceof Error ? e.message : String(e);
    }
  }
  return { ok: problem === null, libraryVersion: libraryVersion(), ephemerisPath, missingFiles, problem };
}
