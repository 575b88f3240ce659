/**
 * South Indian calculations (issue 17). Budgets, compute + present of one request:
 * - birth-time rectification over ±6 h (721 candidates) with 10 events: ≤ 250 ms;
 * - Jamakkol Arudam (no SVG; with the Tamil SVG reported too): ≤ 2 ms;
 * - Ayadi search over 1,000 perimeters: ≤ 5 ms.
 *
 *   npx tsx bench/south-indian.ts [rounds=200]
 *
 * Inputs vary from round to round (fixed-seed walk over dates, times and places), so the
 * ephemeris reads are not all served from one cached interval.
 */
import { ayadiCalculation } from '../src/calculations/ayadi-shadvarga/index.ts';
import { rectificationCalculation } from '../src/calculations/birth-time-rectification/index.ts';
import { jamakkolCalculation } from '../src/calculations/jamakkol-arudam/index.ts';
import type { AnyCalculation } from '../src/calculations/types.ts';
import { lcgIndex, percentile } from './_shared.ts';

const rounds = Number(process.argv[2] ?? 200);
const next = lcgIndex(0x5eed17);
const two = (n: number) => String(n).padStart(2, '0');

function moment() {
  return {
    localDate: `${1950 + next(70)}-${two(1 + next(12))}-${two(1 + next(28))}`,
    localTime: `${two(next(24))}:${two(next(60))}:${two(next(60))}`,
    timezone: 'Asia/Kolkata',
    latitude: 8 + next(25) + next(100) / 100,
    longitude: 68 + next(25) + next(100) / 100,
    ayanamsha: 'lahiri',
  };
}

const eventTypes = ['marriage', 'child_birth', 'job_start', 'promotion', 'higher_education', 'property_purchase', 'foreign_relocation', 'father_death', 'mother_death', 'major_illness_or_surgery'];
const precisions = ['day', 'day', 'month', 'year'];

function rectificationBody() {
  const birth = moment();
  const year = Number(birth.localDate.slice(0, 4));
  const events = eventTypes.map((type, i) => ({
    type,
    date: `${year + 18 + i * 3}-${two(1 + next(12))}-${two(1 + next(28))}`,
    precision: precisions[next(precisions.length)],
  }));
  return { ...birth, windowMinutes: 360, events };
}

function run(label: string, calc: AnyCalculation, body: () => Record<string, unknown>, budgetMs: number, n: number, warmUp: number): void {
  const context = { now: new Date() };
  const one = () => {
    const request = body();
    return calc.present(calc.compute(request, context), request, context);
  };
  for (let i = 0; i < warmUp; i++) one();
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = process.hrtime.bigint();
    one();
    samples.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  samples.sort((a, b) => a - b);
  const median = percentile(samples, 0.5);
  console.log(
    `${label}: median ${median.toFixed(3)} ms, p95 ${percentile(samples, 0.95).toFixed(3)} ms, max ${samples[samples.length - 1].toFixed(3)} ms, ` +
      `${n} rounds (budget ${budgetMs} ms: ${median <= budgetMs ? 'met' : 'MISSED'})`,
  );
}

run('jamakkol compute+present, no SVG', jamakkolCalculation, moment, 2, rounds * 10, 200);
run('jamakkol compute+present, Tamil SVG', jamakkolCalculation, () => ({ ...moment(), chartLanguage: 'ta' }), 2, rounds * 10, 200);
run('ayadi search over 1,000 perimeters (all rules)', ayadiCalculation, () => {
  const min = 1 + next(5000);
  return { unit: 'hasta', ownerNakshatra: 1 + next(27), facing: 'east', include: ['tithi', 'ayus'], amshaVariant: 'samarangana', search: { minPerimeter: min, maxPerimeter: min + 999 } };
}, 5, rounds * 10, 200);
run('rectification ±6 h (721 candidates), 10 events', rectificationCalculation, rectificationBody, 250, Math.max(20, Math.round(rounds / 5)), 3);
