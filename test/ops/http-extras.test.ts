/**
 * HTTP behaviour around the calculations: 405 with Allow, the index at the base path, ETag and
 * 304 on GET documents, compression, security headers, rate-limit headers that agree with
 * Retry-After, and the contract version in the documents.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { build, delhiNoon, postJson } from '../helpers/app.ts';
import { apiContentSecurityPolicy, docsContentSecurityPolicy } from '../../src/api/plugins/security-headers.ts';
import { contractVersion } from '../../src/api/documents/contract-version.ts';

describe('405 and the index at the base path', () => {
  it('answers a GET on a calculation with 405 and Allow: POST, without parsing any body', async (t) => {
    const { app } = await build(t);
    const r = await app.inject({ method: 'GET', url: '/api/v2/calculations/kundli' });
    assert.equal(r.statusCode, 405);
    assert.equal(r.headers.allow, 'POST');
    assert.equal(r.json().error.code, 'METHOD_NOT_ALLOWED');
    assert.equal(r.headers['cache-control'], 'no-store');
    const withBody = await app.inject({ method: 'PUT', url: '/api/v2/calculations/kundli', headers: { 'content-type': 'application/json' }, payload: '{"broken":' });
    assert.equal(withBody.statusCode, 405);
  });

  it('answers a POST on a document with 405 and Allow: GET, HEAD, and keeps unknown paths 404', async (t) => {
    const { app } = await build(t);
    const r = await app.inject({ method: 'POST', url: '/api/v2/capabilities' });
    assert.equal(r.statusCode, 405);
    assert.equal(r.headers.allow, 'GET, HEAD');
    assert.equal((await app.inject({ method: 'POST', url: '/api/v2/no-such-route' })).statusCode, 404);
    assert.equal((await app.inject({ method: 'DELETE', url: '/api/v1/calculations/kundli' })).headers.allow, 'POST');
  });

  it('serves the API index at the base path itself, with and without the trailing slash', async (t) => {
    const { app } = await build(t);
    for (const url of ['/api', '/api/']) {
      const r = await app.inject({ method: 'GET', url });
      assert.equal(r.statusCode, 200, url);
      assert.equal(r.json().kind, 'NativeApiIndex');
      assert.ok(r.json().routes.some((x: { path: string }) => x.path === '/v2/calculations/panchang'));
    }
  });

  it('names the contract description version in the index, the capabilities and the OpenAPI info', async (t) => {
    const { app } = await build(t);
    assert.equal(contractVersion, '0.70.0');
    assert.equal((await app.inject({ method: 'GET', url: '/api/v2' })).json().contractVersion, '0.70.0');
    assert.equal((await app.inject({ method: 'GET', url: '/api/v2/capabilities' })).json().versions.contract, '0.70.0');
    assert.equal((await app.inject({ method: 'GET', url: '/api/openapi.json' })).json().info['x-contract-version'], '0.70.0');
  });
});

describe('ETag and caching of GET documents', () => {
  it('sends a weak ETag and Cache-Control, and 304 with no body for a matching If-None-Match', async (t) => {
    const { app } = await build(t);
    const first = await app.inject({ method: 'GET', url: '/api/v2/capabilities' });
    const etag = String(first.headers.etag);
    assert.match(etag, /^W\/"[A-Za-z0-9_-]{27}"$/);
    assert.equal(first.headers['cache-control'], 'public, no-cache');
    const again = await app.inject({ method: 'GET', url: '/api/v2/capabilities', headers: { 'if-none-match': etag } });
    assert.equal(again.statusCode, 304);
    assert.equal(again.body, '');
    assert.equal(again.headers.etag, etag);
    const listed = await app.inject({ method: 'GET', url: '/api/v2/capabilities', headers: { 'if-none-match': `"other", ${etag.slice(2)}` } });
    assert.equal(listed.statusCode, 304, 'weak comparison within a list');
    const stale = await app.inject({ method: 'GET', url: '/api/v2/capabilities', headers: { 'if-none-match': 'W/"stale"' } });
    assert.equal(stale.statusCode, 200);
    assert.deepEqual(stale.json(), first.json());
  });

  it('keeps probes uncached and sends no ETag on calculations or errors', async (t) => {
    const { app } = await build(t);
    const probe = await app.inject({ method: 'GET', url: '/api/healthz' });
    assert.equal(probe.headers['cache-control'], 'no-store');
    assert.equal(probe.headers.etag, undefined);
    const calc = await postJson(app, '/v2/calculations/panchang', delhiNoon);
    assert.equal(calc.headers.etag, undefined);
    const missing = await app.inject({ method: 'GET', url: '/api/v2/nothing' });
    assert.equal(missing.headers.etag, undefined);
    assert.equal(missing.headers['cache-control'], 'no-store');
  });
});

describe('compression', () => {
  it('compresses a large calculation with br or gzip as asked, to the same JSON and far fewer bytes', async (t) => {
    const { app } = await build(t);
    const plain = await postJson(app, '/v2/calculations/kundli', delhiNoon);
    assert.equal(plain.headers['content-encoding'], undefined);
    const ask = (encoding: string) =>
      app.inject({ method: 'POST', url: '/api/v2/calculations/kundli', headers: { 'content-type': 'application/json', 'accept-encoding': encoding }, payload: JSON.stringify(delhiNoon) });
    const br = await ask('gzip, deflate, br');
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(String(br.headers.vary), /accept-encoding/i);
    const fromBr = JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'));
    const gz = await ask('gzip');
    assert.equal(gz.headers['content-encoding'], 'gzip');
    const fromGz = JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'));
    const { requestId: _a, ...p } = plain.json();
    const { requestId: _b, ...b } = fromBr;
    const { requestId: _c, ...g } = fromGz;
    assert.deepEqual(b, p);
    assert.deepEqual(g, p);
    assert.ok(br.rawPayload.length * 4 < plain.rawPayload.length, `${br.rawPayload.length} vs ${plain.rawPayload.length}`);
  });

  it('leaves small answers uncompressed and keeps one ETag for every encoding of a document', async (t) => {
    const { app } = await build(t);
    const small = await app.inject({ method: 'GET', url: '/api/healthz', headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(small.headers['content-encoding'], undefined);
    const identity = await app.inject({ method: 'GET', url: '/api/v2/capabilities' });
    const gz = await app.inject({ method: 'GET', url: '/api/v2/capabilities', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(gz.headers.etag, identity.headers.etag);
    const notModified = await app.inject({ method: 'GET', url: '/api/v2/capabilities', headers: { 'accept-encoding': 'gzip', 'if-none-match': String(identity.headers.etag) } });
    assert.equal(notModified.statusCode, 304);
    assert.equal(notModified.rawPayload.length, 0);
  });
});

describe('security headers', () => {
  it('sends a deny-all Content-Security-Policy and the other API headers on JSON answers and errors', async (t) => {
    const { app } = await build(t);
    for (const r of [await app.inject({ method: 'GET', url: '/api/v2' }), await app.inject({ method: 'GET', url: '/api/nothing' }), await postJson(app, '/v2/calculations/panchang', {})]) {
      assert.equal(r.headers['content-security-policy'], apiContentSecurityPolicy);
      assert.equal(r.headers['x-content-type-options'], 'nosniff');
      assert.equal(r.headers['x-frame-options'], 'DENY');
      assert.equal(r.headers['referrer-policy'], 'no-referrer');
      assert.equal(r.headers['cross-origin-opener-policy'], 'same-origin');
      assert.match(String(r.headers['strict-transport-security']), /^max-age=31536000/);
      assert.equal(r.headers['x-powered-by'], undefined);
    }
  });

  it('gives the docs page a policy that lets Swagger UI load its own scripts, styles and the document', async (t) => {
    const { app } = await build(t);
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    assert.equal(page.statusCode, 200);
    const csp = String(page.headers['content-security-policy']);
    assert.equal(csp, docsContentSecurityPolicy);
    assert.match(csp, /script-src 'self'/);
    assert.match(csp, /connect-src 'self'/);
    assert.ok(!/unsafe-eval/.test(csp));
    assert.ok(!/<script>[^<]/.test(page.body), 'no inline script on the page');
    const spec = await app.inject({ method: 'GET', url: '/api/docs/json' });
    assert.equal(spec.statusCode, 200);
    assert.ok(Object.keys(spec.json().paths).includes('/v2/calculations/panchang'), 'the docs page gets the real document');
  });
});

describe('rate-limit headers', () => {
  it('sends the limit and the remaining count, never a reset time that contradicts Retry-After', async (t) => {
    const { app } = await build(t, { RATE_LIMIT_MAX: '2' });
    const ok = await app.inject({ method: 'GET', url: '/api/v2' });
    assert.equal(ok.headers['x-ratelimit-limit'], '2');
    assert.equal(ok.headers['x-ratelimit-remaining'], '1');
    assert.equal(ok.headers['x-ratelimit-reset'], undefined);
    await app.inject({ method: 'GET', url: '/api/v2' });
    const refused = await app.inject({ method: 'GET', url: '/api/v2' });
    assert.equal(refused.statusCode, 429);
    assert.equal(refused.headers['retry-after'], '1');
    assert.equal(refused.headers['x-ratelimit-remaining'], '0');
    assert.equal(refused.headers['x-ratelimit-reset'], undefined);
  });

  it('takes the client address from X-Forwarded-For only when TRUST_PROXY says so', async (t) => {
    const trusting = (await build(t, { RATE_LIMIT_MAX: '1', TRUST_PROXY: '1' })).app;
    const from = (ip: string) => trusting.inject({ method: 'GET', url: '/api/v2', headers: { 'x-forwarded-for': ip } });
    assert.equal((await from('203.0.113.1')).statusCode, 200);
    assert.equal((await from('203.0.113.2')).statusCode, 200, 'another client behind the proxy has its own count');
    assert.equal((await from('203.0.113.1')).statusCode, 429);
    const direct = (await build(t, { RATE_LIMIT_MAX: '1' })).app;
    assert.equal((await direct.inject({ method: 'GET', url: '/api/v2', headers: { 'x-forwarded-for': '203.0.113.1' } })).statusCode, 200);
    assert.equal((await direct.inject({ method: 'GET', url: '/api/v2', headers: { 'x-forwarded-for': '203.0.113.2' } })).statusCode, 429, 'without TRUST_PROXY the header is ignored');
  });
});
