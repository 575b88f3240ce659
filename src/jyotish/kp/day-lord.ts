/**
 * The day lord of a moment for the ruling planets (kp.md §6, `VAARA.SUNRISE`): the Vedic
 * weekday runs from sunrise to sunrise, so a moment before the sunrise of its civil date is
 * still under the previous weekday's lord (a question at 03:00 on a Tuesday is Monday's).
 * The sunrise of a civil date is the first rise after its local midnight, as in the panchang.
 */
import { nextRiseOrSet, type GeoPosition, type RiseDefinition } from '../../astro/rise-set.ts';
import { startOfLocalDay, type TimeFrame } from '../../astro/time/civil.ts';
import { epochMillisecondsToJdUt, type JulianDayUt } from '../../shared/units.ts';
import type { SevenGrahaId } from '../core/zodiac.ts';
import { weekdayLord } from '../panchang/segments.ts';

export interface DayLord {
  /** 0 = Sunday. */
  weekday: number;
  lord: SevenGrahaId;
  /** The sunrise of the moment's civil date, or null where the Sun does not rise that day. */
  sunriseJd: JulianDayUt | null;
  /** `sunrise`, or `civil-date` when the Sun does not rise that day and the civil weekday is used. */
  basis: 'sunrise' | 'civil-date';
}

/**
 * The day lord at `jd`, whose local civil date is `date`.
 * @throws OutOfRange when the sunrise search leaves the ephemeris range
 */
export function dayLordAt(
  jd: JulianDayUt,
  date: Parameters<typeof startOfLocalDay>[1],
  frame: TimeFrame,
  geo: GeoPosition,
  definition: RiseDefinition,
): DayLord {
  const midnight = epochMillisecondsToJdUt(startOfLocalDay(frame, date));
  const sunrise = nextRiseOrSet(midnight, 'sun', 'rise', geo, definition);
  const civilWeekday = date.dayOfWeek % 7;
  // A rise found beyond the next midnight is not this date's sunrise (polar night).
  if (sunrise === null || sunrise >= midnight + 1) {
    return { weekday: civilWeekday, lord: weekdayLord[civilWeekday], sunriseJd: null, basis: 'civil-date' };
  }
  const weekday = jd >= sunrise ? civilWeekday : (civilWeekday + 6) % 7;
  return { weekday, lord: weekdayLord[weekday], sunriseJd: sunrise, basis: 'sunrise' };
}
