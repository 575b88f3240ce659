/**
 * The match-making report: both partners' details (birth, Moon, lagna, the compared
 * attributes) with their D1 charts, the ashtakoota table (each koota's attributes and points),
 * the total and verdict band, the poruthams, the manglik comparison with cancellations,
 * papasamya and the explanations. Composed from the match-making-advanced result (a superset
 * of match-making) and each partner's kundli result, plus the report labels.
 */
import type { Static } from 'typebox';
import type { MatchMakingAdvancedResult } from '../../calculations/match-making/schema.ts';
import type { KundliResult } from '../../calculations/kundli/schema.ts';
import type { ChartStyle } from '../../render/chart-svg.ts';
import type { ReportBlock, ReportDocument } from '../../render/pdf/model.ts';
import { reportLabels as L, reportsContentVersion } from '../../content/reports/labels.ts';
import { birthRows, chartInput, footerLines, footerMethods, methodsSection, picker, type EnvelopeParts, type Language, type ResultChart } from './compose-common.ts';

export interface MatchReportParts {
  match: EnvelopeParts<Static<typeof MatchMakingAdvancedResult>>;
  bride: EnvelopeParts<Static<typeof KundliResult>>;
  groom: EnvelopeParts<Static<typeof KundliResult>>;
}

/** Composes the match-making report document (texts in `language`). */
export function composeMatchReport(
  parts: MatchReportParts,
  body: Record<string, unknown>,
  options: { language: Language; chartStyle: ChartStyle; requestId: string },
): ReportDocument {
  const t = picker(options.language);
  const m = parts.match.result;
  const blocks: ReportBlock[] = [];
  blocks.push({ kind: 'title', text: t(L.matchTitle), subtitle: `${t(m.ashtakoota.verdict.name)} · ${m.ashtakoota.total} / ${m.ashtakoota.maximum}` });

  // Partners side by side: birth details, then the Moon and lagna facts.
  const side = (who: 'bride' | 'groom') => {
    const p = m[who];
    const input = (parts.match.input[who] ?? {}) as Record<string, unknown>;
    const partnerBody = (body[who] ?? {}) as Record<string, unknown>;
    return [
      ...birthRows(input, partnerBody, { ayanamsha: parts.match.method.ayanamsha }, t),
      [t(L.lagna), t(p.lagna.rashi.name)],
      [t(L.moonSign), `${t(p.moon.rashi.name)} (${t(L.moonSignLord)}: ${t(p.moon.rashiLord.name)})`],
      [t(L.moonNakshatra), `${t(p.moon.nakshatra.name)}, ${t(L.pada)} ${p.moon.pada}`],
      [t(L.varna), t(p.attributes.varna.name)], [t(L.vashya), t(p.attributes.vashya.name)], [t(L.yoni), t(p.attributes.yoni.name)],
      [t(L.gana), t(p.attributes.gana.name)], [t(L.nadi), t(p.attributes.nadi.name)],
    ] as [string, string][];
  };
  const bride = side('bride');
  const groom = side('groom');
  blocks.push({ kind: 'heading', text: t(L.partners), level: 2 });
  blocks.push({ kind: 'table', headers: ['', t(L.bride), t(L.groom)], widths: [1.2, 1.5, 1.5], rows: bride.map(([label, value], i) => [label, value, groom[i]?.[1] ?? '']) });
  blocks.push({
    kind: 'charts',
    style: options.chartStyle,
    language: options.language,
    charts: [
      chartInput({ ...(parts.bride.result.charts.D1 as ResultChart), name: { en: `${L.bride.en}: ${parts.bride.result.charts.D1.name.en}`, hi: `${L.bride.hi}: ${parts.bride.result.charts.D1.name.hi}` } }),
      chartInput({ ...(parts.groom.result.charts.D1 as ResultChart), name: { en: `${L.groom.en}: ${parts.groom.result.charts.D1.name.en}`, hi: `${L.groom.hi}: ${parts.groom.result.charts.D1.name.hi}` } }),
    ],
  });

  // Ashtakoota.
  const a = m.ashtakoota;
  blocks.push({ kind: 'heading', text: t(L.ashtakoota), level: 1, newPage: true });
  blocks.push({
    kind: 'table',
    headers: [t(L.koota), t(L.bride), t(L.groom), t(L.points), t(L.maximum)],
    widths: [1.3, 1.5, 1.5, 0.6, 0.6],
    centred: [3, 4],
    rows: [
      ...a.kootas.map((k) => [t(k.name), k.bride ? t(k.bride.name) : '—', k.groom ? t(k.groom.name) : '—', String(k.points), String(k.maximum)]),
      [t(L.total), '', '', String(a.total), String(a.maximum)],
    ],
  });
  blocks.push({ kind: 'keyValues', rows: [[t(L.verdict), `${t(a.verdict.name)} (${a.total} / ${a.maximum})`], [t(L.adjustedTotal), `${a.adjustedTotal} / ${a.maximum}: ${t(a.adjustedVerdict.name)}`]] });
  blocks.push({ kind: 'paragraph', text: t(a.summary) });
  blocks.push({ kind: 'paragraph', text: t(a.verdict.explanation) });
  blocks.push({ kind: 'paragraph', text: t(a.doshas.nadi.explanation) });
  blocks.push({ kind: 'paragraph', text: t(a.doshas.bhakoot.explanation) });

  // Poruthams.
  const d = m.dashakoota;
  blocks.push({ kind: 'heading', text: t(L.poruthams), level: 1 });
  blocks.push({
    kind: 'table',
    headers: [t(L.porutham), t(L.result), t(L.points)],
    widths: [1.5, 1.2, 0.6],
    centred: [2],
    rows: [...d.poruthams.map((p) => [t(p.name), t(p.pass ? L.pass : L.fail), String(p.points)]), [t(L.total), '', `${d.score} / ${d.maximum}`]],
  });
  blocks.push({ kind: 'keyValues', rows: [[t(L.verdict), t(d.verdict.name)]] });
  blocks.push({ kind: 'paragraph', text: t(d.verdict.explanation) });

  // Manglik comparison and cancellations.
  const mg = m.manglik;
  blocks.push({ kind: 'heading', text: t(L.manglikComparison), level: 1, newPage: true });
  blocks.push({ kind: 'keyValues', rows: [[t(L.bride), t(mg.bride.statusName)], [t(L.groom), t(mg.groom.statusName)], [t(L.result), t(mg.compatibility.name)]] });
  blocks.push({ kind: 'paragraph', text: t(mg.compatibility.explanation) });
  for (const who of ['bride', 'groom'] as const) {
    blocks.push({ kind: 'heading', text: `${t(L[who])}: ${t(mg[who].statusName)}`, level: 2 });
    blocks.push({ kind: 'paragraph', text: t(mg[who].explanation) });
    for (const c of mg[who].cancellations) blocks.push({ kind: 'paragraph', text: `${t(L.cancellations)} · ${t(c.name)}: ${t(c.explanation)}` });
  }
  blocks.push({ kind: 'paragraph', text: t(mg.cancellationSource), muted: true });

  // Papasamya.
  blocks.push({ kind: 'heading', text: t(L.papasamya), level: 1 });
  blocks.push({ kind: 'keyValues', rows: [[t(L.bride), String(m.papasamya.bride.total)], [t(L.groom), String(m.papasamya.groom.total)]] });
  blocks.push({ kind: 'paragraph', text: t(m.papasamya.explanation) });
  blocks.push({ kind: 'paragraph', text: t(m.papasamya.rule), muted: true });

  // Explanations of every koota and porutham.
  blocks.push({ kind: 'heading', text: t(L.explanations), level: 1, newPage: true });
  for (const k of a.kootas) {
    blocks.push({ kind: 'heading', text: `${t(k.name)}: ${k.points} / ${k.maximum}`, level: 2 });
    blocks.push({ kind: 'paragraph', text: t(k.explanation) });
  }
  for (const p of d.poruthams) {
    blocks.push({ kind: 'heading', text: `${t(p.name)}: ${t(p.pass ? L.pass : L.fail)}`, level: 2 });
    blocks.push({ kind: 'paragraph', text: t(p.explanation) });
  }
  blocks.push({ kind: 'paragraph', text: t(m.advisory.note), muted: true });

  const versionParts = [
    { id: 'match-making-advanced', envelope: parts.match },
    { id: 'kundli', envelope: parts.bride },
  ];
  blocks.push(...methodsSection(versionParts, t));
  return {
    language: options.language,
    title: t(L.matchTitle),
    blocks,
    footer: footerLines(versionParts, options.requestId, reportsContentVersion, t),
    footerMethods: footerMethods(versionParts, t),
    pageLabel: t(L.pageLabel),
  };
}
