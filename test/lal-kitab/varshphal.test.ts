/**
 * The Lal Kitab varshphal (LK.VARSHPHAL): the 120-year table's shape, the age arithmetic, and
 * two annual charts published by third parties (test/golden/lal-kitab/README.md), whose birth
 * charts were checked with swetest and whose annual houses are copied from the publications.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { lkVarshphalTable } from '../../src/jyotish/lal-kitab/varshphal-table.ts';
import { birthdayIn, completedYears } from '../../src/jyotish/lal-kitab/varshphal.ts';
import { build, postJson } from '../helpers/app.ts';

describe('the 120-year table', () => {
  it('has 120 rows, each a permutation of houses 1–12', () => {
    assert.equal(lkVarshphalTable.length, 120);
    for (const [i, row] of lkVarshphalTable.entries()) assert.deepEqual([...row].sort((a, b) => a - b), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], `year ${i + 1}`);
  });

  it('starts with the rows every Lal Kitab varshphal chart opens with', () => {
    // Years 1 and 2 as printed in both programs and confirmed by the astroscience.in report.
    assert.deepEqual(lkVarshphalTable[0], [1, 9, 10, 3, 5, 2, 11, 7, 6, 12, 4, 8]);
    assert.deepEqual(lkVarshphalTable[1], [4, 1, 12, 9, 3, 7, 5, 6, 2, 8, 10, 11]);
  });
});

describe('age arithmetic', () => {
  it('counts completed years from the birthday, the day itself included', () => {
    const birth = { year: 1990, month: 5, day: 10 };
    assert.equal(completedYears(birth, { year: 2024, month: 5, day: 9 }), 33);
    assert.equal(completedYears(birth, { year: 2024, month: 5, day: 10 }), 34);
    assert.equal(completedYears(birth, { year: 1990, month: 5, day: 10 }), 0);
    assert.equal(completedYears(birth, { year: 1989, month: 12, day: 31 }), -1);
  });

  it('opens a 29 February birthday on 1 March in common years', () => {
    const birth = { year: 2000, month: 2, day: 29 };
    assert.equal(completedYears(birth, { year: 2001, month: 2, day: 28 }), 0);
    assert.equal(completedYears(birth, { year: 2001, month: 3, day: 1 }), 1);
    assert.deepEqual(birthdayIn(birth, 2001), { year: 2001, month: 3, day: 1 });
    assert.deepEqual(birthdayIn(birth, 2004), { year: 2004, month: 2, day: 29 });
    assert.deepEqual(birthdayIn(birth, 2100), { year: 2100, month: 3, day: 1 }); // 2100 is not a leap year
  });
});

async function annual(t: Parameters<typeof build>[0], body: Record<string, unknown>) {
  const { app } = await build(t);
  const r = await postJson(app, '/v2/calculations/lal-kitab', { ayanamsha: 'lahiri', ...body });
  assert.equal(r.statusCode, 200, r.body.slice(0, 300));
  const v = r.json().result.varshphal;
  return { v, houses: Object.fromEntries(v.grahas.map((g: { graha: { id: string }; house: number }) => [g.graha.id, g.house])) as Record<string, number> };
}

describe('published annual charts', () => {
  const trump = { localDate: '1946-06-14', localTime: '10:54:00', timezone: 'America/New_York', utcOffset: '-04:00', latitude: 40.7, longitude: -73.8 };

  it('puts Jupiter in 10, Sun and Rahu in 4, Mercury in 12, Ketu in 3, Saturn and Venus in 11 and Mars in 9 in the 75th year of the 1946-06-14 New York chart', async (t) => {
    const { v, houses } = await annual(t, { ...trump, age: 74 });
    assert.equal(v.yearOfLife, 75);
    assert.equal(v.startsOn, '2020-06-14');
    assert.equal(v.endsBefore, '2021-06-14');
    const birth = Object.fromEntries(v.grahas.map((g: { graha: { id: string }; birthHouse: number }) => [g.graha.id, g.birthHouse]));
    assert.deepEqual(birth, { sun: 10, moon: 4, mars: 1, mercury: 11, jupiter: 2, venus: 12, saturn: 12, rahu: 10, ketu: 4 }); // swetest, README
    const { moon: _moon, ...published } = houses; // the article does not name the Moon's house
    assert.deepEqual(published, { sun: 4, mars: 9, mercury: 12, jupiter: 10, venus: 11, saturn: 11, rahu: 4, ketu: 3 });
  });

  const dang = { localDate: '1951-07-03', localTime: '23:30:00', timezone: 'Asia/Kolkata', latitude: 28.83, longitude: 78.78 };

  it('reproduces years 1 and 2 of the 1951-07-03 Moradabad report', async (t) => {
    const y1 = await annual(t, { ...dang, age: 0 });
    assert.equal(y1.v.yearOfLife, 1);
    assert.deepEqual(y1.houses, { sun: 3, moon: 3, mars: 3, mercury: 3, jupiter: 1, venus: 2, saturn: 11, rahu: 8, ketu: 2 });
    const y2 = await annual(t, { ...dang, age: 1 });
    const { saturn: _s, rahu: _r, ketu: _k, ...published } = y2.houses; // the excerpt ends after Venus
    assert.deepEqual(published, { sun: 9, moon: 9, mars: 9, mercury: 9, jupiter: 4, venus: 7 });
  });
});
