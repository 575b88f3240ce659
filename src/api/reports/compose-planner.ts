/**
 * The personal planner report: the natal D1 and D9 charts, then one block per day with the
 * forecast index, band, the nine gochara signals, the seven gochara reviews, tara bala and
 * chandrashtama, the day's events, and the Saturn overlays of the period. Composed from the
 * personal-planner result, graha names from the names catalogue, and the report labels.
 */
import type { Static } from 'typebox';
import type { PlannerResult } from '../../calculations/planner/schema.ts';
import type { ChartStyle } from '../../render/chart-svg.ts';
import type { ReportBlock, ReportDocument } from '../../render/pdf/model.ts';
import { grahaNames } from '../../content/names.ts';
import { reportLabels as L, reportsContentVersion } from '../../content/reports/labels.ts';
import type { GrahaId } from '../../jyotish/core/zodiac.ts';
import { birthRows, chartInput, footerLines, footerMethods, methodsSection, picker, shortLocal, yesNo, type EnvelopeParts, type Language, type ResultChart } from './compose-common.ts';

export interface PlannerReportParts {
  planner: EnvelopeParts<Static<typeof PlannerResult>>;
}

/** "+0.5" / "−0.25" / "0": the signal's effect with its sign. */
function signed(value: number): string {
  if (value === 0) return '0';
  return `${value > 0 ? '+' : '−'}${Math.abs(value)}`;
}

/** Composes the planner report document (texts in `language`). */
export function composePlannerReport(
  parts: PlannerReportParts,
  body: Record<string, unknown>,
  options: { language: Language; chartStyle: ChartStyle; requestId: string },
): ReportDocument {
  const t = picker(options.language);
  const p = parts.planner.result;
  const graha = (id: string) => (id in grahaNames ? t(grahaNames[id as GrahaId]) : id);
  const blocks: ReportBlock[] = [];
  blocks.push({ kind: 'title', text: t(L.plannerTitle), subtitle: `${p.period.firstDate} – ${p.period.lastDate}` });
  blocks.push({ kind: 'heading', text: t(L.birthDetails), level: 2 });
  blocks.push({
    kind: 'keyValues',
    rows: [
      ...birthRows(parts.planner.input, body, parts.planner.method, t),
      [t(L.lagna), t(p.natal.lagna.name)],
      [t(L.moonSign), t(p.natal.moonSign.rashi.name)],
      [t(L.moonNakshatra), `${t(p.natal.moonNakshatra.name)}, ${t(L.pada)} ${p.natal.moonPada}`],
      [t(L.period), `${shortLocal(p.period.start)} – ${shortLocal(p.period.end)} (${p.period.zone})`],
    ],
  });
  blocks.push({ kind: 'charts', style: options.chartStyle, language: options.language, charts: [chartInput(p.natalCharts.D1 as ResultChart), chartInput(p.natalCharts.D9 as ResultChart)] });
  blocks.push({ kind: 'paragraph', text: t(p.natalCharts.note), muted: true });
  blocks.push({ kind: 'paragraph', text: t(p.forecastIndex.formula), muted: true });

  if (p.overlays.length > 0) {
    blocks.push({ kind: 'heading', text: t(L.overlays), level: 2 });
    for (const o of p.overlays) blocks.push({ kind: 'paragraph', text: t(o.text) });
  }

  for (const day of p.timeline) {
    blocks.push({ kind: 'heading', text: `${day.date} · ${t(L.forecastIndex)} ${day.forecastIndex} · ${t(day.bandName)}`, level: 1, newPage: true });
    blocks.push({
      kind: 'keyValues',
      rows: [
        [t(L.period), `${shortLocal(day.start)} – ${shortLocal(day.end)}`],
        [t(L.forecastIndex), String(day.forecastIndex)],
        [t(L.band), t(day.bandName)],
        [t(L.chandrashtama), yesNo(day.chandrashtama, t)],
      ],
    });
    blocks.push({ kind: 'heading', text: t(L.signals), level: 2 });
    blocks.push({
      kind: 'table',
      headers: [t(L.planet), t(L.houseFromMoon), t(L.effect), t(L.rule)],
      widths: [1.2, 1, 0.8, 1.6],
      centred: [1, 2],
      rows: day.gocharaSignals.map((s) => [graha(s.graha), String(s.houseFromMoon), signed(s.effect), s.ruleId]),
    });
    blocks.push({ kind: 'heading', text: t(L.reviews), level: 2 });
    for (const r of day.gocharaReviews) blocks.push({ kind: 'paragraph', text: `${t(r.graha.name)}: ${t(r.text)}` });
    for (const seg of day.taraBala?.segments ?? []) blocks.push({ kind: 'paragraph', text: t(seg.text) });
    for (const e of day.events) blocks.push({ kind: 'paragraph', text: `${shortLocal(e.at)} · ${t(e.text)}` });
  }
  blocks.push({ kind: 'paragraph', text: t(p.note), muted: true });

  const versionParts = [{ id: 'personal-planner', envelope: parts.planner }];
  blocks.push(...methodsSection(versionParts, t));
  return {
    language: options.language,
    title: t(L.plannerTitle),
    blocks,
    footer: footerLines(versionParts, options.requestId, reportsContentVersion, t),
    footerMethods: footerMethods(versionParts, t),
    pageLabel: t(L.pageLabel),
  };
}
