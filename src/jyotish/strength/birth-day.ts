/**
 * The Hindu day (sunrise to sunrise) holding a birth, for kala bala: the sunrise before the
 * birth, the sunset after that sunrise, the next sunrise, the weekday of the sunrise's civil
 * date and the hora lord at the birth (`SEG.HORA_UNEQUAL`: twelve equal parts of the day and
 * twelve of the night, the first hora of the day the weekday lord's).
 */
import { nextRiseOrSet, type GeoPosition, type RiseDefinition } from '../../astro/rise-set.ts';
import type { JulianDayUt } from '../../shared/units.ts';
import type { SevenGrahaId } from '../core/zodiac.ts';
import { horas } from '../panchang/segments.ts';
import { weekdayOfJdn } from './ahargana.ts';
import type { BirthDay } from './kala.ts';

export interface BirthDayFrame {
  day: BirthDay;
  /** Julian day number of the sunrise's civil date (reckoned at the place's mean solar time). */
  vedicDayJdn: number;
  weekday: number;
  horaLord: SevenGrahaId;
}

/**
 * @returns null where the Sun does not rise and set around the birth (polar day or night):
 *   kala bala cannot be reckoned there.
 * @throws OutOfRange naming no field when the search leaves the ephemeris range
 */
export function birthDayFrame(jdUt: JulianDayUt, geo: GeoPosition, definition: RiseDefinition): BirthDayFrame | null {
  const rise = (from: number) => nextRiseOrSet(from as JulianDayUt, 'sun', 'rise', geo, definition);
  let sunrise = rise(jdUt - 1.2);
  if (sunrise === null) return null;
  if (sunrise > jdUt) {
    sunrise = rise(jdUt - 2.2);
    if (sunrise === null || sunrise > jdUt) return null;
  }
  let next = rise(sunrise + 0.01);
  while (next !== null && next <= jdUt) {
    sunrise = next;
    next = rise(sunrise + 0.01);
  }
  if (next === null || next - sunrise > 1.5) return null;
  const sunset = nextRiseOrSet(sunrise, 'sun', 'set', geo, definition);
  if (sunset === null || sunset >= next) return null;
  // The sunrise's date at the place's mean solar time: sunrise is always in its local morning.
  const vedicDayJdn = Math.floor(sunrise + 0.5 + geo.longitude / 360);
  const weekday = weekdayOfJdn(vedicDayJdn);
  const hora = horas(sunrise, sunset, next, weekday).find((h) => jdUt >= h.startJd && jdUt < h.endJd);
  if (hora === undefined) return null;
  return { day: { birthJd: jdUt, sunriseJd: sunrise, sunsetJd: sunset, nextSunriseJd: next }, vedicDayJdn, weekday, horaLord: hora.lord };
}
