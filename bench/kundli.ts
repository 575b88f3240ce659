/**
 * Kundli benchmark: compute + present of one birth chart (the work of one request between
 * validation and serialisation), without drawings and with the three default charts (D1,
 * Bhava, D9) drawn as SVG. Budgets: ≤ 1 ms without SVG, ≤ 3 ms with the three drawings.
 *
 *   npx tsx bench/kundli.ts [rounds=2000]
 *
 * Births vary from round to round (a fixed-seed walk over dates, times and places), so the
 * ephemeris reads are not all served from one cached interval.
 */
import { computeKundli } from '../src/calculations/kundli/compute.ts';
import { presentKundli } from '../src/calculations/kundli/present.ts';
import { lcgIndex, percentile } from './_shared.ts';

const rounds = Number(process.argv[2] ?? 2000);

const next = lcgIndex(0x2545f491);

function birth(extra: Record<string, unknown>) {
  const year = 1940 + next(80);
  const month = String(1 + next(12)).padStart(2, '0');
  const day = String(1 + next(28)).padStart(2, '0');
  const hour = String(next(24)).padStart(2, '0');
  const minute = String(next(60)).padStart(2, '0');
  return {
    localDate: `${year}-${month}-${day}`,
    localTime: `${hour}:${minute}:00`,
    timezone: 'Asia/Kolkata',
    latitude: 8 + next(25) + next(100) / 100,
    longitude: 68 + next(25) + next(100) / 100,
    ayanamsha: 'lahiri' as const,
    ...extra,
  };
}

function run(label: string, extra: Record<string, unknown>, budgetMs: number): void {
  const one = () => {
    const request = birth(extra) as never;
    return presentKundli(computeKundli(request), request);
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
  console.log(
    `kundli ${label}: median ${median.toFixed(3)} ms, p95 ${percentile(samples, 0.95).toFixed(3)} ms, ` +
      `p99 ${percentile(samples, 0.99).toFixed(3)} ms, ${rounds} rounds (budget ${budgetMs} ms: ${median <= budgetMs ? 'met' : 'MISSED'})`,
  );
}

run('compute+present, no SVG', {}, 1);
run('compute+present, D1+Bhava+D9 as north SVG', { chartStyle: 'north' }, 3);
run('compute+present, D1+Bhava+D9 as south SVG (hi)', { chartStyle: 'south', chartLanguage: 'hi' }, 3);
run('compute+present, all 16 vargas, no SVG', { vargas: [2, 3, 4, 7, 10, 12, 16, 20, 24, 27, 30, 40, 45, 60] }, 1);
