/**
 * Throughput with the result cache off, 1 and 2 calculation workers side by side in one run
 * (issue 20: throughput scales with cores).
 *
 *   npx tsx bench/workers.ts [seconds=10] [connections=16]
 *
 * For each worker count the service runs as in production (`node dist/server.js`,
 * CALC_WORKERS=n, RESULT_CACHE_ENTRIES=0) and autocannon, in this process, sends distinct
 * births (rotating 2,000 bodies) to panchang and then to kundli. Only 200s count as served;
 * 503s (admission refusals) are reported beside them.
 */
import { availableParallelism, loadavg } from 'node:os';
import { randomPanchangBodies } from './_shared.ts';
import { ensureBuilt, load, quantile, round1, startServer } from './_server.ts';

const routes = [
  ['panchang', '/api/v2/calculations/panchang'],
  ['kundli', '/api/v2/calculations/kundli'],
] as const;

async function main(): Promise<void> {
  const seconds = Number(process.argv[2] ?? 10);
  const connections = Number(process.argv[3] ?? 16);
  const loadAtStart = loadavg().map((x) => x.toFixed(2)).join(' ');
  console.log(`load average at start (1, 5, 15 min): ${loadAtStart} on ${availableParallelism()} cores; CALC_WORKER_NICE=${process.env.CALC_WORKER_NICE ?? '(default)'}`);
  ensureBuilt();
  const bodies = randomPanchangBodies(2000, 777).map((b) => JSON.stringify(b));
  const rows: Record<string, unknown>[] = [];
  for (const workers of [1, 2]) {
    // A wait budget far above any wait here: this measures throughput, not admission.
    const server = await startServer({ CALC_WORKERS: String(workers), RESULT_CACHE_ENTRIES: '0', CALC_QUEUE_WAIT_MS: '30000' });
    try {
      for (const [name, path] of routes) {
        await load({ port: server.port, path, bodies: bodies.slice(1000), seconds: 2, connections }); // warm
        const run = await load({ port: server.port, path, bodies, seconds, connections });
        const ok = run.latencyByStatus.get(200) ?? [];
        const refused = run.latencyByStatus.get(503)?.length ?? 0;
        rows.push({
          route: name,
          workers,
          requestsPerSecond: round1(ok.length / seconds),
          p50Ms: round1(quantile(ok, 0.5)),
          p99Ms: round1(quantile(ok, 0.99)),
          refused503: refused,
          errors: run.result.errors,
        });
      }
    } finally {
      await server.stop();
    }
  }
  console.log(`cache off, distinct births, ${seconds} s each, ${connections} connections, server: node dist/server.js`);
  for (const [name] of routes) {
    const one = rows.find((r) => r.route === name && r.workers === 1)!;
    const two = rows.find((r) => r.route === name && r.workers === 2)!;
    const ratio = (two.requestsPerSecond as number) / (one.requestsPerSecond as number);
    console.log(
      `  ${name.padEnd(9)} 1 worker ${String(one.requestsPerSecond).padStart(7)} req/s (p99 ${one.p99Ms} ms, 503×${one.refused503})` +
        `   2 workers ${String(two.requestsPerSecond).padStart(7)} req/s (p99 ${two.p99Ms} ms, 503×${two.refused503})   ×${ratio.toFixed(2)}`,
    );
  }
  console.log(`BENCH_JSON ${JSON.stringify({ benchmark: 'workers-throughput', seconds, connections, loadAtStart, rows })}`);
}

await main();
