/**
 * kp-prashna over HTTP: v2 and v1 from one implementation, the conformance body (1990-05-10
 * 19:55 IST Mumbai, KP ayanamsha, number 123), the declared method, the response validating
 * against its schema, bilingual text, and bad input as 422 naming the field. Numbers are
 * checked against swetest in horary.golden and planets.golden.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Compile } from 'typebox/compile';
import { kpPrashnaCalculation } from '../../src/calculations/kp-prashna/index.ts';
import { envelopeSchema, runCalculation } from '../../src/api/routes/calculations.ts';
import { build, postJson } from '../helpers/app.ts';

const body = {
  localDate: '1990-05-10',
  localTime: '19:55:00',
  timezone: 'Asia/Kolkata',
  latitude: 19.076,
  longitude: 72.8777,
  ayanamsha: 'krishnamurti',
  horaryNumber: 123,
};
const path = '/v2/calculations/kp-prashna';
const devanagari = /[\u0900-\u097F]/;

function bilinguals(x: unknown, out: { en: unknown; hi: unknown }[] = []): { en: unknown; hi: unknown }[] {
  if (x && typeof x === 'object') {
    const o = x as Record<string, unknown>;
    if ('en' in o && 'hi' in o) out.push({ en: o.en, hi: o.hi });
    for (const v of Object.values(o)) bilinguals(v, out);
  }
  return out;
}

describe('kp-prashna over HTTP', () => {
  it('answers the conformance body on /v2 and /v1 with the same kp.1 envelope', async (t) => {
    const { app } = await build(t);
    const v2 = await postJson(app, path, body);
    const v1 = await postJson(app, '/v1/calculations/kp-prashna', body);
    for (const r of [v2, v1]) {
      assert.equal(r.statusCode, 200, r.body.slice(0, 300));
      assert.equal(r.json().kind, 'CalculationEnvelope');
      assert.equal(r.json().versions.calculation, 'kp.1');
      assert.equal(r.json().versions.content, 'kp-content.1');
    }
    assert.deepEqual(v1.json().result, v2.json().result);
  });

  it('uses row 123 (Virgo 26°06′40″, Chitra, Mars star, Jupiter sub) as the ascendant and lists 12 cusps, 9 planets and every house', async (t) => {
    const { app } = await build(t);
    const x = (await postJson(app, path, body)).json().result;
    assert.equal(x.chartKind, 'horary');
    assert.equal(x.horary.number, 123);
    assert.equal(x.horary.row.from.dms, `176°06'40"`);
    assert.equal(x.horary.row.to.dms, `177°53'20"`);
    assert.deepEqual([x.horary.row.rashi.id, x.horary.row.nakshatra.id, x.horary.row.signLord.id, x.horary.row.starLord.id, x.horary.row.subLord.id], ['kanya', 'chitra', 'mercury', 'mars', 'jupiter']);
    assert.equal(x.cusps[0].longitude, x.ascendant.longitude);
    assert.ok(x.horary.residualArcseconds >= 0 && x.horary.residualArcseconds < 0.01);
    assert.equal(x.cusps.length, 12);
    assert.equal(x.planets.length, 9);
    assert.equal(x.significators.houses.length, 12);
    assert.equal(x.significators.planets.length, 9);
    assert.deepEqual(x.significators.nodes.map((n: { node: { id: string } }) => n.node.id), ['rahu', 'ketu']);
    assert.equal(x.cuspalSubLords.length, 12);
    assert.equal(x.question, null);
    assert.ok(!('E' in x.significators.houses[0].levels));
    // The 7th cusp is always opposite the ascendant.
    assert.ok(Math.abs(((x.cusps[6].longitude - x.cusps[0].longitude + 360) % 360) - 180) < 1e-9);
  });

  it('declares the KP method: AYAN.KP, Placidus, the node and the horary variant', async (t) => {
    const { app } = await build(t);
    const m = (await postJson(app, path, body)).json().method;
    assert.equal(m.system, 'KP');
    assert.equal(m.ayanamsha, 'AYAN.KP');
    assert.equal(m.houses, 'PLACIDUS');
    assert.equal(m.node, 'NODE.MEAN');
    assert.equal(m.horary, 'KP.HORARY_START');
    assert.equal(m.rulingPlanetsMethodId, 'KP.RP5');
    const mid = (await postJson(app, path, { ...body, horaryPoint: 'mid', nodeType: 'true', ayanamsha: 'krishnamurti-new' })).json();
    assert.equal(mid.method.horary, 'KP.HORARY_MID');
    assert.equal(mid.method.node, 'NODE.TRUE');
    assert.equal(mid.method.ayanamsha, 'AYAN.KP_NEW');
    assert.equal(mid.result.horary.targetAscendant.longitude, (176 + 1 / 9 + 177 + 8 / 9) / 2);
  });

  it('defaults to the KP ayanamsha and gives the natal KP chart without a horary number', async (t) => {
    const { app } = await build(t);
    const { ayanamsha: _a, horaryNumber: _h, ...plain } = body;
    const r = (await postJson(app, path, plain)).json();
    assert.equal(r.method.ayanamsha, 'AYAN.KP');
    assert.equal(r.method.horary, null);
    assert.equal(r.result.chartKind, 'natal');
    assert.equal(r.result.horary, null);
  });

  it('judges a question as evidence with rule ids and a tradition-worded summary, never a yes/no field', async (t) => {
    const { app } = await build(t);
    for (const question of ['marriage', 'career', 'health', 'property', 'travel', 'litigation', 'children', 'finance']) {
      const q = (await postJson(app, path, { ...body, question })).json().result.question;
      assert.equal(q.id, question);
      assert.ok(q.evidence.length >= 1);
      for (const e of q.evidence) {
        assert.match(e.ruleId, /^KP\.Q_/);
        assert.ok(devanagari.test(e.text.hi) && e.text.en.length > 0);
      }
      assert.ok(!JSON.stringify(q).match(/"(verdict|answer|yes|promised)"/));
      assert.match(q.note.en, /not a prediction or a promise/);
    }
  });

  it('offers RP7, keeps retrograde ruling planets when asked, and adds level E on request', async (t) => {
    const { app } = await build(t);
    const rp5 = (await postJson(app, path, body)).json().result.rulingPlanets;
    assert.equal(rp5.slots.length, 5);
    const rp7 = (await postJson(app, path, { ...body, rulingPlanetsVariant: 'RP7', dropRetrogradeRulingPlanets: false, includeLevelE: true })).json();
    assert.equal(rp7.result.rulingPlanets.slots.length, 7);
    assert.ok(rp7.result.rulingPlanets.planets.every((p: { dropped: boolean }) => !p.dropped));
    assert.ok(rp7.result.significators.houses.every((h: { levels: Record<string, unknown> }) => Array.isArray(h.levels.E)));
    assert.equal(rp7.method.levelEMethodId, 'KP.SIG_ASPECT');
    assert.equal(rp7.method.rulingPlanetsRetrogradeMethodId, null);
  });

  it('returns exactly what the calculation computed, validating against its schema, with bilingual text everywhere', async (t) => {
    const { app } = await build(t);
    const check = Compile(envelopeSchema(kpPrashnaCalculation));
    for (const request of [
      body,
      { ...body, question: 'marriage', includeLevelE: true, rulingPlanetsVariant: 'RP7' },
      { ...body, horaryNumber: undefined, localDate: '1944-06-06', localTime: '05:30:00', timezone: 'Europe/London', latitude: 51.5, longitude: -0.12, question: 'travel' },
      { ...body, latitude: -54.8, longitude: -68.3, timezone: 'America/Argentina/Ushuaia', horaryNumber: 249, question: 'finance' },
    ]) {
      const r = await postJson(app, path, request);
      assert.equal(r.statusCode, 200, r.body.slice(0, 300));
      const out = r.json();
      assert.ok(check.Check(out), JSON.stringify([...check.Errors(out)].slice(0, 3)));
      const direct = JSON.parse(JSON.stringify(runCalculation(kpPrashnaCalculation, JSON.parse(JSON.stringify(request)), out.requestId, { now: new Date() })));
      assert.deepEqual(out, direct);
      const texts = bilinguals(out.result);
      assert.ok(texts.length > 50);
      for (const x of texts) assert.ok(typeof x.en === 'string' && x.en.length > 0 && typeof x.hi === 'string' && devanagari.test(x.hi), JSON.stringify(x));
    }
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ['horary number 0', { horaryNumber: 0 }, '/horaryNumber'],
    ['horary number 250', { horaryNumber: 250 }, '/horaryNumber'],
    ['horary number 12.5', { horaryNumber: 12.5 }, '/horaryNumber'],
    ['a horary number given as text', { horaryNumber: '12' }, '/horaryNumber'],
    ['an unknown question category', { question: 'lottery' }, '/question'],
    ['an unknown ruling-planet variant', { rulingPlanetsVariant: 'RP9' }, '/rulingPlanetsVariant'],
    ['a horary point without a horary number', { horaryNumber: undefined, horaryPoint: 'mid' }, '/horaryPoint'],
    ['a house system (KP is always Placidus)', { houseSystem: 'sripati' }, '/houseSystem'],
    ['a latitude above 90', { latitude: 123.456789 }, '/latitude'],
  ];
  for (const [what, patch, pointer] of bad) {
    it(`rejects ${what} with 422 naming ${pointer}`, async (t) => {
      const { app } = await build(t);
      const r = await postJson(app, path, { ...body, ...patch });
      assert.equal(r.statusCode, 422, r.body.slice(0, 300));
      const out = r.json();
      assert.equal(out.kind, 'ApiErrorEnvelope');
      assert.equal(out.error.details[0].path, pointer);
      assert.ok(!r.body.includes('123.456789'));
    });
  }

  for (const latitude of [66.6, -67, 78.2, -89.9]) {
    it(`refuses latitude ${latitude} (beyond the polar circle, no Placidus) with a bilingual 422 naming /latitude, never another house system`, async (t) => {
      const { app } = await build(t);
      for (const request of [{ ...body, latitude, timezone: 'UTC' }, { ...body, latitude, timezone: 'UTC', horaryNumber: undefined }]) {
        const r = await postJson(app, path, request);
        assert.equal(r.statusCode, 422);
        const out = r.json();
        assert.equal(out.error.code, 'OUT_OF_RANGE');
        assert.equal(out.error.details[0].path, '/latitude');
        assert.match(out.error.details[0].issue, /Placidus/);
        assert.ok(devanagari.test(out.error.message.hi) && out.error.message.en.length > 0);
      }
    });
  }

  it('still answers at 66.0° (inside the Placidus limit of about 66.56°)', async (t) => {
    const { app } = await build(t);
    const r = await postJson(app, path, { ...body, latitude: 66, longitude: 25.7, timezone: 'Europe/Helsinki' });
    assert.equal(r.statusCode, 200, r.body.slice(0, 300));
    assert.ok(r.json().result.frame.placidusLatitudeLimitDegrees > 66.5);
  });
});
