/**
 * One-process A/B of panchang's whole calculation (compute + present) with the build's sample
 * tables (src/astro/sample-tables.ts) installed and without, alternating body by body on fresh
 * random bodies (1801–2398, each body timed once, the two sides on different bodies of the same
 * distribution, so neither side reuses the other's per-thread samples), plus a check that the
 * same bodies give the same JSON both ways. By hand:
 *
 *   npx tsx bench/_ab-sample-tables.ts [file=default] [count=600] [tables=all|name,name…] [baseline=none|name,name…]
 *
 * `baseline` names the tables of the other side (default none: tables off), to weigh one table
 * against the others.
 */
import { panchangCalculation } from '../src/calculations/panchang/index.ts';
import { setNatalCacheEntries } from '../src/calculations/shared/natal-cache.ts';
import { installSampleTables, type SampleTableName, type SampleTables } from '../src/astro/sample-tables.ts';
import { readSampleTablesFile } from '../src/astro/sample-tables-load.ts';
import { defaultSampleTablesPath } from '../src/astro/sample-tables-path.ts';
import { percentiles, randomPanchangBodies } from './_shared.ts';

const file = process.argv[2] && process.argv[2] !== 'default' ? process.argv[2] : defaultSampleTablesPath;
const count = Number(process.argv[3] ?? 600);
const only = process.argv[4] && process.argv[4] !== 'all' ? (process.argv[4].split(',') as SampleTableName[]) : undefined;
const baselineNames = process.argv[5] && process.argv[5] !== 'none' ? (process.argv[5].split(',') as SampleTableName[]) : [];
setNatalCacheEntries(0);
const t0 = performance.now();
const read = readSampleTablesFile(file, { shared: true });
if ('problem' in read) throw new Error(read.problem);
const pick = (names: readonly SampleTableName[] | undefined): SampleTables | null => {
  if (names === undefined) return read.tables;
  if (names.length === 0) return null;
  return Object.fromEntries(names.map((n) => [n, read.tables[n]]));
};
const onTables = pick(only);
const offTables = pick(baselineNames);
console.log(`tables ${Object.keys(onTables ?? {}).join(', ')} vs ${baselineNames.join(', ') || 'none'}: ${(read.bytes / 2 ** 20).toFixed(1)} MiB of ${file}, read and checked in ${(performance.now() - t0).toFixed(0)} ms`);
const context = { now: new Date('2026-01-01T00:00:00Z') };
const run = (body: object) => JSON.stringify(panchangCalculation.present(panchangCalculation.compute(body as never, context), body as never, context));
const warm = randomPanchangBodies(200, 11);
for (const b of warm) {
  installSampleTables(onTables);
  run(b);
  installSampleTables(offTables);
  run(b);
}
let differ = 0;
for (const b of randomPanchangBodies(300, 77)) {
  installSampleTables(onTables);
  const on = run(b);
  installSampleTables(offTables);
  if (run(b) !== on) differ++;
}
const onBodies = randomPanchangBodies(count, 20_261_201);
const offBodies = randomPanchangBodies(count, 20_261_202);
const on: number[] = [];
const off: number[] = [];
const onCpu: number[] = [];
const offCpu: number[] = [];
for (let i = 0; i < count; i++) {
  // Alternate which side goes first, so neither always follows the other's garbage.
  for (const side of i % 2 === 0 ? ['on', 'off'] : ['off', 'on']) {
    const b = side === 'on' ? onBodies[i] : offBodies[i];
    installSampleTables(side === 'on' ? onTables : offTables);
    const c = process.cpuUsage();
    const t = performance.now();
    run(b);
    (side === 'on' ? on : off).push(performance.now() - t);
    const used = process.cpuUsage(c);
    (side === 'on' ? onCpu : offCpu).push((used.user + used.system) / 1000);
  }
}
installSampleTables(null);
const a = percentiles(off);
const b = percentiles(on);
const ac = percentiles(offCpu);
const bc = percentiles(onCpu);
console.log(`results differing, 300 bodies both ways: ${differ}`);
console.log(`baseline median ${a.median.toFixed(3)} ms, p90 ${a.p90.toFixed(3)} ms; CPU median ${ac.median.toFixed(3)} ms, mean ${ac.mean.toFixed(3)} ms`);
console.log(`tables   median ${b.median.toFixed(3)} ms, p90 ${b.p90.toFixed(3)} ms (×${(a.median / b.median).toFixed(2)}); CPU median ${bc.median.toFixed(3)} ms, mean ${bc.mean.toFixed(3)} ms (×${(ac.mean / bc.mean).toFixed(2)} by the mean)`);
console.log(`rss ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MiB`);
