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
import { panchangDayInput } from '../src/calculations/panchang/compute.ts';
import { resolveBirth } from '../src/calculations/shared/birth.ts';
import { startOfLocalDay } from '../src/astro/time/civil.ts';
import { SunMoonTrack } from '../src/astro/track.ts';
import { pakshaOfTithi } from '../src/jyotish/core/limbs.ts';
import { computePanchangDay, type PanchangInput } from '../src/jyotish/panchang/panchang.ts';
import { dayFrame } from '../src/jyotish/panchang/day-frame.ts';
import { limbSpansOfDay } from '../src/jyotish/panchang/limbs-of-day.ts';
import { lunarMonthAt, newMoonGuesses } from '../src/jyotish/panchang/lunar-month.ts';
import { epochMillisecondsToJdUt } from '../src/shared/units.ts';
import { percentiles, randomPanchangBodies, type PanchangBody } from './_shared.ts';

function main(): void {
  const requests = Number(process.argv[2] ?? 1_500);
  const warmup = 200;

  // The same inputs as src/calculations/panchang/compute.ts builds for the core.
  const coreInput = (body: PanchangBody): PanchangInput => panchangDayInput(resolveBirth(body));

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
  // (two new moons on direct ephemeris calls), each timed on its own. The lunar month is timed
  // as computePanchangDay runs it, Newton started from the guesses of the day's tithi (found
  // beforehand, untimed: the core needs that tithi anyway), and, for comparison, searched from
  // the day's start without guesses.
  const frameMs: number[] = [];
  const monthMs: number[] = [];
  const monthUnguessedMs: number[] = [];
  for (const input of inputs) {
    let t0 = performance.now();
    const frame = dayFrame(input.civilDayStartJd, input.civilDayEndJd, input.geo, input.sunrise);
    frameMs.push(performance.now() - t0);
    const hasSunrise = frame.sunrise !== null && frame.nextSunrise !== null;
    const dayStartJd = hasSunrise ? frame.sunrise! : input.civilDayStartJd;
    const dayEndJd = hasSunrise ? frame.nextSunrise! : input.civilDayEndJd;
    const track = new SunMoonTrack(input.sky, Math.floor(dayStartJd) + 0.5);
    const dayTithi = limbSpansOfDay('tithi', track, dayStartJd, dayEndJd)[0];
    const paksha = pakshaOfTithi(dayTithi.index);
    t0 = performance.now();
    lunarMonthAt(dayStartJd, paksha, input.sky, newMoonGuesses(dayTithi));
    monthMs.push(performance.now() - t0);
    t0 = performance.now();
    lunarMonthAt(dayStartJd, paksha, input.sky);
    monthUnguessedMs.push(performance.now() - t0);
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
    coreParts: { dayFrame: percentiles(frameMs), lunarMonth: percentiles(monthMs), lunarMonthWithoutGuesses: percentiles(monthUnguessedMs) },
    targetMedianMs: 1,
  };
  console.log('panchang compute (random dates 1801–2398, 18 cities ±1°)');
  console.log(`  cold first call:                ${report.coldFirstCallMs} ms`);
  console.log(`  jyotish core computePanchangDay: ${fmt(report.core)}`);
  console.log(`    of which day frame (rises/sets): ${fmt(report.coreParts.dayFrame)}`);
  console.log(`    of which lunar month (from the tithi's new-moon guesses, as in production): ${fmt(report.coreParts.lunarMonth)}`);
  console.log(`    lunar month without guesses (searched from sunrise, not in production):   ${fmt(report.coreParts.lunarMonthWithoutGuesses)}`);
  console.log(`  calculation compute + present:   ${fmt(report.computeAndPresent)}`);
  console.log(`  same body repeated:              ${fmt(report.sameBodyRepeated)}`);
  console.log(`  target: median ≤ 1 ms → core ${report.core.median <= 1 ? 'met' : 'MISSED'}, full ${report.computeAndPresent.median <= 1 ? 'met' : 'MISSED'}`);
  console.log(`BENCH_JSON ${JSON.stringify(report)}`);
}

main();
