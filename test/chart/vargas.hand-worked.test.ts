/**
 * Hand-worked divisional signs for every one of the sixteen vargas, written from the rule
 * table of methods/charts-and-vargas.md §3 (BPHS ch. 6–7, `VARGA.PARASHARA`). D4 has no outside
 * table (PyJHora's dev cases omit it), so it is worked for all four quarters of all twelve
 * signs; every other division gets its odd/even or movable/fixed/dual or element branches and
 * the first and last parts of a sign, plus the part boundaries (lower bound inclusive).
 * Sign numbers: 0 = Aries … 11 = Pisces.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { shodashavargas, vargaDegreeInSign, vargaSign, type VargaDivision } from '../../src/jyotish/chart/vargas.ts';

const [Ar, Ta, Ge, Cn, Le, Vi, Li, Sc, Sg, Cp, Aq, Pi] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const names = ['Ar', 'Ta', 'Ge', 'Cn', 'Le', 'Vi', 'Li', 'Sc', 'Sg', 'Cp', 'Aq', 'Pi'];
/** Sidereal longitude of `degree` in `sign`. */
const at = (sign: number, degree: number) => sign * 30 + degree;

describe('D4 chaturthamsha: the 1st, 4th, 7th and 10th from the sign, one per 7°30′ quarter', () => {
  // Written out by hand: sign → its four quarters' signs.
  const table: [number, [number, number, number, number]][] = [
    [Ar, [Ar, Cn, Li, Cp]],
    [Ta, [Ta, Le, Sc, Aq]],
    [Ge, [Ge, Vi, Sg, Pi]],
    [Cn, [Cn, Li, Cp, Ar]],
    [Le, [Le, Sc, Aq, Ta]],
    [Vi, [Vi, Sg, Pi, Ge]],
    [Li, [Li, Cp, Ar, Cn]],
    [Sc, [Sc, Aq, Ta, Le]],
    [Sg, [Sg, Pi, Ge, Vi]],
    [Cp, [Cp, Ar, Cn, Li]],
    [Aq, [Aq, Ta, Le, Sc]],
    [Pi, [Pi, Ge, Vi, Sg]],
  ];
  for (const [sign, quarters] of table) {
    it(`gives ${names[sign]} (${sign % 2 === 0 ? 'odd' : 'even'} sign) the quarters ${quarters.map((q) => names[q]).join(' ')}`, () => {
      quarters.forEach((expected, q) => {
        // The quarter's start (inclusive), its middle and just before its end.
        for (const d of [7.5 * q, 7.5 * q + 3.75, 7.5 * q + 7.49]) {
          assert.equal(vargaSign(at(sign, d), 4), expected, `${names[sign]} ${d}°`);
        }
      });
    });
  }

  it('places the 1990-05-15 10:30 IST test vector (time-and-sky.md §10) by hand', () => {
    // Sun Ta 0°23′ (q1 → Ta); Moon Sg 29°50′ (q4 → Vi); Mars Aq 24°23′ (q4 → Sc);
    // Mercury Ar 14°19′ (q2 → Cn); Jupiter Ge 15°45′ (q3 → Sg); Venus Pi 18°45′ (q3 → Vi);
    // Saturn Cp 1°31′ (q1 → Cp); Rahu Cp 17°37′ (q3 → Cn); Asc Cn 9°53′ (q2 → Li).
    const rows: [number, number, number][] = [
      [Ta, 0 + 23 / 60, Ta], [Sg, 29 + 50 / 60, Vi], [Aq, 24 + 23 / 60, Sc], [Ar, 14 + 19 / 60, Cn],
      [Ge, 15 + 45 / 60, Sg], [Pi, 18 + 45 / 60, Vi], [Cp, 1 + 31 / 60, Cp], [Cp, 17 + 37 / 60, Cn], [Cn, 9 + 53 / 60, Li],
    ];
    for (const [sign, d, expected] of rows) assert.equal(vargaSign(at(sign, d), 4), expected, `${names[sign]} ${d}`);
  });
});

/** [division, sign, degree in sign, expected varga sign, why] */
type Row = [VargaDivision, number, number, number, string];

