/**
 * Panchang core with rises and sets from the Swiss Ephemeris' own search (`swe_rise_trans`,
 * the code before issue 21) against the same steps on interpolated positions
 * (`src/astro/rise-set-fast.ts`), alternately in one process on the same dates and places, so
 * the ratio holds on a shared machine. Also counts how often a served second differs.
 *
 *   npx tsx bench/panchang-rise-set.ts [count=600] [rounds=3]
 */
import { panchangDayInput } from '../src/calculations/panchang/compute.ts';
import { resolveBirth } from '../src/calculations/shared/birth.ts';
import { nextRiseOrSet } from '../src/astro/rise-set.ts';
import { computePanchangDay, type PanchangInput } from '../src/jyotish/panchang/panchang.ts';
import { percentiles, randomPanchangBodies } from './_shared.ts';

const count = Number(process.argv[2] ?? 600);
const rounds = Number(process.argv[3] ?? 3);
const swiss = { next: nextRiseOrSet };
const inputs: PanchangInput[] = randomPanchangBodies(count, 20_261_125).map((b) => panchangDayInput(resolveBirth(b)));
for (const input of inputs.slice(0, 100)) {
  computePanchangDay(input);
  computePanchangDay({ ...input, riseSet: swiss });
}
const oldMs: number[] = [];
const newMs: number[] = [];
for (let r = 0; r < rounds; r++) {
  for (const input of inputs) {
    const withSwiss = { ...input, riseSet: swiss };
    const first = r % 2 === 0;
    for (const which of first ? [0, 1] : [1, 0]) {
      const t0 = performance.now();
      computePanchangDay(which === 0 ? withSwiss : input);
      (which === 0 ? oldMs : newMs).push(performance.now() - t0);
    }
  }
}
const seconds = (jd: number | null) => (jd === null ? null : Math.round((jd - 2_440_587.5) * 86_400));
let changed = 0;
for (const input of inputs) {
  const a = computePanchangDay({ ...input, riseSet: swiss }).frame;
  const b = computePanchangDay(input).frame;
  for (const k of ['sunrise', 'sunset', 'nextSunrise', 'previousSunset', 'moonrise', 'moonset'] as const) {
    if (seconds(a[k]) !== seconds(b[k])) changed++;
  }
}
const o = percentiles(oldMs);
const n = percentiles(newMs);
console.log(`${count} days × ${rounds} rounds, alternating; load average ${(await import('node:os')).loadavg().map((x) => x.toFixed(1)).join(' ')}`);
console.log(`core with swe_rise_trans : median ${o.median.toFixed(3)} ms, p90 ${o.p90.toFixed(3)} ms`);
console.log(`core with rise-set-fast  : median ${n.median.toFixed(3)} ms, p90 ${n.p90.toFixed(3)} ms  (×${(o.median / n.median).toFixed(2)})`);
console.log(`rise/set instants whose served second changed: ${changed} of ${count * 6}`);
