/**
 * An envelope serialised straight to UTF-8 bytes, byte for byte what
 * `TextEncoder.encode(JSON.stringify(value))` gives, without making the JSON text a
 * JavaScript string at all (issue 21).
 *
 * Why: for a kundli-advanced body (~450 K characters with Hindi, so a two-byte string of
 * ~900 KB) `JSON.stringify` builds the text as a rope of parts, every consumer first flattens
 * it into one string in V8's large-object space (a fresh mapping and ~200 page faults per
 * request), and that string is then copied out as UTF-16 and transcoded. Measured: 6.7 ms
 * whole against ~2.5 ms here, and ~2.4 MB less young-generation garbage per request, which
 * under load was most of the workers' scavenges. This writer walks the value once and writes
 * UTF-8 into a scratch array the thread keeps, then copies the bytes into a fresh buffer.
 *
 * Exactly JSON.stringify's output (ECMA-262 SerializeJSONProperty / QuoteJSONString):
 * - keys in property order (own enumerable string keys, integer-like keys first: `for…in`
 *   over a plain object, whose prototype is Object.prototype or null and carries no
 *   enumerable properties);
 * - properties whose value is undefined, a function or a symbol left out of objects and
 *   written `null` in arrays;
 * - numbers as `String(n)` (the same Number::toString), NaN and ±Infinity as `null`;
 * - strings with `"`, `\` and the controls below U+0020 escaped (`\b \t \n \f \r`, else
 *   `\u00xx` in lower-case hex), lone surrogates as `\udxxx`, everything else as UTF-8;
 * - anything that is not a plain object or array (a Date, a boxed primitive, an object with
 *   `toJSON`, a BigInt) goes to `JSON.stringify` itself through a one-property holder, so
 *   `toJSON(key)` sees its real key and a BigInt throws as it would.
 * `test/api/envelope-bytes.test.ts` compares the bytes with JSON.stringify + UTF-8 on every
 * calculation's example, random kundli-advanced births and random JSON values.
 *
 * Two per-thread shortcuts give the same bytes by construction (each caches this writer's own
 * output): a deeply frozen value (the memoised entities, ~1,600 per kundli-advanced body) is
 * copied from the bytes written at its first sight (`frozen-bytes-cache.ts`), and the text of
 * fractional numbers comes from a bounded cache (`number-text-cache.ts`).
 */
import { transcode } from 'node:buffer';
import { frozenBytes, frozenCacheUsable, isDeeplyFrozenPlain, rememberFrozenBytes } from './frozen-bytes-cache.ts';
import { fractionText } from './number-text-cache.ts';

/** The scratch array is kept for the next task up to this size (bytes); a larger one is dropped. */
const keepScratchBytes = 8 * 1024 * 1024;
/** At most this many distinct keys keep their encoded form (keys come from result schemas). */
const keyCacheLimit = 4096;

let out = new Uint8Array(1024 * 1024);
let at = 0;

/** Makes room for `n` more bytes (doubling the array, keeping what is written). */
function reserve(n: number): void {
  if (at + n <= out.length) return;
  const grown = new Uint8Array(Math.max(2 * out.length, at + n));
  grown.set(out.subarray(0, at));
  out = grown;
}

const hexDigits = '0123456789abcdef';

/** Writes `s` as UTF-8 without escaping (ASCII and well-formed JSON text). */
function writeRaw(s: string): void {
  const n = s.length;
  reserve(3 * n);
  const b = out;
  let p = at;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) b[p++] = c;
    else if (c < 0x800) {
      b[p++] = 0xc0 | (c >> 6);
      b[p++] = 0x80 | (c & 0x3f);
    } else if (c >= 0xd800 && c <= 0xdbff && i + 1 < n) {
      // JSON text from JSON.stringify has no lone surrogates: a high one is followed by a low one.
      const cp = 0x10000 + ((c - 0xd800) << 10) + (s.charCodeAt(++i) - 0xdc00);
      b[p++] = 0xf0 | (cp >> 18);
      b[p++] = 0x80 | ((cp >> 12) & 0x3f);
      b[p++] = 0x80 | ((cp >> 6) & 0x3f);
      b[p++] = 0x80 | (cp & 0x3f);
    } else {
      b[p++] = 0xe0 | (c >> 12);
      b[p++] = 0x80 | ((c >> 6) & 0x3f);
      b[p++] = 0x80 | (c & 0x3f);
    }
  }
  at = p;
}

