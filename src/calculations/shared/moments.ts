import { directZoneOffsetSeconds, formatUtcOffset, offsetSecondsAt, type TimeFrame } from '../../astro/time/civil.ts';
import { isoDateTimeFromEpochSeconds } from '../../shared/iso-time.ts';
import { jdUtToEpochMilliseconds, type JulianDayUt } from '../../shared/units.ts';
import type { Moment } from '../../contract/common.ts';

/**
 * Formats the instants of one result as `{ utc, local }`, rounded to the second, in the
 * request's time frame; identical instants (a period's end is the next one's start) are
 * formatted once and share one object.
 *
 * Offsets: a result whose instants all lie within a few days (a panchang) passes that
 * window; when the zone's offset is the same at both ends it is the same throughout (zones
 * change offset at most a few times a year), so two direct look-ups serve every instant.
 * Otherwise each instant's offset comes from the cached zone transitions (fast once a zone's
 * 20-year chunk is loaded, ~10 ms the first time in a zone with daylight saving).
 */
export class MomentFormatter {
  private readonly byJd = new Map<number, Moment>();
  private readonly offsetText = new Map<number, string>();
  private readonly frame: TimeFrame;

  /** @param window first and last UT Julian day of the instants, if they span only days */
  constructor(frame: TimeFrame, window?: { startJd: number; endJd: number }) {
    this.frame = frame;
    if (frame.kind === 'zone' && window && window.endJd - window.startJd < 10) {
      const at = (jd: number) => directZoneOffsetSeconds(frame.timezone, jdUtToEpochMilliseconds(jd as JulianDayUt));
      const first = at(window.startJd);
      if (first === at(window.endJd)) this.frame = { kind: 'fixed-offset', timezone: frame.timezone, offsetSeconds: first };
    }
  }

  /** `{ utc, local }` of a UT Julian day. */
  moment(jd: number): Moment {
    const hit = this.byJd.get(jd);
    if (hit) return hit;
    const seconds = Math.round(jdUtToEpochMilliseconds(jd as JulianDayUt) / 1000);
    const offset = offsetSecondsAt(this.frame, seconds * 1000);
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
