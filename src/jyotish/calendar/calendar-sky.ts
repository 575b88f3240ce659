import { minimumRate, nextTimeAngleReaches, previousTimeAngleReached, skyAngleFunction, trackedAngleFunction, type AngleSegment } from '../../astro/transitions.ts';
import { SunMoonTrack } from '../../astro/track.ts';
import { solveAngleCrossing } from '../../shared/root-finding.ts';
import type { SkySettings } from '../../astro/positions.ts';
import { degreesPerTithi } from '../core/limbs.ts';
import { degreesPerNakshatra, degreesPerRashi } from '../core/zodiac.ts';
import { lunarMonthAt } from '../panchang/lunar-month.ts';
import { SegmentList } from './segment-list.ts';

/** One lunation (new moon to new moon) with its amanta name (`MONTH.AMANTA`). */
export interface Lunation {
  newMoonJd: number;
  nextNewMoonJd: number;
  /** Amanta month 1 = Chaitra … 12 = Phalguna. */
  amanta: number;
  adhika: boolean;
  /** The month name skipped when the lunation holds two sankrantis, else null. */
  kshayaNumber: number | null;
}

/**
 * The Sun and Moon over a calendar span: tithis and nakshatras (from interpolated tracks,
 * `test/astro/track.test.ts` bounds their error far below a second), the Sun's sidereal sign
 * ingresses (sankrantis, straight from the ephemeris) and the lunations named by
 * `lunarMonthAt` of src/jyotish/panchang/lunar-month.ts. Everything is found on demand from
 * `fromJd` onwards and kept, so a year is computed month by month without repeating work.
 */
export class CalendarSky {
  readonly tithis: SegmentList;
  readonly nakshatras: SegmentList;
  readonly sunSigns: SegmentList;
  private readonly lunations: Lunation[] = [];
  private readonly track: SunMoonTrack;

  constructor(
    readonly sky: SkySettings,
    readonly fromJd: number,
  ) {
    const track = new SunMoonTrack(sky, Math.floor(fromJd) + 0.5);
    this.track = track;
    this.tithis = new SegmentList(trackedAngleFunction('elongation', track), degreesPerTithi, minimumRate.elongation, fromJd);
    this.nakshatras = new SegmentList(trackedAngleFunction('moon', track), degreesPerNakshatra, minimumRate.moon, fromJd);
    // A sign of the Sun lasts a month: a few direct ephemeris calls beat a month of track nodes.
    // The calendar asks for the sign before the one current ~19 days after fromJd (the first
    // requested day); that sign began at most 31.5 days earlier, so starting 15 days before
    // fromJd keeps it in the list.
    this.sunSigns = new SegmentList(skyAngleFunction('sun', sky), degreesPerRashi, minimumRate.sun, fromJd - 15);
  }

  private nameLunation(newMoonJd: number, nextNewMoonJd: number): Lunation {
    // The exact new moons are passed as the guesses, so lunarMonthAt only confirms them.
    const m = lunarMonthAt(newMoonJd + 1e-3, 'shukla', this.sky, { newMoonBeforeJd: newMoonJd, newMoonAfterJd: nextNewMoonJd });
    return { newMoonJd, nextNewMoonJd, amanta: m.amanta.number, adhika: m.amanta.adhika, kshayaNumber: m.kshayaNumber };
  }

  /** The lunation holding an instant (not earlier than a lunation before `fromJd`). */
  lunationAt(jd: number): Lunation {
    if (this.lunations.length === 0) {
      const n0 = previousTimeAngleReached('elongation', 0, Math.min(jd, this.fromJd), this.sky);
      const n1 = nextTimeAngleReaches('elongation', 0, n0 + 1, this.sky);
      this.lunations.push(this.nameLunation(n0, n1));
    }
    while (this.lunations[this.lunations.length - 1].nextNewMoonJd <= jd) {
      const last = this.lunations[this.lunations.length - 1];
      const next = nextTimeAngleReaches('elongation', 0, last.nextNewMoonJd + 1, this.sky);
      this.lunations.push(this.nameLunation(last.nextNewMoonJd, next));
    }
    for (let i = this.lunations.length - 1; i >= 0; i--) if (this.lunations[i].newMoonJd <= jd) return this.lunations[i];
    return this.lunations[0];
  }

  /**
   * The instant inside [fromJd, toJd] at which the elongation (Moon − Sun) reaches
   * `targetDegrees` — a karana boundary, e.g. the end of Bhadra (Vishti) at 174° in a Purnima.
   * The caller guarantees the crossing lies inside (the angle rises through the bracket).
   */
  elongationReaches(targetDegrees: number, fromJd: number, toJd: number): number {
    return solveAngleCrossing(trackedAngleFunction('elongation', this.track), targetDegrees, fromJd, toJd);
  }

  /** The tithi current at an instant (0-based index, start, end). */
  tithiAt(jd: number): AngleSegment {
    return this.tithis.at(jd);
  }
}
