/**
 * The whole-range Saturn ingress table (src/jyotish/transits/saturn-ingress-table.ts) against
 * swetest over the 600 years the ephemeris files serve
 * (test/golden/insights/swetest-saturn-ingresses-1800-2399.json: Debian swetest 2.10.03, Lahiri,
 * apparent positions, bisection on its longitudes to 1e-8 day), and the slices the Sade Sati
 * search reads from it.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { saturnIngressesFromTable, saturnIngressTable } from '../../src/jyotish/transits/saturn-ingress-table.ts';
import { sadeSatiBoundaries } from '../../src/jyotish/transits/sade-sati.ts';
import { oneSecondInDays } from '../helpers/tolerances.ts';
import { readGolden } from './dev-cases.ts';

interface GoldenIngress { jd_ut: number; utc: string; from_sign: number; to_sign: number; retrograde: boolean }
const golden = readGolden<{ meta: { range_jd_ut: [number, number] }; ingresses: GoldenIngress[] }>('insights/swetest-saturn-ingresses-1800-2399.json');
const sky = { ayanamsha: 'lahiri', nodeType: 'mean', positions: 'apparent' } as const;
const [firstJd, lastJd] = golden.meta.range_jd_ut;

describe('The Saturn ingress table against swetest, 1800–2399', () => {
  const table = saturnIngressTable(sky);
  const ours = table.ingresses.filter((x) => x.jd >= firstJd && x.jd <= lastJd);

  it('holds every sign change swetest finds over the served range, retrograde re-entries included, and no other', () => {
    assert.ok(golden.ingresses.length > 450);
    assert.equal(ours.length, golden.ingresses.length);
    ours.forEach((x, i) => {
      const g = golden.ingresses[i];
      assert.deepEqual([x.fromSign, x.toSign, x.retrograde], [g.from_sign, g.to_sign, g.retrograde], g.utc);
    });
  });

  it('agrees with swetest on every instant within a hundredth of a second', () => {
    let worst = 0;
    ours.forEach((x, i) => {
      const d = Math.abs(x.jd - golden.ingresses[i].jd_ut);
      worst = Math.max(worst, d);
      assert.ok(d < oneSecondInDays, `${golden.ingresses[i].utc}: ${(d * 86400).toFixed(4)} s`);
    });
    assert.ok(worst < oneSecondInDays / 100, `worst ${(worst * 86400).toFixed(4)} s`);
  });

  it('starts in the sign Saturn occupies before its first listed ingress', () => {
    assert.equal(table.initialSign, ours[0].fromSign);
  });
});

describe('Slices of the table', () => {
  it('return the requested boundaries inside the span, with Saturn’s true sign at its start', () => {
    // Moon in Aries: entries into the 12th, 1st, 2nd, 3rd, 4th, 5th, 8th and 9th signs.
    const boundaries = sadeSatiBoundaries(0);
    const from = 2_440_000.5;
    const to = from + 120 * 365.25;
    const slice = saturnIngressesFromTable(from, to, sky, boundaries);
    const inSpan = golden.ingresses.filter((g) => g.jd_ut >= from && g.jd_ut <= to);
    const wanted = inSpan.filter((g) => boundaries.includes(g.retrograde ? g.from_sign : g.to_sign));
    assert.equal(slice.ingresses.length, wanted.length);
    slice.ingresses.forEach((x, i) => assert.ok(Math.abs(x.jd - wanted[i].jd_ut) < oneSecondInDays, wanted[i].utc));
    const before = golden.ingresses.filter((g) => g.jd_ut < from).at(-1) as GoldenIngress;
    assert.equal(slice.initialSign, before.to_sign);
    assert.equal(slice.ephemerisCalls, 0);
  });

  it('clip a span reaching past the served range to the range', () => {
    const slice = saturnIngressesFromTable(2_300_000, 2_700_000, sky);
    const table = saturnIngressTable(sky);
    assert.equal(slice.fromJd, table.fromJd);
    assert.equal(slice.toJd, table.toJd);
    assert.equal(slice.ingresses.length, table.ingresses.length);
  });
});
