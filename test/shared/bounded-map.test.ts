import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
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
});
