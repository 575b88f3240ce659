/** Shared pieces of the kundli tests: the app without load shedding, and the dev cases. */
import type { TestContext } from 'node:test';
import { readFileSync } from 'node:fs';
import { build, postJson } from '../helpers/app.ts';
import { birthBodyOf } from '../helpers/birth.ts';

/**
 * The app as `build(t)` gives it, with event-loop load shedding off: these tests run many
 * heavy requests on a shared machine, and a 503 CAPACITY_EXCEEDED would test the machine.
 */
export async function buildKundliApp(t: TestContext) {
  return (await build(t, { MAX_EVENT_LOOP_DELAY_MS: '0' })).app;
}

/** The same app for a whole suite: built in `before`, closed by the caller in `after`. */
export async function buildSuiteApp() {
  let close: () => void = () => {};
  const app = await buildKundliApp({ after: (fn: () => void) => { close = fn; } } as unknown as TestContext);
  return { app, close: async () => close() };
}

export const kundliPath = '/v2/calculations/kundli';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export async function postKundli(app: Awaited<ReturnType<typeof buildKundliApp>>, body: unknown, path = kundliPath): Promise<{ status: number; json: Json }> {
  const r = await postJson(app, path, body);
  return { status: r.statusCode, json: r.json() };
}

export interface DevCase {
  id: string;
  local_datetime: string;
  utc_offset_hours: number;
  lat: number;
  lon: number;
  pyjhora_planets: Record<string, { lon: number; rasi: number; nakshatra: number; pada: number }>;
  pyjhora_retrograde: string[];
  moon_nakshatra: { nakshatra: number; name: string; pada: number };
  vargas: Record<string, Record<string, number>>;
}

export const devCases: DevCase[] = (
  JSON.parse(readFileSync(new URL('../golden/charts/dev-cases-vargas.json', import.meta.url), 'utf8')) as { cases: DevCase[] }
).cases;

/** A dev case as a kundli request with PyJHora's settings (test/golden/charts/README.md). */
export function devCaseRequest(c: DevCase, extra: Record<string, unknown> = {}) {
  return { ...birthBodyOf(c), ayanamsha: 'lahiri', nodeType: 'mean', positions: 'true-geometric', ...extra };
}

export const grahas = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu'] as const;

/** Sign (0-based) of every body in a published chart, read from its houses. */
export function signsInChart(chart: Json): Record<string, number> {
  const out: Record<string, number> = {};
  for (const h of chart.houses) for (const p of h.points) out[p.id] = h.rashi.index - 1;
  return out;
}
