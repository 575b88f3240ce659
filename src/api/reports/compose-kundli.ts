/**
 * The kundli report: birth details, lagna and Moon with the avakahada table, the planet
 * table, D1/Bhava/D9 (and any requested vargas) as charts, Vimshottari to antardasha and
 * Yogini tables, the ashtakavarga grid, doshas and yogas (kundli-insights), and the readings.
 * Composed only from the three presented results and the report labels.
 */
import type { Static } from 'typebox';
import type { KundliResult } from '../../calculations/kundli/schema.ts';
import type { KundliAdvancedResult } from '../../calculations/kundli-advanced/schema.ts';
import type { KundliInsightsResult } from '../../calculations/kundli-insights/schema.ts';
import type { ChartStyle } from '../../render/chart-svg.ts';
import type { ReportBlock, ReportDocument } from '../../render/pdf/model.ts';
import { dignityLabels, reportLabels as L, reportsContentVersion } from '../../content/reports/labels.ts';
import { signShortNames } from '../../content/chart-labels.ts';
import {
  birthRows, chartInput, footerLines, footerMethods, methodsSection, picker, primes, shortLocal, yesNo,
  type EnvelopeParts, type Language, type ResultChart,
} from './compose-common.ts';

export interface KundliReportParts {
  kundli: EnvelopeParts<Static<typeof KundliResult>>;
  advanced: EnvelopeParts<Static<typeof KundliAdvancedResult>>;
  insights: EnvelopeParts<Static<typeof KundliInsightsResult>>;
}

