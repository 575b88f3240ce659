/**
 * CPU profiles of the service's threads under one route's load (issue 21: where the
 * per-request CPU goes on the main thread and in a worker). Starts the production build with
 * `--cpu-prof` (every thread writes its own profile when it ends), loads one route closed-loop
 * like bench/http-routes.ts, stops the server and prints the top self-time functions of each
 * thread over the load window only (start-up and warm-up are cut off by time), with the CPU
 * seconds of each thread over the same window. Used by hand for bench/RESULTS.md:
 *
 *   npx tsx bench/_profile-route.ts panchang|kundli|kundli-advanced|search|healthz [seconds=6] [connections=16] [top=15]
 *
 * PROFILE=0 runs without profiles (CPU figures only); SERVER_ENTRY='dist-base/server.js' (or
 * '--some-v8-flag dist/server.js') starts another build or with other flags, for A/B runs.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { randomPanchangBodies } from './_shared.ts';
import { ensureBuilt, load, quantile, round1, startServer } from './_server.ts';
import { busiestThreads, cpuDelta, machineCpuSeconds, threadCpuSeconds, threadCpuSecondsByTid } from './_thread-cpu.ts';

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }
interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number }

const routes: Record<string, { path: string; method: 'GET' | 'POST' }> = {
  panchang: { path: '/api/v2/calculations/panchang', method: 'POST' },
  kundli: { path: '/api/v2/calculations/kundli', method: 'POST' },
  'kundli-advanced': { path: '/api/v2/calculations/kundli-advanced', method: 'POST' },
  search: { path: '/api/v2/locations/search?q=Mum&limit=5', method: 'GET' },
  healthz: { path: '/api/healthz', method: 'GET' },
};

/** Top self-time functions of the samples taken within [fromUs, toUs] of the profile's clock. */
function topSelf(profile: Profile, fromUs: number, toUs: number, count: number): { totalMs: number; rows: string[] } {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  let t = profile.startTime;
  let total = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    t += dt;
    if (t < fromUs || t > toUs) return;
    const n = byId.get(id);
    if (!n) return;
    const url = n.callFrame.url.replace(/^.*\/(src|dist|node_modules|bench)\//, '$1/');
    const key = `${n.callFrame.functionName || '(anonymous)'} ${url ? `${url}:${n.callFrame.lineNumber + 1}` : ''}`.trim();
    if (key === '(idle)') return;
    self.set(key, (self.get(key) ?? 0) + dt);
    total += dt;
  });
  const rows = [...self].sort((a, b) => b[1] - a[1]).slice(0, count).map(([k, us]) => `| ${((100 * us) / total).toFixed(1)} | ${(us / 1000).toFixed(0)} | \`${k}\` |`);
  return { totalMs: total / 1000, rows };
}

async function main(): Promise<void> {
  const [what = 'panchang', secondsArg, connectionsArg, topArg] = process.argv.slice(2);
  const route = routes[what];
  if (!route) throw new Error(`unknown route ${what}`);
  const seconds = Number(secondsArg ?? 6);
  const connections = Number(connectionsArg ?? 16);
  const dir = `/tmp/jyotish-prof-${what}-${process.pid}`;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  ensureBuilt();
  const server = await startServer(
    { RESULT_CACHE_ENTRIES: '0', CALC_QUEUE_WAIT_MS: '30000', MAX_EVENT_LOOP_DELAY_MS: '0', ...(process.env.CALC_WORKERS ? { CALC_WORKERS: process.env.CALC_WORKERS } : {}) },
    // SERVER_ENTRY: node's arguments instead of `dist/server.js` (another build, V8 flags), for A/B runs.
    [...(process.env.PROFILE === '0' ? [] : ['--cpu-prof', `--cpu-prof-dir=${dir}`]), ...(process.env.SERVER_ENTRY ?? 'dist/server.js').split(' ')],
  );
  // BODY_EXTRA: JSON merged into every body (e.g. '{"include":["ashtakavarga"]}' for a trimmed kundli-advanced).
const bodyExtra = JSON.parse(process.env.BODY_EXTRA ?? '{}') as object;
const bodies = randomPanchangBodies(2000, 4242).map((b) => JSON.stringify({ ...b, ...bodyExtra }));
  await load({ port: server.port, path: route.path, bodies, seconds: 2, connections, method: route.method });
  const cpuBefore = threadCpuSeconds(server.child.pid!);
  const tidBefore = threadCpuSecondsByTid(server.child.pid!);
  const selfBefore = threadCpuSeconds(process.pid);
  const machineBefore = machineCpuSeconds();
  const startedWallMs = Date.now();
  const run = await load({ port: server.port, path: route.path, bodies, seconds, connections, method: route.method });
  const endedWallMs = Date.now();
  const cpu = cpuDelta(threadCpuSeconds(server.child.pid!), cpuBefore);
  const busiest = busiestThreads(threadCpuSecondsByTid(server.child.pid!), tidBefore);
  const loadGenerator = cpuDelta(threadCpuSeconds(process.pid), selfBefore);
  const machine = cpuDelta(machineCpuSeconds(), machineBefore);
  const stopRequestedMs = Date.now();
  await server.stop();
  const ok = run.latencyByStatus.get(200) ?? [];
  const perSecond = ok.length / seconds;
  console.log(`${what}: ${Math.round(perSecond)} req/s, p50 ${round1(quantile(ok, 0.5))} ms, p99 ${round1(quantile(ok, 0.99))} ms, non-200 ${run.result.non2xx}`);
  console.log(`CPU seconds by thread over the load: ${JSON.stringify(cpu)}; per request (ms): ${Object.entries(cpu).map(([k, v]) => `${k} ${round1((1000 * v) / ok.length * 100) / 100}`).join(', ')}`);
  console.log(`busiest threads (tid: ms per request; the first is the main thread, then the workers): ${busiest.map(([tid, s]) => `${tid}${tid === server.child.pid ? ' main' : ''}: ${((1000 * s) / ok.length).toFixed(3)}`).join(', ')}`);
  console.log(`load generator's CPU seconds by thread: ${JSON.stringify(loadGenerator)}; the machine's (2 cores × ${seconds} s): ${JSON.stringify(machine)}`);
  // Each profile's clock is its own (µs); the window is placed by its distance from the profile's end,
  // which is the server's stop: [end − (stop − start of load), end − (stop − end of load)].
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')) as Profile;
    const fromUs = profile.endTime - (stopRequestedMs - startedWallMs) * 1000;
    const toUs = profile.endTime - (stopRequestedMs - endedWallMs) * 1000;
    const { totalMs, rows } = topSelf(profile, fromUs, toUs, Number(topArg ?? 15));
    if (totalMs < 50) continue;
    console.log(`\n${file}: ${Math.round(totalMs)} ms sampled in the load window (${round1(totalMs / ok.length)} ms per request)\n| self % | self ms | function |\n|---|---|---|`);
    for (const r of rows) console.log(r);
  }
}

await main();
