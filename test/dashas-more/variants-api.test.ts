/**
 * The dasha variants of kundli-advanced over HTTP: tithiAshtottari in dashaSystems, a nakshatra
 * dasha counted from a divisional chart (dashaSeedVarga), the tribhagi variation
 * (dashaTribhagi) and the Narayana dasha of a divisional chart (narayanaVarga with
 * narayanaVariant "jhora"). Expected values: the Jagannatha Hora tables of the reference birth
 * (1996-12-07 10:34 IST, Chennai) in test/golden/reference/book_cases_dev.json, as PyJHora's
 * test-suite quotes them — groups tithi_ashtottari_tests, _ashtothari_test_5 (D9 seed),
 * chathuraseethi_sama_test_4 and the tribhagi rows of shodasottari_test, _narayana_test_5
 * (D10) — with start times to one minute with the 365.256364-day year those tables use; and
 * hand-worked arithmetic written below where no table exists.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Compile } from 'typebox/compile';
import { kundliAdvancedCalculation } from '../../src/calculations/kundli-advanced/index.ts';
import { envelopeSchema } from '../../src/api/routes/calculations.ts';
import { grahaIds, rashiIds } from '../../src/jyotish/core/zodiac.ts';
import { localToJdUt } from '../dasha/reference-chart.ts';
import { oneMinuteInDays } from '../helpers/tolerances.ts';
import { build, postJson } from '../helpers/app.ts';

const path = '/v2/calculations/kundli-advanced';
const reference = JSON.parse(readFileSync(new URL('../golden/reference/book_cases_dev.json', import.meta.url), 'utf8')) as {
  groups: { test_function: string; inputs: { place: { lat: number; lon: number } }; cases: { desc: string; expected: unknown[] }[] }[];
};
const group = (name: string) => reference.groups.find((g) => g.test_function === name)!;
const jdOf = (m: { utc: string }) => Date.parse(m.utc) / 86_400_000 + 2_440_587.5;
const yearDays = 365.256364;
const devanagari = /[\u0900-\u097F]/;

/** The reference birth at a group's own coordinates, with the settings of its tables. */
function birthOf(name: string) {
  const { lat, lon } = group(name).inputs.place;
  return {
    localDate: '1996-12-07',
    localTime: '10:34:00',
    timezone: 'Asia/Kolkata',
    latitude: lat,
    longitude: lon,
    ayanamsha: 'lahiri',
    nodeType: 'mean',
    positions: 'true-geometric',
    dashaYearDays: yearDays,
  };
}

interface Period {
  lord: { id: string };
  start: { utc: string };
  end: { utc: string };
  years: number;
  cycle: number;
}

/** Rows [lord index, 'YYYY-MM-DD HH:MM:SS …', years?] against periods: lord, start within a minute, years to the 0.01 printed. */
function assertRows(periods: Period[], rows: unknown[][], ids: readonly string[], what: string) {
  assert.ok(rows.length > 0 && periods.length >= rows.length, `${what}: ${periods.length} periods for ${rows.length} rows`);
  rows.forEach((row, i) => {
    const [lord, local, years] = row as [number, string, number | undefined];
    assert.equal(periods[i].lord.id, ids[lord], `${what} ${i} lord`);
    const off = (jdOf(periods[i].start) - localToJdUt(local.slice(0, 19).replace(' ', 'T'), 5.5)) / oneMinuteInDays;
    assert.ok(Math.abs(off) < 1, `${what} ${i} starts ${local} (off ${off.toFixed(2)} min)`);
    if (years !== undefined) assert.ok(Math.abs(periods[i].years - years) <= 0.005 + 1e-9, `${what} ${i} lasts ${years} y`);
  });
}

