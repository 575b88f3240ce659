/**
 * Do the coordinates of a birth moment lie in its time zone? Swapped coordinates that stay in
 * range (latitude 72.88, longitude 19.08 for Mumbai) or a zone picked from the wrong list
 * would otherwise give a confident chart of another place. The point's own zone comes from
 * geo-tz (the full data set, which keeps zones that differed before 1970, as the place index
 * and the migration route use); they disagree when its UTC offset at the birth instant differs
 * from the offset the request resolved to. Zones that merely have other names but keep the
 * same clock (Asia/Calcutta, or a neighbouring zone on the same offset) do not disagree.
 */
import { LRUCache } from 'lru-cache';
import { offsetSecondsAtInstant } from '../../astro/time/offset-at.ts';
import { zonesAtPoint } from './zones-at-point.ts';

/**
 * Zones by point, rounded to 0.0001° (11 m): one geo-tz lookup costs 40–110 µs, a cache hit
 * about a microsecond, and requests repeat a few birth places and cities.
 */
const zonesByPoint = new LRUCache<string, readonly string[]>({ max: 20_000 });
const lookups = { hits: 0, misses: 0 };

function zonesOfPoint(latitude: number, longitude: number): readonly string[] {
  const key = `${latitude.toFixed(4)},${longitude.toFixed(4)}`;
  const hit = zonesByPoint.get(key);
  if (hit) {
    lookups.hits++;
    return hit;
  }
  lookups.misses++;
  const zones = zonesAtPoint(latitude, longitude);
  zonesByPoint.set(key, zones);
  return zones;
}

/** Hits and misses of the point → zone cache since start (for the metrics endpoint). */
export function zoneLookupStats(): { hits: number; misses: number; entries: number } {
  return { ...lookups, entries: zonesByPoint.size };
}

/**
 * True when no zone found at the point has the requested UTC offset at the instant.
 * @param timezone the requested IANA zone (canonical name)
 * @param epochMilliseconds the birth instant (UTC)
 * @param offsetSeconds the offset the request resolved to at that instant, seconds east
 * @returns false when the point's zone is the requested one, when it has the same offset then,
 *   or when geo-tz finds no zone at all (nothing to compare with)
 */
export function coordinatesOutsideTimezone(
  latitude: number,
  longitude: number,
  timezone: string,
  epochMilliseconds: number,
  offsetSeconds: number,
): boolean {
  const zones = zonesOfPoint(latitude, longitude);
  if (zones.length === 0 || zones.includes(timezone)) return false;
  // One instant of a zone the request does not otherwise use: asked directly (~25 µs), not
  // through the cached 20-year transition tables (milliseconds to build for a new zone).
  return zones.every((zone) => offsetSecondsAtInstant(zone, epochMilliseconds) !== offsetSeconds);
}
