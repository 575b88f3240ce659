/**
 * Where a refusal's time goes (issue 20): joins the separate prober's answers (send time and
 * latency per `x-probe-id`) with the server's request trace (`bench/_request-trace.cjs`) and
 * splits each 503's client latency into
 *   before: send → the server emits 'request' (in the client, the kernel, or the server's
 *           event loop busy with something else),
 *   server: 'request' → the answer handed to the kernel (hooks, handler, error envelope),
 *   after:  that → the client has the whole answer (the client's own loop, the kernel);
 * and, for the slow ones, what the server's main thread did meanwhile: loop stalls, GC
 * pauses, and big bodies written. `bench/overload.ts` prints it when REQUEST_TRACE_FILE is set.
 *
 *   npx tsx bench/_refusal-trace.ts <trace.json> <probe.json> [slowMs=50]
 */
import { readFileSync } from 'node:fs';

interface Trace {
  requests: { id: number; url: string; at: number; finish: number; status: number }[];
  stalls: [number, number][];
  gcs: [number, number, string][];
  writes: [number, number, number][];
}

const q = (xs: number[], p: number) => {
  if (!xs.length) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)] * 10) / 10;
};

/** Overlap (ms) of [a0, a1] with the intervals [start, start + ms]. */
function overlap(a0: number, a1: number, intervals: [number, number, ...unknown[]][]): number {
  let sum = 0;
  for (const [s, ms] of intervals) sum += Math.max(0, Math.min(a1, s + ms) - Math.max(a0, s));
  return sum;
}

/** Prints the breakdown; returns the p50/p99 of each part over the 503s. */
export function analyseRefusals(trace: Trace, answers: [number, number, number, number][], path: string, slowMs = 50): Record<string, unknown> {
  const byId = new Map(trace.requests.filter((r) => r.url.startsWith(path)).map((r) => [r.id, r]));
  const rows = answers
    .filter(([status]) => status === 503)
    .map(([, ms, sent, id]) => ({ ms, sent, r: byId.get(id) }))
    .filter((x) => x.r && x.r.finish > 0)
    .map(({ ms, sent, r }) => ({ ms, sent, end: sent + ms, before: r!.at - sent, server: r!.finish - r!.at, after: sent + ms - r!.finish }));
  const parts = {
    refusals: rows.length,
    beforeMs: { p50: q(rows.map((r) => r.before), 0.5), p99: q(rows.map((r) => r.before), 0.99), max: q(rows.map((r) => r.before), 1) },
    serverMs: { p50: q(rows.map((r) => r.server), 0.5), p99: q(rows.map((r) => r.server), 0.99), max: q(rows.map((r) => r.server), 1) },
    afterMs: { p50: q(rows.map((r) => r.after), 0.5), p99: q(rows.map((r) => r.after), 0.99), max: q(rows.map((r) => r.after), 1) },
  };
  console.log(`  refusal breakdown over ${rows.length} traced 503s (ms): before ${JSON.stringify(parts.beforeMs)}, server ${JSON.stringify(parts.serverMs)}, after ${JSON.stringify(parts.afterMs)}`);
  const slow = rows.filter((r) => r.ms > slowMs).sort((a, b) => b.ms - a.ms);
  const t0 = Math.min(...rows.map((r) => r.sent));
  for (const r of slow.slice(0, 12)) {
    const stalls = overlap(r.sent, r.end, trace.stalls);
    const gc = trace.gcs.filter(([s, ms]) => s + ms > r.sent && s < r.end);
    const writes = trace.writes.filter(([s]) => s >= r.sent && s < r.end);
    console.log(
      `    at ${((r.sent - t0) / 1000).toFixed(2)} s: ${r.ms} ms = before ${r.before.toFixed(1)} + server ${r.server.toFixed(1)} + after ${r.after.toFixed(1)}; ` +
        `server loop stalled ${stalls.toFixed(1)} ms meanwhile; GC ${gc.map(([, ms, k]) => `${k} ${ms.toFixed(1)}`).join(', ') || 'none'}; ` +
        `${writes.length} big writes (${(writes.reduce((a, w) => a + w[1], 0) / 1024).toFixed(0)} KiB, ${writes.reduce((a, w) => a + w[2], 0).toFixed(1)} ms in write calls)`,
    );
  }
  return parts;
}

if (process.argv[1]?.endsWith('_refusal-trace.ts')) {
  const [traceFile, probeFile, slow] = process.argv.slice(2);
  const trace = JSON.parse(readFileSync(traceFile, 'utf8')) as Trace;
  const probe = JSON.parse(readFileSync(probeFile, 'utf8')) as { answers: [number, number, number, number][] };
  analyseRefusals(trace, probe.answers, '/api/v2/calculations/kundli-advanced', Number(slow ?? 50));
}
