/**
 * Whole-request throughput of the hot routes over HTTP (issue 21), as a user sees it: the
 * production build (`node dist/server.js`, 2 calculation workers by default, result cache
 * off, rate limit out of the way) and autocannon in this process on the same machine.
 *
 *   npx tsx bench/http-routes.ts [seconds=8] [connections=16]
 *
 * Routes: GET /healthz (the cost of one round trip through Fastify and every hook: the
 * ceiling of any route on this box), GET location search (a rotating mix of prefixes),
 * POST panchang, kundli and kundli-advanced (distinct births, cache off). Then an open-loop
 * run of panchang at 80 % of its measured capacity for the p99 (target ≤ 50 ms).
 * Targets: panchang and kundli ≥ 1,500 req/s, kundli-advanced ≥ 300, location search ≥ 8,000.
 * Beside each rate: the server's CPU per answered request (from /proc, over the measured run):
 * its main thread, its busiest other threads together (the calculation workers and V8's
 * helper threads) and the load generator's own, since autocannon shares the two cores.
 */
import { loadavg } from 'node:os';
import { randomPanchangBodies } from './_shared.ts';
import { ensureBuilt, load, quantile, round1, startServer } from './_server.ts';
import { threadCpuSeconds } from './_thread-cpu.ts';

const prefixes = ['Mum', 'Del', 'Bang', 'Kolk', 'Chen', 'Hyder', 'Ahmed', 'Pune', 'Jaip', 'Luckn', 'Lond', 'New Y', 'Sing', 'Dub', 'Toro', 'Syd', 'Kath', 'Dhak', 'Kara', 'Varan'];

interface Row {
  route: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non200: number;
  target?: number;
  /** CPU ms per answered request: the server's main thread, its other threads, the load generator. */
  cpuMsPerRequest?: { main: number; other: number; loadGenerator: number };
}

/** CPU seconds of every thread of `pid`, summed into the main thread and the rest. */
function cpuSplit(pid: number): { main: number; other: number } {
  const t = threadCpuSeconds(pid);
  const main = t.main ?? 0;
  return { main, other: Object.values(t).reduce((a, b) => a + b, 0) - main };
}
const sumCpu = (t: Record<string, number>) => Object.values(t).reduce((a, b) => a + b, 0);

const round3 = (x: number) => Math.round(x * 1000) / 1000;

async function main(): Promise<void> {
  const seconds = Number(process.argv[2] ?? 8);
  const connections = Number(process.argv[3] ?? 16);
  ensureBuilt();
  const load0 = loadavg()[0];
  // SERVER_ENTRY: node's arguments instead of `dist/server.js` (another build, V8 flags), for A/B runs.
  const server = await startServer({ RESULT_CACHE_ENTRIES: '0', CALC_QUEUE_WAIT_MS: '30000', MAX_EVENT_LOOP_DELAY_MS: '0' }, (process.env.SERVER_ENTRY ?? 'dist/server.js').split(' '));
  const rows: Row[] = [];
  const bodies = randomPanchangBodies(2000, 4242).map((b) => JSON.stringify(b));
  const run = async (route: string, path: string, method: 'GET' | 'POST', target?: number) => {
    const paths = method === 'GET' && path.includes('search') ? prefixes.map((p) => `${path}?q=${encodeURIComponent(p)}&limit=5`) : [path];
    // Warm on the first path; then the search prefixes are loaded side by side (a share of the
    // connections each), so the run mixes them.
    await load({ port: server.port, path: paths[0], bodies, seconds: 2, connections, method });
    const serverBefore = cpuSplit(server.child.pid!);
    const selfBefore = sumCpu(threadCpuSeconds(process.pid));
    const started = performance.now();
    const results = await Promise.all(
      paths.map((p) => load({ port: server.port, path: p, bodies, seconds, connections: Math.max(1, Math.round(connections / paths.length)), method })),
    );
    const wall = (performance.now() - started) / 1000;
    const serverAfter = cpuSplit(server.child.pid!);
    const selfCpu = sumCpu(threadCpuSeconds(process.pid)) - selfBefore;
    const ok = results.flatMap((r) => r.latencyByStatus.get(200) ?? []);
    const all = results.reduce((n, r) => n + [...r.latencyByStatus.values()].reduce((m, l) => m + l.length, 0), 0);
    rows.push({ route, requestsPerSecond: Math.round(ok.length / Math.min(wall, seconds)), p50Ms: round1(quantile(ok, 0.5)), p99Ms: round1(quantile(ok, 0.99)), non200: all - ok.length, ...(target ? { target } : {}),
      cpuMsPerRequest: {
        main: round3((1000 * (serverAfter.main - serverBefore.main)) / ok.length),
        other: round3((1000 * (serverAfter.other - serverBefore.other)) / ok.length),
        loadGenerator: round3((1000 * selfCpu) / ok.length),
      } });
  };
  try {
    await run('GET /healthz (ceiling)', '/api/healthz', 'GET');
    await run('GET location search', '/api/v2/locations/search', 'GET', 8000);
    await run('POST panchang', '/api/v2/calculations/panchang', 'POST', 1500);
    await run('POST kundli', '/api/v2/calculations/kundli', 'POST', 1500);
    await run('POST kundli-advanced', '/api/v2/calculations/kundli-advanced', 'POST', 300);
    const panchang = rows.find((r) => r.route === 'POST panchang')!;
    const rate = Math.max(1, Math.round(panchang.requestsPerSecond * 0.8));
    const open = await load({ port: server.port, path: '/api/v2/calculations/panchang', bodies, seconds, connections: 64, overallRate: rate });
    const ok = open.latencyByStatus.get(200) ?? [];
    rows.push({ route: `POST panchang open loop at ${rate} req/s (80 %)`, requestsPerSecond: round1(ok.length / seconds), p50Ms: round1(quantile(ok, 0.5)), p99Ms: round1(quantile(ok, 0.99)), non200: open.result.non2xx });
  } finally {
    await server.stop();
  }
  const load1 = loadavg()[0];
  console.log(`HTTP, node dist/server.js, cache off, ${seconds} s per route, ${connections} connections; load average ${load0.toFixed(1)} → ${load1.toFixed(1)}`);
  for (const r of rows) {
    const verdict = r.target ? (r.requestsPerSecond >= r.target ? ` (target ${r.target}: met)` : ` (target ${r.target}: MISSED)`) : '';
    const cpu = r.cpuMsPerRequest
      ? `  CPU/request: server ${round3(r.cpuMsPerRequest.main + r.cpuMsPerRequest.other)} ms (main ${r.cpuMsPerRequest.main}, workers+helpers ${r.cpuMsPerRequest.other}), load generator ${r.cpuMsPerRequest.loadGenerator}`
      : '';
    console.log(`  ${r.route.padEnd(44)} ${String(r.requestsPerSecond).padStart(7)} req/s  p50 ${r.p50Ms} ms  p99 ${r.p99Ms} ms  non-200 ${r.non200}${verdict}${cpu}`);
  }
  console.log(`BENCH_JSON ${JSON.stringify({ benchmark: 'http-routes', seconds, connections, loadAverage: [round1(load0), round1(load1)], rows })}`);
}

await main();
