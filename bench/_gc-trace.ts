/**
 * GC events per thread under one route's load (issue 21): starts the production build with
 * `--trace-gc` (stdout to a file), loads the route closed-loop for a few seconds and counts,
 * per isolate (the main thread and each calculation worker), the scavenges and mark-compacts
 * and the pause time they report, per answered request.
 *
 *   npx tsx bench/_gc-trace.ts [kundli-advanced|kundli|panchang] [seconds=6] [entry=dist/server.js]
 *
 * TRACE_FLAGS adds V8 flags (e.g. --trace-incremental-marking); KEEP_TRACE=1 keeps the raw trace file.
 */
import { openSync, readFileSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { randomPanchangBodies } from './_shared.ts';
import { ensureBuilt, load, root } from './_server.ts';

const [route = 'kundli-advanced', secondsArg, entry = 'dist/server.js'] = process.argv.slice(2);
const seconds = Number(secondsArg ?? 6);
ensureBuilt();
const out = `/tmp/jyotish-gc-${process.pid}.txt`;
const port = 40000 + Math.floor(Math.random() * 9000);
const child = spawn(process.execPath, ['--trace-gc', ...(process.env.TRACE_FLAGS ?? '').split(' ').filter(Boolean), '--max-semi-space-size=4', '--max-old-space-size=512', entry], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000000', RESULT_CACHE_ENTRIES: '0', CALC_QUEUE_WAIT_MS: '30000', MAX_EVENT_LOOP_DELAY_MS: '0' },
  stdio: ['ignore', openSync(out, 'w'), 'inherit'],
});
for (;;) {
  try {
    if ((await fetch(`http://127.0.0.1:${port}/api/readyz`)).ok) break;
  } catch {
    /* not yet */
  }
  await new Promise((r) => setTimeout(r, 20));
}
// BODY_EXTRA: JSON merged into every body (e.g. '{"include":["ashtakavarga"]}' for a trimmed kundli-advanced).
const bodyExtra = JSON.parse(process.env.BODY_EXTRA ?? '{}') as object;
const bodies = randomPanchangBodies(2000, 4242).map((b) => JSON.stringify({ ...b, ...bodyExtra }));
const path = `/api/v2/calculations/${route}`;
await load({ port, path, bodies, seconds: 2, connections: 16 });
const mark = readFileSync(out, 'utf8').length;
const run = await load({ port, path, bodies, seconds, connections: 16 });
const text = readFileSync(out, 'utf8').slice(mark);
child.kill('SIGTERM');
await new Promise((r) => child.once('exit', r));
if (process.env.KEEP_TRACE) console.log(`trace kept in ${out}`);
else rmSync(out, { force: true });
const ok = (run.latencyByStatus.get(200) ?? []).length;
const byIsolate = new Map<string, { scavenges: number; scavengeMs: number; markCompacts: number; markCompactMs: number }>();
for (const line of text.split('\n')) {
  const m = /^\[\d+:(0x[0-9a-f]+)\]\s+\d+ ms: (Scavenge|Mark-Compact|Mark-sweep)[^,]*?, ([\d.]+) \/ ([\d.]+) ms/.exec(line);
  if (!m) continue;
  const s = byIsolate.get(m[1]) ?? { scavenges: 0, scavengeMs: 0, markCompacts: 0, markCompactMs: 0 };
  if (m[2] === 'Scavenge') {
    s.scavenges++;
    s.scavengeMs += Number(m[3]);
  } else {
    s.markCompacts++;
    s.markCompactMs += Number(m[3]);
  }
  byIsolate.set(m[1], s);
}
console.log(`${route}: ${ok} answers in ${seconds} s (${Math.round(ok / seconds)} req/s)`);
for (const [isolate, s] of byIsolate) {
  console.log(`  isolate ${isolate}: ${s.scavenges} scavenges (${s.scavengeMs.toFixed(0)} ms, ${(s.scavengeMs / ok).toFixed(3)} ms/request), ${s.markCompacts} mark-compacts (${s.markCompactMs.toFixed(0)} ms pause)`);
}
