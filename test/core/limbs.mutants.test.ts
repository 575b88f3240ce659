/**
 * The panchang limb arithmetic of `src/jyotish/core/limbs.ts`, written out from
 * ../shared/methods/panchang.md (limb table and `KARANA.STD`), not read back from the module.
 * Written for the mutation run of the `core` area (docs/quality.md): before it, the karana
 * mapping was reached only through the HTTP panchang golden files.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { degreesPerKarana, degreesPerTithi, degreesPerYoga, karanaOf, pakshaOfTithi, tithiInPaksha } from '../../src/jyotish/core/limbs.ts';

test('a tithi spans 12 degrees of elongation, a karana 6 and a yoga 13 degrees 20 minutes', () => {
  assert.equal(degreesPerTithi, 12);
  assert.equal(degreesPerKarana, 6);
  // 360° / 27 yogas = 13° 20′ = 40/3 degrees.
  assert.ok(Math.abs(degreesPerYoga - 40 / 3) < 1e-12);
});

test('tithis 0 to 14 are the bright fortnight and 15 to 29 the dark one', () => {
  assert.equal(pakshaOfTithi(0), 'shukla');
  assert.equal(pakshaOfTithi(14), 'shukla'); // Purnima
  assert.equal(pakshaOfTithi(15), 'krishna'); // Krishna Pratipada
  assert.equal(pakshaOfTithi(29), 'krishna'); // Amavasya
});

test('the tithi within the fortnight counts 1 to 15 in each half of the month', () => {
  // 0-based tithi index → 1-based day of the paksha: Shukla 1 … 15, Krishna 1 … 15.
  assert.deepEqual([0, 1, 13, 14, 15, 16, 28, 29].map(tithiInPaksha), [1, 2, 14, 15, 1, 2, 14, 15]);
});

test('half-tithi 0 is Kimstughna and 57, 58, 59 are Shakuni, Chatushpada and Naga', () => {
  assert.equal(karanaOf(0), 'kimstughna');
  assert.equal(karanaOf(57), 'shakuni');
  assert.equal(karanaOf(58), 'chatushpada');
  assert.equal(karanaOf(59), 'naga');
});

test('half-tithis 1 to 56 run eight times through Bava, Balava, Kaulava, Taitila, Gara, Vanija and Vishti', () => {
  const movable = ['bava', 'balava', 'kaulava', 'taitila', 'gara', 'vanija', 'vishti'];
  // k = 1 … 56: movable[(k − 1) mod 7], written out for every k.
  for (let k = 1; k <= 56; k++) assert.equal(karanaOf(k), movable[(k - 1) % 7], `half-tithi ${k}`);
  // Spot values by hand: the second half of Shukla Pratipada (k = 1) is Bava, the first half
  // of Shukla Chaturthi (k = 6) Vanija, k = 7 Vishti, k = 8 Bava again, k = 56 (first half of
  // Krishna Chaturdashi) Vishti.
  assert.deepEqual([1, 6, 7, 8, 56].map(karanaOf), ['bava', 'vanija', 'vishti', 'bava', 'vishti']);
});
