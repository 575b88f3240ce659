/**
 * The period walker on the worked example of dashas.md §1 (time-and-sky test vector) and on
 * the structural rules of BPHS 46: sub-periods start with the parent's lord, follow the
 * fixed order, are proportional to the lords' years and tile the parent exactly.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { dasaBalance, dasaTimeline, yearsToYmd } from '../../src/jyotish/dasha/period-engine.ts';
import { vimshottari } from '../../src/jyotish/dasha/vimshottari.ts';

const birthJd = 2_451_545.0;
/**
 * The example gives λ☾ to 0.0001°, so f is known to ±0.00005 / 13.333… = ±3.75e-6 and the
 * Sun's 6-year balance to ±2.25e-5 years (±0.008 days).
 */
const fractionTolerance = 0.00005 / (40 / 3);
const balanceTolerance = 6 * fractionTolerance;
/** BPHS 46: the mahadasha years of the nine lords, written out here rather than read from the code's table. */
const bphsYears: Readonly<Record<string, number>> = {
  ketu: 7, venus: 20, sun: 6, moon: 10, mars: 7, rahu: 18, jupiter: 16, saturn: 19, mercury: 17,
};

describe('Vimshottari balance (dashas.md §1 example)', () => {
  it('puts λ☾ = 269.8424° in Uttara Ashadha (n = 20, the Sun) with f = 0.238183', () => {
    const b = dasaBalance(vimshottari, 269.8424, birthJd, 365.25);
    assert.equal(b.lord, 'sun');
    assert.ok(Math.abs(b.fractionElapsed - 0.238183) <= fractionTolerance, `${b.fractionElapsed}`);
  });

  it('leaves a balance of 4.570904 years = 1669.52 days at 365.25 days a year', () => {
    const b = dasaBalance(vimshottari, 269.8424, birthJd, 365.25);
    assert.ok(Math.abs(b.balanceYears - 4.570904) <= balanceTolerance, `${b.balanceYears}`);
    assert.ok(Math.abs(b.balanceYears * 365.25 - 1669.52) <= balanceTolerance * 365.25 + 0.005);
    // f · 6 years had run at birth: 0.238183 × 6 × 365.25 = 521.978 days.
    assert.ok(Math.abs(birthJd - b.periodStartJd - 521.978) <= balanceTolerance * 365.25 + 0.0005);
  });

  it('writes 4.570904 years as 4 years 6 months 26 days (months of Y/12 days)', () => {
    assert.deepEqual(yearsToYmd(4.570904, 365.25), { years: 4, months: 6, days: 26 });
    assert.deepEqual(yearsToYmd(2.9999999, 360), { years: 3, months: 0, days: 0 });
  });
});

describe('Vimshottari periods', () => {
  const { periods } = dasaTimeline(vimshottari, { birthJd, moonLongitude: 269.8424, yearDays: 365.25, periodCount: 9, depth: 3, subPeriods: 'proportional' });

  it('lists the nine mahadashas from the Sun over 120 years, the first starting before birth', () => {
    assert.deepEqual(periods.map((p) => p.lord), ['sun', 'moon', 'mars', 'rahu', 'jupiter', 'saturn', 'mercury', 'ketu', 'venus']);
    assert.ok(periods[0].startJd < birthJd && periods[0].endJd > birthJd);
    assert.ok(Math.abs(periods[8].endJd - periods[0].startJd - 120 * 365.25) < 1e-6);
  });

  it('starts every antardasha sequence with the mahadasha lord and gives it MD × years / 120', () => {
    for (const md of periods) {
      const ads = md.children ?? [];
      assert.equal(ads.length, 9);
      assert.equal(ads[0].lord, md.lord);
      // e.g. Sun–Moon: 6 × 10 / 120 years = 0.5 × 365.25 = 182.625 days.
      for (const ad of ads) assert.ok(Math.abs(ad.durationDays - (bphsYears[md.lord] * bphsYears[ad.lord] * 365.25) / 120) < 1e-6);
      assert.equal(ads[0].startJd, md.startJd);
      assert.equal(ads[8].endJd, md.endJd);
    }
  });

  it('gives 729 pratyantardashas that start with the antardasha lord and tile their parent', () => {
    let n = 0;
    for (const md of periods) {
      for (const ad of md.children ?? []) {
        const pds = ad.children ?? [];
        assert.equal(pds[0].lord, ad.lord);
        for (let i = 1; i < pds.length; i++) assert.equal(pds[i].startJd, pds[i - 1].endJd);
        assert.equal(pds[8].endJd, ad.endJd);
        n += pds.length;
      }
    }
    assert.equal(n, 729);
  });
});
