/**
 * The period walker's depth and lengths (dashas.md §1), by hand: a Moon at 0° Aries starts
 * Ketu's 7 years at birth, then Venus 20, Sun 6 … (BPHS 46); depth 1 lists mahadashas only,
 * depth 2 adds antardashas and nothing below them.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { dasaTimeline } from '../../src/jyotish/dasha/period-engine.ts';
import { vimshottari } from '../../src/jyotish/dasha/vimshottari.ts';
import { oneSecondInDays } from '../helpers/tolerances.ts';

const birthJd = 2_451_545;
const input = { birthJd, moonLongitude: 0, yearDays: 365.25, periodCount: 3, subPeriods: 'proportional' as const };

describe('Vimshottari period walker depth and lengths, worked by hand', () => {
  it('gives Ketu 7, Venus 20 and Sun 6 years from birth, each duration years × 365.25 days', () => {
    const { periods } = dasaTimeline(vimshottari, { ...input, depth: 1 });
    assert.deepEqual(periods.map((p) => p.lord), ['ketu', 'venus', 'sun']);
    const years = [7, 20, 6];
    let start = birthJd;
    periods.forEach((p, i) => {
      assert.ok(Math.abs(p.startJd - start) < oneSecondInDays, `${p.lord} start`);
      assert.ok(Math.abs(p.durationDays - years[i] * 365.25) < oneSecondInDays, `${p.lord} length`);
      start += years[i] * 365.25;
    });
  });

  it('lists no sub-periods at depth 1', () => {
    const { periods } = dasaTimeline(vimshottari, { ...input, depth: 1 });
    assert.deepEqual(periods.map((p) => p.children), [null, null, null]);
  });

  it('lists nine antardashas and nothing below them at depth 2; Ketu–Ketu is 7 × 7 / 120 years', () => {
    const { periods } = dasaTimeline(vimshottari, { ...input, depth: 2 });
    for (const p of periods) {
      assert.equal(p.children?.length, 9);
      assert.ok(p.children!.every((c) => c.children === null), `${p.lord}: no third level`);
    }
    const kk = periods[0].children![0];
    assert.ok(Math.abs(kk.durationDays - (7 * 7 * 365.25) / 120) < oneSecondInDays);
  });
});
