/**
 * Indian calendar benchmark: a year's festival calendar (366 days, every festival) at random
 * places and years (1801–2398), timed as
 *   - the jyotish core, `computeIndianCalendar` (wall time and this process's CPU time), and
 *   - the full calculation, `compute` + `present` of the registered indian-calendar
 *     calculation (request validation, core, names, formatting; no HTTP),
 * and, for comparison, one civil month and one day.
 *
 *   npx tsx bench/calendar.ts [years=20]
 *
 * Target (issue 14): a year's festival calendar ≤ 200 ms compute. The core works month by month
 * (src/jyotish/calendar/indian-calendar.ts), so its longest single step is one month's work.
 */
import { indianCalendarCalculation } from '../src/calculations/indian-calendar/index.ts';
import { epochDayOfIsoDate } from '../src/jyotish/calendar/calendar-days.ts';
import { computeIndianCalendar } from '../src/jyotish/calendar/indian-calendar.ts';
import { cities, mulberry32, percentiles } from './_shared.ts';

function main(): void {
  const runs = Number(process.argv[2] ?? 20);
  const random = mulberry32(20_261_124);
  const bodies = Array.from({ length: runs }, () => {
    const [timezone, latitude, longitude] = cities[Math.floor(random() * cities.length)];
    const year = 1801 + Math.floor(random() * 597);
    return { date: `${year}-01-01`, timezone, latitude, longitude };
  });
  const context = { now: new Date() };
  const full = (body: Record<string, unknown>) =>
    indianCalendarCalculation.present(indianCalendarCalculation.compute(body as never, context), body as never, context);

  const coldStart = performance.now();
  full({ ...bodies[0], rangeDays: 366 });
  const coldMs = performance.now() - coldStart;
  full({ date: '2001-01-01', timezone: 'Asia/Kolkata', latitude: 28.6, longitude: 77.2, rangeDays: 366 });

  const coreMs: number[] = [];
  const coreCpuMs: number[] = [];
  for (const b of bodies) {
    const start = epochDayOfIsoDate(b.date);
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    computeIndianCalendar({
      frame: { kind: 'zone', timezone: b.timezone },
      geo: { latitude: b.latitude, longitude: b.longitude, elevationMeters: 0 },
      sky: { ayanamsha: 'lahiri', nodeType: 'mean', positions: 'apparent' },
      sunrise: 'upper-limb-refracted',
      startEpochDay: start,
      dayCount: 366,
    });
    const c = process.cpuUsage(c0);
    coreMs.push(performance.now() - t0);
    coreCpuMs.push((c.user + c.system) / 1000);
  }

  const fullMs: number[] = [];
  const fullCpuMs: number[] = [];
  for (const b of bodies) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    full({ ...b, date: b.date.replace('-01-01', '-01-02'), rangeDays: 366 });
    const c = process.cpuUsage(c0);
    fullMs.push(performance.now() - t0);
    fullCpuMs.push((c.user + c.system) / 1000);
  }

  const monthMs: number[] = [];
  const dayMs: number[] = [];
  for (const b of bodies) {
    let t0 = performance.now();
    full({ ...b, date: b.date.replace('-01-01', '-06-15'), month: true });
    monthMs.push(performance.now() - t0);
    t0 = performance.now();
    full({ ...b, date: b.date.replace('-01-01', '-09-20') });
    dayMs.push(performance.now() - t0);
  }

  const fmt = (p: ReturnType<typeof percentiles>) =>
    `n=${p.n} median=${p.median.toFixed(1)} ms p90=${p.p90.toFixed(1)} ms max=${p.max.toFixed(1)} ms`;
  const report = {
    benchmark: 'indian-calendar',
    coldFirstCallMs: Number(coldMs.toFixed(1)),
    yearCore: percentiles(coreMs),
    yearCoreCpu: percentiles(coreCpuMs),
    yearComputeAndPresent: percentiles(fullMs),
    yearComputeAndPresentCpu: percentiles(fullCpuMs),
    monthComputeAndPresent: percentiles(monthMs),
    dayComputeAndPresent: percentiles(dayMs),
    targetYearMs: 200,
  };
  console.log('indian calendar (random years 1801–2397, 18 cities)');
  console.log(`  cold first call (year):              ${report.coldFirstCallMs} ms`);
  console.log(`  year, core computeIndianCalendar:     ${fmt(report.yearCore)}`);
  console.log(`  year, core, process CPU time:         ${fmt(report.yearCoreCpu)}`);
  console.log(`  year, compute + present:              ${fmt(report.yearComputeAndPresent)}`);
  console.log(`  year, compute + present, CPU time:    ${fmt(report.yearComputeAndPresentCpu)}`);
  console.log(`  month, compute + present:             ${fmt(report.monthComputeAndPresent)}`);
  console.log(`  day, compute + present:               ${fmt(report.dayComputeAndPresent)}`);
  console.log(`  target: year ≤ 200 ms → core median ${report.yearCore.median <= 200 ? 'met' : 'MISSED'}, compute + present median ${report.yearComputeAndPresent.median <= 200 ? 'met' : 'MISSED'}`);
  console.log(`BENCH_JSON ${JSON.stringify(report)}`);
}

main();
