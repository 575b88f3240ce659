/**
 * The clock-independent calculations issue 21 made cacheable (kundli-advanced, numerology,
 * numerology-guidance) answer a repeated body from the result cache: the second request
 * never reaches the calculation pool, and its bytes are the first answer's with its own
 * request id. Calculations whose defaults read the clock (kundli-insights without a
 * transitDate, lal-kitab, rudraksha-gemstone-guidance) stay uncached.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build, postJson } from '../helpers/app.ts';
import { calculations } from '../../src/calculations/registry.ts';

const byId = (id: string) => calculations.find((c) => c.id === id)!;

describe('result cache of the clock-independent calculations', () => {
  for (const id of ['kundli-advanced', 'numerology', 'numerology-guidance']) {
    it(`answers a repeated ${id} body from the cache, byte for byte apart from the request id`, async (t) => {
      const { app } = await build(t);
      const calc = byId(id);
      assert.equal(calc.cacheable, true);
      const first = await postJson(app, calc.paths.v2, calc.example);
      const completed = app.calculationPool.stats().completed;
      const second = await postJson(app, calc.paths.v2, calc.example);
      assert.equal(first.statusCode, 200);
      assert.equal(second.statusCode, 200);
      assert.equal(app.calculationPool.stats().completed, completed, 'the second answer did not reach the pool');
      const id1 = first.json().requestId as string;
      const id2 = second.json().requestId as string;
      assert.notEqual(id1, id2);
      assert.equal(second.payload, first.payload.replace(id1, id2));
    });
  }

  it('leaves the calculations whose defaults read the clock uncached', () => {
    for (const id of ['kundli-insights', 'lal-kitab', 'rudraksha-gemstone-guidance']) assert.notEqual(byId(id).cacheable, true, id);
  });
});
