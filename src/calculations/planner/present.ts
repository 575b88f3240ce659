import type { Static } from 'typebox';
import { bandNames, predictionNote } from '../../content/predictions/labels.ts';
import { eclipseText, ingressText, stationText } from '../../content/predictions/overlays.ts';
import { forecastIndexFormula, moonEntersEighthText, natalChartsNote, noSunriseWarning } from '../../content/predictions/planner.ts';
import type { SelectionKey, TracedSentence } from '../../content/predictions/select.ts';
import { vargaNames } from '../../content/vargas.ts';
import type { VargaChart } from '../../jyotish/chart/varga-chart.ts';
import { sevenGrahaIds, type GrahaId } from '../../jyotish/core/zodiac.ts';
import { forecastIndex } from '../../jyotish/predictions/weights.ts';
import { renderChartSvg, type ChartLanguage, type ChartStyle } from '../../render/chart-svg.ts';
import { inputBlock, presentWarnings } from '../shared/birth.ts';
import { grahaEntity, nakshatraEntity, rashiEntity } from '../shared/entities.ts';
import { natalMethod } from '../shared/natal.ts';
import { divisionMethodId } from '../../jyotish/chart/divisions.ts';
import { momentFormatter, predictionMethod } from '../predictions/present.ts';
import {
  presentMoonModules, presentOverlays, reviewOf, round6, signLordEntity, timeText, type PresentContext,
} from '../predictions/present-signals.ts';
import type { Presented } from '../types.ts';
import type { PlannerComputed } from './compute.ts';
import type { PlannerRequest, PlannerResult } from './schema.ts';

type Result = Static<typeof PlannerResult>;
type Request = Static<typeof PlannerRequest>;

/** A natal chart as published: the houses with their points, drawn in the requested style. */
function presentChart(v: VargaChart, style: ChartStyle, language: ChartLanguage): Result['natalCharts']['D1'] {
  const name = vargaNames[v.division];
  return {
    id: v.division === 1 ? 'D1' : 'D9',
    division: v.division,
    name,
    methodId: divisionMethodId(v.division === 1 ? 1 : 9, 'parashara'),
    lagna: { rashi: rashiEntity(v.lagnaSign), degreeInSign: v.lagnaDegreeInSign },
    houses: v.houses.map((h) => ({
      house: h.house,
      rashi: rashiEntity(h.sign),
      points: h.points.map((p) => ({ id: p.id, degreeInSign: p.degreeInSign, retrograde: p.retrograde })),
    })),
    style,
    language,
    svg: renderChartSvg({ title: name, houses: v.houses, lagnaDegreeInSign: v.lagnaDegreeInSign }, style, language),
  };
}

/**
 * The planner as published: natal charts drawn in the requested style, then each day with the
 * same signals, reviews and Moon modules its daily prediction shows (phrases keyed by that
 * day's date). Nothing in the timeline reads chartStyle or chartLanguage.
 */
