/**
 * POST /v2/calculations/varshaphal end to end (app.inject): the envelope, the year chosen by
 * age or by Gregorian year, the place of residence, the declared method, bilingual texts, the
 * pravesh against swetest through HTTP, and bad input answered with 422 naming the field.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { build, postJson } from '../helpers/app.ts';
import { oneSecondInDays } from '../helpers/tolerances.ts';
import { golden } from './helpers.ts';

const path = '/v2/calculations/varshaphal';
const example = { localDate: '1990-05-10', localTime: '19:55:00', timezone: 'Asia/Kolkata', latitude: 19.076, longitude: 72.8777, ayanamsha: 'lahiri' };
const devanagari = /[\u0900-\u097F]/;

interface Named { id: string; name: { en: string; hi: string } }

describe('POST /v2/calculations/varshaphal', () => {
  it('answers the documented example with a complete annual chart', async (t) => {
    const { app } = await build(t);
    const r = await postJson(app, path, { ...example, age: 35 });
    assert.equal(r.statusCode, 200, r.body);
    const j = r.json();
    assert.equal(j.kind, 'CalculationEnvelope');
    assert.equal(j.versions.calculation, 'varshaphal.2');
    const res = j.result;
    assert.equal(res.completedYears, 35);
    assert.equal(res.varshaNumber, 36);
    assert.equal(res.tajakaYogas.length, 16);
    assert.equal(res.annualChart.planets.length, 9);
    assert.equal(res.annualChart.bhavas.length, 12);
    assert.equal(res.panchaVargiyaBala.length, 7);
    assert.ok(res.sahams.length >= 36);
    assert.equal(res.residence.isBirthPlace, true);
    for (const y of res.tajakaYogas) {
      assert.ok(devanagari.test(y.name.hi) && devanagari.test(y.condition.hi) && devanagari.test(y.tradition.hi), y.id);
    }
    for (const s of res.sahams) assert.ok(devanagari.test(s.name.hi) && devanagari.test(s.formula.night.hi), s.id);
    for (const c of res.yearLord.candidates as { offices: Named[] }[]) for (const o of c.offices) assert.ok(devanagari.test(o.name.hi));
    assert.ok(devanagari.test(res.yearLord.reason.hi));
  });

  it('puts the pravesh within a second of the swetest return and tiles the year with both dashas', async (t) => {
    const { app } = await build(t);
    const c = golden<{ cases: { id: string; return_jd_ut: number; natal_sun_sidereal: number }[] }>('swetest-solar-returns.json').cases.find((x) => x.id === 'EXAMPLE');
    const r = await postJson(app, path, { ...example, age: 35 });
    const res = r.json().result;
    assert.ok(Math.abs(res.solarReturn.julianDayUt - (c?.return_jd_ut ?? 0)) <= oneSecondInDays);
    assert.ok(Math.abs(res.solarReturn.natalSunLongitude - (c?.natal_sun_sidereal ?? 0)) < 1e-6);
    for (const dasha of [res.muddaDasha.periods, res.patyayiniDasha.periods] as { start: { utc: string }; end: { utc: string } }[][]) {
      assert.equal(dasha[0].start.utc, res.solarReturn.moment.utc);
      assert.equal(dasha[dasha.length - 1].end.utc, res.solarReturn.nextMoment.utc);
      for (let i = 1; i < dasha.length; i++) assert.equal(dasha[i].start.utc, dasha[i - 1].end.utc);
    }
  });

  it('declares every rule it used in method', async (t) => {
    const { app } = await build(t);
    const m = (await postJson(app, path, { ...example, age: 35 })).json().method;
    assert.equal(m.solarReturnMethodId, 'VARSHA.SIDEREAL_SOLAR_RETURN');
    assert.equal(m.ayanamsha, 'lahiri');
    assert.equal(m.tajakaAspectMethodId, 'TAJ.ASPECT_NEELAKANTHI');
    assert.equal(m.yearLordMethodId, 'VARSHESHA.NEELAKANTHI');
    assert.deepEqual(m.sahamMethodIds, ['SAHAM.NEELAKANTHI', 'SAHAM.NIGHT_REVERSE', 'SAHAM.ADD_SIGN', 'SAHAM.HOUSE_FROM_LAGNA']);
    assert.equal(m.muddaMethodId, 'MUDDA.VIM_YEAR_CYCLE');
    assert.equal(m.patyayiniMethodId, 'PATYAYINI.KRISAMSHA');
    assert.equal(m.dayNightMethodId, 'VARSHA.DAY_BY_SUNRISE');
  });

  it('gives the same year for age 35 and for the year 2025', async (t) => {
    const { app } = await build(t);
    const a = (await postJson(app, path, { ...example, age: 35 })).json().result;
    const y = (await postJson(app, path, { ...example, year: 2025 })).json().result;
    assert.equal(y.completedYears, 35);
    assert.equal(y.solarReturn.julianDayUt, a.solarReturn.julianDayUt);
  });

  it('picks by year the return that falls in that year for a birth late on 31 December', async (t) => {
    const { app } = await build(t);
    const birth = { localDate: '1950-12-31', localTime: '23:50:00', timezone: 'Asia/Kolkata', latitude: 28.6139, longitude: 77.209 };
    for (const year of [2010, 2011]) {
      const res = (await postJson(app, path, { ...birth, year })).json().result;
      assert.equal(res.solarReturn.moment.local.slice(0, 4), String(year));
      // The 60th return falls on 1 January 2011 (swetest), so 2011 is age 60 and 2010 age 59.
      assert.equal(res.completedYears, year - 1951);
    }
  });

  it('casts the chart at the residence: same instant, other lagna, local times in its zone', async (t) => {
    const { app } = await build(t);
    const home = (await postJson(app, path, { ...example, age: 35 })).json().result;
    const away = (await postJson(app, path, { ...example, age: 35, residence: { latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' } })).json().result;
    assert.equal(away.solarReturn.julianDayUt, home.solarReturn.julianDayUt);
    assert.equal(away.residence.isBirthPlace, false);
    assert.notEqual(away.annualChart.lagna.longitude, home.annualChart.lagna.longitude);
    assert.match(away.solarReturn.moment.local, /-04:00$/);
  });

  it('changes the aspect scheme on request', async (t) => {
    const { app } = await build(t);
    const r = (await postJson(app, path, { ...example, age: 35, tajakaAspects: 'with-semi-sextile' })).json();
    assert.equal(r.method.tajakaAspectMethodId, 'TAJ.ASPECT_WITH_2_12');
    assert.ok(r.result.tajakaAspects.length >= (await postJson(app, path, { ...example, age: 35 })).json().result.tajakaAspects.length);
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ['both age and year', { ...example, age: 35, year: 2025 }, '/year'],
    ['neither age nor year', { ...example }, '/age'],
    ['a negative age', { ...example, age: -1 }, '/age'],
    ['a fractional age', { ...example, age: 3.5 }, '/age'],
    ['a year before the birth', { ...example, year: 1989 }, '/year'],
    ['an age past the ephemeris range', { ...example, age: 500 }, '/age'],
    ['an unknown residence time zone', { ...example, age: 35, residence: { latitude: 10, longitude: 10, timezone: 'Mars/Olympus' } }, '/residence/timezone'],
    ['a residence without a time zone', { ...example, age: 35, residence: { latitude: 10, longitude: 10 } }, '/residence/timezone'],
    ['a residence latitude past 90', { ...example, age: 35, residence: { latitude: 95, longitude: 10, timezone: 'UTC' } }, '/residence/latitude'],
    ['an unknown aspect scheme', { ...example, age: 35, tajakaAspects: 'western' }, '/tajakaAspects'],
    ['an unknown field', { ...example, age: 35, muntha: 3 }, '/muntha'],
  ];
  for (const [what, body, field] of bad) {
    it(`rejects ${what} with 422 naming ${field}`, async (t) => {
      const { app } = await build(t);
      const r = await postJson(app, path, body);
      assert.equal(r.statusCode, 422, r.body);
      assert.equal(r.json().error.details[0].path, field);
      assert.ok(!r.body.includes('Olympus'), 'the value is not echoed');
    });
  }
});
