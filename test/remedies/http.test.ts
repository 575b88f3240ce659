/**
 * POST /v2/calculations/rudraksha-gemstone-guidance over HTTP (app.inject): the envelope and
 * its declared methods, the boundaries (no weight in any unit, no purchase advice), bilingual
 * text everywhere, the served body equal to the computed one and valid against its schema,
 * the default reference date, 422 naming the field for bad input, and the two legacy public
 * forms that the migration route sends here.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Static } from 'typebox';
import { Compile } from 'typebox/compile';
import { envelopeSchema, runCalculation } from '../../src/api/routes/calculations.ts';
import { rudrakshaGemstoneCalculation } from '../../src/calculations/rudraksha-gemstone-guidance/index.ts';
import type { RudrakshaGemstoneResult } from '../../src/calculations/rudraksha-gemstone-guidance/schema.ts';
import { build, postJson } from '../helpers/app.ts';

const path = '/v2/calculations/rudraksha-gemstone-guidance';
const birth = { localDate: '1990-05-10', localTime: '19:55:00', timezone: 'Asia/Kolkata', latitude: 19.076, longitude: 72.8777, ayanamsha: 'lahiri' };
const withDate = { ...birth, referenceDate: '2024-03-01' };

type Json = Record<string, unknown>;
type Result = Static<typeof RudrakshaGemstoneResult>;

/** Every `{ en, hi }` object in a JSON value. */
function bilinguals(x: unknown, out: { en: string; hi: string }[] = []): { en: string; hi: string }[] {
  if (Array.isArray(x)) x.forEach((v) => bilinguals(v, out));
  else if (x && typeof x === 'object') {
    const o = x as Json;
    if (typeof o.en === 'string' && typeof o.hi === 'string' && Object.keys(o).length === 2) out.push(o as { en: string; hi: string });
    else Object.values(o).forEach((v) => bilinguals(v, out));
  }
  return out;
}

/** Weight units of the gem trade, in English and Hindi: none may appear anywhere. */
const weightUnits = /carat|karat|\bct\b|ratti|rati\b|रत्ती|रत्ति|कैरेट|कैरट|\d\s*(g|gm|gram|grams|mg|kg)\b|ग्राम/i;
/**
 * The word "weight" may appear only where the result says it gives none. Hindi वज़न/वजन as a
 * whole word (not inside सार्वजनिक).
 */
const weightWords = /weigh|(?<![\u0900-\u097F])वज़?न(?![\u0900-\u097F])/i;

function assertNoWeightPrescription(body: { result: Json } & Json): void {
  const text = JSON.stringify(body);
  assert.ok(!weightUnits.test(text), `no weight unit in the response (${text.match(weightUnits)?.[0]})`);
  const { boundaries, ...rest } = body.result;
  assert.ok(!weightWords.test(JSON.stringify({ ...body, result: rest })), 'weight is mentioned only in the boundaries');
  assert.ok(weightWords.test(JSON.stringify(boundaries)), 'the boundaries say that no weight is given');
}

