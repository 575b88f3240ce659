/** Rashi drishti against the table of jaimini.md §5; the ishta indicator steps and argala on constructed placements. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { rashiDrishti } from '../../src/jyotish/jaimini/rashi-drishti.ts';
import { ishtaIndicator, d9Strength } from '../../src/jyotish/jaimini/ishta.ts';
import { argalasOn } from '../../src/jyotish/jaimini/argala.ts';
import type { GrahaId } from '../../src/jyotish/core/zodiac.ts';

describe('rashi drishti (RASHI_DRISHTI.JAIMINI)', () => {
  // jaimini.md §5 table, 0 = Aries.
  const table: Record<number, number[]> = {
    0: [4, 7, 10], 1: [3, 6, 9], 2: [5, 8, 11], 3: [7, 10, 1], 4: [6, 9, 0], 5: [8, 11, 2],
    6: [10, 1, 4], 7: [9, 3, 0], 8: [11, 2, 5], 9: [1, 4, 7], 10: [0, 3, 6], 11: [2, 5, 8],
  };
  it('matches the methods table for all twelve signs', () => {
    for (let s = 0; s < 12; s++) assert.deepEqual(rashiDrishti(s), [...table[s]].sort((a, b) => a - b), String(s));
  });
  it('is mutual', () => {
    for (let a = 0; a < 12; a++) for (const b of rashiDrishti(a)) assert.ok(rashiDrishti(b).includes(a));
  });
});

const grahas: GrahaId[] = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu'];
function placements(signs: Partial<Record<GrahaId, number>>, degrees: Partial<Record<GrahaId, number>> = {}) {
  const sign = {} as Record<GrahaId, number>;
  const degreeInSign = {} as Record<GrahaId, number>;
  for (const g of grahas) {
    sign[g] = signs[g] ?? 0;
    degreeInSign[g] = degrees[g] ?? 10;
  }
  return { sign, degreeInSign };
}

describe('ishta indicator (ISHTA.JAIMINI)', () => {
  // Karakamsa Taurus (1): the 12th from it is Aries (0).
  it('reads the occupant of the 12th from the karakamsa, the strongest first', () => {
    const p = placements({ sun: 0, saturn: 0, moon: 1, mars: 3, mercury: 5, jupiter: 7, venus: 9, rahu: 6, ketu: 6 });
    const r = ishtaIndicator(p, 1);
    assert.equal(r.step, 'occupant');
    assert.equal(r.graha, 'sun'); // exalted in Aries beats debilitated Saturn
    assert.equal(r.deity, 'shiva');
    assert.equal(r.avatara, 'rama');
  });
  it('breaks equal strength by degrees', () => {
    const p = placements({ jupiter: 0, moon: 0, sun: 5, mars: 3, mercury: 5, venus: 9, saturn: 9, rahu: 6, ketu: 6 }, { jupiter: 4, moon: 20 });
    assert.equal(d9Strength('jupiter', 0), 'friendly');
    assert.equal(d9Strength('moon', 0), 'other');
    assert.equal(ishtaIndicator(p, 1).graha, 'jupiter');
    const q = placements({ jupiter: 0, sun: 0, moon: 3, mars: 3, mercury: 5, venus: 9, saturn: 9, rahu: 6, ketu: 6 });
    assert.equal(ishtaIndicator(q, 1).graha, 'sun');
  });
  it('reads the grahas aspecting it by rashi drishti when it is empty', () => {
    // Aries is aspected by Leo (4), Scorpio (7), Aquarius (10).
    const p = placements({ sun: 2, moon: 2, mars: 2, mercury: 2, jupiter: 2, venus: 10, saturn: 2, rahu: 5, ketu: 11 });
    const r = ishtaIndicator(p, 1);
    assert.equal(r.step, 'aspecting');
    assert.equal(r.graha, 'venus');
    assert.equal(r.deity, 'lakshmi');
  });
  it('reads the lord when the sign is empty and unaspected', () => {
    // Karakamsa Gemini: 12th is Taurus, aspected by Cancer, Libra, Capricorn; all grahas in dual signs.
    const p = placements({ sun: 2, moon: 5, mars: 8, mercury: 11, jupiter: 2, venus: 5, saturn: 8, rahu: 11, ketu: 5 });
    const r = ishtaIndicator(p, 2);
    assert.equal(r.step, 'lord');
    assert.equal(r.graha, 'venus');
  });
});

describe('argala (ARGALA.COUNT)', () => {
  it('stands when the argala house holds more grahas than its obstructing house', () => {
    const signs = { sun: 1, moon: 1, mars: 11, mercury: 5, jupiter: 5, venus: 5, saturn: 9, rahu: 6, ketu: 0 } as Record<GrahaId, number>;
    const a = argalasOn(signs, 0); // on Aries: 2nd Taurus (Sun, Moon) vs 12th Pisces (Mars)
    assert.deepEqual(a[0], { house: 2, grahas: ['sun', 'moon'], obstructionHouse: 12, obstructingGrahas: ['mars'], status: 'effective' });
    // 4th Cancer empty → none; 11th Aquarius empty; 5th Leo empty.
    assert.equal(a[1].status, 'none');
  });
  it('is obstructed when the obstructing house holds as many or more', () => {
    const signs = { sun: 1, moon: 11, mars: 11, mercury: 5, jupiter: 5, venus: 5, saturn: 9, rahu: 6, ketu: 0 } as Record<GrahaId, number>;
    assert.equal(argalasOn(signs, 0)[0].status, 'obstructed');
  });
});
