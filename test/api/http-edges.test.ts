/**
 * What happens below the routes, over real sockets: slow and withheld bodies are answered
 * 408 after the request timeout and never hold a processing slot; requests that are not
 * HTTP, oversized headers and a path climbing out of the docs folder get the error envelope
 * with the headers of spec §7; forbidden keys are named; clients that hang up are logged at
 * info level, never as errors.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { TestContext } from 'node:test';
import { build, delhiNoon, postJson, type TestApp } from '../helpers/app.ts';
import { RawConnection, postHead, type RawResponse } from '../helpers/raw-http.ts';

const hex32 = /^[0-9a-f]{32}$/;
let t: TestApp;
let port: number;
const cleanups: (() => unknown)[] = [];

before(async () => {
  const holder = { after: (fn: () => unknown) => cleanups.push(fn) } as unknown as TestContext;
  t = await build(holder, { REQUEST_TIMEOUT_MS: '1000', HEADERS_TIMEOUT_MS: '1000', MAX_IN_FLIGHT: '4' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
after(async () => {
  for (const c of cleanups) await c();
});

/** The envelope and §7 headers of an error answer. */
function assertEnvelope(r: RawResponse | null, status: number, code: string) {
  assert.ok(r, 'an answer arrived');
  assert.equal(r.status, status, r.body);
  const body = JSON.parse(r.body);
  assert.equal(body.kind, 'ApiErrorEnvelope');
  assert.equal(body.error.code, code);
  assert.equal(body.error.status, status);
  assert.match(body.requestId, hex32);
  assert.equal(r.headers['x-request-id'], body.requestId);
  assert.equal(r.headers['cache-control'], 'no-store');
  assert.equal(r.headers['x-robots-tag'], 'noindex, nofollow');
  assert.match(r.headers['content-type'], /^application\/json/);
  assert.ok(/[\u0900-\u097F]/.test(body.error.message.hi));
}

const panchang = '/api/v2/calculations/panchang';

describe('slow clients', () => {
  it('answers a body that trickles or never comes with 408 REQUEST_TIMEOUT and closes, while other clients are served', async () => {
    const body = JSON.stringify(delhiNoon);
    // More slow connections than processing slots (MAX_IN_FLIGHT=4).
    const slow = await Promise.all(Array.from({ length: 12 }, () => RawConnection.open(port)));
    slow.forEach((c, i) => c.write(postHead(panchang, body.length) + (i % 2 ? body.slice(0, 10) : '')));
    // A trickle: a byte every 200 ms never completes within the 1 s request timeout.
    const trickle = setInterval(() => slow.forEach((c, i) => i % 2 && !c.socket.destroyed && c.write(' ')), 200);
    try {
      for (let i = 0; i < 6; i++) {
        const r = await postJson(t.app, '/v2/calculations/panchang', delhiNoon);
        assert.equal(r.statusCode, 200, 'served beside the slow connections');
        const live = await fetch(`http://127.0.0.1:${port}${panchang}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
        assert.equal(live.status, 200, await live.text());
      }
      const answers = await Promise.all(slow.map((c) => c.response(20_000)));
      for (const r of answers) {
        assertEnvelope(r, 408, 'REQUEST_TIMEOUT');
        assert.equal(r!.headers.connection, 'close');
        assert.equal(r!.ending, 'closed');
        assert.ok(r!.ms >= 900 && r!.ms < 20_000, `answered after ${r!.ms.toFixed(0)} ms`);
      }
    } finally {
      clearInterval(trickle);
      slow.forEach((c) => c.destroy());
    }
  });

  it('answers headers that never finish with the 408 envelope', async () => {
    const c = await RawConnection.open(port);
    c.write('GET /api/healthz HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    const r = await c.response(8000);
    assertEnvelope(r, 408, 'REQUEST_TIMEOUT');
    assert.equal(r!.headers.connection, 'close');
  });
});

describe('HTTP-level errors', () => {
  it('answers a request line that is not HTTP with 400 BAD_REQUEST in the envelope', async () => {
    const c = await RawConnection.open(port);
    c.write('HELLO THERE\r\n\r\n');
    assertEnvelope(await c.response(), 400, 'BAD_REQUEST');
  });

  it('answers oversized headers with 431 HEADERS_TOO_LARGE in the envelope', async () => {
    const c = await RawConnection.open(port);
    c.write(`GET /api/healthz HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    assertEnvelope(await c.response(), 431, 'HEADERS_TOO_LARGE');
  });

  it('answers a path that climbs out of the docs folder with 404 NOT_FOUND, not 500', async () => {
    const c = await RawConnection.open(port);
    c.write('GET /api/docs/static/../../../../etc/passwd HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    const r = await c.response();
    assertEnvelope(r, 404, 'NOT_FOUND');
    assert.ok(!r!.body.includes('root:'));
    for (const path of ['/api/docs/static/%2e%2e/%2e%2e/%2e%2e/etc/passwd', '/api/docs/static/..%2f..%2f..%2fetc%2fpasswd']) {
      const x = await t.app.inject({ method: 'GET', url: path });
      assert.equal(x.statusCode, 404, path);
      assert.equal(x.json().error.code, 'NOT_FOUND');
    }
  });
});

describe('request bodies', () => {
  it('names a __proto__ or constructor key as forbidden (422), not as malformed JSON', async () => {
    for (const [raw, pointer] of [
      [`{"__proto__":{"polluted":true},${JSON.stringify(delhiNoon).slice(1)}`, '/__proto__'],
      [`{"constructor":{"prototype":{"x":1}},${JSON.stringify(delhiNoon).slice(1)}`, '/constructor'],
      [`{"partner":{"nested":[{"__proto__":1}]},${JSON.stringify(delhiNoon).slice(1)}`, '/partner/nested/0/__proto__'],
    ] as const) {
      const r = await postJson(t.app, '/v2/calculations/panchang', raw);
      assert.equal(r.statusCode, 422, r.body);
      const error = r.json().error;
      assert.equal(error.code, 'VALIDATION_FAILED');
      assert.equal(error.details[0].path, pointer);
      assert.match(error.details[0].issue, /forbidden key/);
    }
    assert.equal(({} as Record<string, unknown>).polluted, undefined, 'no prototype touched');
  });

  it('still answers broken JSON with MALFORMED_JSON', async () => {
    const r = await postJson(t.app, '/v2/calculations/panchang', '{"__proto__": ');
    assert.equal(r.statusCode, 422);
    assert.equal(r.json().error.code, 'MALFORMED_JSON');
  });
});

describe('clients that hang up', () => {
  it('logs a client that leaves in the middle of its body or of its calculation at info level, never as an error', async () => {
    const body = JSON.stringify(delhiNoon);
    await postJson(t.app, '/v2/calculations/kundli-advanced', delhiNoon); // warm: computed in tens of ms now
    const before = t.logs.length;
    const a = await RawConnection.open(port);
    a.write(postHead(panchang, body.length) + body.slice(0, 8));
    await new Promise((r) => setTimeout(r, 100));
    a.destroy();
    await new Promise((r) => setTimeout(r, 200));
    const b = await RawConnection.open(port);
    b.write(postHead('/api/v2/calculations/kundli-advanced', body.length) + body);
    b.destroy();
    await new Promise((r) => setTimeout(r, 500));
    const lines = t.logs.slice(before).map((l) => JSON.parse(l) as { level: number; msg: string });
    assert.ok(lines.every((l) => l.level < 50), JSON.stringify(lines.filter((l) => l.level >= 50)));
    assert.ok(lines.some((l) => l.level === 30 && /aborted/.test(l.msg)), JSON.stringify(lines));
  });
});
