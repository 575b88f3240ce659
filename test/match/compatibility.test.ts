/**
 * Manglik compatibility `MANGLIK.MATCH_STD` (matching.md §5) and papasamya
 * `PAPASAMYA.EQUAL_POINTS_LMV` on hand-built charts, with the expected values worked out by
 * hand from the stated rules.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { manglikBalancers, manglikMatch } from '../../src/jyotish/match/manglik-match.ts';
import { computePapasamya, papaTotal } from '../../src/jyotish/match/papasamya.ts';
import { evaluateManglik } from '../../src/jyotish/rules/manglik.ts';
import { buildChart, type ChartSpec } from '../insights/chart-builder.ts';

const partner = (spec: ChartSpec) => {
  const chart = buildChart(spec);
  return { chart, manglik: evaluateManglik(chart) };
};

// Lagna Aries, Moon Gemini, Venus Virgo, Jupiter Cancer; Mars in Libra (7th from Lagna, 5th from Moon): manglik, no cancellation.
// Sun, Saturn and Rahu in Aquarius, Ketu opposite in Leo; Mercury in Gemini.
const manglikSpec: ChartSpec = { lagna: 0, moon: 2, venus: 5, jupiter: 3, mars: 6, saturn: 10, rahu: 10, sun: 10, mercury: 2 };
// Lagna Aries, Moon Gemini; Mars in Gemini (3rd from Lagna, 1st from Moon → afflicted from the Moon) would be manglik, so Mars in Leo (5th / 3rd): not manglik.
// Saturn, Rahu and Ketu in Aquarius / Leo: 11th and 5th from Lagna, 9th and 3rd from the Moon: no balancer.
const plainSpec: ChartSpec = { ...manglikSpec, mars: 4 };

describe('manglik compatibility', () => {
  it('two non-manglik charts have no dosha', () => {
    const r = manglikMatch(partner(plainSpec), partner(plainSpec));
    assert.deepEqual(r, { outcome: 'no-dosha', compatible: true, balancedByPartner: false, manglikPartner: null, balancers: [] });
  });

  it('two manglik charts balance each other (dosha samya)', () => {
    const r = manglikMatch(partner(manglikSpec), partner(manglikSpec));
    assert.equal(r.outcome, 'mutually-balanced');
    assert.equal(r.compatible, true);
  });

  it('one manglik partner is a dosha when the other has no Saturn, Rahu or Ketu in 1, 2, 4, 7, 8, 12 from Lagna or Moon', () => {
    assert.equal(partner(manglikSpec).manglik.effective, true);
    assert.equal(partner(plainSpec).manglik.effective, false);
    const r = manglikMatch(partner(manglikSpec), partner(plainSpec));
    assert.deepEqual(r, { outcome: 'dosha', compatible: false, balancedByPartner: false, manglikPartner: 'groom', balancers: [] });
  });

  it('is balanced by the partner when the non-manglik chart has Saturn in the 7th from its Lagna', () => {
    const balancing: ChartSpec = { ...plainSpec, saturn: 6 };
    // Saturn in Libra: 7th from the Aries lagna, 5th from the Gemini Moon.
    assert.deepEqual(manglikBalancers(buildChart(balancing)), [{ graha: 'saturn', reference: 'lagna', house: 7 }]);
    const r = manglikMatch(partner(balancing), partner(manglikSpec));
    assert.equal(r.outcome, 'balanced-by-partner');
    assert.equal(r.balancedByPartner, true);
    assert.equal(r.manglikPartner, 'bride');
  });

  it('a cancelled dosha does not count as manglik in the match', () => {
    const cancelled: ChartSpec = { ...manglikSpec, retrograde: ['mars'] };
    assert.equal(partner(cancelled).manglik.status, 'cancelled');
    assert.equal(manglikMatch(partner(cancelled), partner(plainSpec)).outcome, 'no-dosha');
  });
});

describe('papasamya', () => {
  it('weights each malefic in 1, 2, 4, 7, 8, 12 by 1 from Lagna, ½ from Moon, ¼ from Venus', () => {
    // Lagna Aries, Moon Gemini, Venus Virgo. Sun Aquarius (11 / 9 / 6): none. Mars Libra (7 / 5 / 2): 1 + ¼.
    // Saturn Aquarius: none. Rahu Aquarius: none. Ketu Leo (5 / 3 / 12): ¼. Total 1.5.
    const t = papaTotal(buildChart(manglikSpec));
    assert.deepEqual(t.byReference, { lagna: 1, moon: 0, venus: 0.5 });
    assert.equal(t.total, 1.5);
    assert.deepEqual(
      t.placements.map((p) => [p.graha, p.reference, p.house, p.points]),
      [['mars', 'lagna', 7, 1], ['mars', 'venus', 2, 0.25], ['ketu', 'venus', 12, 0.25]],
    );
  });

  it('accepts a groom total at least the bride\'s and refuses a larger bride total', () => {
    const heavier: ChartSpec = { ...manglikSpec, saturn: 0 };
    // Saturn in Aries adds: 1st from Lagna (1), 11th from Moon (0), 8th from Venus (¼): total 2.75.
    assert.equal(papaTotal(buildChart(heavier)).total, 2.75);
    const ok = computePapasamya(buildChart(heavier), buildChart(manglikSpec));
    assert.deepEqual([ok.difference, ok.acceptable], [1.25, true]);
    const equal = computePapasamya(buildChart(manglikSpec), buildChart(manglikSpec));
    assert.deepEqual([equal.difference, equal.acceptable], [0, true]);
    const bad = computePapasamya(buildChart(manglikSpec), buildChart(heavier));
    assert.deepEqual([bad.difference, bad.acceptable], [-1.25, false]);
  });
});
