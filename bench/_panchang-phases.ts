/**
 * Where one panchang's time goes (by hand; bench/run.ts skips `_` files): random bodies, each
 * seen once (so no sample shared between requests, src/astro/node-cache.ts, helps), through
 * each phase of compute + present in turn, and other fresh bodies through the whole
 * calculation; medians per phase, natal cache off.
 *
 *   npx tsx bench/_panchang-phases.ts [count=300] [rounds=5]
 *
 * With the build's ephemeris sample tables installed when there are any (bench/_sample-tables.ts;
 * SAMPLE_TABLES=off for none), as the service runs.
 */
import { panchangCalculation } from '../src/calculations/panchang/index.ts';
import { panchangDayInput, type PanchangComputed } from '../src/calculations/panchang/compute.ts';
import { resolveBirth, type ResolvedBirth } from '../src/calculations/shared/birth.ts';
import { setNatalCacheEntries } from '../src/calculations/shared/natal-cache.ts';
import { computePanchangDay, type PanchangInput } from '../src/jyotish/panchang/panchang.ts';
import { installSampleTables } from '../src/astro/sample-tables.ts';
import { percentiles, randomPanchangBodies } from './_shared.ts';
import { benchSampleTables } from './_sample-tables.ts';

const count = Number(process.argv[2] ?? 300);
const rounds = Number(process.argv[3] ?? 5);
setNatalCacheEntries(0);
installSampleTables(benchSampleTables());
const context = { now: new Date('2026-01-01T00:00:00Z') };
const bodies = randomPanchangBodies(count * rounds, 20_261_125);
const others = randomPanchangBodies(count * rounds, 20_261_126);
for (const b of randomPanchangBodies(200, 11)) panchangCalculation.present(panchangCalculation.compute(b as never, context), b as never, context);
const phases: Record<string, number[]> = { resolveBirth: [], dayInput: [], computeDay: [], present: [], whole: [] };
bodies.forEach((b, i) => {
  let t = performance.now();
  const birth: ResolvedBirth = resolveBirth(b as never);
  let u = performance.now();
  phases.resolveBirth.push(u - t);
  t = u;
  const input: PanchangInput = panchangDayInput(birth);
  u = performance.now();
  phases.dayInput.push(u - t);
  t = u;
  const day = computePanchangDay(input);
  u = performance.now();
  phases.computeDay.push(u - t);
  t = u;
  panchangCalculation.present({ birth, day } as PanchangComputed as never, b as never, context);
  u = performance.now();
  phases.present.push(u - t);
  t = u;
  const o = others[i];
  panchangCalculation.present(panchangCalculation.compute(o as never, context), o as never, context);
  phases.whole.push(performance.now() - t);
});
for (const [k, v] of Object.entries(phases)) {
  const p = percentiles(v);
  console.log(`${k.padEnd(13)} median ${p.median.toFixed(3)} ms, p90 ${p.p90.toFixed(3)} ms, mean ${(v.reduce((a, x) => a + x, 0) / v.length).toFixed(3)} ms`);
}
