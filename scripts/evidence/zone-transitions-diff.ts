/**
 * Compares the offset tables of `src/astro/time/zone-transitions.ts` with the transitions the
 * Temporal polyfill reports (`getTimeZoneTransition('next')`, the former way of filling the
 * tables), chunk by chunk as `zone-offsets.ts` asks them (20-year chunks from 1700), for every
 * zone the platform knows or the ones named. Prints each difference and the time both took.
 *
 *   npx tsx scripts/evidence/zone-transitions-diff.ts [fromYear=1800] [toYear=2520] [zone …]
 */
import { Temporal } from 'temporal-polyfill';
import { offsetTable, type OffsetTable } from '../../src/astro/time/zone-transitions.ts';

const [fromArg, toArg, ...named] = process.argv.slice(2);
const fromYear = Number(fromArg ?? 1800);
const toYear = Number(toArg ?? 2520);
const chunkMs = 20 * 365.25 * 86_400_000;
const origin = Date.UTC(1700, 0, 1);
const zones = named.length > 0 ? named : Intl.supportedValuesOf('timeZone');

/** The former chunk builder: Temporal's transitions walked from the chunk start. */
function temporalTable(timezone: string, start: number, end: number): OffsetTable {
  let zdt = Temporal.Instant.fromEpochMilliseconds(start).toZonedDateTimeISO(timezone);
  const t: OffsetTable = { starts: [start], offsetsSeconds: [zdt.offsetNanoseconds / 1e9] };
  for (;;) {
    const next = zdt.getTimeZoneTransition('next');
    if (!next || next.epochMilliseconds >= end) break;
    t.starts.push(next.epochMilliseconds);
    t.offsetsSeconds.push(next.offsetNanoseconds / 1e9);
    zdt = next;
  }
  return t;
}

const k0 = Math.floor((Date.UTC(fromYear, 0, 1) - origin) / chunkMs);
const k1 = Math.floor((Date.UTC(toYear, 11, 31) - origin) / chunkMs);
let differences = 0;
let chunks = 0;
let transitions = 0;
let msTemporal = 0;
let msHere = 0;
for (const zone of zones) {
  for (let k = k0; k <= k1; k++) {
    const start = origin + k * chunkMs;
    const t0 = performance.now();
    const a = temporalTable(zone, start, start + chunkMs);
    const t1 = performance.now();
    const b = offsetTable(zone, start, start + chunkMs);
    msTemporal += t1 - t0;
    msHere += performance.now() - t1;
    chunks++;
    transitions += a.starts.length - 1;
    if (JSON.stringify(a) !== JSON.stringify(b)) {
      differences++;
      console.log(`DIFFERENT ${zone} chunk ${k}: temporal ${JSON.stringify(a)} here ${JSON.stringify(b)}`);
    }
  }
}
console.log(`${zones.length} zones, ${chunks} chunks, ${transitions} transitions, ${differences} different; ` +
  `Temporal ${msTemporal.toFixed(0)} ms, here ${msHere.toFixed(0)} ms`);
