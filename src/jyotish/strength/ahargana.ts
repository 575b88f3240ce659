/**
 * The lords of the year and the month for abda and masa bala (BPHS 27.13, with R. Santhanam's
 * note and B. V. Raman's *Graha and Bhava Balas*): the Surya Siddhanta counts civil days from
 * creation (the srishti ahargana), creation's first day being a Sunday; a year of 360 days
 * opens on weekday 3·⌊A/360⌋ mod 7 and a month of 30 days on 2·⌊A/30⌋ mod 7, since 360 ≡ 3
 * and 30 ≡ 2 (mod 7); the weekday's lord rules the year (month).
 */
import type { SevenGrahaId } from '../core/zodiac.ts';
import { weekdayLord } from '../panchang/segments.ts';

/**
 * Civil days from creation to the start of the Kali yuga: 1,955,880,000 Surya Siddhanta
 * years of 1,577,917,828 / 4,320,000 days each (a whole number; ≡ 5 mod 7, Kali opening on a Friday).
 */
export const srishtiDaysBeforeKali = 714_402_296_627;
/** Julian day number of the first day of the Kali yuga, Friday 18 February 3102 BCE (Julian calendar). */
export const kaliEpochJdn = 588_466;

/** Days elapsed from creation to the civil day with Julian day number `jdn` (the day itself not counted). */
export function srishtiAhargana(jdn: number): number {
  return srishtiDaysBeforeKali + (jdn - kaliEpochJdn);
}

/** Weekday of a Julian day number, 0 = Sunday. */
export function weekdayOfJdn(jdn: number): number {
  return (((jdn + 1) % 7) + 7) % 7;
}

export interface TimeLords {
  ahargana: number;
  /** Weekday (0 = Sunday) on which the 360-day year of the birth opened, and its lord. */
  yearWeekday: number;
  yearLord: SevenGrahaId;
  monthWeekday: number;
  monthLord: SevenGrahaId;
}

/** Year and month lords of the civil day `jdn` (the Vedic day of the birth: sunrise to sunrise). */
export function yearAndMonthLords(jdn: number): TimeLords {
  const ahargana = srishtiAhargana(jdn);
  const yearWeekday = (Math.floor(ahargana / 360) * 360) % 7;
  const monthWeekday = (Math.floor(ahargana / 30) * 30) % 7;
  return { ahargana, yearWeekday, yearLord: weekdayLord[yearWeekday], monthWeekday, monthLord: weekdayLord[monthWeekday] };
}
