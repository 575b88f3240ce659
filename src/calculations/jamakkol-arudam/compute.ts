import type { Static } from 'typebox';
import { computeJamakkol, type JamakkolChart } from '../../jyotish/jamakkol/jamakkol.ts';
import type { UdayamRule } from '../../jyotish/jamakkol/points.ts';
import type { NightRule } from '../../jyotish/jamakkol/ring.ts';
import { OutOfRange } from '../../shared/errors.ts';
import { namingRangeErrors, resolveBirth, type ResolvedBirth } from '../shared/birth.ts';
import type { JamakkolRequest } from './schema.ts';

export interface JamakkolComputed {
  birth: ResolvedBirth;
  chart: JamakkolChart;
  clock: { minute: number; second: number };
  udayamRule: UdayamRule;
  nightRule: NightRule;
}

/**
 * The Jamakkol chart of the query moment and place.
 * @throws OutOfRange naming `/latitude` where the Sun does not rise and set (polar day or
 *   night), `/localDate` where the searches leave the ephemeris range; the errors of resolveBirth
 */
export function computeJamakkolRequest(request: Static<typeof JamakkolRequest>): JamakkolComputed {
  const birth = resolveBirth(request);
  // The 5-minute rule reads the wall clock as given (minutes past the hour, seconds).
  const [, mm, ss] = request.localTime.split(':');
  const clock = { minute: Number(mm), second: Number(ss ?? 0) };
  const udayamRule = request.udayamRule ?? 'sun-arc';
  const nightRule = request.nightRule ?? 'from-fifth';
  const chart = namingRangeErrors('/localDate', () =>
    computeJamakkol({
      jd: birth.local.instant.jdUt,
      clockMinute: clock.minute,
      clockSecond: clock.second,
      frame: birth.local.frame,
      geo: birth.geo,
      sky: birth.sky,
      sunrise: birth.sunrise,
      udayamRule,
      nightRule,
      chosenSign: request.chosenSign === undefined ? null : request.chosenSign - 1,
    }),
  );
  if (chart === null) {
    throw new OutOfRange('/latitude', 'the Sun does not both rise and set around this moment at this latitude (polar day or night), so the jamams are undefined');
  }
  return { birth, chart, clock, udayamRule, nightRule };
}
