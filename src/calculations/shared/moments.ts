import { formatLocal, offsetSecondsAt, formatUtcOffset, type TimeFrame } from '../../astro/time/civil.ts';
import { formatUtc } from '../../astro/time/instant.ts';
import { jdUtToEpochMilliseconds, type JulianDayUt } from '../../shared/units.ts';
import type { Moment } from '../../contract/common.ts';

/**
 * Formats instants of one result as `{ utc, local }`. A panchang prints dozens of instants
 * within a few days; when the zone's offset is the same at both ends of that window it is the
 * same throughout (zones change offset at most a few times a year), so the offset is looked
 * up twice instead of once per instant.
 */
export class MomentFormatter {
  private fixedOffsetSeconds: number | null = null;

  constructor(
    private readonly frame: TimeFrame,
    windowStartJd?: number,
    windowEndJd?: number,
  ) {
    if (frame.kind === 'fixed-offset') this.fixedOffsetSeconds = frame.offsetSeconds;
    else if (windowStartJd !== undefined && windowEndJd !== undefined) {
      const a = offsetSecondsAt(frame, jdUtToEpochMilliseconds(windowStartJd as JulianDayUt));
      const b = offsetSecondsAt(frame, jdUtToEpochMilliseconds(windowEndJd as JulianDayUt));
      if (a === b) this.fixedOffsetSeconds = a;
    }
  }

  private inWindowOffset(ms: number): number {
    return this.fixedOffsetSeconds ?? offsetSecondsAt(this.frame, ms);
  }

  /** `{ utc, local }` of a UT Julian day, rounded to the second. */
  moment(jd: number): Moment {
    const ms = Math.round(jdUtToEpochMilliseconds(jd as JulianDayUt) / 1000) * 1000;
    if (this.fixedOffsetSeconds === null) return { utc: formatUtc(ms), local: formatLocal(this.frame, ms) };
    const offset = this.inWindowOffset(ms);
    const wall = new Date(ms + offset * 1000).toISOString().slice(0, 19);
    return { utc: formatUtc(ms), local: `${wall}${formatUtcOffset(offset)}` };
  }

  /** `{ start, end }` of a span of UT Julian days. */
  span(startJd: number, endJd: number): { start: Moment; end: Moment } {
    return { start: this.moment(startJd), end: this.moment(endJd) };
  }
}
