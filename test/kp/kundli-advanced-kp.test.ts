/**
 * The opt-in `kp` block of kundli-advanced: without `kp: true` the response is the same, byte
 * for byte, as before the block existed (and as with `kp: false`); with it the rest of the
 * result is unchanged and the block holds the KP lords read with the KP ayanamsha, checked
 * against swetest's longitudes of a reference birth moved by swetest's ayanamsha difference.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { build, postJson } from '../helpers/app.ts';
import { birthBodyOf } from '../helpers/birth.ts';
import { angleDifference, hundredthArcsecondInDegrees } from '../helpers/tolerances.ts';
import { parseSwetestDms } from './helpers.ts';

const natal = { localDate: '1990-05-10', localTime: '19:55:00', timezone: 'Asia/Kolkata', latitude: 19.076, longitude: 72.8777, ayanamsha: 'lahiri' };
const path = '/v2/calculations/kundli-advanced';
const withoutRequestId = (text: string) => text.replace(/"requestId":"[0-9a-f]{32}"/, '"requestId":""');

describe('kundli-advanced with and without the kp block', () => {
  it('leaves the default response byte for byte as it is with kp: false, with no kp key', async (t) => {
    const { app } = await build(t);
    for (const body of [natal, { ...natal, ayanamsha: 'raman', houseSystem: 'placidus', yoginiIncludeAntardashas: true }]) {
      const plain = await postJson(app, path, body);
      const off = await postJson(app, path, { ...body, kp: false });
      assert.equal(plain.statusCode, 200);
      assert.equal(withoutRequestId(plain.body), withoutRequestId(off.body));
      assert.ok(!('kp' in plain.json().result));
      assert.ok(!plain.body.includes('"kp"'));
    }
  });

  it('adds only the kp block with kp: true; everything else stays the same', async (t) => {
    const { app } = await build(t);
    const plain = (await postJson(app, path, natal)).json();
    const withKp = (await postJson(app, path, { ...natal, kp: true })).json();
    const { kp, ...rest } = withKp.result;
    assert.deepEqual(rest, plain.result);
    assert.deepEqual(withKp.method, plain.method);
    assert.equal(kp.methodId, 'KP.SUB_VIM');
    assert.equal(kp.ayanamsha, 'AYAN.KP');
    assert.equal(kp.planets.length, 9);
    assert.ok(kp.shiftDegrees > 0.09 && kp.shiftDegrees < 0.11, 'Lahiri − KP is about 6′ in 1990');
    for (const p of kp.planets) assert.ok(/[\u0900-\u097F]/.test(p.subLord.name.hi));
    assert.ok(/[\u0900-\u097F]/.test(kp.note.hi));
  });

  it('gives the same lords as kp-prashna\'s chart of the moment with the KP ayanamsha', async (t) => {
    const { app } = await build(t);
    const block = (await postJson(app, path, { ...natal, kp: true })).json().result.kp;
    const { ayanamsha: _a, ...moment } = natal;
    const chart = (await postJson(app, '/v2/calculations/kp-prashna', moment)).json().result;
    for (const p of block.planets) {
      const q = chart.planets.find((x: { graha: { id: string } }) => x.graha.id === p.graha.id);
      assert.ok(angleDifference(p.longitude, q.longitude) < 1e-9, p.graha.id);
      assert.deepEqual([p.starLord.id, p.subLord.id, p.subSubLord.id], [q.starLord.id, q.subLord.id, q.subSubLord.id]);
    }
    assert.ok(angleDifference(block.ascendant.longitude, chart.ascendant.longitude) < 1e-9);
  });

  it('reads a reference birth\'s planets at swetest\'s Lahiri longitude + (A_Lahiri − A_KP) within 0.01″', async (t) => {
    const { app } = await build(t);
    const dev = JSON.parse(readFileSync(new URL('../golden/reference/dev_cases.json', import.meta.url), 'utf8'));
    const ayan = JSON.parse(readFileSync(new URL('../golden/kp/swetest-ayanamsha.json', import.meta.url), 'utf8'));
    for (const c of dev.cases.slice(0, 5)) {
      const a = ayan.cases.find((x: { id: string }) => x.id === c.id);
      const shift = parseSwetestDms(a.lahiri) - parseSwetestDms(a.kp);
      const block = (await postJson(app, path, { ...birthBodyOf(c), ayanamsha: 'lahiri', kp: true })).json().result.kp;
      for (const p of block.planets) {
        const key = p.graha.id === 'rahu' || p.graha.id === 'ketu' ? `${p.graha.id}_mean` : p.graha.id;
        const reference = c.swetest.apparent_sidereal[key].lon + shift;
        assert.ok(angleDifference(p.longitude, reference) < hundredthArcsecondInDegrees, `${c.id} ${p.graha.id}`);
      }
    }
  });

  it('keeps krishnamurti-new when the request asks for it and shifts nothing', async (t) => {
    const { app } = await build(t);
    const block = (await postJson(app, path, { ...natal, ayanamsha: 'krishnamurti-new', kp: true })).json().result.kp;
    assert.equal(block.ayanamsha, 'AYAN.KP_NEW');
    assert.equal(block.shiftDegrees, 0);
  });

  it('rejects a non-boolean kp with 422 naming /kp', async (t) => {
    const { app } = await build(t);
    const r = await postJson(app, path, { ...natal, kp: 'yes' });
    assert.equal(r.statusCode, 422);
    assert.equal(r.json().error.details[0].path, '/kp');
  });
});
