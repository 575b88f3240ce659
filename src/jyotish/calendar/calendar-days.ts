import { Temporal } from 'temporal-polyfill';
import { nextRiseOrSet, type GeoPosition, type RiseDefinition } from '../../astro/rise-set.ts';
import { offsetSecondsAt, startOfLocalDay, type TimeFrame } from '../../astro/time/civil.ts';
import { epochMillisecondsToJdUt, jdUtToEpochMilliseconds, type JulianDayUt } from '../../shared/units.ts';

/** One civil date at the place, with the rises and sets that make its Hindu day. */
export interface CalendarDay {
  /** Days since 1970-01-01 of the civil date. */
  epochDay: number;
  /** ISO date `YYYY-MM-DD`. */
  isoDate: string;
  /** Weekday of the civil date, 0 = Sunday. */
  weekday: number;
  civilStartJd: number;
  civilEndJd: number;
  /** UT Julian days. Where the Sun does not rise or set (polar day or night) see `approximated`. */
  sunriseJd: number;
  /** Found on first read (a year's calendar needs it on a third of its days). */
  readonly sunsetJd: number;
  /**
   * The Sun did not rise (or set) on this date here: sunrise and sunset stand at local 06:00
   * and 18:00 so that the day still has windows; the result carries the `no-sunrise` warning.
   */
  readonly approximated: boolean;
}

const millisecondsPerDay = 86_400_000;

/** The ISO date of an epoch day. */
export function isoDateOfEpochDay(epochDay: number): string {
  return new Date(epochDay * millisecondsPerDay).toISOString().slice(0, 10);
}

/** The epoch day of an ISO date `YYYY-MM-DD`. */
export function epochDayOfIsoDate(isoDate: string): number {
  return Math.round(Date.parse(`${isoDate}T00:00:00Z`) / millisecondsPerDay);
}

/**
 * The days of a calendar at one place, computed on demand and kept: sunrise (first rise after
 * local midnight, before the next midnight), sunset (first set after sunrise) and, for the
 * days that need it, moonrise (first rise after sunrise, before the next sunrise). About 40 µs
 * per rise or set, so a year costs ~30 ms.
 */
export class CalendarDays {
  private readonly days = new Map<number, CalendarDay>();
  private readonly moonrises = new Map<number, number | null>();

  constructor(
    readonly frame: TimeFrame,
    readonly geo: GeoPosition,
    readonly rise: RiseDefinition,
  ) {}

  /**
   * Local midnight opening a civil date. The zone's offset at the instant is found from the
   * cached zone transitions (two passes settle a change of offset near midnight); only where
   * midnight itself does not exist (a daylight-saving gap at 00:00) does Temporal decide.
   */
  private civilStartJd(epochDay: number): number {
    const wallMs = epochDay * millisecondsPerDay;
    const first = wallMs - offsetSecondsAt(this.frame, wallMs) * 1000;
    const offset = offsetSecondsAt(this.frame, first);
    const ms = wallMs - offset * 1000;
    if (offsetSecondsAt(this.frame, ms) !== offset) {
      const d = new Date(wallMs);
      const date = Temporal.PlainDate.from({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() });
      return epochMillisecondsToJdUt(startOfLocalDay(this.frame, date));
    }
    return epochMillisecondsToJdUt(ms);
  }

  /** The civil date at the place (as an epoch day) in force at an instant. */
  civilEpochDayAt(jd: number): number {
    const ms = jdUtToEpochMilliseconds(jd as JulianDayUt);
    return Math.floor((ms + offsetSecondsAt(this.frame, ms) * 1000) / millisecondsPerDay);
  }

  /** The day of a civil date. */
  day(epochDay: number): CalendarDay {
    let d = this.days.get(epochDay);
    if (d) return d;
    const civilStartJd = this.civilStartJd(epochDay);
    const civilEndJd = this.civilStartJd(epochDay + 1);
    const rise = nextRiseOrSet(civilStartJd as JulianDayUt, 'sun', 'rise', this.geo, this.rise);
    const length = civilEndJd - civilStartJd;
    const found = rise !== null && rise < civilEndJd;
    const sunriseJd = found ? rise : civilStartJd + length / 4;
    // Sunset is found only when something asks for it (most dates of a year never do).
    let sunsetJd: number | undefined;
    let approximated = !found;
    const geo = this.geo;
    const definition = this.rise;
    const sunset = (): number => {
      if (sunsetJd === undefined) {
        const set = found ? nextRiseOrSet(sunriseJd as JulianDayUt, 'sun', 'set', geo, definition) : null;
        if (set !== null && set < sunriseJd + 1) sunsetJd = set;
        else {
          approximated = true;
          sunsetJd = civilStartJd + (3 * length) / 4;
        }
      }
      return sunsetJd;
    };
    d = {
      epochDay,
      isoDate: isoDateOfEpochDay(epochDay),
      weekday: (((epochDay + 4) % 7) + 7) % 7,
      civilStartJd,
      civilEndJd,
      sunriseJd,
      get sunsetJd() {
        return sunset();
      },
      get approximated() {
        return approximated;
      },
    };
    this.days.set(epochDay, d);
    return d;
  }

  /** Sunrise of the next civil date: the end of this Hindu day. */
  nextSunriseJd(epochDay: number): number {
    return this.day(epochDay + 1).sunriseJd;
  }

  /** The first moonrise after this day's sunrise and before the next sunrise, or null. */
  moonriseJd(epochDay: number): number | null {
    if (this.moonrises.has(epochDay)) return this.moonrises.get(epochDay)!;
    const d = this.day(epochDay);
    const end = this.nextSunriseJd(epochDay);
    const m = nextRiseOrSet(d.sunriseJd as JulianDayUt, 'moon', 'rise', this.geo);
    const value = m !== null && m < end ? m : null;
    this.moonrises.set(epochDay, value);
    return value;
  }

  /** The civil date whose Hindu day (sunrise → next sunrise) holds an instant. */
  hinduDayAt(jd: number): number {
    let e = this.civilEpochDayAt(jd);
    while (jd < this.day(e).sunriseJd) e -= 1;
    while (jd >= this.nextSunriseJd(e)) e += 1;
    return e;
  }
}
