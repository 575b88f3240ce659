/**
 * Panchang compute benchmark: time per request over random dates (1801–2398) and places,
 * separately for
 *   - the jyotish core, `computePanchangDay` (inputs resolved beforehand, not timed), and
 *   - the full calculation, `compute` + `present` of the registered panchang calculation
 *     (time-zone resolution, core, names and formatting; no HTTP).
 *
 *   npx tsx bench/panchang.ts [requests=1500]
 *
 * Target (issue 3): ≤ 1 ms median per compute. A warm-up pass over other bodies runs first;
 * the first-call (cold) cost is reported on its own.
 */
import { panchangCalculation } from '../src/calculations/panchang/index.ts';
import { resolveBirth } from '../src/calculations/shared/birth.ts';
import { startOfLocalDay } from '../src/astro/time/civil.ts';
import { computePanchangDay, type PanchangInput } from '../src/jyotish/panchang/panchang.ts';
import { dayFrame } from '../src/jyotish/panchang/day-frame.ts';
import { lunarMonthAt } from '../src/jyotish/panchang/lunar-month.ts';
import { epochMillisecondsToJdUt } from '../src/shared/units.ts';
import { pathToFileURL } from 'node:url';

// ---------------------------------------------------------------------------------------
// Request bodies and statistics, shared with bench/http.ts.

const zones: [string, number, number][] = [
  ['Asia/Kolkata', 28.6139, 77.209], ['Asia/Kolkata', 19.076, 72.8777], ['Asia/Kolkata', 13.0827, 80.2707],
  ['Asia/Kathmandu', 27.7172, 85.324], ['Asia/Dhaka', 23.8103, 90.4125], ['Asia/Singapore', 1.3521, 103.8198],
  ['Asia/Tokyo', 35.6762, 139.6503], ['Australia/Sydney', -33.8688, 151.2093], ['Pacific/Auckland', -36.8485, 174.7633],
  ['Africa/Nairobi', -1.2921, 36.8219], ['Europe/London', 51.5074, -0.1278], ['Europe/Berlin', 52.52, 13.405],
  ['America/New_York', 40.7128, -74.006], ['America/Los_Angeles', 34.0522, -118.2437], ['America/Sao_Paulo', -23.5505, -46.6333],
  ['Asia/Dubai', 25.2048, 55.2708], ['America/St_Johns', 47.5615, -52.7126], ['Pacific/Honolulu', 21.3069, -157.8583],
];

/** mulberry32 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface PanchangBody {
  localDate: string;
  localTime: string;
  timezone: string;
  latitude: number;
  longitude: number;
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * `count` bodies at random dates 1801-01-01 … 2398-12-28 (away from the range edges, see
 * test/golden/known-deviations.md KD-5) and times, at one of 18 cities moved by up to ±1°.
 */
export function randomPanchangBodies(count: number, seed = 20_260_516): PanchangBody[] {
  const random = seededRandom(seed);
  const out: PanchangBody[] = [];
  for (let i = 0; i < count; i++) {
    const [timezone, lat, lon] = zones[Math.floor(random() * zones.length)];
    const year = 1801 + Math.floor(random() * 598);
    const month = 1 + Math.floor(random() * 12);
    const day = 1 + Math.floor(random() * 28);
    out.push({
      localDate: `${year}-${two(month)}-${two(day)}`,
      // 04:xx avoids the DST gaps, which happen between 00:00 and 03:00 in these zones.
      localTime: `${two(4 + Math.floor(random() * 20))}:${two(Math.floor(random() * 60))}:00`,
      timezone,
      latitude: Math.round((lat + (random() - 0.5) * 2) * 1e4) / 1e4,
      longitude: Math.round((lon + (random() - 0.5) * 2) * 1e4) / 1e4,
    });
  }
  return out;
}

/** Percentiles of a list of durations (ms). */
export function percentiles(samples: number[]): { n: number; median: number; p90: number; p99: number; mean: number; max: number } {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return {
    n: s.length,
    median: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    mean: s.reduce((a, b) => a + b, 0) / s.length,
    max: s[s.length - 1],
  };
}

// ---------------------------------------------------------------------------------------

