/**
 * Strength benchmark (issue 18): compute of the shadbala calculation (the birth's Hindu day:
 * three sunrise/sunset searches; shadbala with its 16 components; bhava bala; vimshopaka in
 * four schemes; harsha bala; ashtakavarga sodhana, pindas and kakshas), compute + present, and
 * kundli-advanced's default request beside it with strength: true, with the JSON sizes.
 * Budgets: shadbala ≤ 5 ms compute; kundli-advanced default ≤ 5 ms, its size unchanged by the
 * new opt-in block.
 *
 *   npx tsx bench/strength.ts [rounds=400]
 *
 * Births vary over a fixed-seed walk of 18 cities and dates 1801–2398 so ephemeris reads are
 * not served from one cached interval. Wall time and this process's CPU time are both shown:
 * on a shared machine the wall time also counts other processes' turns.
 */
import { computeShadbalaCalculation } from '../src/calculations/shadbala/compute.ts';
import { presentShadbala } from '../src/calculations/shadbala/present.ts';
import { kundliAdvancedCalculation as ka } from '../src/calculations/kundli-advanced/index.ts';
import { cities, lcgUniform, percentile } from './_shared.ts';

const rounds = Number(process.argv[2] ?? 400);
const random = lcgUniform(0x5348_4144);
const two = (n: number) => String(n).padStart(2, '0');
const context = { now: new Date() };

function birth() {
  const [timezone, latitude, longitude] = cities[Math.floor(random() * cities.length)];
  return {
    localDate: `${1801 + Math.floor(random() * 598)}-${two(1 + Math.floor(random() * 12))}-${two(1 + Math.floor(random() * 28))}`,
    localTime: `${two(4 + Math.floor(random() * 20))}:${two(Math.floor(random() * 60))}:00`,
    timezone,
    latitude,
    longitude,
  };
}

function time(label: string, one: () => void, budgetMs: number | null): void {
  for (let i = 0; i < 50; i++) one(); // warm-up (JIT, ephemeris files, zone tables)
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const c0 = process.cpuUsage();
    const t0 = process.hrtime.bigint();
    one();
    wall.push(Number(process.hrtime.bigint() - t0) / 1e6);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const med = percentile(cpu, 0.5);
  const verdict = budgetMs === null ? '' : ` (budget ${budgetMs} ms on CPU time: ${med <= budgetMs ? 'met' : 'MISSED'})`;
  console.log(`${label}: wall median ${percentile(wall, 0.5).toFixed(3)} ms p95 ${percentile(wall, 0.95).toFixed(3)} ms; CPU median ${med.toFixed(3)} ms p95 ${percentile(cpu, 0.95).toFixed(3)} ms; ${rounds} rounds${verdict}`);
}

time('shadbala, compute', () => void computeShadbalaCalculation(birth() as never), 5);
time('shadbala, compute + present', () => void presentShadbala(computeShadbalaCalculation(birth() as never)), null);
time('kundli-advanced default, compute', () => void ka.compute(birth() as never, context), 5);
time('kundli-advanced with strength: true, compute', () => void ka.compute({ ...birth(), strength: true } as never, context), null);

// A fixed birth (the conformance body's), so the sizes can be compared from run to run.
const sample = { localDate: '1990-05-10', localTime: '19:55:00', timezone: 'Asia/Kolkata', latitude: 19.076, longitude: 72.8777 };
const size = (x: unknown) => JSON.stringify(x).length;
const plain = ka.present(ka.compute(sample as never, context), sample as never, context).result;
const withStrength = ka.present(ka.compute({ ...sample, strength: true } as never, context), sample as never, context).result as { strength?: unknown };
console.log(`sizes: kundli-advanced default result ${size(plain)} B; the strength block adds ${size(withStrength.strength)} B only when asked; shadbala result ${size(presentShadbala(computeShadbalaCalculation(sample as never)).result)} B`);
