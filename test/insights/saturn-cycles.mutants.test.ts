/**
 * The lifetime and transit-moment Saturn periods of src/jyotish/transits/saturn-cycles.ts
 * against the rule of doshas-yogas-transits.md §3 (h = 12, 1, 2 Sade Sati; 4 Kantaka; 8
 * Ashtama; first entry to last exit; stays under three years apart in one period) applied to
 * swetest's Saturn ingresses (test/golden/insights/swetest-saturn-ingresses.json, 1900–2100).
 * Separate from sade-sati.mutants.test.ts because the first call builds the 600-year ingress
 * table (seconds), which a mutation run of the pure arithmetic should not pay for.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { saturnCycles } from '../../src/jyotish/transits/saturn-cycles.ts';
import { oneMinuteInDays } from '../helpers/tolerances.ts';
import { goldenSaturn, goldenSaturnPeriods } from './saturn-golden.ts';

const golden = goldenSaturn.ingresses;
const goldenPeriods = goldenSaturnPeriods;
const goldenSignAt = (jd: number) => [...golden].reverse().find((g) => g.jd_ut <= jd)!.to_sign;

describe('Saturn cycles of a life against swetest’s ingresses', () => {
  const sky = { ayanamsha: 'lahiri', nodeType: 'mean', positions: 'apparent' } as const;
  const birth = 2_433_282.5; // 1950-01-01 00:00 UT
  const moon = 9; // Makara
  const end = birth + 100 * 365.25;
  const near = (a: number | null, b: number) => a !== null && Math.abs(a - b) < oneMinuteInDays;
  const overlapping = (ps: { start: number; end: number }[]) => ps.filter((p) => p.end > birth && p.start < end);

  it('lists the Sade Satis and the dhaiyas (in time order) overlapping the hundred years from birth', () => {
    const c = saturnCycles(birth, 2_460_370.5, moon, sky);
    const sade = overlapping(goldenPeriods(moon, [12, 1, 2]));
    assert.equal(c.lifetimeSadeSati.length, sade.length);
    c.lifetimeSadeSati.forEach((p, i) => {
      assert.ok(near(p.startJd, sade[i].start) && near(p.endJd, sade[i].end), `sade sati ${i}`);
    });
    const dhaiya = [...overlapping(goldenPeriods(moon, [4])), ...overlapping(goldenPeriods(moon, [8]))].sort((a, b) => a.start - b.start);
    assert.ok(dhaiya.length >= 6);
    assert.equal(c.lifetimeDhaiya.length, dhaiya.length);
    c.lifetimeDhaiya.forEach((p, i) => {
      assert.ok(near(p.startJd, dhaiya[i].start) && near(p.endJd, dhaiya[i].end), `dhaiya ${i}`);
      assert.equal(p.kind, goldenSignAt(p.startJd! + 1) === (moon + 3) % 12 ? 'kantaka' : 'ashtama');
    });
  });

  it('finds the current Sade Sati, the stay and the next cycle on 2024-03-01', () => {
    const t = 2_460_370.5;
    const c = saturnCycles(birth, t, moon, sky);
    const sade = goldenPeriods(moon, [12, 1, 2]);
    const current = sade.find((p) => p.start <= t && t < p.end)!;
    const next = sade.find((p) => p.start > t)!;
    assert.ok(near(c.sadeSati?.startJd ?? null, current.start) && near(c.sadeSati?.endJd ?? null, current.end));
    assert.ok(near(c.nextSadeSati?.startJd ?? null, next.start));
    assert.equal(c.stay.sign, goldenSignAt(t));
    assert.equal(c.stay.houseFromMoon, 2);
    assert.equal(c.dhaiya, null);
  });

  it('finds a Kantaka and an Ashtama dhaiya at instants inside them', () => {
    for (const [house, kind] of [[4, 'kantaka'], [8, 'ashtama']] as const) {
      const p = goldenPeriods(moon, [house]).find((x) => x.start > birth + 20 * 365.25)!;
      const t = (p.start + p.end) / 2;
      const c = saturnCycles(birth, t, moon, sky);
      assert.equal(c.dhaiya?.kind, kind);
      assert.ok(near(c.dhaiya?.startJd ?? null, p.start) && near(c.dhaiya?.endJd ?? null, p.end), kind);
      assert.equal(c.sadeSati, null);
    }
  });

  it('searches its own span around a transit moment more than a year before birth or 101 years after it', () => {
    for (const t of [birth - 400, birth + 101 * 365.25 + 30, 2_451_545 + 30 * 365.25]) {
      const laterBirth = t === 2_451_545 + 30 * 365.25 ? 2_451_545 - 80 * 365.25 : birth;
      const c = saturnCycles(laterBirth, t, moon, sky);
      assert.equal(c.stay.sign, goldenSignAt(t), `transit ${t}`);
      assert.ok(c.stay.startJd === null || c.stay.startJd <= t);
      assert.ok(c.stay.endJd === null || t < c.stay.endJd);
      const current = goldenPeriods(moon, [12, 1, 2]).find((p) => p.start <= t && t < p.end);
      if (current) assert.ok(near(c.sadeSati?.startJd ?? null, current.start), `transit ${t}`);
      else assert.equal(c.sadeSati, null, `transit ${t}`);
    }
  });

  it('leaves out a Sade Sati of the lifetime search that ended before birth (Moon in Mithuna, born 1950)', () => {
    // The search runs from birth − 10 years; for a Mithuna Moon Saturn crossed Vrishabha, Mithuna and
    // Karka in the 1940s (swetest: 8.5 to 1.4 years before birth), a Sade Sati over before 1950: only
    // the cycles overlapping birth … birth + 100 y count.
    const gemini = 2;
    const c = saturnCycles(birth, 2_460_370.5, gemini, sky);
    const all = goldenPeriods(gemini, [12, 1, 2]);
    assert.ok(all.some((p) => p.start > birth - 10 * 365.25 && p.end < birth), 'a Sade Sati inside the ten years before birth');
    const sade = overlapping(all);
    assert.equal(c.lifetimeSadeSati.length, sade.length);
    c.lifetimeSadeSati.forEach((p, i) => assert.ok(near(p.startJd, sade[i].start) && near(p.endJd, sade[i].end), `sade sati ${i}`));
  });

  it('times a Sade Sati in force decades before birth or after the hundred years from its own search', () => {
    // The midpoints of the Sade Satis nearest 17 years before birth and 130 years after it (swetest:
    // 21.0–12.8 years before, 126.0–134.2 after; outside the lifetime search of birth − 10 … birth +
    // 110 years): start and end as swetest's ingresses give.
    const sade = goldenPeriods(moon, [12, 1, 2]);
    for (const target of [birth - 17 * 365.25, birth + 130 * 365.25]) {
      const p = sade.reduce((a, b) => (Math.abs((a.start + a.end) / 2 - target) <= Math.abs((b.start + b.end) / 2 - target) ? a : b));
      const t = (p.start + p.end) / 2;
      assert.ok(t < birth - 10 * 365.25 || t > birth + 110 * 365.25, `${t} lies outside the lifetime search`);
      const c = saturnCycles(birth, t, moon, sky);
      assert.ok(near(c.sadeSati?.startJd ?? null, p.start) && near(c.sadeSati?.endJd ?? null, p.end), `Sade Sati around ${t}`);
      assert.equal(c.stay.sign, goldenSignAt(t));
    }
  });

  it('gives the next Sade Sati whole, end included, from a moment half a year after birth', () => {
    // From 1950-07-02 the next Makara Sade Sati begins within ten years and ends after 1960: the
    // lifetime search holds all of it.
    const t = birth + 182.5;
    const next = goldenPeriods(moon, [12, 1, 2]).find((p) => p.start > t)!;
    assert.ok(next.end > t + 10 * 365.25);
    const c = saturnCycles(birth, t, moon, sky);
    assert.ok(near(c.nextSadeSati?.startJd ?? null, next.start) && near(c.nextSadeSati?.endJd ?? null, next.end));
  });
});