describe('POST /v2/calculations/rudraksha-gemstone-guidance', () => {
  it('answers the conformance body with three gem rows, three rudraksha rows, the mukhi table, the bracelet and the boundaries', async (t) => {
    const { app } = await build(t);
    const res = await postJson(app, path, withDate);
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.kind, 'CalculationEnvelope');
    assert.equal(body.versions.calculation, 'rudraksha-gemstone-guidance.1');
    assert.equal(body.versions.content, 'remedies-content.1');
    for (const [k, v] of Object.entries({
      gemTableId: 'GEM.NAVARATNA', wearingTableId: 'GEM.WEARING_TRADITION', rudrakshaTableId: 'RUDRAKSHA.COMMON',
      dashaMethodId: 'VIM.MOON', dashaYearMethodId: 'DASHA.YEAR_365_25', ayanamshaMethodId: 'AYAN.LAHIRI', houseSystemMethodId: 'BHAVA.SRIPATI',
    })) assert.equal(body.method[k], v, k);
    assert.deepEqual(body.method.tableIds, ['GEM.NAVARATNA', 'GEM.WEARING_TRADITION', 'RUDRAKSHA.COMMON', 'VIM.MOON', 'DASHA.YEAR_365_25']);
    assert.equal(body.input.referenceDate, '2024-03-01');
    assert.equal(body.input.referenceDateSource, 'request');
    assert.equal(body.input.utc, '1990-05-10T14:25:00Z');

    const r = body.result;
    assert.equal(r.reviewRequired, true);
    assert.equal(r.reviewOnly, true);
    assert.equal(r.disclaimerKey, 'correspondence_only');
    assert.match(r.disclaimer.en, /not medical, financial or other professional advice/);
    assert.match(r.disclaimer.en, /Consult a qualified person/);
    assert.deepEqual(r.gemstones.map((g: { basis: string }) => g.basis), ['lagna-lord', 'moon-sign-lord', 'running-mahadasha-lord']);
    assert.deepEqual(r.rudraksha.map((g: { basis: string }) => g.basis), ['lagna-lord', 'moon-sign-lord', 'running-mahadasha-lord']);
    assert.deepEqual(r.rudraksha.map((g: { planet: { id: string } }) => g.planet.id), r.gemstones.map((g: { planet: { id: string } }) => g.planet.id));
    for (const g of r.gemstones) {
      assert.equal(g.tableId, 'GEM.NAVARATNA');
      assert.equal(g.wearingTableId, 'GEM.WEARING_TRADITION');
      for (const k of ['gem', 'metal', 'finger', 'basisExplanation', 'basisName']) assert.match(g[k].hi, /[\u0900-\u097F]/, k);
      assert.match(g.day.name.hi, /वार$/);
    }
    assert.equal(r.gemstones[0].planet.id, r.chartBasis.lagna.lord.id);
    assert.equal(r.gemstones[1].planet.id, r.chartBasis.moonSign.lord.id);
    assert.equal(r.gemstones[2].planet.id, r.chartBasis.runningDasha.mahadasha.lord.id);
    assert.equal(r.rudrakshaTable.rows.length, 14);
    assert.equal(r.bracelet.correspondenceOnly, true);
    assert.equal(r.bracelet.recommendation, false);
    assert.equal(r.bracelet.legacyMapping, 'not-equivalent');
    assert.match(r.bracelet.statement.en, /^Correspondence, not a recommendation/);
    assert.deepEqual(r.boundaries.map((b: { id: string }) => b.id), [
      'no-weight-or-dosage', 'no-purchase-advice', 'no-chart-selection', 'not-professional-advice',
      'wearing-tradition-only', 'bracelet-correspondence-only', 'review-required',
    ]);
    assertNoWeightPrescription(body);
    const texts = bilinguals(r);
    assert.ok(texts.length > 50);
    for (const x of texts) {
      assert.ok(x.en.trim().length > 0);
      assert.match(x.hi, /[\u0900-\u097F]/, `Hindi in Devanagari for "${x.en.slice(0, 40)}"`);
    }
  });

  it('returns exactly what the calculation computed and validates against its schema', async (t) => {
    const { app } = await build(t);
    const check = Compile(envelopeSchema(rudrakshaGemstoneCalculation));
    for (const request of [
      withDate,
      { ...withDate, houseSystem: 'placidus', nodeType: 'true', positions: 'true-geometric', dashaYearDays: 360 },
      { ...birth, timezone: 'Europe/London', latitude: 51.5, longitude: -0.12, localDate: '1944-06-06', localTime: '05:30:00', referenceDate: '1944-06-06' },
      { ...birth, localDate: '1900-01-01', referenceDate: '2399-12-31', dashaYearDays: 365.256364 },
    ]) {
      const res = await postJson(app, path, request);
      assert.equal(res.statusCode, 200, res.body.slice(0, 300));
      const body = res.json();
      assert.ok(check.Check(body), JSON.stringify([...check.Errors(body)].slice(0, 3)));
      const direct = JSON.parse(JSON.stringify(runCalculation(rudrakshaGemstoneCalculation, request, body.requestId, { now: new Date() })));
      assert.deepEqual(body, direct);
      assertNoWeightPrescription(res.json());
    }
  });

  it('continues the Vimshottari sequence past 120 years and says so', async (t) => {
    const { app } = await build(t);
    const body = (await postJson(app, path, { ...birth, localDate: '1900-01-01', referenceDate: '2399-12-31' })).json();
    assert.ok(body.result.chartBasis.runningDasha.cycle >= 3);
    assert.ok(body.warnings.some((w: { id: string }) => w.id === 'reference-date-beyond-dasha-cycle'));
  });

  it('takes today in the birth time zone when no referenceDate is sent', () => {
    const now = new Date('2024-03-01T20:00:00Z'); // 2 March 01:30 in India, 1 March 15:00 at UTC−05:00
    const india = runCalculation(rudrakshaGemstoneCalculation, birth, 'a'.repeat(32), { now });
    assert.equal(india.input.referenceDate, '2024-03-02');
    assert.equal(india.input.referenceDateSource, 'today');
    assert.equal((india.result as Result).chartBasis.runningDasha.referenceInstant.local, '2024-03-02T00:00:00+05:30');
    const west = runCalculation(rudrakshaGemstoneCalculation, { ...birth, timezone: 'America/New_York', utcOffset: '-05:00' }, 'a'.repeat(32), { now });
    assert.equal(west.input.referenceDate, '2024-03-01');
  });

  it('uses the birth date, with a warning, when no referenceDate is sent and the birth is after today', () => {
    const env = runCalculation(rudrakshaGemstoneCalculation, { ...birth, localDate: '2300-01-01' }, 'a'.repeat(32), { now: new Date('2024-03-01T12:00:00Z') });
    assert.equal(env.input.referenceDate, '2300-01-01');
    assert.equal(env.input.referenceDateSource, 'birth-date');
    assert.ok(env.warnings.some((w) => w.id === 'reference-date-defaulted-to-birth'));
    // On the birth date the reference instant is the birth itself (the day began before it)
    assert.equal((env.result as Result).chartBasis.runningDasha.referenceInstant.utc, env.input.utc);
  });

  const bad: { why: string; patch: Json; pointer: string; code?: string; issue?: RegExp; omit?: string }[] = [
    { why: 'a reference date in the wrong format', patch: { referenceDate: '01-03-2024' }, pointer: '/referenceDate' },
    { why: 'a reference date that is not a string', patch: { referenceDate: 20240301 }, pointer: '/referenceDate' },
    { why: '30 February as reference date', patch: { referenceDate: '2023-02-30' }, pointer: '/referenceDate', issue: /calendar date/ },
    { why: 'a reference date in 2400', patch: { referenceDate: '2400-01-01' }, pointer: '/referenceDate', code: 'OUT_OF_RANGE' },
    { why: 'a reference date before the birth date', patch: { referenceDate: '1990-05-09' }, pointer: '/referenceDate', issue: /not be before the birth date/ },
    { why: 'an unknown extra property', patch: { planet: 'saturn' }, pointer: '/planet', issue: /not a recognised field/ },
    { why: 'a transit date (this calculation takes referenceDate)', patch: { transitDate: '2024-03-01' }, pointer: '/transitDate' },
    { why: 'a dasha year that is not served', patch: { dashaYearDays: 366 }, pointer: '/dashaYearDays' },
    { why: 'a latitude above 90', patch: { latitude: 123.456789 }, pointer: '/latitude' },
    { why: 'an unknown ayanamsha', patch: { ayanamsha: 'sayana' }, pointer: '/ayanamsha' },
    { why: 'a missing birth date', patch: {}, pointer: '/localDate', omit: 'localDate' },
    { why: 'a birth date in 1700', patch: { localDate: '1700-01-01' }, pointer: '/localDate', code: 'OUT_OF_RANGE' },
  ];
  for (const c of bad) {
    it(`refuses ${c.why} with 422 naming ${c.pointer}, without echoing the value`, async (t) => {
      const { app } = await build(t);
      const body: Json = { ...withDate, ...c.patch };
      if (c.omit) delete body[c.omit];
      const res = await postJson(app, path, body);
      assert.equal(res.statusCode, 422);
      const e = res.json().error;
      assert.equal(e.code, c.code ?? 'VALIDATION_FAILED');
      assert.equal(e.details[0].path, c.pointer);
      if (c.issue) assert.match(e.details[0].issue, c.issue);
      for (const v of Object.values(c.patch)) if (typeof v === 'string' || typeof v === 'number') assert.ok(!res.body.includes(String(v)), 'value not echoed');
    });
  }

  it('is served on its v2 path only and appears in the OpenAPI document under RudrakshaGemstoneRequest', async (t) => {
    const { app } = await build(t);
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    assert.ok(path in doc.paths);
    assert.ok(!Object.keys(doc.paths).some((p: string) => p.startsWith('/v1/') && p.includes('rudraksha')));
    assert.ok(JSON.stringify(doc).includes('RudrakshaGemstoneRequest'));
    assert.equal((await postJson(app, '/v1/calculations/rudraksha-gemstone-guidance', withDate)).statusCode, 404);
  });
});

