/**
 * Opt-in trimming of kundli-advanced (issue 21): `include` returns only the named result
 * sections, each exactly as the whole result gives it, in the published order; without it the
 * whole result is given (the byte snapshot of test/dashas-more/default-unchanged.test.ts); a
 * bad list is a 422 naming the field.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { TestContext } from 'node:test';
import { build, postJson, type TestApp } from '../helpers/app.ts';
import { kundliAdvancedSections } from '../../src/calculations/kundli-advanced/include.ts';

const mumbai = { localDate: '1990-05-10', localTime: '19:55:00', timezone: 'Asia/Kolkata', latitude: 19.076, longitude: 72.8777, ayanamsha: 'lahiri' };
const path = '/v2/calculations/kundli-advanced';

let t0: TestApp;
let whole: { method: Record<string, unknown>; result: Record<string, unknown> };
const cleanups: (() => unknown)[] = [];
before(async () => {
  t0 = await build({ after: (fn: () => unknown) => cleanups.push(fn) } as unknown as TestContext);
  const r = await postJson(t0.app, path, mumbai);
  assert.equal(r.statusCode, 200);
  whole = r.json();
});
after(async () => {
  for (const c of cleanups) await c();
});

describe('kundli-advanced include', () => {
  it('gives every section without include, in the published order, and no includedSections entry', () => {
    assert.deepEqual(Object.keys(whole.result), [...kundliAdvancedSections]);
    assert.equal('includedSections' in whole.method, false);
  });

  it('returns only the ashtakavarga when asked, the same as in the whole result', async () => {
    const r = await postJson(t0.app, path, { ...mumbai, include: ['ashtakavarga'] });
    assert.equal(r.statusCode, 200);
    const body = r.json();
    assert.deepEqual(Object.keys(body.result), ['ashtakavarga']);
    assert.deepEqual(body.result.ashtakavarga, whole.result.ashtakavarga);
    // BPHS: the Sarva register always sums to 337 bindus.
    assert.equal(body.result.ashtakavarga.sarva.total, 337);
    assert.deepEqual(body.method.includedSections, ['ashtakavarga']);
    assert.ok(r.payload.length < 40_000, `trimmed body is small (${r.payload.length} bytes)`);
  });

  it('keeps the published order whatever the order of the list', async () => {
    const r = await postJson(t0.app, path, { ...mumbai, include: ['natalReadings', 'bhavaCusps'] });
    assert.equal(r.statusCode, 200);
    const body = r.json();
    assert.deepEqual(Object.keys(body.result), ['bhavaCusps', 'natalReadings']);
    assert.deepEqual(body.result.bhavaCusps, whole.result.bhavaCusps);
    assert.deepEqual(body.result.natalReadings, whole.result.natalReadings);
    assert.deepEqual(body.method.includedSections, ['bhavaCusps', 'natalReadings']);
  });

  it('gives the whole result when every section is listed, with the dasha options still applied', async () => {
    const r = await postJson(t0.app, path, { ...mumbai, include: [...kundliAdvancedSections].reverse() });
    assert.equal(r.statusCode, 200);
    assert.deepEqual(r.json().result, whole.result);
    const d = await postJson(t0.app, path, { ...mumbai, include: ['dashas'], dashaDepth: 2 });
    assert.equal(d.statusCode, 200);
    const maha = d.json().result.dashas.vimshottari.mahadashas;
    assert.equal(maha.length, 9);
    assert.equal(maha[0].antardashas.length, 9);
    assert.equal(maha[0].antardashas[0].pratyantardashas, undefined, 'dashaDepth 2 stops at antardashas');
  });

  it('refuses an unknown, repeated or empty list with a 422 naming the field', async () => {
    for (const [include, pointer] of [
      [['horoscope'], '/include/0'],
      [['dashas', 'dashas'], '/include'],
      [[], '/include'],
      ['dashas', '/include'],
    ] as const) {
      const r = await postJson(t0.app, path, { ...mumbai, include });
      assert.equal(r.statusCode, 422, JSON.stringify(include));
      const details = r.json().error.details as { path: string }[];
      assert.ok(details.some((d) => d.path === pointer), `${JSON.stringify(include)} → ${JSON.stringify(details)}`);
      assert.equal(r.payload.includes('horoscope'), false, 'the value is never echoed');
    }
  });
});
