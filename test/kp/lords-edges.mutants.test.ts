/**
 * The edges of the KP lord arithmetic (kp.md §2–§3, `KP.SUB_VIM`, `KP.249`): the wrap of a
 * longitude a hair below 360°, units back to degrees, the refusal of positions outside the
 * circle, and the horary row look-up by number. Written for the survivors of the kp mutation run
 * (docs/quality.md); the expected values are worked by hand in ⅓″ units (1° = 10 800 units,
 * the circle 3 888 000) and the rows are those kp.md §3 writes out (rows 1, 145 and 249, row 145
 * also sageasita.com's "Erecting the Prasna" example).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { kpLordsOfUnits, longitudeToUnits, unitsToDegrees } from '../../src/jyotish/kp/lords.ts';
import { horaryRow } from '../../src/jyotish/kp/table-249.ts';

describe('KP units at the edges', () => {
  it('takes a longitude a hair below 360° as 0° (the 1e-6-unit snap lands on the full circle, which is Ashwini again)', () => {
    // 359.9999999999999° × 10 800 = 3 887 999.999999999, within 1e-6 unit of 3 888 000 ≡ 0.
    assert.equal(longitudeToUnits(359.9999999999999), 0);
    // 360° − 1″ = 3 887 997 units: far from the snap, stays in Revati.
    assert.equal(longitudeToUnits(360 - 1 / 3600), 3_887_997);
    assert.equal(longitudeToUnits(-1 / 3600), 3_887_997);
  });

  it('turns units back into degrees: 8 400 units (the Ketu sub) are 46′40″ and 3 240 000 units are 300°', () => {
    assert.ok(Math.abs(unitsToDegrees(8_400) - (46 / 60 + 40 / 3600)) < 1e-12);
    assert.equal(unitsToDegrees(3_240_000), 300);
  });

  it('refuses units outside [0, 3 888 000) and fractions, and accepts both ends of the circle', () => {
    for (const bad of [-1, 3_888_000, 3_888_001, 0.5, Number.NaN]) {
      assert.throws(() => kpLordsOfUnits(bad), RangeError, String(bad));
    }
    assert.equal(kpLordsOfUnits(0).starLord, 'ketu');
    // 3 887 999 units: the last ⅓″ of Revati, Mercury star, Saturn sub (kp.md §3 row 249).
    assert.equal(kpLordsOfUnits(3_887_999).subLord, 'saturn');
  });
});

describe('KP horary row by number', () => {
  it('gives row 1 as Aries 0°00′00″–0°46′40″, Ketu star and sub, and row 249 as Pisces 27°53′20″–30°00′00″, Mercury star, Saturn sub', () => {
    const first = horaryRow(1);
    assert.deepEqual([first.number, first.fromUnits, first.toUnits, first.starLord, first.subLord], [1, 0, 8_400, 'ketu', 'ketu']);
    const last = horaryRow(249);
    // Pi 27°53′20″ = (11 × 30 + 27) × 10 800 + 53 × 180 + 20 × 3 = 3 865 200.
    assert.deepEqual([last.number, last.fromUnits, last.toUnits, last.starLord, last.subLord], [249, 3_865_200, 3_888_000, 'mercury', 'saturn']);
  });

  it('gives row 145 as Libra 29°26′40″–30°00′00″ in Vishakha, Jupiter star, Moon sub', () => {
    const r = horaryRow(145);
    // Li 29°26′40″ = (6 × 30 + 29) × 10 800 + 26 × 180 + 40 × 3 = 2 262 000; Li 30° = 2 268 000.
    assert.deepEqual([r.fromUnits, r.toUnits, r.nakshatra, r.starLord, r.subLord], [2_262_000, 2_268_000, 15, 'jupiter', 'moon']);
  });

  it('refuses row numbers outside 1…249 and fractions', () => {
    for (const bad of [0, 250, -1, 1.5]) assert.throws(() => horaryRow(bad), RangeError, String(bad));
  });
});
