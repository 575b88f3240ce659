/**
 * Where kundli-insights' time goes, phase by phase (by hand; bench/run.ts skips `_` files):
 * natal resolution, the chart view, the yoga catalogue, the doshas, the transit positions, the
 * Saturn cycles and the presentation. Natal cache off, so every birth is resolved.
 *
 *   npx tsx bench/_insights-phases.ts [rounds=3]
 */
import { computeKundliInsights } from '../src/calculations/kundli-insights/compute.ts';
import { presentKundliInsights } from '../src/calculations/kundli-insights/present.ts';
import { resolveNatal } from '../src/calculations/shared/natal.ts';
import { setNatalCacheEntries } from '../src/calculations/shared/natal-cache.ts';
import { chartView } from '../src/jyotish/rules/chart-view.ts';
import { evaluateYogaCatalogue } from '../src/jyotish/yogas/index.ts';
import { siderealPositions } from '../src/astro/positions.ts';
import { grahaIds } from '../src/jyotish/core/zodiac.ts';
import { saturnCycles } from '../src/jyotish/transits/saturn-cycles.ts';
import { evaluateManglik } from '../src/jyotish/rules/manglik.ts';
import { evaluateKaalSarpa } from '../src/jyotish/rules/kaal-sarpa.ts';
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

function birth(b: object) {
  setNatalCacheEntries(0);
  const body = { ...b, transitDate: '2024-03-01' } as never;
  const natal = timed('resolveNatal', () => resolveNatal(body));
  const view = timed('chartView', () => chartView(natal.chart));
  timed('yoga catalogue', () => evaluateYogaCatalogue(view));
  timed('manglik + kaal sarpa', () => { evaluateManglik(natal.chart); evaluateKaalSarpa(view); });
  timed('transit positions', () => siderealPositions(2460371 as never, grahaIds, natal.birth.sky));
  timed('saturnCycles', () => saturnCycles(natal.chart.jdUt, 2460371, natal.chart.bodies.moon.sign, natal.birth.sky));
  const c = timed('compute (whole)', () => computeKundliInsights(body, context));
  timed('present (whole)', () => presentKundliInsights(c));
}

randomPanchangBodies(100, 7).forEach(birth);
times.clear();
const bodies = randomPanchangBodies(200, 11);
for (let r = 0; r < rounds; r++) bodies.forEach(birth);
for (const [name, xs] of times) {
  const p = percentiles(xs);
  console.log(`${name.padEnd(24)} median ${p.median.toFixed(3)} ms  mean ${p.mean.toFixed(3)} ms  p90 ${p.p90.toFixed(3)} ms`);
}
