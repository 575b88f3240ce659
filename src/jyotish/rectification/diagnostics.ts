/**
 * R3 diagnostics of rectification.md §3: reported for the top candidates, never used for
 * ranking. Ishtakala I is in ghatis since sunrise (1 ghati = sunrise-to-sunrise / 60).
 * - `RECT.NAK_SHUDDHI`: r = ⌊4I⌋ mod 9; the janma nakshatra should be r+1, r+10 or r+19 (1-based).
 * - `RECT.PRANAPADA`: λP = λ☉ + 30°·((4I) mod 12) + (0° Sun in a movable sign, 240° fixed,
 *   120° dual); passes when P's sign is 1, 5, 7 or 9 from the lagna.
 * - `RECT.LAGNA_SHUDDHI`: the D1 lagna is 1, 5, 7 or 9 from the Moon or from Mandi; else the
 *   same test in D9. Mandi (`RECT.MANDI_START`) = the ascendant at the start of Saturn's
 *   eighth of the day (or night) — lords of the eighths in weekday order from the weekday
 *   lord by day, from the 5th weekday lord by night.
 */
import type { AyanamshaId } from '../../astro/ayanamsha.ts';
import { siderealCusps } from '../../astro/houses.ts';
import type { GeoPosition, RiseDefinition } from '../../astro/rise-set.ts';
import { localDateAt, type TimeFrame } from '../../astro/time/civil.ts';
import { normalizeDegrees } from '../../shared/angles.ts';
import { jdUtToEpochMilliseconds, type JulianDayUt } from '../../shared/units.ts';
import { hinduDayAt } from '../jamakkol/day.ts';
import { houseFrom, rashiIndexOf, rashiModality, nakshatraIndexOf } from '../core/zodiac.ts';
import { vargaSign } from '../chart/vargas.ts';

/** Ishtakala in ghatis at `jd` for the Hindu day [sunrise, nextSunrise). */
export function ishtakalaGhatis(jd: number, sunriseJd: number, nextSunriseJd: number): number {
  return ((jd - sunriseJd) / (nextSunriseJd - sunriseJd)) * 60;
}

export interface NakShuddhi {
  /** ⌊4I⌋ mod 9. */
  remainder: number;
  /** The three expected janma nakshatras, 1-based. */
  expected: number[];
  pass: boolean;
}

export function nakShuddhi(ishtakala: number, moonLongitude: number): NakShuddhi {
  const r = Math.floor(4 * ishtakala) % 9;
  const expected = [r + 1, r + 10, r + 19];
  return { remainder: r, expected, pass: expected.includes(nakshatraIndexOf(moonLongitude) + 1) };
}

export interface Pranapada {
  longitude: number;
  sign: number;
  houseFromLagna: number;
  pass: boolean;
}

export function pranapada(ishtakala: number, sunLongitude: number, lagnaSign: number): Pranapada {
  const signs = (4 * ishtakala) % 12;
  const modalityShift = [0, 240, 120][rashiModality(rashiIndexOf(sunLongitude))];
  const longitude = normalizeDegrees(sunLongitude + 30 * signs + modalityShift);
  const sign = rashiIndexOf(longitude);
  const houseFromLagna = houseFrom(lagnaSign, sign);
  return { longitude, sign, houseFromLagna, pass: [1, 5, 7, 9].includes(houseFromLagna) };
}

/**
 * Start of Saturn's eighth of the half-day holding `jd` (the instant whose ascendant is Mandi).
 * @param weekday weekday of the Hindu day, 0 = Sunday
 */
export function mandiInstant(jd: number, weekday: number, sunriseJd: number, sunsetJd: number, nextSunriseJd: number): number {
  const isDay = jd < sunsetJd;
  // Saturn is weekday 6: its part by day is (6 − w) mod 7; by night the count starts at the 5th lord (w + 4).
  const part = isDay ? (6 - weekday + 7) % 7 : (2 - weekday + 7) % 7;
  const [from, to] = isDay ? [sunriseJd, sunsetJd] : [sunsetJd, nextSunriseJd];
  return from + ((to - from) * part) / 8;
}

export type ShuddhiBasis = 'moon-d1' | 'mandi-d1' | 'moon-d9' | 'mandi-d9';

export interface LagnaShuddhi {
  pass: boolean;
  /** The first test that passed, or null. */
  basis: ShuddhiBasis | null;
  mandiLongitude: number;
}

const trines = [1, 5, 7, 9];

export function lagnaShuddhi(lagnaLongitude: number, moonLongitude: number, mandiLongitude: number): LagnaShuddhi {
  const ok = (from: number, to: number) => trines.includes(houseFrom(from, to));
  const l1 = rashiIndexOf(lagnaLongitude);
  const l9 = vargaSign(lagnaLongitude, 9);
  const tests: [ShuddhiBasis, boolean][] = [
    ['moon-d1', ok(rashiIndexOf(moonLongitude), l1)],
    ['mandi-d1', ok(rashiIndexOf(mandiLongitude), l1)],
    ['moon-d9', ok(vargaSign(moonLongitude, 9), l9)],
    ['mandi-d9', ok(vargaSign(mandiLongitude, 9), l9)],
  ];
  const hit = tests.find(([, pass]) => pass);
  return { pass: hit !== undefined, basis: hit ? hit[0] : null, mandiLongitude };
}

export interface CandidateDiagnostics {
  ishtakalaGhatis: number;
  nakShuddhi: NakShuddhi;
  lagnaShuddhi: LagnaShuddhi;
  pranapada: Pranapada;
}

/**
 * The three R3 diagnostics of one candidate time.
 * @returns null where the Sun does not rise and set around the time (no ishtakala)
 */
export function diagnoseCandidate(
  c: { jd: number; lagnaLongitude: number; moonLongitude: number; sunLongitude: number },
  place: { geo: GeoPosition; frame: TimeFrame; sunrise: RiseDefinition; ayanamsha: AyanamshaId },
): CandidateDiagnostics | null {
  const day = hinduDayAt(c.jd, place.geo, place.sunrise);
  if (day === null) return null;
  const weekday = localDateAt(place.frame, jdUtToEpochMilliseconds(day.sunriseJd as JulianDayUt)).dayOfWeek % 7;
  const ishtakala = ishtakalaGhatis(c.jd, day.sunriseJd, day.nextSunriseJd);
  const mandiJd = mandiInstant(c.jd, weekday, day.sunriseJd, day.sunsetJd, day.nextSunriseJd);
  const mandiLongitude = siderealCusps(mandiJd as JulianDayUt, place.geo.latitude, place.geo.longitude, 'equal', place.ayanamsha).ascendant;
  return {
    ishtakalaGhatis: ishtakala,
    nakShuddhi: nakShuddhi(ishtakala, c.moonLongitude),
    lagnaShuddhi: lagnaShuddhi(c.lagnaLongitude, c.moonLongitude, mandiLongitude),
    pranapada: pranapada(ishtakala, c.sunLongitude, rashiIndexOf(c.lagnaLongitude)),
  };
}
