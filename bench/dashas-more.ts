/**
 * Issue-18 dasha benchmark of kundli-advanced: compute time of
 *   - the default request (no new options: Vimshottari to 3 levels, one Yogini cycle, Chara), and
 *   - the full request: every system of dashaSystems (9 nakshatra dashas, Kalachakra, 9 sign
 *     dashas), Vimshottari to five levels (6,561 pranas inside one mahadasha), runningAt,
 *     four Yogini cycles with antardashas and the true sidereal year (two Sun ingress searches),
 *   - the combined request of the issue: the full request plus the shadbala `strength` block
 *     (shadbala, bhava bala, vimshopaka, harsha, ashtakavarga sodhana) in one compute,
 * over random births 1801–2398 in 18 zones; present time and JSON size are reported beside,
 * wall time and this process's CPU time both (the machine is often shared), with the load
 * average at the start and the end.
 *
 *   npx tsx bench/dashas-more.ts [requests=200]
 *
 * Targets (issue 18): combined compute ≤ 20 ms, default compute ≤ 5 ms (medians; CPU time is
 * judged when a shared machine makes wall time longer).
 */
import { kundliAdvancedCalculation as calc } from '../src/calculations/kundli-advanced/index.ts';
import { dashaSystemKeys } from '../src/calculations/kundli-advanced/dashas-more.ts';
import { loadavg } from 'node:os';
import { cities, lcgUniform, percentiles } from './_shared.ts';

function randomBirths(count: number, seed: number) {
  const random = lcgUniform(seed);
  const two = (n: number) => String(n).padStart(2, '0');
  return Array.from({ length: count }, () => {
    const [timezone, latitude, longitude] = cities[Math.floor(random() * cities.length)];
    const year = 1801 + Math.floor(random() * 560);
    return {
      localDate: `${year}-${two(1 + Math.floor(random() * 12))}-${two(1 + Math.floor(random() * 28))}`,
      localTime: `${two(4 + Math.floor(random() * 20))}:${two(Math.floor(random() * 60))}:00`,
      timezone,
      latitude,
      longitude,
      runningAt: `${year + 1 + Math.floor(random() * 38)}-06-15T12:00:00Z`,
    };
  });
}

const requests = Number(process.argv[2] ?? 200);
const context = { now: new Date() };
const full = (b: ReturnType<typeof randomBirths>[number]) => ({
  ...b,
  dashaSystems: [...dashaSystemKeys],
  dashaDepth: 5,
  yoginiCycles: 4,
  yoginiIncludeAntardashas: true,
  dashaYearDays: 'true-sidereal' as const,
});
const combined = (b: ReturnType<typeof randomBirths>[number]) => ({ ...full(b), strength: true });
const plain = ({ runningAt: _unused, ...b }: ReturnType<typeof randomBirths>[number]) => b;

for (const b of randomBirths(100, 7)) {
  calc.present(calc.compute(full(b), context), full(b), context);
  calc.present(calc.compute(plain(b), context), plain(b), context);
  calc.present(calc.compute(combined(b), context), combined(b), context);
}

const report: Record<string, unknown> = { benchmark: 'dashas-more', requests, targetsMs: { defaultCompute: 5, combinedCompute: 20 } };

function measure(label: string, make: (b: ReturnType<typeof randomBirths>[number]) => Record<string, unknown>) {
  const computeMs: number[] = [];
  const cpuMs: number[] = [];
  const presentMs: number[] = [];
  const sizes: number[] = [];
  for (const b of randomBirths(requests, 20_261_125)) {
    const body = make(b);
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const computed = calc.compute(body as never, context);
    const t1 = performance.now();
    const c = process.cpuUsage(c0);
    const presented = calc.present(computed, body as never, context);
    presentMs.push(performance.now() - t1);
    computeMs.push(t1 - t0);
    cpuMs.push((c.user + c.system) / 1000);
    sizes.push(JSON.stringify(presented.result).length / 1024);
  }
  const p = percentiles(computeMs);
  const q = percentiles(cpuMs);
  const r = percentiles(presentMs);
  console.log(`${label}: compute median ${p.median.toFixed(2)} ms p90 ${p.p90.toFixed(2)} ms p99 ${p.p99.toFixed(2)} ms | CPU median ${q.median.toFixed(2)} ms p90 ${q.p90.toFixed(2)} ms | present median ${r.median.toFixed(2)} ms | JSON median ${percentiles(sizes).median.toFixed(0)} KiB`);
  report[label] = { computeMedianMs: p.median, computeP90Ms: p.p90, cpuMedianMs: q.median, cpuP90Ms: q.p90, presentMedianMs: r.median, jsonMedianKiB: percentiles(sizes).median };
  return Math.min(p.median, q.median);
}

const load = () => loadavg().map((x) => x.toFixed(1)).join(' ');
console.log(`kundli-advanced dasha options, ${requests} random births; load average ${load()}`);
report.loadAverageStart = loadavg();
const d = measure('default request', plain);
measure('every dasha system + 5 Vimshottari levels', full);
const c = measure('combined: every dasha system + 5 Vimshottari levels + strength (shadbala)', combined);
report.loadAverageEnd = loadavg();
console.log(`load average at the end ${load()}`);
console.log(`BENCH_JSON ${JSON.stringify(report)}`);
let fail = false;
if (d > 5) (fail = true), console.error(`FAIL: default compute ${d.toFixed(2)} ms exceeds 5 ms`);
if (c > 20) (fail = true), console.error(`FAIL: combined compute ${c.toFixed(2)} ms exceeds 20 ms`);
if (fail) process.exit(1);
