/**
 * Regional solar (sankranti-based) months, docs/methods/calendar.md §3 (`SOLARMONTH.*`). The
 * Sun's sidereal ingress (sankranti) can fall at any moment; each region starts the civil month
 * on a day fixed by a cut-off time of the day of the ingress (Sewell & Dikshit, The Indian
 * Calendar, 1896, Art. 28):
 * - Tamil (`SOLARMONTH.TN_SUNSET`): ingress before sunset → that day is day 1, else the next;
 * - Malayalam (`SOLARMONTH.KL_AFTERNOON`): ingress within the first 3/5 of the daytime (by the
 *   end of madhyahna) → that day, else the next;
 * - Bengali (`SOLARMONTH.BN_MIDNIGHT`): ingress between sunrise and midnight → the next day,
 *   after midnight → the day after that;
 * - Odia (`SOLARMONTH.OR_SAME_DAY`): the Hindu day (sunrise to sunrise) of the ingress.
 * Each rule is "day 1 = the first civil day whose critical time comes after the ingress".
 */
import type { AngleSegment } from '../../astro/transitions.ts';
import type { CalendarDays } from './calendar-days.ts';

export type SolarCalendarId = 'tamil' | 'malayalam' | 'bengali' | 'odia';
export const solarCalendarIds: readonly SolarCalendarId[] = ['tamil', 'malayalam', 'bengali', 'odia'];

export const solarMonthMethodId: Record<SolarCalendarId, string> = {
  tamil: 'SOLARMONTH.TN_SUNSET',
  malayalam: 'SOLARMONTH.KL_AFTERNOON',
  bengali: 'SOLARMONTH.BN_MIDNIGHT',
  odia: 'SOLARMONTH.OR_SAME_DAY',
};

/** The critical time of a civil day: the ingress must precede it for the month to start that day. */
function criticalJd(days: CalendarDays, epochDay: number, id: SolarCalendarId): number {
  const d = days.day(epochDay);
  switch (id) {
    case 'tamil':
      return d.sunsetJd;
    case 'malayalam':
      return d.sunriseJd + (3 * (d.sunsetJd - d.sunriseJd)) / 5;
    case 'bengali':
      return d.civilStartJd;
    case 'odia':
      return days.nextSunriseJd(epochDay);
  }
}

/** The civil day (epoch day) on which a region's solar month begins, for an ingress instant. */
export function solarMonthStart(days: CalendarDays, ingressJd: number, id: SolarCalendarId): number {
  let e = days.civilEpochDayAt(ingressJd) - 1;
  while (criticalJd(days, e, id) <= ingressJd) e += 1;
  return e;
}

export interface SolarDate {
  /** 0-based sidereal sign whose month it is (0 = Mesha: Chithirai, Medam, Boishakh, Baisakha). */
  sign: number;
  /** Day of the month, 1-based. */
  day: number;
  /** Civil day on which the month began, and the ingress that opened it. */
  monthStartEpochDay: number;
  ingressJd: number;
}

/**
 * The regional solar date of a civil day.
 * @param signAtSunrise the Sun's sign segment current at the day's sunrise
 * @param previous the sign segment before it (its start is the earlier ingress)
 */
export function solarDate(
  days: CalendarDays,
  epochDay: number,
  id: SolarCalendarId,
  signAtSunrise: AngleSegment,
  previous: AngleSegment,
  next: AngleSegment,
): SolarDate {
  for (const seg of [next, signAtSunrise, previous]) {
    const start = solarMonthStart(days, seg.startJd, id);
    if (start <= epochDay) return { sign: seg.index, day: epochDay - start + 1, monthStartEpochDay: start, ingressJd: seg.startJd };
  }
  const start = solarMonthStart(days, previous.startJd, id);
  return { sign: previous.index, day: epochDay - start + 1, monthStartEpochDay: start, ingressJd: previous.startJd };
}
