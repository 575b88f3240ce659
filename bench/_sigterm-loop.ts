/**
 * Tries to reproduce the `napi_throw` abort once seen in sweph when SIGTERM arrived while the
 * workers computed (issue 20): starts the built service (`dist/server.js`, 2 workers), puts
 * kundli-advanced load on it (16 connections, result cache off), sends SIGTERM at a random
 * moment 0.2–2 s into the load, and records the exit code, the signal and any fatal line on
 * stderr (napi, FATAL, Abort, Segmentation). Repeats `rounds` times and prints a summary.
 *
 *   npx tsx bench/_sigterm-loop.ts [rounds=30] [connections=16]
 */
import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { createRequire } from 'node:module';
import { randomPanchangBodies } from './_shared.ts';
import { ensureBuilt, root, serverNodeArgs } from './_server.ts';

const autocannon = createRequire(import.meta.url)('autocannon') as (o: Record<string, unknown>) => Promise<unknown> & { stop(): void };
const rounds = Number(process.argv[2] ?? 30);
const connections = Number(process.argv[3] ?? 16);
const logDir = process.env.SIGTERM_LOOP_LOG_DIR;
ensureBuilt();
const bodies = randomPanchangBodies(500, 99).map((b) => JSON.stringify(b));
const outcomes: { round: number; code: number | null; signal: string | null; killAfterMs: number; fatal: string[]; exitMs: number }[] = [];
for (let round = 0; round < rounds; round++) {
  const port = 40000 + Math.floor(Math.random() * 9000);
  const child = spawn(process.execPath, [...serverNodeArgs, 'dist/server.js'], {
    cwd: root,
    // SIGTERM_LOOP_LOG_DIR=dir keeps each round's log (info level) as dir/<round>.log.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: logDir ? 'info' : 'warn', RESULT_CACHE_ENTRIES: '0', RATE_LIMIT_MAX: '100000000', CALC_WORKERS: '2' },
    stdio: ['ignore', logDir ? openSync(`${logDir}/${round}.log`, 'w') : 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<[number | null, string | null]>((resolve) => child.once('exit', (code, signal) => resolve([code, signal])));
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/readyz`)).ok) break;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  let next = 0;
  const load = autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: 30,
    requests: [{ method: 'POST', path: '/api/v2/calculations/kundli-advanced', headers: { 'content-type': 'application/json' }, setupRequest: (r: Record<string, unknown>) => ({ ...r, body: bodies[next++ % bodies.length] }) }],
  });
  load.catch(() => undefined);
  const killAfterMs = Math.round(200 + Math.random() * 1800);
  await new Promise((r) => setTimeout(r, killAfterMs));
  const t0 = performance.now();
  child.kill('SIGTERM');
  const [code, signal] = await exited;
  const exitMs = Math.round(performance.now() - t0);
  load.stop();
  const fatal = stderr.split('\n').filter((l) => /napi|FATAL|Abort|Segmentation|core dumped|uncaught/i.test(l)).slice(0, 5);
  outcomes.push({ round, code, signal, killAfterMs, fatal, exitMs });
  console.log(JSON.stringify(outcomes.at(-1)));
}
const bad = outcomes.filter((o) => o.code !== 0 || o.signal || o.fatal.length);
console.log(`SIGTERM under kundli-advanced load (${connections} connections): ${rounds} rounds, exit 0 in ${rounds - bad.length}, other ${bad.length}; exit ms max ${Math.max(...outcomes.map((o) => o.exitMs))}`);
