/**
 * Properties every dasha of issue 18 must have, for any Moon, any placements and any birth
 * instant (fast-check): the periods tile their span exactly (each starts where the previous
 * ended, sub-periods start at their parent's start and end at its end), and they add up to the
 * system's total years: one or more whole cycles for the nakshatra dashas (Vimshottari 120,
 * Ashtottari 108, …), 36 × cycles for Yogini, 12 × 9 = 108 for Shoola, 96 for Sthira and the
 * paper's Drig (7 + 8 + 9 years a modality, four times), 144 for the two-cycle Narayana,
 * Moola and Niryana shoola (a sign's two periods make 12), and for Kalachakra the balance plus
 * the listed signs' years. Expected totals are the books' arithmetic, written here.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { grahaIds, type GrahaId } from '../../src/jyotish/core/zodiac.ts';
import type { CharaPlacements } from '../../src/jyotish/dasha/chara.ts';
import { kalachakraDasha, kalachakraSignYears } from '../../src/jyotish/dasha/kalachakra.ts';
import { cycleYears, nakshatraSystems, vimshottariSystem, type NakshatraSystem } from '../../src/jyotish/dasha/nakshatra-systems.ts';
import { equalDivider, expand, nakshatraMahadashas, nakshatraStart, proportionalDivider, runningChain, type DashaNode } from '../../src/jyotish/dasha/period-tree.ts';
import * as R from '../../src/jyotish/dasha/rashi-dashas.ts';
import { dasaTimeline } from '../../src/jyotish/dasha/period-engine.ts';
import { yogini } from '../../src/jyotish/dasha/yogini.ts';
import { vimshottariTree, type DashaMoreOptions } from '../../src/calculations/kundli-advanced/dashas-more.ts';

const relative = 1e-9;
const runs = { numRuns: 60 };

/** Asserts that `nodes` follow one another without gap or overlap, from `start` to `end`. */
function assertTiles(nodes: readonly DashaNode<unknown>[], start: number, end: number, what: string) {
  assert.ok(nodes.length > 0, what);
  assert.equal(nodes[0].startJd, start, `${what}: first start`);
  for (let i = 1; i < nodes.length; i++) assert.equal(nodes[i].startJd, nodes[i - 1].endJd, `${what}: ${i} starts where ${i - 1} ends`);
  assert.ok(Math.abs(nodes[nodes.length - 1].endJd - end) <= Math.abs(end) * relative, `${what}: last end`);
  for (const n of nodes) {
    assert.ok(n.endJd >= n.startJd, `${what}: non-negative length`);
    if (n.children) assertTiles(n.children, n.startJd, n.endJd, `${what} > ${String(n.lord)}`);
  }
}

const moon = fc.double({ min: 0, max: 359.999999, noNaN: true });
const birthJd = fc.double({ min: 2378497, max: 2597641, noNaN: true });
const yearDays = fc.constantFrom(360, 365.25, 365.2422, 365.2425, 365.256364, 365.2565);

const placements: fc.Arbitrary<CharaPlacements> = fc
  .record({
    signs: fc.array(fc.integer({ min: 0, max: 11 }), { minLength: 8, maxLength: 8 }),
    degrees: fc.array(fc.double({ min: 0, max: 29.999, noNaN: true }), { minLength: 9, maxLength: 9 }),
    lagna: fc.integer({ min: 0, max: 11 }),
  })
  .map(({ signs, degrees, lagna }) => {
    const sign = {} as Record<GrahaId, number>;
    const degreeInSign = {} as Record<GrahaId, number>;
    grahaIds.forEach((g, i) => {
      sign[g] = g === 'ketu' ? (sign.rahu + 6) % 12 : signs[i];
      degreeInSign[g] = g === 'ketu' ? 30 - degrees[7] : degrees[i];
    });
    return { sign, degreeInSign, lagnaSign: lagna };
  });

