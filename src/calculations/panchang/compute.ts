import type { Static } from 'typebox';
import { startOfLocalDayAt } from '../../astro/time/start-of-day.ts';
import { computePanchangDay, type PanchangDay, type PanchangInput } from '../../jyotish/panchang/panchang.ts';
import { epochMillisecondsToJdUt } from '../../shared/units.ts';
import { namingRangeErrors, type ResolvedBirth } from '../shared/birth.ts';
import { resolveBirthShared } from '../shared/natal-cache.ts';
import type { PanchangRequest } from './schema.ts';

export interface PanchangComputed {
  birth: ResolvedBirth;
  day: PanchangDay;
}

/** The panchang of the requested civil date at the place. */
export function computePanchang(request: Static<typeof PanchangRequest>): PanchangComputed {
  // Shared with the natal calculations of the same moment (natal-cache.ts).
  const birth = resolveBirthShared(request);
  const day = namingRangeErrors('/localDate', () => computePanchangDay(panchangDayInput(birth)));
  return { birth, day };
}

/** The core's input for the civil date of a resolved request (also used by bench/panchang.ts). */
export function panchangDayInput(birth: ResolvedBirth): PanchangInput {
  const { frame, localDate } = birth.local;
  const { year, month, day } = localDate;
  return {
    civilDayStartJd: epochMillisecondsToJdUt(startOfLocalDayAt(frame, year, month, day)),
    // The next date's midnight without Temporal's date arithmetic (~12 µs): the day rolls over.
    civilDayEndJd: epochMillisecondsToJdUt(startOfLocalDayAt(frame, year, month, day + 1)),
    civilWeekday: localDate.dayOfWeek % 7,
    momentJd: birth.local.instant.jdUt,
    geo: birth.geo,
    sky: birth.sky,
    sunrise: birth.sunrise,
  };
}
