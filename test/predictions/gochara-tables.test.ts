/**
 * The gochara tables of doshas-yogas-transits.md §6 (GOCHARA.PHALADEEPIKA), written out here
 * from the methods file (not read back from the code), and the chandra bala / tara bala tables
 * and weights of predictions.md §3–§4.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { canObstruct, isFavourable, vedhaHouseOf, vipareetaHousesOf } from '../../src/jyotish/predictions/gochara.ts';
import { bandOf, forecastIndex, predictionWeights } from '../../src/jyotish/predictions/weights.ts';
import { chandraBala, taraBala } from '../../src/jyotish/core/bala.ts';
import { grahaIds, type GrahaId } from '../../src/jyotish/core/zodiac.ts';

/** "Favourable h → vedha house" and "No vedha from", copied from the methods file's table. */
const methodsTable: Record<GrahaId, { pairs: [number, number][]; exempt: GrahaId | null }> = {
  sun: { pairs: [[3, 9], [6, 12], [10, 4], [11, 5]], exempt: 'saturn' },
  moon: { pairs: [[1, 5], [3, 9], [6, 12], [7, 2], [10, 4], [11, 8]], exempt: 'mercury' },
  mars: { pairs: [[3, 12], [6, 9], [11, 5]], exempt: null },
  mercury: { pairs: [[2, 5], [4, 3], [6, 9], [8, 1], [10, 8], [11, 12]], exempt: 'moon' },
  jupiter: { pairs: [[2, 12], [5, 4], [7, 3], [9, 10], [11, 8]], exempt: null },
  venus: { pairs: [[1, 8], [2, 7], [3, 1], [4, 10], [5, 9], [8, 5], [9, 11], [11, 3], [12, 6]], exempt: null },
  saturn: { pairs: [[3, 12], [6, 9], [11, 5]], exempt: 'sun' },
  rahu: { pairs: [[3, 12], [6, 9], [11, 5]], exempt: 'ketu' },
  ketu: { pairs: [[3, 12], [6, 9], [11, 5]], exempt: 'rahu' },
};

describe('gochara from the natal Moon (doshas-yogas-transits.md §6)', () => {
  for (const g of grahaIds) {
    const { pairs, exempt } = methodsTable[g];
    it(`marks exactly the methods file's favourable houses of ${g} and pairs each with its vedha house`, () => {
      for (let h = 1; h <= 12; h++) {
        const pair = pairs.find(([f]) => f === h);
        assert.equal(isFavourable(g, h), pair !== undefined, `${g} in ${h}`);
        assert.equal(vedhaHouseOf(g, h), pair ? pair[1] : null, `${g} vedha of ${h}`);
      }
    });
    it(`reads the pairs of ${g} backwards for vipareeta vedha`, () => {
      for (let h = 1; h <= 12; h++) {
        const expected = isFavourable(g, h) ? null : pairs.filter(([, v]) => v === h).map(([f]) => f);
        if (expected === null) continue;
        assert.deepEqual(vipareetaHousesOf(g, h), expected, `${g} in ${h}`);
      }
    });
    it(`lets every graha but ${g} itself and ${exempt ?? 'none'} obstruct ${g}`, () => {
      for (const x of grahaIds) assert.equal(canObstruct(g, x), x !== g && x !== exempt, `${x} on ${g}`);
    });
  }

  it('counts the unfavourable houses the methods file implies (all houses not listed)', () => {
    // Sun 8, Moon 6, Mars 9, Mercury 6, Jupiter 7, Venus 3, Saturn 9, Rahu 9, Ketu 9 unfavourable houses.
    const unfavourable = (g: GrahaId) => Array.from({ length: 12 }, (_, i) => i + 1).filter((h) => !isFavourable(g, h)).length;
    assert.deepEqual(grahaIds.map(unfavourable), [8, 6, 9, 6, 7, 3, 9, 9, 9]);
  });
});

describe('chandra bala, tara bala and the weights (predictions.md §3–§4)', () => {
  it('gives chandra bala in houses 1, 3, 6, 7, 10 and 11 from the natal Moon and nowhere else', () => {
    const good = [1, 3, 6, 7, 10, 11];
    for (let m = 0; m < 12; m++) {
      for (let h = 1; h <= 12; h++) {
        const cb = chandraBala(m, (m + h - 1) % 12);
        assert.equal(cb.house, h);
        assert.equal(cb.score, good.includes(h) ? 1 : -1);
        assert.equal(cb.ruleId, `CB.H${h}`);
      }
    }
  });

  it('scores the nine taras −0.5, +1, −1, +1, −1, +1, −1, +1, +1 and repeats them every nine nakshatras', () => {
    const scores = [-0.5, 1, -1, 1, -1, 1, -1, 1, 1];
    for (let c = 1; c <= 27; c++) {
      // Janma Ashwini (0): the c-th nakshatra counted inclusively is index c − 1.
      const t = taraBala(0, c - 1);
      assert.equal(t.count, c);
      assert.equal(t.tara, ((c - 1) % 9) + 1);
      assert.equal(t.score, scores[(c - 1) % 9]);
    }
  });

  it('holds the PRED.WEIGHTS.v1 table row by row', () => {
    const order = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu', 'chandra-bala', 'tara-bala'] as const;
    const rows = {
      day: [1, 3, 1, 1, 1, 1, 1, 0.5, 0.5, 2, 2],
      week: [1.5, 1.5, 1.5, 1.5, 1, 1.5, 1, 0.5, 0.5, 0, 0],
      month: [2, 0, 2, 1, 2.5, 1, 2.5, 1.5, 1.5, 0, 0],
    } as const;
    for (const kind of ['day', 'week', 'month'] as const) {
      assert.deepEqual(order.map((m) => predictionWeights[kind][m]), [...rows[kind]], kind);
    }
  });

  it('bands a score at ±0.35 inclusive and maps it to the forecast index round(50 + 50·S)', () => {
    assert.equal(bandOf(0.35), 'favourable');
    assert.equal(bandOf(3.5 / 10), 'favourable');
    assert.equal(bandOf(0.3499), 'mixed');
    assert.equal(bandOf(-0.35), 'challenging');
    assert.equal(bandOf(-0.3499), 'mixed');
    assert.equal(forecastIndex(-1), 0);
    assert.equal(forecastIndex(0), 50);
    assert.equal(forecastIndex(1), 100);
    // −5.5/12 = −0.458333…: 50 − 22.9166… = 27.083… → 27.
    assert.equal(forecastIndex(-5.5 / 12), 27);
  });
});
