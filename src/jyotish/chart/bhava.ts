import { siderealCusps } from '../../astro/houses.ts';
import type { AyanamshaId } from '../../astro/ayanamsha.ts';
import { forwardArc, normalizeDegrees } from '../../shared/angles.ts';
import type { JulianDayUt } from '../../shared/units.ts';
import { rashiIndexOf } from '../core/zodiac.ts';

export type HouseSystem = 'sripati' | 'placidus' | 'equal' | 'whole-sign' | 'porphyry' | 'koch';
export const houseSystems: readonly HouseSystem[] = ['sripati', 'placidus', 'equal', 'whole-sign', 'porphyry', 'koch'];

export const houseSystemMethodId: Record<HouseSystem, string> = {
  sripati: 'BHAVA.SRIPATI',
  placidus: 'BHAVA.PLACIDUS',
  equal: 'BHAVA.EQUAL',
  'whole-sign': 'BHAVA.WHOLE_SIGN',
  porphyry: 'BHAVA.PORPHYRY',
  koch: 'BHAVA.KOCH',
};

/** One bhava: its span [start, end) along the zodiac and its middle (bhava madhya). */
export interface Bhava {
  house: number;
  startLongitude: number;
  middleLongitude: number;
  endLongitude: number;
  /**
   * The bhava's sign: that of the madhya where the system defines madhyas (Sripati, equal),
   * of the cusp that opens the house elsewhere (Placidus, Koch, Porphyry, whole sign).
   */
  sign: number;
}

export interface BhavaSet {
  system: HouseSystem;
  ascendant: number;
  mc: number;
  bhavas: Bhava[];
}

function midpoint(a: number, b: number): number {
  return normalizeDegrees(a + forwardArc(a, b) / 2);
}

/**
 * The twelve bhavas for a house system (charts-and-vargas.md §2).
 * - `sripati`: Porphyry cusps (MC kept; quadrants trisected) are the madhyas; sandhis midway.
 * - `equal` (Bhava Chalit): madhya h = Asc + 30(h − 1), sandhis ± 15°.
 * - `placidus`, `koch`, `porphyry`: the library's cusps open each house.
 * - `whole-sign`: each house is a whole sign from the lagna's sign.
 *
 * @throws OutOfRange naming `/houseSystem` for Placidus or Koch inside the polar circles
 */
export function computeBhavas(
  jd: JulianDayUt,
  latitude: number,
  longitude: number,
  system: HouseSystem,
  ayanamsha: AyanamshaId,
): BhavaSet {
  const sweSystem = system === 'sripati' ? 'porphyry' : system === 'equal' ? 'porphyry' : system;
  const { ascendant, mc, cusps } = siderealCusps(jd, latitude, longitude, sweSystem, ayanamsha);
  const bhavas: Bhava[] = [];
  for (let i = 0; i < 12; i++) {
    const house = i + 1;
    if (system === 'sripati') {
      const madhya = cusps[i];
      bhavas.push({
        house,
        startLongitude: midpoint(cusps[(i + 11) % 12], madhya),
        middleLongitude: madhya,
        endLongitude: midpoint(madhya, cusps[(i + 1) % 12]),
        sign: rashiIndexOf(madhya),
      });
    } else if (system === 'equal') {
      const madhya = normalizeDegrees(ascendant + 30 * i);
      bhavas.push({
        house,
        startLongitude: normalizeDegrees(madhya - 15),
        middleLongitude: madhya,
        endLongitude: normalizeDegrees(madhya + 15),
        sign: rashiIndexOf(madhya),
      });
    } else {
      const start = cusps[i];
      const end = cusps[(i + 1) % 12];
      bhavas.push({ house, startLongitude: start, middleLongitude: midpoint(start, end), endLongitude: end, sign: rashiIndexOf(start) });
    }
  }
  return { system, ascendant, mc, bhavas };
}

/** The bhava (1–12) holding a longitude: start ≤ λ < end along the zodiac. */
export function bhavaOf(set: BhavaSet, longitude: number): number {
  for (const b of set.bhavas) {
    if (forwardArc(b.startLongitude, longitude) < forwardArc(b.startLongitude, b.endLongitude)) return b.house;
  }
  return 1;
}
