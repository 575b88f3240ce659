/**
 * kundli-advanced as an HTTP contract: v1 and v2 paths from one implementation (kundli.2),
 * the shape the spec lists (13 drishti rows, 7 + 1 ashtakavarga registers, 7 uchcha rows,
 * 9 × 9 × 9 Vimshottari periods, 8 Yogini periods, 12 Chara periods, 9 reading topics), bad
 * input answered with 422 naming the field, a response that validates against its schema
 * and carries every computed field (Fastify serialises with the schema and would drop
 * undeclared fields silently). The numbers themselves are checked against outside references
 * elsewhere (bhava-cusps.golden, ashtakavarga.golden, drishti-uccha, test/dasha).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Compile } from 'typebox/compile';
import { kundliAdvancedCalculation } from '../../src/calculations/kundli-advanced/index.ts';
import { envelopeSchema, runCalculation } from '../../src/api/routes/calculations.ts';
import { build, postJson } from '../helpers/app.ts';

const natal = {
  localDate: '1990-05-10',
  localTime: '19:55:00',
  timezone: 'Asia/Kolkata',
  latitude: 19.076,
  longitude: 72.8777,
  ayanamsha: 'lahiri',
};
const devanagari = /[\u0900-\u097F]/;
const path = '/v2/calculations/kundli-advanced';

describe('kundli-advanced over HTTP', () => {
  it('answers on /v2 and /v1 with the same kundli.2 envelope', async (t) => {
    const { app } = await build(t);
    const v2 = await postJson(app, path, natal);
    const v1 = await postJson(app, '/v1/calculations/kundli-advanced', natal);
    for (const r of [v2, v1]) {
      assert.equal(r.statusCode, 200);
      const body = r.json();
      assert.equal(body.kind, 'CalculationEnvelope');
      assert.equal(body.versions.calculation, 'kundli.2');
      assert.equal(body.versions.content, 'kundli-advanced-content.1');
    }
    assert.deepEqual(v1.json().result, v2.json().result);
    assert.equal(v2.json().method.dashaYearMethodId, 'DASHA.YEAR_365_25');
    assert.equal(v2.json().method.charaMethodId, 'CHARA.KNR');
    assert.equal(v2.json().method.yoginiAntardashaMethodId, 'YOGINI.AD_PROPORTIONAL');
  });

  it('returns the shape of spec §2.3: 13 drishti rows, 7 + 1 registers, 7 uchcha rows, 729 pratyantardashas, 8 yoginis, 12 chara signs, 9 topics', async (t) => {
    const { app } = await build(t);
    const x = (await postJson(app, path, natal)).json().result;
    assert.equal(x.bhavaCusps.cusps.length, 12);
    assert.equal(x.grahaDrishti.rows.length, 13);
    assert.equal(x.grahaDrishti.aspectStrengths.rows.length, 56);
    assert.equal(x.ashtakavarga.bhinna.length, 7);
    assert.equal(x.ashtakavarga.sarva.total, 337);
    assert.deepEqual(x.ashtakavarga.bhinna.map((r: { total: number }) => r.total), [48, 49, 39, 54, 56, 52, 39]);
    assert.equal(x.ucchaBala.rows.length, 7);
    assert.equal(x.ucchaBala.dignities.length, 7);
    const md = x.dashas.vimshottari.mahadashas;
    assert.equal(md.length, 9);
    let pds = 0;
    for (const m of md) {
      assert.equal(m.antardashas.length, 9);
      for (const a of m.antardashas) pds += a.pratyantardashas.length;
    }
    assert.equal(pds, 729);
    assert.match(md[0].start.utc, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    assert.match(md[0].start.local, /\+05:30$/);
    const yp = x.dashas.yogini.periods;
    assert.equal(yp.length, 8);
    for (const p of yp) {
      assert.match(p.name.hi, devanagari);
      for (const k of ['start', 'end', 'years', 'fullYears']) assert.notEqual(p[k], null, k);
      assert.equal(p.antardashas, undefined);
    }
    assert.ok(yp[0].years < yp[0].fullYears);
    assert.equal(yp[1].years, yp[1].fullYears);
    assert.equal(x.dashas.chara.periods.length, 12);
    assert.equal(x.dashas.chara.profile.id, 'knr');
    for (const p of x.dashas.chara.periods) assert.equal(p.antardashas.length, 12);
    const topics = x.natalReadings.topics;
    assert.deepEqual(topics.map((tp: { house: number }) => tp.house), [1, 2, 3, 4, 5, 6, 7, 10, 9]);
    for (const tp of topics) {
      assert.equal(tp.sections.length, 6);
      assert.equal(tp.traditionalUpaya, null);
      for (const s of tp.sections) assert.match(s.text.hi, devanagari);
      assert.ok(tp.facts.length > 0);
    }
  });

  it('adds eight antardashas to every Yogini period on request, split equally when asked', async (t) => {
    const { app } = await build(t);
    const r = await postJson(app, path, { ...natal, yoginiIncludeAntardashas: true, yoginiAntardasha: 'equal', dashaYearDays: 365.256364, charaVariant: 'pvr' });
    assert.equal(r.statusCode, 200);
    const body = r.json();
    for (const p of body.result.dashas.yogini.periods) {
      assert.equal(p.antardashas.length, 8);
      const d = p.antardashas.map((a: { durationDays: number }) => a.durationDays);
      for (const x of d) assert.ok(Math.abs(x - d[0]) < 1e-6);
    }
    assert.equal(body.method.yoginiAntardashaMethodId, 'YOGINI.AD_EQUAL');
    assert.equal(body.method.dashaYearMethodId, 'DASHA.YEAR_SIDEREAL');
    assert.equal(body.result.dashas.chara.methodId, 'CHARA.PVR');
    assert.equal(body.result.dashas.chara.secondCycle.length, 12);
  });

  it('returns exactly what the calculation computed and validates against its schema', async (t) => {
    const { app } = await build(t);
    const check = Compile(envelopeSchema(kundliAdvancedCalculation));
    for (const request of [
      natal,
      { ...natal, yoginiIncludeAntardashas: true, houseSystem: 'placidus', nodeType: 'true', positions: 'true-geometric', dashaYearDays: 360 },
      { ...natal, timezone: 'Europe/London', latitude: 51.5, longitude: -0.12, localDate: '1944-06-06', localTime: '05:30:00', charaVariant: 'pvr' },
    ]) {
      const r = await postJson(app, path, request);
      assert.equal(r.statusCode, 200);
      const body = r.json();
      assert.ok(check.Check(body), JSON.stringify([...check.Errors(body)].slice(0, 3)));
      const direct = JSON.parse(JSON.stringify(runCalculation(kundliAdvancedCalculation, request, body.requestId, { now: new Date() })));
      assert.deepEqual(body, direct);
    }
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ['a dasha year that is not served', { dashaYearDays: 365 }, '/dashaYearDays'],
    ['an unknown Chara profile', { charaVariant: 'rangacharya' }, '/charaVariant'],
    ['an unknown Yogini antardasha rule', { yoginiAntardasha: 'half' }, '/yoginiAntardasha'],
    ['a non-boolean antardasha switch', { yoginiIncludeAntardashas: 'yes' }, '/yoginiIncludeAntardashas'],
    ['a transit date (this calculation takes none)', { transitDate: '2024-03-01' }, '/transitDate'],
    ['a latitude above 90', { latitude: 123.456789 }, '/latitude'],
    ['an unknown house system', { houseSystem: 'campanus' }, '/houseSystem'],
  ];
  for (const [what, patch, pointer] of bad) {
    it(`rejects ${what} with 422 naming ${pointer}`, async (t) => {
      const { app } = await build(t);
      const r = await postJson(app, path, { ...natal, ...patch });
      assert.equal(r.statusCode, 422);
      const body = r.json();
      assert.equal(body.kind, 'ApiErrorEnvelope');
      assert.equal(body.error.details[0].path, pointer);
      assert.ok(!r.body.includes('123.456789'));
    });
  }
});
