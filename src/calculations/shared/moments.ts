import { formatUtcOffset, offsetSecondsAt, type TimeFrame } from '../../astro/time/civil.ts';
import { offsetSecondsAtInstant } from '../../astro/time/offset-at.ts';
import { isoDateTimeWithSuffix } from '../../shared/iso-time.ts';
import { jdUtToEpochMilliseconds, type JulianDayUt } from '../../shared/units.ts';
import type { Moment } from '../../contract/common.ts';

/** The bisection's cap: 2^48 s is far more than any window. */
const maxBisections = 48;
/** Slots of the cache of formatted moments (a power of two), unless the caller names fewer. */
const defaultCacheSlots = 512;

/** An interval of constant offset inside a formatter's window: [startMs, next piece's startMs). */
interface OffsetPiece {
  startMs: number;
  offsetSeconds: number;
}

/**
 * Formats the instants of one result as `{ utc, local }`, rounded to the second, in the
 * request's time frame; identical instants (a period's end is the next one's start) are
 * formatted once and share one object (a cache of 512 slots, or fewer, keyed by the rounded second, so
 * two Julian days of the same second share one; an instant whose slot was taken by another is
 * formatted again, to the same text: sharing saves memory and never changes the output).
 *
 * Offsets: a result whose instants mostly lie within a few days (a panchang) passes that
 * window. The zone is asked for its offset at both ends; equal ends mean one offset
 * throughout (zones change offset at most a few times a year, never twice and back within
 * ten days), and different ends mean a transition inside, whose exact second is found by
 * bisection on whole seconds (~20 look-ups, only on such days). Every instant of the window
 * is then formatted by arithmetic. The few instants outside it (a panchang's new moons and
 * Sun-sign ingress, weeks away) are asked of the zone one by one through `Intl` (~3 µs each,
 * `offsetSecondsAtInstant`; Temporal took ~60 µs). Results without a window (dasha tables
 * over a century) take each offset from the cached zone transitions (fast once a zone's
 * 20-year chunk is loaded, ~10 ms the first time in a zone with daylight saving).
 */
export class MomentFormatter {
  /*
   * Direct-mapped by second, not a Map keyed by Julian day: a dasha table formats ~2,300
   * instants, ~1,000 distinct, and the Map's growth and its boxed double keys were 6 % of the
   * evidence set's allocation (issue 21). Repeats come close together (a period's end is the
   * next one's start), so a small table catches them.
   */
  private readonly cachedSeconds: Float64Array;
  private readonly cachedMoments: (Moment | undefined)[];
  private readonly slotMask: number;
  private readonly offsetText = new Map<number, string>();
  /** Pieces of constant offset covering [windowStartMs, windowEndMs], when there is a window. */
  private readonly pieces: OffsetPiece[] = [];
  private readonly windowStartMs: number = Number.NaN;
  private readonly windowEndMs: number = Number.NaN;
  /** A short result asks the zone directly for its few other instants (no 20-year chunk to load). */
  private readonly direct: boolean;

  /**
   * @param window first and last UT Julian day of most instants, if they span only days
   * @param cacheSlots slots of the cache of formatted moments, a power of two (default 512): a
   *   result of ~100 distinct instants (a panchang) needs no more than 256, and the slots are
   *   allocated and filled for every result
   */
  constructor(
    private readonly frame: TimeFrame,
    window?: { startJd: number; endJd: number },
    cacheSlots: number = defaultCacheSlots,
  ) {
    this.cachedSeconds = new Float64Array(cacheSlots).fill(Number.NaN);
    this.cachedMoments = new Array<Moment | undefined>(cacheSlots).fill(undefined);
    this.slotMask = cacheSlots - 1;
    this.direct = frame.kind === 'zone' && window !== undefined;
    if (frame.kind === 'zone' && window && window.endJd - window.startJd < 10) {
      const zone = frame.timezone;
      // Whole seconds: moments are looked up at their rounded second.
      const a = Math.ceil(jdUtToEpochMilliseconds(window.startJd as JulianDayUt) / 1000);
      const b = Math.floor(jdUtToEpochMilliseconds(window.endJd as JulianDayUt) / 1000);
      const at = (seconds: number) => offsetSecondsAtInstant(zone, seconds * 1000);
      let from = a;
      let offset = at(a);
      const last = at(b);
      this.pieces.push({ startMs: a * 1000, offsetSeconds: offset });
      // Each transition: the first second at which the offset differs from the piece's.
      while (offset !== last) {
        let lo = from;
        let hi = b;
        for (let i = 0; i < maxBisections && hi - lo > 1; i++) {
          const mid = Math.floor((lo + hi) / 2);
          if (at(mid) === offset) lo = mid;
          else hi = mid;
        }
        from = hi;
        offset = at(hi);
        this.pieces.push({ startMs: hi * 1000, offsetSeconds: offset });
        if (this.pieces.length > 8) break;
      }
      this.windowStartMs = a * 1000;
      this.windowEndMs = b * 1000;
    }
  }

  private offsetSecondsAt(epochMilliseconds: number): number {
    if (epochMilliseconds >= this.windowStartMs && epochMilliseconds <= this.windowEndMs) {
      const p = this.pieces;
      let k = p.length - 1;
      while (k > 0 && p[k].startMs > epochMilliseconds) k--;
      return p[k].offsetSeconds;
    }
    if (this.direct) return offsetSecondsAtInstant((this.frame as { timezone: string }).timezone, epochMilliseconds);
    return offsetSecondsAt(this.frame, epochMilliseconds);
  }

  /** `{ utc, local }` of a UT Julian day. */
  moment(jd: number): Moment {
    const seconds = Math.round(jdUtToEpochMilliseconds(jd as JulianDayUt) / 1000);
    const slot = seconds & this.slotMask;
    if (this.cachedSeconds[slot] === seconds) return this.cachedMoments[slot] as Moment;
    const offset = this.offsetSecondsAt(seconds * 1000);
    let suffix = this.offsetText.get(offset);
    if (suffix === undefined) {
      suffix = formatUtcOffset(offset);
      this.offsetText.set(offset, suffix);
    }
    const m = { utc: isoDateTimeWithSuffix(seconds, 'Z'), local: isoDateTimeWithSuffix(seconds + offset, suffix) };
    this.cachedSeconds[slot] = seconds;
    this.cachedMoments[slot] = m;
    return m;
  }

  /** `{ start, end }` of a span of UT Julian days. */
  span(startJd: number, endJd: number): { start: Moment; end: Moment } {
    return { start: this.moment(startJd), end: this.moment(endJd) };
  }
}
