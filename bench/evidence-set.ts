/**
 * The evidence-set benchmark of issue 21: for the same 100 varied births, the four calculations
 * an app asks for one birth — kundli with all sixteen vargas, kundli-advanced (defaults:
 * Vimshottari to pratyantar, Yogini, Chara, ashtakavarga …), atmakaraka-ishta, and the panchang
 * at the birth moment — compute + present each, no HTTP, no serialisation. The time per birth
 * is the sum of the four; the figures are the median and p90 over the births.
 *
 *   npx tsx bench/evidence-set.ts [rounds=5]
 *
 * Each round runs every birth twice, without and then with the natal-chart cache (emptied
 * before the birth, so the only sharing is between the calculations of one birth, as for a
 * user asking for the four results of a new birth); a birth's time is its median over the
 * rounds, so the cache's effect is measured side by side under the same load. Aim: median ≤ 1.5 ms,
 * p90 ≤ 3 ms per birth. Wall and process CPU time are both reported (shared machine).
 */
import { kundliCalculation } from '../src/calculations/kundli/index.ts';
import { kundliAdvancedCalculation } from '../src/calculations/kundli-advanced/index.ts';
import { atmakarakaIshtaCalculation } from '../src/calculations/atmakaraka-ishta/index.ts';
import { panchangCalculation } from '../src/calculations/panchang/index.ts';
import { shodashavargas } from '../src/jyotish/chart/vargas.ts';
import { setNatalCacheEntries } from '../src/calculations/shared/natal-cache.ts';
import type { AnyCalculation } from '../src/calculations/types.ts';
import { cities, lcgUniform, percentiles } from './_shared.ts';

const rounds = Number(process.argv[2] ?? 5);
const context = { now: new Date('2026-01-01T00:00:00Z') };

/** `count` births 1801–2398 at the 18 benchmark cities (moved by up to ±0.5°), 04:00–23:59. */
function births(count: number, seed: number) {
  const random = lcgUniform(seed);
  const two = (n: number) => String(n).padStart(2, '0');
  return Array.from({ length: count }, () => {
    const [timezone, latitude, longitude] = cities[Math.floor(random() * cities.length)];
    const year = 1801 + Math.floor(random() * 598);
    return {
      localDate: `${year}-${two(1 + Math.floor(random() * 12))}-${two(1 + Math.floor(random() * 28))}`,
      localTime: `${two(4 + Math.floor(random() * 20))}:${two(Math.floor(random() * 60))}:00`,
      timezone,
      latitude: Math.round((latitude + random() - 0.5) * 1e4) / 1e4,
      longitude: Math.round((longitude + random() - 0.5) * 1e4) / 1e4,
    };
  });
}

type Birth = ReturnType<typeof births>[number];
const steps: [string, AnyCalculation, (b: Birth) => Record<string, unknown>][] = [
  ['kundli (16 vargas)', kundliCalculation, (b) => ({ ...b, vargas: [...shodashavargas] })],
  ['kundli-advanced', kundliAdvancedCalculation, (b) => ({ ...b })],
  ['atmakaraka-ishta', atmakarakaIshtaCalculation, (b) => ({ ...b })],
  ['panchang at birth', panchangCalculation, (b) => ({ ...b })],
];

function runBirth(b: Birth, perStep: number[][]): number {
  const t0 = performance.now();
  steps.forEach(([, calc, body], i) => {
    const s0 = performance.now();
    const request = body(b);
    calc.present(calc.compute(request, context), request, context);
    perStep[i].push(performance.now() - s0);
  });
  return performance.now() - t0;
}

interface Side { perBirth: number[][]; perStep: number[][]; cpuMicros: number }

function summary(label: string, side: Side, births: number) {
  const medians = side.perBirth.map((xs) => percentiles(xs).median);
  const p = percentiles(medians);
  const cpuPerBirth = side.cpuMicros / 1000 / (rounds * births);
  console.log(`${label}: per birth median ${p.median.toFixed(2)} ms, p90 ${p.p90.toFixed(2)} ms, max ${p.max.toFixed(2)} ms (wall); mean CPU ${cpuPerBirth.toFixed(2)} ms`);
  steps.forEach(([name], i) => {
    const q = percentiles(side.perStep[i]);
    console.log(`    ${name.padEnd(20)} median ${q.median.toFixed(3)} ms, p90 ${q.p90.toFixed(3)} ms`);
  });
  return { median: p.median, p90: p.p90, max: p.max, cpuMeanMs: cpuPerBirth, steps: Object.fromEntries(steps.map(([n], i) => [n, percentiles(side.perStep[i]).median])) };
}

/**
 * Every birth twice per round, alternately without and with the natal cache (emptied before
 * each birth, so the only sharing is between that birth's four calculations): both sides see
 * the same machine load, warm zone tables and JIT state.
 */
function measure(set: Birth[]) {
  const side = (): Side => ({ perBirth: set.map(() => []), perStep: steps.map(() => []), cpuMicros: 0 });
  const off = side();
  const on = side();
  for (let r = 0; r < rounds; r++) {
    set.forEach((b, i) => {
      for (const [s, entries] of [[off, 0], [on, 64]] as const) {
        setNatalCacheEntries(entries);
        const c0 = process.cpuUsage();
        s.perBirth[i].push(runBirth(b, s.perStep));
        const c = process.cpuUsage(c0);
        s.cpuMicros += c.user + c.system;
      }
    });
  }
  return { on: summary('natal cache on ', on, set.length), off: summary('natal cache off', off, set.length) };
}

// Warm-up on other births (JIT, ephemeris files, zone rules of the 18 zones).
for (const b of births(60, 99)) runBirth(b, steps.map(() => []));

const set = births(100, 20_261_125);
const { on: withCache, off: withoutCache } = measure(set);
setNatalCacheEntries(64);
const met = withCache.median <= 1.5 && withCache.p90 <= 3;
console.log(`aim median ≤ 1.5 ms, p90 ≤ 3 ms: ${met ? 'met' : 'MISSED'}`);
console.log(`BENCH_JSON ${JSON.stringify({ bench: 'evidence-set', rounds, births: set.length, withCache, withoutCache })}`);
