import { segmentAt, type AngleSegment } from '../../astro/transitions.ts';
import { nextCrossingOfIncreasingAngle, type AngleFunction } from '../../shared/root-finding.ts';
import type { JulianDayUt } from '../../shared/units.ts';

/**
 * The divisions of an increasing angle (tithis, nakshatras, signs of the Sun) from one instant
 * onwards, found as far as a caller asks and kept, so that a calendar computed month by month
 * solves each boundary once. Boundaries to the root finder's tolerance (~0.01 s).
 */
export class SegmentList {
  private readonly segments: AngleSegment[];
  private readonly count: number;

  constructor(
    private readonly f: AngleFunction,
    private readonly sizeDegrees: number,
    private readonly minRate: number,
    fromJd: number,
  ) {
    this.count = Math.round(360 / sizeDegrees);
    this.segments = [segmentAt(f, sizeDegrees, minRate, fromJd)];
  }

  /** Extends the list until its last division ends after `jd`. */
  extendTo(jd: number): void {
    let last = this.segments[this.segments.length - 1];
    while (last.endJd <= jd) {
      const index = (last.index + 1) % this.count;
      const end = nextCrossingOfIncreasingAngle(this.f, ((index + 1) % this.count) * this.sizeDegrees, last.endJd + 1e-6, this.minRate);
      last = { index, startJd: last.endJd, endJd: end as JulianDayUt };
      this.segments.push(last);
    }
  }

  /** The division current at `jd` (which must not precede the list's first instant). */
  at(jd: number): AngleSegment {
    this.extendTo(jd);
    let lo = 0;
    let hi = this.segments.length - 1;
    if (jd < this.segments[0].startJd) return this.segments[0];
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.segments[mid].startJd <= jd) lo = mid;
      else hi = mid - 1;
    }
    return this.segments[lo];
  }

  /** Every division that starts in [fromJd, toJd). */
  startingBetween(fromJd: number, toJd: number): AngleSegment[] {
    this.extendTo(toJd);
    return this.segments.filter((s) => s.startJd >= fromJd && s.startJd < toJd);
  }

  /** Every division current at some moment of [fromJd, toJd). */
  overlapping(fromJd: number, toJd: number): AngleSegment[] {
    this.extendTo(toJd);
    return this.segments.filter((s) => s.endJd > fromJd && s.startJd < toJd);
  }
}
