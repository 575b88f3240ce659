/**
 * Moments over a span of decades (Sade Sati lists print some 200 instants across 120 years).
 * `MomentFormatter`'s window shortcut is meant for a few days; here the zone is asked once
 * whether it changes offset anywhere in the span (one transition query). If it does not (India
 * since 1945, most of Asia), every instant uses that offset; if it does, each instant is looked
 * up on its own. Exact either way; nothing is kept between requests.
 */
import { Temporal } from 'temporal-polyfill';
import { formatLocal, formatUtcOffset, type TimeFrame } from '../../astro/time/civil.ts';
import { formatUtc } from '../../astro/time/instant.ts';
import type { Moment } from '../../contract/common.ts';
import { jdUtToEpochMilliseconds, type JulianDayUt } from '../../shared/units.ts';

export class SpanMomentFormatter {
  private readonly constantOffsetSeconds: number | null;
  private readonly startMs: number;
  private readonly endMs: number;

  constructor(private readonly frame: TimeFrame, spanStartJd: number, spanEndJd: number) {
    this.startMs = jdUtToEpochMilliseconds(spanStartJd as JulianDayUt);
    this.endMs = jdUtToEpochMilliseconds(spanEndJd as JulianDayUt);
    if (frame.kind === 'fixed-offset') this.constantOffsetSeconds = frame.offsetSeconds;
    else {
      const z = Temporal.Instant.fromEpochMilliseconds(Math.round(this.startMs)).toZonedDateTimeISO(frame.timezone);
      const next = z.getTimeZoneTransition('next');
      this.constantOffsetSeconds = next === null || next.epochMilliseconds > this.endMs ? z.offsetNanoseconds / 1e9 : null;
    }
  }

  /** `{ utc, local }` of a UT Julian day, rounded to the second. */
  moment(jd: number): Moment {
    const ms = Math.round(jdUtToEpochMilliseconds(jd as JulianDayUt) / 1000) * 1000;
    const inSpan = ms >= this.startMs && ms <= this.endMs;
    if (this.constantOffsetSeconds === null || !inSpan) return { utc: formatUtc(ms), local: formatLocal(this.frame, ms) };
    const offset = this.constantOffsetSeconds;
    const wall = new Date(ms + offset * 1000).toISOString().slice(0, 19);
    return { utc: formatUtc(ms), local: `${wall}${formatUtcOffset(offset)}` };
  }
}
