/**
 * KP benchmark: compute of one horary chart (the 249-row target, the ARMC bisection, Placidus
 * cusps, nine grahas with lords, significators, the day lord's sunrise and the ruling
 * planets), then compute + present, and the natal KP chart. Budget: a horary chart ≤ 2 ms
 * compute (issue #15).
 *
 *   npx tsx bench/kp.ts [rounds=2000]
 *
 * Moments, places and numbers vary from round to round (a fixed-seed walk over 18 cities,
 * dates 1940–2039 and the 249 numbers), so ephemeris reads are not all served from one cached
 * interval.
 */
import { computeKpPrashna } from '../src/calculations/kp-prashna/compute.ts';
import { presentKpPrashna } from '../src/calculations/kp-prashna/present.ts';
import { cities, lcgIndex, percentile } from './_shared.ts';

const rounds = Number(process.argv[2] ?? 2000);
const next = lcgIndex(0x4b50_0015);
const two = (n: number) => String(n).padStart(2, '0');

function request(extra: Record<string, unknown>) {
  const [timezone, latitude, longitude] = cities[next(cities.length)];
  return {
    localDate: `${1940 + next(100)}-${two(1 + next(12))}-${two(1 + next(28))}`,
    localTime: `${two(4 + next(20))}:${two(next(60))}:00`,
    timezone,
    latitude,
    longitude,
    ayanamsha: 'krishnamurti' as const,
    ...extra,
  } as never;
}

function run(label: string, extra: () => Record<string, unknown>, present: boolean, budgetMs: number | null): void {
  const one = () => {
    const r = request(extra());
    const c = computeKpPrashna(r);
    if (present) presentKpPrashna(c);
  };
  for (let i = 0; i < 200; i++) one(); // warm-up (JIT, ephemeris files)
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t0 = process.hrtime.bigint();
    one();
    samples.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  samples.sort((a, b) => a - b);
  const median = percentile(samples, 0.5);
  const budget = budgetMs === null ? '' : ` (budget ${budgetMs} ms: ${median <= budgetMs ? 'met' : 'MISSED'})`;
  console.log(
    `kp ${label}: median ${median.toFixed(3)} ms, p95 ${percentile(samples, 0.95).toFixed(3)} ms, ` +
      `p99 ${percentile(samples, 0.99).toFixed(3)} ms, ${rounds} rounds${budget}`,
  );
}

run('horary chart, compute', () => ({ horaryNumber: 1 + next(249) }), false, 2);
run('horary chart with a question, compute + present', () => ({ horaryNumber: 1 + next(249), question: 'marriage' }), true, null);
run('natal KP chart, compute', () => ({}), false, null);
