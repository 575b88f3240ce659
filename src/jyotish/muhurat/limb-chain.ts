/**
 * A limb's successive occurrences over a search range, extended as the search moves forward:
 * each boundary is found once (one forward crossing search from the previous one), where a
 * fresh day-by-day search would find each twice and search backwards too.
 */
import { minimumRate, segmentAt, trackedAngleFunction, type AngleSegment } from '../../astro/transitions.ts';
import type { SunMoonTrack } from '../../astro/track.ts';
import { nextCrossingOfIncreasingAngle, type AngleFunction } from '../../shared/root-finding.ts';
import { limbAngle, type LimbKind } from '../panchang/limbs-of-day.ts';

export class LimbChain {
  private readonly f: AngleFunction;
  private readonly size: number;
  private readonly rate: number;
  private readonly count: number;
  private readonly segments: AngleSegment[] = [];

  constructor(kind: LimbKind, track: SunMoonTrack) {
    const { angle, sizeDegrees } = limbAngle[kind];
    this.f = trackedAngleFunction(angle, track);
    this.size = sizeDegrees;
    this.rate = minimumRate[angle];
    this.count = Math.round(360 / sizeDegrees);
  }

  /**
   * The occurrences current at some moment of [fromJd, toJd), in order; calls must not move
   * backwards past the first occurrence already returned (the chain forgets nothing, but only
   * grows forwards).
   */
  between(fromJd: number, toJd: number): AngleSegment[] {
    if (this.segments.length === 0 || fromJd < this.segments[0].startJd) {
      this.segments.length = 0;
      this.segments.push(segmentAt(this.f, this.size, this.rate, fromJd));
    }
    let last = this.segments[this.segments.length - 1];
    while (last.endJd < toJd) {
      const index = (last.index + 1) % this.count;
      const end = nextCrossingOfIncreasingAngle(this.f, ((index + 1) % this.count) * this.size, last.endJd + 1e-6, this.rate);
      last = { index, startJd: last.endJd, endJd: end } as AngleSegment;
      this.segments.push(last);
    }
    // Drop what lies wholly before this request: the search never looks back further.
    let drop = 0;
    while (drop < this.segments.length - 1 && this.segments[drop].endJd <= fromJd) drop++;
    if (drop > 0) this.segments.splice(0, drop);
    return this.segments.filter((s) => s.startJd < toJd && s.endJd > fromJd);
  }
}
