/**
 * Predictions and planner benchmark: time per request over seeded random dates (1901–2098),
 * Moon signs and, for natal mode and the planner, the 18 benchmark cities as birth places.
 *
 *   npx tsx bench/predictions.ts [requests=300]
 *
 * Targets (issue 12): daily prediction ≤ 2 ms compute; a 31-day planner ≤ 40 ms compute
 * including the two SVG charts. Also measured: weekly and monthly predictions, the whole
 * calculations (compute + present: names, texts, instants) and the latency of panchang
 * requests served while planners run in the same process (the event loop is shared until the
 * worker pool runs calculations off it). Each figure is wall time; CPU time (process.cpuUsage)
 * is printed next to it because this machine is often shared.
 */
import { buildApp } from '../src/api/app.ts';
import { loadConfig } from '../src/api/config.ts';
import { createLogger } from '../src/api/logger.ts';
import { personalPlannerCalculation } from '../src/calculations/planner/index.ts';
import {
  predictionsDailyCalculation, predictionsMonthlyCalculation, predictionsWeeklyCalculation,
} from '../src/calculations/predictions/index.ts';
import type { AnyCalculation } from '../src/calculations/types.ts';
import { renderChartSvg } from '../src/render/chart-svg.ts';
import { vargaNames } from '../src/content/vargas.ts';
import { cities, mulberry32, percentiles, randomPanchangBodies } from './_shared.ts';

const requests = Number(process.argv[2] ?? 300);
const random = mulberry32(20240301);
const context = { now: new Date() };

