/**
 * `{ utc, local }` of many instants spread over a century or more (dasha tables). The
 * per-instant zone look-up of the shared MomentFormatter costs ~80 µs; a dasha table prints
 * ~1,100 instants, so this formatter reads the zone's offset transitions once per 20-year
 * chunk (cached per zone; tzdb data never changes within a process) and finds each offset
 * by binary search. Identical instants (a period's end is its successor's start) are
 * formatted once.
 */
import { Temporal } from 'temporal-polyfill';
import { formatUtcOffset, type TimeFrame } from '../../astro/time/civil.ts';
import { jdUtToEpochMilliseconds, type JulianDayUt } from '../../shared/units.ts';
import type { Moment } from '../../contract/common.ts';

const chunkMilliseconds = 20 * 365.25 * 86_400_000;
const chunkOrigin = Date.UTC(1700, 0, 1);
const maxCachedChunks = 2048;

interface OffsetChunk {
  /** Epoch milliseconds at which each offset starts (first = chunk start). */
  starts: number[];
  offsets: number[];
}

const chunkCache = new Map<string, OffsetChunk>();

function loadChunk(timezone: string, k: number): OffsetChunk {
  const key = `${timezone}|${k}`;
  const hit = chunkCache.get(key);
  if (hit) return hit;
  const a = chunkOrigin + k * chunkMilliseconds;
  const b = a + chunkMilliseconds;
  let zdt = Temporal.Instant.fromEpochMilliseconds(Math.round(a)).toZonedDateTimeISO(timezone);
  const chunk: OffsetChunk = { starts: [a], offsets: [zdt.offsetNanoseconds / 1e9] };
  for (;;) {
    const next = zdt.getTimeZoneTransition('next');
    if (!next || next.epochMilliseconds >= b) break;
    chunk.starts.push(next.epochMilliseconds);
    chunk.offsets.push(next.offsetNanoseconds / 1e9);
    zdt = next;
  }
  if (chunkCache.size >= maxCachedChunks) chunkCache.delete(chunkCache.keys().next().value as string);
  chunkCache.set(key, chunk);
  return chunk;
}

/** UTC offset (seconds) in force at an instant, from the cached transition chunks. */
export function zoneOffsetSeconds(frame: TimeFrame, epochMilliseconds: number): number {
  if (frame.kind === 'fixed-offset') return frame.offsetSeconds;
  const chunk = loadChunk(frame.timezone, Math.floor((epochMilliseconds - chunkOrigin) / chunkMilliseconds));
  const { starts, offsets } = chunk;
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= epochMilliseconds) lo = mid;
    else hi = mid - 1;
  }
  return offsets[lo];
}

const twoDigits = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));

/**
 * `YYYY-MM-DDTHH:MM:SS` of epoch milliseconds (whole seconds, years 0–9999): the civil date
 * from the day count by integer arithmetic (H. Hinnant's days-to-civil), several times faster
 * than `Date.prototype.toISOString`, which dominated the cost of a dasha table.
 */
export function isoSeconds(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  let days = Math.floor(seconds / 86_400);
  let rest = seconds - days * 86_400;
  const hh = Math.floor(rest / 3600);
  rest -= hh * 3600;
  const mm = Math.floor(rest / 60);
  const ss = rest - mm * 60;
  days += 719_468;
  const era = Math.floor(days / 146_097);
  const doe = days - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  return `${year}-${twoDigits[month]}-${twoDigits[day]}T${twoDigits[hh]}:${twoDigits[mm]}:${twoDigits[ss]}`;
}

export class TimelineMoments {
  private readonly byJd = new Map<number, Moment>();
  private readonly offsetText = new Map<number, string>();

  constructor(private readonly frame: TimeFrame) {}

  /** `{ utc, local }` of a UT Julian day, rounded to the second. */
  moment(jd: number): Moment {
    const hit = this.byJd.get(jd);
    if (hit) return hit;
    const ms = Math.round(jdUtToEpochMilliseconds(jd as JulianDayUt) / 1000) * 1000;
    const offset = zoneOffsetSeconds(this.frame, ms);
    let suffix = this.offsetText.get(offset);
    if (suffix === undefined) {
      suffix = formatUtcOffset(offset);
      this.offsetText.set(offset, suffix);
    }
    const m = { utc: `${isoSeconds(ms)}Z`, local: `${isoSeconds(ms + offset * 1000)}${suffix}` };
    this.byJd.set(jd, m);
    return m;
  }
}
