/**
 * The angle searches of src/astro/transitions.ts called directly (the panchang reaches them
 * only through whole days) against swetest: the tithi, karana, nakshatra, yoga and Moon-sign
 * boundaries of test/golden/panchang/swetest-panchang-boundaries.json (bisection on swetest's
 * Lahiri longitudes, README there), the new moons of test/golden/panchang/swetest-new-moons.txt
 * and the sankrantis of test/golden/calendar/swetest-sankrantis.json (Sun's Lahiri ingresses,
 * 1957 and 2023–25).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  minimumRate, nextTimeAngleReaches, previousTimeAngleReached, segmentAt, segmentsBetween,
  skyAngleFunction, timeAngleReachesNear, trackedAngleFunction, type SkyAngle,
} from '../../src/astro/transitions.ts';
import { SunMoonTrack } from '../../src/astro/track.ts';
import type { SkySettings } from '../../src/astro/positions.ts';
import { oneMinuteInDays, oneSecondInDays } from '../helpers/tolerances.ts';

const sky: SkySettings = { ayanamsha: 'lahiri', nodeType: 'mean', positions: 'apparent' };

interface Boundary { start_jd_ut: number; end_jd_ut: number }
interface Case {
  id: string;
  sunrise_jd_ut: number | null;
  next_sunrise_jd_ut: number | null;
  moment_jd_ut: number;
  expected: {
    tithis: (Boundary & { number: number })[];
    nakshatras: (Boundary & { index: number })[];
    yogas: (Boundary & { index: number })[];
    karanas: (Boundary & { halfTithi: number })[];
    moonRashis: (Boundary & { rashi: number })[];
  };
}
const cases = (JSON.parse(readFileSync(new URL('../golden/panchang/swetest-panchang-boundaries.json', import.meta.url), 'utf8')) as { cases: Case[] })
  .cases.filter((c) => c.sunrise_jd_ut !== null && c.next_sunrise_jd_ut !== null);

/** The limbs as (angle, division size, swetest's 0-based list). swetest's file numbers every division from 1. */
function limbs(c: Case): [string, SkyAngle, number, { index: number; start: number; end: number }[]][] {
  const z = (b: Boundary, index: number) => ({ index, start: b.start_jd_ut, end: b.end_jd_ut });
  return [
    ['tithi', 'elongation', 12, c.expected.tithis.map((b) => z(b, b.number - 1))],
    ['karana', 'elongation', 6, c.expected.karanas.map((b) => z(b, b.halfTithi - 1))],
    ['nakshatra', 'moon', 360 / 27, c.expected.nakshatras.map((b) => z(b, b.index - 1))],
    ['yoga', 'yoga', 360 / 27, c.expected.yogas.map((b) => z(b, b.index - 1))],
    ['Moon sign', 'moon', 30, c.expected.moonRashis.map((b) => z(b, b.rashi - 1))],
  ];
}

describe('segments of the sky angles against swetest boundaries', () => {
  it('has days with sunrises to test', () => assert.ok(cases.length >= 100));

  it('lists the limbs of every day, sunrise to sunrise, with swetest’s indices and instants within a second', () => {
    for (const c of cases) {
      for (const [name, angle, size, expected] of limbs(c)) {
        const got = segmentsBetween(skyAngleFunction(angle, sky), size, minimumRate[angle], c.sunrise_jd_ut!, c.next_sunrise_jd_ut!);
        // swetest's lists of karanas and Moon signs may reach beyond the day; compare the ones touching it.
        const touching = expected.filter((e) => e.end > c.sunrise_jd_ut! && e.start < c.next_sunrise_jd_ut!);
        assert.deepEqual(got.map((s) => s.index), touching.map((e) => e.index), `${c.id} ${name}`);
        got.forEach((s, i) => {
          assert.ok(Math.abs(s.startJd - touching[i].start) < oneSecondInDays, `${c.id} ${name} start ${i}`);
          assert.ok(Math.abs(s.endJd - touching[i].end) < oneSecondInDays, `${c.id} ${name} end ${i}`);
        });
      }
    }
  });

  it('gives the same segments from the interpolated Sun and Moon tracks', () => {
    for (const c of cases.filter((_, i) => i % 4 === 0)) {
      const track = new SunMoonTrack(sky, c.sunrise_jd_ut!);
      for (const [name, angle, size, expected] of limbs(c)) {
        const e = expected.find((x) => x.start <= c.moment_jd_ut && c.moment_jd_ut < x.end);
        if (!e) continue;
        const s = segmentAt(trackedAngleFunction(angle, track), size, minimumRate[angle], c.moment_jd_ut);
        assert.equal(s.index, e.index, `${c.id} ${name}`);
        assert.ok(Math.abs(s.startJd - e.start) < oneSecondInDays, `${c.id} ${name} start`);
        assert.ok(Math.abs(s.endJd - e.end) < oneSecondInDays, `${c.id} ${name} end`);
      }
    }
  });

  it('keeps the minimum rates below the slowest daily motion of each angle', () => {
    // Hand bounds: the Moon never moves slower than ~11.8°/d nor the Sun faster than ~1.02°/d,
    // nor slower than ~0.95°/d; the searches step by these rates, so larger values skip crossings.
    assert.deepEqual(minimumRate, { elongation: 10.2, yoga: 12.5, moon: 11.5, sun: 0.94 });
  });
});

