/**
 * The two numerology endpoints over HTTP (app.inject through build/postJson): happy paths,
 * the exact biorhythm shape (three cycles, no "average"), and a 422 naming the field for every
 * kind of bad input. Biorhythm values are checked against an independent computation here
 * (Date.UTC day count, Math.sin).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { build, postJson } from '../helpers/app.ts';

/** These tests are not about admission control: a loaded CI machine must not turn them into 503s. */
const noLagShedding = { MAX_EVENT_LOOP_DELAY_MS: '0' };

const numerologyPath = '/v2/calculations/numerology';
const guidancePath = '/v2/calculations/numerology-guidance';
const ashaGuidance = { name: 'Asha Verma', birthDate: '1990-05-10', referenceDate: '2024-03-01', vehicleNumber: 'MH01AB1234' };

type Json = Record<string, unknown>;

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

function assertBilingualEverywhere(result: unknown): void {
  const texts = bilinguals(result);
  assert.ok(texts.length > 10);
  for (const t of texts) {
    assert.ok(t.en.trim().length > 0, 'English text present');
    assert.match(t.hi, /[\u0900-\u097F]/, `Hindi in Devanagari for "${t.en.slice(0, 40)}"`);
  }
}

function assertNoFearWords(result: unknown): void {
  const s = JSON.stringify(result).toLowerCase();
  for (const w of ['unlucky', 'evil', 'अशुभ']) assert.ok(!s.includes(w), `no "${w}" in the result`);
}

/** Independent: days between civil dates by Date.UTC, then sin(2πt/p). */
function independentCycle(birth: string, ref: string, period: number) {
  const t = (Date.parse(`${ref}T00:00:00Z`) - Date.parse(`${birth}T00:00:00Z`)) / 86_400_000;
  return { t, value: Math.sin((2 * Math.PI * t) / period) };
}

