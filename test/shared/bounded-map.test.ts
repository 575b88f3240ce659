import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { BoundedMap } from '../../src/shared/bounded-map.ts';

describe('BoundedMap', () => {
  it('drops the oldest entry to make room once it holds maxEntries', () => {
    const m = new BoundedMap<number, string>(2);
    m.set(1, 'a');
    m.set(2, 'b');
    m.set(3, 'c');
    assert.equal(m.size, 2);
    assert.equal(m.get(1), undefined);
    assert.equal(m.get(2), 'b');
    assert.equal(m.get(3), 'c');
  });

  it('replaces the value of a key it holds without dropping another', () => {
    const m = new BoundedMap<number, string>(2);
    m.set(1, 'a');
    m.set(2, 'b');
    m.set(2, 'B');
    assert.equal(m.get(1), 'a');
    assert.equal(m.get(2), 'B');
  });

  it('keeps exactly the most recently inserted keys, in any sequence of sets, however often it wraps', () => {
    // The model: a list of distinct keys in first-insertion order, trimmed from the front.
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.array(fc.integer({ min: 0, max: 12 }), { maxLength: 80 }), (maxEntries, keys) => {
        const m = new BoundedMap<number, number>(maxEntries);
        let model: number[] = [];
        const values = new Map<number, number>();
        keys.forEach((k, i) => {
          m.set(k, i);
          if (!model.includes(k)) model.push(k);
          if (model.length > maxEntries) model = model.slice(model.length - maxEntries);
          values.set(k, i);
        });
        assert.equal(m.size, model.length);
        for (let k = 0; k <= 12; k++) assert.equal(m.get(k), model.includes(k) ? values.get(k) : undefined);
      }),
    );
  });
});
