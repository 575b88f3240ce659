/**
 * The arithmetic of every divisional-chart rule added in issue 18, each checked against a case
 * worked by hand in the comment beside it (docs/methods/dashas-more.md §V). Notation: s = sign
 * (0 = Aries), d = degrees in the sign, j = ⌊d·N/30⌋.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  allDivisions,
  divisionMethodId,
  divisionSign,
  divisionVariants,
  type AnyDivisionVariant,
  type Division,
} from '../../src/jyotish/chart/divisions.ts';
import { shodashavargas, vargaSign } from '../../src/jyotish/chart/vargas.ts';

const [Ar, Ta, Ge, Cn, Le, Vi, Li, Sc, Sg, Cp, Aq, Pi] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const at = (sign: number, degree: number) => sign * 30 + degree;

/** [what, division, variant, longitude, expected sign] — each worked by hand. */
const cases: [string, Division, AnyDivisionVariant, number, number][] = [
  // Parivritti cyclic D3, Taurus 12°: j = 1, sign = 1·3 + 1 = 4 → Leo.
  ['cyclic D3 of Taurus 12°', 3, 'parivritti-cyclic', at(Ta, 12), Le],
  // Parivritti even-reverse D2, Taurus 5°: even sign, j = 0 → 1·2 + (2 − 1 − 0) = 3 → Cancer.
  ['even-reverse D2 of Taurus 5°', 2, 'parivritti', at(Ta, 5), Cn],
  ['even-reverse D2 of Taurus 20°', 2, 'parivritti', at(Ta, 20), Ge],
  // Somanatha D4, Cancer 25°: even sign, k = ⌊3/2⌋ = 1, j = 3 → 11 − 4 − 3 = 4 → Leo.
  ['Somanatha D4 of Cancer 25°', 4, 'somanatha', at(Cn, 25), Le],
  // Somanatha D4, Aries 8°: odd sign, k = 0, j = 1 → 0 + 1 → Taurus.
  ['Somanatha D4 of Aries 8°', 4, 'somanatha', at(Ar, 8), Ta],
  // D5 Parashara: odd signs Ar, Aq, Sg, Ge, Li; even signs Ta, Vi, Pi, Cp, Sc. Aries 13°: j = 2 → Sg.
  ['Parashara D5 of Aries 13°', 5, 'parashara', at(Ar, 13), Sg],
  ['Parashara D5 of Taurus 29°', 5, 'parashara', at(Ta, 29), Sc],
  // D6 Parashara: odd from Aries, even from Libra. Gemini 6°: j = 1 → Taurus; Cancer 29°: j = 5 → Pisces.
  ['Parashara D6 of Gemini 6°', 6, 'parashara', at(Ge, 6), Ta],
  ['Parashara D6 of Cancer 29°', 6, 'parashara', at(Cn, 29), Pi],
  // D7 of Taurus 10°: j = ⌊70/30⌋ = 2. Parashara: 1 + 6 + 2 = 9 → Cp; from the 7th backward:
  // 1 − 6 − 2 = −7 → Vi; reversed ending in the 7th: 1 − 2 = −1 → Pi.
  ['Parashara D7 of Taurus 10°', 7, 'parashara', at(Ta, 10), Cp],
  ['D7 even signs backward from the 7th, Taurus 10°', 7, 'even-backward', at(Ta, 10), Vi],
  ['D7 even signs reversed ending in the 7th, Taurus 10°', 7, 'even-reverse-ending-seventh', at(Ta, 10), Pi],
  // D8 Parashara: movable from Aries, fixed from Sagittarius, dual from Leo. Leo 20°: j = 5 → 8 + 5 = 13 → Taurus.
  ['Parashara D8 of Leo 20°', 8, 'parashara', at(Le, 20), Ta],
  ['Parashara D8 of Gemini 1°', 8, 'parashara', at(Ge, 1), Le],
  // D9 Rangacharya (nadi navamsha): water signs count back from Cancer. Cancer 5°: j = 1 → Gemini.
  ['Rangacharya D9 of Cancer 5°', 9, 'rangacharya', at(Cn, 5), Ge],
  // D9 Krishna Mishra (even signs reversed): Taurus 2°: 1·9 + 8 = 17 → Virgo.
  ['Krishna Mishra D9 of Taurus 2°', 9, 'krishna-mishra', at(Ta, 2), Vi],
  // D9 Kalachakra: Taurus 15° is Rohini (the 4th nakshatra, apasavya) pada 2 → Sc, Li, Vi, Cn → Libra.
  ['Kalachakra D9 of Taurus 15° (Rohini pada 2)', 9, 'kalachakra', at(Ta, 15), Li],
  // D10 of Taurus 5°: j = 1. Parashara: 1 + 8 + 1 = 10 → Aq; backward from the 9th: 1 + 8 − 1 = 8 → Sg;
  // backward from the reverse 9th (the 5th): 1 + 4 − 1 = 4 → Le.
  ['Parashara D10 of Taurus 5°', 10, 'parashara', at(Ta, 5), Aq],
  ['D10 even signs backward from the 9th, Taurus 5°', 10, 'even-backward', at(Ta, 5), Sg],
  ['D10 even signs backward from the 5th, Taurus 5°', 10, 'even-backward-from-fifth', at(Ta, 5), Le],
  // D11 of Gemini 5°: j = ⌊55/30⌋ = 1. Sanjay Rath: j − s = −1 → Pisces; B. V. Raman: 11 + 2 − 1 = 12 → Aries.
  ['Rath D11 of Gemini 5°', 11, 'parashara', at(Ge, 5), Pi],
  ['Raman D11 of Gemini 5°', 11, 'raman', at(Ge, 5), Ar],
  // D12 with even signs reversed, Taurus 5°: j = 2 → 1 − 2 → Pisces.
  ['D12 even reversal of Taurus 5°', 12, 'even-reversal', at(Ta, 5), Pi],
  // D24 of Taurus 2°: j = 1. Even reversal: 3 − 1 → Gemini; even signs from Leo: 4 + 1 → Virgo.
  ['D24 even reversal of Taurus 2°', 24, 'even-reversal', at(Ta, 2), Ge],
  ['D24 even signs from Leo, Taurus 2°', 24, 'even-from-leo', at(Ta, 2), Vi],
  // D30 like a shashtyamsha: Gemini 7.5°: j = 7 → 2 + 7 → Capricorn.
  ['shashtyamsha-like D30 of Gemini 7.5°', 30, 'shashtyamsha-like', at(Ge, 7.5), Cp],
  // D60 of Taurus 0.7°: j = 1. From the sign: 2 → Ge; from Aries: 1 → Ta; even reversal from Aries
  // (even sign counts back from Pisces): 11 − 1 → Aq; even reversal from the sign: 1 − 1 → Aries.
  ['Parashara D60 of Taurus 0.7°', 60, 'parashara', at(Ta, 0.7), Ge],
  ['D60 from Aries, Taurus 0.7°', 60, 'from-aries', at(Ta, 0.7), Ta],
  ['D60 even reversal from Aries, Taurus 0.7°', 60, 'even-reversal-from-aries', at(Ta, 0.7), Aq],
  ['D60 even reversal from the sign, Taurus 0.7°', 60, 'even-reversal-from-sign', at(Ta, 0.7), Ar],
  // D81 cyclic, Aries 1°: j = ⌊81/30⌋ = 2 → Gemini.
  ['D81 of Aries 1°', 81, 'parivritti-cyclic', at(Ar, 1), Ge],
  // D108 = D12 of D9: Aries 4° → navamsha Taurus (j = 1), degree 36 mod 30 = 6° → D12 j = 2 → Cancer.
  ['D108 of Aries 4°', 108, 'parashara', at(Ar, 4), Cn],
  // D144 = D12 of D12: Aries 4° → Taurus (j = 1), degree 48 mod 30 = 18° → D12 j = 7 → 1 + 7 → Sagittarius.
  ['D144 of Aries 4°', 144, 'parashara', at(Ar, 4), Sg],
  // D150 cyclic: Aries 1°: j = 5 → Virgo.
  ['D150 of Aries 1°', 150, 'parivritti-cyclic', at(Ar, 1), Vi],
  // Raman hora: Aries (Scorpio, Capricorn) → second half Capricorn.
  ['Raman D2 of Aries 20°', 2, 'raman', at(Ar, 20), Cp],
  // Kashinatha hora: Aries's lord Mars has Scorpio, Aries; odd sign, first half → Scorpio.
  ['Kashinatha D2 of Aries 3°', 2, 'kashinatha', at(Ar, 3), Sc],
  // Gemini's lord Mercury has Virgo, Gemini; second half of an odd sign → Gemini.
  ['Kashinatha D2 of Gemini 20°', 2, 'kashinatha', at(Ge, 20), Ge],
  // Jagannatha drekkana: earth signs start from Capricorn, then its 5th and 9th. Taurus 25° → Cp + 8 → Virgo.
  ['Jagannatha D3 of Taurus 25°', 3, 'jagannatha', at(Ta, 25), Vi],
];

