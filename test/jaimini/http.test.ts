/** atmakaraka-ishta and jaimini-foundations over HTTP: paths, result paths, serialization, 422s. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { atmakarakaIshtaCalculation } from '../../src/calculations/atmakaraka-ishta/index.ts';
import { jaiminiFoundationsCalculation } from '../../src/calculations/jaimini-foundations/index.ts';
import { build, postJson } from '../helpers/app.ts';

const body = { localDate: '1990-05-10', localTime: '19:55:00', timezone: 'Asia/Kolkata', latitude: 19.076, longitude: 72.8777, ayanamsha: 'lahiri' as const };
const ctx = { now: new Date() };

describe('POST /v2/calculations/atmakaraka-ishta', () => {
  it('answers on v2 and v1 with atmakaraka.sourceName, eight karakas and an indicator-only ishta', async (t) => {
    const { app } = await build(t);
    for (const path of ['/v2/calculations/atmakaraka-ishta', '/v1/calculations/atmakaraka-ishta']) {
      const r = await postJson(app, path, body);
      assert.equal(r.statusCode, 200);
      const j = r.json();
      assert.equal(j.versions.calculation, 'atmakaraka-ishta.1');
      assert.equal(j.result.atmakaraka.sourceName, j.result.karakas[0].sourceName);
      assert.equal(j.result.karakas.length, 8);
      assert.equal(j.result.ishta.indicatorOnly, true);
      assert.equal(j.method.karakaMethodId, 'KARAKA.8');
    }
  });
  it('gives seven karakas without Rahu for karakaScheme 7', async (t) => {
    const { app } = await build(t);
    const j = (await postJson(app, '/v2/calculations/atmakaraka-ishta', { ...body, karakaScheme: 7 })).json();
    assert.equal(j.result.karakas.length, 7);
    assert.ok(j.result.karakas.every((k: { graha: { id: string }; role: string }) => k.graha.id !== 'rahu' && k.role !== 'PiK'));
    assert.equal(j.method.karakaMethodId, 'KARAKA.7');
  });
  it('drops no computed field when serializing', async (t) => {
    const { app } = await build(t);
    const r = await postJson(app, '/v2/calculations/atmakaraka-ishta', body);
    const direct = atmakarakaIshtaCalculation.present(atmakarakaIshtaCalculation.compute(body, ctx), body, ctx);
    assert.deepEqual(r.json().result, JSON.parse(JSON.stringify(direct.result)));
  });
  for (const bad of [9, '8', 0]) {
    it(`answers 422 naming /karakaScheme for ${JSON.stringify(bad)}`, async (t) => {
      const { app } = await build(t);
      const r = await postJson(app, '/v2/calculations/atmakaraka-ishta', { ...body, karakaScheme: bad });
      assert.equal(r.statusCode, 422);
      assert.equal(r.json().error.details[0].path, '/karakaScheme');
    });
  }
});

describe('POST /v1/calculations/jaimini-foundations', () => {
  it('answers on v1 and v2 with padas A1–A12, rashi drishti, special lagnas and argala', async (t) => {
    const { app } = await build(t);
    for (const path of ['/v1/calculations/jaimini-foundations', '/v2/calculations/jaimini-foundations']) {
      const r = await postJson(app, path, body);
      assert.equal(r.statusCode, 200);
      const j = r.json();
      assert.equal(j.versions.calculation, 'jaimini.1');
      assert.deepEqual(j.result.arudhaPadas.map((p: { id: string }) => p.id), ['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8', 'A9', 'A10', 'A11', 'A12']);
      assert.equal(j.result.arudhaLagna.id, j.result.arudhaPadas[0].rashi.id);
      assert.equal(j.result.upapada.id, j.result.arudhaPadas[11].rashi.id);
      assert.equal(j.result.rashiDrishti.signs.length, 12);
      assert.equal(j.result.argala.bySign.length, 12);
      assert.ok(j.result.specialLagnas.horaLagna && j.result.specialLagnas.ghatiLagna);
      assert.equal(j.result.swamsa.houses[0].rashi.id, j.result.karakamsa.rashi.id);
    }
  });
  it('drops no computed field when serializing', async (t) => {
    const { app } = await build(t);
    const r = await postJson(app, '/v1/calculations/jaimini-foundations', body);
    const direct = jaiminiFoundationsCalculation.present(jaiminiFoundationsCalculation.compute(body, ctx), body, ctx);
    assert.deepEqual(r.json().result, JSON.parse(JSON.stringify(direct.result)));
  });
  it('answers 422 naming /karakaScheme and /sunrise for bad values', async (t) => {
    const { app } = await build(t);
    const a = await postJson(app, '/v1/calculations/jaimini-foundations', { ...body, karakaScheme: 6 });
    assert.equal(a.json().error.details[0].path, '/karakaScheme');
    const b = await postJson(app, '/v1/calculations/jaimini-foundations', { ...body, sunrise: 'dawn' });
    assert.equal(b.statusCode, 422);
    assert.equal(b.json().error.details[0].path, '/sunrise');
  });
});
