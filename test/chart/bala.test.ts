/**
 * Tara bala and Chandra bala, written out from predictions.md §3 and
 * muhurat-and-calendar.md §1 (not read back from the module's tables).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chandraBala, taraBala } from '../../src/jyotish/core/bala.ts';

test('the tara is the nakshatra count from the janma star, folded into nine', () => {
  // Janma Ashwini (0): Ashwini itself is count 1 (Janma); Bharani 2 (Sampat); Magha (9) is
  // count 10 → tara 1 again; Revati (26) is count 27 → tara 9 (Parama-mitra).
  assert.deepEqual([0, 1, 2, 8, 9, 26].map((n) => [taraBala(0, n).count, taraBala(0, n).tara]), [
    [1, 1], [2, 2], [3, 3], [9, 9], [10, 1], [27, 9],
  ]);
  // Janma Revati (26), day Ashwini (0): the count wraps, 2 → Sampat.
  assert.equal(taraBala(26, 0).count, 2);
  assert.equal(taraBala(26, 0).id, 'sampat');
});

test('each of the nine taras has the name, quality and score of the tables', () => {
  const table: [string, string, number][] = [
    ['janma', 'neutral-bad', -0.5],
    ['sampat', 'good', 1],
    ['vipat', 'bad', -1],
    ['kshema', 'good', 1],
    ['pratyari', 'bad', -1],
    ['sadhana', 'good', 1],
    ['naidhana', 'bad', -1],
    ['mitra', 'good', 1],
    ['parama-mitra', 'good', 1],
  ];
  table.forEach(([id, quality, score], r) => {
    const t = taraBala(5, 5 + r); // janma Ardra
    assert.deepEqual([t.tara, t.id, t.quality, t.score, t.ruleId], [r + 1, id, quality, score, `TARA.${r + 1}`]);
  });
});

test('chandra bala holds in houses 1, 3, 6, 7, 10 and 11 from the natal Moon', () => {
  // Natal Moon in Simha (4): the transit Moon in each sign Mesha … Meena.
  const houses = Array.from({ length: 12 }, (_, s) => chandraBala(4, s).house);
  assert.deepEqual(houses, [9, 10, 11, 12, 1, 2, 3, 4, 5, 6, 7, 8]);
  const good = Array.from({ length: 12 }, (_, s) => chandraBala(4, s)).filter((c) => c.favourable).map((c) => c.house).sort((a, b) => a - b);
  assert.deepEqual(good, [1, 3, 6, 7, 10, 11]);
  assert.deepEqual([chandraBala(4, 11).score, chandraBala(4, 11).ruleId], [-1, 'CB.H8']);
  assert.deepEqual([chandraBala(4, 2).score, chandraBala(4, 2).ruleId], [1, 'CB.H11']);
});
