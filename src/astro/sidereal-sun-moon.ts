import { swe, C, requireSwissEphemeris } from './swe.ts';
import { useAyanamsha, type AyanamshaId } from './ayanamsha.ts';
import { siderealLongitudeAndSpeed, type SkySettings } from './positions.ts';
import { normalizeDegrees } from '../shared/angles.ts';
import { BoundedMap } from '../shared/bounded-map.ts';
import { tabulatedAyanamshaLine, tabulatedSky } from './sample-tables.ts';

/**
 * Sidereal longitude and speed of the Sun or the Moon, as {@link siderealLongitudeAndSpeed}
 * returns them, at about half the cost: the panchang's searches make ~40 such calls a day.
 *
 * Why it is the same number: the library's sidereal longitude is the true longitude less the
 * true ayanamsha, which equals the longitude on the mean equinox of date less the mean
 * ayanamsha (λ_sid = λ_true − A_true = λ_mean − A_mean, see `ayanamshaDegrees`). A call with
 * SEFLG_NONUT skips the nutation series (~5 µs of a ~8–10 µs call) and gives λ_mean; the
 * library's sidereal call also evaluates the ayanamsha twice (value and finite-difference
 * speed). Here the mean ayanamsha comes from a value and a rate per 64-day bucket, cached:
 * precession is so smooth that the straight line is off by < 5e-10° within ±32 days (measured
 * over 1800–2400 for every ayanamsha below), and the identity above holds to 1.2e-13° for the
 * apparent and the true-geometric positions alike. So the result differs from the direct call
 * by < 1e-9° (< 10 µs of time at a Moon limb) — `test/astro/sidereal-sun-moon.test.ts`.
 *
 * The star-based ayanamshas (true Chitra, true Pushya, true Revati) carry the star's
 * aberration and nutation: for them the identity does not hold and the direct call is made.
 */

/** Ayanamshas defined by precession from an epoch (the straight line above holds). */
const precessionalAyanamshas: ReadonlySet<AyanamshaId> = new Set<AyanamshaId>([
  'lahiri', 'raman', 'krishnamurti', 'krishnamurti-new', 'yukteshwar', 'fagan-bradley', 'suryasiddhanta', 'lahiri-icrc',
]);

const bucketDays = 64;
const meanFlags = C.SEFLG_SWIEPH | C.SEFLG_NONUT;

interface AyanamshaLine { centreJd: number; degrees: number; degreesPerDay: number }

/** Cache (not state): the mean ayanamsha's line per ayanamsha and 64-day bucket. */
const lines = new BoundedMap<string, AyanamshaLine>(256);

/**
 * The mean ayanamsha's line of 64-day bucket `bucket` (centre JD 64 × bucket): its value at the
 * centre and its rate from the values half a day either side, straight from the library (the
 * build tabulates these for the default ayanamsha, sample-tables.ts).
 * @throws EphemerisUnavailable when the SE files did not answer
 */
export function ayanamshaLineOfBucket(id: AyanamshaId, bucket: number): { degrees: number; degreesPerDay: number } {
  useAyanamsha(id);
  const centreJd = bucket * bucketDays;
  const a = (t: number): number => {
    const r = swe.get_ayanamsa_ex_ut(t, meanFlags);
    requireSwissEphemeris(r, 'ayanamsha', t);
    return r.data;
  };
  return { degrees: a(centreJd), degreesPerDay: a(centreJd + 0.5) - a(centreJd - 0.5) };
}

function meanAyanamshaLine(id: AyanamshaId, jd: number): AyanamshaLine {
  const bucket = Math.round(jd / bucketDays);
  const centreJd = bucket * bucketDays;
  // The build's table holds the same two numbers for the default ayanamsha (sample-tables.ts).
  const tabulated = id === tabulatedSky.ayanamsha ? tabulatedAyanamshaLine(bucket) : undefined;
  if (tabulated !== undefined) return { centreJd, degrees: tabulated.degrees, degreesPerDay: tabulated.degreesPerDay };
  const key = `${id}:${bucket}`;
  let line = lines.get(key);
  if (line === undefined) {
    line = { centreJd, ...ayanamshaLineOfBucket(id, bucket) };
    lines.set(key, line);
  }
  return line;
}

/**
 * Sidereal longitude (degrees, [0, 360)) and speed (degrees/day) of the Sun or the Moon at a
 * UT Julian day, per `settings` (ayanamsha, apparent or true-geometric positions).
 * @throws EphemerisUnavailable when the SE files did not answer
 */
export function sunMoonSiderealLongitudeAndSpeed(
  jd: number,
  body: 'sun' | 'moon',
  settings: SkySettings,
): { degrees: number; degreesPerDay: number } {
  if (!precessionalAyanamshas.has(settings.ayanamsha)) return siderealLongitudeAndSpeed(jd, body, settings);
  useAyanamsha(settings.ayanamsha);
  const flags = C.SEFLG_SWIEPH | C.SEFLG_SPEED | C.SEFLG_NONUT | (settings.positions === 'true-geometric' ? C.SEFLG_TRUEPOS : 0);
  const r = swe.calc_ut(jd, body === 'sun' ? C.SE_SUN : C.SE_MOON, flags);
  requireSwissEphemeris(r, body, jd);
  const line = meanAyanamshaLine(settings.ayanamsha, jd);
  const ayanamsha = line.degrees + line.degreesPerDay * (jd - line.centreJd);
  return { degrees: normalizeDegrees(r.data[0] - ayanamsha), degreesPerDay: r.data[3] - line.degreesPerDay };
}
