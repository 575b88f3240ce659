/**
 * Ashtakavarga (`AV.BPHS`) against P. V. R. Narasimha Rao's book exercises (chapter 12, charts
 * given as signs, so no ephemeris is involved) and against PyJHora 4.8.5 for the 30 dev cases
 * (Sarva without the lagna's own register, as ours). Bindus are compared exactly.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { avReferences, bhinnaTotals, computeAshtakavarga, sarvaTotal, type AvReference } from '../../src/jyotish/chart/ashtakavarga.ts';
import { sevenGrahaIds } from '../../src/jyotish/core/zodiac.ts';
import { referenceChart } from '../dasha/reference-chart.ts';

const book = JSON.parse(readFileSync(new URL('../golden/ashtakavarga/book-ashtakavarga.json', import.meta.url), 'utf8'));
const dev = JSON.parse(readFileSync(new URL('../golden/ashtakavarga/dev-cases-ashtakavarga.json', import.meta.url), 'utf8'));
const group = book.ashtaka_varga_tests[0];
const charts = group.other_context_vars as Record<string, string[]>;
const expected = (prefix: string) => group.cases.find((c: { desc: string }) => c.desc.includes(prefix)).expected;

/** A book chart (index 0 = Aries; '0'…'6' Sun…Saturn, '7'/'8' the nodes, 'L' lagna) → reference signs. */
function referenceSigns(chart: string[]): Record<AvReference, number> {
  const out = {} as Record<AvReference, number>;
  chart.forEach((cell, sign) => {
    for (const token of cell.split('/').filter(Boolean)) {
      if (token === 'L') out.lagna = sign;
      else if (Number(token) <= 6) out[sevenGrahaIds[Number(token)]] = sign;
    }
  });
  return out;
}

describe('Ashtakavarga against the book (Vedic Astrology: An Integrated Approach, ch. 12)', () => {
  it('gives the Bhinna registers of Exercise 19 (Chart 6)', () => {
    const av = computeAshtakavarga(referenceSigns(charts.chart_6));
    const rows = expected('Exercise 19/Chart 6: binna') as number[][];
    av.bhinna.forEach((r, i) => assert.deepEqual(r.bindus, rows[i], r.graha));
  });

  it('gives the Sarva register of Exercise 20 (Chart 6)', () => {
    assert.deepEqual(computeAshtakavarga(referenceSigns(charts.chart_6)).sarva, expected('Exercise 20/Chart 6'));
  });

  it('names the contributing references of every bindu as the prastara tables of Exercise 19/20 do', () => {
    const av = computeAshtakavarga(referenceSigns(charts.chart_6));
    const prastara = expected('prastara') as number[][][];
    av.bhinna.forEach((register, i) => {
      // Rows 0–7 of a prastara table are Sun … Saturn and the lagna; row 9 holds the totals.
      avReferences.forEach((ref, row) => {
        assert.deepEqual(register.contributors.map((c) => (c.includes(ref) ? 1 : 0)), prastara[i][row], `${register.graha} ${ref}`);
      });
      assert.deepEqual(register.bindus, prastara[i][9]);
    });
  });

  it('gives the Sarva register of Exercise 21 (Chart 12)', () => {
    assert.deepEqual(computeAshtakavarga(referenceSigns(charts.chart_12)).sarva, expected('Exercise 21/Chart 12'));
  });

  it('gives the Bhinna and Sarva registers of Exercise 22 (Chart 7)', () => {
    const av = computeAshtakavarga(referenceSigns(charts.chart_7));
    const rows = expected('Exercise 22/Chart 7: BAV') as number[][];
    av.bhinna.forEach((r, i) => assert.deepEqual(r.bindus, rows[i], r.graha));
    assert.deepEqual(av.sarva, expected('Exercise 22/Chart 7: SAV'));
  });
});

describe('Ashtakavarga against PyJHora (30 charts)', () => {
  it('gives the reference Bhinna registers and Sarva register of every chart', () => {
    let cells = 0;
    for (const c of dev.cases) {
      const chart = referenceChart(c);
      const signs = { lagna: chart.ascendant.sign } as Record<AvReference, number>;
      for (const g of sevenGrahaIds) signs[g] = chart.bodies[g].sign;
      const av = computeAshtakavarga(signs);
      for (const r of av.bhinna) {
        assert.deepEqual(r.bindus, c.ashtakavarga.bhinna[r.graha], `${c.id} ${r.graha}`);
        cells += 12;
      }
      assert.deepEqual(av.sarva, c.ashtakavarga.sarva, `${c.id} sarva`);
    }
    assert.equal(cells, 30 * 84);
  });
});

describe('Ashtakavarga invariants (ashtakavarga.md §1)', () => {
  it('totals 48, 49, 39, 54, 56, 52, 39 bindus in the seven Bhinna registers and 337 in the Sarva register', () => {
    assert.deepEqual(bhinnaTotals, { sun: 48, moon: 49, mars: 39, mercury: 54, jupiter: 56, venus: 52, saturn: 39 });
    const av = computeAshtakavarga({ sun: 0, moon: 3, mars: 5, mercury: 11, jupiter: 2, venus: 7, saturn: 9, lagna: 4 });
    for (const r of av.bhinna) assert.equal(r.total, bhinnaTotals[r.graha]);
    assert.equal(sarvaTotal, 337);
    assert.equal(av.sarva.reduce((s, x) => s + x, 0), 337);
  });

  it('gives per-reference totals of 43, 37, 48, 46, 36, 40, 42 and 45 bindus across the seven registers', () => {
    const av = computeAshtakavarga({ sun: 1, moon: 1, mars: 1, mercury: 1, jupiter: 1, venus: 1, saturn: 1, lagna: 1 });
    const byRef = Object.fromEntries(avReferences.map((ref) => [ref, av.bhinna.reduce((s, r) => s + r.contributors.flat().filter((x) => x === ref).length, 0)]));
    assert.deepEqual(byRef, { sun: 43, moon: 37, mars: 48, mercury: 46, jupiter: 36, venus: 40, saturn: 42, lagna: 45 });
  });
});
