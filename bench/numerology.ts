/**
 * Numerology benchmark: latency of compute + present for both endpoints, called directly
 * (no HTTP), over a fixed mix of names, dates and plates so runs are comparable.
 *
 *   npx tsx bench/numerology.ts [iterations=20000]
 */
import { computeNumerology } from '../src/calculations/numerology/compute.ts';
import { presentNumerology } from '../src/calculations/numerology/present.ts';
import { computeGuidance } from '../src/calculations/numerology-guidance/compute.ts';
import { presentGuidance } from '../src/calculations/numerology-guidance/present.ts';
import { percentile } from './_shared.ts';

const iterations = Number(process.argv[2] ?? 20_000);
const names = ['Asha Verma', 'Ajeet kanojia', 'José Ñúñez', "D'Souza-Rao Jr.", 'Venkata Subrahmanya Sastry'];
const dates = ['1990-05-10', '2016-02-16', '1800-01-01', '2399-12-31', '1947-08-15'];
const plates = ['MH01AB1234', 'DL 3C AB 0001', 'KA-05-MN-9999', undefined];

function percentiles(samples: number[]): string {
  const s = [...samples].sort((a, b) => a - b);
  const q = (p: number) => percentile(s, p).toFixed(4);
  return `p50 ${q(0.5)} ms, p95 ${q(0.95)} ms, p99 ${q(0.99)} ms, max ${s[s.length - 1].toFixed(4)} ms`;
}

function run(label: string, fn: (i: number) => void): void {
  for (let i = 0; i < 1000; i++) fn(i); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const t0 = performance.now();
    fn(i);
    samples.push(performance.now() - t0);
  }
  console.log(`${label}: ${iterations} calls, ${percentiles(samples)}`);
}

run('numerology', (i) => {
  const request = { name: names[i % names.length], birthDate: dates[i % dates.length], system: i % 2 ? ('pythagorean' as const) : ('chaldean' as const) };
  presentNumerology(computeNumerology(request));
});

run('numerology-guidance', (i) => {
  const vehicleNumber = plates[i % plates.length];
  const request = {
    birthDate: dates[i % 3],
    referenceDate: '2399-12-31',
    name: names[i % names.length],
    ...(vehicleNumber ? { vehicleNumber } : {}),
  };
  presentGuidance(computeGuidance(request));
});
