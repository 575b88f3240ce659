/**
 * PDF report benchmark (issue 13):
 *  1. kundli report per document, warm, in this thread: the three calculations
 *     (kundli + kundli-advanced + kundli-insights) and compose + render, timed apart;
 *  2. memory over many reports rendered in PDF worker threads (REPORTS_N, default 2,000, on
 *     REPORTS_WORKERS threads, default 2): every 100 reports the process RSS (all threads) and
 *     its peak, the main heap and each worker's own heap (reported by the worker, after a forced
 *     GC when run with --expose-gc) and the renderer's cache sizes, so a plateau shows;
 *  3. panchang latency over HTTP (autocannon, in-process server) alone and while kundli
 *     reports render in the PDF worker pool (two clients posting reports back to back).
 * Usage: npx tsx bench/reports.ts (it reruns itself with --expose-gc when that is missing;
 *        REPORTS_N=300 for a shorter memory run; REPORTS_PART=2 for the memory part alone)
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { initEphemeris } from '../src/astro/swe.ts';
import { calculations } from '../src/calculations/registry.ts';
import { runCalculation } from '../src/api/routes/calculations.ts';
import { Piscina } from 'piscina';
import type { ReportOutcome, ReportTask } from '../src/api/reports/task.ts';
import type { WorkerMemory } from './_reports-worker.ts';
import { pickFor } from '../src/api/reports/schemas.ts';
import { composeKundliReport, type KundliReportParts } from '../src/api/reports/compose-kundli.ts';
import { renderReportPdf } from '../src/render/pdf/render.ts';
import type { TObject } from 'typebox';
import { percentiles, randomPanchangBodies } from './_shared.ts';

interface AutocannonResult { latency: { p50: number; p99: number }; requests: { total: number }; non2xx: number }
type Autocannon = (o: Record<string, unknown>) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

// The memory samples are taken after a forced collection: run again with --expose-gc when it is missing.
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) {
  const r = spawnSync(process.execPath, ['--expose-gc', ...process.execArgv, fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exit(r.status ?? 1);
}

initEphemeris();
const natal = { localDate: '1990-05-10', localTime: '19:55:00', timezone: 'Asia/Kolkata', latitude: 19.076, longitude: 72.8777, ayanamsha: 'lahiri', transitDate: '2024-03-01' };
const nowMs = Date.parse('2024-03-01T00:00:00Z');
const calc = (id: string) => calculations.find((c) => c.id === id)!;
const mb = (n: number) => (n / 2 ** 20).toFixed(0);

function parts(body: Record<string, unknown>): KundliReportParts {
  const run = (id: string) => runCalculation(calc(id), pickFor(calc(id).request as TObject, body), 'r'.repeat(32), { now: new Date(nowMs) }) as never;
  return { kundli: run('kundli'), advanced: run('kundli-advanced'), insights: run('kundli-insights') };
}

const runPart = (k: string) => (process.env.REPORTS_PART ?? '123').includes(k);

if (runPart('1')) {
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
}

if (runPart('2')) {
  // 2. Memory over many reports, in PDF worker threads as the service renders them.
  const n = Number(process.env.REPORTS_N ?? 2000);
  const threads = Number(process.env.REPORTS_WORKERS ?? 2);
  const every = 100;
  const memoryPool = new Piscina<ReportTask | { probe: true }, ReportOutcome | WorkerMemory>({
    filename: new URL('../src/api/pool/tsx-worker.mjs', import.meta.url).href,
    workerData: { sourceModule: new URL('./_reports-worker.ts', import.meta.url).href },
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: Number.POSITIVE_INFINITY,
  });
  /** One probe per thread: sent together while every thread is idle, so each thread takes one. */
  async function probeWorkers(): Promise<WorkerMemory[]> {
    for (;;) {
      const replies = (await Promise.all(Array.from({ length: threads }, () => memoryPool.run({ probe: true })))) as WorkerMemory[];
      if (new Set(replies.map((r) => r.threadId)).size === threads) return replies.sort((a, b) => a.threadId - b.threadId);
    }
  }
  interface Sample { reports: number; seconds: number; rss: number; maxRss: number; heap: number; workerHeaps: number[]; external: number; shapedWords: number; widths: number }
  const samples: Sample[] = [];
  const t0 = performance.now();
  const sample = async (reports: number) => {
    const workers = await probeWorkers();
    gc?.();
    const m = process.memoryUsage();
    const s: Sample = {
      reports,
      seconds: (performance.now() - t0) / 1000,
      rss: m.rss,
      maxRss: process.resourceUsage().maxRSS * 1024,
      heap: m.heapUsed,
      workerHeaps: workers.map((w) => w.heapUsed),
      external: m.external + workers.reduce((a, w) => a + w.external, 0),
      shapedWords: Math.max(...workers.map((w) => w.shapedWords)),
      widths: Math.max(...workers.map((w) => w.widths)),
    };
    samples.push(s);
    console.log(
      `  ${String(reports).padStart(5)} reports ${s.seconds.toFixed(0).padStart(5)} s  RSS ${mb(s.rss).padStart(4)} MiB (max ${mb(s.maxRss)})  heap main ${mb(s.heap)} MiB, workers ${s.workerHeaps.map(mb).join(' / ')} MiB  external ${mb(s.external)} MiB  cached words ${s.shapedWords}, widths ${s.widths}`,
    );
  };
  console.log(`memory over ${n} kundli reports in ${threads} PDF worker threads (sampled every ${every}, after a forced GC):`);
  await sample(0);
  let issued = 0;
  while (issued < n) {
    const batch = Math.min(every, n - issued);
    let next = issued;
    const end = issued + batch;
    // `threads` reports in flight at a time (one per worker), births varying so the caches see
    // new words and charts (day of month 1–28, minutes 0–59), en/hi and the three styles alternating.
    await Promise.all(Array.from({ length: threads }, async () => {
      while (next < end) {
        const i = next++;
        const body = { ...natal, localDate: `19${60 + (i % 40)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`, localTime: `${String(i % 24).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}:00`, language: i % 2 ? 'hi' : 'en', chartStyle: ['north', 'south', 'east'][i % 3] };
        const out = (await memoryPool.run({ report: 'kundli', body, requestId: i.toString(16).padStart(32, '0'), nowMs })) as ReportOutcome;
        if (!out.ok) throw new Error(`report ${i}: ${out.code}`);
      }
    }));
    issued = end;
    await sample(issued);
  }
  await memoryPool.destroy();
  {
    const first = samples[1] ?? samples[0];
    const mid = samples.find((s) => s.reports >= n / 2) ?? first;
    const last = samples[samples.length - 1];
    const secondHalf = samples.filter((s) => s.reports >= n / 2);
    const range = (f: (s: Sample) => number) => `${mb(Math.min(...secondHalf.map(f)))}–${mb(Math.max(...secondHalf.map(f)))}`;
    const workerHeap = (s: Sample) => s.workerHeaps.reduce((a, b) => a + b, 0);
    console.log(`  RSS: start ${mb(samples[0].rss)}, after ${first.reports} ${mb(first.rss)}, after ${mid.reports} ${mb(mid.rss)}, end ${mb(last.rss)} MiB; second half ${range((s) => s.rss)} MiB`);
    console.log(`  worker heaps (sum): start ${mb(workerHeap(samples[0]))}, after ${first.reports} ${mb(workerHeap(first))}, after ${mid.reports} ${mb(workerHeap(mid))}, end ${mb(workerHeap(last))} MiB; second half ${range(workerHeap)} MiB`);
  }
}

if (runPart('3')) {
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
}
