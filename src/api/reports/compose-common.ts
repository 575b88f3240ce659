/**
 * Shared pieces of the report composers: the language picker, the birth-details rows, chart
 * inputs from a result's chart, the footer (version tuple, request id, declared methods).
 * Every value printed comes from a presented result or the report labels catalogue.
 */
import type { Bilingual } from '../../shared/bilingual.ts';
import type { ChartDrawingInput, ChartPointId } from '../../render/chart-svg.ts';
import type { FooterMethods, ReportBlock } from '../../render/pdf/model.ts';
import { reportLabels } from '../../content/reports/labels.ts';

export type Language = 'en' | 'hi';

/** Picks one language of a bilingual text. */
export type Pick = (text: Bilingual) => string;
export const picker = (language: Language): Pick => (text) => text[language];

/** The envelope parts a composer reads (as from `runCalculation`). */
export interface EnvelopeParts<R> {
  versions: { engine: string; calculation: string; content: string };
  method: Record<string, unknown>;
  input: Record<string, unknown>;
  result: R;
}

export interface Named {
  id: string;
  name: Bilingual;
}

/** "+05:30" → minutes east of UTC; null when absent or malformed. */
function offsetMinutes(offset: unknown): number | null {
  const m = typeof offset === 'string' ? /^([+-])(\d{2}):(\d{2})$/.exec(offset) : null;
  if (!m) return null;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
}

/**
 * Local civil date and time of a resolved birth, from its UTC instant and the offset used
 * (both from the result's `input` block): "1990-05-10", "19:55:00".
 */
export function localDateTime(input: Record<string, unknown>): { date: string; time: string } | null {
  const minutes = offsetMinutes(input.utcOffset);
  const utcMs = typeof input.utc === 'string' ? Date.parse(input.utc) : Number.NaN;
  if (minutes === null || Number.isNaN(utcMs)) return null;
  const iso = new Date(utcMs + minutes * 60_000).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 19) };
}

/** 19.076 → "19.0760° N" (or उ in Hindi). */
export function coordinate(value: number, positive: Bilingual, negative: Bilingual, t: Pick): string {
  return `${Math.abs(value).toFixed(4)}° ${t(value >= 0 ? positive : negative)}`;
}

/** Degrees → 23°43′20″ (whole seconds, for the ayanamsha). */
export function dms(degrees: number): string {
  const totalSeconds = Math.round(Math.abs(degrees) * 3600);
  const d = Math.floor(totalSeconds / 3600);
  const m = Math.floor((totalSeconds % 3600) / 60);
  const s = totalSeconds % 60;
  return `${degrees < 0 ? '-' : ''}${d}°${String(m).padStart(2, '0')}′${String(s).padStart(2, '0')}″`;
}

