/**
 * The opt-in `strength` block of kundli-advanced: without `strength: true` the response is the
 * same, byte for byte, as with `strength: false` and has no strength key; with it the rest of
 * the result and the method are unchanged and the block is exactly what
 * POST /v2/calculations/shadbala returns for the same birth.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build, postJson } from '../helpers/app.ts';

const natal = { localDate: '1990-05-10', localTime: '19:55:00', timezone: 'Asia/Kolkata', latitude: 19.076, longitude: 72.8777, ayanamsha: 'lahiri' };
const path = '/v2/calculations/kundli-advanced';
const withoutRequestId = (text: string) => text.replace(/"requestId":"[0-9a-f]{32}"/, '"requestId":""');

describe('kundli-advanced with and without the strength block', () => {
  it('leaves the default response byte for byte as it is with strength: false, with no strength key', async (t) => {
    const { app } = await build(t);
    for (const body of [natal, { ...natal, ayanamsha: 'raman', houseSystem: 'placidus', kp: true }]) {
      const plain = await postJson(app, path, body);
      const off = await postJson(app, path, { ...body, strength: false });
      assert.equal(plain.statusCode, 200);
      assert.equal(withoutRequestId(plain.body), withoutRequestId(off.body));
      assert.ok(!('strength' in plain.json().result));
      // (the Sarva signs already carry a strength label; the block's own keys must be absent)
      assert.ok(!plain.body.includes('"shadbala"') && !plain.body.includes('"bhavaBala"'));
    }
  });

  it('adds only the strength block with strength: true, equal to the shadbala calculation of the same birth', async (t) => {
    const { app } = await build(t);
    const plain = (await postJson(app, path, natal)).json();
    const withStrength = (await postJson(app, path, { ...natal, strength: true })).json();
    const { strength, ...rest } = withStrength.result;
    assert.deepEqual(rest, plain.result);
    assert.deepEqual(withStrength.method, plain.method);
    const alone = (await postJson(app, '/v2/calculations/shadbala', natal)).json().result;
    assert.deepEqual(strength, alone);
    assert.equal(strength.shadbala.length, 7);
    assert.equal(strength.bhavaBala.rows.length, 12);
  });

  it('reads its ashtakavarga sodhana from the same registers as the default ashtakavarga block', async (t) => {
    const { app } = await build(t);
    const r = (await postJson(app, path, { ...natal, strength: true })).json().result;
    r.strength.ashtakavarga.reduced.forEach((row: { graha: { id: string }; trikona: number[] }, i: number) => {
      assert.equal(row.graha.id, r.ashtakavarga.bhinna[i].graha.id);
      row.trikona.forEach((v, s) => assert.ok(v <= r.ashtakavarga.bhinna[i].bindus[s]));
    });
    for (const k of r.strength.ashtakavarga.natalKakshas) {
      const register = r.ashtakavarga.bhinna.find((b: { graha: { id: string } }) => b.graha.id === k.graha.id);
      const sign = register.signs[k.rashi.index - 1];
      assert.equal(k.signBindus, sign.bindus);
      assert.equal(k.binduFromLord, sign.contributors.includes(k.kakshaLord));
    }
  });
});
