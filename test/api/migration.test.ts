/** POST /v2/migrations/legacy/public-form: mapping, time-zone resolution, boundary and bad input. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build, postJson } from '../helpers/app.ts';

const form = {
  formIdentifier: 'moonsign', birthday: 10, birthmonth: 5, birthyear: 1990, birthtime: 19, birthminute: 55,
  lat: 19.076, lang: 72.8777, timezone: 5.5, language: 'en', referenceDate: '2024-03-01',
  fullname: 'Sunita Quasimodo', gender: 'female', placebirth: 'Kolhapur Xyz', csrf_token: 'abc123',
};

describe('public-form migration', () => {
  it('returns the native kundli envelope with the boundary and ignores identity fields', async (t) => {
    const { app, logs } = await build(t);
    const r = await postJson(app, '/v2/migrations/legacy/public-form', form);
    assert.equal(r.statusCode, 200, r.body.slice(0, 300));
    const body = r.json();
    assert.equal(body.kind, 'CalculationEnvelope');
    assert.equal(body.versions.calculation, 'kundli.2');
    assert.ok(Array.isArray(body.result.planets) && body.result.planets.length === 11);
    assert.equal(body.boundary.legacyCompatible, false);
    assert.equal(body.boundary.nativeEndpoint, '/v2/calculations/kundli');
    assert.match(body.boundary.statement.hi, /[\u0900-\u097F]/);
    assert.equal(body.timezoneResolution.derivedZone, 'Asia/Kolkata');
    assert.equal(body.timezoneResolution.used, 'zone');
    for (const secret of ['Sunita', 'Quasimodo', 'Kolhapur', 'abc123']) {
      assert.ok(!r.body.includes(secret), `response echoes ${secret}`);
      assert.ok(!logs.join('\n').includes(secret), `log contains ${secret}`);
    }
  });

  it('uses the form’s offset with a warning when it disagrees with the zone at the coordinates', async (t) => {
    const { app } = await build(t);
    // Bombay time (+04:51) before 1955 is not in the tz database; a form saying 4.85 h must win.
    const r = await postJson(app, '/v2/migrations/legacy/public-form', { ...form, birthyear: 1950, timezone: 4.85 });
    assert.equal(r.statusCode, 200);
    const body = r.json();
    assert.equal(body.timezoneResolution.used, 'given-offset');
    assert.equal(body.timezoneResolution.givenOffset, '+04:51');
    assert.equal(body.input.utcOffset, '+04:51');
    assert.equal(body.warnings[0].id, 'timezone-offset-mismatch');
  });

  it('maps numerology forms to numerology-guidance with the reference date', async (t) => {
    const { app } = await build(t);
    const r = await postJson(app, '/v2/migrations/legacy/public-form', { ...form, formIdentifier: 'biorhythm' });
    assert.equal(r.statusCode, 200);
    assert.equal(r.json().result.biorhythm.cycles.length, 3);
  });

  it('answers an unknown formIdentifier with 422 listing the valid values', async (t) => {
    const { app } = await build(t);
    const r = await postJson(app, '/v2/migrations/legacy/public-form', { ...form, formIdentifier: 'horoscope' });
    assert.equal(r.statusCode, 422);
    const d = r.json().error.details[0];
    assert.equal(d.path, '/formIdentifier');
    assert.match(d.issue, /ascendant/);
    assert.match(d.issue, /vehicle-number/);
    assert.ok(!r.body.includes('horoscope'));
  });

  for (const [field, value] of [['birthmonth', 13], ['birthtime', 24], ['lat', 91], ['timezone', 15], ['birthyear', 1700], ['referenceDate', '01-03-2024']] as const) {
    it(`answers 422 naming /${field} when it is out of range`, async (t) => {
      const { app } = await build(t);
      const r = await postJson(app, '/v2/migrations/legacy/public-form', { ...form, [field]: value });
      assert.equal(r.statusCode, 422);
      assert.equal(r.json().error.details[0].path, `/${field}`);
    });
  }

  it('answers 422 naming /birthday for 31 April', async (t) => {
    const { app } = await build(t);
    const r = await postJson(app, '/v2/migrations/legacy/public-form', { ...form, birthmonth: 4, birthday: 31 });
    assert.equal(r.statusCode, 422);
    assert.equal(r.json().error.details[0].path, '/birthday');
  });

  it('derives the zone a place had before 1970 (Stockholm kept its own zone, now a link to Berlin)', async (t) => {
    const { app } = await build(t);
    const r = await postJson(app, '/v2/migrations/legacy/public-form', { ...form, birthyear: 1960, lat: 59.3293, lang: 18.0686, timezone: 1 });
    assert.equal(r.statusCode, 200);
    assert.equal(r.json().timezoneResolution.derivedZone, 'Europe/Stockholm');
  });

  it('uses the form’s offset for a wall time inside the zone’s daylight-saving gap instead of refusing it', async (t) => {
    const { app } = await build(t);
    const r = await postJson(app, '/v2/migrations/legacy/public-form', {
      ...form, birthyear: 2024, birthmonth: 3, birthday: 10, birthtime: 2, birthminute: 30, lat: 40.7128, lang: -74.006, timezone: -5,
    });
    assert.equal(r.statusCode, 200, r.body.slice(0, 300));
    assert.equal(r.json().timezoneResolution.used, 'given-offset');
    assert.equal(r.json().input.utcOffset, '-05:00');
  });

  it('names the form field, not the native one, when a native calculation refuses a value', async (t) => {
    const { app } = await build(t);
    const r = await postJson(app, '/v2/migrations/legacy/public-form', { ...form, formIdentifier: 'sadhesati', referenceDate: '2450-01-01' });
    assert.equal(r.statusCode, 422);
    assert.equal(r.json().error.details[0].path, '/referenceDate');
    const early = await postJson(app, '/v2/migrations/legacy/public-form', { ...form, birthyear: 1800, birthmonth: 1, birthday: 1, birthtime: 0, birthminute: 0, timezone: 5.5 });
    assert.equal(early.statusCode, 422);
    assert.equal(early.json().error.details[0].path, '/birthyear');
  });

  it('ignores identity fields whatever they hold', async (t) => {
    const { app } = await build(t);
    const r = await postJson(app, '/v2/migrations/legacy/public-form', { ...form, fullname: 'A'.repeat(500), gender: { any: 'thing' }, placebirth: 42 });
    assert.equal(r.statusCode, 200);
    assert.ok(!r.body.includes('AAAA'));
  });
});
