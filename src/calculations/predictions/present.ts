import type { Static } from 'typebox';
import { ayanamshas } from '../../astro/ayanamsha.ts';
import { nodeMethodId, positionsMethodId } from '../../astro/positions.ts';
import { riseMethodId } from '../../astro/rise-set.ts';
import { libraryVersion } from '../../astro/swe.ts';
import { formatUtcOffset, offsetSecondsAt } from '../../astro/time/civil.ts';
import { bandNames, predictionNote, unavailableReasons } from '../../content/predictions/labels.ts';
import { noSunriseWarning } from '../../content/predictions/planner.ts';
import { paragraph, type SelectionKey } from '../../content/predictions/select.ts';
import { headlineLabel, periodSynthesis } from '../../content/predictions/synthesis.ts';
import { sevenGrahaIds } from '../../jyotish/core/zodiac.ts';
import type { DayScore } from '../../jyotish/predictions/forecast.ts';
import { bandOf, bandThreshold, forecastIndex, predictionWeights, weightsMethodId } from '../../jyotish/predictions/weights.ts';
import { jdUtToEpochMilliseconds, type JulianDayUt } from '../../shared/units.ts';
import { inputBlock, presentWarnings } from '../shared/birth.ts';
import { grahaEntity, nakshatraEntity, rashiEntity } from '../shared/entities.ts';
import { MomentFormatter } from '../shared/moments.ts';
import type { Presented } from '../types.ts';
import type { Warning } from '../../contract/common.ts';
import type { PredictionComputed, PredictionSetting } from './compute.ts';
import {
  presentMoonModules, presentOverlays, presentSignal, round6, signLordEntity, type PresentContext,
} from './present-signals.ts';
import type { PredictionResult } from './schema.ts';

type Result = Static<typeof PredictionResult>;

/** The method entries every prediction and planner result declares (predictions.md, doshas-yogas-transits.md §3, §6). */
export function predictionMethod(setting: PredictionSetting): Record<string, unknown> {
  const { sky, geo } = setting;
  return {
    ephemeris: `swiss-ephemeris-${libraryVersion()}-se1-files`,
    ayanamsha: sky.ayanamsha,
    ayanamshaMethodId: ayanamshas[sky.ayanamsha].methodId,
    nodeType: sky.nodeType,
    nodeMethodId: nodeMethodId[sky.nodeType],
    positions: sky.positions,
    positionsMethodId: positionsMethodId[sky.positions],
    zodiac: 'sidereal',
    timeMethodId: 'TIME.TZDB',
    deltaTMethodId: 'DT.SWE_DEFAULT',
    dayStartMethodId: geo ? 'VAARA.SUNRISE' : 'PRED.DAY_CIVIL',
    ...(geo ? { sunrise: setting.sunrise, sunriseMethodId: riseMethodId[setting.sunrise] } : {}),
    weekMethodId: 'PRED.WEEK_MONDAY',
    monthMethodId: 'PRED.MONTH_CIVIL',
    gocharaMethodId: 'GOCHARA.PHALADEEPIKA',
    signalMethodId: 'PRED.SIGNAL.v1',
    weightsMethodId,
    bandThresholds: { favourable: bandThreshold, challenging: -bandThreshold },
    nodesMethodId: 'PRED.NODES_AS_SIGNALS',
    vedhaObstructors: 'every other graha of the nine (Rahu and Ketu included) except the exempt one: Saturn for the Sun, Mercury for the Moon, the Moon for Mercury, the Sun for Saturn, each node for the other',
    vipareetaMethodId: 'VIP.PULIPPANI_22',
    segmentation: 'PRED.SEGMENTS_BY_CONFIGURATION: split at the graha\'s sign ingresses and stations, the Moon\'s nakshatra changes, and wherever another graha enters or leaves its vedha or vipareeta house',
    ashtakavargaMethodId: 'PRED.AV_HALF',
    chandraBalaMethodId: 'CB.H',
    taraBalaMethodId: 'TARA.R',
    ingressMethodId: 'INGRESS.RUNS_NEWTON',
    stationMethodId: 'STATION.SPEED_ROOT',
    retrogradeMethodId: 'RETRO.SPEED',
    sadeSatiMethodId: 'SADESATI.MOON_SIGN',
    eclipseMethodId: 'ECLIPSE.ON_MOON_AXIS',
    phraseSelectionMethodId: 'PRED.PHRASE.FNV1A',
  };
}

/**
 * The formatter of a result's instants. A span of days passes its window (two zone look-ups
 * serve every instant inside it); a month or a planner reads the zone's cached transitions
 * instead of asking Temporal for each of its hundreds of instants.
 */
export function momentFormatter(setting: PredictionSetting, startJd: number, endJd: number): MomentFormatter {
  return endJd - startJd < 9 ? new MomentFormatter(setting.frame, { startJd, endJd }) : new MomentFormatter(setting.frame);
}

/** The days of a week or month as published. */
export function presentDays(days: readonly DayScore[], fmt: MomentFormatter) {
  return days.map((d) => ({
    date: d.date.toString(),
    ...fmt.span(d.start.jd, d.end.jd),
    score: round6(d.score.aggregate.score),
    band: d.score.aggregate.band,
    forecastIndex: forecastIndex(d.score.aggregate.score),
  }));
}

