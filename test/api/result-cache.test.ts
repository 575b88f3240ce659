/** Identical bodies give identical results; the result cache changes nothing but speed. */
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { build, delhiNoon, postJson } from '../helpers/app.ts';

it('answers the same body twice with the same result and fresh request ids, cache on or off', async (t) => {
  const cached = await build(t);
  const uncached = await build(t, { RESULT_CACHE_ENTRIES: '0' });
  const a = (await postJson(cached.app, '/v2/calculations/panchang', delhiNoon)).json();
  const b = (await postJson(cached.app, '/v2/calculations/panchang', delhiNoon)).json();
  const c = (await postJson(uncached.app, '/v2/calculations/panchang', delhiNoon)).json();
  assert.notEqual(a.requestId, b.requestId);
  assert.equal(JSON.stringify(a.result), JSON.stringify(b.result));
  assert.equal(JSON.stringify(a.result), JSON.stringify(c.result));
  assert.deepEqual(a.method, c.method);
  assert.deepEqual(a.input, c.input);
});
