/**
 * The UTC offset of an IANA zone at an instant, fast. Asking Temporal for each instant costs
 * ~80 µs (the polyfill formats through Intl); results print dozens (a panchang day) to a
 * thousand (a dasha table) instants. So the zone's offset transitions are read once per
 * 20-year chunk (the ones Temporal reports, found through a cheaper Intl path,
 * `zone-transitions.ts`) — cached per zone and chunk, the tz data never changes within a process — and
 * each offset is found by binary search.
 */
import { BoundedMap } from '../../shared/bounded-map.ts';
import { offsetTable } from './zone-transitions.ts';

const chunkMilliseconds = 20 * 365.25 * 86_400_000;
const chunkOrigin = Date.UTC(1700, 0, 1);

interface OffsetChunk {
  /** Epoch milliseconds at which each offset starts (the first is the chunk start). */
  starts: number[];
  offsetsSeconds: number[];
}

const chunks = new BoundedMap<string, OffsetChunk>(4096);

/**
 * The chunk asked for last: a dasha table asks ~2,000 instants in time order, mostly inside
 * one chunk, and making the map key for each was a tenth of its formatting's allocation.
 * (An evicted chunk stays valid: the tz data never change within a process.)
 */
let last: { timezone: string; k: number; chunk: OffsetChunk } | null = null;

function chunkOf(timezone: string, k: number): OffsetChunk {
  if (last !== null && last.k === k && last.timezone === timezone) return last.chunk;
  const chunk = chunkByKey(timezone, k);
  last = { timezone, k, chunk };
  return chunk;
}

function chunkByKey(timezone: string, k: number): OffsetChunk {
  const key = `${timezone}|${k}`;
  const hit = chunks.get(key);
  if (hit) return hit;
  const start = chunkOrigin + k * chunkMilliseconds;
  // The transitions Temporal's getTimeZoneTransition would walk, found through the cheap Intl
  // text path (zone-transitions.ts): ~20× less CPU per chunk.
  const chunk: OffsetChunk = offsetTable(timezone, start, start + chunkMilliseconds);
  chunks.set(key, chunk);
  return chunk;
}

/**
 * One instant in each cached chunk that overlaps [fromMs, toMs] (epoch milliseconds): the
 * start of each chunk, clamped to the range. Touching these reads every chunk once, so a
 * warm-up (`zone-warm.ts`) follows this file's chunking instead of guessing it.
 */
export function zoneChunkInstants(fromMs: number, toMs: number): number[] {
  const out: number[] = [];
  const first = Math.floor((fromMs - chunkOrigin) / chunkMilliseconds);
  const last = Math.floor((toMs - chunkOrigin) / chunkMilliseconds);
  for (let k = first; k <= last; k++) out.push(Math.max(fromMs, chunkOrigin + k * chunkMilliseconds));
  return out;
}

/** Offset (seconds east of Greenwich) of `timezone` in force at `epochMilliseconds`. */
export function zoneOffsetSecondsAt(timezone: string, epochMilliseconds: number): number {
  const { starts, offsetsSeconds } = chunkOf(timezone, Math.floor((epochMilliseconds - chunkOrigin) / chunkMilliseconds));
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= epochMilliseconds) lo = mid;
    else hi = mid - 1;
  }
  return offsetsSeconds[lo];
}