describe('POST /v2/calculations/numerology', () => {
  it('answers the conformance body with the three numbers, their planets, the lists and the correspondences', async (t) => {
    const { app } = await build(t, noLagShedding);
    const res = await postJson(app, numerologyPath, { name: 'Asha Verma', birthDate: '1990-05-10', system: 'chaldean' });
    assert.equal(res.statusCode, 200);
    const body = res.json() as Json & { result: Json; method: Json; versions: Json };
    assert.equal(body.kind, 'CalculationEnvelope');
    assert.deepEqual(body.versions, { engine: body.versions.engine, calculation: 'numerology.1', content: 'numerology-content.1' });
    for (const id of ['letterTableId', 'planetTableId', 'metalTableId', 'relationRuleId', 'relationTableId', 'nodeProxyRuleId']) {
      assert.equal(typeof body.method[id], 'string', id);
    }
    assert.equal(body.method.letterTableId, 'NUM.CHALDEAN');
    assert.equal(body.method.planetTableId, 'NUM.PLANET_IN');
    const r = body.result as {
      reviewOnly: boolean; disclaimerKey: string;
      radical: { value: number; planet: { id: string } }; destiny: { value: number; arithmetic: string };
      name: { compound: number; reduced: number; letters: unknown[]; nameNormalised: string; arithmetic: string };
      relations: { derived: boolean; friendly: { number: number }[]; review: { number: number }[] };
      correspondences: { number: number; days: unknown[] };
    };
    assert.equal(r.reviewOnly, true);
    assert.equal(r.disclaimerKey, 'correspondence_only');
    // 10 → 1 (Sun); 1+0+0+5+1+9+9+0 = 25 → 7
    assert.equal(r.radical.value, 1);
    assert.equal(r.radical.planet.id, 'sun');
    assert.equal(r.destiny.value, 7);
    assert.equal(r.destiny.arithmetic, '1 + 0 + 0 + 5 + 1 + 9 + 9 + 0 = 25 → 2 + 5 = 7');
    // A1 S3 H5 A1 V6 E5 R2 M4 A1 = 28 → 10 → 1
    assert.equal(r.name.nameNormalised, 'ASHA VERMA');
    assert.equal(r.name.letters.length, 9);
    assert.equal(r.name.compound, 28);
    assert.equal(r.name.reduced, 1);
    assert.equal(r.name.arithmetic, '1 + 3 + 5 + 1 + 6 + 5 + 2 + 4 + 1 = 28 → 2 + 8 = 10 → 1 + 0 = 1');
    assert.equal(r.relations.derived, true);
    assert.deepEqual(r.relations.review.map((x) => x.number), [4, 6, 8]);
    assert.equal(r.correspondences.number, 1);
    assertBilingualEverywhere(r);
    assertNoFearWords(r);
  });

  it('uses the Pythagorean table when asked and declares NUM.PYTHAGOREAN', async (t) => {
    const { app } = await build(t, noLagShedding);
    const res = await postJson(app, numerologyPath, { name: 'Asha Verma', birthDate: '1990-05-10', system: 'pythagorean' });
    assert.equal(res.statusCode, 200);
    const body = res.json() as { method: Json; result: { name: { tableId: string; compound: number; reduced: number } } };
    assert.equal(body.method.letterTableId, 'NUM.PYTHAGOREAN');
    assert.equal(body.result.name.tableId, 'NUM.PYTHAGOREAN');
    assert.equal(body.result.name.compound, 34);
    assert.equal(body.result.name.reduced, 7);
  });

  it('accepts accented Latin letters and counts them as their base letters', async (t) => {
    const { app } = await build(t, noLagShedding);
    const res = await postJson(app, numerologyPath, { name: 'Renée Ó Súilleabháin', birthDate: '2000-01-01' });
    assert.equal(res.statusCode, 200);
    assert.equal((res.json() as { result: { name: { nameNormalised: string } } }).result.name.nameNormalised, 'RENEE O SUILLEABHAIN');
  });

  it('answers 422 naming the field for every kind of bad input, without echoing the value', async (t) => {
    const { app } = await build(t, noLagShedding);
    const ok = { name: 'Asha Verma', birthDate: '1990-05-10' };
    const cases: { why: string; body: unknown; path: string; code?: string; issue?: RegExp }[] = [
      { why: 'a missing name', body: { birthDate: '1990-05-10' }, path: '/name', issue: /required/ },
      { why: 'digits in the name', body: { ...ok, name: 'Asha99' }, path: '/name', issue: /only Latin letters.*spaces, dots, hyphens/ },
      { why: 'a Devanagari name', body: { ...ok, name: 'आशा वर्मा' }, path: '/name', issue: /only Latin letters/ },
      { why: 'a name of punctuation only', body: { ...ok, name: '- .' }, path: '/name', issue: /at least one Latin letter/ },
      { why: 'an empty name', body: { ...ok, name: '' }, path: '/name' },
      { why: 'a name that is not a string', body: { ...ok, name: 42 }, path: '/name' },
      { why: 'a birth date in the wrong format', body: { ...ok, birthDate: '10-05-1990' }, path: '/birthDate' },
      { why: '30 February', body: { ...ok, birthDate: '2023-02-30' }, path: '/birthDate', issue: /calendar date/ },
      { why: 'the year 1700', body: { ...ok, birthDate: '1700-05-10' }, path: '/birthDate', code: 'OUT_OF_RANGE', issue: /1800 and 2399/ },
      { why: 'the year 2400', body: { ...ok, birthDate: '2400-01-01' }, path: '/birthDate', code: 'OUT_OF_RANGE' },
      { why: 'an unknown letter system', body: { ...ok, system: 'kabbalah' }, path: '/system', issue: /chaldean, pythagorean/ },
      { why: 'an unknown extra property', body: { ...ok, referenceDate: '2024-01-01' }, path: '/referenceDate', issue: /not a recognised field/ },
      { why: 'an empty body', body: {}, path: '/name' },
    ];
    for (const c of cases) {
      await t.test(`refuses ${c.why} with 422 naming ${c.path}`, async () => {
        const res = await postJson(app, numerologyPath, c.body);
        assert.equal(res.statusCode, 422);
        const e = (res.json() as { error: { code: string; details: { path: string; issue: string }[] } }).error;
        assert.equal(e.code, c.code ?? 'VALIDATION_FAILED');
        assert.equal(e.details[0].path, c.path);
        if (c.issue) assert.match(e.details[0].issue, c.issue);
        const sent = (c.body as Json)[c.path.slice(1)];
        if (typeof sent === 'string' && sent.length > 2) assert.ok(!res.body.includes(sent), 'the value is not echoed');
      });
    }
  });
});

