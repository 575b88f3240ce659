import type { Static } from 'typebox';
import { defaultAyanamsha } from '../../astro/ayanamsha.ts';
import { maximumLagnaLatitude } from '../../astro/lagna-ingress.ts';
import { siderealPosition, type SkySettings } from '../../astro/positions.ts';
import { coveredJdUt } from '../../astro/swe.ts';
import { parseLocalDate, requireTimeZone, startOfLocalDay, type TimeFrame } from '../../astro/time/civil.ts';
import { nakshatraIndexOf, rashiIndexOf } from '../../jyotish/core/zodiac.ts';
import { exclusionsFor, type ExclusionId } from '../../jyotish/muhurat/exclusions.ts';
import { searchMuhurat, type MuhuratSearchResult, type SearchDay } from '../../jyotish/muhurat/search.ts';
import type { Participant } from '../../jyotish/muhurat/windows.ts';
import { OutOfRange, ValidationFailed } from '../../shared/errors.ts';
import { epochMillisecondsToJdUt } from '../../shared/units.ts';
import { resolveBirth } from '../shared/birth.ts';
import type { MuhuratFinderRequest } from './schema.ts';

export const maximumRangeDays = 366;

export interface MuhuratComputed {
  request: Static<typeof MuhuratFinderRequest>;
  frame: TimeFrame;
  sky: SkySettings;
  days: SearchDay[];
  exclusions: ExclusionId[];
  participants: Participant[];
  search: MuhuratSearchResult;
}

/**
 * Validates the range and venue, resolves the participants' Moons and runs the search.
 * @throws ValidationFailed | OutOfRange naming the field
 */
export function computeMuhurat(request: Static<typeof MuhuratFinderRequest>): MuhuratComputed {
  const start = parseLocalDate(request.startDate, '/startDate');
  const end = parseLocalDate(request.endDate, '/endDate');
  const timezone = requireTimeZone(request.timezone, '/timezone');
  const span = start.until(end, { largestUnit: 'day' }).days + 1;
  if (span < 1) throw new ValidationFailed('/endDate', 'must not be before startDate');
  if (span > maximumRangeDays) throw new ValidationFailed('/endDate', `the range may hold at most ${maximumRangeDays} days`);
  if (Math.abs(request.latitude) > maximumLagnaLatitude) {
    throw new OutOfRange('/latitude', `the muhurat finder serves latitudes within ±${maximumLagnaLatitude}°, where every lagna rises daily`);
  }
  if (request.travelDirection !== undefined && request.activity !== 'travel') {
    throw new ValidationFailed('/travelDirection', 'applies to the activity travel only');
  }
  const frame: TimeFrame = { kind: 'zone', timezone };
  const days: SearchDay[] = [];
  for (let d = start, i = 0; i < span; i++, d = d.add({ days: 1 })) {
    days.push({
      date: d.toString(),
      civilStartJd: epochMillisecondsToJdUt(startOfLocalDay(frame, d)),
      civilEndJd: epochMillisecondsToJdUt(startOfLocalDay(frame, d.add({ days: 1 }))),
      weekday: d.dayOfWeek % 7,
    });
  }
  // Rises, eclipses and lunar months reach a few days (and a lunation) beyond the range.
  if (days[0].civilStartJd - 35 < coveredJdUt.first) throw new OutOfRange('/startDate', 'lies too close to 1800-01-01, the start of the ephemeris served');
  if (days[days.length - 1].civilEndJd + 35 > coveredJdUt.last) throw new OutOfRange('/endDate', 'lies too close to 2399-12-31, the end of the ephemeris served');

  const sky: SkySettings = { ayanamsha: request.ayanamsha ?? defaultAyanamsha, nodeType: 'mean', positions: 'apparent' };
  const participants: Participant[] = (request.participants ?? []).map((p, i) => {
    const birth = resolveBirth({ ...p, ayanamsha: sky.ayanamsha }, `/participants/${i}`);
    const moon = siderealPosition(birth.local.instant.jdUt, 'moon', sky).longitude;
    return { janmaNakshatra: nakshatraIndexOf(moon), moonSign: rashiIndexOf(moon) };
  });
  const exclusions = exclusionsFor(request.activity, new Set(request.disabledExclusions ?? []), request.travelDirection === 'south');
  const search = searchMuhurat({
    activity: request.activity,
    participants,
    exclusions: new Set(exclusions),
    bhadraRule: request.bhadraRule === 'all' ? 'all' : 'earth',
    daytimeOnly: request.daytimeOnly ?? false,
    minimumWindowDays: (request.minimumWindowMinutes ?? 5) / 1440,
    days,
    geo: { latitude: request.latitude, longitude: request.longitude, elevationMeters: 0 },
    sky,
    sunriseDefinition: request.sunrise ?? 'upper-limb-refracted',
    travelDirection: request.travelDirection ?? null,
    eclipseMarginDays: request.eclipseMarginDays ?? 0,
  });
  return { request, frame, sky, days, exclusions, participants, search };
}
