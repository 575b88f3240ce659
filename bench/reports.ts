/**
 * PDF report benchmark (issue 13):
 *  1. kundli report per document, warm, in this thread: the three calculations
 *     (kundli + kundli-advanced + kundli-insights) and compose + render, timed apart;
 *  2. memory over many reports (RSS and heap before and after; REPORTS_N, default 500);
 *  3. panchang latency over HTTP (autocannon, in-process server) alone and while kundli
 *     reports render in the PDF worker pool (two clients posting reports back to back).
 * Usage: npx tsx bench/reports.ts   (REPORTS_N=100 for a shorter memory run)
 */
import { createRequire } from 'node:module';
import { initEphemeris } from '../src/astro/swe.ts';
import { calculations } from '../src/calculations/registry.ts';
import { runCalculation } from '../src/api/routes/calculations.ts';
import { buildReport } from '../src/api/reports/task.ts';
import { pickFor } from '../src/api/reports/schemas.ts';
import { composeKundliReport, type KundliReportParts } from '../src/api/reports/compose-kundli.ts';
import { renderReportPdf } from '../src/render/pdf/render.ts';
import type { TObject } from 'typebox';
import { percentiles, randomPanchangBodies } from './_shared.ts';

interface AutocannonResult { latency: { p50: number; p99: number }; requests: { total: number }; non2xx: number }
type Autocannon = (o: Record<string, unknown>) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

initEphemeris();
const natal = { localDate: '1990-05-10', localTime: '19:55:00', timezone: 'Asia/Kolkata', latitude: 19.076, longitude: 72.8777, ayanamsha: 'lahiri', transitDate: '2024-03-01' };
const nowMs = Date.parse('2024-03-01T00:00:00Z');
const calc = (id: string) => calculations.find((c) => c.id === id)!;
const mb = (n: number) => (n / 2 ** 20).toFixed(0);

function parts(body: Record<string, unknown>): KundliReportParts {
  const run = (id: string) => runCalculation(calc(id), pickFor(calc(id).request as TObject, body), 'r'.repeat(32), { now: new Date(nowMs) }) as never;
  return { kundli: run('kundli'), advanced: run('kundli-advanced'), insights: run('kundli-insights') };
}

// 1. Per document, warm.
const computeMs: number[] = [];
const renderMs: number[] = [];
const totalMs: number[] = [];
for (let i = 0; i < 40; i++) {
  const body = { ...natal, language: i % 2 ? 'hi' : 'en' };
  const t0 = performance.now();
  const p = parts(body);
  const t1 = performance.now();
  await renderReportPdf(composeKundliReport(p, body, { language: i % 2 ? 'hi' : 'en', chartStyle: 'north', requestId: 'r'.repeat(32) }));
  const t2 = performance.now();
  if (i >= 10) {
    computeMs.push(t1 - t0);
    renderMs.push(t2 - t1);
    totalMs.push(t2 - t0);
  }
}
const show = (label: string, xs: number[]) => {
  const p = percentiles(xs);
  console.log(`${label.padEnd(44)} median ${p.median.toFixed(1)} ms  p90 ${p.p90.toFixed(1)} ms  max ${p.max.toFixed(1)} ms  (n=${p.n})`);
};
console.log('kundli report, warm, one thread (en/hi alternating):');
show('  three calculations (compute + present)', computeMs);
show('  compose + render (pdfkit)', renderMs);
show('  whole report', totalMs);

// 2. Memory over many reports.
const n = Number(process.env.REPORTS_N ?? 500);
global.gc?.();
const before = process.memoryUsage();
const t0 = performance.now();
for (let i = 0; i < n; i++) {
  // Births vary so the caches see new words and charts (day of month 1–28, minutes 0–59).
  const body = { ...natal, localDate: `19${60 + (i % 40)}-0${1 + (i % 9)}-${String(1 + (i % 28)).padStart(2, '0')}`, localTime: `0${i % 10}:${String(i % 60).padStart(2, '0')}:00`, language: i % 2 ? 'hi' : 'en', chartStyle: ['north', 'south', 'east'][i % 3] };
  await buildReport({ report: 'kundli', body, requestId: 'r'.repeat(32), nowMs });
}
global.gc?.();
const after = process.memoryUsage();
console.log(`${n} kundli reports in ${((performance.now() - t0) / 1000).toFixed(1)} s: RSS ${mb(before.rss)} → ${mb(after.rss)} MiB, heap used ${mb(before.heapUsed)} → ${mb(after.heapUsed)} MiB`);

// 3. Panchang latency while PDFs render in the worker pool.
const { buildApp } = await import('../src/api/app.ts');
const { loadConfig } = await import('../src/api/config.ts');
const { createLogger } = await import('../src/api/logger.ts');
const app = await buildApp({ config: loadConfig({ RATE_LIMIT_MAX: '100000000', RESULT_CACHE_ENTRIES: '0', MAX_EVENT_LOOP_DELAY_MS: '0', PDF_WORKERS: '1', PDF_QUEUE: '4' }), logger: createLogger('silent') });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const bodies = randomPanchangBodies(240, 7).map((b) => JSON.stringify(b));
const panchang = async (seconds: number) => {
  let next = 0;
  return autocannon({
    url: base, connections: 4, duration: seconds, method: 'POST', headers: { 'content-type': 'application/json' },
    requests: [{ method: 'POST', path: '/api/v2/calculations/panchang', setupRequest: (r: Record<string, unknown>) => ({ ...r, body: bodies[next++ % bodies.length] }) }],
  });
};
const post = (body: unknown) => fetch(`${base}/api/v2/reports/kundli`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(async (r) => ({ status: r.status, bytes: (await r.arrayBuffer()).byteLength }));
// Warm the worker (its first report loads and compiles the modules) and the panchang route.
await post(natal);
await panchang(3);
const alone = await panchang(10);
let rendering = true;
const statuses: Record<number, number> = {};
const client = async () => {
  while (rendering) {
    const r = await post({ ...natal, language: 'hi' });
    statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  }
};
const clients = [client(), client()];
const during = await panchang(10);
rendering = false;
await Promise.all(clients);
console.log(`panchang alone:              p50 ${alone.latency.p50} ms  p99 ${alone.latency.p99} ms  (${alone.requests.total} requests, non-2xx ${alone.non2xx})`);
console.log(`panchang while PDFs render:  p50 ${during.latency.p50} ms  p99 ${during.latency.p99} ms  (${during.requests.total} requests, non-2xx ${during.non2xx}); reports by status ${JSON.stringify(statuses)}`);
await app.close();
