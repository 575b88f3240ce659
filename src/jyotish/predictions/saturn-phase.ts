/**
 * Sade Sati and dhaiya around a period (doshas-yogas-transits.md §3, `SADESATI.MOON_SIGN`), from
 * Saturn's sign ingresses of `transits/saturn-ingresses.ts` and the period rules of
 * `transits/sade-sati.ts`.
 *
 * Saturn's ingresses do not depend on the Moon sign, so one search serves every sign: it covers
 * the calendar decade of the instant plus ten years on either side (a Sade Sati lasts at most
 * about nine years, so the cycle in force anywhere in the decade is complete inside the
 * window). The search costs a few milliseconds, most of it the ephemeris reading files decades
 * apart, so the windows are cached (bounded, per sky setting): a daily prediction then needs
 * no Saturn search at all.
 */
import type { SkySettings } from '../../astro/positions.ts';
import { saturnIngresses, type SaturnIngressSearch } from '../transits/saturn-ingresses.ts';
import {
  saturnPeriods, saturnStays, type SaturnPeriod, type SaturnPeriodKind, type SaturnStay,
} from '../transits/sade-sati.ts';

const year = 365.25;
const decadeDays = 10 * year;
/** JD of 2000-01-01T00:00Z: decades are counted from here. */
const decadeAnchorJd = 2451544.5;
const cacheLimit = 48;
const cache = new Map<string, SaturnIngressSearch>();

function windowFor(jd: number, sky: SkySettings): SaturnIngressSearch {
  const decade = Math.floor((jd - decadeAnchorJd) / decadeDays);
  const key = `${sky.ayanamsha}|${sky.positions}|${decade}`;
  const hit = cache.get(key);
  if (hit) {
    // Refresh its place in the insertion order (least recently used goes first).
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const start = decadeAnchorJd + decade * decadeDays;
  const search = saturnIngresses(start - decadeDays, start + 2 * decadeDays, sky);
  cache.set(key, search);
  if (cache.size > cacheLimit) cache.delete(cache.keys().next().value as string);
  return search;
}

export interface SaturnOverlay {
  kind: SaturnPeriodKind;
  /** The stay of Saturn in one sign of the period that overlaps the span. */
  stay: SaturnStay;
  /** The whole period (first entry … last exit) the stay belongs to. */
  period: SaturnPeriod;
}

/**
 * Every stay of Saturn in the 12th, 1st or 2nd (Sade Sati) or the 4th or 8th (dhaiya) from
 * the Moon sign that overlaps [fromJd, toJd), with the period it belongs to.
 * @param moonSign 0-based natal Moon sign
 * @throws EphemerisUnavailable | OutOfRange (naming no field) when the ephemeris does not answer
 */
export function saturnOverlays(moonSign: number, fromJd: number, toJd: number, sky: SkySettings): SaturnOverlay[] {
  const search = windowFor(fromJd, sky);
  const later = windowFor(toJd, sky);
  // A span across a decade boundary: the later window also covers the start (ten-year margins).
  const used = later === search ? search : later.fromJd <= fromJd ? later : search;
  const stays = saturnStays(used.initialSign, used.ingresses, moonSign);
  const out: SaturnOverlay[] = [];
  for (const kind of ['sade-sati', 'kantaka', 'ashtama'] as const) {
    for (const period of saturnPeriods(stays, kind)) {
      for (const stay of period.phases) {
        const starts = stay.startJd ?? -Infinity;
        const ends = stay.endJd ?? Infinity;
        if (starts < toJd && ends > fromJd) out.push({ kind, stay, period });
      }
    }
  }
  return out.sort((a, b) => (a.stay.startJd ?? -Infinity) - (b.stay.startJd ?? -Infinity));
}
