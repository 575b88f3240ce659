/**
 * Properties of the dasha variants (fast-check): tribhagi periods of every nakshatra dasha tile
 * three times the system's cycles of a third of its years (so they add up to the full dasha's
 * total years), from the full birth period's start; Tithi Ashtottari tiles 108 years from a
 * start no earlier than one lord's years before birth; the Narayana dasha of any varga tiles
 * 144 years from birth (a sign's two periods make 12; jhora's rare 13-year first period adds
 * its extra year). Totals are the books' arithmetic,
 * written here.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { allDivisions } from '../../src/jyotish/chart/divisions.ts';
import { grahaIds, type GrahaId } from '../../src/jyotish/core/zodiac.ts';
import { nakshatraSystems, type NakshatraSystem } from '../../src/jyotish/dasha/nakshatra-systems.ts';
import { narayanaVargaSeed, vargaPlacements } from '../../src/jyotish/dasha/narayana-varga.ts';
import { nakshatraStart, type DashaNode } from '../../src/jyotish/dasha/period-tree.ts';
import { narayanaDasha, signDashaNodes } from '../../src/jyotish/dasha/rashi-dashas.ts';
import { tribhagiMahadashas } from '../../src/jyotish/dasha/seed-variants.ts';
import { tithiAshtottariMahadashas, tithiAshtottariStart } from '../../src/jyotish/dasha/tithi-ashtottari.ts';

const runs = { numRuns: 60 };
const longitude = fc.double({ min: 0, max: 359.999999, noNaN: true });
const birthJd = fc.double({ min: 2378497, max: 2597641, noNaN: true });

function assertTiles(nodes: readonly DashaNode<unknown>[], start: number, end: number, what: string) {
  assert.equal(nodes[0].startJd, start, `${what}: first start`);
  for (let i = 1; i < nodes.length; i++) assert.equal(nodes[i].startJd, nodes[i - 1].endJd, `${what}: ${i}`);
  assert.ok(Math.abs(nodes[nodes.length - 1].endJd - end) < 1e-6, `${what}: last end`);
}

describe('tribhagi tiles three times the cycles in thirds', () => {
  for (const [key, s] of Object.entries(nakshatraSystems)) {
    const sys = s as unknown as NakshatraSystem<string>;
    it(`${key}: ${sys.cycles * 3} cycles of ${sys.sequence.length} thirds from the full birth period's start, summing to the full dasha's years`, () => {
      const total = sys.sequence.reduce((t, l) => t + sys.yearsByLord[l], 0);
      fc.assert(
        fc.property(longitude, birthJd, (m, jd) => {
          const start = nakshatraStart(sys, m, jd, 365.25);
          const periods = tribhagiMahadashas(sys, start, 365.25);
          assert.equal(periods.length, sys.cycles * 3 * sys.sequence.length);
          assertTiles(periods, start.periodStartJd, start.periodStartJd + sys.cycles * total * 365.25, key);
          periods.forEach((p) => assert.ok(Math.abs(p.endJd - p.startJd - (sys.yearsByLord[p.lord] / 3) * 365.25) < 1e-6));
          assert.ok(periods.some((p) => p.startJd <= jd && jd < p.endJd), 'some third runs at birth');
        }),
        runs,
      );
    });
  }
});

describe('Tithi Ashtottari tiles 108 years', () => {
  it('lists the eight lords once, 108 years from the birth period start, which lies at most its lord\'s years before birth', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 29 }), fc.double({ min: 0, max: 0.999999, noNaN: true }), birthJd, (tithi, f, jd) => {
        const start = tithiAshtottariStart(tithi, f, jd, 365.25);
        const periods = tithiAshtottariMahadashas(start, 365.25);
        assert.equal(new Set(periods.map((p) => p.lord)).size, 8);
        assertTiles(periods, start.periodStartJd, start.periodStartJd + 108 * 365.25, 'tithi ashtottari');
        assert.ok(periods[0].startJd <= jd && jd < periods[0].endJd);
      }),
      runs,
    );
  });
});

describe('Narayana dasha of a varga tiles its 144 years from birth', () => {
  it('for any chart, division and co-lord variant', () => {
    fc.assert(
      fc.property(
        fc.array(longitude, { minLength: 8, maxLength: 8 }),
        longitude,
        fc.constantFrom(...allDivisions),
        fc.constantFrom('pvr', 'jhora') as fc.Arbitrary<'pvr' | 'jhora'>,
        birthJd,
        (lons, asc, division, variant, jd) => {
          const longitudes = {} as Record<GrahaId, number>;
          grahaIds.forEach((g, i) => (longitudes[g] = g === 'ketu' ? (lons[7] + 180) % 360 : lons[i]));
          const rasi = vargaPlacements(longitudes, asc, 1);
          const varga = vargaPlacements(longitudes, asc, division);
          const plan = narayanaDasha(varga, variant, narayanaVargaSeed(rasi, varga, division, variant));
          // A sign's two periods make 12, except a first period of 13 (jhora: the lord in its own
          // sign and exalted there, e.g. Ketu in Scorpio), whose second is 0, not −1.
          const excess = plan.periods.filter((x) => x.cycle === 1 && x.years > 12).reduce((t, x) => t + x.years - 12, 0);
          assert.equal(plan.totalYears, 144 + excess);
          assertTiles(signDashaNodes(plan, jd, 365.25), jd, jd + plan.totalYears * 365.25, `D${division}`);
        },
      ),
      runs,
    );
  });
});
