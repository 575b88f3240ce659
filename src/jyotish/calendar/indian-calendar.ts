/**
 * The Indian calendar of a run of civil dates at a place (docs/methods/calendar.md): for every
 * day the tithi and nakshatra at sunrise, the lunar month, and the festivals and vrats with
 * their observance dates. Computed month by month: each civil month's days, tithis and
 * festivals are found in turn, over one shared set of days and one shared sky, so a year is
 * twelve bounded steps and no step repeats another's work.
 */
import type { GeoPosition, RiseDefinition } from '../../astro/rise-set.ts';
import type { SkySettings } from '../../astro/positions.ts';
import type { TimeFrame } from '../../astro/time/civil.ts';
import type { AngleSegment } from '../../astro/transitions.ts';
import { CalendarDays, type CalendarDay } from './calendar-days.ts';
import { CalendarSky, type Lunation } from './calendar-sky.ts';
import { addDependentFestivals, festivalsBetween } from './festivals.ts';
import type { CalendarContext, FestivalInstance } from './festival-instance.ts';
import { solarCalendarIds, solarDate, type SolarCalendarId, type SolarDate } from './solar-months.ts';

export interface IndianCalendarInput {
  frame: TimeFrame;
  geo: GeoPosition;
  sky: SkySettings;
  sunrise: RiseDefinition;
  /** First civil date (days since 1970-01-01) and the number of dates (1…366). */
  startEpochDay: number;
  dayCount: number;
}

/** A tithi met between a sunrise and the next, flagged like the panchang's (`TITHI.SUNRISE_RULE`). */
export interface DayTithi extends AngleSegment {
  kshaya: boolean;
  adhika: boolean;
}

export interface IndianCalendarDay {
  day: CalendarDay;
  nextSunriseJd: number;
  /** Tithis from sunrise to the next sunrise; the first is the day's tithi. */
  tithis: DayTithi[];
  /** Nakshatra at sunrise. */
  nakshatra: AngleSegment;
  /** The lunation holding the sunrise. */
  lunation: Lunation;
  /** The Sun's sidereal sign segments around the sunrise: before, current, after. */
  sunSigns: { previous: AngleSegment; current: AngleSegment; next: AngleSegment };
  /** The regional solar dates (month and day) of the civil date. */
  solar: Record<SolarCalendarId, SolarDate>;
}

export interface IndianCalendar {
  days: IndianCalendarDay[];
  /** Festivals whose day (or, for periods, any day) lies in the requested dates, by date. */
  festivals: FestivalInstance[];
  /** A date of the range (or of a festival's neighbourhood) had no sunrise or sunset. */
  approximatedDays: boolean;
}

/** Periods run up to ~16 days (Pitru Paksha, Navaratri): scan this far beyond the range. */
const festivalMarginDays = 17;

function dayOf(ctx: CalendarContext, epochDay: number): IndianCalendarDay {
  const day = ctx.days.day(epochDay);
  const nextSunriseJd = ctx.days.nextSunriseJd(epochDay);
  const previousSunriseJd = ctx.days.day(epochDay - 1).sunriseJd;
  const tithis: DayTithi[] = ctx.sky.tithis.overlapping(day.sunriseJd, nextSunriseJd).map((s, i) => ({
    ...s,
    kshaya: i > 0 && s.startJd > day.sunriseJd && s.endJd < nextSunriseJd,
    adhika: i === 0 && s.startJd <= previousSunriseJd,
  }));
  const current = ctx.sky.sunSigns.at(day.sunriseJd);
  const sunSigns = {
    previous: ctx.sky.sunSigns.at(current.startJd - 1e-3),
    current,
    next: ctx.sky.sunSigns.at(current.endJd + 1e-6),
  };
  const solar = {} as Record<SolarCalendarId, SolarDate>;
  for (const id of solarCalendarIds) solar[id] = solarDate(ctx.days, epochDay, id, sunSigns.current, sunSigns.previous, sunSigns.next);
  return {
    day,
    nextSunriseJd,
    tithis,
    nakshatra: ctx.sky.nakshatras.at(day.sunriseJd),
    lunation: ctx.sky.lunationAt(day.sunriseJd),
    sunSigns,
    solar,
  };
}

/** The month blocks of a range: [first, last] epoch days, split where the civil month changes. */
function monthBlocks(startEpochDay: number, dayCount: number): [number, number][] {
  const blocks: [number, number][] = [];
  let first = startEpochDay;
  const last = startEpochDay + dayCount - 1;
  while (first <= last) {
    const d = new Date(first * 86_400_000);
    const nextMonth = Math.round(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) / 86_400_000);
    const end = Math.min(last, nextMonth - 1);
    blocks.push([first, end]);
    first = end + 1;
  }
  return blocks;
}

/**
 * Computes the calendar. Steps per civil month: (1) the days (sunrise, sunset), tithis,
 * nakshatras and lunations of its dates; (2) the festivals of every tithi and sankranti that
 * begins in the month (the first month also scans 17 days before the range, the last 17 days
 * after it, for periods and festivals decided across the edge). Then relative days and
 * periods, and the festivals that fall inside the range, sorted by date.
 * @throws OutOfRange (from the ephemeris) for dates outside the files served
 */
export function computeIndianCalendar(input: IndianCalendarInput): IndianCalendar {
  const days = new CalendarDays(input.frame, input.geo, input.sunrise);
  const scanStart = input.startEpochDay - festivalMarginDays;
  const scanEnd = input.startEpochDay + input.dayCount + festivalMarginDays;
  const sky = new CalendarSky(input.sky, days.day(scanStart - 2).sunriseJd);
  const ctx: CalendarContext = { days, sky };

  const out: IndianCalendarDay[] = [];
  const found: FestivalInstance[] = [];
  const blocks = monthBlocks(input.startEpochDay, input.dayCount);
  blocks.forEach(([first, last], i) => {
    for (let e = first; e <= last; e++) out.push(dayOf(ctx, e));
    const fromEpochDay = i === 0 ? scanStart : first;
    const toEpochDay = i === blocks.length - 1 ? scanEnd : last + 1;
    found.push(...festivalsBetween(ctx, days.day(fromEpochDay).sunriseJd, days.day(toEpochDay).sunriseJd));
  });

  const lastDay = input.startEpochDay + input.dayCount - 1;
  const festivals = addDependentFestivals(found)
    .filter((f) => (f.endEpochDay ?? f.epochDay) >= input.startEpochDay && f.epochDay <= lastDay)
    .sort((a, b) => a.epochDay - b.epochDay || (a.sankranti?.jd ?? 0) - (b.sankranti?.jd ?? 0));
  const approximatedDays = out.some((d) => d.day.approximated) || festivals.some((f) => days.day(f.epochDay).approximated);
  return { days: out, festivals, approximatedDays };
}
