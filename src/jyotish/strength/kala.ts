/**
 * Kala bala (temporal strength, BPHS 27.8–20) apart from yuddha bala (`yuddha.ts`): nathonnatha,
 * paksha, tribhaga, the lords of year, month, weekday and hora, and ayana bala, in virupas.
 */
import { separation } from '../../shared/angles.ts';
import type { SevenGrahaId } from '../core/zodiac.ts';
import type { Nature } from './nature.ts';

/** The Hindu day around a birth: sunrise before it, the sunset after that sunrise, the next sunrise (Julian days). */
export interface BirthDay {
  birthJd: number;
  sunriseJd: number;
  sunsetJd: number;
  nextSunriseJd: number;
}

export function isDayBirth(day: BirthDay): boolean {
  return day.birthJd < day.sunsetJd;
}

const dayStrong: readonly SevenGrahaId[] = ['sun', 'jupiter', 'venus'];
const nightStrong: readonly SevenGrahaId[] = ['moon', 'mars', 'saturn'];

/**
 * Nathonnatha (diva-ratri) bala. Mercury always has 60. The Sun, Jupiter and Venus have 60 at
 * apparent noon (the midpoint of sunrise and sunset) and 0 at apparent midnight (the midpoint
 * of sunset and the next sunrise); the Moon, Mars and Saturn the complement. Between the two
 * the strength is proportional to the time from midnight, 12 hours to the full 60 (Raman:
 * twice the ghatis from midnight).
 */
export function nathonnathaBala(graha: SevenGrahaId, day: BirthDay): number {
  if (graha === 'mercury') return 60;
  const day_ = isDayBirth(day);
  const anchor = day_ ? (day.sunriseJd + day.sunsetJd) / 2 : (day.sunsetJd + day.nextSunriseJd) / 2;
  const fromAnchorDays = Math.min(0.5, Math.abs(day.birthJd - anchor));
  // Strength of the group that the half of the day favours, 60 at noon (midnight), less towards the other.
  const favoured = 60 * (1 - fromAnchorDays / 0.5);
  const dayGroupStrength = day_ ? favoured : 60 - favoured;
  if (dayStrong.includes(graha)) return dayGroupStrength;
  if (nightStrong.includes(graha)) return 60 - dayGroupStrength;
  return 0;
}

/**
 * Paksha bala: x = the arc between the Sun and the Moon (0–180°); a benefic has x/3, a
 * malefic 60 − x/3; the Moon's value is doubled (its motional strength, B. V. Raman).
 */
export function pakshaBala(graha: SevenGrahaId, nature: Nature, sunLongitude: number, moonLongitude: number): number {
  const third = separation(sunLongitude, moonLongitude) / 3;
  const value = nature === 'benefic' ? third : 60 - third;
  return graha === 'moon' ? 2 * value : value;
}

const dayThirdLords: readonly SevenGrahaId[] = ['mercury', 'sun', 'saturn'];
const nightThirdLords: readonly SevenGrahaId[] = ['moon', 'venus', 'mars'];

/** The lord of the third of the day (Mercury, Sun, Saturn) or night (Moon, Venus, Mars) holding the birth. */
export function tribhagaLord(day: BirthDay): SevenGrahaId {
  const day_ = isDayBirth(day);
  const from = day_ ? day.sunriseJd : day.sunsetJd;
  const to = day_ ? day.sunsetJd : day.nextSunriseJd;
  const part = Math.min(2, Math.max(0, Math.floor(((day.birthJd - from) / (to - from)) * 3)));
  return (day_ ? dayThirdLords : nightThirdLords)[part];
}

/** Tribhaga bala: 60 to the lord of the third holding the birth, and always 60 to Jupiter. */
export function tribhagaBala(graha: SevenGrahaId, day: BirthDay): number {
  return graha === 'jupiter' || tribhagaLord(day) === graha ? 60 : 0;
}

export interface KalaLords {
  year: SevenGrahaId;
  month: SevenGrahaId;
  weekday: SevenGrahaId;
  hora: SevenGrahaId;
}

/** Abda, masa, vara and hora bala: 15, 30, 45 and 60 virupas to the lords of year, month, weekday and hora. */
export function lordBalas(graha: SevenGrahaId, lords: KalaLords): { abda: number; masa: number; vara: number; hora: number } {
  return {
    abda: lords.year === graha ? 15 : 0,
    masa: lords.month === graha ? 30 : 0,
    vara: lords.weekday === graha ? 45 : 0,
    hora: lords.hora === graha ? 60 : 0,
  };
}

/**
 * Kranti (declination) of the ecliptic point at a tropical longitude, degrees, north
 * positive: sin δ = sin ε · sin λ. The graha's latitude is not used, as in the worked examples
 * of Raman and Jain.
 */
export function krantiDegrees(tropicalLongitude: number, obliquityDegrees: number): number {
  const rad = Math.PI / 180;
  return Math.asin(Math.sin(obliquityDegrees * rad) * Math.sin(tropicalLongitude * rad)) / rad;
}

/**
 * Ayana bala (BPHS 27.14–15): with the kranti δ (north positive), (24 + δ)·60/48 for the Sun,
 * Mars, Jupiter and Venus, (24 − δ)·60/48 for the Moon and Saturn, (24 + |δ|)·60/48 for
 * Mercury; the Sun's is doubled (its motional strength). 0–60 virupas (0–120 for the Sun).
 */
export function ayanaBala(graha: SevenGrahaId, krantiNorthDegrees: number): number {
  const delta = graha === 'mercury' ? Math.abs(krantiNorthDegrees) : graha === 'moon' || graha === 'saturn' ? -krantiNorthDegrees : krantiNorthDegrees;
  const value = ((24 + delta) * 60) / 48;
  return graha === 'sun' ? 2 * value : value;
}