const rows: Row[] = [
  [1, Sc, 17, Sc, 'the sign itself'],
  [1, Pi, 29.99, Pi, 'the sign itself to its last minute'],
  // D2 hora (Parashara): odd signs Leo then Cancer, even signs Cancer then Leo.
  [2, Ar, 14.99, Le, 'odd sign, first half'],
  [2, Ar, 15, Cn, 'odd sign, second half from 15° inclusive'],
  [2, Ta, 3, Cn, 'even sign, first half'],
  [2, Ta, 20, Le, 'even sign, second half'],
  [2, Aq, 1, Le, 'Aquarius is odd'],
  [2, Pi, 29, Le, 'Pisces is even'],
  // D3 drekkana: s, s + 4, s + 8.
  [3, Ar, 9.99, Ar, 'first decanate'],
  [3, Ar, 10, Le, 'second decanate from 10°'],
  [3, Ar, 25, Sg, 'third decanate'],
  [3, Cp, 12, Ta, 'Capricorn + 4'],
  [3, Cp, 29, Vi, 'Capricorn + 8'],
  // D7 saptamsha: odd s + j; even s + 6 + j (parts of 4°17′09″).
  [7, Ar, 0, Ar, 'odd sign starts at itself'],
  [7, Ar, 29, Li, 'odd sign, 7th part'],
  [7, Ta, 0, Sc, 'even sign starts at the 7th'],
  [7, Ta, 29, Ta, 'even sign, 7th part: Ta + 6 + 6'],
  [7, Ge, 10, Le, 'odd sign, 3rd part (8.57°–12.86°)'],
  // D9 navamsha: fire → Ar, earth → Cp, air → Li, water → Cn, + j (parts of 3°20′).
  [9, Ar, 0, Ar, 'fire starts at Aries'],
  [9, Ta, 0, Cp, 'earth starts at Capricorn'],
  [9, Ge, 0, Li, 'air starts at Libra'],
  [9, Cn, 0, Cn, 'water starts at Cancer'],
  [9, Le, 29.9, Sg, 'fire, 9th part: Ar + 8'],
  [9, Sc, 13.5, Sc, 'water, 5th part (13°20′–16°40′): Cn + 4'],
  // D10 dashamsha: odd s + j; even s + 8 + j (3° parts).
  [10, Ar, 0, Ar, 'odd sign starts at itself'],
  [10, Ar, 29, Cp, 'odd sign, 10th part'],
  [10, Ta, 0, Cp, 'even sign starts at the 9th'],
  [10, Ta, 29, Li, 'even sign, 10th part: Ta + 8 + 9'],
  // D12 dwadashamsha: s + j (2°30′ parts).
  [12, Ar, 29, Pi, 'last part: Ar + 11'],
  [12, Pi, 15, Vi, 'Pisces + 6'],
  [12, Le, 2.5, Vi, 'second part from 2°30′'],
  // D16 shodashamsha: movable → Ar, fixed → Le, dual → Sg (1°52′30″ parts).
  [16, Cn, 0, Ar, 'movable starts at Aries'],
  [16, Ta, 0, Le, 'fixed starts at Leo'],
  [16, Ge, 0, Sg, 'dual starts at Sagittarius'],
  [16, Ge, 29.9, Pi, 'dual, 16th part: Sg + 15'],
  [16, Li, 1.875, Ta, 'movable, second part from 1°52′30″'],
  // D20 vimshamsha: movable → Ar, fixed → Sg, dual → Le (1°30′ parts).
  [20, Cp, 0, Ar, 'movable starts at Aries'],
  [20, Ta, 0, Sg, 'fixed starts at Sagittarius'],
  [20, Ge, 0, Le, 'dual starts at Leo'],
  [20, Cn, 3, Ge, 'movable, 3rd part'],
  [20, Aq, 29.9, Cn, 'fixed, 20th part: Sg + 19'],
  // D24 chaturvimshamsha: odd Le + j, even Cn + j (1°15′ parts).
  [24, Ar, 0, Le, 'odd sign starts at Leo'],
  [24, Ta, 0, Cn, 'even sign starts at Cancer'],
  [24, Ar, 29.9, Cn, 'odd, 24th part: Le + 23'],
  [24, Vi, 2.5, Vi, 'even, 3rd part: Cn + 2'],
  // D27 bhamsha: fire → Ar, earth → Cn, air → Li, water → Cp (1°06′40″ parts).
  [27, Le, 0, Ar, 'fire starts at Aries'],
  [27, Vi, 0, Cn, 'earth starts at Cancer'],
  [27, Aq, 0, Li, 'air starts at Libra'],
  [27, Pi, 0, Cp, 'water starts at Capricorn'],
  [27, Ar, 29.9, Ge, 'fire, 27th part: Ar + 26'],
  // D30 trimshamsha: unequal parts, lower bound inclusive.
  [30, Ar, 4.99, Ar, 'odd 0–5 Aries (Mars)'],
  [30, Ar, 5, Aq, 'odd 5–10 Aquarius (Saturn)'],
  [30, Ge, 10, Sg, 'odd 10–18 Sagittarius (Jupiter)'],
  [30, Le, 17.99, Sg, 'odd, still Jupiter below 18°'],
  [30, Li, 18, Ge, 'odd 18–25 Gemini (Mercury)'],
  [30, Sg, 25, Li, 'odd 25–30 Libra (Venus)'],
  [30, Ta, 4.99, Ta, 'even 0–5 Taurus (Venus)'],
  [30, Cn, 5, Vi, 'even 5–12 Virgo (Mercury)'],
  [30, Vi, 11.99, Vi, 'even, still Mercury below 12°'],
  [30, Vi, 12, Pi, 'even 12–20 Pisces (Jupiter)'],
  [30, Sc, 20, Cp, 'even 20–25 Capricorn (Saturn)'],
  [30, Cp, 24.99, Cp, 'even, still Saturn below 25°'],
  [30, Pi, 25, Sc, 'even 25–30 Scorpio (Mars)'],
  // D40 khavedamsha: odd Ar + j, even Li + j (45′ parts).
  [40, Ar, 0, Ar, 'odd starts at Aries'],
  [40, Ta, 0, Li, 'even starts at Libra'],
  [40, Ta, 29.9, Cp, 'even, 40th part: Li + 39'],
  [40, Ge, 1.5, Ge, 'odd, 3rd part: Ar + 2'],
  // D45 akshavedamsha: movable → Ar, fixed → Le, dual → Sg (40′ parts).
  [45, Ar, 0, Ar, 'movable starts at Aries'],
  [45, Ta, 0, Le, 'fixed starts at Leo'],
  [45, Ge, 0, Sg, 'dual starts at Sagittarius'],
  [45, Cn, 29.9, Sg, 'movable, 45th part: Ar + 44'],
  [45, Pi, 1, Cp, 'dual, 2nd part: Sg + 1'],
  // D60 shashtyamsha: s + ⌊2d⌋.
  [60, Ar, 0, Ar, 'first half-degree'],
  [60, Ar, 0.5, Ta, 'second half-degree from 0°30′'],
  [60, Ta, 29.9, Ar, 'Taurus + 59'],
  [60, Sc, 10.2, Cn, 'Scorpio + 20'],
];

