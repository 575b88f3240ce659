/**
 * Start-up to ready (issue 21: ≤ 1.5 s with production running compiled JavaScript): the time
 * from spawning the process to the first 200 of `/readyz` — the service listens only after
 * its workers have warmed up, so ready means ready to compute.
 *
 *   npx tsx bench/startup.ts [runs=5]
 *
 * `node dist/server.js` (what `npm start` runs, after its build step) `runs` times, default
 * worker count; then once from source through tsx (`npm run dev`) for comparison.
 */
import { ensureBuilt, quantile, round1, startServer } from './_server.ts';

async function main(): Promise<void> {
  const runs = Number(process.argv[2] ?? 5);
  ensureBuilt();
  const compiled: number[] = [];
  for (let i = 0; i < runs; i++) {
    const server = await startServer({});
    compiled.push(server.readyMs);
    const code = await server.stop();
    if (code !== 0) throw new Error(`exit status ${code}`);
  }
  const source = await startServer({}, ['--import', 'tsx', 'src/server.ts']);
  await source.stop();
  const median = quantile(compiled, 0.5);
  console.log(`start-up to ready (spawn → first /readyz 200), ${runs} runs of node dist/server.js:`);
  console.log(`  median ${round1(median)} ms, min ${round1(Math.min(...compiled))} ms, max ${round1(Math.max(...compiled))} ms → target ≤ 1500 ms ${median <= 1500 ? 'met' : 'MISSED'}`);
  console.log(`  from source through tsx (npm run dev): ${round1(source.readyMs)} ms`);
  console.log(`BENCH_JSON ${JSON.stringify({ benchmark: 'startup', runs: compiled.map(round1), medianMs: round1(median), fromSourceMs: round1(source.readyMs) })}`);
}

await main();
