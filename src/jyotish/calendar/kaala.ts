/**
 * The parts of a Hindu day at which a festival's tithi is tested (docs/methods/calendar.md §4,
 * `KAALA.FIFTHS`): the daytime (sunrise R → sunset S, length D) in five equal parts (pratah,
 * sangava, madhyahna, aparahna, sayahna), its first half (purvahna as Drik Panchang prints it),
 * the night (S → next sunrise R′, length N) with pradosh its first fifth and nishita its 8th of
 * 15 muhurtas, arunodaya four ghatis (96 min) before sunrise, and the instants sunrise and moonrise.
 */
import type { CalendarDays } from './calendar-days.ts';

export type Kaala =
  | 'sunrise'
  | 'arunodaya'
  | 'pratahkal'
  | 'purvahna'
  | 'madhyahna'
  | 'aparahna'
  | 'pradosh'
  | 'nishita'
  | 'moonrise';

export const kaalas: readonly Kaala[] = [
  'sunrise', 'arunodaya', 'pratahkal', 'purvahna', 'madhyahna', 'aparahna', 'pradosh', 'nishita', 'moonrise',
];

/** A window of UT Julian days; an instant has start = end. */
export interface Window {
  startJd: number;
  endJd: number;
}

/** Four ghatis of 24 minutes, in days. */
export const arunodayaDays = 96 / 1440;

/**
 * The window of a kaala on a civil date, or null when it does not exist (no moonrise in that
 * Hindu day).
 */
export function kaalaWindow(days: CalendarDays, epochDay: number, kaala: Kaala): Window | null {
  const d = days.day(epochDay);
  const r = d.sunriseJd;
  const s = d.sunsetJd;
  const dayLength = s - r;
  const night = days.nextSunriseJd(epochDay) - s;
  const part = (from: number, length: number, k: number, n: number): Window => ({
    startJd: from + ((k - 1) * length) / n,
    endJd: from + (k * length) / n,
  });
  switch (kaala) {
    case 'sunrise':
      return { startJd: r, endJd: r };
    case 'arunodaya':
      return { startJd: r - arunodayaDays, endJd: r - arunodayaDays };
    case 'pratahkal':
      return part(r, dayLength, 1, 5);
    case 'purvahna':
      return part(r, dayLength, 1, 2);
    case 'madhyahna':
      return part(r, dayLength, 3, 5);
    case 'aparahna':
      return part(r, dayLength, 4, 5);
    case 'pradosh':
      return part(s, night, 1, 5);
    case 'nishita':
      return part(s, night, 8, 15);
    case 'moonrise': {
      const m = days.moonriseJd(epochDay);
      return m === null ? null : { startJd: m, endJd: m };
    }
  }
}

/** The middle of the night after a civil date's sunset (the latest Holika Dahan window ends). */
export function midnightJd(days: CalendarDays, epochDay: number): number {
  const s = days.day(epochDay).sunsetJd;
  return s + (days.nextSunriseJd(epochDay) - s) / 2;
}

/**
 * How much of a window a span covers, in days; an instant window counts as covered (a tiny
 * positive value) when it lies inside [start, end).
 */
export function coverage(window: Window, span: Window): number {
  if (window.endJd === window.startJd) return window.startJd >= span.startJd && window.startJd < span.endJd ? 1e-9 : 0;
  return Math.max(0, Math.min(window.endJd, span.endJd) - Math.max(window.startJd, span.startJd));
}
