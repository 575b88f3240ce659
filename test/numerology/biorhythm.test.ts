/**
 * Biorhythm `BIO.SINE` (numerology-and-remedies.md §4) against an independent computation in
 * this file — day counts from `Date.UTC`, values from `Math.sin` — and against values worked
 * by hand (the arithmetic is in the comments).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { biorhythm, cycleValue, isCriticalDay, roundTo } from '../../src/numerology/biorhythm.ts';
import { dayNumber, daysInMonth, weekday, type CivilDate } from '../../src/numerology/civil-date.ts';

const msPerDay = 86_400_000;
/** Independent day count: UTC midnights of the two civil dates, divided by the day length. */
function utcDays(a: CivilDate, b: CivilDate): number {
  return (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / msPerDay;
}
/** Independent value: the formula of the methods file, straight. */
function sineValue(t: number, period: number): number {
  return Math.sin((2 * Math.PI * t) / period);
}
/** Tolerance between two evaluations of the same sine (argument reduction differs): 1e-9. */
const sameSine = 1e-9;

const civilDate = fc
  .record({ year: fc.integer({ min: 1800, max: 2399 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 31 }) })
  .map((d) => ({ ...d, day: Math.min(d.day, daysInMonth(d.year, d.month)) }));

describe('day count', () => {
  it('counts 12 349 days from 10 May 1990 to 1 March 2024', () => {
    // 10 May 1990 → 10 May 2024 is 34 years = 34 × 365 + 9 leap days (29 Feb of 1992, 1996,
    // 2000, 2004, 2008, 2012, 2016, 2020, 2024) = 12 419 days; 1 March → 10 May 2024 is
    // 31 + 30 + 9 = 70 days; 12 419 − 70 = 12 349.
    assert.equal(dayNumber({ year: 2024, month: 3, day: 1 }) - dayNumber({ year: 1990, month: 5, day: 10 }), 12_349);
  });

  it('agrees with Date.UTC arithmetic for random pairs of dates between 1800 and 2399', () => {
    fc.assert(
      fc.property(civilDate, civilDate, (a, b) => {
        assert.equal(dayNumber(b) - dayNumber(a), utcDays(a, b));
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees with Date.getUTCDay for the weekday', () => {
    fc.assert(
      fc.property(civilDate, (d) => {
        assert.equal(weekday(d), new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay());
      }),
      { numRuns: 1000 },
    );
  });
});

describe('cycle values', () => {
  it('gives the hand-computed values for 1 March 2024, born 10 May 1990 (t = 12 349)', () => {
    const [physical, emotional, intellectual] = biorhythm(12_349);
    // physical: 12 349 = 23 × 536 + 21; sin(2π·21/23) = −sin(2π·2/23) = −sin(31.304°) = −0.51958
    assert.equal(physical.dayInCycle, 21);
    assert.equal(roundTo(physical.value, 4), -0.5196);
    assert.equal(roundTo(100 * physical.value, 1), -52);
    // next day 22: −sin(2π/23) = −sin(15.652°) = −0.26980, higher than −0.51958: rising
    assert.equal(roundTo(physical.nextDayValue, 4), -0.2698);
    assert.equal(physical.trend, 'rising');
    // emotional: 12 349 = 28 × 441 + 1; sin(2π/28) = sin(12.857°) = 0.22252
    assert.equal(emotional.dayInCycle, 1);
    assert.equal(roundTo(emotional.value, 4), 0.2225);
    assert.equal(roundTo(100 * emotional.value, 1), 22.3);
    // intellectual: 12 349 = 33 × 374 + 7; sin(2π·7/33) = sin(76.364°) = cos(13.636°) = 0.97181
    assert.equal(intellectual.dayInCycle, 7);
    assert.equal(roundTo(intellectual.value, 4), 0.9718);
    assert.equal(roundTo(100 * intellectual.value, 1), 97.2);
  });

  it('starts every cycle at zero, rising, on the day of birth', () => {
    for (const c of biorhythm(0)) {
      assert.equal(c.value, 0);
      assert.equal(c.trend, 'rising');
      assert.equal(c.criticalDay, true);
    }
  });

  it('reaches +1 a quarter period after birth in the 28-day cycle and −1 three quarters after', () => {
    // t = 7: sin(2π·7/28) = sin(π/2) = 1; t = 21: sin(3π/2) = −1
    assert.equal(roundTo(cycleValue(7, 28), 4), 1);
    assert.equal(roundTo(cycleValue(21, 28), 4), -1);
  });

  it('equals Math.sin(2πt/period) for every day up to 200 000 in all three cycles', () => {
    for (let t = 0; t <= 200_000; t += 7) {
      for (const p of [23, 28, 33]) assert.ok(Math.abs(cycleValue(t, p) - sineValue(t, p)) < sameSine, `t=${t} p=${p}`);
    }
  });

  it('publishes exactly the physical, emotional and intellectual cycles of 23, 28 and 33 days', () => {
    assert.deepEqual(biorhythm(100).map((c) => [c.id, c.periodDays]), [['physical', 23], ['emotional', 28], ['intellectual', 33]]);
  });

  it('derives the trend from the next day and agrees with an independent comparison', () => {
    for (let t = 0; t < 23 * 28 * 33; t++) {
      for (const c of biorhythm(t)) {
        const d = sineValue(t + 1, c.periodDays) - sineValue(t, c.periodDays);
        assert.equal(c.trend, d > 0 ? 'rising' : 'falling', `t=${t} ${c.id}`);
      }
    }
  });
});

describe('critical days', () => {
  it('marks the day on which the curve is exactly zero and the day before a sign change', () => {
    // 28-day cycle: zero on t = 14 (sin π); t = 13 is positive and so is the zero's side → not critical
    assert.equal(isCriticalDay(14, 28), true);
    assert.equal(isCriticalDay(13, 28), false);
    assert.equal(isCriticalDay(15, 28), false);
    // 23-day cycle: zero at t = 11.5, so the sign changes from day 11 (+) to day 12 (−)
    assert.equal(isCriticalDay(11, 23), true);
    assert.equal(isCriticalDay(12, 23), false);
    // 33-day cycle: zero at 16.5 and 33
    assert.equal(isCriticalDay(16, 33), true);
    assert.equal(isCriticalDay(33, 33), true);
    assert.equal(isCriticalDay(32, 33), false);
  });

  it('agrees with an independent sign-change test over a full 21 252-day supercycle', () => {
    const zeroOn = (t: number, p: number) => (2 * t) % p === 0;
    for (let t = 0; t < 23 * 28 * 33; t++) {
      for (const p of [23, 28, 33]) {
        const expected = zeroOn(t, p) || (!zeroOn(t + 1, p) && sineValue(t, p) * sineValue(t + 1, p) < 0);
        assert.equal(isCriticalDay(t, p), expected, `t=${t} p=${p}`);
      }
    }
  });
});

describe('rounding', () => {
  it('rounds half away from zero and never returns −0', () => {
    assert.equal(roundTo(-0.00004, 4), 0);
    assert.ok(!Object.is(roundTo(-0.00004, 4), -0));
    assert.equal(roundTo(0.12345, 4), 0.1235);
    assert.equal(roundTo(-52.04, 1), -52);
  });
});
