/**
 * Saturn's ingresses against swetest (test/golden/insights/swetest-saturn-ingresses.json:
 * Swiss Ephemeris 2.10.03 command-line program, Lahiri, apparent positions, 1900–2100,
 * bisection on its longitudes) and the Sade Sati periods built from them.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { computeKundliInsights } from '../../src/calculations/kundli-insights/compute.ts';
import { saturnIngresses } from '../../src/jyotish/transits/saturn-ingresses.ts';
import { saturnPeriods, saturnStays } from '../../src/jyotish/transits/sade-sati.ts';
import type { SignIngress } from '../../src/astro/transitions.ts';
import type { JulianDayUt } from '../../src/shared/units.ts';
import { oneMinuteInDays, oneSecondInDays } from '../helpers/tolerances.ts';
import { goldenSaturn, goldenSaturnPeriods } from './saturn-golden.ts';

const golden = goldenSaturn;
const sky = { ayanamsha: 'lahiri', nodeType: 'mean', positions: 'apparent' } as const;

describe('Saturn ingresses against swetest, 1900–2100', () => {
  const ours = saturnIngresses(2_415_020.5, 2_488_069.5, sky).ingresses;

  it('finds every sign change swetest finds, retrograde re-entries included, and no other', () => {
    assert.equal(ours.length, golden.ingresses.length);
    assert.ok(golden.ingresses.filter((g) => g.retrograde).length > 40);
    ours.forEach((x, i) => {
      const g = golden.ingresses[i];
      assert.deepEqual([x.fromSign, x.toSign, x.retrograde], [g.from_sign, g.to_sign, g.retrograde], g.utc);
    });
  });

  it('agrees on every instant within one minute (in practice within a second)', () => {
    let worst = 0;
    ours.forEach((x, i) => {
      const d = Math.abs(x.jd - golden.ingresses[i].jd_ut);
      worst = Math.max(worst, d);
      assert.ok(d < oneMinuteInDays, `${golden.ingresses[i].utc}: ${(d * 86400).toFixed(3)} s`);
    });
    assert.ok(worst < oneSecondInDays, `worst ${(worst * 86400).toFixed(3)} s`);
  });

  it('searches only the requested boundaries when asked: exactly swetest’s crossings of them', () => {
    const from = 2_451_545;
    const to = from + 40 * 365.25;
    const some = saturnIngresses(from, to, sky, [0, 6]).ingresses;
    const expected = golden.ingresses.filter((g) => g.jd_ut >= from && g.jd_ut < to && [0, 6].includes(g.retrograde ? g.from_sign : g.to_sign));
    assert.ok(expected.length >= 4, `${expected.length} crossings of Aries/Libra in 40 years`);
    assert.deepEqual(some.map((x) => [x.fromSign, x.toSign]), expected.map((g) => [g.from_sign, g.to_sign]));
    some.forEach((x, i) => assert.ok(Math.abs(x.jd - expected[i].jd_ut) < oneSecondInDays, expected[i].utc));
  });
});

describe('Sade Sati periods from an ingress list', () => {
  const ing = (jd: number, fromSign: number, toSign: number): SignIngress => ({ jd: jd as JulianDayUt, fromSign, toSign, retrograde: (fromSign - toSign + 12) % 12 === 1 });
  // Moon in Aries (0): 12th Pisces (11), 1st Aries, 2nd Taurus (1), 3rd Gemini (2).
  const list = [
    ing(1000, 10, 11), // into the 12th
    ing(1100, 11, 10), // retrograde back into the 11th
    ing(1300, 10, 11), // re-entry
    ing(2000, 11, 0),
    ing(3000, 0, 1),
    ing(3900, 1, 2), // out into the 3rd
    ing(4000, 2, 1), // retrograde back into the 2nd
    ing(4200, 1, 2), // final exit
    ing(9000, 2, 3),
  ];
  const periods = saturnPeriods(saturnStays(10, list, 0), 'sade-sati');

  it('runs one period from the first entry into the 12th to the last exit from the 2nd', () => {
    assert.equal(periods.length, 1);
    assert.equal(periods[0].startJd, 1000);
    assert.equal(periods[0].endJd, 4200);
  });
  it('splits the period into intervals at each retrograde excursion and lists every stay', () => {
    assert.deepEqual(periods[0].intervals, [{ startJd: 1000, endJd: 1100 }, { startJd: 1300, endJd: 3900 }, { startJd: 4000, endJd: 4200 }]);
    assert.deepEqual(periods[0].phases.map((p) => p.phase), ['rising', 'rising', 'peak', 'setting', 'setting']);
    assert.deepEqual(periods[0].phases.map((p) => p.enteredRetrograde), [false, false, false, false, true]);
  });
  it('groups the 4th and the 8th into Kantaka and Ashtama periods', () => {
    const stays = saturnStays(2, [ing(100, 2, 3), ing(900, 3, 4), ing(2000, 6, 7), ing(2900, 7, 8)], 0);
    assert.deepEqual(saturnPeriods(stays, 'kantaka').map((p) => [p.startJd, p.endJd]), [[100, 900]]);
    assert.deepEqual(saturnPeriods(stays, 'ashtama').map((p) => [p.startJd, p.endJd]), [[2000, 2900]]);
  });
});

/** Sade Sati periods of a Moon sign read straight off the swetest list (independent of our code). */
const goldenSadeSati = (moonSign: number) => goldenSaturnPeriods(moonSign, [12, 1, 2]);

