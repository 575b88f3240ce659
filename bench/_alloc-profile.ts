/**
 * Where the evidence set allocates: the inspector's sampling heap profiler over the four
 * calculations of 100 births (garbage included), summed by allocating function (self bytes).
 * By hand, not a benchmark (bench/run.ts skips `_` files):
 *
 *   npx tsx bench/_alloc-profile.ts [births=100] [count=30] [set=evidence|insights]
 */
import { Session } from 'node:inspector/promises';
import { kundliCalculation } from '../src/calculations/kundli/index.ts';
import { kundliAdvancedCalculation } from '../src/calculations/kundli-advanced/index.ts';
import { atmakarakaIshtaCalculation } from '../src/calculations/atmakaraka-ishta/index.ts';
import { panchangCalculation } from '../src/calculations/panchang/index.ts';
import { kundliInsightsCalculation } from '../src/calculations/kundli-insights/index.ts';
import { shodashavargas } from '../src/jyotish/chart/vargas.ts';
import { setNatalCacheEntries } from '../src/calculations/shared/natal-cache.ts';
import type { AnyCalculation } from '../src/calculations/types.ts';
import { randomPanchangBodies } from './_shared.ts';

const n = Number(process.argv[2] ?? 100);
const count = Number(process.argv[3] ?? 30);
const set = process.argv[4] ?? 'evidence';
const context = { now: new Date('2026-01-01T00:00:00Z') };
const run = (calc: AnyCalculation, body: object) => calc.present(calc.compute(body, context), body, context);
const steps: [string, AnyCalculation, (b: object) => object][] = [
  ['kundli (16 vargas)', kundliCalculation, (b) => ({ ...b, vargas: [...shodashavargas] })],
  ['kundli-advanced', kundliAdvancedCalculation, (b) => ({ ...b })],
  ['atmakaraka-ishta', atmakarakaIshtaCalculation, (b) => ({ ...b })],
  ['panchang at birth', panchangCalculation, (b) => ({ ...b })],
];
if (set === 'insights') steps.splice(0, steps.length, ['kundli-insights', kundliInsightsCalculation, (b) => ({ ...b, transitDate: '2024-03-01' })]);
const loop = (bodies: object[]) => bodies.forEach((b) => {
  setNatalCacheEntries(64);
  for (const [, calc, body] of steps) run(calc, body(b));
});
loop(randomPanchangBodies(100, 7));
const bodies = randomPanchangBodies(n);
loop(bodies);

interface Node { callFrame: { functionName: string; url: string }; selfSize: number; children: Node[] }
const session = new Session();
session.connect();
await session.post('HeapProfiler.enable');
await session.post('HeapProfiler.startSampling', { samplingInterval: 1024, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true } as never);
loop(bodies);
const { profile } = (await session.post('HeapProfiler.stopSampling')) as unknown as { profile: { head: Node } };
const bySelf = new Map<string, number>();
let total = 0;
const walk = (node: Node) => {
  const url = node.callFrame.url.replace(/^.*\/(src|node_modules|bench)\//, '$1/');
  const key = `${node.callFrame.functionName || '(anonymous)'} ${url}`.trim();
  bySelf.set(key, (bySelf.get(key) ?? 0) + node.selfSize);
  total += node.selfSize;
  node.children.forEach(walk);
};
walk(profile.head);
console.log(`sampled allocation: ${(total / n / 1024).toFixed(0)} KiB per birth (${set})`);
console.log('| KiB per birth | % | function |\n|---|---|---|');
for (const [k, bytes] of [...bySelf].sort((a, b) => b[1] - a[1]).slice(0, count)) {
  console.log(`| ${(bytes / n / 1024).toFixed(1)} | ${((100 * bytes) / total).toFixed(1)} | \`${k}\` |`);
}
