/**
 * The lunar month (src/jyotish/panchang/lunar-month.ts) against new moons found by swetest
 * alone (test/golden/panchang/swetest-new-moons.txt: 95 new moons of 1982–83 and 2019–26, with
 * the Sun's Lahiri longitude at each; generator and command lines in the folder's README), named
 * by the rule of panchang.md §4 written out here: the Sun's sign at the opening new moon names
 * the month (Meena → Chaitra), no sankranti in a lunation makes it adhika, two make the skipped
 * name kshaya; purnimanta gives a Krishna fortnight the next month's name except in an adhika
 * month. Also the methods file's two checks (Adhika Ashvin 2020, Adhika Shravana 2023) and the
 * kshaya month of the 1982–83 winter that the same swetest new moons show.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { lunarMonthAt, meanSynodicMonthDays, newMoonGuesses } from '../../src/jyotish/panchang/lunar-month.ts';
import type { SkySettings } from '../../src/astro/positions.ts';
import { oneMinuteInDays } from '../helpers/tolerances.ts';

const sky: SkySettings = { ayanamsha: 'lahiri', nodeType: 'mean', positions: 'apparent' };

interface SwetestNewMoon { jd: number; sunDegrees: number; sign: number }
const newMoons: SwetestNewMoon[] = readFileSync(new URL('../golden/panchang/swetest-new-moons.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.startsWith('#'))
  .map((line) => {
    const [jd, sun, sign] = line.trim().split(/\s+/).map(Number);
    return { jd, sunDegrees: sun, sign };
  });

/** panchang.md §4 step 3, as a table: the month opened with the Sun in Mesha … Meena. */
const monthOpenedInSign = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 1];
/** The month after each month 1 = Chaitra … 12 = Phalguna (Phalguna → Chaitra). */
const followingMonth = [0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 1];

/** Lunations from the file: consecutive new moons (the file has two runs; a gap > 31 days is no lunation). */
const lunations = newMoons
  .slice(1)
  .map((after, i) => ({ before: newMoons[i], after }))
  .filter(({ before, after }) => after.jd - before.jd < 31);

/**
 * Whether the Sun lies within 0.01° of a sign edge (a quarter hour of its motion, far more
 * than the seconds by which the new moons may differ): the closest in the file is 329.9574°.
 */
const nearEdge = (d: number) => Math.min(d % 30, 30 - (d % 30)) < 0.01;

