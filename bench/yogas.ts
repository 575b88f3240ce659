/**
 * Yoga catalogue benchmark: evaluating every yoga (185 rule records of YOGA.CATALOGUE.2, their cancellations
 * and variants) on a natal chart that is already computed, then the same plus presenting the
 * compact audit list and the full records of the formed yogas. Budget: all yogas ≤ 2 ms on top
 * of the chart (issue #19).
 *
 *   npx tsx bench/yogas.ts [rounds=2000]
 *
 * Charts vary from round to round (a fixed-seed walk over 18 cities and dates 1940–2039,
 * 200 charts computed before timing), so the rules see many different placements.
 */
import { resolveNatal } from '../src/calculations/shared/natal.ts';
import { presentYoga, presentYogaEvaluation } from '../src/calculations/kundli-insights/yoga-present.ts';
import { chartView } from '../src/jyotish/rules/chart-view.ts';
import { evaluateYogaCatalogue } from '../src/jyotish/yogas/index.ts';
import { cities, lcgIndex, percentile } from './_shared.ts';

const rounds = Number(process.argv[2] ?? 2000);
const next = lcgIndex(0x594f_4741);
const two = (n: number) => String(n).padStart(2, '0');

const views = Array.from({ length: 200 }, () => {
  const [timezone, latitude, longitude] = cities[next(cities.length)];
  return chartView(resolveNatal({
    localDate: `${1940 + next(100)}-${two(1 + next(12))}-${two(1 + next(28))}`,
    localTime: `${two(next(24))}:${two(next(60))}:00`,
    timezone, latitude, longitude,
  } as never).chart);
});

function run(label: string, one: (i: number) => void, budgetMs: number | null): void {
  for (let i = 0; i < 400; i++) one(i); // warm-up (JIT)
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t0 = process.hrtime.bigint();
    one(i);
    samples.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  samples.sort((a, b) => a - b);
  const median = percentile(samples, 0.5);
  const budget = budgetMs === null ? '' : ` (budget ${budgetMs} ms: ${median <= budgetMs ? 'met' : 'MISSED'})`;
  console.log(
    `yogas ${label}: median ${median.toFixed(3)} ms, p95 ${percentile(samples, 0.95).toFixed(3)} ms, ` +
      `p99 ${percentile(samples, 0.99).toFixed(3)} ms, ${rounds} rounds${budget}`,
  );
}

run('evaluate the whole catalogue on a computed chart', (i) => evaluateYogaCatalogue(views[i % views.length]), 2);
run('evaluate + present (audit list and formed records)', (i) => {
  const ys = evaluateYogaCatalogue(views[i % views.length]);
  ys.map(presentYogaEvaluation);
  ys.filter((y) => y.formed).map(presentYoga);
}, null);
