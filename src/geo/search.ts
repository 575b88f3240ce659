/**
 * Prefix search over the place index: by name (any word of it), alias or
 * Hindi name, optionally followed by a region ("pune maha", "springfield il",
 * "london canada"). Results are ranked by population, most populous first.
 */
import { normalizeQuery } from './normalize.ts';
import { toDegrees, type PlaceIndex } from './place-index.ts';
import type { PlaceResult } from './types.ts';

export const DEFAULT_SEARCH_LIMIT = 8;
export const MAX_SEARCH_LIMIT = 12;
/** Longest query honoured, in characters; the HTTP layer rejects longer ones, this only bounds work. */
export const MAX_QUERY_LENGTH = 80;

/** Sorts after every character that can follow a key prefix, closing a prefix range. */
const RANGE_END = '\uffff';

/**
 * Searches places whose name, alias or Hindi name starts with the query, or
 * whose name is followed in the query by the start of its admin-1 region or
 * country. Case-, diacritic- and (Devanagari) nukta/anusvara-insensitive.
 *
 * Defensive about input: a non-string or blank query gives [], queries are cut
 * to {@link MAX_QUERY_LENGTH} characters, and `limit` is truncated to an
 * integer and clamped to 1–{@link MAX_SEARCH_LIMIT} (non-numeric →
 * {@link DEFAULT_SEARCH_LIMIT}). Never throws for any input.
 *
 * Typical cost is tens of microseconds; the worst case (one- or two-letter
 * prefixes) scans a few thousand index entries.
 *
 * @returns at most `limit` places, most populous first, each place once.
 */
export function searchPlaces(index: PlaceIndex, q: unknown, limit: unknown = DEFAULT_SEARCH_LIMIT): PlaceResult[] {
  if (typeof q !== 'string') return [];
  const query = normalizeQuery(q.slice(0, MAX_QUERY_LENGTH));
  if (query === '') return [];
  const best = new BestRows(clampLimit(limit));

  collectRange(index, query, query + RANGE_END, best);
  if (query.includes(' ')) collectNameThenRegion(index, query, best);

  return best.rows().map((row) => placeAt(index, row));
}

/** Builds the public result object for one index row. */
export function placeAt(index: PlaceIndex, row: number): PlaceResult {
  const a = index.admin1Of[row];
  const country = index.countries[index.countryOf[row]];
  return {
    id: index.id[row],
    name: { en: index.name.get(row), hi: index.nameHi.isEmpty(row) ? null : index.nameHi.get(row) },
    admin1: a < 0 ? null : { ...index.admin1[a].name },
    countryCode: country.code,
    country: { ...country.name },
    latitude: toDegrees(index.lat[row]),
    longitude: toDegrees(index.lon[row]),
    timezone: index.timezones[index.tzOf[row]],
    population: index.population[row],
  };
}

function clampLimit(limit: unknown): number {
  const n = typeof limit === 'number' ? limit : typeof limit === 'string' ? Number(limit) : NaN;
  if (!Number.isFinite(n)) return DEFAULT_SEARCH_LIMIT;
  return Math.min(MAX_SEARCH_LIMIT, Math.max(1, Math.trunc(n)));
}

/** Offers the rows of all keys in [from, to) (by key order). */
function collectRange(index: PlaceIndex, from: string, to: string, best: BestRows): void {
  const end = index.keys.lowerBound(to);
  for (let i = index.keys.lowerBound(from); i < end; i++) best.offer(index.keyRows[i]);
}

/**
 * "pune maha": some leading words are a complete place name (or alias) and
 * the rest is the start of its admin-1 or country name. Every split point is
 * tried, so multi-word names ("new delhi del") work too.
 */
function collectNameThenRegion(index: PlaceIndex, query: string, best: BestRows): void {
  for (let cut = query.indexOf(' '); cut !== -1; cut = query.indexOf(' ', cut + 1)) {
    const head = query.slice(0, cut);
    const tail = query.slice(cut + 1);
    // Keys never contain U+0000, so [head, head + U+0000) is exactly the keys equal to head.
    const start = index.keys.lowerBound(head);
    const end = index.keys.lowerBound(head + '\u0000');
    for (let i = start; i < end; i++) {
      const row = index.keyRows[i];
      if (best.wouldAccept(row) && regionMatches(index, row, tail)) best.offer(row);
    }
  }
}

function regionMatches(index: PlaceIndex, row: number, tail: string): boolean {
  const a = index.admin1Of[row];
  if (a >= 0 && index.admin1[a].keys.some((k) => k.startsWith(tail))) return true;
  return index.countries[index.countryOf[row]].keys.some((k) => k.startsWith(tail));
}

/**
 * Keeps the `capacity` smallest distinct row numbers seen. Rows are ordered
 * by population, so these are the most populous matches.
 */
class BestRows {
  private readonly items: number[] = [];
  constructor(private readonly capacity: number) {}

  wouldAccept(row: number): boolean {
    return this.items.length < this.capacity || row < this.items[this.items.length - 1];
  }

  offer(row: number): void {
    const items = this.items;
    if (!this.wouldAccept(row)) return;
    let i = items.length;
    while (i > 0 && items[i - 1] > row) i--;
    if (i > 0 && items[i - 1] === row) return;
    items.splice(i, 0, row);
    if (items.length > this.capacity) items.pop();
  }

  rows(): number[] {
    return [...this.items];
  }
}
