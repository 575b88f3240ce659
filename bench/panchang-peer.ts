/**
 * Panchang side by side with the npm peer `@ishubhamx/panchangam-js` (2.2.3, a dev dependency
 * used only here; astronomy-engine inside): the same 300 random dates and places, each library's
 * whole calculation for the day, timed alternately in one process so both see the same load.
 *
 *   npx tsx bench/panchang-peer.ts [count=300] [rounds=3]
 *
 * Ours: the registered panchang calculation, `compute` + `present` (zone resolution, core,
 * names, formatting; no HTTP). The peer: `getPanchangam(date, observer, { timezoneOffset })`
 * for the same civil date (local noon as the Date) with the zone's UTC offset of that date
 * (looked up before timing). Agreement is reported beside the ratio: sunrise, and the end of
 * every tithi and nakshatra both list for the day (matched by number), in seconds. The two
 * do not share a definition of sunrise (ours: upper limb with refraction, Swiss Ephemeris;
 * theirs: astronomy-engine's) nor an ephemeris, so agreement is a check, not a golden test.
 * Aim of issue 21: ours ≤ 0.5 ms median and ≥ 10× faster.
 *
 * With the build's ephemeris sample tables (bench/_sample-tables.ts: dist/astro/sample-tables.bin,
 * as the service runs), ours is timed twice per body, with and without them, interleaved with
 * the peer; `ours` is the figure with tables when there are any.
 */
import { Observer, getPanchangam } from '@ishubhamx/panchangam-js';
import { panchangCalculation } from '../src/calculations/panchang/index.ts';
import { resolveBirth } from '../src/calculations/shared/birth.ts';
import { installSampleTables } from '../src/astro/sample-tables.ts';
import { percentiles, randomPanchangBodies, type PanchangBody } from './_shared.ts';
import { benchSampleTables } from './_sample-tables.ts';

const count = Number(process.argv[2] ?? 300);
const rounds = Number(process.argv[3] ?? 3);
const context = { now: new Date('2026-01-01T00:00:00Z') };

interface Prepared { body: PanchangBody; date: Date; observer: Observer; offsetMinutes: number }

function prepare(body: PanchangBody): Prepared {
  const birth = resolveBirth({ ...body, localTime: '12:00:00' });
  const offsetSeconds = birth.local.utcOffsetSeconds;
  return {
    body,
    date: new Date(birth.local.instant.epochMilliseconds),
    observer: new Observer(body.latitude, body.longitude, 0),
    offsetMinutes: Math.round(offsetSeconds / 60),
  };
}

const ours = (p: Prepared) => panchangCalculation.present(panchangCalculation.compute(p.body, context), p.body, context);
const theirs = (p: Prepared) => getPanchangam(p.date, p.observer, { timezoneOffset: p.offsetMinutes });

// Warm-up on other bodies (JIT, ephemeris files, zone rules).
for (const b of randomPanchangBodies(60, 11)) {
  const p = prepare(b);
  ours(p);
  theirs(p);
}

const tables = benchSampleTables();
const prepared = randomPanchangBodies(count, 20_261_125).map(prepare);
const oursMs: number[] = [];
const oursWithoutTablesMs: number[] = [];
const theirsMs: number[] = [];
/** Ours on `p`, without the tables when `withoutTables` (the tables are put back after). */
function timeOurs(p: Prepared, withoutTables: boolean): void {
  if (withoutTables) installSampleTables(null);
  const t0 = performance.now();
  ours(p);
  (withoutTables ? oursWithoutTablesMs : oursMs).push(performance.now() - t0);
  installSampleTables(tables);
}
for (let r = 0; r < rounds; r++) {
  prepared.forEach((p, i) => {
    // The second run of a body finds the first's per-thread samples that the tables do not
    // hold (node-cache.ts): which side goes first alternates.
    const order = tables === null ? [false] : i % 2 === 0 ? [false, true] : [true, false];
    for (const withoutTables of order) timeOurs(p, withoutTables);
    const t0 = performance.now();
    theirs(p);
    theirsMs.push(performance.now() - t0);
  });
}

