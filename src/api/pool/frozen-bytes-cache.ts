/**
 * The serialised bytes of deeply frozen values, remembered by identity (issue 21).
 *
 * Why: a kundli-advanced envelope names a sign or a graha ~1,600 times — every dasha period's
 * lord, every sign of every table — and each of those is one of a few dozen memoised, frozen
 * `{ id, index, name: { en, hi } }` objects (`calculations/shared/entities.ts`): ~108 KiB of
 * the ~446 KiB body, ~8,000 keys and ~3,000 Hindi strings that `envelope-bytes.ts` would
 * otherwise escape and encode again on every request. An object that is frozen all the way
 * down (every nested object frozen, only data properties, plain objects and arrays only) can
 * never serialise differently, so its bytes are written once and then copied.
 *
 * What counts as "deeply frozen and plain" (checked once per object, the verdict remembered):
 * - `Object.isFrozen`, not a Proxy;
 * - an array, or an object whose prototype is `Object.prototype` or null, with no `toJSON`
 *   of its own (an inherited one would come from Object.prototype or Array.prototype: the
 *   writer uses no remembered bytes while either has a `toJSON`, `frozenCacheUsable`);
 * - every own property a data property (a getter could return something new each time);
 * - every property value a primitive or again deeply frozen and plain.
 * A `WeakMap` holds the bytes, so a frozen object made per request costs its entry only while
 * it lives; the memoised entities stay for the life of the thread (a few KiB in all).
 */
import { types } from 'node:util';

/** Bytes of a deeply frozen plain value, or false once found not to be one. */
const verdicts = new WeakMap<object, Uint8Array | false>();

/**
 * The remembered bytes of `value` (an object the caller found frozen), false if it was
 * found not deeply frozen and plain before, undefined if not seen yet.
 */
export function frozenBytes(value: object): Uint8Array | false | undefined {
  return verdicts.get(value);
}

/** Remembers `value`'s serialised bytes (or false: not cacheable). */
export function rememberFrozenBytes(value: object, bytes: Uint8Array | false): void {
  verdicts.set(value, bytes);
}

/**
 * True when `value` and everything reachable from it is frozen, made of data properties and
 * plain (arrays and objects with Object.prototype or a null prototype, no own `toJSON`), so
 * its JSON text can never change. Cost: one visit of the subtree (called once per object).
 */
export function isDeeplyFrozenPlain(value: object): boolean {
  const known = verdicts.get(value);
  if (known !== undefined) return known !== false;
  if (types.isProxy(value) || !Object.isFrozen(value)) return false;
  if (!Array.isArray(value)) {
    const proto = Object.getPrototypeOf(value) as unknown;
    if (proto !== Object.prototype && proto !== null) return false;
  }
  const descriptors = Object.getOwnPropertyDescriptors(value) as Record<string | symbol, PropertyDescriptor>;
  if (!Array.isArray(value) && 'toJSON' in descriptors) return false;
  for (const key of Reflect.ownKeys(descriptors)) {
    const d = descriptors[key];
    if (!('value' in d)) return false;
    const v = d.value as unknown;
    if (typeof v === 'function') return false;
    if (typeof v === 'object' && v !== null && !isDeeplyFrozenPlain(v)) return false;
  }
  return true;
}

/**
 * False while `Object.prototype` or `Array.prototype` carries a `toJSON` (someone patched
 * the platform): then every plain object would serialise through it, and remembered bytes
 * must not be used. Checked once per envelope.
 */
export function frozenCacheUsable(): boolean {
  return (
    typeof (Object.prototype as { toJSON?: unknown }).toJSON !== 'function' &&
    typeof (Array.prototype as { toJSON?: unknown }).toJSON !== 'function'
  );
}
