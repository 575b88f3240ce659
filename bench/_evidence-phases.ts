/**
 * Where the evidence set's time goes, phase by phase (by hand, not a benchmark: bench/run.ts
 * skips `_` files): natal resolution, each calculation's compute and present, and inside
 * kundli-advanced's present the dasha tables and the readings. Natal cache on, emptied per birth.
 *
 *   npx tsx bench/_evidence-phases.ts [rounds=3]
 */
import { kundliCalculation } from '../src/calculations/kundli/index.ts';
import { kundliAdvancedCalculation } from '../src/calculations/kundli-advanced/index.ts';
import { atmakarakaIshtaCalculation } from '../src/calculations/atmakaraka-ishta/index.ts';
import { panchangCalculation } from '../src/calculations/panchang/index.ts';
import { computeKundliAdvanced } from '../src/calculations/kundli-advanced/compute.ts';
import { presentDashas } from '../src/calculations/kundli-advanced/present-dashas.ts';
import { presentReadings } from '../src/calculations/kundli-advanced/present-readings.ts';
import { MomentFormatter } from '../src/calculations/shared/moments.ts';
import { resolveNatal } from '../src/calculations/shared/natal.ts';
import { shodashavargas } from '../src/jyotish/chart/vargas.ts';
import { setNatalCacheEntries } from '../src/calculations/shared/natal-cache.ts';
import type { AnyCalculation } from '../src/calculations/types.ts';
import { percentiles, randomPanchangBodies } from './_shared.ts';

const rounds = Number(process.argv[2] ?? 3);
const context = { now: new Date('2026-01-01T00:00:00Z') };
const times = new Map<string, number[]>();
function timed<T>(name: string, f: () => T): T {
  const t0 = performance.now();
  const v = f();
  const list = times.get(name) ?? [];
  list.push(performance.now() - t0);
  times.set(name, list);
  return v;
}
const calc = (name: string, c: AnyCalculation, body: Record<string, unknown>) => {
  const computed = timed(`${name} compute`, () => c.compute(body, context));
  timed(`${name} present`, () => c.present(computed, body, context));
};

function birth(b: object) {
  setNatalCacheEntries(64);
  timed('resolveNatal (uncached)', () => resolveNatal(b as never));
  calc('kundli16', kundliCalculation, { ...b, vargas: [...shodashavargas] });
  calc('kundli-advanced', kundliAdvancedCalculation, { ...b });
  const c = computeKundliAdvanced({ ...b } as never);
  timed('  ka presentDashas', () => presentDashas(c, new MomentFormatter(c.natal.birth.local.frame)));
  timed('  ka presentReadings', () => presentReadings(c, new MomentFormatter(c.natal.birth.local.frame)));
  calc('atmakaraka-ishta', atmakarakaIshtaCalculation, { ...b });
  calc('panchang', panchangCalculation, { ...b });
}

randomPanchangBodies(100, 7).forEach(birth);
times.clear();
const bodies = randomPanchangBodies(100, 11);
for (let r = 0; r < rounds; r++) bodies.forEach(birth);
for (const [name, xs] of times) {
  const p = percentiles(xs);
  console.log(`${name.padEnd(28)} median ${p.median.toFixed(3)} ms  mean ${p.mean.toFixed(3)} ms  p90 ${p.p90.toFixed(3)} ms`);
}