/** Composes the kundli report document (texts in `language`). */
export function composeKundliReport(
  parts: KundliReportParts,
  body: Record<string, unknown>,
  options: { language: Language; chartStyle: ChartStyle; requestId: string },
): ReportDocument {
  const t = picker(options.language);
  const k = parts.kundli.result;
  const adv = parts.advanced.result;
  const ins = parts.insights.result;
  const blocks: ReportBlock[] = [];

  // Cover: birth details, lagna and Moon, avakahada.
  blocks.push({ kind: 'title', text: t(L.kundliTitle), subtitle: `${t(k.lagna.rashi.name)} · ${t(k.moonNakshatra.name)}` });
  blocks.push({ kind: 'heading', text: t(L.birthDetails), level: 2 });
  blocks.push({ kind: 'keyValues', rows: birthRows(parts.kundli.input, body, parts.kundli.method, t) });
  blocks.push({ kind: 'heading', text: t(L.lagnaAndMoon), level: 2 });
  blocks.push({
    kind: 'keyValues',
    rows: [
      [t(L.lagna), `${t(k.lagna.rashi.name)} ${primes(k.lagna.degreeInRashiDms)}`],
      [t(L.lagnaLord), t(k.lagna.lord.name)],
      [t(L.lagnaNakshatra), `${t(k.lagna.nakshatra.name)}, ${t(L.pada)} ${k.lagna.pada} (${t(L.nakshatraLord)}: ${t(k.lagna.nakshatraLord.name)})`],
      [t(L.moonSign), t(k.moonSign.rashi.name)],
      [t(L.moonSignLord), t(k.moonSign.lord.name)],
      [t(L.moonNakshatra), `${t(k.moonNakshatra.name)}, ${t(L.pada)} ${k.moonNakshatra.pada} (${t(L.nakshatraLord)}: ${t(k.moonNakshatra.lord.name)})`],
    ],
  });
  const a = k.moonNakshatra.attributes;
  blocks.push({ kind: 'heading', text: t(L.avakahada), level: 2 });
  blocks.push({
    kind: 'keyValues',
    rows: [
      [t(L.varna), t(a.varna.name)], [t(L.vashya), t(a.vashya.name)], [t(L.yoni), t(a.yoni.name)], [t(L.gana), t(a.gana.name)],
      [t(L.nadi), t(a.nadi.name)], [t(L.tatva), t(a.tatva.name)], [t(L.paya), t(a.paya.name)], [t(L.nameSyllable), t(a.nameSyllable.name)],
    ],
  });

  // Planets.
  blocks.push({ kind: 'heading', text: t(L.planets), level: 1, newPage: true });
  blocks.push({
    kind: 'table',
    headers: [t(L.planet), t(L.sign), t(L.degree), t(L.nakshatra), t(L.pada), t(L.nakshatraLord), t(L.house), t(L.dignity), t(L.retrograde), t(L.combust)],
    widths: [1.3, 1.9, 1.2, 1.5, 0.6, 1.2, 0.6, 1.3, 0.7, 0.7],
    centred: [4, 6, 8, 9],
    rows: k.planets.map((p) => [
      t(p.name), t(p.rashi.name), primes(p.degreeInRashiDms), t(p.nakshatra.name), String(p.pada), t(p.nakshatraLord.name), String(p.house),
      p.dignity ? t(dignityLabels[p.dignity]) : '—', yesNo(p.retrograde, t), yesNo(p.combust, t),
    ]),
  });

  // Charts: D1, Bhava, D9, then the vargas asked for.
  blocks.push({ kind: 'heading', text: t(L.charts), level: 1, newPage: true });
  const main = [chartInput(k.charts.D1 as ResultChart), chartInput(k.charts.bhava as ResultChart, true), chartInput(k.charts.D9 as ResultChart)];
  blocks.push({ kind: 'charts', style: options.chartStyle, language: options.language, charts: main });
  const others = Object.entries(k.charts).filter(([id]) => !['D1', 'bhava', 'D9'].includes(id)).map(([, c]) => c as ResultChart);
  if (others.length > 0) {
    blocks.push({ kind: 'heading', text: t(L.vargas), level: 1, newPage: true });
    blocks.push({ kind: 'charts', style: options.chartStyle, language: options.language, charts: others.map((c) => chartInput(c)) });
  }

  // Dashas.
  const vim = adv.dashas.vimshottari;
  const ymd = (x: { years: number; months: number; days: number }) => t(L.yearsMonthsDays).replace('{y}', String(x.years)).replace('{m}', String(x.months)).replace('{d}', String(x.days));
  blocks.push({ kind: 'heading', text: t(L.vimshottari), level: 1, newPage: true });
  blocks.push({ kind: 'keyValues', rows: [[t(L.balanceAtBirth), `${t(vim.balanceAtBirth.lord.name)}: ${ymd(vim.balanceAtBirth.ymd)}`]] });
  blocks.push({
    kind: 'table',
    headers: [t(L.mahadasha), t(L.antardasha), t(L.start), t(L.end)],
    widths: [1, 1, 1.2, 1.2],
    rows: vim.mahadashas.flatMap((md) => [
      [t(md.lord.name), '—', shortLocal(md.start), shortLocal(md.end)],
      ...(md.antardashas ?? []).map((ad) => ['', t(ad.lord.name), shortLocal(ad.start), shortLocal(ad.end)]),
    ]),
  });
  const yog = adv.dashas.yogini;
  blocks.push({ kind: 'heading', text: t(L.yogini), level: 1 });
  blocks.push({ kind: 'keyValues', rows: [[t(L.balanceAtBirth), `${t(yog.balanceAtBirth.yogini.name)} (${t(yog.balanceAtBirth.lord.name)}): ${ymd(yog.balanceAtBirth.ymd)}`]] });
  blocks.push({
    kind: 'table',
    headers: [t(L.yogini), t(L.lord), t(L.start), t(L.end)],
    widths: [1, 1, 1.2, 1.2],
    rows: yog.periods.map((p) => [t(p.name), t(p.lord.name), shortLocal(p.start), shortLocal(p.end)]),
  });

  // Ashtakavarga grid: one row per graha and the sarva row, one column per sign (Aries first).
  const av = adv.ashtakavarga;
  blocks.push({ kind: 'heading', text: t(L.ashtakavarga), level: 1, newPage: true });
  blocks.push({
    kind: 'table',
    headers: [t(L.planet), ...signShortNames.map((s) => t(s)), t(L.total)],
    widths: [1.6, ...signShortNames.map(() => 0.75), 0.8],
    centred: Array.from({ length: 13 }, (_, i) => i + 1),
    size: 8,
    rows: [
      ...av.bhinna.map((row) => [t(row.graha.name), ...row.bindus.map(String), String(row.total)]),
      [t(L.sarva), ...av.sarva.bindus.map(String), String(av.sarva.total)],
    ],
  });

  // Doshas and yogas (kundli-insights).
  blocks.push({ kind: 'heading', text: t(L.doshas), level: 1, newPage: true });
  blocks.push({ kind: 'paragraph', text: t(ins.disclaimer), muted: true });
  const d = ins.doshas;
  const doshaRows: { name: string; status: string; text: string }[] = [
    { name: t(L.kaalSarpa), status: t(d.kaalSarpa.detected ? L.detected : L.notDetected), text: t(d.kaalSarpa.explanation) },
    { name: t(L.manglik), status: t(d.manglik.statusName), text: t(d.manglik.explanation) },
    ...([d.guruChandala, d.grahan, d.kemadruma, d.shrapit, d.angarak] as const).map((x) => ({ name: t(x.name), status: t(x.detected ? L.detected : L.notDetected), text: t(x.explanation) })),
    { name: t(d.pitra.name), status: t(d.pitra.detected ? L.detected : L.notDetected), text: t(d.pitra.note) },
  ];
  for (const row of doshaRows) {
    blocks.push({ kind: 'heading', text: `${row.name}: ${row.status}`, level: 2 });
    blocks.push({ kind: 'paragraph', text: row.text });
  }
  if (d.manglik.cancellations.length > 0) {
    blocks.push({ kind: 'heading', text: `${t(L.manglik)}: ${t(L.cancellations)}`, level: 2 });
    for (const c of d.manglik.cancellations) blocks.push({ kind: 'paragraph', text: `${t(c.name)}: ${t(c.text)}` });
  }
  blocks.push({ kind: 'heading', text: t(L.yogas), level: 1 });
  for (const y of ins.yogas.filter((x) => x.detected)) {
    blocks.push({ kind: 'heading', text: t(y.name), level: 2 });
    blocks.push({ kind: 'paragraph', text: t(y.explanation) });
  }

  // Readings: the kundli placements, then the natal readings by topic.
  const interp = k.interpretations;
  blocks.push({ kind: 'heading', text: t(L.placements), level: 1, newPage: true });
  for (const item of [interp.lagna, interp.moonSign, interp.moonNakshatra, ...interp.grahaInSign, ...interp.grahaInHouse]) {
    blocks.push({ kind: 'heading', text: t(item.title), level: 2 });
    blocks.push({ kind: 'paragraph', text: t(item.text) });
  }
  blocks.push({ kind: 'paragraph', text: t(interp.note), muted: true });
  blocks.push({ kind: 'heading', text: t(L.readings), level: 1, newPage: true });
  blocks.push({ kind: 'paragraph', text: t(adv.natalReadings.note), muted: true });
  for (const topic of adv.natalReadings.topics) {
    blocks.push({ kind: 'heading', text: t(topic.title), level: 2 });
    for (const s of topic.sections) blocks.push({ kind: 'paragraph', text: `${t(s.title)}: ${t(s.text)}` });
    if (topic.reconciliation) blocks.push({ kind: 'paragraph', text: t(topic.reconciliation) });
  }

  const versionParts = [
    { id: 'kundli', envelope: parts.kundli },
    { id: 'kundli-advanced', envelope: parts.advanced },
    { id: 'kundli-insights', envelope: parts.insights },
  ];
  blocks.push(...methodsSection(versionParts, t));
  return {
    language: options.language,
    title: t(L.kundliTitle),
    blocks,
    footer: footerLines(versionParts, options.requestId, reportsContentVersion, t),
    footerMethods: footerMethods(versionParts, t),
    pageLabel: t(L.pageLabel),
  };
}
