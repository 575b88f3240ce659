/**
 * KP house membership and lordship (kp.md §1, `KP.FRAME`): cusp h opens house h, a point is in
 * house h when cusp_h ≤ λ < cusp_h+1, and a house's lord is the sign lord of its cusp. Written
 * for the survivors of the kp mutation run over `src/jyotish/kp/houses.ts` (docs/quality.md);
 * the cusps are made up (unequal, one pair across 0° Aries) and every expected value is worked
 * by hand from that rule and the sign lords (Mesha Mars … Meena Jupiter).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cuspSign, houseLords, housesOwnedBy, placidusHouseOf } from '../../src/jyotish/kp/houses.ts';

// Unequal made-up cusps, house 1 … 12; house 10 runs 350° → 12° across 0° Aries.
const cusps = [100, 128, 160, 195, 228, 255, 280, 308, 340, 350, 12, 40];

describe('KP house of a point', () => {
  it('puts a point on a cusp in the house that cusp opens, and a point just before it in the house before', () => {
    assert.equal(placidusHouseOf(cusps, 100), 1);
    assert.equal(placidusHouseOf(cusps, 99.999), 12);
    assert.equal(placidusHouseOf(cusps, 128), 2);
    assert.equal(placidusHouseOf(cusps, 127.999), 1);
    assert.equal(placidusHouseOf(cusps, 40), 12);
  });

  it('follows a house across 0° Aries: 355° and 5° are both in house 10 (350° → 12°), 12° opens house 11', () => {
    assert.equal(placidusHouseOf(cusps, 355), 10);
    assert.equal(placidusHouseOf(cusps, 5), 10);
    assert.equal(placidusHouseOf(cusps, 0), 10);
    assert.equal(placidusHouseOf(cusps, 12), 11);
    assert.equal(placidusHouseOf(cusps, 345), 9);
  });

  it('finds each house by its middle', () => {
    const middles = [114, 144, 177, 211, 241, 267, 294, 324, 345, 1, 26, 70];
    assert.deepEqual(middles.map((x) => placidusHouseOf(cusps, x)), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('refuses anything but twelve cusps', () => {
    assert.throws(() => placidusHouseOf(cusps.slice(0, 11), 10), RangeError);
    assert.throws(() => placidusHouseOf([...cusps, 50], 10), RangeError);
  });
});

describe('KP house lords', () => {
  it('reads each cusp\'s sign: 30° exactly is Taurus, a hair below it (within the ⅓″ snap) too, 29°59′59″ still Aries', () => {
    assert.equal(cuspSign(30), 1);
    assert.equal(cuspSign(29.99999999999999), 1);
    assert.equal(cuspSign(30 - 1 / 3600), 0);
    assert.equal(cuspSign(359.9999), 11);
  });

  it('gives each house the lord of its cusp\'s sign', () => {
    // 100 Cancer Moon, 128 Leo Sun, 160 Virgo Mercury, 195 Libra Venus, 228 Scorpio Mars,
    // 255 Sagittarius Jupiter, 280 Capricorn Saturn, 308 Aquarius Saturn, 340 Pisces Jupiter,
    // 350 Pisces Jupiter, 12 Aries Mars, 40 Taurus Venus.
    assert.deepEqual(houseLords(cusps), [
      'moon', 'sun', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'saturn', 'jupiter', 'jupiter', 'mars', 'venus',
    ]);
  });

  it('lists the houses a graha owns in ascending order, and none for Rahu', () => {
    const lords = houseLords(cusps);
    assert.deepEqual(housesOwnedBy('jupiter', lords), [6, 9, 10]);
    assert.deepEqual(housesOwnedBy('venus', lords), [4, 12]);
    assert.deepEqual(housesOwnedBy('moon', lords), [1]);
    assert.deepEqual(housesOwnedBy('rahu', lords), []);
  });
});
