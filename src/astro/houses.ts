import { swe, C, requireSwissEphemeris } from './swe.ts';
import { useAyanamsha, type AyanamshaId } from './ayanamsha.ts';
import { OutOfRange } from '../shared/errors.ts';
import { normalizeDegrees } from '../shared/angles.ts';
import type { Degrees, JulianDayUt } from '../shared/units.ts';

/** Swiss Ephemeris house-system letters for the cusp sets we ask the library for. */
const sweHouseLetter = {
  placidus: 'P',
  koch: 'K',
  porphyry: 'O',
  equal: 'E',
  'whole-sign': 'W',
} as const;
export type SweHouseSystem = keyof typeof sweHouseLetter;

export interface SiderealCusps {
  ascendant: Degrees;
  mc: Degrees;
  /** cusps[0] is the cusp of house 1 … cusps[11] of house 12, sidereal. */
  cusps: Degrees[];
}

/**
 * Sidereal ascendant, MC and twelve cusps from the Swiss Ephemeris (`swe_houses_ex2`).
 * The ascendant does not depend on the system.
 *
 * @throws OutOfRange naming `/houseSystem` where the system is undefined (Placidus and Koch
 *   inside the polar circles, where the library would silently substitute Porphyry)
 */
export function siderealCusps(
  jd: JulianDayUt,
  latitude: number,
  longitude: number,
  system: SweHouseSystem,
  ayanamsha: AyanamshaId,
): SiderealCusps {
  useAyanamsha(ayanamsha);
  const r = swe.houses_ex2(jd, C.SEFLG_SIDEREAL, latitude, longitude, sweHouseLetter[system]);
  if (r.flag < 0) {
    if (system === 'placidus' || system === 'koch') {
      throw new OutOfRange('/houseSystem', 'is undefined at this latitude (inside a polar circle); choose sripati, equal, whole-sign or porphyry');
    }
    requireSwissEphemeris({ flag: r.flag, error: r.error }, 'houses');
  }
  return {
    ascendant: normalizeDegrees(r.data.points[0]),
    mc: normalizeDegrees(r.data.points[1]),
    cusps: r.data.houses.map((x) => normalizeDegrees(x)),
  };
}
