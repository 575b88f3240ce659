/**
 * A Map of at most `maxEntries` entries that drops its oldest entry to make room: the one shape
 * of the per-thread caches of pure results (ephemeris samples, ayanamsha lines, zone offset
 * chunks, transit positions). A cache hit returns exactly what was computed, so eviction only
 * costs time, never changes a number; the bound keeps a stream of distinct keys from growing
 * the heap.
 *
 * The insertion order is kept in a ring of keys rather than read back from the Map: V8 leaves a
 * deleted Map entry as a hole until the next rehash, so `map.keys().next()` after many evictions
 * walks every hole, which made a full cache's `set` cost ~1 µs instead of ~0.25 µs.
 */
export class BoundedMap<K, V> {
  private readonly map = new Map<K, V>();
  /** Keys in insertion order, oldest at `oldest` once the ring is full. */
  private readonly ring: K[] = [];
  private oldest = 0;

  constructor(private readonly maxEntries: number) {}

  get(key: K): V | undefined {
    return this.map.get(key);
  }

  /** Stores `value`, first dropping the oldest entry when the map is full. */
  set(key: K, value: V): void {
    if (!this.map.has(key)) {
      if (this.ring.length < this.maxEntries) {
        this.ring.push(key);
      } else {
        this.map.delete(this.ring[this.oldest] as K);
        this.ring[this.oldest] = key;
        this.oldest = this.oldest + 1 === this.maxEntries ? 0 : this.oldest + 1;
      }
    }
    this.map.set(key, value);
  }

  get size(): number {
    return this.map.size;
  }
}
