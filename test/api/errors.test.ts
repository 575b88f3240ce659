/**
 * Every error code and header rule of spec §7 and design §2, through `app.inject`.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import Fastify from 'fastify';
import { build, delhiNoon, postJson } from '../helpers/app.ts';
import { registerErrorHandling, sendError } from '../../src/api/plugins/errors.ts';
import { registerRequestIdAndAccessLog, generateRequestId } from '../../src/api/plugins/request-id.ts';
import { registerCapacity } from '../../src/api/plugins/capacity.ts';
import { errorCatalogue, errorCodes } from '../../src/shared/errors.ts';
import { buildApp } from '../../src/api/app.ts';
import { loadConfig } from '../../src/api/config.ts';

const hex32 = /^[0-9a-f]{32}$/;

type Reply = { statusCode: number; headers: Record<string, unknown>; json: () => any; body: string };

function assertErrorEnvelope(r: Reply, status: number, code: string) {
  assert.equal(r.statusCode, status, r.body);
  const body = r.json();
  assert.equal(body.kind, 'ApiErrorEnvelope');
  assert.equal(body.error.code, code);
  assert.equal(body.error.status, status);
  assert.match(body.requestId, hex32);
  assert.equal(r.headers['x-request-id'], body.requestId);
  assert.equal(r.headers['cache-control'], 'no-store');
  assert.equal(r.headers['x-robots-tag'], 'noindex, nofollow');
  assert.ok(body.error.message.en.length > 0 && /[\u0900-\u097F]/.test(body.error.message.hi));
  assert.equal(body.error.retryable, errorCatalogue[code as keyof typeof errorCatalogue].retryable);
  return body;
}

describe('error responses', () => {
  it('answers an unknown path with 404 NOT_FOUND', async (t) => {
    const { app } = await build(t);
    const r = await app.inject({ method: 'GET', url: '/api/v2/no-such-thing' });
    assertErrorEnvelope(r, 404, 'NOT_FOUND');
    assert.equal(r.headers['retry-after'], undefined);
  });

  it('answers a method a known path does not serve with 405 METHOD_NOT_ALLOWED naming the allowed ones in Allow', async (t) => {
    const { app } = await build(t);
    const r = await app.inject({ method: 'DELETE', url: '/api/v2/calculations/panchang' });
    assertErrorEnvelope(r, 405, 'METHOD_NOT_ALLOWED');
    assert.equal(r.headers.allow, 'POST');
  });

  it('answers a body over the limit with 413 BODY_TOO_LARGE and no Retry-After', async (t) => {
    const { app } = await build(t, { BODY_LIMIT_BYTES: '2048' });
    const r = await postJson(app, '/v2/calculations/panchang', { ...delhiNoon, pad: 'x'.repeat(4096) });
    assertErrorEnvelope(r, 413, 'BODY_TOO_LARGE');
    assert.equal(r.headers['retry-after'], undefined);
  });

  it('answers malformed JSON with 422 MALFORMED_JSON without quoting the body', async (t) => {
    const { app } = await build(t);
    const r = await postJson(app, '/v2/calculations/panchang', '{"localDate":"1987-03-0');
    const body = assertErrorEnvelope(r, 422, 'MALFORMED_JSON');
    assert.ok(!r.body.includes('1987-03-0'));
    assert.equal(body.error.details[0].path, '/');
  });

  it('answers an empty JSON body with 422 MALFORMED_JSON', async (t) => {
    const { app } = await build(t);
    const r = await app.inject({ method: 'POST', url: '/api/v2/calculations/panchang', headers: { 'content-type': 'application/json' }, payload: '' });
    assertErrorEnvelope(r, 422, 'MALFORMED_JSON');
  });

  it('answers a non-JSON content type with 422 UNSUPPORTED_CONTENT_TYPE', async (t) => {
    const { app } = await build(t);
    const r = await app.inject({ method: 'POST', url: '/api/v2/calculations/panchang', headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    assertErrorEnvelope(r, 422, 'UNSUPPORTED_CONTENT_TYPE');
  });

  it('answers a missing body with 422 VALIDATION_FAILED', async (t) => {
    const { app } = await build(t);
    const r = await app.inject({ method: 'POST', url: '/api/v2/calculations/panchang' });
    assertErrorEnvelope(r, 422, 'VALIDATION_FAILED');
  });

  it('names the field of a schema violation as a JSON pointer and never echoes the value', async (t) => {
    const { app } = await build(t);
    const r = await postJson(app, '/v2/calculations/panchang', { ...delhiNoon, latitude: 95.123456 });
    const body = assertErrorEnvelope(r, 422, 'VALIDATION_FAILED');
    assert.equal(body.error.details[0].path, '/latitude');
    assert.ok(!r.body.includes('95.123456'));
  });

  it('names a missing required field', async (t) => {
    const { app } = await build(t);
    const { localDate: _omit, ...rest } = delhiNoon;
    const body = assertErrorEnvelope(await postJson(app, '/v2/calculations/panchang', rest), 422, 'VALIDATION_FAILED');
    assert.equal(body.error.details[0].path, '/localDate');
  });

  it('rejects unknown properties, naming them', async (t) => {
    const { app } = await build(t);
    const body = assertErrorEnvelope(await postJson(app, '/v2/calculations/panchang', { ...delhiNoon, fullname: 'A' }), 422, 'VALIDATION_FAILED');
    assert.equal(body.error.details[0].path, '/fullname');
  });

  it('answers a URL that cannot be decoded with the 404 envelope, without quoting it', async (t) => {
    const { app } = await build(t);
    const r = await app.inject({ method: 'GET', url: '/api/%E0%A4%A' });
    assertErrorEnvelope(r, 404, 'NOT_FOUND');
    assert.ok(!r.body.includes('%E0'));
  });

  it('escapes and shortens an unknown property name in the JSON pointer it reports', async (t) => {
    const { app } = await build(t);
    const key = `Ramesh Kumar/born 1990-05-10 ~ ${'x'.repeat(60)}`;
    const body = assertErrorEnvelope(await postJson(app, '/v2/calculations/panchang', { ...delhiNoon, [key]: 1 }), 422, 'VALIDATION_FAILED');
    const path: string = body.error.details[0].path;
    assert.equal(path.split('/').length, 2, 'one pointer segment');
    assert.ok(path.includes('~1') && path.includes('~0'));
    assert.ok(!path.includes('x'.repeat(41)));
  });

  it('does not coerce JSON types: a latitude sent as a string is refused', async (t) => {
    const { app } = await build(t);
    const body = assertErrorEnvelope(await postJson(app, '/v2/calculations/panchang', { ...delhiNoon, latitude: '28.6' }), 422, 'VALIDATION_FAILED');
    assert.equal(body.error.details[0].path, '/latitude');
  });

  it('lists the allowed values of an enumeration', async (t) => {
    const { app } = await build(t);
    const body = assertErrorEnvelope(await postJson(app, '/v2/calculations/panchang', { ...delhiNoon, ayanamsha: 'sidereal-x' }), 422, 'VALIDATION_FAILED');
    assert.equal(body.error.details[0].path, '/ayanamsha');
    assert.match(body.error.details[0].issue, /lahiri/);
    assert.ok(!r2s(body).includes('sidereal-x'));
  });

  it('answers a local time inside a DST gap with 422 LOCAL_TIME_NONEXISTENT', async (t) => {
    const { app } = await build(t);
    const r = await postJson(app, '/v2/calculations/panchang', { ...delhiNoon, localDate: '2024-03-10', localTime: '02:30:00', timezone: 'America/New_York', latitude: 40.7, longitude: -74 });
    const body = assertErrorEnvelope(r, 422, 'LOCAL_TIME_NONEXISTENT');
    assert.equal(body.error.details[0].path, '/localTime');
  });

  it('answers a year outside 1800–2399 with 422 OUT_OF_RANGE', async (t) => {
    const { app } = await build(t);
    const body = assertErrorEnvelope(await postJson(app, '/v2/calculations/panchang', { ...delhiNoon, localDate: '1799-12-31' }), 422, 'OUT_OF_RANGE');
    assert.equal(body.error.details[0].path, '/localDate');
  });

  it('answers an unknown time zone with 422 naming /timezone', async (t) => {
    const { app } = await build(t);
    const body = assertErrorEnvelope(await postJson(app, '/v2/calculations/panchang', { ...delhiNoon, timezone: 'Mars/Olympus' }), 422, 'VALIDATION_FAILED');
    assert.equal(body.error.details[0].path, '/timezone');
    assert.ok(!r2s(body).includes('Olympus'));
  });

  it('answers the request beyond the fair-use limit with 429 RATE_LIMITED and Retry-After: 1', async (t) => {
    const { app } = await build(t, { RATE_LIMIT_MAX: '3' });
    let last: Reply | undefined;
    for (let i = 0; i < 5; i++) last = await app.inject({ method: 'GET', url: '/api/v2' });
    assertErrorEnvelope(last!, 429, 'RATE_LIMITED');
    assert.equal(last!.headers['retry-after'], '1');
  });

  it('never rate-limits the health probes', async (t) => {
    const { app } = await build(t, { RATE_LIMIT_MAX: '1' });
    for (let i = 0; i < 4; i++) assert.equal((await app.inject({ method: 'GET', url: '/api/healthz' })).statusCode, 200);
  });

  it('answers with 503 CAPACITY_EXCEEDED and Retry-After: 1 beyond the in-flight limit', async (t) => {
    const app = Fastify({ genReqId: generateRequestId });
    registerErrorHandling(app);
    registerRequestIdAndAccessLog(app);
    await registerCapacity(app, { maxInFlight: 1, maxEventLoopDelayMs: 0 });
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    app.get('/slow', async () => {
      await gate;
      return { ok: true };
    });
    await app.ready();
    t.after(() => app.close());
    const first = app.inject({ method: 'GET', url: '/slow' });
    await new Promise((r) => setTimeout(r, 20));
    const second = await app.inject({ method: 'GET', url: '/slow' });
    assertErrorEnvelope(second, 503, 'CAPACITY_EXCEEDED');
    assert.equal(second.headers['retry-after'], '1');
    release();
    assert.equal((await first).statusCode, 200);
  });

  it('answers a request that arrives while the app closes with the 503 envelope and Connection: close', async (t) => {
    const app = await buildApp({ config: loadConfig({ MAX_EVENT_LOOP_DELAY_MS: '0', CALC_WORKERS: '0' }) });
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    // Hold the close open in a preClose hook registered after the admission plugin's.
    app.addHook('preClose', async () => {
      await gate;
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    t.after(() => release());
    const { port } = app.server.address() as { port: number };
    const closing = app.close();
    await new Promise((r) => setTimeout(r, 20)); // let the close reach its preClose hooks
    const res = await fetch(`http://127.0.0.1:${port}/api/v2`);
    const text = await res.text();
    release();
    await closing;
    const headers = Object.fromEntries(res.headers);
    assertErrorEnvelope({ statusCode: res.status, headers, body: text, json: () => JSON.parse(text) }, 503, 'CAPACITY_EXCEEDED');
    assert.equal(headers['retry-after'], '1');
    assert.equal(headers.connection, 'close');
  });

  it('answers an unexpected throw with 500 INTERNAL_ERROR and leaks nothing', async (t) => {
    const app = Fastify({ genReqId: generateRequestId });
    registerErrorHandling(app);
    registerRequestIdAndAccessLog(app);
    app.get('/boom', async () => {
      throw new TypeError('secret internal detail at /srv/app.ts:42');
    });
    await app.ready();
    t.after(() => app.close());
    const r = await app.inject({ method: 'GET', url: '/boom' });
    assertErrorEnvelope(r, 500, 'INTERNAL_ERROR');
    assert.ok(!r.body.includes('secret') && !r.body.includes('app.ts'));
  });

  it('sends Retry-After: 1 with PDF_BUSY and none with DEPENDENCY_UNAVAILABLE or EPHEMERIS_UNAVAILABLE', async (t) => {
    const app = Fastify({ genReqId: generateRequestId });
    registerRequestIdAndAccessLog(app);
    for (const code of ['PDF_BUSY', 'DEPENDENCY_UNAVAILABLE', 'EPHEMERIS_UNAVAILABLE'] as const) {
      app.get(`/${code}`, (request, reply) => sendError(request, reply, code, []));
    }
    await app.ready();
    t.after(() => app.close());
    const busy = await app.inject({ method: 'GET', url: '/PDF_BUSY' });
    assertErrorEnvelope(busy, 503, 'PDF_BUSY');
    assert.equal(busy.headers['retry-after'], '1');
    for (const code of ['DEPENDENCY_UNAVAILABLE', 'EPHEMERIS_UNAVAILABLE']) {
      const r = await app.inject({ method: 'GET', url: `/${code}` });
      assertErrorEnvelope(r, 503, code);
      assert.equal(r.headers['retry-after'], undefined);
    }
  });

  it('has a bilingual message and a status for every catalogued code', () => {
    for (const code of errorCodes) {
      const e = errorCatalogue[code];
      assert.ok([400, 404, 405, 408, 413, 422, 429, 431, 500, 503].includes(e.status), code);
      assert.ok(e.message.en.length > 10 && /[\u0900-\u097F]/.test(e.message.hi), code);
    }
  });
});

describe('request ids', () => {
  it('generates a fresh 32-hex id for every response and ignores the one a client sends', async (t) => {
    const { app } = await build(t);
    const a = await app.inject({ method: 'GET', url: '/api/healthz', headers: { 'x-request-id': 'client-chosen-id' } });
    const b = await app.inject({ method: 'GET', url: '/api/healthz' });
    assert.match(String(a.headers['x-request-id']), hex32);
    assert.match(String(b.headers['x-request-id']), hex32);
    assert.notEqual(a.headers['x-request-id'], b.headers['x-request-id']);
    assert.notEqual(a.headers['x-request-id'], 'client-chosen-id');
  });

  it('puts the same id in the envelope and the header of a success', async (t) => {
    const { app } = await build(t);
    const r = await postJson(app, '/v2/calculations/panchang', delhiNoon);
    assert.equal(r.statusCode, 200);
    assert.equal(r.json().requestId, r.headers['x-request-id']);
  });
});

function r2s(x: unknown): string {
  return JSON.stringify(x);
}
