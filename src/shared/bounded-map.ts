/**
 * A Map of at most `maxEntries` entries that drops its oldest entry to make room: the one shape
 * of the per-thread caches of pure results (ephemeris samples, ayanamsha lines, zone offset
 * chunks, transit positions). A cache hit returns exactly what was computed, so eviction only
 * costs time, never changes a number; the bound keeps a stream of distinct keys from growing
 * the heap.
 */
export class BoundedMap<K, V> {
  private readonly map = new Map<K, V>();

  constructor(private readonly maxEntries: number) {}

  get(key: K): V | undefined {
    return this.map.get(key);
  }

  /** Stores `value`, first dropping the oldest entry when the map is full. */
  set(key: K, value: V): void {
    if (this.map.size >= this.maxEntries && !this.map.has(key)) this.map.delete(this.map.keys().next().value as K);
    this.map.set(key, value);
  }

  get size(): number {
    return this.map.size;
  }
}