describe('kundli-advanced dasha variants over HTTP', () => {
  it("lists Tithi Ashtottari from the krishna dwadashi of birth: Mercury from 1992-02-16 and the seven after it, as Jagannatha Hora's table (tithi_ashtottari_tests)", async (t) => {
    const { app } = await build(t);
    const r = await postJson(app, path, { ...birthOf('tithi_ashtottari_tests'), dashaSystems: ['tithiAshtottari'] });
    assert.equal(r.statusCode, 200);
    assert.ok(Compile(envelopeSchema(kundliAdvancedCalculation)).Check(JSON.parse(r.body) as unknown));
    const body = r.json();
    const s = body.result.dashas.tithiAshtottari;
    assert.equal(s.methodId, 'ASHTOTTARI.TITHI');
    assert.equal(body.method.dashaSystemMethodIds.tithiAshtottari, 'ASHTOTTARI.TITHI');
    assert.equal(s.yearDays, yearDays);
    assert.equal(s.yearMethodId, 'DASHA.YEAR_SIDEREAL');
    assert.equal(s.start.ruleId, 'TITHI_ASHTOTTARI.TITHI_LORD');
    assert.ok(devanagari.test(s.start.text.hi) && devanagari.test(s.name.hi));
    assert.equal(s.start.seed, null);
    // Krishna dwadashi is the 27th tithi; its lord (weekday lords from each pratipada: 16 Sun,
    // 17 Moon, 18 Mars, 19 Mercury … 24 Sun, 25 Moon, 26 Mars, 27 Mercury) is Mercury.
    assert.equal(s.start.tithi.number, 27);
    assert.equal(s.start.tithi.name.en, 'Dwadashi');
    assert.equal(s.start.tithi.paksha.en, 'Krishna');
    assert.equal(s.start.tithi.lord.id, 'mercury');
    const rows = group('tithi_ashtottari_tests').cases.map((c) => c.expected).filter((e) => e.length === 2);
    assertRows(s.periods, rows, grahaIds, 'tithi ashtottari');
    assert.equal(s.periods.length, 8);
    assert.equal(s.cycleYears, 108);
    // Balance: the first period (Mercury, 17 years) began 1992-02-16 02:52:11 IST.
    const first = localToJdUt('1992-02-16T02:52:11', 5.5);
    const birth = localToJdUt('1996-12-07T10:34:00', 5.5);
    assert.ok(Math.abs(s.balanceAtBirth.years - (first + 17 * yearDays - birth) / yearDays) < 1e-4);
  });

  it("counts Ashtottari from the navamsha Moon with dashaSeedVarga 9: Mercury from 1984-06-24 … as Jagannatha Hora's D9 table (_ashtothari_test_5)", async (t) => {
    const { app } = await build(t);
    const body = (await postJson(app, path, { ...birthOf('_ashtothari_test_5'), dashaSystems: ['ashtottari'], dashaSeedVarga: 9 })).json();
    const s = body.result.dashas.ashtottari;
    assert.deepEqual(s.start.varga, { division: 9, methodId: 'VARGA.PARASHARA' });
    assert.equal(s.start.seed.id, 'moon');
    assert.equal(body.method.dashaSeedVarga, 9);
    const rows = group('_ashtothari_test_5').cases.slice(0, 8).map((c) => c.expected);
    assertRows(s.periods, rows, grahaIds, 'ashtottari D9');
  });

  it("runs Chaturaseeti-sama and Shodashottari in thirds with dashaTribhagi, as Jagannatha Hora's tribhagi tables (chathuraseethi_sama_test_4, shodasottari_test)", async (t) => {
    const { app } = await build(t);
    const body = (await postJson(app, path, { ...birthOf('chathuraseethi_sama_test_4'), dashaSystems: ['shodashottari', 'chaturaseetiSama'], dashaTribhagi: true })).json();
    const c = body.result.dashas.chaturaseetiSama;
    assert.equal(c.tribhagi.methodId, 'TRIBHAGI.FULL_PERIOD_ANCHOR');
    assert.ok(devanagari.test(c.tribhagi.text.hi));
    assert.equal(body.method.dashaTribhagi, true);
    assert.equal(c.cycleYears, 28, '84 / 3');
    assert.equal(c.periods.length, 21, 'three cycles of seven');
    assertRows(c.periods, group('chathuraseethi_sama_test_4').cases.map((x) => x.expected), grahaIds, 'chaturaseeti tribhagi');
    assert.deepEqual([...new Set(c.periods.map((p: Period) => p.cycle))], [1, 2, 3]);
    // Hand-worked balance: the Sun's 4-year third began 1996-09-02 04:19:50 IST, so 4 years
    // after that less the time to birth remain.
    const sunStart = localToJdUt('1996-09-02T04:19:50', 5.5);
    const birth = localToJdUt('1996-12-07T10:34:00', 5.5);
    assert.equal(c.balanceAtBirth.lord.id, 'sun');
    assert.ok(Math.abs(c.balanceAtBirth.years - (sunStart + 4 * yearDays - birth) / yearDays) < 1e-4);
    const s = body.result.dashas.shodashottari;
    const rows = group('shodasottari_test').cases.filter((x) => x.desc.includes('tribhagi')).map((x) => x.expected);
    assert.equal(rows.length, 24);
    assertRows(s.periods, rows, grahaIds, 'shodashottari tribhagi');
  });

  it("gives the Narayana dasha of the dashamsha with narayanaVarga 10 and narayanaVariant jhora: Taurus 12, Sagittarius 8, Cancer 7 … all 17 rows of Jagannatha Hora's D10 table (_narayana_test_5)", async (t) => {
    const { app } = await build(t);
    const body = (await postJson(app, path, { ...birthOf('_narayana_test_5'), dashaSystems: ['narayana'], narayanaVarga: 10, narayanaVariant: 'jhora' })).json();
    const n = body.result.dashas.narayana;
    assert.equal(n.methodId, 'NARAYANA.PVR_JHORA.2');
    assert.equal(body.method.narayanaSignStrengthMethodId, 'STRONGER_RASHI.PVR_JHORA');
    assert.equal(body.method.signStrengthMethodId, 'STRONGER_RASHI.PVR');
    assert.equal(n.start.ruleId, 'NARAYANA.VARGA_HOUSE_LORD');
    assert.ok(devanagari.test(n.start.text.hi));
    // The rasi lagna is Capricorn, its 10th Libra, whose lord Venus sits in Taurus in D10;
    // Taurus (Venus in it) beats its 7th Scorpio (empty) on the first rule.
    assert.deepEqual(n.start.varga, { division: 10, methodId: 'VARGA.PARASHARA', seedHouse: 10, seedLord: n.start.varga.seedLord });
    assert.equal(n.start.varga.seedLord.id, 'venus');
    assert.deepEqual(n.start.chosenFrom.map((r: { id: string }) => r.id), [rashiIds[1], rashiIds[7]], 'Taurus and Scorpio');
    assert.equal(n.start.rashi.id, rashiIds[1]);
    assertRows(n.periods, group('_narayana_test_5').cases.slice(0, 17).map((x) => x.expected), rashiIds, 'narayana D10');
    assert.equal(body.method.narayanaVarga, 10);
  });

  it('keeps the default co-lord chain with narayanaVariant pvr, which gives Scorpio of the D10 3 years instead of 5 (hand-worked: Ketu, with the Sun in Aquarius, beats Mars alone in Aries; Scorpio → Aquarius counts 4, less one)', async (t) => {
    const { app } = await build(t);
    const n = (await postJson(app, path, { ...birthOf('_narayana_test_5'), dashaSystems: ['narayana'], narayanaVarga: 10 })).json().result.dashas.narayana;
    assert.equal(n.methodId, 'NARAYANA.PVR');
    const scorpio = n.periods.find((p: Period) => p.lord.id === rashiIds[7] && p.cycle === 1);
    assert.ok(Math.abs(scorpio.years - 3) < 1e-9);
    const sequence = n.periods.slice(0, 12).map((p: Period) => p.lord.id);
    assert.deepEqual(sequence, group('_narayana_test_5').cases.slice(0, 12).map((x) => rashiIds[x.expected[0] as number]), 'same signs in the same order');
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ['a seed varga that is not served', { dashaSeedVarga: 13 }, '/dashaSeedVarga'],
    ['a tribhagi flag that is not a boolean', { dashaTribhagi: 'yes' }, '/dashaTribhagi'],
    ['a Narayana varga of 0', { narayanaVarga: 0 }, '/narayanaVarga'],
    ['an unknown Narayana variant', { narayanaVariant: 'kn-rao' }, '/narayanaVariant'],
    ['a misspelt tithi Ashtottari', { dashaSystems: ['tithi-ashtottari'] }, '/dashaSystems/0'],
  ];
  for (const [what, patch, pointer] of bad) {
    it(`rejects ${what} with 422 naming ${pointer}`, async (t) => {
      const { app } = await build(t);
      const r = await postJson(app, path, { ...birthOf('_narayana_test_5'), ...patch });
      assert.equal(r.statusCode, 422);
      const body = r.json();
      assert.equal(body.error.details[0].path, pointer);
      for (const v of Object.values(patch)) if (typeof v === 'string') assert.ok(!r.body.includes(v), 'the value is not echoed');
    });
  }
});
