/**
 * The muhurat search over a range of days (`MUHURAT.FILTER_SCORE`). It runs one Hindu day at
 * a time (`muhuratDays` yields after each), so a caller can spread a long range over several
 * turns; each day costs a fraction of a millisecond, and days that fail the cheap day-level
 * tests (weekday, eclipse, no allowed nakshatra and tithi together) cost almost nothing.
 */
import { nextEclipse, type Eclipse } from '../../astro/eclipses.ts';
import type { SkySettings } from '../../astro/positions.ts';
import type { GeoPosition, RiseDefinition } from '../../astro/rise-set.ts';
import { SunMoonTrack } from '../../astro/track.ts';
import { dishaShoolDirection, type DirectionId } from '../panchang/disha-shool.ts';
import { activityRules } from './activities.ts';
import { dayFacts, sunFrame, type DayEnvironment, type DayLimb } from './day-facts.ts';
import { LimbChain } from './limb-chain.ts';
import type { ExclusionId } from './exclusions.ts';
import { LunarMonthCache } from './lunar-months.ts';
import { windowsOfDay, type MuhuratWindow, type WindowOptions } from './windows.ts';

export interface SearchDay {
  /** Local civil date YYYY-MM-DD; its Hindu day runs from its sunrise to the next. */
  date: string;
  civilStartJd: number;
  civilEndJd: number;
  /** 0 = Sunday. */
  weekday: number;
}

export interface MuhuratSearchInput extends WindowOptions {
  days: readonly SearchDay[];
  geo: GeoPosition;
  sky: SkySettings;
  sunriseDefinition: RiseDefinition;
  travelDirection: DirectionId | null;
  /** Days either side of an eclipse day also excluded (0 by default, 3 in the variant). */
  eclipseMarginDays: number;
}

export interface DayOutcome {
  date: string;
  windows: MuhuratWindow[];
  /** The day-level rule that removed the whole day, if one did. */
  skippedBy: string | null;
}

/**
 * The eclipses that make eclipse days, found as the search reaches them (one library search
 * per eclipse, spread over the days): solar and lunar, penumbral lunar eclipses excepted
 * (no sutak is kept for them).
 */
class EclipseCursor {
  private readonly next: { solar: Eclipse | null; lunar: Eclipse | null } = { solar: null, lunar: null };
  constructor(private readonly sky: SkySettings) {}

  /** Whether an eclipse maximum falls in [fromJd, toJd); calls must move forwards. */
  any(fromJd: number, toJd: number): boolean {
    for (const kind of ['solar', 'lunar'] as const) {
      for (;;) {
        let e = this.next[kind];
        if (e === null || e.maximumJd < fromJd) {
          e = nextEclipse(kind, Math.max(fromJd, e === null ? fromJd : e.maximumJd + 1) - 1e-6, this.sky);
          this.next[kind] = e;
        }
        if (e.maximumJd < fromJd) continue;
        if (e.maximumJd < toJd && !(kind === 'lunar' && e.type === 'penumbral')) return true;
        if (e.maximumJd < toJd) {
          // A penumbral eclipse inside the interval: look past it for another.
          this.next[kind] = nextEclipse(kind, e.maximumJd + 1, this.sky);
          continue;
        }
        break;
      }
    }
    return false;
  }
}

