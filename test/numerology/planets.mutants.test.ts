/**
 * The number ↔ graha look-ups of src/numerology/planets.ts, from the table of
 * numerology-and-remedies.md §3 (`NUM.PLANET_IN`: 1 Sun, 2 Moon, 3 Jupiter, 4 Rahu, 5 Mercury,
 * 6 Venus, 7 Ketu, 8 Saturn, 9 Mars) and the weekday lords of panchang.md (Sunday = Sun …).
 * The other columns are compared whole in relations.test.ts.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { metalTableId, numberAttributes, numberOfGraha, planetTableId, weekdayGraha } from '../../src/numerology/planets.ts';

const methodsTable = ['sun', 'moon', 'jupiter', 'rahu', 'mercury', 'venus', 'ketu', 'saturn', 'mars'] as const;

describe('numbers and their grahas', () => {
  it('gives each graha its one number, and each number 1–9 its graha', () => {
    methodsTable.forEach((graha, i) => {
      assert.equal(numberOfGraha(graha), i + 1, graha);
      assert.equal(numberAttributes(i + 1).graha, graha, String(i + 1));
      assert.equal(numberAttributes(i + 1).number, i + 1);
    });
  });

  it('refuses 0, 10, fractions and non-numbers with a RangeError', () => {
    for (const n of [0, 10, -1, 1.5, 8.999, Number.NaN, Number.POSITIVE_INFINITY]) {
      assert.throws(() => numberAttributes(n), RangeError, String(n));
    }
  });

  it('lists the weekday lords from Sunday to Saturday', () => {
    assert.deepEqual([...weekdayGraha], ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn']);
  });

  it('names the table and the metal list by their declared ids', () => {
    assert.equal(planetTableId, 'NUM.PLANET_IN');
    assert.equal(metalTableId, 'NUM.METAL_IN');
  });
});
