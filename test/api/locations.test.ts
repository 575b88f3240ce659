/** GET /v1/locations/search (and the v2 path) over HTTP: results, limits and 422s. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build } from '../helpers/app.ts';

describe('location search over HTTP', () => {
  it('finds Delhi with its IANA zone, Hindi names and the GeoNames attribution', async (t) => {
    const { app } = await build(t);
    const r = await app.inject({ method: 'GET', url: '/api/v1/locations/search?q=Delhi' });
    assert.equal(r.statusCode, 200);
    const body = r.json();
    assert.equal(body.kind, 'LocationSearchResponse');
    assert.ok(body.results.length > 0 && body.results.length <= 8);
    const delhi = body.results.find((p: { name: { en: string } }) => /Delhi/.test(p.name.en));
    assert.equal(delhi.timezone, 'Asia/Kolkata');
    assert.match(delhi.name.hi, /दिल्ली/);
    assert.match(body.attribution.license, /CC BY 4\.0/);
  });

  it('serves the same search on the v2 path and honours limit', async (t) => {
    const { app } = await build(t);
    const r = await app.inject({ method: 'GET', url: '/api/v2/locations/search?q=pune&limit=1' });
    assert.equal(r.statusCode, 200);
    assert.equal(r.json().results.length, 1);
    assert.equal(r.json().results[0].name.en, 'Pune');
  });

  it('finds a place from a Devanagari prefix', async (t) => {
    const { app } = await build(t);
    const q = encodeURIComponent('मुंब');
    const r = await app.inject({ method: 'GET', url: `/api/v1/locations/search?q=${q}` });
    assert.equal(r.json().results[0].name.en, 'Mumbai');
  });

  for (const [query, field] of [
    ['q=D', '/q'],
    [`q=${'a'.repeat(81)}`, '/q'],
    ['q=Delhi&limit=0', '/limit'],
    ['q=Delhi&limit=13', '/limit'],
    ['q=Delhi&limit=two', '/limit'],
    ['', '/q'],
  ] as const) {
    it(`answers 422 naming ${field} for "${query.slice(0, 20)}"`, async (t) => {
      const { app } = await build(t);
      const r = await app.inject({ method: 'GET', url: `/api/v1/locations/search?${query}` });
      assert.equal(r.statusCode, 422);
      assert.equal(r.json().error.details[0].path, field);
    });
  }
});