describe('the other fifteen vargas, hand-worked from the rule table', () => {
  for (const division of shodashavargas.filter((d) => d !== 4)) {
    it(`gives the hand-worked signs of D${division}`, () => {
      const mine = rows.filter((r) => r[0] === division);
      assert.ok(mine.length >= 2, `D${division} has hand-worked rows`);
      for (const [, sign, d, expected, why] of mine) {
        assert.equal(vargaSign(at(sign, d), division), expected, `D${division} ${names[sign]} ${d}°: ${why}`);
      }
    });
  }

  it('lists exactly the sixteen divisions of BPHS ch. 6–7', () => {
    assert.deepEqual([...shodashavargas], [1, 2, 3, 4, 7, 9, 10, 12, 16, 20, 24, 27, 30, 40, 45, 60]);
  });

  it('takes the parivritti hora cyclically from Aries, reversed in even signs', () => {
    // Halves numbered 2s and 2s + 1 from Aries; in even signs the two are swapped.
    // Ar: Ar, Ta; Ta (even): Cn, Ge; Ge: Le, Vi; Pi (even): Pi, Aq.
    assert.equal(vargaSign(at(Ar, 1), 2, 'parivritti'), Ar);
    assert.equal(vargaSign(at(Ar, 16), 2, 'parivritti'), Ta);
    assert.equal(vargaSign(at(Ta, 1), 2, 'parivritti'), Cn);
    assert.equal(vargaSign(at(Ta, 16), 2, 'parivritti'), Ge);
    assert.equal(vargaSign(at(Ge, 1), 2, 'parivritti'), Le);
    assert.equal(vargaSign(at(Pi, 1), 2, 'parivritti'), Pi);
    assert.equal(vargaSign(at(Pi, 16), 2, 'parivritti'), Aq);
  });

  it('accepts longitudes outside 0–360° by normalising them', () => {
    assert.equal(vargaSign(-30 + 8, 4), Ge); // −22° = 338° = Pisces 8°, second quarter: Pi + 3
  });

  it('gives the degree within the varga sign as (d·N) mod 30', () => {
    assert.equal(vargaDegreeInSign(at(Ar, 7.5), 4), 0);
    assert.ok(Math.abs(vargaDegreeInSign(at(Ta, 13.2), 9) - 28.8) < 1e-9); // 13.2 × 9 = 118.8
    assert.ok(Math.abs(vargaDegreeInSign(at(Le, 10), 1) - 10) < 1e-9);
    assert.ok(Math.abs(vargaDegreeInSign(at(Cp, 29.5), 60) - 0) < 1e-9); // 1770 mod 30 = 0
  });
});
