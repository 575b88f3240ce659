/**
 * One-process A/B of the panchang calculation (compute + present) like bench/_ab-panchang.ts,
 * but for the traffic most apps send: the same civil date at many places (today's panchang),
 * so samples shared between requests (src/astro/node-cache.ts) can be reused. By hand:
 *
 *   git archive <commit> src | tar -x -C .scratch/ab-base   (once; .scratch/ is ignored)
 *   npx tsx bench/_ab-panchang-same-day.ts [count=300] [rounds=3] [date=2026-11-25] [days=1]
 *
 * `days` > 1 spreads the bodies over that many consecutive dates from `date`; `date=random`
 * keeps the random dates 1801–2398 of bench/_shared.ts but times each body once, on bodies
 * not seen before (rounds is then ignored), so no shared sample from an earlier round helps:
 * the figure for distinct dates. The current tree uses the build's ephemeris sample tables when
 * there are any (bench/_sample-tables.ts; SAMPLE_TABLES=off for none), as the service does; the
 * base tree (its own modules) has none.
 */
import { panchangCalculation as current } from '../src/calculations/panchang/index.ts';
import { installSampleTables } from '../src/astro/sample-tables.ts';
import { percentiles, randomPanchangBodies } from './_shared.ts';
import { benchSampleTables } from './_sample-tables.ts';

const base = (await import(new URL('../.scratch/ab-base/src/calculations/panchang/index.ts', import.meta.url).href)) as { panchangCalculation: typeof current };
const count = Number(process.argv[2] ?? 300);
const rounds = Number(process.argv[3] ?? 3);
const firstDate = process.argv[4] ?? '2026-11-25';
const days = Number(process.argv[5] ?? 1);
const context = { now: new Date('2026-01-01T00:00:00Z') };
installSampleTables(benchSampleTables());
type Calc = typeof current;
const run = (calc: Calc, body: object) => calc.present(calc.compute(body as never, context), body as never, context);
const dateOf = (i: number) => new Date(Date.parse(`${firstDate}T00:00:00Z`) + (i % days) * 86_400_000).toISOString().slice(0, 10);

const randomDates = firstDate === 'random';
for (const b of randomPanchangBodies(100, 11)) { run(current, b); run(base.panchangCalculation, b); }
const bodies = randomPanchangBodies(count, 20_261_125).map((b, i) => (randomDates ? b : { ...b, localDate: dateOf(i) }));
let differ = 0;
for (const b of bodies) if (JSON.stringify(run(current, b)) !== JSON.stringify(run(base.panchangCalculation, b))) differ++;
// Random dates: time fresh bodies (another seed), each once.
const timed = randomDates ? randomPanchangBodies(count * rounds, 20_261_126) : bodies;
const a: number[] = [];
const c: number[] = [];
for (let r = 0; r < (randomDates ? 1 : rounds); r++) {
  for (const b of timed) {
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
console.log(randomDates
  ? `${count * rounds} fresh bodies on random dates, each once, alternating; results differing (of ${count} checked): ${differ}`
  : `${count} places × ${rounds} rounds on ${days} date(s) from ${firstDate}, alternating; results differing: ${differ}`);
console.log(`base    median ${pa.median.toFixed(3)} ms, p90 ${pa.p90.toFixed(3)} ms`);
console.log(`current median ${pc.median.toFixed(3)} ms, p90 ${pc.p90.toFixed(3)} ms (×${(pa.median / pc.median).toFixed(2)})`);
