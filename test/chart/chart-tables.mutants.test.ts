/**
 * The chart tables written out from the methods (../shared/methods/charts-and-vargas.md §5–§8:
 * BPHS 26 drishti, BPHS 3 dignities and natural relationships, Surya Siddhanta 9.6–9
 * combustion), checked cell by cell. Written for the mutants that survived the first Stryker
 * run of `src/jyotish/chart` (docs/quality.md, third pass): every expected value below is
 * copied from those tables, not from the code.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { naturalRelation, type NaturalRelation } from '../../src/jyotish/chart/relationships.ts';
import { aspectFraction, aspectsSignFully, grahaDrishtiRows } from '../../src/jyotish/chart/drishti.ts';
import { dignityOf, inMoolatrikona } from '../../src/jyotish/chart/dignity.ts';
import { isCombust } from '../../src/jyotish/chart/combustion.ts';
import { ucchaBala } from '../../src/jyotish/chart/uccha-bala.ts';
import type { GrahaId, SevenGrahaId } from '../../src/jyotish/core/zodiac.ts';

type Short = 'Su' | 'Mo' | 'Ma' | 'Me' | 'Ju' | 'Ve' | 'Sa';
const id: Record<Short, SevenGrahaId> = { Su: 'sun', Mo: 'moon', Ma: 'mars', Me: 'mercury', Ju: 'jupiter', Ve: 'venus', Sa: 'saturn' };

// §7, natural relationships: graha | friends | neutral | enemies.
const relationTable: readonly [Short, Short[], Short[], Short[]][] = [
  ['Su', ['Mo', 'Ma', 'Ju'], ['Me'], ['Ve', 'Sa']],
  ['Mo', ['Su', 'Me'], ['Ma', 'Ju', 'Ve', 'Sa'], []],
  ['Ma', ['Su', 'Mo', 'Ju'], ['Ve', 'Sa'], ['Me']],
  ['Me', ['Su', 'Ve'], ['Ma', 'Ju', 'Sa'], ['Mo']],
  ['Ju', ['Su', 'Mo', 'Ma'], ['Sa'], ['Me', 'Ve']],
  ['Ve', ['Me', 'Sa'], ['Ma', 'Ju'], ['Su', 'Mo']],
  ['Sa', ['Me', 'Ve'], ['Ju'], ['Su', 'Mo', 'Ma']],
];

describe('natural relationships (REL.BPHS, charts-and-vargas.md §7)', () => {
  for (const [graha, friends, neutral, enemies] of relationTable) {
    it(`rates how ${id[graha]} regards each of the other six grahas as the BPHS table lists`, () => {
      const expected: [Short, NaturalRelation][] = [
        ...friends.map((g) => [g, 'friend'] as [Short, NaturalRelation]),
        ...neutral.map((g) => [g, 'neutral'] as [Short, NaturalRelation]),
        ...enemies.map((g) => [g, 'enemy'] as [Short, NaturalRelation]),
      ];
      assert.equal(expected.length, 6, 'the table row covers the six others');
      for (const [other, relation] of expected) assert.equal(naturalRelation[id[graha]][id[other]], relation, `${graha} → ${other}`);
    });
  }

  it('rates a graha a friend of itself, as graha maitri scores two Moon signs of the same lord 5 (matching.md §1.5: "same lord 5", the both-friends score)', () => {
    for (const g of Object.values(id)) assert.equal(naturalRelation[g][g], 'friend', g);
  });
});

// §5: fraction of a full aspect by house from the graha (3, 4, 5, 7, 8, 9, 10; others 0).
const houses = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
const ordinaryRow = [0, 0, 0.25, 0.75, 0.5, 0, 1, 0.75, 0.5, 0.25, 0, 0];
const specialRows: Partial<Record<GrahaId, number[]>> = {
  mars: [0, 0, 0.25, 1, 0.5, 0, 1, 1, 0.5, 0.25, 0, 0],
  jupiter: [0, 0, 0.25, 0.75, 1, 0, 1, 0.75, 1, 0.25, 0, 0],
  saturn: [0, 0, 1, 0.75, 0.5, 0, 1, 0.75, 0.5, 1, 0, 0],
};
const nodeRow = [0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0]; // DRISHTI.NODES_7
const allGrahas: GrahaId[] = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu'];
const rowOf = (g: GrahaId) => (g === 'rahu' || g === 'ketu' ? nodeRow : specialRows[g] ?? ordinaryRow);

describe('graha drishti (DRISHTI.BPHS_SIGN, charts-and-vargas.md §5)', () => {
  for (const graha of allGrahas) {
    it(`gives ${graha} the fraction of the BPHS table at each of the twelve house distances`, () => {
      const row = rowOf(graha);
      for (const h of houses) assert.equal(aspectFraction(graha, h), row[h - 1], `${graha} house ${h}`);
    });

    it(`says ${graha} aspects a sign fully exactly where its table cell is 1, from every sign`, () => {
      const row = rowOf(graha);
      for (let from = 0; from < 12; from++) {
        for (let target = 0; target < 12; target++) {
          const house = ((target - from + 12) % 12) + 1;
          assert.equal(aspectsSignFully(graha, from, target), row[house - 1] === 1, `${graha} from ${from} on ${target}`);
        }
      }
    });
  }

  it('lists in each full-aspect row only the other grahas standing in the aspected sign', () => {
    // All nine in Aries except Saturn in Libra: Saturn's 7th falls on Aries and holds the other eight.
    const signs: Record<GrahaId, number> = { sun: 0, moon: 0, mars: 0, mercury: 0, jupiter: 0, venus: 0, saturn: 6, rahu: 0, ketu: 0 };
    const saturn7 = grahaDrishtiRows(signs, 0).find((r) => r.graha === 'saturn' && r.aspect === 7);
    assert.deepEqual(saturn7?.aspectedGrahas, ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'rahu', 'ketu']);
  });
});

const at = (sign: number, degrees: number) => sign * 30 + degrees;

describe('dignities (DIGNITY.BPHS, charts-and-vargas.md §6)', () => {
  it('rates the Moon exalted in Taurus (3° deep, the whole sign exalted), own in Cancer, debilitated in Scorpio', () => {
    assert.equal(dignityOf('moon', at(1, 1)), 'exalted');
    assert.equal(dignityOf('moon', at(1, 20)), 'exalted'); // exalted outranks its Ta 3–30 moolatrikona
    assert.equal(dignityOf('moon', at(3, 12)), 'own');
    assert.equal(dignityOf('moon', at(7, 3)), 'debilitated');
  });

  it('puts the moolatrikona spans at the table degrees, lower bound inclusive and upper exclusive', () => {
    const spans: [SevenGrahaId, number, number, number][] = [
      ['sun', 4, 0, 20], ['moon', 1, 3, 30], ['mars', 0, 0, 12], ['mercury', 5, 15, 20],
      ['jupiter', 8, 0, 10], ['venus', 6, 0, 15], ['saturn', 10, 0, 20],
    ];
    for (const [graha, sign, from, to] of spans) {
      assert.equal(inMoolatrikona(graha, at(sign, from)), true, `${graha} at ${from}°`);
      assert.equal(inMoolatrikona(graha, at(sign, to - 0.01)), true, `${graha} just under ${to}°`);
      if (to < 30) assert.equal(inMoolatrikona(graha, at(sign, to)), false, `${graha} at ${to}°`);
      if (from > 0) assert.equal(inMoolatrikona(graha, at(sign, from - 0.01)), false, `${graha} just under ${from}°`);
      assert.equal(inMoolatrikona(graha, at((sign + 1) % 12, from + 1)), false, `${graha} in the next sign`);
    }
  });
});

describe('combustion (COMBUST.SURYA_SIDDHANTA, charts-and-vargas.md §8)', () => {
  it('counts a graha exactly at its orb from the Sun as combust (|Δλ| ≤ orb) and one a hundredth of a degree further as not', () => {
    const orbs: [GrahaId, number, number][] = [
      ['moon', 12, 12], ['mars', 17, 17], ['mercury', 14, 12], ['jupiter', 11, 11], ['venus', 10, 8], ['saturn', 15, 15],
    ];
    const sun = 100;
    for (const [graha, direct, retro] of orbs) {
      assert.equal(isCombust(graha, sun + direct, false, sun), true, `${graha} at ${direct}°`);
      assert.equal(isCombust(graha, sun - direct - 0.01, false, sun), false, `${graha} beyond ${direct}°`);
      assert.equal(isCombust(graha, sun - retro, true, sun), true, `${graha} retrograde at ${retro}°`);
      assert.equal(isCombust(graha, sun + retro + 0.01, true, sun), false, `${graha} retrograde beyond ${retro}°`);
    }
  });
});

describe('uchcha bala (UCHCHA.BPHS, charts-and-vargas.md §6)', () => {
  it('places each deep debilitation at the table longitude, 180° from the deep exaltation and within 0–360°', () => {
    // Li 10, Sc 3, Cn 28, Pi 15, Cp 5, Vi 27, Ar 20.
    const debilitation: Record<SevenGrahaId, number> = { sun: 190, moon: 213, mars: 118, mercury: 345, jupiter: 275, venus: 177, saturn: 20 };
    for (const [graha, lon] of Object.entries(debilitation) as [SevenGrahaId, number][]) {
      const u = ucchaBala(graha, 0);
      assert.equal(u.deepDebilitationLongitude, lon, graha);
      assert.equal(ucchaBala(graha, lon).virupas, 0, `${graha} at its debilitation`);
      assert.equal(ucchaBala(graha, (lon + 180) % 360).virupas, 60, `${graha} at its exaltation`);
    }
  });
});
