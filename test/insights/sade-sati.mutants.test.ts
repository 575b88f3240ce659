/**
 * Sade Sati and dhaiya arithmetic (src/jyotish/transits/sade-sati.ts) on hand-made ingress
 * lists, worked by hand from doshas-yogas-transits.md §3 (h = 12 rising, 1 peak, 2 setting;
 * 4 Kantaka, 8 Ashtama; a period from the first entry to the last exit, stays less than three
 * years apart in one period). saturn-cycles.mutants.test.ts checks the whole chain against
 * swetest's Saturn ingresses.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  periodAt, phaseOfHouse, sadeSatiBoundaries, saturnPeriods, saturnStays, stayAt,
} from '../../src/jyotish/transits/sade-sati.ts';
import type { SignIngress } from '../../src/astro/transitions.ts';
import type { JulianDayUt } from '../../src/shared/units.ts';

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