describe('Sade Sati in kundli insights against the swetest ingresses', () => {
  // 1990-02-23 12:00 New Delhi: Moon in Capricorn (Makara).
  const body = { localDate: '1990-02-23', localTime: '12:00:00', timezone: 'Asia/Kolkata', latitude: 28.6139, longitude: 77.209, transitDate: '2024-03-01' };
  const c = computeKundliInsights(body, { now: new Date('2024-03-01T00:00:00Z') });

  it('reads the Moon in Capricorn and finds Sade Sati active in its setting phase on 2024-03-01', () => {
    assert.equal(c.natal.chart.bodies.moon.sign, 9);
    assert.ok(c.transit.saturn.sadeSati !== null);
    assert.equal(c.transit.saturn.stay.houseFromMoon, 2);
  });

  it('dates the current cycle by the swetest ingresses, 2017-01-26 to 2025-03-29, with the 2017 retrograde gap', () => {
    const cur = c.transit.saturn.sadeSati!;
    const byUtc = (u: string) => golden.ingresses.find((g) => g.utc.startsWith(u))!.jd_ut;
    assert.ok(Math.abs(cur.startJd! - byUtc('2017-01-26')) < oneMinuteInDays);
    assert.ok(Math.abs(cur.endJd! - byUtc('2025-03-29')) < oneMinuteInDays);
    assert.equal(cur.intervals.length, 2);
    assert.ok(Math.abs(cur.intervals[0].endJd! - byUtc('2017-06-20')) < oneMinuteInDays);
    assert.ok(Math.abs(cur.intervals[1].startJd! - byUtc('2017-10-26')) < oneMinuteInDays);
    assert.deepEqual(cur.phases.map((p) => p.phase), ['rising', 'rising', 'peak', 'setting', 'peak', 'setting']);
  });

  it('lists every lifetime cycle that swetest’s ingresses give for the same Moon sign, within one minute', () => {
    const birth = c.natal.chart.jdUt;
    const expected = goldenSadeSati(9).filter((s) => s.end > birth && s.start < birth + 100 * 365.25);
    const ours = c.transit.saturn.lifetimeSadeSati;
    // The swetest list ends in 2100; compare the cycles it covers completely.
    const covered = ours.filter((p) => p.endJd !== null && p.endJd < 2_488_069.5);
    assert.equal(covered.length, expected.length);
    covered.forEach((p, i) => {
      assert.ok(Math.abs(p.startJd! - expected[i].start) < oneMinuteInDays, `start ${i}`);
      assert.ok(Math.abs(p.endJd! - expected[i].end) < oneMinuteInDays, `end ${i}`);
    });
  });
});

describe('Sade Sati at the edges of the served range', () => {
  it('searches around a transit date more than a century after birth, and near the last served day', () => {
    const c = computeKundliInsights(
      { localDate: '1805-06-01', localTime: '10:00:00', timezone: 'Asia/Kolkata', latitude: 28.6, longitude: 77.2, transitDate: '2399-12-31' },
      { now: new Date() },
    );
    // swetest (Lahiri, -sid1): the natal Moon at 97.97° (Cancer; 1805-06-01 10:00 LMT +05:53:28
    // = 04:06:32 UT, `swetest -b1.6.1805 -ut4:06:32 -sid1 -p1 -fPl -head`; Cancer all that day)
    // and Saturn at 237.73° (Scorpio) at noon IST 2399-12-31 (`-b31.12.2399 -ut6:30 -sid1 -p6`):
    // Scorpio is the 5th from Cancer, no Sade Sati.
    assert.equal(c.natal.chart.bodies.moon.sign, 3);
    assert.equal(c.transit.saturn.stay.houseFromMoon, 5);
    assert.equal(c.transit.saturn.sadeSati, null);
    // The lifetime list is cut at the start of the served range (1800): the first cycle may start before it.
    assert.ok(c.transit.saturn.lifetimeSadeSati.length >= 3);
    for (const p of c.transit.saturn.lifetimeSadeSati) assert.ok(p.endJd === null || p.startJd === null || p.endJd > p.startJd);
  });
});
