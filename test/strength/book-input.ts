/**
 * Builds the core's typed input from a book's printed inputs (Raman's standard horoscope), so
 * the rules are checked against the book without an ephemeris in between.
 */
import { readFileSync } from 'node:fs';
import { sevenGrahaIds, type SevenGrahaId } from '../../src/jyotish/core/zodiac.ts';
import type { ShadbalaInput } from '../../src/jyotish/strength/shadbala.ts';
import { horas } from '../../src/jyotish/panchang/segments.ts';
import { weekdayOfJdn } from '../../src/jyotish/strength/ahargana.ts';

export const dms = (d: number, m = 0, s = 0) => d + m / 60 + s / 3600;

export const raman = JSON.parse(readFileSync(new URL('../golden/strength/raman-standard-horoscope.json', import.meta.url), 'utf8'));
export const jain = JSON.parse(readFileSync(new URL('../golden/strength/jain-shadbala.json', import.meta.url), 'utf8'));

export function byGraha(values: readonly number[]): Record<SevenGrahaId, number> {
  return Object.fromEntries(sevenGrahaIds.map((g, i) => [g, values[i]])) as Record<SevenGrahaId, number>;
}

/** Raman's Wednesday 16 October 1918 (Julian day number 2421883), times as local mean time. */
export function ramanInput(): ShadbalaInput & { madhyas: number[] } {
  const jdn = 2_421_883;
  const midnight = jdn - 0.5;
  const sunrise = midnight + dms(5, 54) / 24;
  const sunset = sunrise + (raman.birth.dayLengthGhatis * 24) / 60 / 24;
  const nextSunrise = sunrise + 1;
  const birth = midnight + dms(14, 6, 16) / 24;
  const weekday = weekdayOfJdn(jdn);
  const hora = horas(sunrise, sunset, nextSunrise, weekday).find((h) => birth >= h.startJd && birth < h.endJd)!;
  const longitudes = byGraha(raman.inputs.longitudesDms.map((x: number[]) => dms(x[0], x[1], x[2])));
  const rahu = dms(...(raman.inputs.rahuDms as [number, number, number]));
  return {
    longitudes,
    latitudes: byGraha([0, 0, 0, 0, 0, 0, 0]),
    rahu,
    ketu: (rahu + 180) % 360,
    ayanamshaDegrees: raman.inputs.ayanamshaDegrees,
    ascendant: dms(...(raman.inputs.ascendantDms as [number, number, number])),
    mc: dms(...(raman.inputs.mcDms as [number, number, number])),
    day: { birthJd: birth, sunriseJd: sunrise, sunsetJd: sunset, nextSunriseJd: nextSunrise },
    vedicDayJdn: jdn,
    horaLord: hora.lord,
    // No mean longitudes are printed with the inputs: chesta bala is checked end to end instead.
    meanLongitudes: { sun: longitudes.sun, mars: longitudes.mars, mercury: longitudes.mercury, jupiter: longitudes.jupiter, venus: longitudes.venus, saturn: longitudes.saturn },
    obliquityDegrees: 24,
    madhyas: raman.inputs.bhavaMadhyasDm.map((x: number[]) => dms(x[0], x[1])),
  };
}
