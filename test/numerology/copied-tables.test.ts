/**
 * src/numerology may import only src/shared (test/architecture.test.ts), so it keeps its own
 * copies of two jyotish tables. These tests hold each copy equal to its original, cell by cell,
 * so an edit to one side cannot drift silently.
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { naturalRelation as bphsRelation } from '../../src/jyotish/chart/relationships.ts';
import { sevenGrahaIds } from '../../src/jyotish/core/zodiac.ts';
import { weekdayLord } from '../../src/jyotish/panchang/segments.ts';
import { weekdayGraha } from '../../src/numerology/planets.ts';
import { naturalRelation } from '../../src/numerology/relations.ts';

it('keeps the numerology copy of the natural relationships equal to REL.BPHS of src/jyotish for every pair of grahas', () => {
  let cells = 0;
  for (const a of sevenGrahaIds) {
    for (const b of sevenGrahaIds) {
      if (a === b) continue; // numerology never asks how a graha regards itself
      assert.equal(naturalRelation(a, b), bphsRelation[a][b], `${a} → ${b}`);
      cells++;
    }
  }
  assert.equal(cells, 42);
});

it('keeps the numerology weekday planets equal to the panchang weekday lords', () => {
  assert.deepEqual([...weekdayGraha], [...weekdayLord]);
});