function main(): void {
  const requests = Number(process.argv[2] ?? 1_500);
  const warmup = 200;

  function coreInput(body: PanchangBody): PanchangInput {
    const birth = resolveBirth(body);
    const { frame, localDate } = birth.local;
    return {
      civilDayStartJd: epochMillisecondsToJdUt(startOfLocalDay(frame, localDate)),
      civilDayEndJd: epochMillisecondsToJdUt(startOfLocalDay(frame, localDate.add({ days: 1 }))),
      civilWeekday: localDate.dayOfWeek % 7,
      momentJd: birth.local.instant.jdUt,
      geo: birth.geo,
      sky: birth.sky,
      sunrise: birth.sunrise,
    };
  }

  function full(body: PanchangBody) {
    const context = { now: new Date() };
    return panchangCalculation.present(panchangCalculation.compute(body, context), body, context);
  }

  const coldStart = performance.now();
  full(randomPanchangBodies(1, 1)[0]);
  const coldMs = performance.now() - coldStart;

  for (const body of randomPanchangBodies(warmup, 7)) full(body);

  const bodies = randomPanchangBodies(requests);
  const inputs = bodies.map(coreInput);

  const coreMs: number[] = [];
  for (const input of inputs) {
    const t0 = performance.now();
    computePanchangDay(input);
    coreMs.push(performance.now() - t0);
  }

  const fullMs: number[] = [];
  for (const body of bodies) {
    const t0 = performance.now();
    full(body);
    fullMs.push(performance.now() - t0);
  }

  // Where the core's time goes: the rises and sets of the day frame, and the lunar month
  // (two new-moon searches on direct ephemeris calls), each timed on its own.
  const frameMs: number[] = [];
  const monthMs: number[] = [];
  for (const input of inputs) {
    let t0 = performance.now();
    const frame = dayFrame(input.civilDayStartJd, input.civilDayEndJd, input.geo, input.sunrise);
    frameMs.push(performance.now() - t0);
    t0 = performance.now();
    lunarMonthAt(frame.sunrise ?? input.civilDayStartJd, 'shukla', input.sky);
    monthMs.push(performance.now() - t0);
  }

  // The same body again and again (ephemeris blocks cached, no new dates).
  const repeatMs: number[] = [];
  for (let i = 0; i < 500; i++) {
    const t0 = performance.now();
    full(bodies[0]);
    repeatMs.push(performance.now() - t0);
  }

  const fmt = (p: ReturnType<typeof percentiles>) =>
    `n=${p.n} median=${p.median.toFixed(3)} ms p90=${p.p90.toFixed(3)} ms p99=${p.p99.toFixed(3)} ms mean=${p.mean.toFixed(3)} ms max=${p.max.toFixed(1)} ms`;

  const report = {
    benchmark: 'panchang-compute',
    coldFirstCallMs: Number(coldMs.toFixed(1)),
    core: percentiles(coreMs),
    computeAndPresent: percentiles(fullMs),
    sameBodyRepeated: percentiles(repeatMs),
    coreParts: { dayFrame: percentiles(frameMs), lunarMonth: percentiles(monthMs) },
    targetMedianMs: 1,
  };
  console.log('panchang compute (random dates 1801–2398, 18 cities ±1°)');
  console.log(`  cold first call:                ${report.coldFirstCallMs} ms`);
  console.log(`  jyotish core computePanchangDay: ${fmt(report.core)}`);
  console.log(`    of which day frame (rises/sets): ${fmt(report.coreParts.dayFrame)}`);
  console.log(`    of which lunar month:           ${fmt(report.coreParts.lunarMonth)}`);
  console.log(`  calculation compute + present:   ${fmt(report.computeAndPresent)}`);
  console.log(`  same body repeated:              ${fmt(report.sameBodyRepeated)}`);
  console.log(`  target: median ≤ 1 ms → core ${report.core.median <= 1 ? 'met' : 'MISSED'}, full ${report.computeAndPresent.median <= 1 ? 'met' : 'MISSED'}`);
  console.log(`BENCH_JSON ${JSON.stringify(report)}`);
}

// Run only when executed, not when bench/http.ts imports the bodies.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
