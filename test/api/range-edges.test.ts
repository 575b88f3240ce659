/**
 * The edges of the served range: a local date of 1800-01-01 east of Greenwich (or
 * 2399-12-31 far west) falls outside the ephemeris files in UT, and a panchang at the very
 * start or end needs the sky of the days around it. Such requests are range errors (422
 * OUT_OF_RANGE), never 503, and they leave the library's state as it was: a request just
 * inside the range still succeeds afterwards.
 */
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { build, postJson } from '../helpers/app.ts';

const place = { latitude: 10, longitude: 10 };

it('answers requests beyond the ephemeris range with 422 OUT_OF_RANGE, then serves the next request normally', async (t) => {
  const { app } = await build(t);
  const outside = [
    ['/v2/calculations/kundli', { localDate: '1800-01-01', localTime: '00:00', timezone: 'UTC', utcOffset: '+14:00', ...place }, '/localDate'],
    ['/v2/calculations/kundli', { localDate: '2399-12-31', localTime: '23:59', timezone: 'UTC', utcOffset: '-14:00', ...place }, '/localDate'],
    ['/v2/calculations/panchang', { localDate: '1800-01-03', localTime: '12:00', timezone: 'UTC', ...place }, '/localDate'],
    ['/v2/calculations/panchang', { localDate: '2399-12-31', localTime: '12:00', timezone: 'UTC', ...place }, '/localDate'],
  ] as const;
  for (const [path, body, field] of outside) {
    const r = await postJson(app, path, body);
    assert.equal(r.statusCode, 422, `${path} ${body.localDate}: ${r.body.slice(0, 200)}`);
    assert.equal(r.json().error.code, 'OUT_OF_RANGE');
    assert.equal(r.json().error.details[0].path, field);
  }
  for (const body of [
    { localDate: '2399-12-30', localTime: '12:00', timezone: 'UTC', ...place },
    { localDate: '1800-01-02', localTime: '12:00', timezone: 'UTC', ...place },
  ]) {
    const r = await postJson(app, '/v2/calculations/kundli', body);
    assert.equal(r.statusCode, 200, r.body.slice(0, 200));
  }
});
