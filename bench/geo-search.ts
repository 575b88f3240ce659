/**
 * Place-search benchmark: load time of the embedded index and latency
 * percentiles of searchPlaces over a realistic mix of autocomplete queries.
 *
 *   npx tsx bench/geo-search.ts [searches=20000]
 *
 * The mix imitates typing: every 2–8 character prefix of popular Indian and
 * world cities, rarer places, Devanagari names, old names/aliases and
 * "name region" queries, drawn with a fixed seed so runs are comparable.
 */
import { loadPlaceIndex } from '../src/geo/place-index.ts';
import { searchPlaces } from '../src/geo/search.ts';
import { lcgIndex, percentile } from './_shared.ts';

const startupMs = performance.now();
const index = loadPlaceIndex();
const readyMs = performance.now();

const popular = [
  'Mumbai', 'Delhi', 'New Delhi', 'Bengaluru', 'Kolkata', 'Chennai', 'Hyderabad', 'Ahmedabad', 'Pune', 'Jaipur',
  'Lucknow', 'Kanpur', 'Nagpur', 'Indore', 'Bhopal', 'Patna', 'Varanasi', 'Surat', 'Vadodara', 'Chandigarh',
  'London', 'New York', 'Singapore', 'Dubai', 'Toronto', 'San Francisco', 'Sydney', 'Kathmandu', 'Dhaka', 'Karachi',
];
const rare = [
  'Tirunelveli', 'Bhimavaram', 'Kumbakonam', 'Shillong', 'Itanagar', 'Silvassa', 'Jhunjhunu', 'Bhadohi',
  'Chikmagalur', 'Muzaffarpur', 'Kovilpatti', 'Palanpur', 'Ranebennur', 'Springfield', 'Aix-en-Provence',
  'Zürich', 'Århus', 'Łódź', 'São Paulo', 'Ōsaka',
];
const devanagari = ['मुंबई', 'दिल्ली', 'नई दिल्ली', 'कोलकाता', 'बेंगलुरु', 'वाराणसी', 'पुणे', 'लखनऊ', 'जयपुर', 'पटना', 'गाज़ियाबाद', 'इंदौर'];
const aliases = ['Bombay', 'Bangalore', 'Calcutta', 'Madras', 'Banaras', 'Gurgaon', 'Poona', 'Allahabad', 'Trivandrum', 'Vizag', 'Peking', 'Munchen'];
const withRegion = ['pune maha', 'springfield illinois', 'springfield il', 'rampur up', 'london canada', 'hyderabad sindh', 'aurangabad bihar', 'पुणे महा'];

function prefixes(word: string): string[] {
  const chars = [...word];
  const out: string[] = [];
  for (let n = 2; n <= Math.min(8, chars.length); n++) out.push(chars.slice(0, n).join(''));
  return out;
}

const pool = [
  ...[...popular, ...popular].flatMap(prefixes), // popular places are typed twice as often
  ...rare.flatMap(prefixes),
  ...devanagari.flatMap(prefixes),
  ...aliases.flatMap(prefixes),
  ...withRegion,
];

// Deterministic LCG so every run draws the same sequence.
const nextIndex = lcgIndex(0x9e3779b9);

const searches = Number(process.argv[2] ?? 20_000);
const queries = Array.from({ length: searches }, () => pool[nextIndex(pool.length)]);

// Warm the JIT on a separate pass so the timings reflect steady state; the
// first-call cost is reported separately.
const firstStart = performance.now();
searchPlaces(index, 'mum');
const firstCallUs = (performance.now() - firstStart) * 1000;
for (let i = 0; i < 2000; i++) searchPlaces(index, pool[i % pool.length]);

const timesUs = new Float64Array(searches);
let results = 0;
for (let i = 0; i < searches; i++) {
  const t = performance.now();
  results += searchPlaces(index, queries[i], 8).length;
  timesUs[i] = (performance.now() - t) * 1000;
}
timesUs.sort();
const pct = (p: number) => percentile(timesUs, p / 100);
const mean = timesUs.reduce((a, b) => a + b, 0) / searches;

console.log(`places: ${index.size}, search keys: ${index.keys.length}`);
console.log(`index load: ${index.loadMs.toFixed(0)} ms (ready ${readyMs.toFixed(0)} ms after process start, of which ${startupMs.toFixed(0)} ms before this module ran: node + tsx + imports)`);
console.log(`heap used: ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB`);
console.log(`first search (cold): ${firstCallUs.toFixed(0)} µs`);
console.log(`${searches} searches over ${pool.length} distinct queries, ${(results / searches).toFixed(1)} results on average`);
console.log(
  `per search: p50 ${pct(50).toFixed(1)} µs, p95 ${pct(95).toFixed(1)} µs, p99 ${pct(99).toFixed(1)} µs, max ${timesUs[searches - 1].toFixed(1)} µs, mean ${mean.toFixed(1)} µs`,
);
