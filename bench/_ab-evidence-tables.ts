/**
 * The evidence set of bench/evidence-set.ts (kundli with 16 vargas, kundli-advanced,
 * atmakaraka-ishta, panchang at birth; compute + present, natal cache on and emptied before each
 * birth) on fresh births, each computed once, alternately with the build's ephemeris sample
 * tables installed and without (bench/_sample-tables.ts): the two sides on different births of
 * the same distribution, so neither finds samples the other left in the thread's caches. Why a
 * separate benchmark: evidence-set.ts runs each birth in several rounds and sides, so from the
 * second run on every sample of the birth's dates is in the thread's caches and the tables
 * cannot show; a new birth, as a user sends it, is this. By hand:
 *
 *   npx tsx bench/_ab-evidence-tables.ts [births=300]
 */
import { kundliCalculation } from '../src/calculations/kundli/index.ts';
import { kundliAdvancedCalculation } from '../src/calculations/kundli-advanced/index.ts';
import { atmakarakaIshtaCalculation } from '../src/calculations/atmakaraka-ishta/index.ts';
import { panchangCalculation } from '../src/calculations/panchang/index.ts';
import { shodashavargas } from '../src/jyotish/chart/vargas.ts';
import { setNatalCacheEntries } from '../src/calculations/shared/natal-cache.ts';
import { installSampleTables } from '../src/astro/sample-tables.ts';
import type { AnyCalculation } from '../src/calculations/types.ts';
import { percentiles, randomPanchangBodies, type PanchangBody } from './_shared.ts';
import { benchSampleTables } from './_sample-tables.ts';

const count = Number(process.argv[2] ?? 300);
const tables = benchSampleTables();
if (tables === null) throw new Error('no sample tables to compare with (npm run build)');
const context = { now: new Date('2026-01-01T00:00:00Z') };
const steps: [AnyCalculation, (b: PanchangBody) => Record<string, unknown>][] = [
  [kundliCalculation, (b) => ({ ...b, vargas: [...shodashavargas] })],
  [kundliAdvancedCalculation, (b) => ({ ...b })],
  [atmakarakaIshtaCalculation, (b) => ({ ...b })],
  [panchangCalculation, (b) => ({ ...b })],
];
/** One birth's four calculations, ms; the panchang's share in `panchangMs`. */
function birth(b: PanchangBody, panchangMs: number[]): number {
  setNatalCacheEntries(64);
  const t0 = performance.now();
  let tp = 0;
  for (const [calc, body] of steps) {
    const request = body(b);
    tp = performance.now();
    calc.present(calc.compute(request, context), request, context);
  }
  const end = performance.now();
  panchangMs.push(end - tp);
  return end - t0;
}
for (const b of randomPanchangBodies(100, 5)) birth(b, []);
const onBirths = randomPanchangBodies(count, 20_261_208);
const offBirths = randomPanchangBodies(count, 20_261_209);
const on: number[] = [];
const off: number[] = [];
const onPanchang: number[] = [];
const offPanchang: number[] = [];
for (let i = 0; i < count; i++) {
  for (const side of i % 2 === 0 ? ['on', 'off'] : ['off', 'on']) {
    installSampleTables(side === 'on' ? tables : null);
    if (side === 'on') on.push(birth(onBirths[i], onPanchang));
    else off.push(birth(offBirths[i], offPanchang));
  }
}
installSampleTables(null);
const show = (label: string, whole: number[], panchang: number[]) => {
  const w = percentiles(whole);
  const p = percentiles(panchang);
  console.log(`${label}: evidence set per birth median ${w.median.toFixed(3)} ms, p90 ${w.p90.toFixed(3)} ms; panchang at birth median ${p.median.toFixed(3)} ms`);
  return w;
};
const a = show('tables off', off, offPanchang);
const b = show('tables on ', on, onPanchang);
console.log(`${count} fresh births per side, alternating; ×${(a.median / b.median).toFixed(2)} by the median`);