function randomDate(): string {
  const day = Math.floor(random() * 365.25 * 197);
  return new Date(Date.UTC(1901, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
}

function randomBirth() {
  const [timezone, latitude, longitude] = cities[Math.floor(random() * cities.length)];
  const year = 1940 + Math.floor(random() * 60);
  const month = 1 + Math.floor(random() * 12);
  const day = 1 + Math.floor(random() * 28);
  const hh = Math.floor(random() * 24);
  const mm = Math.floor(random() * 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { localDate: `${year}-${pad(month)}-${pad(day)}`, localTime: `${pad(hh)}:${pad(mm)}:00`, timezone, latitude, longitude };
}

interface Timing { wall: ReturnType<typeof percentiles>; cpuMeanMs: number }

function time<T>(bodies: T[], run: (body: T) => unknown): Timing {
  const wall: number[] = [];
  const c0 = process.cpuUsage();
  for (const b of bodies) {
    const t0 = performance.now();
    run(b);
    wall.push(performance.now() - t0);
  }
  const c = process.cpuUsage(c0);
  return { wall: percentiles(wall), cpuMeanMs: (c.user + c.system) / 1000 / bodies.length };
}

function computeOnly(calc: AnyCalculation) {
  return (body: unknown) => calc.compute(body, context);
}
function whole(calc: AnyCalculation) {
  return (body: unknown) => calc.present(calc.compute(body, context), body, context);
}

function row(label: string, t: Timing): string {
  const f = (x: number) => x.toFixed(3);
  return `| ${label} | ${f(t.wall.median)} | ${f(t.wall.p90)} | ${f(t.wall.p99)} | ${f(t.wall.mean)} | ${f(t.cpuMeanMs)} |`;
}

async function concurrentPanchang(): Promise<{ alone: ReturnType<typeof percentiles>; withPlanners: ReturnType<typeof percentiles> }> {
  const app = await buildApp({
    config: loadConfig({ RATE_LIMIT_MAX: '1000000', MAX_EVENT_LOOP_DELAY_MS: '0', RESULT_CACHE_ENTRIES: '0' }),
    logger: createLogger('error'),
  });
  await app.ready();
  const panchangs = randomPanchangBodies(200, 11);
  const post = (url: string, body: unknown) => app.inject({ method: 'POST', url: `/api${url}`, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  const latency = async (body: unknown) => {
    const t0 = performance.now();
    await post('/v2/calculations/panchang', body);
    return performance.now() - t0;
  };
  const alone: number[] = [];
  for (const b of panchangs.slice(0, 100)) alone.push(await latency(b));
  // Two planners in flight at any time while 100 panchang requests arrive 5 ms apart.
  let stop = false;
  const plannerLoop = async () => {
    while (!stop) await post('/v2/planner/personal', { ...randomBirth(), startDate: randomDate(), days: 31, chartStyle: 'north' });
  };
  const loops = [plannerLoop(), plannerLoop()];
  const withPlanners = await Promise.all(panchangs.slice(100).map((b, i) => new Promise<number>((resolve) => {
    setTimeout(() => latency(b).then(resolve), i * 5);
  })));
  stop = true;
  await Promise.all(loops);
  await app.close();
  return { alone: percentiles(alone), withPlanners: percentiles(withPlanners) };
}

async function main(): Promise<void> {
  const signBodies = Array.from({ length: requests }, () => ({ moonSign: 1 + Math.floor(random() * 12), date: randomDate(), timezone: 'Asia/Kolkata' }));
  const placedBodies = signBodies.map((b) => ({ ...b, latitude: 28.6139, longitude: 77.209 }));
  const natalBodies = Array.from({ length: requests }, () => {
    const birth = randomBirth();
    return { birth, date: randomDate(), timezone: birth.timezone, latitude: birth.latitude, longitude: birth.longitude };
  });
  const plannerBodies = Array.from({ length: Math.max(20, Math.floor(requests / 10)) }, () => ({ ...randomBirth(), startDate: randomDate(), days: 31, chartStyle: 'north' as const }));

  // Warm-up: the JIT, the zone offsets and the Saturn windows of the decades drawn.
  const t0 = performance.now();
  whole(predictionsDailyCalculation)(signBodies[0]);
  const coldMs = performance.now() - t0;
  for (const b of [...signBodies, ...natalBodies].slice(0, requests)) computeOnly(predictionsDailyCalculation)(b);
  for (const b of plannerBodies.slice(0, 5)) whole(personalPlannerCalculation)(b);

  const results: Record<string, Timing> = {
    'daily, sign-only, civil day: compute': time(signBodies, computeOnly(predictionsDailyCalculation)),
    'daily, sign-only, sunrise day: compute': time(placedBodies, computeOnly(predictionsDailyCalculation)),
    'daily, natal, sunrise day: compute': time(natalBodies, computeOnly(predictionsDailyCalculation)),
    'daily, natal: compute + present': time(natalBodies, whole(predictionsDailyCalculation)),
    'weekly, natal: compute + present': time(natalBodies.slice(0, requests / 3), whole(predictionsWeeklyCalculation)),
    'monthly, natal: compute + present': time(natalBodies.slice(0, requests / 6), whole(predictionsMonthlyCalculation)),
    'planner 31 days: compute + the two SVG charts': time(plannerBodies, (b) => {
      const c = personalPlannerCalculation.compute(b, context);
      for (const v of [c.d1, c.d9]) renderChartSvg({ title: vargaNames[v.division], houses: v.houses, lagnaDegreeInSign: v.lagnaDegreeInSign }, 'north', 'en');
    }),
    'planner 31 days: compute + present (whole result)': time(plannerBodies, whole(personalPlannerCalculation)),
  };
  const concurrency = await concurrentPanchang();

  console.log(`predictions benchmark: ${requests} requests per row (planner ${plannerBodies.length}); cold first daily ${coldMs.toFixed(1)} ms`);
  console.log('| what is timed | median ms | p90 ms | p99 ms | mean ms | CPU mean ms |');
  console.log('|---|---|---|---|---|---|');
  for (const [label, t] of Object.entries(results)) console.log(row(label, t));
  const f = (x: number) => x.toFixed(1);
  console.log(`panchang over app.inject alone: median ${f(concurrency.alone.median)} ms, p99 ${f(concurrency.alone.p99)} ms`);
  console.log(`panchang while two 31-day planners run: median ${f(concurrency.withPlanners.median)} ms, p99 ${f(concurrency.withPlanners.p99)} ms, max ${f(concurrency.withPlanners.max)} ms`);
  console.log(`BENCH_JSON ${JSON.stringify({ bench: 'predictions', requests, coldMs, results, concurrency })}`);
}

await main();