describe('the legacy public forms luckybracelate and luckyrudraksha (migration route)', () => {
  for (const [form, status] of [['luckybracelate', 'not-equivalent'], ['luckyrudraksha', 'native-purpose-overlap']] as const) {
    it(`answers ${form} with this endpoint's native envelope, always review-required, with the ${status} boundary`, async (t) => {
      const { app } = await build(t);
      const res = await postJson(app, '/v2/migrations/legacy/public-form', {
        formIdentifier: form, birthday: 10, birthmonth: 5, birthyear: 1990, birthtime: 19, birthminute: 55,
        lat: 19.076, lang: 72.8777, timezone: 5.5, language: 'en', referenceDate: '2024-03-01',
        fullname: 'Test Person', gender: 'female', placebirth: 'Mumbai',
      });
      assert.equal(res.statusCode, 200, res.body.slice(0, 300));
      const body = res.json();
      assert.equal(body.versions.calculation, 'rudraksha-gemstone-guidance.1');
      assert.equal(body.result.reviewRequired, true);
      assert.equal(body.result.gemstones.length, 3);
      assert.equal(body.result.rudraksha.length, 3);
      assert.equal(body.boundary.nativeEndpoint, path);
      assert.equal(body.boundary.mappingStatus, status);
      assert.ok(!res.body.includes('Test Person') && !res.body.includes('Mumbai'));
      assertNoWeightPrescription(body);
    });
  }
});
