import type { Static } from 'typebox';
import { startOfLocalDay } from '../../astro/time/civil.ts';
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
  return {
    civilDayStartJd: epochMillisecondsToJdUt(startOfLocalDay(frame, localDate)),
    civilDayEndJd: epochMillisecondsToJdUt(startOfLocalDay(frame, localDate.add({ days: 1 }))),
    civilWeekday: localDate.dayOfWeek % 7,
    momentJd: birth.local.instant.jdUt,
    geo: birth.geo,
    sky: birth.sky,
    sunrise: birth.sunrise,
  };
}
