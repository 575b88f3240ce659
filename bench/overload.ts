/**
 * Overload (issue 20): kundli-advanced at twice the service's capacity for 10 s.
 *
 *   npx tsx bench/overload.ts [seconds=10]
 *
 * The service runs as in production (`node dist/server.js`, CALC_WORKERS default = cores,
 * result cache off, every body a distinct birth). First its capacity C is measured (closed
 * loop, workers + 1 connections, 5 s, successes only); then requests are paced at 2·C per second over 512
 * connections while `/healthz` is probed every 100 ms on a connection of its own.
 * Targets: the excess answered 503 CAPACITY_EXCEEDED within 50 ms (p99 of the 503s),
 * accepted requests p99 ≤ 1 s, every probe answered within 100 ms, zero resets and errors.
 */
import { Agent, get } from 'node:http';
import { availableParallelism } from 'node:os';
import { randomPanchangBodies } from './_shared.ts';
import { ensureBuilt, load, quantile, round1, startServer } from './_server.ts';

const path = '/api/v2/calculations/kundli-advanced';

function probeLoop(port: number, stopAt: number): Promise<number[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const latencies: number[] = [];
  return new Promise((resolve) => {
    const once = () => {
      if (performance.now() >= stopAt) {
        agent.destroy();
        resolve(latencies);
        return;
      }
      const t0 = performance.now();
      get({ host: '127.0.0.1', port, path: '/api/healthz', agent }, (res) => {
        res.resume();
        res.on('end', () => {
          latencies.push(res.statusCode === 200 ? performance.now() - t0 : Number.POSITIVE_INFINITY);
          setTimeout(once, 100);
        });
      }).on('error', () => {
        latencies.push(Number.POSITIVE_INFINITY);
        setTimeout(once, 100);
      });
    };
    once();
  });
}

async function main(): Promise<void> {
  const seconds = Number(process.argv[2] ?? 10);
  ensureBuilt();
  const server = await startServer({ RESULT_CACHE_ENTRIES: '0' });
  try {
    const bodies = randomPanchangBodies(2000, 4242).map((b) => JSON.stringify(b));
    await load({ port: server.port, path, bodies: bodies.slice(0, 200), seconds: 2, connections: 8 }); // warm
    // Capacity: what the workers complete when each has a request and one more waits
    // (closed loop, workers + 1 connections: busy, but not refused).
    const capacityRun = await load({ port: server.port, path, bodies, seconds: 5, connections: availableParallelism() + 1 });
    const capacity = (capacityRun.latencyByStatus.get(200)?.length ?? 0) / 5;
    const rate = Math.round(2 * capacity);
    const stopAt = performance.now() + seconds * 1000;
    const [overload, probes] = await Promise.all([
      load({ port: server.port, path, bodies, seconds, connections: 512, overallRate: rate }),
      probeLoop(server.port, stopAt),
    ]);
    const ok = overload.latencyByStatus.get(200) ?? [];
    const refused = overload.latencyByStatus.get(503) ?? [];
    const others = [...overload.latencyByStatus].filter(([s]) => s !== 200 && s !== 503).map(([s, l]) => `${s}×${l.length}`);
    const sent = ok.length + refused.length;
    const summary = {
      benchmark: 'overload-kundli-advanced',
      workers: 'default (os.availableParallelism())',
      capacityRequestsPerSecond: round1(capacity),
      capacityP99Ms: round1(quantile(capacityRun.latencyByStatus.get(200) ?? [], 0.99)),
      capacityRefused: capacityRun.latencyByStatus.get(503)?.length ?? 0,
      offeredRatePerSecond: rate,
      seconds,
      answered: sent,
      accepted: ok.length,
      refused503: refused.length,
      otherStatuses: others,
      acceptedPerSecond: round1(ok.length / seconds),
      acceptedP50Ms: quantile(ok, 0.5),
      acceptedP99Ms: quantile(ok, 0.99),
      refusedP50Ms: quantile(refused, 0.5),
      refusedP99Ms: quantile(refused, 0.99),
      refusedMaxMs: quantile(refused, 1),
      healthProbes: probes.length,
      healthMaxMs: round1(Math.max(...probes)),
      healthP99Ms: round1(quantile(probes, 0.99)),
      resets: overload.result.resets,
      errors: overload.result.errors,
      timeouts: overload.result.timeouts,
      requestErrors: [...new Set(overload.requestErrors)],
    };
    const verdict = {
      refusedWithin50ms: summary.refused503 === 0 || summary.refusedP99Ms <= 50,
      acceptedP99Within1s: summary.acceptedP99Ms <= 1000,
      healthWithin100ms: summary.healthMaxMs <= 100,
      zeroResets: summary.resets === 0 && summary.errors === 0,
    };
    console.log(`kundli-advanced overload: capacity ${summary.capacityRequestsPerSecond} req/s, offered ${rate} req/s for ${seconds} s over 512 connections`);
    console.log(`  accepted ${ok.length} (${summary.acceptedPerSecond}/s): p50 ${summary.acceptedP50Ms} ms, p99 ${summary.acceptedP99Ms} ms`);
    console.log(`  refused 503 ${refused.length}: p50 ${summary.refusedP50Ms} ms, p99 ${summary.refusedP99Ms} ms, max ${summary.refusedMaxMs} ms`);
    console.log(`  /healthz ${probes.length} probes: p99 ${summary.healthP99Ms} ms, max ${summary.healthMaxMs} ms`);
    console.log(`  resets ${summary.resets}, errors ${summary.errors}, timeouts ${summary.timeouts}, other statuses ${others.join(' ') || 'none'}`);
    console.log(`  targets: ${JSON.stringify(verdict)}`);
    console.log(`BENCH_JSON ${JSON.stringify({ ...summary, verdict })}`);
  } finally {
    await server.stop();
  }
}

await main();