const newMoons = readFileSync(new URL('../golden/panchang/swetest-new-moons.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '' && !l.startsWith('#'))
  .map((l) => Number(l.trim().split(/\s+/)[0]));

describe('instants an angle reaches a value, against swetest new moons', () => {
  it('finds the next and the previous new moon from instants between them', () => {
    for (let i = 0; i + 1 < newMoons.length; i += 3) {
      const [a, b] = [newMoons[i], newMoons[i + 1]];
      if (b - a > 31) continue;
      const t = a + 11.3;
      assert.ok(Math.abs(nextTimeAngleReaches('elongation', 0, t, sky) - b) < oneMinuteInDays, `after ${a}`);
      assert.ok(Math.abs(previousTimeAngleReached('elongation', 0, t, sky) - a) < oneMinuteInDays, `before ${b}`);
    }
  });

  it('finds a full moon (elongation 180°) half a lunation after a new moon', () => {
    // The full moon lies 13.9–15.6 days after the new moon; both searches agree on it.
    const a = newMoons.find((x) => x > 2_460_000)!;
    const full = nextTimeAngleReaches('elongation', 180, a + 1, sky);
    assert.ok(full - a > 13.5 && full - a < 16, `full moon ${full - a} days after`);
    assert.ok(Math.abs(previousTimeAngleReached('elongation', 180, full + 3, sky) - full) < oneSecondInDays);
  });

  it('solves a crossing near a guess within the allowed error, and refuses one outside it', () => {
    for (const jd of newMoons.filter((_, i) => i % 5 === 0)) {
      const near = timeAngleReachesNear('elongation', 0, jd + 0.6, 1, sky);
      assert.ok(near !== null && Math.abs(near - jd) < oneMinuteInDays, `near ${jd}`);
      const early = timeAngleReachesNear('elongation', 0, jd - 0.2, 0.1, sky);
      assert.ok(early !== null && Math.abs(early - jd) < oneMinuteInDays, `near ${jd} (bracket of ±0.25 day)`);
      assert.equal(timeAngleReachesNear('elongation', 0, jd + 3, 1, sky), null, `far from ${jd}`);
      assert.equal(timeAngleReachesNear('elongation', 0, jd - 3, 1, sky), null, `far before ${jd}`);
    }
  });
});

interface Sankranti { sign: number; jd_ut: number }
const sankrantis = (JSON.parse(readFileSync(new URL('../golden/calendar/swetest-sankrantis.json', import.meta.url), 'utf8')) as { sankrantis: Sankranti[] }).sankrantis;

describe('the Sun’s signs against swetest sankrantis', () => {
  it('holds the 48 sankrantis of 1957 and 2023–25', () => assert.equal(sankrantis.length, 48));

  it('dates every sign of the Sun from its sankranti to the next, from the ephemeris and from a track', () => {
    for (let i = 0; i + 1 < sankrantis.length; i++) {
      const [a, b] = [sankrantis[i], sankrantis[i + 1]];
      if (b.jd_ut - a.jd_ut > 32) continue;
      const t = a.jd_ut + 10;
      for (const f of [skyAngleFunction('sun', sky), trackedAngleFunction('sun', new SunMoonTrack(sky, t))]) {
        const s = segmentAt(f, 30, minimumRate.sun, t);
        assert.equal(s.index, a.sign, `sign from ${a.jd_ut}`);
        assert.ok(Math.abs(s.startJd - a.jd_ut) < oneSecondInDays, `start ${a.jd_ut}`);
        assert.ok(Math.abs(s.endJd - b.jd_ut) < oneSecondInDays, `end ${b.jd_ut}`);
      }
      assert.ok(Math.abs(nextTimeAngleReaches('sun', b.sign * 30, t, sky) - b.jd_ut) < oneSecondInDays);
    }
  });
});

describe('edges of the searches', () => {
  it('stops the list at a segment ending exactly at the end of the span', () => {
    const f = skyAngleFunction('elongation', sky);
    const t = newMoons[10] + 3.3;
    const first = segmentAt(f, 12, minimumRate.elongation, t);
    assert.equal(segmentsBetween(f, 12, minimumRate.elongation, t, first.endJd).length, 1);
    assert.equal(segmentsBetween(f, 12, minimumRate.elongation, t, first.endJd + 1e-3).length, 2);
  });

  it('lists at most 400 segments however long the span', () => {
    // 420 days hold about 426 tithis.
    const t = newMoons[20];
    const list = segmentsBetween(skyAngleFunction('elongation', sky), 12, minimumRate.elongation, t, t + 420);
    assert.equal(list.length, 400);
    list.slice(1).forEach((s, i) => assert.equal(s.startJd, list[i].endJd));
  });

  it('brackets ±1.5 × the allowed error around a guess, and never less than ±¼ day', () => {
    const jd = newMoons[30];
    // Allowed error 2 days: the bracket is ±3 days, so a guess 2 days off still finds it.
    const wide = timeAngleReachesNear('elongation', 0, jd + 2, 2, sky);
    assert.ok(wide !== null && Math.abs(wide - jd) < oneMinuteInDays);
    // Allowed error 0.1 day: the bracket is ±¼ day, so a guess half a day off finds nothing.
    assert.equal(timeAngleReachesNear('elongation', 0, jd - 0.5, 0.1, sky), null);
  });
});
