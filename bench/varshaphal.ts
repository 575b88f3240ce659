/**
 * Varshaphal (issue 19). Budget: one varshaphal ≤ 10 ms compute. Reported: compute alone and
 * compute + present (the result has ~150 dasha periods with moments).
 *
 *   npx tsx bench/varshaphal.ts [rounds=300]
 *
 * Inputs vary from round to round (fixed-seed walk over births, ages and places), so the
 * ephemeris reads are not all served from one cached interval.
 */
import { varshaphalCalculation } from '../src/calculations/varshaphal/index.ts';
import { lcgIndex, percentile } from './_shared.ts';

const rounds = Number(process.argv[2] ?? 300);
const next = lcgIndex(0x7a7a19);
const two = (n: number) => String(n).padStart(2, '0');

function body() {
  return {
    localDate: `${1930 + next(80)}-${two(1 + next(12))}-${two(1 + next(28))}`,
    localTime: `${two(next(24))}:${two(next(60))}:${two(next(60))}`,
    timezone: 'Asia/Kolkata',
    latitude: 8 + next(25) + next(100) / 100,
    longitude: 68 + next(25) + next(100) / 100,
    ayanamsha: 'lahiri' as const,
    age: 1 + next(90),
  };
}

function run(label: string, withPresent: boolean, budgetMs: number | null): void {
  const context = { now: new Date() };
  const one = () => {
    const request = body();
    const computed = varshaphalCalculation.compute(request, context);
    if (withPresent) varshaphalCalculation.present(computed, request, context);
  };
  for (let i = 0; i < 50; i++) one();
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t0 = process.hrtime.bigint();
    one();
    samples.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  samples.sort((a, b) => a - b);
  const median = percentile(samples, 0.5);
  const verdict = budgetMs === null ? '' : ` (budget ${budgetMs} ms: ${median <= budgetMs ? 'met' : 'MISSED'})`;
  console.log(
    `${label}: median ${median.toFixed(3)} ms, p95 ${percentile(samples, 0.95).toFixed(3)} ms, max ${samples[samples.length - 1].toFixed(3)} ms, ${rounds} rounds${verdict}`,
  );
}

run('varshaphal compute', false, 10);
run('varshaphal compute+present', true, null);