describe('nakshatra dashas tile their span and sum to their cycles', () => {
  for (const [key, sys] of Object.entries({ vimshottari: vimshottariSystem, ...nakshatraSystems })) {
    it(`${key}: periods and antardashas tile exactly, the whole lasts cycles × ${cycleYears(sys as NakshatraSystem<string>)} years and runs at birth`, () => {
      const system = sys as unknown as NakshatraSystem<string>;
      fc.assert(
        fc.property(moon, birthJd, yearDays, (m, jd, y) => {
          const start = nakshatraStart(system, m, jd, y);
          const periods = nakshatraMahadashas(system, start, y);
          for (const p of periods) expand(p, proportionalDivider(system), 1);
          const total = system.cycles * cycleYears(system) * y;
          assertTiles(periods, start.periodStartJd, start.periodStartJd + total, key);
          assert.ok(periods[0].startJd <= jd && jd < periods[0].endJd + 1e-6, 'the first period runs at birth');
          assert.ok(Math.abs(periods[0].endJd - jd - start.balanceYears * y) < 1e-6, 'balance');
        }),
        runs,
      );
    });
  }

  it('vimshottari to five levels: 9 × 9 × 9 pranas of 9 sookshmas tile the expanded mahadasha, and the running chain nests', () => {
    fc.assert(
      fc.property(moon, birthJd, fc.double({ min: 0, max: 0.999, noNaN: true }), (m, jd, part) => {
        // The running instant lies inside the 120-year cycle, which began before birth by the
        // part of the birth period already run: a fixed number of days after birth could fall
        // beyond it.
        const start = nakshatraStart(vimshottariSystem, m, jd, 365.25);
        const after = part * (start.periodStartJd + 120 * 365.25 - jd);
        const o: DashaMoreOptions = { yearChoice: 365.25, yearDays: 365.25, depth: 5, seed: 'moon', runningAtJd: jd + after, yoginiCycles: 1, systems: [], drigVariant: 'paper', seedVarga: 1, tribhagi: false, tribhagiAnchor: 'fullPeriod', tithiAshtottariAntardasha: 'ownLord', variantsFor: ['systems'], narayanaVarga: 1, narayanaVariant: 'pvr' };
        const tree = vimshottariTree(start, o, jd);
        assertTiles(tree.periods, tree.periods[0].startJd, tree.periods[0].startJd + 120 * 365.25, 'vimshottari');
        const deep = tree.periods[tree.deepIndex!];
        const pranas = deep.children!.flatMap((a) => a.children!.flatMap((p) => p.children!.flatMap((s) => s.children!)));
        assert.equal(pranas.length, 9 ** 4);
        assert.ok(deep.startJd <= jd + after && jd + after < deep.endJd);
        const chain = tree.running!;
        assert.equal(chain.length, 5);
        for (let k = 1; k < 5; k++) assert.ok(chain[k - 1].startJd <= chain[k].startJd && chain[k].endJd <= chain[k - 1].endJd + 1e-9);
        assert.ok(chain[4].startJd <= jd + after && jd + after < chain[4].endJd);
      }),
      { numRuns: 15 },
    );
  });
});

describe('Yogini through 120 years', () => {
  it('lists 8 × cycles periods totalling 36 × cycles years, antardashas proportional or equal tiling each period', () => {
    fc.assert(
      fc.property(moon, birthJd, fc.integer({ min: 1, max: 4 }), fc.constantFrom('proportional', 'equal') as fc.Arbitrary<'proportional' | 'equal'>, (m, jd, cycles, rule) => {
        const t = dasaTimeline(yogini, { birthJd: jd, moonLongitude: m, yearDays: 365.25, periodCount: 8 * cycles, depth: 2, subPeriods: rule });
        assert.equal(t.periods.length, 8 * cycles);
        assertTiles(t.periods, t.periods[0].startJd, t.periods[0].startJd + 36 * cycles * 365.25, 'yogini');
        if (rule === 'equal') for (const p of t.periods) for (const a of p.children!) assert.ok(Math.abs(a.endJd - a.startJd - (p.endJd - p.startJd) / 8) < 1e-6);
        const running = runningChain(t.periods, equalDivider(yogini), jd, 2);
        assert.ok(running.length >= 1);
      }),
      runs,
    );
  });
});

describe('Kalachakra tiles from birth', () => {
  it('lists the balance and eight whole sign periods, antardashas tiling each', () => {
    fc.assert(
      fc.property(moon, birthJd, (m, jd) => {
        const k = kalachakraDasha(m, jd, 365.25);
        for (const p of k.periods) expand(p, k.divider, 1);
        const years = k.start.balanceYears + k.periods.slice(1).reduce((s, p) => s + kalachakraSignYears[p.lord], 0);
        assertTiles(k.periods, jd, jd + years * 365.25, 'kalachakra');
        assert.ok(k.start.balanceYears > 0 && k.start.balanceYears <= kalachakraSignYears[k.periods[0].lord] + 1e-9);
      }),
      runs,
    );
  });
});

describe('sign dashas tile from birth and sum to their totals', () => {
  const fixedTotals: Record<string, number> = { shoola: 108, sthira: 96, drig: 96, narayana: 144, moola: 144, niryanaShoola: 144 };
  const plans = (p: CharaPlacements, hl: number, sl: number): Record<string, R.SignDashaPlan> => ({
    narayana: R.narayanaDasha(p),
    sudasa: R.sudasaDasha(p, sl),
    drig: R.drigDasha(p, 'paper'),
    drigBook: R.drigDasha(p, 'book'),
    shoola: R.shoolaDasha(p),
    niryanaShoola: R.niryanaShoolaDasha(p),
    sthira: R.sthiraDasha(p),
    moola: R.moolaDasha(p),
    brahma: R.brahmaDasha(p),
    varnada: R.varnadaDasha(p, hl),
  });
  it('every sign dasha: periods and twelve equal antardashas tile, totals as the books count them', () => {
    fc.assert(
      fc.property(placements, birthJd, fc.integer({ min: 0, max: 11 }), fc.double({ min: 0, max: 359.999, noNaN: true }), (p, jd, hl, sl) => {
        for (const [key, plan] of Object.entries(plans(p, hl, sl))) {
          const nodes = R.signDashaNodes(plan, jd, 365.25);
          for (const n of nodes) expand(n, R.signDivider(plan), 1);
          const years = plan.periods.reduce((s, x) => s + x.years, 0);
          assertTiles(nodes, jd, jd + years * 365.25, key);
          for (const n of nodes) assert.equal(n.children!.length, 12, `${key}: twelve antardashas`);
          if (key in fixedTotals) assert.ok(Math.abs(years - fixedTotals[key]) < 1e-9, `${key}: ${years} years`);
          if (key === 'sudasa') assert.ok(years <= 144 + 1e-9 && years > 144 - 12 - 1e-9, `sudasa ${years}`);
        }
      }),
      runs,
    );
  });
});