/** A result's "12°34'56\"" with typographic primes. */
export function primes(text: string): string {
  return text.replace(/'/g, '′').replace(/"/g, '″');
}

/**
 * The birth-details rows of one resolved birth: local date and time, zone, offset used, UTC,
 * coordinates (as validated), ayanamsha with its value at the moment.
 */
export function birthRows(input: Record<string, unknown>, body: Record<string, unknown>, method: Record<string, unknown>, t: Pick): [string, string][] {
  const L = reportLabels;
  const local = localDateTime(input);
  const rows: [string, string][] = [];
  if (local) rows.push([t(L.date), local.date], [t(L.time), local.time]);
  if (typeof input.timezone === 'string') rows.push([t(L.timeZone), input.timezone]);
  if (typeof input.utcOffset === 'string') rows.push([t(L.utcOffset), input.utcOffset]);
  if (typeof input.utc === 'string') rows.push([t(L.utc), input.utc.replace('T', ' ').replace('Z', '')]);
  if (typeof body.latitude === 'number') rows.push([t(L.latitude), coordinate(body.latitude, L.north, L.south, t)]);
  if (typeof body.longitude === 'number') rows.push([t(L.longitude), coordinate(body.longitude, L.east, L.west, t)]);
  if (typeof method.ayanamsha === 'string') {
    const value = typeof input.ayanamshaDegrees === 'number' ? ` ${dms(input.ayanamshaDegrees)}` : '';
    rows.push([t(L.ayanamsha), `${method.ayanamsha}${value}`]);
  }
  return rows;
}

/** A result chart (`lagna`, `houses[]` with `rashi.index` 1–12 and `points`) as a drawing input. */
export interface ResultChart {
  name: Bilingual;
  lagna: { degreeInSign: number; rashi?: { index: number } };
  houses: { house: number; rashi: { index: number }; points: { id: string; degreeInSign: number; retrograde: boolean }[] }[];
}

/**
 * A result chart as a drawing input. The Bhava chart (`bhava: true`) is drawn as the kundli
 * draws it: houses numbered with the rashi chart's signs (lagna sign + h − 1), each body in its
 * bhava, since a bhava's own sign can repeat or skip a sign.
 */
export function chartInput(chart: ResultChart, bhava = false): ChartDrawingInput {
  const lagnaSign = (chart.lagna.rashi?.index ?? 1) - 1;
  return {
    title: chart.name,
    lagnaDegreeInSign: chart.lagna.degreeInSign,
    houses: chart.houses.map((h) => ({
      house: h.house,
      sign: bhava ? (lagnaSign + h.house - 1) % 12 : h.rashi.index - 1,
      points: h.points.map((p) => ({ id: p.id as ChartPointId, degreeInSign: p.degreeInSign, retrograde: p.retrograde })),
    })),
  };
}

/** A method id: AYAN.LAHIRI, YOGA.CATALOGUE.2; KEMADRUMA (no dot) only under a method field. */
const dottedId = /^[A-Z][A-Z0-9_]*(\.[A-Z0-9_]+)+$/;
const bareId = /^[A-Z][A-Z0-9_]{2,}$/;
/** Fields of a method block that hold method or rule ids (ayanamshaMethodId, doshaMethodIds, readingsRuleSet…). */
const methodField = /method|rule/i;

/**
 * Every method id in a method block, in order of appearance, once each, with the field that
 * declares it first (`ayanamshaMethodId`, `avakahadaMethodIds.varna`, `doshaMethodIds[]`).
 */
export function declaredMethodFields(method: unknown, out = new Map<string, string>(), path = '', underMethodField = false): Map<string, string> {
  if (typeof method === 'string') {
    if ((dottedId.test(method) || (underMethodField && bareId.test(method))) && !out.has(method)) out.set(method, path);
  } else if (Array.isArray(method)) for (const v of method) declaredMethodFields(v, out, `${path}[]`, underMethodField);
  else if (method && typeof method === 'object') {
    for (const [key, v] of Object.entries(method)) declaredMethodFields(v, out, path ? `${path}.${key}` : key, underMethodField || methodField.test(key));
  }
  return out;
}

/** Every method id in a method block, in order of appearance, once. */
export function methodIds(method: unknown, out = new Set<string>()): Set<string> {
  for (const id of declaredMethodFields(method).keys()) out.add(id);
  return out;
}

type VersionPart = { id: string; envelope: EnvelopeParts<unknown> };

/** The footer's first line: versions of every calculation shown, the report labels' version, the request id. */
export function footerLines(parts: VersionPart[], requestId: string, contentVersion: string, t: Pick): string[] {
  const L = reportLabels;
  const engine = parts[0]?.envelope.versions.engine ?? '';
  const versions = parts.map((p) => `${p.id} ${p.envelope.versions.calculation} / ${p.envelope.versions.content}`).join(' · ');
  return [`${t(L.versions)}: engine ${engine} · ${versions} · ${contentVersion} · ${t(L.requestId)} ${requestId}`];
}

/** Anchor of the methods section, which the footer points to. */
export const methodsAnchor = 'methods';

/**
 * The footer's methods line: the declared method ids of every calculation shown (the sky
 * settings come first in every method block: ayanamsha, node, positions, time, chart, houses),
 * as many as fit, and the count with the page of the methods section that lists them all.
 */
export function footerMethods(parts: VersionPart[], t: Pick): FooterMethods {
  const ids = new Set<string>();
  for (const p of parts) methodIds(p.envelope.method, ids);
  return { label: t(reportLabels.methods), ids: [...ids], pointer: t(reportLabels.allMethodsPointer).replace('{page}', `{anchor:${methodsAnchor}}`) };
}

/**
 * The closing section: the version of each calculation, then every declared method id once,
 * with the field of the JSON `method` block that declares it and the calculations declaring it.
 */
export function methodsSection(parts: VersionPart[], t: Pick): ReportBlock[] {
  const L = reportLabels;
  const blocks: ReportBlock[] = [{ kind: 'heading', text: t(L.methodsAndVersions), level: 1, newPage: true, anchor: methodsAnchor }];
  blocks.push({
    kind: 'table',
    headers: [t(L.calculation), t(L.calculationVersion), t(L.contentVersion)],
    rows: parts.map((p) => [p.id, p.envelope.versions.calculation, p.envelope.versions.content]),
    widths: [1, 1, 1.4],
    size: 8,
  });
  const declared = new Map<string, { field: string; by: string[] }>();
  for (const p of parts) {
    for (const [id, field] of declaredMethodFields(p.envelope.method)) {
      const entry = declared.get(id);
      if (entry) entry.by.push(p.id);
      else declared.set(id, { field, by: [p.id] });
    }
  }
  blocks.push({ kind: 'paragraph', text: t(L.methodsIntro).replace('{count}', String(declared.size)), muted: true });
  blocks.push({
    kind: 'table',
    headers: [t(L.methodId), t(L.methodField), t(L.declaredBy)],
    rows: [...declared].map(([id, d]) => [id, `method.${d.field}`, d.by.join(', ')]),
    widths: [1.25, 1.45, 1.3],
    size: 7.5,
  });
  blocks.push({ kind: 'paragraph', text: t(L.reviewNote), muted: true });
  return blocks;
}

export const yesNo = (value: boolean, t: Pick): string => t(value ? reportLabels.yes : reportLabels.no);

/** "2024-03-01T06:57:38+05:30" → "2024-03-01 06:57". */
export function shortLocal(moment: { local: string } | null | undefined): string {
  return moment ? moment.local.slice(0, 16).replace('T', ' ') : '—';
}
