/**
 * Dosha exceptions `MATCH.EXC_STD` and the verdict bands `ASHTA.BANDS` (matching.md §1–§2),
 * with pairs built by hand from the rules' conditions.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { computeAshtakoota } from '../../src/jyotish/match/ashtakoota/ashtakoota.ts';
import { ashtakootaBand } from '../../src/jyotish/match/ashtakoota/bands.ts';
import { placementOf } from '../../src/jyotish/chart/natal-chart.ts';
import { defaultMatchVariants } from '../../src/jyotish/match/variants.ts';

const nak = 360 / 27;
const pada = nak / 4;

describe('nadi dosha exceptions', () => {
  it('N1: the same Moon sign in different stars of one nadi cancels the dosha and restores 8 points', () => {
    // Krittika (3) and Rohini (4) are both Antya; Krittika padas 2–4 and Rohini lie in Taurus.
    const groom = placementOf(2 * nak + 1.5 * pada); // Krittika pada 2, Taurus
    const bride = placementOf(3 * nak + 0.5 * pada); // Rohini pada 1, Taurus
    assert.equal(groom.sign, 1);
    assert.equal(bride.sign, 1);
    const a = computeAshtakoota(groom, bride, defaultMatchVariants);
    assert.equal(a.nadi.points, 0);
    assert.deepEqual(a.nadiDosha, { present: true, cancelled: true, cancelledBy: ['N1'], restoredPoints: 8 });
    // By hand: varna 1 (both Vaishya), vashya 2 (both quadruped), tara 1.5 + 1.5 (counts 27 and 2),
    // yoni 2 (Sheep–Serpent), maitri 5 (Venus both), gana 0 (Rakshasa groom, Manushya bride),
    // bhakoot 7 (one sign), nadi 0: 20; the cancelled nadi restores 8.
    assert.equal(a.total, 20);
    assert.equal(a.adjustedTotal, 28);
  });

  it('N2: one star split across two signs (Krittika pada 1 in Aries, pada 3 in Taurus) cancels the dosha', () => {
    const groom = placementOf(2 * nak + 0.5 * pada);
    const bride = placementOf(2 * nak + 2.5 * pada);
    assert.notEqual(groom.sign, bride.sign);
    const a = computeAshtakoota(groom, bride, defaultMatchVariants);
    assert.deepEqual(a.nadiDosha.cancelledBy, ['N2']);
  });

  it('N3 applies only when selected: one star and sign, different padas', () => {
    const groom = placementOf(3 * nak + 0.5 * pada); // Rohini pada 1
    const bride = placementOf(3 * nak + 2.5 * pada); // Rohini pada 3
    const std = computeAshtakoota(groom, bride, defaultMatchVariants);
    assert.deepEqual(std.nadiDosha, { present: true, cancelled: false, cancelledBy: [], restoredPoints: 0 });
    // By hand: varna 1, vashya 2, tara 3 (count 1 both ways), yoni 4 (Serpent both), maitri 5,
    // gana 6 (Manushya both), bhakoot 7, nadi 0: 28, and nothing restored.
    assert.equal(std.total, 28);
    assert.equal(std.adjustedTotal, 28);
    const withPada = computeAshtakoota(groom, bride, { ...defaultMatchVariants, nadiException: 'with-pada' });
    assert.deepEqual(withPada.nadiDosha.cancelledBy, ['N3']);
    assert.equal(withPada.adjustedTotal, 36);
    // The same pada is never cancelled.
    const same = computeAshtakoota(groom, groom, { ...defaultMatchVariants, nadiException: 'with-pada' });
    assert.equal(same.nadiDosha.cancelled, false);
  });

  it('different nadis have no dosha and nothing to restore', () => {
    const a = computeAshtakoota(placementOf(1), placementOf(nak + 1), defaultMatchVariants);
    assert.deepEqual(a.nadiDosha, { present: false, cancelled: false, cancelledBy: [], restoredPoints: 0 });
  });
});

describe('bhakoot dosha exceptions', () => {
  const at = (sign: number) => placementOf(sign * 30 + 1);
  it('B1: Aries and Scorpio (6/8, both ruled by Mars) are cancelled and restore 7 points', () => {
    const a = computeAshtakoota(at(0), at(7), defaultMatchVariants);
    assert.equal(a.bhakoot.points, 0);
    assert.deepEqual(a.bhakootDosha, { present: true, cancelled: true, cancelledBy: ['B1'], restoredPoints: 7 });
  });
  it('B1: Capricorn and Aquarius (2/12, both ruled by Saturn) are cancelled; so are Taurus and Libra', () => {
    assert.deepEqual(computeAshtakoota(at(9), at(10), defaultMatchVariants).bhakootDosha.cancelledBy, ['B1']);
    assert.deepEqual(computeAshtakoota(at(1), at(6), defaultMatchVariants).bhakootDosha.cancelledBy, ['B1']);
  });
  it('B2: Aries and Leo (5/9, Mars and Sun are mutual friends, maitri 5) are cancelled', () => {
    assert.deepEqual(computeAshtakoota(at(0), at(4), defaultMatchVariants).bhakootDosha.cancelledBy, ['B2']);
  });
  it('Leo and Capricorn (6/8, Sun and Saturn are enemies) stay a dosha', () => {
    const a = computeAshtakoota(at(4), at(9), defaultMatchVariants);
    assert.deepEqual(a.bhakootDosha, { present: true, cancelled: false, cancelledBy: [], restoredPoints: 0 });
  });
  it('Moon and Mercury signs (Cancer, Gemini: 2/12, Mercury counts the Moon an enemy) stay a dosha', () => {
    assert.equal(computeAshtakoota(at(3), at(2), defaultMatchVariants).bhakootDosha.cancelled, false);
  });
});

describe('ASHTA.BANDS', () => {
  it('puts < 18 not recommended, 18–24½ acceptable, 25–32½ very good and ≥ 33 excellent', () => {
    const cases: [number, string][] = [
      [0, 'not-recommended'], [17.5, 'not-recommended'], [18, 'acceptable'], [24.5, 'acceptable'], [25, 'very-good'],
      [32.5, 'very-good'], [33, 'excellent'], [36, 'excellent'],
    ];
    for (const [total, band] of cases) assert.equal(ashtakootaBand(total), band, `${total}`);
  });
});