/** Writes `s` as a JSON string literal in UTF-8 (QuoteJSONString). */
function writeString(s: string): void {
  const n = s.length;
  // Worst case per UTF-16 unit: six bytes (`\u001f`, `\udc00`), plus the quotes.
  reserve(6 * n + 2);
  const b = out;
  let p = at;
  b[p++] = 0x22;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) {
      if (c >= 0x20 && c !== 0x22 && c !== 0x5c) {
        b[p++] = c;
        continue;
      }
      b[p++] = 0x5c;
      if (c === 0x22 || c === 0x5c) b[p++] = c;
      else if (c === 0x08) b[p++] = 0x62;
      else if (c === 0x09) b[p++] = 0x74;
      else if (c === 0x0a) b[p++] = 0x6e;
      else if (c === 0x0c) b[p++] = 0x66;
      else if (c === 0x0d) b[p++] = 0x72;
      else {
        b[p++] = 0x75;
        b[p++] = 0x30;
        b[p++] = 0x30;
        b[p++] = hexDigits.charCodeAt(c >> 4);
        b[p++] = hexDigits.charCodeAt(c & 0xf);
      }
    } else if (c < 0x800) {
      b[p++] = 0xc0 | (c >> 6);
      b[p++] = 0x80 | (c & 0x3f);
    } else if (c < 0xd800 || c > 0xdfff) {
      b[p++] = 0xe0 | (c >> 12);
      b[p++] = 0x80 | ((c >> 6) & 0x3f);
      b[p++] = 0x80 | (c & 0x3f);
    } else {
      const d = i + 1 < n ? s.charCodeAt(i + 1) : 0;
      if (c <= 0xdbff && d >= 0xdc00 && d <= 0xdfff) {
        const cp = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
        i++;
        b[p++] = 0xf0 | (cp >> 18);
        b[p++] = 0x80 | ((cp >> 12) & 0x3f);
        b[p++] = 0x80 | ((cp >> 6) & 0x3f);
        b[p++] = 0x80 | (cp & 0x3f);
      } else {
        // A lone surrogate: escaped, as JSON.stringify does since ES2019.
        b[p++] = 0x5c;
        b[p++] = 0x75;
        b[p++] = hexDigits.charCodeAt(c >> 12);
        b[p++] = hexDigits.charCodeAt((c >> 8) & 0xf);
        b[p++] = hexDigits.charCodeAt((c >> 4) & 0xf);
        b[p++] = hexDigits.charCodeAt(c & 0xf);
      }
    }
  }
  b[p++] = 0x22;
  at = p;
}

/**
 * JSON text of a number: `String(n)`, `null` when not finite; fractional ones through a
 * per-thread cache (`number-text-cache.ts`).
 */
function numberText(n: number): string {
  if (Number.isInteger(n)) return String(n);
  return Number.isFinite(n) ? fractionText(n) : 'null';
}

function writeByte(c: number): void {
  reserve(1);
  out[at++] = c;
}

/** `"key":` of each key met, as UTF-8: the same few hundred keys recur in every result. */
const keyBytes = new Map<string, Uint8Array>();

/** Writes `,"key":` (no comma before the first property). */
function writeKey(key: string, first: boolean): void {
  let encoded = keyBytes.get(key);
  if (encoded === undefined) {
    const start = at;
    writeString(key);
    writeByte(0x3a);
    encoded = out.slice(start, at);
    at = start;
    if (keyBytes.size < keyCacheLimit) keyBytes.set(key, encoded);
  }
  const n = encoded.length;
  reserve(n + 1);
  const b = out;
  let p = at;
  if (!first) b[p++] = 0x2c;
  for (let i = 0; i < n; i++) b[p++] = encoded[i];
  at = p;
}

function isPlainContainer(value: object): boolean {
  if (Array.isArray(value)) return true;
  const proto = Object.getPrototypeOf(value) as unknown;
  return (proto === Object.prototype || proto === null) && typeof (value as { toJSON?: unknown }).toJSON !== 'function';
}

/** JSON.stringify of `value` as the property `key` of a holder (so `toJSON(key)` sees its key); undefined when left out. */
function holderText(key: string, value: unknown): string | undefined {
  const text = JSON.stringify({ [key]: value });
  return text.length === 2 ? undefined : text.slice(JSON.stringify(key).length + 2, -1);
}

/** Writes the value of property `key`; false (nothing written) when JSON.stringify would leave it out. */
function writeValue(key: string, value: unknown): boolean {
  switch (typeof value) {
    case 'string':
      writeString(value);
      return true;
    case 'number':
      writeRaw(numberText(value));
      return true;
    case 'boolean':
      writeRaw(value ? 'true' : 'false');
      return true;
    case 'undefined':
    case 'function':
    case 'symbol':
      return false;
    default:
      break;
  }
  if (value === null) {
    writeRaw('null');
    return true;
  }
  if (typeof value !== 'object' || !isPlainContainer(value)) {
    const text = holderText(key, value);
    if (text === undefined) return false;
    writeRaw(text);
    return true;
  }
  writeContainer(value);
  return true;
}

/** Copies already serialised bytes. */
function writeBytes(bytes: Uint8Array): void {
  const n = bytes.length;
  reserve(n);
  if (n > 64) out.set(bytes, at);
  else {
    const b = out;
    for (let i = 0, p = at; i < n; i++) b[p + i] = bytes[i];
  }
  at += n;
}

/** Whether deeply frozen values may be copied from their remembered bytes in this envelope. */
let frozenCacheOn = false;

/**
 * Writes a plain object or array (`isPlainContainer`). A deeply frozen one (the memoised
 * entities) is written once per thread and then copied from its remembered bytes
 * (`frozen-bytes-cache.ts`).
 */
