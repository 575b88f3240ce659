/**
 * Match-making benchmark. Three levels:
 *   1. the kootas alone: `computeAshtakoota` (and the ten poruthams) on two Moon placements —
 *      budget ≤ 1 ms per pair (it is microseconds: table look-ups only);
 *   2. one basic request between validation and serialisation: two births resolved, two Moon
 *      positions, ashtakoota, bilingual presentation;
 *   3. one advanced request: two natal charts (houses, 11 bodies each), ashtakoota,
 *      poruthams, manglik, papasamya and their texts.
 *
 *   npx tsx bench/match.ts [rounds=2000]
 *
 * Births vary from round to round (a fixed-seed walk), so the ephemeris is not read from one
 * cached interval. Budgets are judged at the median; the p95/p99 tails of whole requests come
 * from the birth resolution (time-zone rules, allocation and GC), not from the match rules.
 */
import { computeAshtakoota } from '../src/jyotish/match/ashtakoota/ashtakoota.ts';
import { computeDashakoota } from '../src/jyotish/match/porutham/dashakoota.ts';
import { placementOf } from '../src/jyotish/chart/natal-chart.ts';
import { defaultMatchVariants } from '../src/jyotish/match/variants.ts';
import { computeMatch, computeMatchAdvanced } from '../src/calculations/match-making/compute.ts';
import { presentMatch } from '../src/calculations/match-making/present.ts';
import { presentMatchAdvanced } from '../src/calculations/match-making/present-advanced.ts';
import { lcgIndex, percentile } from './_shared.ts';

const rounds = Number(process.argv[2] ?? 2000);

const next = lcgIndex(0x6d2b79f5);

function birth() {
  const two = (n: number) => String(n).padStart(2, '0');
  return {
    localDate: `${1940 + next(80)}-${two(1 + next(12))}-${two(1 + next(28))}`,
    localTime: `${two(next(24))}:${two(next(60))}:00`,
    timezone: 'Asia/Kolkata',
    latitude: 8 + next(25) + next(100) / 100,
    longitude: 68 + next(25) + next(100) / 100,
  };
}

function time(label: string, n: number, one: () => unknown, budgetMs: number, unit: 'ms' | 'µs' = 'ms'): void {
  for (let i = 0; i < Math.min(200, n); i++) one();
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = process.hrtime.bigint();
    one();
    samples.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  samples.sort((a, b) => a - b);
  const f = (ms: number) => (unit === 'µs' ? `${(ms * 1000).toFixed(2)} µs` : `${ms.toFixed(3)} ms`);
  const median = percentile(samples, 0.5);
  console.log(
    `${label}: median ${f(median)}, p95 ${f(percentile(samples, 0.95))}, p99 ${f(percentile(samples, 0.99))}, ` +
      `${n} rounds (budget ${budgetMs} ms at the median: ${median <= budgetMs ? 'met' : 'MISSED'})`,
  );
}

// 1. The kootas alone, on every pada pair in turn (108 × 108 Moons).
const moons = Array.from({ length: 108 }, (_, i) => placementOf(i * (360 / 108) + 1.234));
let k = 0;
time('ashtakoota of one pair (8 kootas, doshas, exceptions)', 50_000, () => {
  k = (k + 1) % (108 * 108);
  return computeAshtakoota(moons[Math.floor(k / 108)], moons[k % 108], defaultMatchVariants);
}, 1, 'µs');
time('ashtakoota + ten poruthams of one pair', 50_000, () => {
  k = (k + 1) % (108 * 108);
  const g = moons[Math.floor(k / 108)];
  const b = moons[k % 108];
  return [computeAshtakoota(g, b, defaultMatchVariants), computeDashakoota(g, b, defaultMatchVariants)];
}, 1, 'µs');

// 2–3. Whole requests (compute + present), two births each.
time('basic request (2 births, 2 Moons, ashtakoota, texts)', rounds, () => {
  const request = { bride: birth(), groom: birth(), ayanamsha: 'lahiri' as const };
  return presentMatch(computeMatch(request));
}, 2);
time('advanced request (2 natal charts, ashtakoota, poruthams, manglik, papasamya, texts)', rounds, () => {
  const request = { bride: birth(), groom: birth(), ayanamsha: 'lahiri' as const };
  return presentMatchAdvanced(computeMatchAdvanced(request));
}, 5);
