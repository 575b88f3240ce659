import { directZoneOffsetSeconds, formatUtcOffset, offsetSecondsAt, type TimeFrame } from '../../astro/time/civil.ts';
import { isoDateTimeFromEpochSeconds } from '../../shared/iso-time.ts';
import { jdUtToEpochMilliseconds, type JulianDayUt } from '../../shared/units.ts';
import type { Moment } from '../../contract/common.ts';

/**
 * Formats the instants of one result as `{ utc, local }`, rounded to the second, in the
 * request's time frame; identical instants (a period's end is the next one's start) are
 * formatted once and share one object.
 *
 * Offsets: a result whose instants mostly lie within a few days (a panchang) passes that
 * window; when the zone's offset is the same at both ends it is the same throughout (zones
 * change offset at most a few times a year), so two direct look-ups serve every instant
 * inside it; its few instants outside the window (a panchang's new moons and Sun-sign ingress,
 * weeks away) are asked of the zone one by one (~50 µs each). Results without a window (dasha
 * tables over a century) take each offset from the cached zone transitions (fast once a
 * zone's 20-year chunk is loaded, ~10 ms the first time in a zone with daylight saving).
 */
export class MomentFormatter {
  private readonly byJd = new Map<number, Moment>();
  private readonly offsetText = new Map<number, string>();
  /** The offset in force throughout the window, when it is constant there. */
  private readonly windowOffset: { startJd: number; endJd: number; offsetSeconds: number } | null = null;
  /** A short result asks the zone directly for its few other instants (no 20-year chunk to load). */
  private readonly direct: boolean;

  /** @param window first and last UT Julian day of most instants, if they span only days */
  constructor(
    private readonly frame: TimeFrame,
    window?: { startJd: number; endJd: number },
  ) {
    this.direct = frame.kind === 'zone' && window !== undefined;
    if (frame.kind === 'zone' && window && window.endJd - window.startJd < 10) {
      const at = (jd: number) => directZoneOffsetSeconds(frame.timezone, jdUtToEpochMilliseconds(jd as JulianDayUt));
      const first = at(window.startJd);
      if (first === at(window.endJd)) this.windowOffset = { ...window, offsetSeconds: first };
    }
  }

  private offsetSecondsAt(jd: number, epochMilliseconds: number): number {
    const w = this.windowOffset;
    if (w && jd >= w.startJd && jd <= w.endJd) return w.offsetSeconds;
    if (this.direct) return directZoneOffsetSeconds(this.frame.timezone, epochMilliseconds);
    return offsetSecondsAt(this.frame, epochMilliseconds);
  }

  /** `{ utc, local }` of a UT Julian day. */
  moment(jd: number): Moment {
    const hit = this.byJd.get(jd);
    if (hit) return hit;
    const seconds = Math.round(jdUtToEpochMilliseconds(jd as JulianDayUt) / 1000);
    const offset = this.offsetSecondsAt(jd, seconds * 1000);
    let suffix = this.offsetText.get(offset);
    if (suffix === undefined) {
      suffix = formatUtcOffset(offset);
      this.offsetText.set(offset, suffix);
    }
    const m = { utc: `${isoDateTimeFromEpochSeconds(seconds)}Z`, local: `${isoDateTimeFromEpochSeconds(seconds + offset)}${suffix}` };
    this.byJd.set(jd, m);
    return m;
  }

  /** `{ start, end }` of a span of UT Julian days. */
  span(startJd: number, endJd: number): { start: Moment; end: Moment } {
    return { start: this.moment(startJd), end: this.moment(endJd) };
  }
}
