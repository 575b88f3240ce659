/**
 * CPU profile of one loop only (not the process start-up and module loading that
 * `node --cpu-prof` would include), written as a `.cpuprofile` for bench/_top-self-time.ts.
 * Used by hand for the profiles in bench/RESULTS.md:
 *
 *   npx tsx bench/_profile.ts panchang|evidence|insights [iterations] [out=/tmp/<what>.cpuprofile]
 */
import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';
import { panchangCalculation } from '../src/calculations/panchang/index.ts';
import { kundliCalculation } from '../src/calculations/kundli/index.ts';
import { kundliAdvancedCalculation } from '../src/calculations/kundli-advanced/index.ts';
import { atmakarakaIshtaCalculation } from '../src/calculations/atmakaraka-ishta/index.ts';
import { kundliInsightsCalculation } from '../src/calculations/kundli-insights/index.ts';
import { shodashavargas } from '../src/jyotish/chart/vargas.ts';
import type { AnyCalculation } from '../src/calculations/types.ts';
import { randomPanchangBodies } from './_shared.ts';

const [what = 'panchang', iterationsArg, outArg] = process.argv.slice(2);
const iterations = Number(iterationsArg ?? 1000);
const context = { now: new Date('2026-01-01T00:00:00Z') };
const run = (calc: AnyCalculation, body: object) => calc.present(calc.compute(body, context), body, context);

const loops: Record<string, (bodies: ReturnType<typeof randomPanchangBodies>) => void> = {
  panchang: (bodies) => bodies.forEach((b) => run(panchangCalculation, b)),
  evidence: (bodies) => bodies.forEach((b) => {
    run(kundliCalculation, { ...b, vargas: [...shodashavargas] });
    run(kundliAdvancedCalculation, b);
    run(atmakarakaIshtaCalculation, b);
    run(panchangCalculation, b);
  }),
  insights: (bodies) => bodies.forEach((b) => run(kundliInsightsCalculation, { ...b, transitDate: '2024-03-01' })),
};
const loop = loops[what];
loop(randomPanchangBodies(200, 7)); // warm-up
const bodies = randomPanchangBodies(iterations);
loop(bodies); // the same bodies once more, so zone chunks met for the first time are not profiled
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.start');
loop(bodies);
const { profile } = await session.post('Profiler.stop');
const out = outArg ?? `/tmp/${what}.cpuprofile`;
writeFileSync(out, JSON.stringify(profile));
console.log(`wrote ${out}`);
