/**
 * Houses from a given ARMC (right ascension of the meridian) instead of from a time and a
 * place: what the KP horary chart needs, where the ascendant is fixed by the querent's number
 * and the ARMC that raises it is searched for (kp.md §4). `houses.ts` asks the library for
 * cusps at a moment; this file adds the ARMC route next to it without changing it.
 *
 * Frame: the library's tropical cusps are of the true equinox of date (true obliquity, ARMC
 * from apparent sidereal time), so sidereal cusps are tropical − the TRUE ayanamsha (with
 * nutation). That is exactly what `swe_houses_ex2(…, SEFLG_SIDEREAL, …)` does, so the natal
 * cusps of this route equal `siderealCusps` of houses.ts to the last bit.
 */
import { swe, C, requireSwissEphemeris } from './swe.ts';
import { trueAyanamshaDegrees, type AyanamshaId } from './ayanamsha.ts';
import { deltaTDays } from './time/instant.ts';
import { OutOfRange } from '../shared/errors.ts';
import { forwardArc, normalizeDegrees } from '../shared/angles.ts';
import type { Degrees, JulianDayUt } from '../shared/units.ts';

/** The sky frame of one moment that house-from-ARMC calculations need. */
export interface HouseFrame {
  jdUt: JulianDayUt;
  /** True obliquity of the ecliptic of date, degrees. */
  obliquityDegrees: Degrees;
  /** True ayanamsha (with nutation) subtracted from the tropical cusps, degrees. */
  trueAyanamshaDegrees: Degrees;
}

export interface ArmcCusps {
  armcDegrees: Degrees;
  /** Sidereal ascendant (= cusps[0]) and MC, degrees [0, 360). */
  ascendant: Degrees;
  mc: Degrees;
  /** cusps[0] is the cusp (start) of house 1 … cusps[11] of house 12, sidereal. */
  cusps: Degrees[];
}

/**
 * The obliquity and true ayanamsha of a moment (the ecliptic-and-nutation call the library's
 * own house routine makes, at TT = UT + ΔT).
 * @throws EphemerisUnavailable when the SE files did not answer
 */
export function houseFrame(jdUt: JulianDayUt, ayanamsha: AyanamshaId): HouseFrame {
  const trueAyanamsha = trueAyanamshaDegrees(ayanamsha, jdUt);
  const r = swe.calc(jdUt + deltaTDays(jdUt), C.SE_ECL_NUT, C.SEFLG_SWIEPH);
  requireSwissEphemeris(r, 'obliquity', jdUt);
  return { jdUt, obliquityDegrees: r.data[0] as Degrees, trueAyanamshaDegrees: trueAyanamsha };
}

/** ARMC at a moment and geographic longitude: apparent sidereal time × 15 + east longitude. */
export function armcAt(jdUt: JulianDayUt, geoLongitude: number): Degrees {
  return normalizeDegrees(swe.sidtime(jdUt) * 15 + geoLongitude);
}

/**
 * The latitude beyond which Placidus cusps do not exist: 90° − obliquity (≈ 66.56°). The
 * library would silently fall back to Porphyry there; KP results must not (kp.md §1).
 */
export function placidusLatitudeLimit(frame: HouseFrame): Degrees {
  return (90 - frame.obliquityDegrees) as Degrees;
}

function polarError(): OutOfRange {
  return new OutOfRange(
    '/latitude',
    'Placidus houses, which KP requires, are undefined at or beyond the polar circles (|latitude| ≥ 90° − obliquity, about 66.56°); the house system is never changed silently',
  );
}

/**
 * Refuses a latitude at or beyond the Placidus limit.
 * @throws OutOfRange naming `/latitude`
 */
export function requirePlacidusLatitude(latitude: number, frame: HouseFrame): void {
  if (Math.abs(latitude) >= placidusLatitudeLimit(frame)) throw polarError();
}

/**
 * Sidereal Placidus cusps from an ARMC (`swe_houses_armc_ex2` with the true obliquity, then
 * minus the true ayanamsha).
 * @throws OutOfRange naming `/latitude` where Placidus is undefined
 */
