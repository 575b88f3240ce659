/**
 * The prediction pipeline over one period (predictions.md): positions → per-graha signals with
 * rule ids → weighted aggregate; plus the overlays. The sky is searched once over the whole
 * span (`sky-timeline.ts`) and every period or day inside it is sliced from that search, so a
 * month's days and a 31-day planner cost one search.
 */
import type { Temporal } from 'temporal-polyfill';
import type { SkySettings } from '../../astro/positions.ts';
import { grahaIds } from '../core/zodiac.ts';
import { aggregate, type Aggregate } from './aggregate.ts';
import {
  chandrashtamaSpans, eclipsesOnMoonAxis, ingressesBetween, overlayIngressGrahas, stationsIn,
  type ChandrashtamaSpan, type EclipseEvent, type IngressEvent, type StationEvent,
} from './overlays.ts';
import { dayStart, periodBounds, type DayReckoning, type DayStart, type PeriodBounds } from './periods.ts';
import { saturnOverlays, type SaturnOverlay } from './saturn-phase.ts';
import { grahaSignal, moonModules, type GrahaSignal, type MoonModules, type SignalContext } from './signals.ts';
import { buildSkyTimeline, configurationsBetween, type SkyTimeline } from './sky-timeline.ts';
import type { PeriodKind } from './weights.ts';

/** Signals, Moon modules and aggregate of one period of the timeline. */
export interface PeriodScore {
  startJd: number;
  endJd: number;
  /** The nine grahas, Sun … Ketu. */
  signals: GrahaSignal[];
  moon: MoonModules;
  aggregate: Aggregate;
}

/** Scores [startJd, endJd) (inside the timeline) with the weights of `kind`. */
export function scorePeriod(t: SkyTimeline, kind: PeriodKind, startJd: number, endJd: number, ctx: SignalContext): PeriodScore {
  const configs = configurationsBetween(t, startJd, endJd);
  const signals = grahaIds.map((g) => grahaSignal(g, configs, ctx));
  const moon = moonModules(configs, ctx);
  return { startJd, endJd, signals, moon, aggregate: aggregate(kind, signals, moon) };
}

export interface Overlays {
  saturn: SaturnOverlay[];
  /** Jupiter, Saturn and Rahu. */
  ingresses: IngressEvent[];
  stations: StationEvent[];
  eclipses: EclipseEvent[];
  chandrashtama: ChandrashtamaSpan[];
}

/** The overlays of [startJd, endJd) (inside the timeline). */
export function overlaysOf(t: SkyTimeline, moonSign: number, startJd: number, endJd: number): Overlays {
  return {
    saturn: saturnOverlays(moonSign, startJd, endJd, t.sky),
    ingresses: ingressesBetween(t, overlayIngressGrahas, moonSign, startJd, endJd),
    stations: stationsIn(t, moonSign, startJd, endJd),
    eclipses: eclipsesOnMoonAxis(moonSign, startJd, endJd, t.sky),
    chandrashtama: chandrashtamaSpans(t, moonSign, startJd, endJd),
  };
}

export interface DayScore {
  date: Temporal.PlainDate;
  start: DayStart;
  end: DayStart;
  score: PeriodScore;
}

/**
 * Every day of a run of civil dates, each from its own start (sunrise or midnight) to the
 * next date's, scored with the day weights on one shared timeline.
 */
export function scoreDays(t: SkyTimeline, dates: readonly Temporal.PlainDate[], starts: readonly DayStart[], ctx: SignalContext): DayScore[] {
  return dates.map((date, i) => ({
    date,
    start: starts[i],
    end: starts[i + 1],
    score: scorePeriod(t, 'day', starts[i].jd, starts[i + 1].jd, ctx),
  }));
}

/** The starts of `count` consecutive dates from `first`, and of the date after them. */
export function dayStarts(first: Temporal.PlainDate, count: number, r: DayReckoning): { dates: Temporal.PlainDate[]; starts: DayStart[] } {
  const dates: Temporal.PlainDate[] = [];
  const starts: DayStart[] = [];
  for (let i = 0; i <= count; i++) {
    const d = first.add({ days: i });
    if (i < count) dates.push(d);
    starts.push(dayStart(d, r));
  }
  return { dates, starts };
}

export interface PredictionInput {
  kind: PeriodKind;
  /** Any date of the period. */
  date: Temporal.PlainDate;
  reckoning: DayReckoning;
  sky: SkySettings;
  ctx: SignalContext;
}

export interface Prediction {
  bounds: PeriodBounds;
  period: PeriodScore;
  overlays: Overlays;
  /** Weekly and monthly: each day of the period with the day weights; null for a day. */
  days: DayScore[] | null;
}

/**
 * A daily, weekly or monthly prediction.
 * @throws EphemerisUnavailable | OutOfRange (naming no field) when the ephemeris does not answer
 */
export function predict(input: PredictionInput): Prediction {
  const { kind, date, reckoning, sky, ctx } = input;
  const bounds = periodBounds(kind, date, reckoning);
  const t = buildSkyTimeline(bounds.start.jd, bounds.end.jd, sky);
  const period = scorePeriod(t, kind, bounds.start.jd, bounds.end.jd, ctx);
  const overlays = overlaysOf(t, ctx.moonSign, bounds.start.jd, bounds.end.jd);
  let days: DayScore[] | null = null;
  if (kind !== 'day') {
    const count = bounds.lastDate.since(bounds.firstDate).days + 1;
    const { dates, starts } = dayStarts(bounds.firstDate, count, reckoning);
    days = scoreDays(t, dates, starts, ctx);
  }
  return { bounds, period, overlays, days };
}