// Agreement (untimed).
const ms = (iso: string) => Date.parse(iso);
const modern = (p: Prepared) => { const y = Number(p.body.localDate.slice(0, 4)); return y >= 1900 && y <= 2100; };
const modernTithiDiff: number[] = [];
const sunriseDiff: number[] = [];
const tithiDiff: number[] = [];
const nakshatraDiff: number[] = [];
let tithiMatched = 0;
let tithiOurs = 0;
let nakMatched = 0;
let nakOurs = 0;
let sameTithiAtSunrise = 0;
for (const p of prepared) {
  const a = ours(p).result;
  const b = theirs(p);
  if (a.sunrise && b.sunrise) sunriseDiff.push(Math.abs(ms(a.sunrise.utc) - b.sunrise.getTime()) / 1000);
  if (a.tithi.number === b.tithi || a.tithi.number === b.tithi + 1) sameTithiAtSunrise++;
  for (const t of a.tithis) {
    tithiOurs++;
    const end = ms(t.end.utc);
    const match = b.tithiTransitions.map((x) => Math.abs(x.endTime.getTime() - end)).sort((x, y) => x - y)[0];
    if (match !== undefined && match < 3_600_000) {
      tithiMatched++;
      tithiDiff.push(match / 1000);
      if (modern(p)) modernTithiDiff.push(match / 1000);
    }
  }
  for (const n of a.nakshatras) {
    nakOurs++;
    const end = ms(n.end.utc);
    const match = b.nakshatraTransitions.map((x) => Math.abs(x.endTime.getTime() - end)).sort((x, y) => x - y)[0];
    if (match !== undefined && match < 3_600_000) {
      nakMatched++;
      nakshatraDiff.push(match / 1000);
    }
  }
}

const o = percentiles(oursMs);
const t = percentiles(theirsMs);
const s = percentiles(sunriseDiff);
const td = percentiles(tithiDiff);
const nd = percentiles(nakshatraDiff);
console.log(`${count} dates/places × ${rounds} rounds, alternating`);
console.log(`ours   (compute + present): median ${o.median.toFixed(3)} ms, p90 ${o.p90.toFixed(3)} ms, p99 ${o.p99.toFixed(3)} ms${tables ? ' (sample tables on)' : ''}`);
const w = tables === null ? null : percentiles(oursWithoutTablesMs);
if (w !== null) console.log(`ours without sample tables : median ${w.median.toFixed(3)} ms, p90 ${w.p90.toFixed(3)} ms (tables ×${(w.median / o.median).toFixed(2)}; peer ${(t.median / w.median).toFixed(1)}× slower than this)`);
console.log(`peer   (getPanchangam)    : median ${t.median.toFixed(3)} ms, p90 ${t.p90.toFixed(3)} ms, p99 ${t.p99.toFixed(3)} ms`);
console.log(`ratio of medians: ours is ${(t.median / o.median).toFixed(1)}× faster (aim ≥ 10×; ours ≤ 0.5 ms: ${o.median <= 0.5 ? 'met' : 'MISSED'})`);
console.log(`sunrise |Δ|: median ${s.median.toFixed(1)} s, p90 ${s.p90.toFixed(1)} s, max ${s.max.toFixed(1)} s (${sunriseDiff.length} days)`);
console.log(`tithi ends |Δ| (matched within 1 h: ${tithiMatched}/${tithiOurs}): median ${td.median.toFixed(1)} s, p90 ${td.p90.toFixed(1)} s, max ${td.max.toFixed(1)} s`);
const md = percentiles(modernTithiDiff);
console.log(`  of which dates 1900–2100: ${modernTithiDiff.length} tithi ends, median ${md.median.toFixed(1)} s, p90 ${md.p90.toFixed(1)} s, max ${md.max.toFixed(1)} s`);
console.log(`nakshatra ends |Δ| (matched within 1 h: ${nakMatched}/${nakOurs}): median ${nd.median.toFixed(1)} s, p90 ${nd.p90.toFixed(1)} s, max ${nd.max.toFixed(1)} s`);
console.log(`BENCH_JSON ${JSON.stringify({ bench: 'panchang-peer', count, rounds, ours: o, oursWithoutTables: w, peer: t, ratio: t.median / o.median, sunriseSeconds: s, tithiEndSeconds: td, nakshatraEndSeconds: nd, tithiEndSeconds1900to2100: md, tithiMatched, tithiOurs, nakMatched, nakOurs })}`);
