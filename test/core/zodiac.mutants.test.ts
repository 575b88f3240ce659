/**
 * The sign and nakshatra arithmetic of `src/jyotish/core/zodiac.ts` and the Moon attributes of
 * `src/jyotish/core/moon-attributes.ts`, checked value by value from hand arithmetic and the
 * tables of ../shared/methods/matching.md §1 and charts-and-vargas.md (not read back from the
 * modules). Written for the mutation run of the `core` area (docs/quality.md): before it these
 * functions were reached only through whole charts.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  degreesInRashi,
  degreesPerNakshatra,
  degreesPerPada,
  degreesPerRashi,
  houseFrom,
  isOddRashi,
  mod12,
  nakshatraFractionElapsed,
  nakshatraIndexOf,
  nakshatraLord,
  padaOf,
  rashiElement,
  rashiIndexOf,
  rashiLord,
  rashiModality,
} from '../../src/jyotish/core/zodiac.ts';
import { tatvaOfSign, varnaOfSign, varnaRank, vashyaOf } from '../../src/jyotish/core/moon-attributes.ts';

const near = (a: number, b: number) => Math.abs(a - b) < 1e-9;

test('a sign is 30 degrees, a nakshatra 13 degrees 20 minutes and a pada 3 degrees 20 minutes', () => {
  assert.equal(degreesPerRashi, 30);
  assert.ok(near(degreesPerNakshatra, 13 + 20 / 60));
  assert.ok(near(degreesPerPada, 3 + 20 / 60));
});

test('the sign of a longitude is its whole number of 30-degree steps, negatives and 360 folded in', () => {
  // 0° Mesha, 29.99° still Mesha, 30° Vrishabha, 185° Tula (6), 359.9° Meena (11),
  // 360° back to Mesha, −10° = 350° Meena, 725° = 5° Mesha.
  assert.deepEqual([0, 29.99, 30, 185, 359.9, 360, -10, 725].map(rashiIndexOf), [0, 0, 1, 6, 11, 0, 11, 0]);
});

test('the degrees within the sign are the longitude less whole signs', () => {
  // 185° → 5° of Tula; 359.5° → 29.5° of Meena; −10° = 350° → 20° of Meena.
  assert.ok(near(degreesInRashi(185), 5));
  assert.ok(near(degreesInRashi(359.5), 29.5));
  assert.ok(near(degreesInRashi(-10), 20));
  assert.equal(degreesInRashi(30), 0);
});

test('the nakshatra is the whole number of 13 degree 20 minute steps', () => {
  // 13°19′ Ashwini (0); 13°20′ Bharani (1); 200° → 200 / 13.333 = 15.0 → Vishakha (15);
  // 199.9° → 14.99 → Swati (14); 359.99° Revati (26); −1° = 359° Revati.
  assert.deepEqual([13 + 19 / 60, 13 + 20 / 60, 200, 199.9, 359.99, -1].map(nakshatraIndexOf), [0, 1, 15, 14, 26, 26]);
});

test('the pada counts 3 degree 20 minute quarters, 1 to 4, restarting in every nakshatra', () => {
  // 0° pada 1; 3°20′ pada 2; 6°40′ pada 3; 10° pada 4; 13°20′ Bharani pada 1;
  // 16°41′ Bharani pada 2; 359° Revati pada 4 (359 / 3.333 = 107.7 → quarter 107 → 107 mod 4 = 3).
  assert.deepEqual([0, 10 / 3, 20 / 3, 10, 40 / 3, 16 + 41 / 60, 359].map(padaOf), [1, 2, 3, 4, 1, 2, 4]);
});

test('the elapsed fraction of the nakshatra is the distance from its start over 13 degrees 20 minutes', () => {
  // 20° is 6°40′ into Bharani (13°20′ … 26°40′): one half. 10° is 3/4 of Ashwini.
  assert.ok(near(nakshatraFractionElapsed(20), 0.5));
  assert.ok(near(nakshatraFractionElapsed(10), 0.75));
  assert.equal(nakshatraFractionElapsed(0), 0);
  // −3°20′ = 356°40′: 356.667 − 26 × 13.333 = 10 → 10 / 13.333 = 0.75 of Revati.
  assert.ok(near(nakshatraFractionElapsed(-10 / 3), 0.75));
});

test('mod12 brings any count of signs into 0 to 11, negatives included', () => {
  assert.deepEqual([0, 11, 12, 13, 25, -1, -12, -13].map(mod12), [0, 11, 0, 1, 1, 11, 0, 11]);
});

test('houses are counted inclusively from a sign: the same sign is the 1st, the sign before it the 12th', () => {
  // From Simha (4): Simha 1st, Kanya 2nd, Kumbha (10) 7th, Karka (3) 12th, Mesha (0) 9th.
  assert.deepEqual([4, 5, 10, 3, 0].map((s) => houseFrom(4, s)), [1, 2, 7, 12, 9]);
  // From Meena (11): Mesha is the 2nd, Meena itself the 1st.
  assert.equal(houseFrom(11, 0), 2);
  assert.equal(houseFrom(0, 11), 12);
});

test('signs alternate movable, fixed, dual and fire, earth, air, water from Mesha', () => {
  // Mesha movable, Vrishabha fixed, Mithuna dual, Karka movable … Meena dual.
  assert.deepEqual([0, 1, 2, 3, 7, 11].map(rashiModality), [0, 1, 2, 0, 1, 2]);
  // Mesha fire, Vrishabha earth, Mithuna air, Karka water, Simha fire, Meena water.
  assert.deepEqual([0, 1, 2, 3, 4, 11].map(rashiElement), [0, 1, 2, 3, 0, 3]);
  // Odd signs in the 1-based count: Mesha, Mithuna … Kumbha (0-based 0, 2 … 10).
  assert.deepEqual([0, 1, 2, 9, 10, 11].map(isOddRashi), [true, false, true, false, true, false]);
});

test('sign lords follow the classical table from Mars for Mesha to Jupiter for Meena', () => {
  assert.deepEqual(
    [...rashiLord],
    ['mars', 'venus', 'mercury', 'moon', 'sun', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'saturn', 'jupiter'],
  );
});

test('nakshatra lords cycle Ketu, Venus, Sun, Moon, Mars, Rahu, Jupiter, Saturn, Mercury from Ashwini', () => {
  // Ashwini Ketu, Krittika Sun, Ardra Rahu, Ashlesha (8) Mercury, Magha (9) Ketu,
  // Mula (18) Ketu, Revati (26) Mercury.
  assert.deepEqual([0, 2, 5, 8, 9, 18, 26].map(nakshatraLord), ['ketu', 'sun', 'rahu', 'mercury', 'ketu', 'ketu', 'mercury']);
});

test('varna by Moon sign: water Brahmin, fire Kshatriya, earth Vaishya, air Shudra, ranked 4 to 1', () => {
  // matching.md §1.1 (VARNA.MC): Karka, Vrishchika, Meena Brahmin; Mesha, Simha, Dhanu
  // Kshatriya; Vrishabha, Kanya, Makara Vaishya; Mithuna, Tula, Kumbha Shudra.
  const expected = ['kshatriya', 'vaishya', 'shudra', 'brahmin', 'kshatriya', 'vaishya', 'shudra', 'brahmin', 'kshatriya', 'vaishya', 'shudra', 'brahmin'];
  assert.deepEqual(Array.from({ length: 12 }, (_, s) => varnaOfSign(s)), expected);
  assert.deepEqual(varnaRank, { brahmin: 4, kshatriya: 3, vaishya: 2, shudra: 1 });
});

test('vashya by Moon sign, with Dhanu and Makara split at 15 degrees', () => {
  // matching.md §1.2: Ar, Ta C; Ge, Vi, Li, Aq M; Cn, Pi J; Le V; Sc K;
  // Sg d < 15 M, d ≥ 15 C; Cp d < 15 C, d ≥ 15 J.
  const at10 = ['chatushpada', 'chatushpada', 'manava', 'jalachara', 'vanachara', 'manava', 'manava', 'keeta', 'manava', 'chatushpada', 'manava', 'jalachara'];
  assert.deepEqual(Array.from({ length: 12 }, (_, s) => vashyaOf(s, 10)), at10);
  assert.equal(vashyaOf(8, 14.999), 'manava');
  assert.equal(vashyaOf(8, 15), 'chatushpada');
  assert.equal(vashyaOf(9, 14.999), 'chatushpada');
  assert.equal(vashyaOf(9, 15), 'jalachara');
});

test('tatva by Moon sign runs fire, earth, air, water from Mesha', () => {
  assert.deepEqual([0, 1, 2, 3, 8, 11].map(tatvaOfSign), ['agni', 'prithvi', 'vayu', 'jala', 'agni', 'jala']);
});
