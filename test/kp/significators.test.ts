/**
 * Significators (kp.md §5) on a small hand-made chart whose every level is worked out in the
 * comments, the reverse view, the nodes' agency and the ruling planets (kp.md §6) with their
 * declared handling of duplicates, retrograde drops, weak marks and nodes.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { GrahaId } from '../../src/jyotish/core/zodiac.ts';
import { kpLords } from '../../src/jyotish/kp/lords.ts';
import { rulingPlanets } from '../../src/jyotish/kp/ruling-planets.ts';
import { aspectedHouses, computeSignificators, type SignificatorPlanet } from '../../src/jyotish/kp/significators.ts';
import { judgeQuestion } from '../../src/jyotish/kp/questions.ts';

/**
 * The chart: cusps at 0°, 30° … (house h = sign h − 1 from Aries), so house lords are the
 * sign lords Ma Ve Me Mo Su Me Ve Ma Ju Sa Sa Ju. Placements (sign → house, star lord):
 *  Sun  Aries 10° (Ashwini, Ketu)          house 1
 *  Moon Taurus 15° (Rohini, Moon)          house 2
 *  Mars Cancer 5° = 95° (Pushya, Saturn)   house 4
 *  Merc Aries 20° (Bharani, Venus)         house 1
 *  Jup  Sagittarius 5° (Mula, Ketu)        house 9
 *  Ven  Pisces 20° (Revati, Mercury)       house 12
 *  Sat  Libra 10° (Swati, Rahu)            house 7
 *  Rahu Leo 5° (Magha, Ketu)               house 5
 *  Ketu Aquarius 5° (Dhanishtha, Mars)     house 11
 */
const placements: Record<GrahaId, [number, number]> = {
  sun: [0, 10], moon: [1, 15], mars: [3, 5], mercury: [0, 20], jupiter: [8, 5], venus: [11, 20], saturn: [6, 10], rahu: [4, 5], ketu: [10, 5],
};
const planets = {} as Record<GrahaId, SignificatorPlanet>;
for (const [g, [sign, deg]] of Object.entries(placements) as [GrahaId, [number, number]][]) {
  const l = kpLords(sign * 30 + deg);
  planets[g] = { graha: g, sign, house: sign + 1, starLord: l.starLord };
}
const houseLords: GrahaId[] = ['mars', 'venus', 'mercury', 'moon', 'sun', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'saturn', 'jupiter'];

describe('KP significators on a hand-made chart', () => {
  const s = computeSignificators({ planets, houseLords, includeLevelE: true });

  it('reads the star lords the chart comment lists', () => {
    assert.deepEqual(
      Object.fromEntries(Object.entries(planets).map(([g, p]) => [g, p.starLord])),
      { sun: 'ketu', moon: 'moon', mars: 'saturn', mercury: 'venus', jupiter: 'ketu', venus: 'mercury', saturn: 'rahu', rahu: 'ketu', ketu: 'mars' },
    );
  });

  it('lists house 1 as A: in the star of Sun or Mercury (Venus); B: Sun, Mercury; C: in the star of Mars (Ketu); D: Mars', () => {
    const h1 = s.houses[0];
    assert.deepEqual(h1.occupants, ['sun', 'mercury']);
    assert.deepEqual(h1.levels.A, ['venus']);
    assert.deepEqual(h1.levels.B, ['sun', 'mercury']);
    assert.deepEqual(h1.levels.C, ['ketu']);
    assert.deepEqual(h1.levels.D, ['mars']);
    assert.deepEqual(h1.all.slice(0, 5), ['venus', 'sun', 'mercury', 'ketu', 'mars']);
  });

  it('gives an empty house no A or B and lets C and D lead (house 3: lord Mercury, Venus in its star)', () => {
    const h3 = s.houses[2];
    assert.deepEqual([h3.levels.A, h3.levels.B, h3.levels.C, h3.levels.D, h3.levels.E], [[], [], ['venus'], ['mercury'], []]);
  });

  it('lists house 11 as A: in the star of Ketu (Sun, Jupiter, Rahu); B: Ketu; C: in the star of Saturn (Mars); D: Saturn', () => {
    const h = s.houses[10];
    assert.deepEqual([h.levels.A, h.levels.B, h.levels.C, h.levels.D], [['sun', 'jupiter', 'rahu'], ['ketu'], ['mars'], ['saturn']]);
  });

  it('adds level E: grahas in the occupants\' sign or aspecting the house (house 7 holds Saturn: Sun and Mercury aspect it from 1 by the 7th, Mars from 4 by the 4th; Jupiter in 9 does not)', () => {
    assert.deepEqual(s.houses[6].levels.E, ['sun', 'mars', 'mercury']);
    assert.deepEqual(aspectedHouses('saturn', 7), [9, 1, 4]);
    assert.deepEqual(aspectedHouses('mars', 4), [7, 10, 11]);
    assert.deepEqual(aspectedHouses('jupiter', 9), [1, 3, 5]);
  });

  it('gives the reverse view: Sun (star lord Ketu in 11, owning nothing) signifies 1, 5, 11', () => {
    const sun = s.planets.find((p) => p.graha === 'sun')!;
    assert.deepEqual([sun.occupies, sun.owns, sun.starLordOccupies, sun.starLordOwns], [1, [5], 11, []]);
    assert.deepEqual(sun.byLevel.A, [11]);
    assert.deepEqual(sun.houses, [1, 5, 11]);
  });

  it('agrees between the house view and the reverse view at every level', () => {
    for (const p of s.planets) {
      for (const level of ['A', 'B', 'C', 'D'] as const) {
        const fromHouses = s.houses.filter((h) => h.levels[level].includes(p.graha)).map((h) => h.house);
        assert.deepEqual([...new Set(p.byLevel[level])].sort((a, b) => a - b), fromHouses, `${p.graha} ${level}`);
      }
    }
  });

  it('makes Rahu (Leo, house 5, nobody in Leo) the agent of Jupiter aspecting it (5th from 9) and of the Sun, its sign lord; its star lord Ketu is a node and does not count', () => {
    const rahu = s.nodes.find((n) => n.node === 'rahu')!;
    assert.deepEqual(rahu.agents.map((a) => [a.graha, a.bases]), [['jupiter', ['aspect']], ['sun', ['sign-lord']]]);
    assert.deepEqual(rahu.agents.map((a) => a.houses), [[9, 12], [1, 5]]);
    assert.deepEqual(rahu.houses, [1, 5, 9, 12]);
  });

  it('makes Ketu (Aquarius, house 11) the agent of Mars (8th aspect from 4, and its star lord) and of Saturn, its sign lord', () => {
    const ketu = s.nodes.find((n) => n.node === 'ketu')!;
    assert.deepEqual(ketu.agents.map((a) => [a.graha, a.bases]), [['mars', ['aspect', 'star-lord']], ['saturn', ['sign-lord']]]);
  });
});
