/**
 * One-process A/B of the panchang calculation (compute + present) against an older commit's
 * source tree, alternating on the same random bodies so both see the same machine load:
 *
 *   git archive <commit> src | tar -x -C .scratch/ab-base   (once; .scratch/ is ignored)
 *   npx tsx bench/_ab-panchang.ts [count=300] [rounds=3]
 *
 * Reports both medians, p90 and the ratio; checks the two results are byte-identical.
 */
import { panchangCalculation as current } from '../src/calculations/panchang/index.ts';
import { percentiles, randomPanchangBodies } from './_shared.ts';

const base = (await import(new URL('../.scratch/ab-base/src/calculations/panchang/index.ts', import.meta.url).href)) as { panchangCalculation: typeof current };
const count = Number(process.argv[2] ?? 300);
const rounds = Number(process.argv[3] ?? 3);
const context = { now: new Date('2026-01-01T00:00:00Z') };
type Calc = typeof current;
const run = (calc: Calc, body: object) => calc.present(calc.compute(body as never, context), body as never, context);

for (const b of randomPanchangBodies(100, 11)) { run(current, b); run(base.panchangCalculation, b); }
const bodies = randomPanchangBodies(count, 20_261_125);
let differ = 0;
for (const b of bodies) if (JSON.stringify(run(current, b)) !== JSON.stringify(run(base.panchangCalculation, b))) differ++;
const a: number[] = [];
const c: number[] = [];
for (let r = 0; r < rounds; r++) {
  for (const b of bodies) {
    let t0 = performance.now();
    run(base.panchangCalculation, b);
    a.push(performance.now() - t0);
    t0 = performance.now();
    run(current, b);
    c.push(performance.now() - t0);
  }
}
const pa = percentiles(a);
const pc = percentiles(c);
console.log(`${count} bodies × ${rounds} rounds, alternating; results differing: ${differ}`);
console.log(`base    median ${pa.median.toFixed(3)} ms, p90 ${pa.p90.toFixed(3)} ms`);
console.log(`current median ${pc.median.toFixed(3)} ms, p90 ${pc.p90.toFixed(3)} ms (×${(pa.median / pc.median).toFixed(2)})`);
