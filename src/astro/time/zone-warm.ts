/**
 * Warming of the time-zone offset tables (`zone-offsets.ts`) of the zones most requests use,
 * so the first request in such a zone does not pay for reading its rules.
 *
 * Why: results that print instants over decades (dasha tables, Sade Sati periods) read the
 * zone's offset transitions once per 20-year chunk through the Temporal polyfill, which costs
 * 1–10 ms of CPU per chunk (more for zones with daylight saving); a zone met for the first time
 * cost a p99 of ~70 ms. Warming the chunks of the common zones over the years most births and
 * their dashas fall in (default 1900–2119) moves that work out of the request path.
 *
 * The tables are per process (per worker thread): a worker pool calls this in every worker.
 */
import { zoneChunkInstants, zoneOffsetSecondsAt } from './zone-offsets.ts';

/**
 * Zones most requests name: India and its neighbours first (Asia/Calcutta is the tz alias of
 * Asia/Kolkata and shares its data), then the zones of the largest diasporas.
 */
export const commonTimeZones: readonly string[] = [
  'Asia/Kolkata', 'Asia/Calcutta', 'Asia/Kathmandu', 'Asia/Dhaka', 'Asia/Karachi', 'Asia/Colombo', 'Asia/Dubai',
  'Asia/Singapore', 'Europe/London', 'America/New_York', 'America/Chicago', 'America/Los_Angeles', 'America/Toronto',
  'Australia/Sydney', 'UTC',
];

export interface ZoneWarmOptions {
  /** First and last calendar year to warm (UTC), inclusive; default 1900–2119. */
  fromYear?: number;
  toYear?: number;
}

/** One instant per cached chunk (20 years, `zone-offsets.ts`) over the years, epoch ms. */
function chunkInstants(fromYear: number, toYear: number): number[] {
  return zoneChunkInstants(Date.UTC(fromYear, 0, 1), Date.UTC(toYear, 11, 31, 23, 59, 59, 999));
}

/**
 * Reads the offset tables of `zones` over the years now, synchronously (blocks for some
 * tens of milliseconds per zone with daylight saving; call it before listening).
 * @returns the zones warmed (unknown zone names are skipped, not thrown)
 */
export function warmTimeZoneRules(zones: readonly string[] = commonTimeZones, options: ZoneWarmOptions = {}): string[] {
  const instants = chunkInstants(options.fromYear ?? 1900, options.toYear ?? 2119);
  const warmed: string[] = [];
  for (const zone of zones) {
    try {
      for (const ms of instants) zoneOffsetSecondsAt(zone, ms);
      warmed.push(zone);
    } catch {
      // An unknown zone name: nothing to warm (requests naming it get their 422 as usual).
    }
  }
  return warmed;
}

/**
 * The same as `warmTimeZoneRules`, one (zone, chunk) at a time with a turn of the event loop
 * between them, so a server can warm after it starts listening without holding up requests
 * for more than one chunk (a few milliseconds) at a time.
 */
export async function warmTimeZoneRulesInBackground(zones: readonly string[] = commonTimeZones, options: ZoneWarmOptions = {}): Promise<string[]> {
  const instants = chunkInstants(options.fromYear ?? 1900, options.toYear ?? 2119);
  const warmed: string[] = [];
  for (const zone of zones) {
    try {
      for (const ms of instants) {
        zoneOffsetSecondsAt(zone, ms);
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
      warmed.push(zone);
    } catch {
      // Unknown zone: skipped.
    }
  }
  return warmed;
}
