/**
 * Heavy work beside light requests (issues 12, 14, 17, 20): the latency of panchang requests
 * while one client keeps a heavy calculation running back to back — a 366-day muhurat search,
 * a 366-day Indian calendar, a ±6-hour birth-time rectification, a 31-day personal planner.
 *
 *   npx tsx bench/heavy-concurrency.ts [panchangs=150]
 *
 * In-process app (`buildApp`, `app.inject`: no sockets, so the figures are the server's own),
 * the production worker pool (CALC_WORKERS = cores), result cache off, rate limit off. First
 * the panchangs alone, then, for each heavy kind, the same number of panchangs sent every
 * 10 ms while one heavy loop runs. The issues ask that heavy work never blocks other requests
 * (a concurrent panchang's p99; issue 13 sets ≤ 50 ms for the PDF case, used here as the bar).
 */
import { buildApp } from '../src/api/app.ts';
import { loadConfig } from '../src/api/config.ts';
import { createLogger } from '../src/api/logger.ts';
import { exampleBirth } from '../src/calculations/shared/examples.ts';

const panchangCount = Number(process.argv[2] ?? 150);

function percentiles(values: number[]) {
  const s = [...values].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return { n: s.length, median: at(0.5), p90: at(0.9), p99: at(0.99), max: s[s.length - 1] };
}

/** Panchang bodies on distinct days and places (no two alike, so nothing is cached). */
function panchangBodies(n: number, offset: number) {
  const places = [
    [28.6139, 77.209, 'Asia/Kolkata'], [19.076, 72.8777, 'Asia/Kolkata'], [13.0827, 80.2707, 'Asia/Kolkata'],
    [51.5074, -0.1278, 'Europe/London'], [40.7128, -74.006, 'America/New_York'],
  ] as const;
  return Array.from({ length: n }, (_, i) => {
    const [latitude, longitude, timezone] = places[(i + offset) % places.length];
    const d = new Date(Date.UTC(2000, 0, 1) + (i * 37 + offset * 101) * 86_400_000);
    return { localDate: d.toISOString().slice(0, 10), localTime: '06:00:00', timezone, latitude, longitude };
  });
}

const heavy: Record<string, { url: string; body: (i: number) => unknown }> = {
  'muhurat-finder, 366 days': {
    url: '/v2/calculations/muhurat-finder',
    body: (i) => ({ activity: ['marriage', 'griha-pravesh', 'vehicle-purchase'][i % 3], startDate: `${2020 + (i % 5)}-01-01`, endDate: `${2020 + (i % 5)}-12-31`, timezone: 'Asia/Kolkata', latitude: 28.6139, longitude: 77.209 }),
  },
  'indian-calendar, 366 days': {
    url: '/v2/calculations/indian-calendar',
    body: (i) => ({ date: `${2015 + (i % 10)}-01-01`, rangeDays: 366, timezone: 'Asia/Kolkata', latitude: 28.6139, longitude: 77.209 }),
  },
  'birth-time-rectification, ±6 h': {
    url: '/v2/calculations/birth-time-rectification',
    body: (i) => ({
      ...exampleBirth,
      windowMinutes: 360 - (i % 7),
      events: [
        { type: 'marriage', date: '2015-02-14' },
        { type: 'job_start', date: '2012-07-01', precision: 'month' },
        { type: 'child_birth', date: '2017-11-20' },
      ],
    }),
  },
  'personal planner, 31 days': {
    url: '/v2/planner/personal',
    body: (i) => ({ ...exampleBirth, startDate: `2025-${String(1 + (i % 12)).padStart(2, '0')}-01`, days: 31, chartStyle: 'north' }),
  },
};

async function main(): Promise<void> {
  const app = await buildApp({
    config: loadConfig({ RATE_LIMIT_MAX: '1000000', MAX_EVENT_LOOP_DELAY_MS: '0', RESULT_CACHE_ENTRIES: '0' }),
    logger: createLogger('error'),
  });
  await app.ready();
  const post = (url: string, body: unknown) =>
    app.inject({ method: 'POST', url: `/api${url}`, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  const panchang = async (body: unknown) => {
    const t0 = performance.now();
    const r = await post('/v2/calculations/panchang', body);
    return { ms: performance.now() - t0, status: r.statusCode };
  };
  const paced = async (bodies: unknown[]) => {
    const out = await Promise.all(bodies.map((b, i) => new Promise<{ ms: number; status: number }>((resolve) => setTimeout(() => panchang(b).then(resolve), i * 10))));
    return { ...percentiles(out.map((o) => o.ms)), non200: out.filter((o) => o.status !== 200).length };
  };

  // Warm every kind once (first runs time the pool's service estimates and JIT the workers).
  for (const [, h] of Object.entries(heavy)) await post(h.url, h.body(0));
  for (const b of panchangBodies(20, 99)) await panchang(b);

  const rows: Record<string, unknown> = {};
  rows['panchang alone'] = await paced(panchangBodies(panchangCount, 0));
  for (const [name, h] of Object.entries(heavy)) {
    let stop = false;
    let done = 0;
    const heavyMs: number[] = [];
    const loop = (async () => {
      for (let i = 1; !stop; i++) {
        const t0 = performance.now();
        const r = await post(h.url, h.body(i));
        if (r.statusCode === 200) heavyMs.push(performance.now() - t0);
        done++;
      }
    })();
    const row = await paced(panchangBodies(panchangCount, done + name.length));
    stop = true;
    await loop;
    rows[`panchang while one client runs ${name}`] = { ...row, heavyRuns: heavyMs.length, heavyMedianMs: percentiles(heavyMs).median };
  }
  await app.close();

  const f = (x: number) => x.toFixed(1);
  console.log('| panchang latency (ms) | median | p90 | p99 | max | non-200 | heavy runs (median ms) |');
  console.log('|---|---|---|---|---|---|---|');
  for (const [name, r] of Object.entries(rows) as [string, ReturnType<typeof percentiles> & { non200: number; heavyRuns?: number; heavyMedianMs?: number }][]) {
    const heavyCol = r.heavyRuns === undefined ? '' : `${r.heavyRuns} (${f(r.heavyMedianMs ?? NaN)})`;
    console.log(`| ${name} | ${f(r.median)} | ${f(r.p90)} | ${f(r.p99)} | ${f(r.max)} | ${r.non200} | ${heavyCol} |`);
  }
  console.log(`BENCH_JSON ${JSON.stringify({ bench: 'heavy-concurrency', panchangCount, rows })}`);
}

await main();
