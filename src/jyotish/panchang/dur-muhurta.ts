/**
 * Dur Muhurtam (`DURMUHURTA.DRIK`): the inauspicious muhurtas of each weekday. The day from
 * sunrise to sunset holds 15 muhurtas of equal length, the night from sunset to the next
 * sunrise another 15 (time-and-sky.md §8); each weekday names one or two of them.
 */
import { partOf, type Span } from './segments.ts';

export interface DurMuhurtaSlot {
  /** 1 … 15, counted from sunrise (day) or sunset (night). */
  muhurta: number;
  period: 'day' | 'night';
}

/**
 * The slots by weekday, 0 = Sunday (docs/methods/panchang-completion.md §1). The Saturday
 * pair (1st and 2nd day muhurtas) is what Drik Panchang prints; the shared methods file's
 * EX.DURMUHURTA row gives the 3rd, which no published day we found follows.
 */
export const durMuhurtaSlots: readonly (readonly DurMuhurtaSlot[])[] = [
  [{ muhurta: 14, period: 'day' }],
  [{ muhurta: 9, period: 'day' }, { muhurta: 12, period: 'day' }],
  [{ muhurta: 4, period: 'day' }, { muhurta: 7, period: 'night' }],
  [{ muhurta: 8, period: 'day' }],
  [{ muhurta: 6, period: 'day' }, { muhurta: 12, period: 'day' }],
  [{ muhurta: 4, period: 'day' }, { muhurta: 9, period: 'day' }],
  [{ muhurta: 1, period: 'day' }, { muhurta: 2, period: 'day' }],
];

export interface DurMuhurta extends DurMuhurtaSlot, Span {}

/**
 * The Dur Muhurtams of a Hindu day, in time order.
 * @param sunrise, sunset, nextSunrise UT Julian days bounding the day and the night
 * @param weekday 0 = Sunday (the vaara of the day)
 */
export function durMuhurtas(sunrise: number, sunset: number, nextSunrise: number, weekday: number): DurMuhurta[] {
  return durMuhurtaSlots[weekday].map((slot) => ({
    ...slot,
    ...(slot.period === 'day' ? partOf(sunrise, sunset, 15, slot.muhurta) : partOf(sunset, nextSunrise, 15, slot.muhurta)),
  }));
}
