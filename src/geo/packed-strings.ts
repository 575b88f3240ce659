/**
 * A read-only list of strings packed into two typed arrays: the UTF-16 code units of all of
 * them end to end, and where each one starts. Why: the place index holds ~330,000 names and
 * search keys; as JavaScript strings they were ~25 MB of small objects in the main thread's
 * heap that every full garbage collection had to visit. Typed-array contents live outside the
 * V8 heap (two objects, never traced), and a string is made only for the few places a search
 * returns. Code units are stored as they are (no re-encoding), so `get(i)` returns exactly the
 * string that was packed, lone surrogates included, and comparisons order as JavaScript's `<`.
 */
export class PackedStrings {
  /** Number of strings. */
  readonly length: number;
  private readonly units: Uint16Array;
  /** `starts[i]` … `starts[i + 1]` are string i's code units. */
  private readonly starts: Uint32Array;

  private constructor(units: Uint16Array, starts: Uint32Array) {
    this.units = units;
    this.starts = starts;
    this.length = starts.length - 1;
  }

  /**
   * Packs `strings` (any strings; "" allowed).
   *
   * @throws RangeError if they hold more than 2³² − 1 code units together.
   */
  static from(strings: readonly string[]): PackedStrings {
    let total = 0;
    for (const s of strings) total += s.length;
    if (total > 0xffff_ffff) throw new RangeError(`PackedStrings: ${total} code units do not fit 32-bit offsets`);
    const units = new Uint16Array(total);
    const starts = new Uint32Array(strings.length + 1);
    let at = 0;
    for (let i = 0; i < strings.length; i++) {
      const s = strings[i];
      starts[i] = at;
      for (let k = 0; k < s.length; k++) units[at + k] = s.charCodeAt(k);
      at += s.length;
    }
    starts[strings.length] = at;
    return new PackedStrings(units, starts);
  }

  /**
   * The strings held by `units` and `starts` as {@link parts} gives them (e.g. views on a
   * file the build wrote, `binary-index.ts`); the arrays are used, not copied.
   *
   * @throws RangeError if `starts` is empty, does not begin at 0, decreases, or ends anywhere
   *   but at the end of `units`.
   */
  static fromParts(units: Uint16Array, starts: Uint32Array): PackedStrings {
    if (starts.length === 0 || starts[0] !== 0 || starts[starts.length - 1] !== units.length) {
      throw new RangeError('PackedStrings: starts do not span the code units');
    }
    for (let i = 1; i < starts.length; i++) if (starts[i] < starts[i - 1]) throw new RangeError('PackedStrings: starts decrease');
    return new PackedStrings(units, starts);
  }

  /** The two arrays behind the strings (read-only by contract), for writing them out. */
  get parts(): { readonly units: Uint16Array; readonly starts: Uint32Array } {
    return { units: this.units, starts: this.starts };
  }

  /**
   * Packs the strings that `joined` holds separated by the code unit `separator` (e.g. 10 for
   * "\n"): the same as `from(joined.split(separator))` without making the pieces.
   */
  static fromSeparated(joined: string, separator: number): PackedStrings {
    let count = 1;
    for (let k = 0; k < joined.length; k++) if (joined.charCodeAt(k) === separator) count++;
    const units = new Uint16Array(joined.length - (count - 1));
    const starts = new Uint32Array(count + 1);
    let at = 0;
    let n = 0;
    for (let k = 0; k < joined.length; k++) {
      const c = joined.charCodeAt(k);
      if (c === separator) starts[++n] = at;
      else units[at++] = c;
    }
    starts[count] = at;
    return new PackedStrings(units, starts);
  }

  /** String `i` (0 ≤ i < length), a fresh copy; "" outside the range. */
  get(i: number): string {
    const from = this.starts[i];
    const to = this.starts[i + 1];
    if (from === undefined || to === undefined || to === from) return '';
    // Names and keys are short (the longest is a few hundred units), well under the
    // argument-count limit of apply.
    return String.fromCharCode.apply(null, this.units.subarray(from, to) as unknown as number[]);
  }

  /** Code-unit length of string `i`. */
  lengthOf(i: number): number {
    return this.starts[i + 1] - this.starts[i];
  }

  /** True when string `i` is "" (without making it). */
  isEmpty(i: number): boolean {
    return this.starts[i + 1] === this.starts[i];
  }

  /**
   * Compares string `i` with `s` by UTF-16 code units, as JavaScript's `<` and `>` do:
   * negative when string `i` sorts first, 0 when equal, positive when after.
   */
  compare(i: number, s: string): number {
    const units = this.units;
    const from = this.starts[i];
    const length = this.starts[i + 1] - from;
    const common = length < s.length ? length : s.length;
    for (let k = 0; k < common; k++) {
      const d = units[from + k] - s.charCodeAt(k);
      if (d !== 0) return d;
    }
    return length - s.length;
  }

  /** First index whose string is ≥ `s` (binary search; the strings must be sorted). */
  lowerBound(s: string): number {
    let lo = 0;
    let hi = this.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compare(mid, s) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** True when every string is ≤ the next (code-unit order, as binary search needs). */
  isSorted(): boolean {
    const units = this.units;
    const starts = this.starts;
    for (let i = 1; i < this.length; i++) {
      const a = starts[i - 1];
      const aLength = starts[i] - a;
      const b = starts[i];
      const bLength = starts[i + 1] - b;
      const common = aLength < bLength ? aLength : bLength;
      let d = 0;
      for (let k = 0; k < common && d === 0; k++) d = units[a + k] - units[b + k];
      if (d > 0 || (d === 0 && aLength > bLength)) return false;
    }
    return true;
  }

  /** Every string, as an array (for tests and tools; allocates them all). */
  toArray(): string[] {
    return Array.from({ length: this.length }, (_, i) => this.get(i));
  }

  /** Bytes held outside the V8 heap. */
  get byteLength(): number {
    return this.units.byteLength + this.starts.byteLength;
  }
}