export function presentPlanner(c: PlannerComputed, request: Request): Presented<Result> {
  const { natal, ctx, setting, days, events } = c;
  const first = days[0];
  const last = days[days.length - 1];
  const fmt = momentFormatter(setting, first.start.jd, last.end.jd);
  const moon = natal.chart.bodies.moon;

  const timeline = days.map((d, i): Result['timeline'][number] => {
    // Each day picks its phrases with its own date, exactly as that day's daily prediction would.
    const key: SelectionKey = { date: d.date.toString(), moonSign: ctx.moonSign + 1 };
    const pc: PresentContext = { fmt, key, ctx };
    const keys: string[] = [];
    const moonModules = presentMoonModules(d.score.moon, 'day', pc, keys);
    const agg = d.score.aggregate;
    const e = events[i];
    const dayEvents: Result['timeline'][number]['events'] = [];
    const push = (
      kind: Result['timeline'][number]['events'][number]['kind'], graha: GrahaId, jd: number, sign: number, house: number,
      detail: string | null, s: TracedSentence,
    ) => dayEvents.push({ kind, ruleId: s.ruleId, graha, at: fmt.moment(jd), sign: rashiEntity(sign), houseFromMoon: house, detail, text: s.text, phraseId: s.phraseId });
    for (const x of e.ingresses) {
      push('ingress', x.graha, x.jd, x.toSign, x.house, x.retrograde ? 'retrograde' : null,
        ingressText({ graha: x.graha, toSign: x.toSign, house: x.house, time: timeText(fmt, x.jd), retrograde: x.retrograde }, key));
    }
    for (const s of e.stations) {
      const g = s.body as GrahaId;
      push('station', g, s.jd, s.sign, s.house, s.kind, stationText({ graha: g, kind: s.kind, sign: s.sign, house: s.house, time: timeText(fmt, s.jd) }, key));
    }
    for (const m of e.moonEntersEighth) {
      push('moon-enters-8th', 'moon', m.jd, m.sign, 8, null, moonEntersEighthText({ sign: m.sign, time: timeText(fmt, m.jd), end: timeText(fmt, m.endJd) }, key));
    }
    for (const x of e.eclipses) {
      push('eclipse', x.kind === 'solar' ? 'sun' : 'moon', x.maximumJd, x.sign, x.house, x.type,
        eclipseText({ kind: x.kind, type: x.type, sign: x.sign, house: x.house, time: timeText(fmt, x.maximumJd) }, key));
    }
    dayEvents.sort((a, b) => (a.at.utc < b.at.utc ? -1 : a.at.utc > b.at.utc ? 1 : 0));
    const signals = d.score.signals;
    return {
      date: d.date.toString(),
      ...fmt.span(d.start.jd, d.end.jd),
      dayStart: d.start.atSunrise ? 'sunrise' : 'civil-midnight',
      forecastIndex: forecastIndex(agg.score),
      score: round6(agg.score),
      band: agg.band,
      bandName: bandNames[agg.band],
      gocharaSignals: signals.map((s) => ({ graha: s.graha, houseFromMoon: s.dominant.house, effect: round6(s.effect), ruleId: s.dominant.decisiveRuleId })),
      gocharaReviews: signals
        .filter((s) => (sevenGrahaIds as readonly string[]).includes(s.graha))
        .map((s) => ({ graha: grahaEntity(s.graha), ...reviewOf(s, pc) })),
      chandraBala: moonModules.chandraBala,
      taraBala: moonModules.taraBala,
      chandrashtama: e.chandrashtama,
      events: dayEvents,
    };
  });

  const spanKey: SelectionKey = { date: c.firstDate.toString(), moonSign: ctx.moonSign + 1 };
  const { overlays } = presentOverlays(c.overlays, { fmt, key: spanKey, ctx }, []);
  const style = request.chartStyle;
  const language = request.chartLanguage ?? 'en';
  const result: Result = {
    natal: {
      lagna: rashiEntity(natal.chart.ascendant.sign),
      moonSign: { rashi: rashiEntity(moon.sign), lord: signLordEntity(moon.sign) },
      moonNakshatra: nakshatraEntity(moon.nakshatra),
      moonPada: moon.pada,
    },
    natalCharts: { D1: presentChart(c.d1, style, language), D9: presentChart(c.d9, style, language), note: natalChartsNote },
    period: {
      ...fmt.span(first.start.jd, last.end.jd),
      zone: setting.frame.timezone,
      firstDate: first.date.toString(),
      lastDate: last.date.toString(),
      dayStart: first.start.atSunrise ? 'sunrise' : 'civil-midnight',
    },
    forecastIndex: { methodId: 'PLANNER.INDEX_LINEAR', formula: forecastIndexFormula },
    timeline,
    overlays,
    note: predictionNote,
  };
  const natalMethodEntries = natalMethod(natal);
  return {
    method: {
      ...predictionMethod(setting),
      predictionModeMethodId: 'PRED.NATAL',
      periodKind: 'day',
      forecastIndexMethodId: 'PLANNER.INDEX_LINEAR',
      rashiChartMethodId: natalMethodEntries.rashiChartMethodId,
      navamshaMethodId: 'VARGA.PARASHARA',
      chartStyle: style,
      chartLayoutMethodId: `LAYOUT.${style.toUpperCase()}`,
      chartLanguage: language,
      dayPlace: request.currentLocation ? 'current-location' : 'birth-place',
    },
    input: {
      ...inputBlock(natal.birth),
      startDate: c.firstDate.toString(),
      days: days.length,
      dayZone: setting.frame.timezone,
      ...(setting.geo ? { dayLatitude: setting.geo.latitude, dayLongitude: setting.geo.longitude } : {}),
    },
    warnings: [
      ...presentWarnings(natal.birth.warnings),
      ...(setting.geo && c.starts.some((s) => !s.atSunrise) ? [noSunriseWarning] : []),
    ],
    result,
  };
}
