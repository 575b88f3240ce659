/**
 * Validation answers name every problem of a body at once, each once, in words a person
 * understands, and never the values sent.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build, delhiNoon, postJson } from '../helpers/app.ts';
import { maxValidationDetails, validationDetails } from '../../src/api/validation-details.ts';

type Detail = { path: string; issue: string };

describe('validation details', () => {
  it('lists every wrong field of a body in one answer, in words instead of regular expressions', async (t) => {
    const { app } = await build(t);
    const body = { ...delhiNoon, localDate: '24-01-2022', localTime: '1200', latitude: 95.4321, longitude: 'east', utcOffset: '5h30', fullname: 'Asha' };
    const r = await postJson(app, '/v2/calculations/panchang', body);
    assert.equal(r.statusCode, 422);
    const details: Detail[] = r.json().error.details;
    const byPath = Object.fromEntries(details.map((d) => [d.path, d.issue]));
    assert.deepEqual(byPath, {
      '/fullname': 'is not a recognised field',
      '/localDate': 'must be a date YYYY-MM-DD',
      '/localTime': 'must be a time HH:MM or HH:MM:SS',
      '/latitude': 'must be <= 90',
      '/longitude': 'must be a number',
      '/utcOffset': 'must be a UTC offset +HH:MM or -HH:MM (seconds optional)',
    });
    for (const d of details) assert.ok(!/[\^$\\]/.test(d.issue), `no regular expression in "${d.issue}"`);
    for (const value of ['24-01-2022', '1200', '95.4321', 'east', '5h30', 'Asha']) assert.ok(!r.body.includes(value), `value ${value} echoed`);
  });

  it('names every missing required field', async (t) => {
    const { app } = await build(t);
    const r = await postJson(app, '/v2/calculations/panchang', { localDate: '2022-01-24' });
    assert.deepEqual(
      r.json().error.details.map((d: Detail) => d.path).sort(),
      ['/latitude', '/localTime', '/longitude', '/timezone'],
    );
  });

  it('lists a refused dasha year once, with the allowed years', async (t) => {
    const { app } = await build(t);
    const r = await postJson(app, '/v2/calculations/kundli-advanced', { ...delhiNoon, dashaYearDays: 365 });
    assert.equal(r.statusCode, 422);
    assert.deepEqual(r.json().error.details, [{ path: '/dashaYearDays', issue: 'must be one of: 365.25, 365.256364, 360, 365.2422, 365.2425, true-sidereal' }]);
  });

  it('names both partners of a match when both are wrong', async (t) => {
    const { app } = await build(t);
    const partner = { localDate: '1990-05-10', localTime: '19:55', timezone: 'Asia/Kolkata', latitude: 19.07, longitude: 72.87 };
    const r = await postJson(app, '/v2/calculations/match-making', { bride: { ...partner, latitude: 100 }, groom: { ...partner, localTime: '7pm' } });
    assert.equal(r.statusCode, 422);
    const paths = r.json().error.details.map((d: Detail) => d.path);
    assert.ok(paths.includes('/bride/latitude') && paths.includes('/groom/localTime'), JSON.stringify(paths));
  });

  it('keeps at most 20 details and says how many more there were', async (t) => {
    const { app } = await build(t);
    const body: Record<string, unknown> = { ...delhiNoon };
    for (let i = 0; i < 35; i++) body[`extra${i}`] = i;
    const details: Detail[] = (await postJson(app, '/v2/calculations/panchang', body)).json().error.details;
    assert.equal(maxValidationDetails, 20);
    assert.equal(details.length, 21);
    assert.deepEqual(details[20], { path: '/', issue: 'and 15 more problems not listed' });
  });

  it('words the keywords of the schemas for people and reports an identical problem once', () => {
    const details = validationDetails([
      { instancePath: '/name', keyword: 'minLength', params: { limit: 2 } },
      { instancePath: '/name', keyword: 'minLength', params: { limit: 2 } },
      { instancePath: '/limit', keyword: 'type', params: { type: 'integer' } },
      { instancePath: '/x', keyword: 'anyOf', schemaPath: '#/properties/x/anyOf', parentSchema: { anyOf: [{ type: 'string' }, { type: 'null' }] } },
      { instancePath: '/x', keyword: 'type', schemaPath: '#/properties/x/anyOf/0/type', params: { type: 'string' } },
      { instancePath: '/code', keyword: 'pattern', params: { pattern: '^[a-z]+\\.[0-9]+$' }, parentSchema: { description: 'Evidence version name.N' } },
      { instancePath: '/when', keyword: 'format', params: { format: 'date-time' } },
    ]);
    assert.deepEqual(details, [
      { path: '/name', issue: 'must be at least 2 characters long' },
      { path: '/limit', issue: 'must be a whole number' },
      { path: '/x', issue: 'must be a text string or null' },
      { path: '/code', issue: 'does not have the expected form (Evidence version name.N)' },
      { path: '/when', issue: 'must be a date and time such as 2024-01-15T06:30:00Z' },
    ]);
  });
});