export function placidusCuspsFromArmc(armcDegrees: number, latitude: number, frame: HouseFrame): ArmcCusps {
  const r = swe.houses_armc_ex2(armcDegrees, latitude, frame.obliquityDegrees, 'P');
  if (r.flag < 0) throw polarError();
  const a = frame.trueAyanamshaDegrees;
  return {
    armcDegrees: normalizeDegrees(armcDegrees),
    ascendant: normalizeDegrees(r.data.points[0] - a),
    mc: normalizeDegrees(r.data.points[1] - a),
    cusps: r.data.houses.map((x) => normalizeDegrees(x - a)),
  };
}

const rad = Math.PI / 180;

/**
 * Tropical ascendant (degrees) for an ARMC θ, latitude φ and obliquity ε, by the spherical
 * formula λ = atan2(cos θ, −(sin θ cos ε + tan φ sin ε)). It agrees with the library's own
 * ascendant to ~1e-12° and costs nanoseconds, so the bisection below calls it and not the
 * library (40 library calls would cost ~0.5 ms); the cusps are then the library's.
 */
export function tropicalAscendantDegrees(armcDegrees: number, latitude: number, obliquity: number): Degrees {
  const t = armcDegrees * rad;
  const e = obliquity * rad;
  return normalizeDegrees(Math.atan2(Math.cos(t), -(Math.sin(t) * Math.cos(e) + Math.tan(latitude * rad) * Math.sin(e))) / rad);
}

/** The library's tropical ascendant for an ARMC (system-independent; 'E' is the cheapest call). */
function libraryAscendant(armcDegrees: number, latitude: number, obliquity: number): number {
  return swe.houses_armc(armcDegrees, latitude, obliquity, 'E').data.points[0];
}

export interface ArmcSearch {
  armcDegrees: Degrees;
  iterations: number;
  /** Width of the final bracket, degrees of ARMC. */
  toleranceDegrees: number;
}

/** Final bracket width of the ARMC bisection: 1e-9° (kp.md §4 asks for at least 1e-7°). */
export const armcToleranceDegrees = 1e-9;

/**
 * The ARMC whose ascendant is a given SIDEREAL longitude at this latitude and moment, by
 * bisection (kp.md §4): over one turn of ARMC the ascendant increases monotonically through
 * 360°, so the arc swept from the ascendant of ARMC 0 is monotonic and can be bracketed.
 * The upper end of the bracket is returned, so the ascendant reached is never below the
 * target (a horary ascendant at a sub's start stays inside that sub).
 * @throws OutOfRange naming `/latitude` beyond the Placidus limit
 */
export function armcForSiderealAscendant(targetSidereal: number, latitude: number, frame: HouseFrame): ArmcSearch {
  requirePlacidusLatitude(latitude, frame);
  const eps = frame.obliquityDegrees;
  const target = normalizeDegrees(targetSidereal + frame.trueAyanamshaDegrees);
  const asc0 = tropicalAscendantDegrees(0, latitude, eps);
  const wanted = forwardArc(asc0, target);
  let lo = 0;
  let hi = 360;
  let iterations = 0;
  if (wanted === 0) return { armcDegrees: 0 as Degrees, iterations, toleranceDegrees: 0 };
  while (hi - lo > armcToleranceDegrees) {
    const mid = (lo + hi) / 2;
    iterations++;
    // At mid = 0 the swept arc is 0; a return to asc0 only happens at 360, so no wrap inside.
    if (forwardArc(asc0, tropicalAscendantDegrees(mid, latitude, eps)) < wanted) lo = mid;
    else hi = mid;
  }
  // The formula and the library may differ in the last bits: step up until the library's
  // ascendant is not below the target either (at most a step or two of the tolerance).
  for (let k = 0; k < 8 && forwardArc(target, libraryAscendant(hi, latitude, eps)) > 180; k++) hi += armcToleranceDegrees;
  return { armcDegrees: normalizeDegrees(hi), iterations, toleranceDegrees: hi - lo };
}
