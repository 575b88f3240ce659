/**
 * kundli-insights over HTTP: both paths, the result paths the spec names, every computed field
 * surviving serialization, the default transit date, and 422s naming the field.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { kundliInsightsCalculation as calc } from '../../src/calculations/kundli-insights/index.ts';
import { computeKundliInsights } from '../../src/calculations/kundli-insights/compute.ts';
import { build, postJson } from '../helpers/app.ts';

const body = { localDate: '1990-05-10', localTime: '19:55:00', timezone: 'Asia/Kolkata', latitude: 19.076, longitude: 72.8777, ayanamsha: 'lahiri' as const, transitDate: '2024-03-01' };

describe('POST /v2/calculations/kundli-insights', () => {
  it('answers on the v2 and the v1 path with the spec’s result paths and kundli-insights.3', async (t) => {
    const { app } = await build(t);
    for (const path of ['/v2/calculations/kundli-insights', '/v1/calculations/kundli-insights']) {
      const r = await postJson(app, path, body);
      assert.equal(r.statusCode, 200, path);
      const j = r.json();
      assert.equal(j.versions.calculation, 'kundli-insights.3');
      assert.notEqual(j.versions.calculation, 'kundli.2');
      assert.equal(typeof j.result.doshas.kaalSarpa.detected, 'boolean');
      assert.ok(['none', 'mild', 'strong', 'cancelled'].includes(j.result.doshas.manglik.status));
      assert.equal(typeof j.result.transits.sadeSati.active, 'boolean');
      assert.equal(j.result.transits.natalReferences.moonRashi.id, 'vrishchika');
      assert.equal(j.result.transits.positions.length, 9);
      for (const p of j.result.transits.positions) assert.ok(p.name.en && p.rashi.id);
      assert.equal(j.result.reviewOnly, true);
      assert.ok(j.method.sadeSatiMethodId && j.method.saturnIngressMethodId);
    }
  });

  it('drops no computed field when serializing (the result equals the presented value)', async (t) => {
    const { app } = await build(t);
    const r = await postJson(app, '/v2/calculations/kundli-insights', body);
    const ctx = { now: new Date() };
    const direct = calc.present(computeKundliInsights(body, ctx), body, ctx);
    assert.deepEqual(r.json().result, JSON.parse(JSON.stringify(direct.result)));
  });

  it('gives every text in English and Devanagari Hindi', async (t) => {
    const { app } = await build(t);
    const j = (await postJson(app, '/v2/calculations/kundli-insights', body)).json();
    const walk = (x: unknown): void => {
      if (Array.isArray(x)) x.forEach(walk);
      else if (x && typeof x === 'object') {
        const o = x as Record<string, unknown>;
        if (typeof o.en === 'string' && 'hi' in o) {
          assert.ok(o.en.length > 0);
          assert.match(String(o.hi), /[\u0900-\u097F]/, String(o.en));
        } else Object.values(o).forEach(walk);
      }
    };
    walk(j.result);
  });

  it('reads transits on today’s date in the request’s time zone when transitDate is omitted', () => {
    const { transitDate: _omit, ...noDate } = body;
    // 20:00 UTC on 1 March is already 2 March in India.
    const c = computeKundliInsights(noDate, { now: new Date('2024-03-01T20:00:00Z') });
    assert.equal(c.transit.date, '2024-03-02');
    const fixed = computeKundliInsights({ ...noDate, utcOffset: '-05:00' }, { now: new Date('2024-03-01T20:00:00Z') });
    assert.equal(fixed.transit.date, '2024-03-01');
  });

  for (const [why, value, code] of [
    ['a malformed transitDate', '2024-3-1', 'VALIDATION_FAILED'],
    ['an impossible transitDate', '2024-02-30', 'VALIDATION_FAILED'],
    ['a transitDate outside 1800–2399', '1700-01-01', 'OUT_OF_RANGE'],
  ] as const) {
    it(`answers 422 naming /transitDate for ${why}, without echoing it`, async (t) => {
      const { app } = await build(t);
      const r = await postJson(app, '/v2/calculations/kundli-insights', { ...body, transitDate: value });
      assert.equal(r.statusCode, 422);
      const j = r.json();
      assert.equal(j.error.code, code);
      assert.equal(j.error.details[0].path, '/transitDate');
      assert.ok(!r.body.includes(value));
    });
  }

  it('answers 422 for an unknown field and for a bad latitude', async (t) => {
    const { app } = await build(t);
    assert.equal((await postJson(app, '/v2/calculations/kundli-insights', { ...body, karakaScheme: 8 })).statusCode, 422);
    const r = await postJson(app, '/v2/calculations/kundli-insights', { ...body, latitude: 123 });
    assert.equal(r.statusCode, 422);
    assert.equal(r.json().error.details[0].path, '/latitude');
  });
});
