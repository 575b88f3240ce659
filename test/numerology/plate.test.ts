/**
 * Vehicle identifier reduction (NUM.PLATE_DIGITS, NUM.PLATE_WITH_LETTERS), hand-worked.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { normalisePlate, reducePlate } from '../../src/numerology/plate.ts';

describe('vehicle identifier normalisation', () => {
  it('upper-cases and removes spaces and hyphens', () => {
    assert.equal(normalisePlate('mh 01-ab 1234'), 'MH01AB1234');
  });

  it('refuses other characters, an empty result and more than 20 characters', () => {
    assert.equal(normalisePlate('MH01#1234'), null);
    assert.equal(normalisePlate('MH.01'), null);
    assert.equal(normalisePlate('नंबर'), null);
    assert.equal(normalisePlate(' - '), null);
    assert.equal(normalisePlate('A'.repeat(21)), null);
    assert.equal(normalisePlate('A'.repeat(20)), 'A'.repeat(20));
  });
});

describe('vehicle identifier reduction', () => {
  it('adds only the digits of MH01AB1234 by default: 0 + 1 + 1 + 2 + 3 + 4 = 11 → 2', () => {
    const r = reducePlate('MH01AB1234', 'digits-only');
    assert.equal(r.sum, 11);
    assert.deepEqual(r.chain, [11, 2]);
    assert.equal(r.reduced, 2);
    assert.deepEqual(r.characters.filter((c) => !c.counted).map((c) => c.character), ['M', 'H', 'A', 'B']);
  });

  it('adds the Chaldean letter values too when asked: M4 H5 A1 B2 = 12, 12 + 11 = 23 → 5', () => {
    const r = reducePlate('MH01AB1234', 'digits-and-letters');
    assert.equal(r.sum, 23);
    assert.deepEqual(r.chain, [23, 5]);
    assert.ok(r.characters.every((c) => c.counted));
    assert.deepEqual(r.characters.slice(0, 2), [
      { character: 'M', kind: 'letter', value: 4, counted: true },
      { character: 'H', kind: 'letter', value: 5, counted: true },
    ]);
  });

  it('reduces an identifier without digits to 0 under the digits-only method', () => {
    const r = reducePlate('ABC', 'digits-only');
    assert.equal(r.sum, 0);
    assert.equal(r.reduced, 0);
  });

  it('keeps every step for a long sum: 99999999999999999999 → 180 → 9', () => {
    const r = reducePlate('9'.repeat(20), 'digits-only');
    assert.deepEqual(r.chain, [180, 9]);
  });
});
