/**
 * A small keyed cache of resolved natal charts, so calculations of the same birth moment
 * (kundli, kundli-advanced, atmakaraka-ishta, insights … asked one after another by one app)
 * resolve the birth and compute the chart once per process (per worker thread).
 *
 * The key is every request field that `resolveNatal` reads (date, time, zone or fixed offset,
 * place, elevation, ayanamsha, node, positions, sunrise definition, house system): the result is
 * a pure function of them. Errors are never cached (they are thrown before an entry is stored),
 * and `pathPrefix` only names fields in errors, so it is not part of the key.
 *
 * Entries are shared between requests, so they are frozen (plain objects and arrays, deeply;
 * class instances such as Temporal values are immutable already and left alone): a calculation
 * that tried to change a shared chart would fail loudly instead of leaking into another request.
 * Bounded LRU (`natalCacheEntries`, default 64, ~10 KB each).
 *
 * The resolved birth moment alone (`resolveBirthShared`) is kept the same way, so a calculation
 * that needs the moment but not the chart (the panchang at birth) reuses the one the natal
 * calculations resolved, and the other way round (issue 21: resolving the local time, zone
 * checks and ayanamsha took ~0.15–0.25 ms of each of the two).
 */
import type { ResolvedNatal, NatalChartRequest } from './natal.ts';
import { resolveBirth, type BirthMomentRequest, type ResolvedBirth } from './birth.ts';

let limit = 64;
const entries = new Map<string, ResolvedNatal>();
const births = new Map<string, ResolvedBirth>();

/** The cache key of a natal request: the fields resolveNatal reads, in a fixed order. */
export function natalCacheKey(r: NatalChartRequest): string {
  return `${r.localDate}|${r.localTime}|${r.timezone}|${r.utcOffset ?? ''}|${r.latitude}|${r.longitude}|${r.elevationMeters ?? ''}|` +
    `${r.ayanamsha ?? ''}|${r.nodeType ?? ''}|${r.positions ?? ''}|${r.sunrise ?? ''}|${r.houseSystem ?? ''}`;
}

/** The key of a birth moment: the fields resolveBirth reads, in a fixed order. */
export function birthCacheKey(r: BirthMomentRequest): string {
  return `${r.localDate}|${r.localTime}|${r.timezone}|${r.utcOffset ?? ''}|${r.latitude}|${r.longitude}|${r.elevationMeters ?? ''}|` +
    `${r.ayanamsha ?? ''}|${r.nodeType ?? ''}|${r.positions ?? ''}|${r.sunrise ?? ''}`;
}

function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  const proto = Object.getPrototypeOf(value);
  if (!Array.isArray(value) && proto !== Object.prototype && proto !== null) return value;
  Object.freeze(value);
  for (const v of Object.values(value as object)) deepFreeze(v);
  return value;
}

/**
 * The cached natal chart of `key`, or the one `resolve` makes (then stored, frozen).
 * @throws whatever `resolve` throws (nothing is stored then)
 */
export function cachedNatal(key: string, resolve: () => ResolvedNatal): ResolvedNatal {
  return cached(entries, key, resolve);
}

/** LRU look-up in `map`, or `make` stored (frozen) under `key`; nothing is stored when it throws. */
function cached<T>(map: Map<string, T>, key: string, make: () => T): T {
  const hit = map.get(key);
  if (hit !== undefined) {
    map.delete(key);
    map.set(key, hit);
    return hit;
  }
  const value = deepFreeze(make());
  if (limit > 0) {
    map.set(key, value);
    if (map.size > limit) map.delete(map.keys().next().value as string);
  }
  return value;
}

/**
 * The resolved birth moment of a request, shared (frozen) between the calculations of that
 * moment, like the natal chart. `pathPrefix` only names fields in errors, which are never cached.
 * @throws ValidationFailed | OutOfRange | LocalTimeNonexistent naming the field (from resolveBirth)
 */
export function resolveBirthShared(request: BirthMomentRequest, pathPrefix = ''): ResolvedBirth {
  return cached(births, birthCacheKey(request), () => resolveBirth(request, pathPrefix));
}

/** Sets the number of entries kept (0 turns the cache off) and empties it; for benchmarks and tests. */
export function setNatalCacheEntries(count: number): void {
  limit = Math.max(0, Math.floor(count));
  entries.clear();
  births.clear();
}