describe('divisional-chart arithmetic (hand-worked cases)', () => {
  for (const [what, division, variant, longitude, expected] of cases) {
    it(`places ${what} in sign ${expected}`, () => {
      assert.equal(divisionSign(longitude, division, variant), expected);
    });
  }

  it('lists a default and only known rules for every division Jagannatha Hora offers', () => {
    assert.deepEqual([...allDivisions], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 16, 20, 24, 27, 30, 40, 45, 60, 81, 108, 144, 150]);
    for (const d of allDivisions) assert.ok(divisionVariants[d].length >= 1);
  });

  it('gives every division and rule a method id, keeping VARGA.PARASHARA for the Shodashavarga defaults', () => {
    assert.equal(divisionMethodId(9, 'parashara'), 'VARGA.PARASHARA');
    assert.equal(divisionMethodId(2, 'parivritti'), 'VARGA.D2_PARIVRITTI');
    assert.equal(divisionMethodId(5, 'parashara'), 'VARGA.D5_PARASHARA');
    assert.equal(divisionMethodId(9, 'krishna-mishra'), 'VARGA.D9_KRISHNA_MISHRA');
    assert.equal(divisionMethodId(1, 'rashi'), 'CHART.WHOLE_SIGN');
  });

  it('keeps the default rule of each Shodashavarga identical to the Parashara rule of vargas.ts', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 359.999999, noNaN: true }), fc.constantFrom(...shodashavargas), (lon, d) => {
        assert.equal(divisionSign(lon, d), vargaSign(lon, d));
        if (d === 2) assert.equal(divisionSign(lon, 2, 'parivritti'), vargaSign(lon, 2, 'parivritti'));
      }),
      { numRuns: 3000 },
    );
  });

  it('puts every longitude of every division and rule in a sign 0–11', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 359.999999, noNaN: true }), fc.constantFrom(...allDivisions), (lon, d) => {
        for (const v of divisionVariants[d]) {
          const s = divisionSign(lon, d, v);
          assert.ok(Number.isInteger(s) && s >= 0 && s < 12, `D${d} ${v} ${lon}`);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
