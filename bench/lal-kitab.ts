/**
 * Lal Kitab benchmark: compute + present of one reading (the work of one request between
 * validation and serialisation) — the natal chart, the Lal Kitab houses, dignities, aspects,
 * sleeping flags, debts, the varshphal of a given age and the remedy texts — without drawings,
 * and with both charts drawn. Budget: ≤ 1 ms without SVG.
 *
 *   npx tsx bench/lal-kitab.ts [rounds=2000]
 *
 * Births vary from round to round (a fixed-seed walk over dates, times and places), so the
 * ephemeris reads are not all served from one cached interval. The Lal Kitab layer alone
 * (`analyseLalKitab` + the varshphal, no ephemeris) is timed separately.
 */
import { computeLalKitab } from '../src/calculations/lal-kitab/compute.ts';
import { presentLalKitab } from '../src/calculations/lal-kitab/present.ts';
import { grahaIds, type GrahaId } from '../src/jyotish/core/zodiac.ts';
import { analyseLalKitab } from '../src/jyotish/lal-kitab/analysis.ts';
import { varshphalHouses } from '../src/jyotish/lal-kitab/varshphal.ts';
import { lcgIndex, percentiles } from './_shared.ts';

const rounds = Number(process.argv[2] ?? 2000);
const next = lcgIndex(0x1a1c17ab);
const context = { now: new Date('2026-01-01T00:00:00Z') };

function birth(extra: Record<string, unknown>) {
  return {
    localDate: `${1940 + next(80)}-${String(1 + next(12)).padStart(2, '0')}-${String(1 + next(28)).padStart(2, '0')}`,
    localTime: `${String(next(24)).padStart(2, '0')}:${String(next(60)).padStart(2, '0')}:00`,
    timezone: 'Asia/Kolkata',
    latitude: 8 + next(25) + next(100) / 100,
    longitude: 68 + next(25) + next(100) / 100,
    ayanamsha: 'lahiri' as const,
    age: next(100),
    ...extra,
  };
}

function time(one: () => unknown): ReturnType<typeof percentiles> {
  for (let i = 0; i < 200; i++) one(); // warm-up (JIT, ephemeris files)
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t0 = process.hrtime.bigint();
    one();
    samples.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return percentiles(samples);
}

const report: Record<string, unknown> = { benchmark: 'lal-kitab', rounds, budgetMs: 1 };
function run(label: string, key: string, one: () => unknown, budgetMs?: number): void {
  const p = time(one);
  report[key] = p;
  const verdict = budgetMs === undefined ? '' : ` (budget ${budgetMs} ms: ${p.median <= budgetMs ? 'met' : 'MISSED'})`;
  console.log(
    `lal-kitab ${label}: median ${p.median.toFixed(3)} ms, p90 ${p.p90.toFixed(3)} ms, p99 ${p.p99.toFixed(3)} ms, ${rounds} rounds${verdict}`,
  );
}

const calculation = (extra: Record<string, unknown>) => () => {
  const request = birth(extra) as never;
  return presentLalKitab(computeLalKitab(request, context), request);
};

run('compute+present, no SVG', 'noSvg', calculation({}), 1);
run('compute+present, chart and varshphal as north SVG', 'northSvg', calculation({ chartStyle: 'north' }));
run('compute+present, chart and varshphal as south SVG (hi)', 'southSvgHi', calculation({ chartStyle: 'south', chartLanguage: 'hi' }));
run('Lal Kitab layer alone (analyseLalKitab + varshphal, no ephemeris)', 'layerOnly', () => {
  const signs = {} as Record<GrahaId, number>;
  for (const g of grahaIds) signs[g] = next(12);
  const a = analyseLalKitab(next(12), signs, { dignity: 'first-value', drishti: 'houses' });
  return varshphalHouses(a.placement, 1 + next(120));
});
console.log(`BENCH_JSON ${JSON.stringify(report)}`);