/** Searches day by day, yielding each day's windows; `rejected` collects minutes per rule id. */
export function* muhuratDays(input: MuhuratSearchInput, rejected: Map<string, number>): Generator<DayOutcome> {
  const rules = activityRules[input.activity];
  const code = `MUHURAT.${rules.code}`;
  const track = new SunMoonTrack(input.sky, Math.floor(input.days[0]?.civilStartJd ?? 0) + 0.5);
  const env: DayEnvironment = { geo: input.geo, sky: input.sky, sunriseDefinition: input.sunriseDefinition, track };
  const months = new LunarMonthCache(input.sky);
  const eclipses = new EclipseCursor(input.sky);
  const chains = {
    tithi: new LimbChain('tithi', track),
    nakshatra: new LimbChain('nakshatra', track),
    yoga: new LimbChain('yoga', track),
    karana: new LimbChain('karana', track),
    moonRashi: new LimbChain('moonRashi', track),
  } satisfies Record<DayLimb, LimbChain>;
  const allowedTogether = (from: number, to: number) => {
    const tithis = chains.tithi.between(from, to);
    return chains.nakshatra.between(from, to).some(
      (n) => rules.nakshatras.has(n.index) && tithis.some((t) => rules.tithi(t.index) && t.startJd < n.endJd && t.endJd > n.startJd && t.startJd < to && n.startJd < to),
    );
  };
  const shoolApplies = input.activity === 'travel' && input.travelDirection !== null;
  const skip = (day: SearchDay, rule: string): DayOutcome => {
    rejected.set(rule, (rejected.get(rule) ?? 0) + 1440);
    return { date: day.date, windows: [], skippedBy: rule };
  };

  for (const day of input.days) {
    if (!rules.weekdays.has(day.weekday)) {
      yield skip(day, `${code}.VAARA`);
      continue;
    }
    if (shoolApplies && dishaShoolDirection[day.weekday] === input.travelDirection) {
      yield skip(day, `${code}.DISHA_SHOOL`);
      continue;
    }
    // Before any rise-set search: the Hindu day lies inside local midnight … midnight + 1.6 d
    // (sunrise before the next midnight, the next sunrise < 1.1 d later), so no allowed
    // nakshatra-and-tithi overlap there means none in the day.
    if (!allowedTogether(day.civilStartJd, day.civilStartJd + 1.6)) {
      yield skip(day, `${code}.NAKSHATRA_TITHI`);
      continue;
    }
    const frame = sunFrame(env, day.civilStartJd, day.civilEndJd);
    if (frame === null) {
      yield skip(day, 'SUN.NO_SUNRISE');
      continue;
    }
    const margin = input.eclipseMarginDays;
    if (input.exclusions.has('EX.ECLIPSE') && eclipses.any(frame.sunrise - margin, frame.nextSunrise + margin)) {
      yield skip(day, 'EX.ECLIPSE');
      continue;
    }
    if (!allowedTogether(frame.sunrise, frame.nextSunrise)) {
      yield skip(day, `${code}.NAKSHATRA_TITHI`);
      continue;
    }
    const limbs = {
      tithi: chains.tithi.between(frame.sunrise, frame.nextSunrise),
      nakshatra: chains.nakshatra.between(frame.sunrise, frame.nextSunrise),
      yoga: chains.yoga.between(frame.sunrise, frame.nextSunrise),
      karana: chains.karana.between(frame.sunrise, frame.nextSunrise),
      moonRashi: chains.moonRashi.between(frame.sunrise, frame.nextSunrise),
    };
    const facts = dayFacts(env, frame, day.weekday, limbs);
    const dayLevel = [`${code}.VAARA`, ...(input.exclusions.has('EX.ECLIPSE') ? ['EX.ECLIPSE'] : []), ...(shoolApplies ? [`${code}.DISHA_SHOOL`] : [])];
    const windows = windowsOfDay(facts, day.date, day.weekday, input, (t) => months.at(t), rejected, dayLevel);
    yield { date: day.date, windows, skippedBy: null };
  }
}

export interface MuhuratSearchResult {
  /** Every window, best first (score, then earlier start). */
  windows: MuhuratWindow[];
  daysSearched: number;
  daysWithWindows: number;
  /** Minutes removed by each rule id (whole days count 1,440 minutes). */
  rejectedMinutes: Record<string, number>;
}

/** Runs the whole search and ranks the windows. */
export function searchMuhurat(input: MuhuratSearchInput): MuhuratSearchResult {
  const rejected = new Map<string, number>();
  const windows: MuhuratWindow[] = [];
  let daysWithWindows = 0;
  for (const day of muhuratDays(input, rejected)) {
    if (day.windows.length > 0) daysWithWindows++;
    windows.push(...day.windows);
  }
  windows.sort((a, b) => b.score - a.score || a.startJd - b.startJd);
  const rejectedMinutes: Record<string, number> = {};
  for (const [k, v] of [...rejected].sort((a, b) => b[1] - a[1])) rejectedMinutes[k] = Math.round(v);
  return { windows, daysSearched: input.days.length, daysWithWindows, rejectedMinutes };
}

export type { ExclusionId };
