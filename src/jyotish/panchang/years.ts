import { normalizeDegrees } from '../../shared/angles.ts';
import { jdUtToEpochMilliseconds, type JulianDayUt } from '../../shared/units.ts';
import { meanSynodicMonthDays, type LunarMonthNumber } from './lunar-month.ts';

export interface HinduYears {
  /** Saka (Chaitradi, luni-solar): G − 78 from Chaitra Shukla Pratipada, else G − 79. */
  saka: number;
  /** Vikram Samvat, North Indian Chaitradi reckoning: Saka + 135. */
  vikram: number;
  /** Vikram Samvat, Gujarati Kartikadi reckoning (turns at Kartika Shukla Pratipada). */
  vikramGujarati: number;
  /** Kali Yuga year: Saka + 3179. */
  kali: number;
  /** 0-based samvatsara by `SAMV.NORTH`: (VS + 9) mod 60. */
  samvatsaraNorth: number;
  /** 0-based samvatsara by `SAMV.SOUTH`: (Saka + 11) mod 60. */
  samvatsaraSouth: number;
  /** 0-based samvatsara by `SAMV.GUJARATI`: (Kartikadi VS + 8) mod 60. */
  samvatsaraGujarati: number;
}

function gregorianYearOf(jd: number): number {
  return new Date(jdUtToEpochMilliseconds(jd as JulianDayUt)).getUTCFullYear();
}

/**
 * Era years for a day, from its amanta month and the new moon that opened it.
 *
 * The Chaitradi year began at the new moon opening Chaitra, m − 1 lunations (±1 for an
 * adhika month) before the current month's new moon. That new moon always falls in March or
 * April, so stepping back by mean lunations dates its Gregorian year without error; likewise
 * the Kartika new moon (October/November) for the Gujarati year.
 */
export function hinduYears(amantaMonth: LunarMonthNumber, monthStartNewMoonJd: number): HinduYears {
  const chaitraStartYear = gregorianYearOf(monthStartNewMoonJd - (amantaMonth - 1) * meanSynodicMonthDays);
  const lunationsSinceKartika = (amantaMonth - 8 + 12) % 12;
  const kartikaStartYear = gregorianYearOf(monthStartNewMoonJd - lunationsSinceKartika * meanSynodicMonthDays);
  const saka = chaitraStartYear - 78;
  const vikram = saka + 135;
  const vikramGujarati = kartikaStartYear + 57;
  return {
    saka,
    vikram,
    vikramGujarati,
    kali: saka + 3179,
    samvatsaraNorth: (((vikram + 9) % 60) + 60) % 60,
    samvatsaraSouth: (((saka + 11) % 60) + 60) % 60,
    samvatsaraGujarati: (((vikramGujarati + 8) % 60) + 60) % 60,
  };
}

/** Ritu by the lunar month (`RITU.LUNAR`): 0 Vasanta (Chaitra–Vaishakha) … 5 Shishira. */
export function lunarRitu(amantaMonth: LunarMonthNumber): number {
  return Math.floor((amantaMonth - 1) / 2);
}

/** Ritu by the tropical Sun (`RITU.DRIK`): 60° each, Vasanta from 330°. */
export function tropicalRitu(tropicalSunLongitude: number): number {
  return Math.floor(normalizeDegrees(tropicalSunLongitude - 330) / 60);
}

export type Ayana = 'uttarayana' | 'dakshinayana';

/**
 * Uttarayana while the Sun moves from 270° to 90° of its zodiac, else Dakshinayana. With the
 * tropical longitude this is `AYANA.DRIK` (solstice to solstice); with the sidereal one,
 * `AYANA.SIDEREAL` (Makara sankranti to Karka sankranti). Longitude in degrees, [0, 360).
 */
export function ayanaOf(sunLongitude: number): Ayana {
  return sunLongitude >= 270 || sunLongitude < 90 ? 'uttarayana' : 'dakshinayana';
}