function writeContainer(value: object): void {
  if (frozenCacheOn && Object.isFrozen(value)) {
    const known = frozenBytes(value);
    if (known) {
      writeBytes(known);
      return;
    }
    if (known === undefined) {
      const cacheable = isDeeplyFrozenPlain(value);
      const start = at;
      writeWalked(value);
      rememberFrozenBytes(value, cacheable ? out.slice(start, at) : false);
      return;
    }
  }
  writeWalked(value);
}

/** Writes a plain object or array by walking it. */
function writeWalked(value: object): void {
  if (Array.isArray(value)) {
    writeByte(0x5b);
    for (let i = 0; i < value.length; i++) {
      if (i > 0) writeByte(0x2c);
      const v = value[i];
      if (typeof v === 'object' && v !== null && isPlainContainer(v)) writeContainer(v);
      else if (!writeValue(String(i), v)) writeRaw('null');
    }
    writeByte(0x5d);
    return;
  }
  const object = value as Record<string, unknown>;
  writeByte(0x7b);
  let first = true;
  for (const k in object) {
    const v = object[k];
    if (v === undefined || typeof v === 'function' || typeof v === 'symbol') continue;
    if (typeof v === 'object' && v !== null && !isPlainContainer(v)) {
      // Decided before the key is written: a toJSON may give undefined.
      const text = holderText(k, v);
      if (text === undefined) continue;
      writeKey(k, first);
      writeRaw(text);
    } else if (typeof v === 'object' && v !== null) {
      writeKey(k, first);
      writeContainer(v);
    } else {
      writeKey(k, first);
      writeValue(k, v);
    }
    first = false;
  }
  writeByte(0x7d);
}

/**
 * The UTF-8 bytes of `JSON.stringify(value)`, in a fresh buffer of their own (offset 0, not
 * from Node's shared pool, so a worker can transfer it). `value` must be an object or array
 * (an envelope). Throws what JSON.stringify throws (a cycle: a RangeError here, as the walk
 * overflows the stack; a BigInt: TypeError).
 */
export function envelopeBytes(value: object): Uint8Array {
  at = 0;
  frozenCacheOn = frozenCacheUsable();
  try {
    writeValue('', value);
    const bytes = Buffer.allocUnsafeSlow(at);
    bytes.set(out.subarray(0, at));
    return bytes;
  } finally {
    if (out.length > keepScratchBytes) out = new Uint8Array(1024 * 1024);
  }
}

/**
 * From this many UTF-8 bytes on, a calculation's bodies are written by `envelopeBytes`;
 * smaller ones by JSON.stringify and transcoding, which is faster for them (V8's C++
 * stringify beats this walk while the text stays a young-generation string: kundli, 45 K
 * characters, 0.34 vs 0.58 ms; panchang 0.12 vs 0.19 ms; kundli-advanced, 410 K characters,
 * 8.6 vs 3.1 ms). V8 puts a two-byte string of more than 64 K units into the large-object space.
 */
const directFromBytes = 100 * 1024;
/** The last body's size (UTF-8 bytes) per calculation id: a calculation's bodies are of similar size. */
const lastBytes = new Map<string, number>();

/**
 * The UTF-8 bytes of `JSON.stringify(value)` for a calculation's envelope, in a fresh buffer
 * of their own (offset 0, transferable): by `envelopeBytes` when the calculation's previous
 * body on this thread was large, else through one string. The same bytes either way.
 */
export function calculationEnvelopeBytes(calculationId: string, value: object): Uint8Array {
  const bytes = (lastBytes.get(calculationId) ?? 0) >= directFromBytes ? envelopeBytes(value) : utf8Bytes(JSON.stringify(value));
  lastBytes.set(calculationId, bytes.length);
  return bytes;
}

const encoder = new TextEncoder();
/** `buffer.transcode` needs ICU; a Node built without it throws, and gets `TextEncoder` instead. */
const transcodes = (() => {
  try {
    return transcode(Buffer.from('\u0905', 'utf16le'), 'utf16le', 'utf8').length === 3;
  } catch {
    return false;
  }
})();

/**
 * The UTF-8 bytes of a string, in a buffer of their own (offset 0, not from Node's shared
 * pool, so a worker can transfer it). Why not `TextEncoder.encode`: an envelope with Hindi
 * text is a two-byte string, and Node 20 encodes those through V8's char-by-char `WriteUtf8`
 * — 2.7 ms for the ~450 KiB kundli-advanced body. Copying the UTF-16 code units out (a
 * memcpy) and transcoding them in C++ is ~10× faster (bench/RESULTS.md, httpcpu fourth
 * session) and gives the same bytes: `JSON.stringify` escapes lone surrogates, so the string
 * is always well-formed UTF-16.
 */
export function utf8Bytes(json: string): Uint8Array {
  return transcodes ? transcode(Buffer.from(json, 'utf16le'), 'utf16le', 'utf8') : encoder.encode(json);
}