describe('the lunar month against swetest new moons', () => {
  it('holds 93 lunations, none with the Sun within 0.01° of a sign edge at a new moon', () => {
    assert.equal(lunations.length, 93);
    assert.equal(lunations.filter((l) => nearEdge(l.before.sunDegrees) || nearEdge(l.after.sunDegrees)).length, 0);
  });

  it('names every lunation by the Sun’s sign at its opening new moon, with adhika and kshaya, in both fortnights', () => {
    for (const { before, after } of lunations) {
      const signsCrossed = (after.sign - before.sign + 12) % 12;
      const number = monthOpenedInSign[before.sign];
      const adhika = signsCrossed === 0;
      const kshaya = signsCrossed === 2 ? monthOpenedInSign[(before.sign + 1) % 12] : null;
      const shukla = lunarMonthAt(before.jd + 3, 'shukla', sky);
      const label = `lunation from JD ${before.jd}`;
      assert.deepEqual(shukla.amanta, { number, adhika }, label);
      assert.deepEqual(shukla.purnimanta, { number, adhika }, label);
      assert.equal(shukla.kshayaNumber, kshaya, label);
      assert.ok(Math.abs(shukla.newMoonBeforeJd - before.jd) < oneMinuteInDays, label);
      assert.ok(Math.abs(shukla.newMoonAfterJd - after.jd) < oneMinuteInDays, label);
      const krishna = lunarMonthAt(before.jd + 20, 'krishna', sky);
      assert.deepEqual(krishna.amanta, { number, adhika }, label);
      assert.deepEqual(krishna.purnimanta, adhika ? { number, adhika: true } : { number: followingMonth[number], adhika: false }, label);
      assert.equal(krishna.kshayaNumber, kshaya, label);
    }
  });

  it('finds Adhika Ashvin in 2020 and Adhika Shravana in 2023, the methods file’s checks', () => {
    // New moons 2020-09-17 11:00 UT and 2023-07-17 18:32 UT (swetest, the file above).
    const ashvin = lunarMonthAt(2_459_109.958_48 + 10, 'krishna', sky);
    assert.deepEqual(ashvin.amanta, { number: 7, adhika: true });
    assert.deepEqual(ashvin.purnimanta, { number: 7, adhika: true });
    assert.equal(ashvin.kshayaNumber, null);
    const nija = lunarMonthAt(2_459_139.313_23 + 20, 'krishna', sky);
    assert.deepEqual(nija.amanta, { number: 7, adhika: false });
    assert.deepEqual(nija.purnimanta, { number: 8, adhika: false });
    const shravana = lunarMonthAt(2_460_143.272_11 + 5, 'shukla', sky);
    assert.deepEqual(shravana.amanta, { number: 5, adhika: true });
  });

  it('finds the kshaya month of 1982–83: Sun in Dhanu at one new moon and in Kumbha at the next', () => {
    // swetest: new moon JD 2445348.71373 with the Sun at 269.84° (Dhanu), the next at
    // 2445378.52210 with the Sun at 300.11° (Kumbha): amanta Pausha, Magha skipped; the
    // lunation after it holds no sankranti (Sun at 300.11° and 329.96°): Adhika Phalguna.
    const pausha = lunarMonthAt(2_445_348.713_73 + 8, 'shukla', sky);
    assert.deepEqual(pausha.amanta, { number: 10, adhika: false });
    assert.equal(pausha.kshayaNumber, 11);
    const phalguna = lunarMonthAt(2_445_378.522_10 + 25, 'krishna', sky);
    assert.deepEqual(phalguna.amanta, { number: 12, adhika: true });
    assert.deepEqual(phalguna.purnimanta, { number: 12, adhika: true });
    assert.equal(phalguna.kshayaNumber, null);
  });

  it('takes the new moons of caller guesses when they bracket the instant, and searches itself when they do not', () => {
    const { before, after } = lunations.find((l) => l.before.jd > 2_460_000)!;
    const jd = before.jd + 12;
    // Guesses half a day off: the exact new moons near them.
    const near = lunarMonthAt(jd, 'shukla', sky, { newMoonBeforeJd: before.jd + 0.5, newMoonAfterJd: after.jd - 0.5 });
    assert.ok(Math.abs(near.newMoonBeforeJd - before.jd) < oneMinuteInDays);
    assert.ok(Math.abs(near.newMoonAfterJd - after.jd) < oneMinuteInDays);
    // Guesses a whole lunation late (both after the instant) or early (both before it).
    for (const shift of [29.5, -29.5]) {
      const m = lunarMonthAt(jd, 'shukla', sky, { newMoonBeforeJd: before.jd + shift, newMoonAfterJd: after.jd + shift });
      assert.ok(Math.abs(m.newMoonBeforeJd - before.jd) < oneMinuteInDays, `shift ${shift}`);
      assert.ok(Math.abs(m.newMoonAfterJd - after.jd) < oneMinuteInDays, `shift ${shift}`);
    }
    // Both guesses at the opening new moon: the second is not after the instant, so it searches.
    const atNext = lunarMonthAt(jd, 'shukla', sky, { newMoonBeforeJd: before.jd, newMoonAfterJd: before.jd });
    assert.ok(Math.abs(atNext.newMoonAfterJd - after.jd) < oneMinuteInDays);
  });
});

describe('new-moon guesses from the day’s tithi', () => {
  it('step back index mean tithis from the tithi’s start and forward 29 − index from its end', () => {
    // A mean tithi is 29.530589 / 30 = 0.98435297 day (worked by hand).
    const meanTithi = 0.984_352_966_666_666_7;
    assert.equal(meanSynodicMonthDays, 29.530589);
    const g = newMoonGuesses({ index: 10, startJd: 2_460_000.25, endJd: 2_460_001.2 });
    assert.ok(Math.abs(g.newMoonBeforeJd - (2_460_000.25 - 10 * meanTithi)) < 1e-9);
    assert.ok(Math.abs(g.newMoonAfterJd - (2_460_001.2 + 19 * meanTithi)) < 1e-9);
    const first = newMoonGuesses({ index: 0, startJd: 100, endJd: 101 });
    assert.equal(first.newMoonBeforeJd, 100);
    assert.ok(Math.abs(first.newMoonAfterJd - (101 + 29 * meanTithi)) < 1e-9);
  });
});
