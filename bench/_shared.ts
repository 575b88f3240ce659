/**
 * Helpers of the benchmarks (bench/run.ts skips files starting with `_`, so this is not one):
 * seeded random generators, so every run draws the same inputs; percentiles of timings; the
 * cities and the random panchang bodies that bench/panchang.ts and bench/http.ts both send.
 */

/** mulberry32: uniform numbers in [0, 1) from a 32-bit seed. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The 32-bit linear congruential generator x → 1664525 x + 1013904223 (mod 2³²), from `seed`. */
function lcg(seed: number): () => number {
  let x = seed >>> 0;
  return () => {
    x = (Math.imul(x, 1_664_525) + 1_013_904_223) >>> 0;
    return x;
  };
}

/** Uniform numbers in [0, 1) from the LCG: each state divided by 2³². */
export function lcgUniform(seed: number): () => number {
  const next = lcg(seed);
  return () => next() / 4_294_967_296;
}

/** Integers in [0, n) from the LCG: each state modulo `n`. */
export function lcgIndex(seed: number): (n: number) => number {
  const next = lcg(seed);
  return (n) => next() % n;
}

/** The sample at quantile `q` (0–1) of samples sorted ascending: index ⌊q·n⌋, at most the last. */
export function percentile(sorted: ArrayLike<number>, q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/** Count, median, p90, p99, mean and max of a list of durations (any order; ms by convention). */
export function percentiles(samples: number[]): { n: number; median: number; p90: number; p99: number; mean: number; max: number } {
  const s = [...samples].sort((a, b) => a - b);
  return {
    n: s.length,
    median: percentile(s, 0.5),
    p90: percentile(s, 0.9),
    p99: percentile(s, 0.99),
    mean: s.reduce((a, b) => a + b, 0) / s.length,
    max: s[s.length - 1],
  };
}

/** 18 cities on every continent: [IANA zone, latitude, longitude]. */
export const cities: readonly [string, number, number][] = [
  ['Asia/Kolkata', 28.6139, 77.209], ['Asia/Kolkata', 19.076, 72.8777], ['Asia/Kolkata', 13.0827, 80.2707],
  ['Asia/Kathmandu', 27.7172, 85.324], ['Asia/Dhaka', 23.8103, 90.4125], ['Asia/Singapore', 1.3521, 103.8198],
  ['Asia/Tokyo', 35.6762, 139.6503], ['Australia/Sydney', -33.8688, 151.2093], ['Pacific/Auckland', -36.8485, 174.7633],
  ['Africa/Nairobi', -1.2921, 36.8219], ['Europe/London', 51.5074, -0.1278], ['Europe/Berlin', 52.52, 13.405],
  ['America/New_York', 40.7128, -74.006], ['America/Los_Angeles', 34.0522, -118.2437], ['America/Sao_Paulo', -23.5505, -46.6333],
  ['Asia/Dubai', 25.2048, 55.2708], ['America/St_Johns', 47.5615, -52.7126], ['Pacific/Honolulu', 21.3069, -157.8583],
];

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
 * test/golden/known-deviations.md KD-5) and times, at one of the 18 cities moved by up to ±1°.
 */
export function randomPanchangBodies(count: number, seed = 20_260_516): PanchangBody[] {
  const random = mulberry32(seed);
  const out: PanchangBody[] = [];
  for (let i = 0; i < count; i++) {
    const [timezone, lat, lon] = cities[Math.floor(random() * cities.length)];
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
