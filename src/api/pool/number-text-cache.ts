/**
 * The JSON text of fractional numbers, kept per thread for the large-envelope writer
 * (`envelope-bytes.ts`, issue 21). `String(n)` of a double computes the shortest round-trip
 * digits (~150 ns); a kundli-advanced envelope carries ~1,200 of them and ~94 % recur from
 * one birth to the next (the dasha periods' lengths in days), so a lookup (~30 ns) is cheaper.
 * The cached text is `String(n)` itself, so the bytes sent cannot change.
 *
 * Measured and not kept: the same cache for the escaped UTF-8 of long strings (catalogue
 * texts). Once the memoised entities are copied whole (`frozen-bytes-cache.ts`) the recurring
 * long strings are ~24 K characters per envelope, and the lookups plus the copies made on a
 * miss (the readings composed for one birth) cost as much as they saved (bench/RESULTS.md,
 * kadv2).
 *
 * Bounded by two generations: entries go into the young map; when it is full it becomes the
 * old map (the previous old one is dropped) and a value found in the old map moves back to the
 * young one. So the values every request uses stay, one-off values cost at most the two maps.
 */

/** A per-thread cache with two generations of at most `limit` entries each. */
export class GenerationalCache<K, V> {
  private young = new Map<K, V>();
  private old = new Map<K, V>();

  constructor(private readonly limit: number) {}

  /** The cached value of `key`, or undefined. */
  get(key: K): V | undefined {
    const hit = this.young.get(key);
    if (hit !== undefined) return hit;
    const aged = this.old.get(key);
    if (aged !== undefined) this.set(key, aged);
    return aged;
  }

  /** Remembers `value` for `key` (in the young generation). */
  set(key: K, value: V): void {
    if (this.young.size >= this.limit) {
      this.old = this.young;
      this.young = new Map();
    }
    this.young.set(key, value);
  }
}

const numberTexts = new GenerationalCache<number, string>(4096);

/**
 * `String(n)` for a finite, non-integer number, from the cache when this thread wrote the
 * same number before. (Integers and non-finite numbers are the caller's: `String` of a small
 * integer is already cached by V8, and JSON writes non-finite numbers as `null`.)
 */
export function fractionText(n: number): string {
  let text = numberTexts.get(n);
  if (text === undefined) {
    text = String(n);
    numberTexts.set(n, text);
  }
  return text;
}
