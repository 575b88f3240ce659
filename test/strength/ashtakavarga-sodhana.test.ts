/**
 * The lagna's register, trikona and ekadhipatya sodhana, the sodhya pindas and the kaksha,
 * against P. V. R. Narasimha Rao's ch. 12 exercises (test/golden/strength/ashtakavarga-book-cases.json,
 * copied from the book-case group _ashtaka_varga_tests) and hand-worked arithmetic.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { computeAshtakavarga, type AvReference } from '../../src/jyotish/chart/ashtakavarga.ts';
import {
  ekadhipatyaSodhana, kakshaOf, lagnaBhinna, occupiedSigns, sodhyaPinda, trikonaSodhana,
} from '../../src/jyotish/chart/ashtakavarga-sodhana.ts';
import { sevenGrahaIds, type SevenGrahaId } from '../../src/jyotish/core/zodiac.ts';

const book = JSON.parse(readFileSync(new URL('../golden/strength/ashtakavarga-book-cases.json', import.meta.url), 'utf8'));

/** A chart written as 12 sign cells ('5/8/L' = Venus, Ketu and the lagna) → the D1 sign of each reference. */
function referenceSigns(cells: string[]): Record<AvReference, number> {
  const names: AvReference[] = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'];
  const out = {} as Record<AvReference, number>;
  cells.forEach((cell, sign) => {
    for (const t of cell.split('/').filter(Boolean)) {
      if (t === 'L') out.lagna = sign;
      else if (Number(t) < 7) out[names[Number(t)]] = sign;
    }
  });
  return out;
}

const grahaSigns = (refs: Record<AvReference, number>) => Object.fromEntries(sevenGrahaIds.map((g) => [g, refs[g]])) as Record<SevenGrahaId, number>;

describe("Ashtakavarga sodhana and pindas (Narasimha Rao's ch. 12)", () => {
  it("gives Chart 6's lagna register as Exercise 19 prints it (49 bindus)", () => {
    const refs = referenceSigns(book.charts.chart_6);
    const lagna = lagnaBhinna(refs);
    assert.deepEqual(lagna.bindus, book.exercise19_chart6_bhinna_with_lagna[7]);
    assert.equal(lagna.total, 49);
  });

  it('reduces Example 40\'s register by trikona sodhana to the book\'s counts', () => {
    assert.deepEqual(trikonaSodhana(book.example40_register), book.example40_chart11_after_trikona);
  });

  it('gives Example 40–42\'s rashi pinda 77, graha pinda 75 and sodhya pinda 152 with Chart 11\'s grahas', () => {
    const refs = referenceSigns(book.charts.chart_11);
    const reduced = ekadhipatyaSodhana(trikonaSodhana(book.example40_register), occupiedSigns(refs));
    const p = sodhyaPinda(reduced, grahaSigns(refs));
    assert.deepEqual([p.rashiPinda, p.grahaPinda, p.sodhyaPinda], [book.example40_chart11_rashi_pinda, book.example41_chart11_graha_pinda, book.example42_chart11_sodhya_pinda]);
  });

  it("gives Exercise 22's rashi, graha and sodhya pindas of Chart 7 as the book prints them (not PyJHora's regression values)", () => {
    const refs = referenceSigns(book.charts.chart_7);
    const av = computeAshtakavarga(refs);
    assert.deepEqual(av.bhinna.map((r) => r.bindus), book.exercise22_chart7_bhinna);
    const occupied = occupiedSigns(refs);
    const pindas = av.bhinna.map((r) => sodhyaPinda(ekadhipatyaSodhana(trikonaSodhana(r.bindus), occupied), grahaSigns(refs)));
    assert.deepEqual(pindas.map((p) => p.rashiPinda), book.exercise22_chart7_pindas_book.rashi);
    assert.deepEqual(pindas.map((p) => p.grahaPinda), book.exercise22_chart7_pindas_book.graha);
    assert.deepEqual(pindas.map((p) => p.sodhyaPinda), book.exercise22_chart7_pindas_book.sodhya);
    assert.notDeepEqual(pindas.map((p) => p.rashiPinda), book.exercise22_chart7_pindas_pyjhora_regression[0]);
  });

  it('applies each ekadhipatya rule as BPHS 68 states it (hand-worked pairs)', () => {
    const none = new Array(12).fill(false);
    const at = (...signs: number[]) => none.map((_, i) => signs.includes(i));
    const base = new Array(12).fill(0);
    const withPair = (a: number, b: number) => { const x = [...base]; x[0] = a; x[7] = b; return x; }; // Aries and Scorpio (Mars)
    assert.deepEqual(ekadhipatyaSodhana(withPair(3, 2), none).slice(0, 8), [2, 0, 0, 0, 0, 0, 0, 2], 'both empty, unequal: both the smaller');
    assert.deepEqual(ekadhipatyaSodhana(withPair(3, 3), none)[0], 0, 'both empty, equal: both 0');
    assert.deepEqual(ekadhipatyaSodhana(withPair(3, 2), at(0, 7)), withPair(3, 2), 'both occupied: unchanged');
    assert.deepEqual(ekadhipatyaSodhana(withPair(3, 2), at(0))[7], 0, 'occupied greater: the empty one 0');
    assert.deepEqual(ekadhipatyaSodhana(withPair(2, 2), at(0))[7], 0, 'equal, one occupied: the empty one 0');
    assert.deepEqual(ekadhipatyaSodhana(withPair(1, 4), at(0))[7], 3, 'occupied smaller: the empty one loses the occupied count');
    assert.deepEqual(ekadhipatyaSodhana(withPair(0, 4), none), withPair(0, 4), 'a zero: unchanged');
  });

  it('never raises a count and leaves trikona-reduced triangles with a zero (property)', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 8 }), { minLength: 12, maxLength: 12 }), fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }), (bindus, occ) => {
      const t = trikonaSodhana(bindus);
      const e = ekadhipatyaSodhana(t, occ);
      for (let i = 0; i < 12; i++) assert.ok(t[i] <= bindus[i] && e[i] <= t[i] && e[i] >= 0);
      for (let k = 0; k < 4; k++) assert.ok([k, k + 4, k + 8].some((s) => t[s] === 0));
      assert.equal(e[3], t[3]);
      assert.equal(e[4], t[4]);
    }));
  });

  it('finds the kaksha of a longitude: 17°20′ of Leo is the fifth eighth (15°–18°45′), Venus\'s', () => {
    const k = kakshaOf(120 + 17 + 20 / 60);
    assert.deepEqual([k.sign, k.number, k.lord, k.fromDegree, k.toDegree], [4, 5, 'venus', 15, 18.75]);
    assert.equal(kakshaOf(0).lord, 'saturn');
    assert.equal(kakshaOf(29.999).lord, 'lagna');
    assert.equal(kakshaOf(3.75).number, 2);
  });
});
