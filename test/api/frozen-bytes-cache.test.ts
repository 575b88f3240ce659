/**
 * The large-envelope writer copies a deeply frozen value from the bytes it wrote at first
 * sight and takes fractional numbers' text from a cache (issue 21, kadv2). Neither may ever
 * change a byte: the reference is the platform's JSON.stringify + TextEncoder, called again
 * after every mutation of the values (not the code under test).
 */
import { it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { envelopeBytes } from '../../src/api/pool/envelope-bytes.ts';
import { frozenCacheUsable, isDeeplyFrozenPlain } from '../../src/api/pool/frozen-bytes-cache.ts';
import { fractionText } from '../../src/api/pool/number-text-cache.ts';
import { grahaEntity, rashiEntity } from '../../src/calculations/shared/entities.ts';

const encoder = new TextEncoder();
const sameAsStringify = (value: object) => assert.ok(Buffer.from(envelopeBytes(value)).equals(Buffer.from(encoder.encode(JSON.stringify(value)))), JSON.stringify(value));

it('treats the memoised entities as frozen all the way down, and writes them as JSON.stringify does every time', () => {
  const sun = grahaEntity('sun');
  assert.ok(isDeeplyFrozenPlain(sun));
  assert.ok(Object.isFrozen(sun.name));
  for (let i = 0; i < 3; i++) sameAsStringify({ lords: [sun, rashiEntity(4), sun], again: { sun } });
});

it('follows a frozen object whose nested object is not frozen when that object changes', () => {
  const inner = { text: 'पहला' };
  const outer = Object.freeze({ id: 'x', inner });
  assert.equal(isDeeplyFrozenPlain(outer), false);
  sameAsStringify({ a: outer, b: [outer] });
  inner.text = 'दूसरा';
  sameAsStringify({ a: outer, b: [outer] });
});

it('never caches a frozen object with a getter, an own toJSON, a class prototype or a Proxy', () => {
  let current = 'पहला';
  const getter = Object.freeze(Object.defineProperty({}, 'n', { enumerable: true, get: () => current }));
  const withToJson = Object.freeze({ toJSON: () => `call ${current}` });
  const instance = Object.freeze(new (class Point { x = 1; })());
  const proxy = new Proxy(Object.freeze({ p: 1 }), {});
  for (const v of [getter, withToJson, instance, proxy]) assert.equal(isDeeplyFrozenPlain(v), false);
  for (const next of ['दूसरा', 'third', '']) {
    sameAsStringify({ getter, withToJson, instance, proxy, list: [getter, withToJson] });
    current = next;
  }
});

it('uses no remembered bytes while Object.prototype or Array.prototype carries a toJSON', () => {
  assert.equal(frozenCacheUsable(), true);
  for (const proto of [Object.prototype, Array.prototype] as { toJSON?: unknown }[]) {
    proto.toJSON = () => 'patched';
    try {
      assert.equal(frozenCacheUsable(), false);
    } finally {
      delete proto.toJSON;
    }
  }
  assert.equal(frozenCacheUsable(), true);
});

it('gives String(n) for fractional numbers from its cache, however often they recur', () => {
  fc.assert(
    fc.property(fc.array(fc.double({ noNaN: true, noDefaultInfinity: true }), { maxLength: 50 }), (xs) => {
      for (const x of [...xs, ...xs]) if (!Number.isInteger(x)) assert.equal(fractionText(x), String(x));
      sameAsStringify({ xs, again: xs, odd: [NaN, Infinity, -Infinity, -0, 0.1 + 0.2] });
    }),
    { numRuns: 200 },
  );
});

it('writes deeply frozen random JSON values as JSON.stringify does, first and later times', () => {
  const deepFreeze = (v: unknown): unknown => {
    if (v !== null && typeof v === 'object') {
      for (const x of Object.values(v)) deepFreeze(x);
      Object.freeze(v);
    }
    return v;
  };
  fc.assert(
    fc.property(fc.jsonValue(), (value) => {
      const frozen = deepFreeze(structuredClone(value));
      for (let i = 0; i < 2; i++) sameAsStringify({ frozen, list: [frozen, frozen] });
    }),
    { numRuns: 200 },
  );
});
