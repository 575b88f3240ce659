/**
 * Sade Sati and dhaiya arithmetic (src/jyotish/transits/sade-sati.ts) on hand-made ingress
 * lists, worked by hand from doshas-yogas-transits.md §3 (h = 12 rising, 1 peak, 2 setting;
 * 4 Kantaka, 8 Ashtama; a period from the first entry to the last exit, stays less than three
 * years apart in one period), and the lifetime and transit-moment periods of saturn-cycles.ts
 * against the same rule applied to swetest's Saturn ingresses
 * (test/golden/insights/swetest-saturn-ingresses.json, 1900–2100).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  periodAt, phaseOfHouse, sadeSatiBoundaries, saturnPeriods, saturnStays, stayAt,
} from '../../src/jyotish/transits/sade-sati.ts';
import { saturnCycles } from '../../src/jyotish/transits/saturn-cycles.ts';
import type { SignIngress } from '../../src/astro/transitions.ts';
import type { JulianDayUt } from '../../src/shared/units.ts';
import { oneMinuteInDays } from '../helpers/tolerances.ts';
import { readGolden } from './dev-cases.ts';

const ing = (jd: number, fromSign: number, toSign: number): SignIngress => ({
  jd: jd as JulianDayUt, fromSign, toSign, retrograde: (fromSign - toSign + 12) % 12 === 1,
});

describe('Sade Sati phases and boundaries', () => {
  it('names house 12 rising, 1 peak, 2 setting and no other house', () => {
    const expected = ['peak', 'setting', null, null, null, null, null, null, null, null, null, 'rising'];
    for (let h = 1; h <= 12; h++) assert.equal(phaseOfHouse(h), expected[h - 1], `house ${h}`);
    assert.equal(phaseOfHouse(0), null);
  });

  it('searches the entries into the 12th, 1st, 2nd, 3rd, 4th, 5th, 8th and 9th from the Moon sign', () => {
    assert.deepEqual(sadeSatiBoundaries(0), [11, 0, 1, 2, 3, 4, 7, 8]);
    // Moon in Kanya (5): Simha, Kanya, Tula, Vrischika, Dhanu, Makara, Meena, Mesha.
    assert.deepEqual(sadeSatiBoundaries(5), [4, 5, 6, 7, 8, 9, 0, 1]);
    assert.deepEqual(sadeSatiBoundaries(11), [10, 11, 0, 1, 2, 3, 6, 7]);
  });
});

describe('Saturn stays from an ingress list', () => {
  it('opens with the initial sign from an unsearched start and closes with an unsearched end', () => {
    // Moon in Simha (4): Saturn in Karka (3) is the 12th, Simha the 1st, Kanya (5) the 2nd.
    const stays = saturnStays(3, [ing(500, 3, 4), ing(700, 4, 3), ing(800, 3, 4)], 4);
    assert.deepEqual(stays, [
      { sign: 3, houseFromMoon: 12, startJd: null, endJd: 500, enteredRetrograde: null },
      { sign: 4, houseFromMoon: 1, startJd: 500, endJd: 700, enteredRetrograde: false },
      { sign: 3, houseFromMoon: 12, startJd: 700, endJd: 800, enteredRetrograde: true },
      { sign: 4, houseFromMoon: 1, startJd: 800, endJd: null, enteredRetrograde: false },
    ]);
    assert.deepEqual(saturnStays(7, [], 0), [{ sign: 7, houseFromMoon: 8, startJd: null, endJd: null, enteredRetrograde: null }]);
  });
});

describe('Saturn periods from stays', () => {
  const year = 365.25;
  it('keeps stays under three years apart in one period and starts a new one at three years', () => {
    // Moon in Mesha (0). Two stays in the 12th (Meena, 11) separated by a stay in Kumbha.
    const close = saturnStays(9, [ing(0, 9, 10), ing(100, 10, 11), ing(200, 11, 10), ing(200 + 3 * year - 1, 10, 11), ing(5000, 11, 0)], 0);
    const one = saturnPeriods(close, 'sade-sati');
    assert.equal(one.length, 1);
    assert.equal(one[0].startJd, 100);
    assert.equal(one[0].intervals.length, 2);
    assert.deepEqual(one[0].intervals[1], { startJd: 200 + 3 * year - 1, endJd: null });
    assert.equal(one[0].endJd, null);
    const far = saturnStays(9, [ing(0, 9, 10), ing(100, 10, 11), ing(200, 11, 10), ing(200 + 3 * year, 10, 11), ing(5000, 11, 0)], 0);
    const two = saturnPeriods(far, 'sade-sati');
    assert.deepEqual(two.map((p) => [p.startJd, p.endJd]), [[100, 200], [200 + 3 * year, null]]);
    assert.deepEqual(two.map((p) => p.phases.map((s) => s.phase)), [['rising'], ['rising', 'peak']]);
  });

  it('joins touching stays into one interval and opens a period that began before the search', () => {
    // Moon in Mesha; Saturn already in the 1st at the start: the period's start is unknown.
    const stays = saturnStays(0, [ing(300, 0, 1), ing(1200, 1, 2)], 0);
    const [p] = saturnPeriods(stays, 'sade-sati');
    assert.equal(p.startJd, null);
    assert.equal(p.endJd, 1200);
    assert.deepEqual(p.intervals, [{ startJd: null, endJd: 1200 }]);
    assert.deepEqual(p.phases.map((s) => [s.phase, s.houseFromMoon]), [['peak', 1], ['setting', 2]]);
    assert.equal(p.kind, 'sade-sati');
  });

  it('gives dhaiya periods no phase and keeps Kantaka to the 4th and Ashtama to the 8th', () => {
    // Moon in Mesha: Karka (3) is the 4th, Vrischika (7) the 8th.
    const stays = saturnStays(2, [ing(100, 2, 3), ing(900, 3, 4), ing(3000, 6, 7), ing(3900, 7, 8)], 0);
    const kantaka = saturnPeriods(stays, 'kantaka');
    assert.deepEqual(kantaka.map((p) => [p.kind, p.startJd, p.endJd]), [['kantaka', 100, 900]]);
    assert.deepEqual(kantaka[0].phases.map((s) => s.phase), [null]);
    const ashtama = saturnPeriods(stays, 'ashtama');
    assert.deepEqual(ashtama.map((p) => [p.kind, p.startJd, p.endJd]), [['ashtama', 3000, 3900]]);
    assert.deepEqual(saturnPeriods(stays, 'sade-sati'), []);
  });
});

describe('the period and stay at an instant', () => {
  const stays = saturnStays(10, [ing(1000, 10, 11), ing(2000, 11, 0), ing(3000, 0, 1), ing(4000, 1, 2)], 0);
  const periods = saturnPeriods(stays, 'sade-sati');
  it('includes the first entry and excludes the last exit', () => {
    assert.equal(periodAt(periods, 999.9), null);
    assert.equal(periodAt(periods, 1000)?.startJd, 1000);
    assert.equal(periodAt(periods, 3999.9)?.endJd, 4000);
    assert.equal(periodAt(periods, 4000), null);
    assert.equal(stayAt(stays, 1000)?.sign, 11);
    assert.equal(stayAt(stays, 999.9)?.sign, 10);
    assert.equal(stayAt(stays, 4000)?.sign, 2);
    assert.equal(stayAt(stays, 3999.9)?.sign, 1);
    assert.equal(stayAt(stays, -1e9)?.sign, 10);
    assert.equal(stayAt(stays, 1e9)?.sign, 2);
  });
  it('reads open ends as unbounded', () => {
    const open = saturnPeriods(saturnStays(11, [ing(500, 1, 2)], 0), 'sade-sati');
    assert.equal(periodAt(open, -1e9)?.endJd, 500);
    assert.equal(periodAt([{ ...open[0], startJd: 100, endJd: null }], 1e9)?.startJd, 100);
    assert.equal(periodAt([{ ...open[0], startJd: 100, endJd: null }], 99), null);
  });
});

interface GoldenIngress { jd_ut: number; from_sign: number; to_sign: number }
const golden = readGolden<{ ingresses: GoldenIngress[] }>('insights/swetest-saturn-ingresses.json').ingresses;

/** Periods in the given houses from the Moon sign, read off swetest's list by the methods rule. */
function goldenPeriods(moonSign: number, houses: number[]): { start: number; end: number }[] {
  const inSet = (s: number) => houses.includes(((s - moonSign + 12) % 12) + 1);
  const spans: { start: number; end: number }[] = [];
  let enteredAt: number | null = null;
  for (const g of golden) {
    if (!inSet(g.from_sign) && inSet(g.to_sign)) enteredAt = g.jd_ut;
    if (inSet(g.from_sign) && !inSet(g.to_sign) && enteredAt !== null) {
      const last = spans[spans.length - 1];
      if (last && enteredAt - last.end < 3 * 365.25) last.end = g.jd_ut;
      else spans.push({ start: enteredAt, end: g.jd_ut });
      enteredAt = null;
    }
  }
  return spans;
}
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
});
