import type { GeoPosition, RiseDefinition } from '../../astro/rise-set.ts';
import { RiseSetFinder } from '../../astro/rise-set-fast.ts';
import type { JulianDayUt } from '../../shared/units.ts';

/**
 * The rises and sets that bound a Hindu day (sunrise to sunrise) at a place. Any of them may
 * be `null` where the Sun or Moon does not rise or set (polar day or night): callers must
 * skip the results built on a missing event and say why.
 */
export interface DayFrame {
  /** Local midnight opening the civil date (the search starts here). */
  civilDayStartJd: JulianDayUt;
  civilDayEndJd: JulianDayUt;
  sunrise: JulianDayUt | null;
  sunset: JulianDayUt | null;
  nextSunrise: JulianDayUt | null;
  /** The sunset before this sunrise (start of the night that Brahma muhurta ends). */
  previousSunset: JulianDayUt | null;
  /** First moonrise and moonset after sunrise and before the next sunrise (`MOONRISE.ASTRO`). */
  moonrise: JulianDayUt | null;
  moonset: JulianDayUt | null;
}

/** Searches farther than one day are never the same Hindu day's event. */
const searchWindowDays = 1.05;

function within(t: JulianDayUt | null, from: number, to: number): JulianDayUt | null {
  return t !== null && t >= from && t < to ? t : null;
}

/**
 * Finds sunrise on a civil date and the events around it.
 *
 * Steps: (1) sunrise = first rise after local midnight and before the next midnight;
 * (2) sunset = first set after sunrise; (3) next sunrise = first rise after that sunset;
 * (4) previous sunset = first set after (sunrise − 1 day), kept if before sunrise;
 * (5) moonrise / moonset = first after sunrise, kept if before the next sunrise.
 * The searches run on `finder` (the Swiss Ephemeris' rise/set steps on interpolated positions,
 * `astro/rise-set-fast.ts`); pass the panchang's own finder to share its ephemeris nodes.
 */
export function dayFrame(
  civilDayStartJd: JulianDayUt,
  civilDayEndJd: JulianDayUt,
  geo: GeoPosition,
  definition: RiseDefinition,
  finder: Pick<RiseSetFinder, 'next'> = new RiseSetFinder(),
): DayFrame {
  const nextRiseOrSet = finder.next.bind(finder);
  const sunrise = within(nextRiseOrSet(civilDayStartJd, 'sun', 'rise', geo, definition), civilDayStartJd, civilDayEndJd);
  if (sunrise === null) {
    return {
      civilDayStartJd, civilDayEndJd, sunrise: null, sunset: null, nextSunrise: null,
      previousSunset: null, moonrise: null, moonset: null,
    };
  }
  const sunset = within(nextRiseOrSet(sunrise, 'sun', 'set', geo, definition), sunrise, sunrise + searchWindowDays);
  const nextSunrise = within(
    nextRiseOrSet((sunset ?? sunrise + 0.5) as JulianDayUt, 'sun', 'rise', geo, definition),
    sunrise,
    sunrise + 1 + searchWindowDays,
  );
  const previousSunset = within(
    nextRiseOrSet((sunrise - 1) as JulianDayUt, 'sun', 'set', geo, definition),
    sunrise - searchWindowDays,
    sunrise,
  );
  const dayEnd = nextSunrise ?? sunrise + 1;
  const moonrise = within(nextRiseOrSet(sunrise, 'moon', 'rise', geo), sunrise, dayEnd);
  const moonset = within(nextRiseOrSet(sunrise, 'moon', 'set', geo), sunrise, dayEnd);
  return { civilDayStartJd, civilDayEndJd, sunrise, sunset, nextSunrise, previousSunset, moonrise, moonset };
}
