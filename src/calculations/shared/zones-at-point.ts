/**
 * The IANA zones at a point, from geo-tz's full data set (which keeps zones that differed
 * before 1970: births are old), loaded on the first lookup instead of at import.
 *
 * Why lazily (issue 21, start-up to ready): importing `geo-tz/all` parses its ~0.9 MB index
 * JSON at once (~50–100 ms of CPU on this machine), and the main thread imports the modules
 * that use it (the calculations' registry, the migration route) on its path to ready, while it
 * looks a zone up only when a migration request comes (or a calculation runs inline,
 * `CALC_WORKERS=0`). The calculation workers load it during their own warm-up example, as before.
 */
import { createRequire } from 'node:module';

type FindZones = (latitude: number, longitude: number) => string[];

let find: FindZones | undefined;

/**
 * Zones whose polygons contain the point (usually one; several where claims overlap; the
 * Etc/GMT±n zone of the longitude at sea).
 * @param latitude degrees north, −90…90
 * @param longitude degrees east, −180…180
 * @throws Error from geo-tz for coordinates out of range, or if its data files are missing
 */
export function zonesAtPoint(latitude: number, longitude: number): string[] {
  find ??= (createRequire(import.meta.url)('geo-tz/all') as { find: FindZones }).find;
  return find(latitude, longitude);
}
