import type { Static } from 'typebox';
import type { Temporal } from 'temporal-polyfill';
import { parseLocalDate, requireTimeZone } from '../../astro/time/civil.ts';
import { vargaChart, type VargaChart } from '../../jyotish/chart/varga-chart.ts';
import type { GrahaId } from '../../jyotish/core/zodiac.ts';
import { dayStarts, overlaysOf, scoreDays, type DayScore, type Overlays } from '../../jyotish/predictions/forecast.ts';
import {
  ingressesBetween, type EclipseEvent, type IngressEvent, type StationEvent,
} from '../../jyotish/predictions/overlays.ts';
import type { DayStart } from '../../jyotish/predictions/periods.ts';
import type { SignalContext } from '../../jyotish/predictions/signals.ts';
import { buildSkyTimeline } from '../../jyotish/predictions/sky-timeline.ts';
import { namingRangeErrors } from '../shared/birth.ts';
import { resolveNatal, type ResolvedNatal } from '../shared/natal.ts';
import { natalContext, reckoningPlace, type PredictionSetting } from '../predictions/compute.ts';
import type { PlannerRequest } from './schema.ts';

type Request = Static<typeof PlannerRequest>;

/** Grahas whose sign ingress is a notable event of a planner day (Ketu's is Rahu's, opposite). */
const eventIngressGrahas: readonly GrahaId[] = ['sun', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu'];

export interface MoonEntry {
  jd: number;
  sign: number;
  /** End of that stay of the Moon in the 8th (it may fall after the planner). */
  endJd: number;
}

export interface PlannerDayEvents {
  ingresses: IngressEvent[];
  stations: StationEvent[];
  moonEntersEighth: MoonEntry[];
  eclipses: EclipseEvent[];
  chandrashtama: boolean;
}

export interface PlannerComputed {
  natal: ResolvedNatal;
  ctx: SignalContext;
  setting: PredictionSetting;
  firstDate: Temporal.PlainDate;
  starts: DayStart[];
  days: DayScore[];
  events: PlannerDayEvents[];
  overlays: Overlays;
  d1: VargaChart;
  d9: VargaChart;
}

/**
 * The personal planner: the natal chart, then one shared sky search over the whole span and
 * each day scored from it exactly as the daily prediction scores that day.
 * @throws ValidationFailed | OutOfRange | LocalTimeNonexistent naming the field
 */
export function computePlanner(request: Request): PlannerComputed {
  const natal = resolveNatal({ ...request, houseSystem: 'whole-sign' });
  const firstDate = parseLocalDate(request.startDate, '/startDate');
  const here = request.currentLocation;
  const timezone = here ? requireTimeZone(here.timezone, '/currentLocation/timezone') : natal.birth.local.frame.timezone;
  const geo = here ? reckoningPlace(here, '/currentLocation') : natal.birth.geo;
  const setting: PredictionSetting = {
    frame: { kind: 'zone', timezone },
    geo,
    sunrise: request.sunrise ?? 'upper-limb-refracted',
    sky: natal.birth.sky,
  };
  const ctx = natalContext(natal);
  const moonSign = ctx.moonSign;

  return namingRangeErrors('/startDate', () => {
    const { dates, starts } = dayStarts(firstDate, request.days, { frame: setting.frame, geo, sunrise: setting.sunrise });
    const fromJd = starts[0].jd;
    const toJd = starts[starts.length - 1].jd;
    const t = buildSkyTimeline(fromJd, toJd, setting.sky);
    const days = scoreDays(t, dates, starts, ctx);
    const overlays = overlaysOf(t, moonSign, fromJd, toJd);
    const allIngresses = ingressesBetween(t, eventIngressGrahas, moonSign, fromJd, toJd);
    const allStations = overlays.stations;
    const allEclipses = overlays.eclipses;
    const eighth = (moonSign + 7) % 12;
    const entries: MoonEntry[] = t.signs.moon.crossings
      .filter((c) => c.toIndex === eighth)
      .map((c) => ({ jd: c.jd, sign: eighth, endJd: overlays.chandrashtama.find((s) => Math.abs(s.startJd - c.jd) < 1e-6)?.endJd ?? c.jd }));
    const events = days.map((d): PlannerDayEvents => {
      const inDay = (jd: number) => jd >= d.start.jd && jd < d.end.jd;
      return {
        ingresses: allIngresses.filter((e) => inDay(e.jd)),
        stations: allStations.filter((s) => inDay(s.jd)),
        moonEntersEighth: entries.filter((e) => inDay(e.jd)),
        eclipses: allEclipses.filter((e) => inDay(e.maximumJd)),
        chandrashtama: overlays.chandrashtama.some((c) => c.startJd < d.end.jd && c.endJd > d.start.jd),
      };
    });
    return {
      natal, ctx, setting, firstDate, starts, days, events, overlays,
      d1: vargaChart(natal.chart, 1),
      d9: vargaChart(natal.chart, 9),
    };
  });
}