/**
 * A daily, weekly or monthly prediction as published: the seven signals and the nodes with
 * their reviews, the Moon modules, the aggregate and headlines, the overlays and (week, month)
 * the synthesis and the days. Phrases are keyed by the period's first date and the Moon sign.
 */
export function presentPrediction(c: PredictionComputed): Presented<Result> {
  const { prediction: p, setting, ctx, kind } = c;
  const { bounds } = p;
  const fmt = momentFormatter(setting, bounds.start.jd, bounds.end.jd);
  const key: SelectionKey = { date: bounds.firstDate.toString(), moonSign: ctx.moonSign + 1 };
  const pc: PresentContext = { fmt, key, ctx };
  const textKeys: string[] = [];
  const signals = p.period.signals.map((s) => presentSignal(s, kind, pc, textKeys));
  const moonModules = presentMoonModules(p.period.moon, kind, pc, textKeys);
  const { overlays, sentences: overlaySentences } = presentOverlays(p.overlays, pc, textKeys);
  const agg = p.period.aggregate;
  const bySignal = new Map(p.period.signals.map((s) => [s.graha, s]));
  const headlines = agg.headlines.map((g) => {
    const s = bySignal.get(g)!;
    return {
      graha: grahaEntity(g),
      ruleId: s.dominant.decisiveRuleId,
      ruleIds: [...s.dominant.ruleIds],
      weightedEffect: round6(predictionWeights[kind][g] * s.effect),
      label: headlineLabel(s),
    };
  });

  let synthesis: Result['synthesis'] = null;
  let days: Result['days'] = null;
  if (kind !== 'day' && p.days) {
    days = presentDays(p.days, fmt);
    const sorted = [...p.days].sort((a, b) => b.score.aggregate.score - a.score.aggregate.score);
    const best = sorted[0];
    const worst = sorted[sorted.length - 1];
    const spread = best.score.aggregate.score !== worst.score.aggregate.score;
    const sentences = periodSynthesis({
      kind,
      moonSign: ctx.moonSign,
      score: agg.score,
      band: agg.band,
      headlines: agg.headlines.map((g) => bySignal.get(g)!),
      days: spread
        ? { best: best.date.toString(), bestBand: bandOf(best.score.aggregate.score), worst: worst.date.toString(), worstBand: bandOf(worst.score.aggregate.score) }
        : null,
      overlays: overlaySentences,
    }, key);
    textKeys.push(...sentences.filter((s) => !overlaySentences.includes(s)).map((s) => s.phraseId));
    synthesis = { text: paragraph(sentences), sentences };
  }

  const natal = c.natal;
  const moon = natal?.chart.bodies.moon;
  const result: Result = {
    mode: c.mode,
    periodKind: kind,
    period: {
      ...fmt.span(bounds.start.jd, bounds.end.jd),
      zone: setting.frame.timezone,
      firstDate: bounds.firstDate.toString(),
      lastDate: bounds.lastDate.toString(),
      dayStart: bounds.start.atSunrise ? 'sunrise' : 'civil-midnight',
    },
    natalMoonSign: { rashi: rashiEntity(ctx.moonSign), lord: signLordEntity(ctx.moonSign), source: natal ? 'birth-chart' : 'requested' },
    natal: natal && moon
      ? { moonNakshatra: nakshatraEntity(moon.nakshatra), moonPada: moon.pada, moonLongitude: moon.longitude, lagna: rashiEntity(natal.chart.ascendant.sign) }
      : null,
    signals: signals.filter((s) => (sevenGrahaIds as readonly string[]).includes(s.graha.id)),
    nodeSignals: signals.filter((s) => s.graha.id === 'rahu' || s.graha.id === 'ketu'),
    moonModules,
    contributions: agg.contributions.map((x) => ({ module: x.module, weight: x.weight, value: round6(x.value), weighted: round6(x.weighted) })),
    totalWeight: agg.totalWeight,
    score: round6(agg.score),
    band: agg.band,
    bandName: bandNames[agg.band],
    headlines,
    overlays,
    synthesis,
    days,
    unavailable: natal ? [] : [
      { module: 'tara-bala', reason: unavailableReasons['tara-bala'] },
      { module: 'ashtakavarga', reason: unavailableReasons.ashtakavarga },
    ],
    textKeys,
    note: predictionNote,
  };

  const warnings: Warning[] = [];
  if (setting.geo && (!bounds.start.atSunrise || !bounds.end.atSunrise)) {
    warnings.push(noSunriseWarning);
  }
  const startMs = jdUtToEpochMilliseconds(bounds.start.jd as JulianDayUt);
  return {
    method: {
      ...predictionMethod(setting),
      predictionModeMethodId: natal ? 'PRED.NATAL' : 'PRED.SIGN_ONLY',
      periodKind: kind,
    },
    input: {
      date: c.date.toString(),
      timezone: setting.frame.timezone,
      utcOffsetAtStart: formatUtcOffset(offsetSecondsAt(setting.frame, startMs)),
      periodStartJulianDayUt: bounds.start.jd,
      periodEndJulianDayUt: bounds.end.jd,
      ...(setting.geo ? { latitude: setting.geo.latitude, longitude: setting.geo.longitude } : {}),
      ...(natal ? { birth: inputBlock(natal.birth) } : { moonSign: ctx.moonSign + 1 }),
    },
    warnings: [...(natal ? presentWarnings(natal.birth.warnings) : []), ...warnings],
    result,
  };
}
