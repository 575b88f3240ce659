/**
 * Soak (issue 20/21): mixed routes for a long while, result cache on and then off, with the
 * server's RSS at start, plateau and end. Opt-in (`npm run bench -- soak`; bench/run.ts skips
 * it otherwise) because it takes ten minutes.
 *
 *   npx tsx bench/soak.ts [minutes=10]   (SOAK_ONLY=on|off: only the cache-on or cache-off half)
 *
 * Half the time with the service as deployed (result cache on), half with
 * RESULT_CACHE_ENTRIES=0, each a fresh `node dist/server.js`. The mix, by weight: panchang 30,
 * kundli 20, kundli-advanced 10, match-making 10, numerology 10, location search 10, API
 * index 5, healthz 5; birth bodies drawn from 5,000 distinct ones (so the cache sees repeats
 * and misses). 32 connections, closed loop. RSS (main thread and workers: one process) is
 * sampled every 5 s: start = after warm-up before load, plateau = median of the second half
 * of the load, end = after the load and 5 s of quiet. Target (issue 21): ≤ 400 MB.
 */
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { nextRequest } from './_soak-mix.ts';
import { ensureBuilt, quantile, round1, startServer, type Server } from './_server.ts';

type Autocannon = (options: Record<string, unknown>) => Promise<{
  requests: { total: number; average: number };
  latency: { p50: number; p99: number };
  errors: number;
  resets: number;
  statusCodeStats?: Record<string, { count: number }>;
}>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

async function phase(label: string, env: Record<string, string>, seconds: number) {
  const server: Server = await startServer(env);
  const samples: { t: number; rss: number }[] = [];
  try {
    let i = 0;
    const requests = [{ setupRequest: (req: Record<string, unknown>) => ({ ...req, ...nextRequest(i++) }) }];
    await autocannon({ url: `http://127.0.0.1:${server.port}`, connections: 8, duration: 5, requests }); // warm
    await new Promise((r) => setTimeout(r, 2000));
    const start = server.rssMiB();
    const t0 = performance.now();
    const sampler = setInterval(() => samples.push({ t: (performance.now() - t0) / 1000, rss: server.rssMiB() }), 5000);
    const result = await autocannon({ url: `http://127.0.0.1:${server.port}`, connections: 32, duration: seconds, requests, timeout: 30 });
    clearInterval(sampler);
    await new Promise((r) => setTimeout(r, 5000));
    const end = server.rssMiB();
    const secondHalf = samples.filter((s) => s.t >= seconds / 2).map((s) => s.rss);
    const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([k, v]) => [k, v.count]));
    return {
      label,
      seconds,
      requests: result.requests.total,
      requestsPerSecond: round1(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      statuses,
      errors: result.errors,
      resets: result.resets,
      rssMiB: {
        start: round1(start),
        plateau: round1(quantile(secondHalf, 0.5)),
        max: round1(Math.max(...samples.map((s) => s.rss))),
        end: round1(end),
      },
      rssSeries: samples.filter((_, k) => k % 6 === 0).map((s) => [Math.round(s.t), round1(s.rss)]),
    };
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  const minutes = Number(process.argv[2] ?? 10);
  const half = Math.round((minutes * 60) / 2);
  const loadText = () => loadavg().map((x) => x.toFixed(2)).join(' ');
  const loadAtStart = loadText();
  console.log(`load average at start (1, 5, 15 min): ${loadAtStart}`);
  ensureBuilt();
  // SOAK_ONLY=on|off runs one phase (so each run stays short enough for a quiet window).
  const only = process.env.SOAK_ONLY;
  const phases = [];
  if (only !== 'off') phases.push(await phase('result cache on (deployed)', {}, half));
  if (only !== 'on') phases.push(await phase('result cache off', { RESULT_CACHE_ENTRIES: '0' }, half));
  const loadAtEnd = loadText();
  console.log(`soak: ${minutes} min of mixed routes, 32 connections, node dist/server.js (default workers); load average at start ${loadAtStart}, at end ${loadAtEnd}`);
  for (const p of phases) {
    console.log(
      `  ${p.label.padEnd(28)} ${p.requests} requests (${p.requestsPerSecond}/s), p50 ${p.p50Ms} ms, p99 ${p.p99Ms} ms, statuses ${JSON.stringify(p.statuses)}, errors ${p.errors}, resets ${p.resets}`,
    );
    console.log(`  ${''.padEnd(28)} RSS MiB: start ${p.rssMiB.start}, plateau ${p.rssMiB.plateau}, max ${p.rssMiB.max}, end ${p.rssMiB.end}; series (s, MiB) ${JSON.stringify(p.rssSeries)}`);
  }
  const worst = Math.max(...phases.map((p) => p.rssMiB.max));
  console.log(`  target RSS ≤ 400 MB: max ${worst} MiB → ${worst * 1.048576 <= 400 ? 'met' : 'MISSED'}`);
  console.log(`BENCH_JSON ${JSON.stringify({ benchmark: 'soak', minutes, loadAtStart, loadAtEnd, phases })}`);
}

await main();
