/**
 * Ashtakavarga pieces the golden registers do not reach (docs/quality.md, third pass): who gave
 * each bindu, the lagna's own register (ashtakavarga.md §3), the SAV strength bands
 * (`AV.SAV_28`), ekadhipatya sodhana with the occupied sign second in its pair and with equal
 * counts (docs/methods/strength.md §9, BPHS 68), the occupied signs, and the eight kaksha
 * lords (Saturn … lagna, strength.md §9). Expected values are worked by hand from those rules.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { avReferences, computeAshtakavarga, savStrength, type AvReference } from '../../src/jyotish/chart/ashtakavarga.ts';
import { ekadhipatyaSodhana, kakshaOf, lagnaBhinna, occupiedSigns } from '../../src/jyotish/chart/ashtakavarga-sodhana.ts';

// Every reference in Aries: sign s receives a bindu from each reference whose row lists house s + 1.
const allInAries = Object.fromEntries(avReferences.map((r) => [r, 0])) as Record<AvReference, number>;
// A spread chart: Sun Ar, Moon Ta, Mars Ge, Mercury Cn, Jupiter Le, Venus Vi, Saturn Li, lagna Sc.
const spread: Record<AvReference, number> = { sun: 0, moon: 1, mars: 2, mercury: 3, jupiter: 4, venus: 5, saturn: 6, lagna: 7 };

describe('ashtakavarga contributors', () => {
  it('names as many contributors for each sign as the sign has bindus, each reference at most once, in every register', () => {
    for (const chart of [allInAries, spread]) {
      for (const reg of computeAshtakavarga(chart).bhinna) {
        for (let s = 0; s < 12; s++) {
          assert.equal(reg.contributors[s].length, reg.bindus[s], `${reg.graha} sign ${s}`);
          assert.equal(new Set(reg.contributors[s]).size, reg.contributors[s].length);
        }
      }
    }
  });

  it("builds the lagna's own register from ashtakavarga.md §3: with every reference in Aries, Gemini (house 3) hears from Sun, Moon, Mars, Venus, Saturn and the lagna", () => {
    const { bindus, contributors, total } = lagnaBhinna(allInAries);
    assert.equal(total, 49);
    assert.deepEqual(contributors[2], ['sun', 'moon', 'mars', 'venus', 'saturn', 'lagna']);
    // House 1 (Aries): Mars, Mercury, Jupiter, Venus, Saturn; house 12 (Pisces): Sun and Moon.
    assert.deepEqual(contributors[0], ['mars', 'mercury', 'jupiter', 'venus', 'saturn']);
    assert.deepEqual(contributors[11], ['sun', 'moon']);
    for (let s = 0; s < 12; s++) assert.equal(contributors[s].length, bindus[s]);
  });
});

describe('Sarva strength bands (AV.SAV_28)', () => {
  it('calls 28 and more strong, 25 to 27 average and under 25 weak', () => {
    assert.deepEqual([24, 25, 27, 28, 40].map(savStrength), ['weak', 'average', 'average', 'strong', 'strong']);
  });
});

describe('ekadhipatya sodhana (BPHS 68)', () => {
  const counts = (pairs: Record<number, number>) => Array.from({ length: 12 }, (_, s) => pairs[s] ?? 1);
  const occ = (signs: number[]) => Array.from({ length: 12 }, (_, s) => signs.includes(s));

  it('reduces the unoccupied sign whichever of the pair is occupied: Scorpio occupied with 2 takes 2 from an empty Aries with 3', () => {
    const out = ekadhipatyaSodhana(counts({ 0: 3, 7: 2 }), occ([7]));
    assert.equal(out[0], 1);
    assert.equal(out[7], 2);
  });

  it('empties the unoccupied sign when the occupied one has the same count', () => {
    const out = ekadhipatyaSodhana(counts({ 1: 4, 6: 4 }), occ([1]));
    assert.equal(out[1], 4);
    assert.equal(out[6], 0);
  });
});

describe('occupied signs and kakshas', () => {
  it('marks exactly the signs holding one of the seven grahas or the lagna', () => {
    assert.deepEqual(occupiedSigns(spread), [true, true, true, true, true, true, true, true, false, false, false, false]);
  });

  it('gives the eight kakshas of 3°45′ to Saturn, Jupiter, Mars, Sun, Venus, Mercury, Moon and the lagna in that order', () => {
    const lords = ['saturn', 'jupiter', 'mars', 'sun', 'venus', 'mercury', 'moon', 'lagna'];
    for (let k = 0; k < 8; k++) {
      const kaksha = kakshaOf(120 + k * 3.75 + 1); // Leo
      assert.equal(kaksha.lord, lords[k], `kaksha ${k + 1}`);
      assert.equal(kaksha.number, k + 1);
      assert.equal(kaksha.sign, 4);
    }
  });
});
