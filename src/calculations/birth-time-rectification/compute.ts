import type { Static } from 'typebox';
import { parseLocalDate, startOfLocalDay } from '../../astro/time/civil.ts';
import { defaultDashaYearDays } from '../../jyotish/dasha/year-length.ts';
import { diagnoseCandidate, type CandidateDiagnostics } from '../../jyotish/rectification/diagnostics.ts';
import { rectify, type CandidateScore, type Rectification, type RectificationEvent } from '../../jyotish/rectification/rectify.ts';
import { OutOfRange } from '../../shared/errors.ts';
import { epochMillisecondsToJdUt } from '../../shared/units.ts';
import { namingRangeErrors, resolveBirth, type ResolvedBirth } from '../shared/birth.ts';
import type { RectificationRequest } from './schema.ts';

type Request = Static<typeof RectificationRequest>;

export interface RectificationComputed {
  birth: ResolvedBirth;
  windowMinutes: number;
  yearDays: number;
  events: RectificationEvent[];
  rectification: Rectification;
  diagnostics: { recorded: CandidateDiagnostics | null; candidates: (CandidateDiagnostics | null)[] };
}

/** Days covered by the dasha table after birth (120 dasha years of the longest year served). */
const tableDays = 120 * 365.256364;

/**
 * The evaluation span of each event in UT Julian days: local noon of the date for day
 * precision (`RECT.EVENT_LOCAL_NOON`: 12 h after local midnight), the local calendar month or
 * year otherwise (clipped to start at the recorded birth).
 * @throws OutOfRange naming `/events/i/date` for a date before the birth or beyond the dasha table
 */
function eventSpans(request: Request, birth: ResolvedBirth, windowMinutes: number): RectificationEvent[] {
  const frame = birth.local.frame;
  const recordedJd = birth.local.instant.jdUt;
  return request.events.map((e, i) => {
    const path = `/events/${i}/date`;
    const date = parseLocalDate(e.date, path);
    const precision = e.precision ?? 'day';
    const jdOf = (d: typeof date) => epochMillisecondsToJdUt(startOfLocalDay(frame, d));
    let fromJd: number;
    let toJd: number;
    if (precision === 'day') {
      fromJd = jdOf(date) + 0.5;
      toJd = fromJd;
    } else {
      const first = precision === 'month' ? date.with({ day: 1 }) : date.with({ month: 1, day: 1 });
      fromJd = jdOf(first);
      toJd = jdOf(precision === 'month' ? first.add({ months: 1 }) : first.add({ years: 1 }));
    }
    const earliestBirth = recordedJd - windowMinutes / 1440;
    if (toJd < earliestBirth) throw new OutOfRange(path, 'is before the birth');
    if (fromJd > earliestBirth + tableDays - 1) throw new OutOfRange(path, 'is more than 120 years after the birth, beyond the Vimshottari table');
    return { type: e.type, precision, fromJd: Math.max(fromJd, recordedJd), toJd };
  });
}

function diagnose(c: CandidateScore, birth: ResolvedBirth): CandidateDiagnostics | null {
  return diagnoseCandidate(
    { jd: c.sky.jd, lagnaLongitude: c.sky.lagnaLongitude, moonLongitude: c.sky.longitude.moon, sunLongitude: c.sky.longitude.sun },
    { geo: birth.geo, frame: birth.local.frame, sunrise: birth.sunrise, ayanamsha: birth.sky.ayanamsha },
  );
}

/**
 * Ranks the candidate minutes of the window and reports the diagnostics of the five best and
 * of the recorded time.
 * @throws the errors of resolveBirth; OutOfRange naming `/events/i/date` or `/localDate`
 */
export function computeRectification(request: Request): RectificationComputed {
  const birth = resolveBirth(request);
  const windowMinutes = request.windowMinutes ?? 30;
  const yearDays = request.dashaYearDays ?? defaultDashaYearDays;
  const events = eventSpans(request, birth, windowMinutes);
  return namingRangeErrors('/localDate', () => {
    const rectification = rectify({
      recordedJd: birth.local.instant.jdUt,
      windowMinutes,
      latitude: birth.geo.latitude,
      longitude: birth.geo.longitude,
      sky: birth.sky,
      yearDays,
      events,
      kundaRule: request.kundaRule ?? 'lord',
      kundaFilter: request.kundaFilter ?? false,
    });
    return {
      birth,
      windowMinutes,
      yearDays,
      events,
      rectification,
      diagnostics: {
        recorded: diagnose(rectification.recorded, birth),
        candidates: rectification.top.map((c) => diagnose(c, birth)),
      },
    };
  });
}