describe('POST /v2/calculations/numerology-guidance', () => {
  it('publishes exactly three biorhythm cycles, matching an independent sine computation, and no average', async (t) => {
    const { app } = await build(t, noLagShedding);
    const res = await postJson(app, guidancePath, ashaGuidance);
    assert.equal(res.statusCode, 200);
    const body = res.json() as { versions: Json; method: Json; result: Json & { biorhythm: Json } };
    assert.equal(body.versions.calculation, 'numerology-guidance.1');
    assert.equal(body.versions.content, 'numerology-content.1');
    assert.equal(body.method.biorhythmMethodId, 'BIO.SINE');
    const bio = body.result.biorhythm as {
      daysSinceBirth: number;
      model: { methodId: string; origin: { en: string }; limitation: { en: string } };
      cycles: { id: string; periodDays: number; value: number; valuePercent: number; trend: string; criticalDay: boolean; daysSinceBirth: number }[];
    };
    assert.deepEqual(Object.keys(bio).sort(), ['birthDate', 'cycles', 'daysSinceBirth', 'model', 'referenceDate']);
    assert.deepEqual(bio.cycles.map((c) => [c.id, c.periodDays]), [['physical', 23], ['emotional', 28], ['intellectual', 33]]);
    assert.equal(bio.model.methodId, 'BIO.SINE');
    assert.match(bio.model.origin.en, /Fliess/);
    assert.match(bio.model.origin.en, /Swoboda/);
    assert.match(bio.model.limitation.en, /no support/);
    for (const c of bio.cycles) {
      const ind = independentCycle('1990-05-10', '2024-03-01', c.periodDays);
      assert.equal(c.daysSinceBirth, ind.t);
      // 4-decimal value and 1-decimal percentage, each within half a unit of its last place
      assert.ok(Math.abs(c.value - ind.value) <= 0.5e-4 + 1e-12, `${c.id} value`);
      assert.ok(Math.abs(c.valuePercent - 100 * ind.value) <= 0.05 + 1e-9, `${c.id} percent`);
      assert.equal(Number(c.valuePercent.toFixed(1)), c.valuePercent);
    }
    // hand values (see biorhythm.test.ts): −52.0, 22.3, 97.2 percent
    assert.deepEqual(bio.cycles.map((c) => c.valuePercent), [-52, 22.3, 97.2]);
    assert.ok(!JSON.stringify(bio).toLowerCase().includes('average'), 'no "average" in the biorhythm object');
    assert.ok(!res.body.toLowerCase().includes('average'), 'no "average" anywhere in the response');
    assertBilingualEverywhere(body.result);
    assertNoFearWords(body.result);
  });

  it('lists friendly dates and dates for review of the reference month with their arithmetic', async (t) => {
    const { app } = await build(t, noLagShedding);
    const res = await postJson(app, guidancePath, ashaGuidance);
    const r = (res.json() as { result: Json }).result as {
      dates: {
        month: string; ruleId: string; friendlyNumbers: number[]; reviewNumbers: number[];
        friendly: { date: string; number: number; arithmetic: string; group: string }[];
        forReview: { date: string; number: number; arithmetic: string; group: string }[];
      };
    };
    // psychic number 1 (Sun): friendly 2, 3, 7, 9 plus 1 itself; review 4, 6, 8 (relations.test.ts)
    assert.equal(r.dates.month, '2024-03');
    assert.equal(r.dates.ruleId, 'NUM.DATE_DAY_ROOT');
    assert.deepEqual(r.dates.friendlyNumbers, [1, 2, 3, 7, 9]);
    assert.deepEqual(r.dates.reviewNumbers, [4, 6, 8]);
    // March has 31 days; day numbers 4, 6, 8 fall on 4, 6, 8, 13, 15, 17, 22, 24, 26, 31
    assert.deepEqual(r.dates.forReview.map((d) => Number(d.date.slice(8))), [4, 6, 8, 13, 15, 17, 22, 24, 26, 31]);
    assert.equal(r.dates.forReview.find((d) => d.date === '2024-03-31')?.arithmetic, '3 + 1 = 4');
    // day numbers 1, 2, 3, 7, 9: 1 2 3 7 9 10 11 12 16 18 19 20 21 25 27 28 29 30
    assert.deepEqual(r.dates.friendly.map((d) => Number(d.date.slice(8))), [1, 2, 3, 7, 9, 10, 11, 12, 16, 18, 19, 20, 21, 25, 27, 28, 29, 30]);
    assert.equal(r.dates.friendly.find((d) => d.date === '2024-03-28')?.arithmetic, '2 + 8 = 10 → 1 + 0 = 1');
    assert.equal(r.dates.friendly.find((d) => d.date === '2024-03-28')?.group, 'same');
  });

  it('gives the colours of the weekday lord and of the date number for the reference date', async (t) => {
    const { app } = await build(t, noLagShedding);
    const res = await postJson(app, guidancePath, ashaGuidance);
    const c = ((res.json() as { result: Json }).result as {
      colours: { referenceDate: { weekday: { id: string }; weekdayPlanet: { planet: { id: string }; colours: { id: string }[] }; dateNumber: { number: number } }; birth: { radical: { number: number }; destiny: { number: number } } };
    }).colours;
    // 1 March 2024 was a Friday (Venus: white, pink, light blue); its day number is 1 (Sun)
    assert.equal(c.referenceDate.weekday.id, 'shukravara');
    assert.equal(c.referenceDate.weekdayPlanet.planet.id, 'venus');
    assert.deepEqual(c.referenceDate.weekdayPlanet.colours.map((x) => x.id), ['white', 'pink', 'light-blue']);
    assert.equal(c.referenceDate.dateNumber.number, 1);
    assert.equal(c.birth.radical.number, 1);
    assert.equal(c.birth.destiny.number, 7);
  });

  it('reduces the vehicle number step by step, compares it with both birth numbers and makes no claim', async (t) => {
    const { app } = await build(t, noLagShedding);
    const res = await postJson(app, guidancePath, { ...ashaGuidance, vehicleNumber: 'mh 01-ab 1234' });
    const v = ((res.json() as { result: Json }).result as {
      vehicle: { normalised: string; methodId: string; sum: number; arithmetic: string; reduced: number; safetyOrProsperityClaim: boolean; statement: { en: string }; comparisons: { with: string; group: string }[] };
    }).vehicle;
    assert.equal(v.normalised, 'MH01AB1234');
    assert.equal(v.methodId, 'NUM.PLATE_DIGITS');
    assert.equal(v.arithmetic, '0 + 1 + 1 + 2 + 3 + 4 = 11 → 1 + 1 = 2');
    assert.equal(v.reduced, 2);
    // 2 (Moon) from 1 (Sun): natural friend; from 7 (Ketu read as Mars): natural friend
    assert.deepEqual(v.comparisons.map((x) => [x.with, x.group]), [['radical', 'friendly'], ['destiny', 'friendly']]);
    assert.equal(v.safetyOrProsperityClaim, false);
    assert.match(v.statement.en, /nothing about the safety/);
  });

  it('adds Chaldean letter values under NUM.PLATE_WITH_LETTERS and numbers dates by all digits under the full-date rule', async (t) => {
    const { app } = await build(t, noLagShedding);
    const res = await postJson(app, guidancePath, { ...ashaGuidance, vehicleMethod: 'digits-and-letters', dateRule: 'full-date' });
    assert.equal(res.statusCode, 200);
    const body = res.json() as { method: Json; result: { vehicle: { sum: number; reduced: number }; dates: { ruleId: string; friendly: { date: string; number: number }[] } } };
    assert.equal(body.method.vehicleMethodId, 'NUM.PLATE_WITH_LETTERS');
    // M4 H5 A1 B2 = 12 plus digits 11 = 23 → 5
    assert.equal(body.result.vehicle.sum, 23);
    assert.equal(body.result.vehicle.reduced, 5);
    assert.equal(body.result.dates.ruleId, 'NUM.DATE_FULL_ROOT');
    // 01-03-2024: 0+1+0+3+2+0+2+4 = 12 → 3, a friendly number of 1
    assert.equal(body.result.dates.friendly[0].date, '2024-03-01');
    assert.equal(body.result.dates.friendly[0].number, 3);
  });

  it('leaves vehicle and name null when they are not sent', async (t) => {
    const { app } = await build(t, noLagShedding);
    const res = await postJson(app, guidancePath, { birthDate: '1990-05-10', referenceDate: '1990-05-10' });
    assert.equal(res.statusCode, 200);
    const r = (res.json() as { result: { vehicle: unknown; name: unknown; biorhythm: { cycles: { value: number; criticalDay: boolean }[] } } }).result;
    assert.equal(r.vehicle, null);
    assert.equal(r.name, null);
    // the birth day itself: t = 0, every curve at zero and critical
    assert.deepEqual(r.biorhythm.cycles.map((c) => [c.value, c.criticalDay]), [[0, true], [0, true], [0, true]]);
  });

  it('answers 422 naming the field for every kind of bad input', async (t) => {
    const { app } = await build(t, noLagShedding);
    const cases: { why: string; body: unknown; path: string; issue?: RegExp }[] = [
      { why: 'a vehicle number with a symbol', body: { ...ashaGuidance, vehicleNumber: 'MH01#1234' }, path: '/vehicleNumber', issue: /A–Z or 0–9/ },
      { why: 'a vehicle number of 21 characters', body: { ...ashaGuidance, vehicleNumber: 'A'.repeat(21) }, path: '/vehicleNumber' },
      { why: 'a vehicle number of hyphens only', body: { ...ashaGuidance, vehicleNumber: '- -' }, path: '/vehicleNumber' },
      { why: 'an empty vehicle number', body: { ...ashaGuidance, vehicleNumber: '' }, path: '/vehicleNumber' },
      { why: 'digits in the name', body: { ...ashaGuidance, name: 'Asha 2' }, path: '/name', issue: /only Latin letters/ },
      { why: 'a missing reference date', body: { birthDate: '1990-05-10' }, path: '/referenceDate', issue: /required/ },
      { why: 'a reference date before the birth date', body: { ...ashaGuidance, referenceDate: '1990-05-09' }, path: '/referenceDate', issue: /not be before/ },
      { why: '30 February as reference date', body: { ...ashaGuidance, referenceDate: '2023-02-30' }, path: '/referenceDate' },
      { why: 'a birth date in 1700', body: { ...ashaGuidance, birthDate: '1700-01-01' }, path: '/birthDate' },
      { why: 'an unknown vehicle method', body: { ...ashaGuidance, vehicleMethod: 'letters' }, path: '/vehicleMethod' },
      { why: 'an unknown system', body: { ...ashaGuidance, system: 'vedic' }, path: '/system' },
      { why: 'an unknown extra property', body: { ...ashaGuidance, average: true }, path: '/average', issue: /not a recognised field/ },
      { why: 'an empty body', body: {}, path: '/birthDate' },
    ];
    for (const c of cases) {
      await t.test(`refuses ${c.why} with 422 naming ${c.path}`, async () => {
        const res = await postJson(app, guidancePath, c.body);
        assert.equal(res.statusCode, 422);
        const e = (res.json() as { error: { details: { path: string; issue: string }[] } }).error;
        assert.equal(e.details[0].path, c.path);
        if (c.issue) assert.match(e.details[0].issue, c.issue);
      });
    }
  });
});

describe('the numerology endpoints in the API documents', () => {
  it('are served on their v2 paths only and appear in the OpenAPI document', async (t) => {
    const { app } = await build(t, noLagShedding);
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Json };
    assert.ok(numerologyPath in doc.paths);
    assert.ok(guidancePath in doc.paths);
    assert.ok(!Object.keys(doc.paths).some((p) => p.startsWith('/v1/') && p.includes('numerology')));
    const v1 = await postJson(app, '/v1/calculations/numerology', { name: 'Asha', birthDate: '1990-05-10' });
    assert.equal(v1.statusCode, 404);
  });
});
