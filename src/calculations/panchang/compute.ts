import type { Static } from 'typebox';
import { startOfLocalDay } from '../../astro/time/civil.ts';
import { computePanchangDay, type PanchangDay } from '../../jyotish/panchang/panchang.ts';
import { epochMillisecondsToJdUt } from '../../shared/units.ts';
import { resolveBirth, type ResolvedBirth } from '../shared/birth.ts';
import type { PanchangRequest } from './schema.ts';

export interface PanchangComputed {
  birth: ResolvedBirth;
  day: PanchangDay;
}

/** The panchang of the requested civil date at the place. */
export function computePanchang(request: Static<typeof PanchangRequest>): PanchangComputed {
  const birth = resolveBirth(request);
  const { frame, localDate } = birth.local;
  const civilDayStartJd = epochMillisecondsToJdUt(startOfLocalDay(frame, localDate));
  const civilDayEndJd = epochMillisecondsToJdUt(startOfLocalDay(frame, localDate.add({ days: 1 })));
  const day = computePanchangDay({
    civilDayStartJd,
    civilDayEndJd,
    civilWeekday: localDate.dayOfWeek % 7,
    momentJd: birth.local.instant.jdUt,
    geo: birth.geo,
    sky: birth.sky,
    sunrise: birth.sunrise,
  });
  return { birth, day };
}
