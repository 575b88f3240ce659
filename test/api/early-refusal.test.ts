/**
 * The capacity refusal below the router (src/api/early-refusal.ts): with the calculation pool
 * forced full, a calculation POST is answered on the raw server with the very bytes the
 * router's own refusal sends (apart from the request id and the Date), health and readiness
 * are never refused, and a refused request's body does not spoil its keep-alive connection.
 */
import { describe, it, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/api/app.ts';
import { loadConfig } from '../../src/api/config.ts';
import { ApiError } from '../../src/shared/errors.ts';
import { delhiNoon } from '../helpers/app.ts';

interface Started {
  app: FastifyInstance;
  port: number;
  /** Requests that reached Fastify's hooks. */
  routed: () => number;
  /** Makes the pool refuse (true) or admit (false) every calculation from now on. */
  setFull: (full: boolean) => void;
}

/** An app listening on a free port, its pool's admission under the test's control. */
async function start(t: TestContext, earlyRefusal: boolean, env: Record<string, string> = {}, beforeListen?: (app: FastifyInstance) => void): Promise<Started> {
  const config = loadConfig({ MAX_EVENT_LOOP_DELAY_MS: '0', CALC_WORKERS: '0', RESULT_CACHE_ENTRIES: '0', RATE_LIMIT_MAX: '100000', ...env });
  const app = await buildApp({ config, earlyRefusal });
  beforeListen?.(app);
  let routed = 0;
  app.addHook('onRequest', (_request, _reply, done) => {
    routed++;
    done();
  });
  let full = true;
  const own = app.calculationPool.refuseEarly.bind(app.calculationPool);
  app.calculationPool.refuseEarly = (kind?: string) => (full ? new ApiError('CAPACITY_EXCEEDED') : own(kind));
  await app.listen({ port: 0, host: '127.0.0.1' });
  t.after(() => app.close());
  const { port } = app.server.address() as { port: number };
  return { app, port, routed: () => routed, setFull: (f) => (full = f) };
}

/** One raw HTTP/1.1 response: head lines, body text. */
interface RawAnswer {
  head: string;
  status: number;
  headers: Map<string, string>;
  body: string;
}

/**
 * Writes `chunks` to one connection (each after `gapMs`) and reads `count` responses, each
 * delimited by its Content-Length; resolves with them and whether the server closed the socket.
 */
function exchange(port: number, chunks: string[], count: number, gapMs = 0): Promise<{ answers: RawAnswer[]; raw: string; closed: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let buffer = Buffer.alloc(0);
    let raw = '';
    const answers: RawAnswer[] = [];
    let closed = false;
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ answers, raw, closed });
    };
    // Generous: a quiet.sh window elsewhere on the machine can freeze this test for a minute.
    const timer = setTimeout(() => reject(new Error(`timed out with ${answers.length} of ${count} answers`)), 120_000);
    socket.on('error', reject);
    socket.on('close', () => {
      closed = true;
      if (answers.length < count) reject(new Error(`connection closed after ${answers.length} of ${count} answers`));
    });
    socket.on('data', (data: Buffer) => {
      buffer = Buffer.concat([buffer, data]);
      for (;;) {
        const end = buffer.indexOf('\r\n\r\n');
        if (end < 0) break;
        const head = buffer.subarray(0, end).toString('latin1');
        const headers = new Map(
          head
            .split('\r\n')
            .slice(1)
            .map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()] as [string, string]),
        );
        const length = Number(headers.get('content-length') ?? 0);
        if (buffer.length < end + 4 + length) break;
        const body = buffer.subarray(end + 4, end + 4 + length).toString('utf8');
        raw += buffer.subarray(0, end + 4 + length).toString('latin1');
        buffer = buffer.subarray(end + 4 + length);
        answers.push({ head, status: Number(head.split(' ')[1]), headers, body });
      }
      if (answers.length >= count) finish();
    });
    void (async () => {
      for (const chunk of chunks) {
        socket.write(chunk);
        if (gapMs) await new Promise((r) => setTimeout(r, gapMs));
      }
    })();
  });
}

const body = JSON.stringify(delhiNoon);

function post(path: string, payload = body): string {
  return `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(payload)}\r\n\r\n${payload}`;
}

const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`;

/** The bytes with every request id and the Date header's value blanked. */
function comparable(raw: string): string {
  return raw.replace(/[0-9a-f]{32}/g, '<request-id>').replace(/^Date: .*$/gim, 'Date: <date>');
}

describe('capacity refusal below the router', () => {
  it('answers a calculation refused below the router with the same bytes as the router refuses it, apart from the request id', async (t) => {
    const routerOnly = await start(t, false);
    const early = await start(t, true);
    const path = '/api/v2/calculations/kundli-advanced';
    const viaRouter = await exchange(routerOnly.port, [post(path)], 1);
    const viaEarly = await exchange(early.port, [post(path)], 1);
    assert.equal(routerOnly.routed(), 1, 'the app without early refusal refused in its router');
    assert.equal(early.routed(), 0, 'the early refusal answered before any Fastify hook ran');
    assert.equal(viaEarly.answers[0].status, 503);
    assert.equal(comparable(viaEarly.raw), comparable(viaRouter.raw));
    // The envelope and the headers of spec §7, checked on their own as well.
    const answer = viaEarly.answers[0];
    const envelope = JSON.parse(answer.body);
    assert.equal(envelope.kind, 'ApiErrorEnvelope');
    assert.equal(envelope.error.code, 'CAPACITY_EXCEEDED');
    assert.equal(envelope.error.status, 503);
    assert.equal(envelope.error.retryable, true);
    assert.match(envelope.requestId, /^[0-9a-f]{32}$/);
    assert.equal(answer.headers.get('x-request-id'), envelope.requestId);
    assert.equal(answer.headers.get('retry-after'), '1');
    assert.equal(answer.headers.get('cache-control'), 'no-store');
    assert.equal(answer.headers.get('x-robots-tag'), 'noindex, nofollow');
    assert.equal(answer.headers.get('content-type'), 'application/json; charset=utf-8');
    assert.equal(answer.headers.get('connection'), 'keep-alive');
  });

  it('refuses the v1 alias, a query string and a trailing slash below the router too, with a fresh request id each', async (t) => {
    const early = await start(t, true);
    const { answers } = await exchange(
      early.port,
      [post('/api/v2/calculations/kundli-advanced?lang=en'), post('/api/v2/calculations/panchang/'), post('/api/v1/calculations/kundli-advanced')],
      3,
    );
    assert.deepEqual(
      answers.map((a) => [a.status, JSON.parse(a.body).error.code]),
      [
        [503, 'CAPACITY_EXCEEDED'],
        [503, 'CAPACITY_EXCEEDED'],
        [503, 'CAPACITY_EXCEEDED'],
      ],
    );
    assert.equal(new Set(answers.map((a) => a.headers.get('x-request-id'))).size, 3);
    assert.equal(early.routed(), 0);
  });

  it('never refuses health and readiness probes, nor other routes, while the pool is full', async (t) => {
    const early = await start(t, true);
    const { answers } = await exchange(early.port, [get('/api/healthz'), get('/api/readyz'), get('/api/v2')], 3);
    assert.deepEqual(
      answers.map((a) => a.status),
      [200, 200, 200],
    );
    assert.equal(early.routed(), 3, 'every probe went through the router');
  });

  it('keeps a keep-alive connection usable after refusing a request whose body arrives after the refusal', async (t) => {
    const early = await start(t, true);
    const path = '/api/v2/calculations/kundli-advanced';
    const head = `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
    // Headers first; the body in two pieces after the refusal has been written; then the
    // next requests on the same connection: a refused one and a probe.
    const { answers, closed } = await exchange(
      early.port,
      [head, body.slice(0, 10), body.slice(10), post(path), get('/api/healthz')],
      3,
      50,
    );
    assert.deepEqual(
      answers.map((a) => a.status),
      [503, 503, 200],
    );
    assert.equal(answers[2].body, JSON.stringify({ status: 'ok' }));
    assert.equal(closed, false, 'the server kept the connection open');
    assert.equal(early.routed(), 1, 'only the probe reached the router');
  });

  it('passes calculations the pool admits on to the router, which answers them', async (t) => {
    const early = await start(t, true);
    early.setFull(false);
    const { answers } = await exchange(early.port, [post('/api/v2/calculations/panchang')], 1);
    assert.equal(answers[0].status, 200);
    assert.equal(JSON.parse(answers[0].body).kind, 'CalculationEnvelope');
    assert.equal(early.routed(), 1);
  });

  it('leaves cacheable calculations to the router while the result cache is on', async (t) => {
    // Panchang's answers may come from the result cache: the router decides, and admits it
    // (the pool's own admission, not the forced early refusal, applies to it).
    const early = await start(t, true, { RESULT_CACHE_ENTRIES: '100' });
    const { answers } = await exchange(early.port, [post('/api/v2/calculations/panchang')], 1);
    assert.equal(answers[0].status, 200);
    assert.equal(early.routed(), 1);
  });

  it('answers through the router, closing the connection, once the app is closing', async (t) => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    // Holds the close open in a preClose hook registered after the early refusal's own.
    const early = await start(t, true, {}, (app) =>
      app.addHook('preClose', async () => {
        await gate;
      }),
    );
    t.after(() => release());
    const closing = early.app.close();
    await new Promise((r) => setTimeout(r, 20));
    const { answers } = await exchange(early.port, [post('/api/v2/calculations/kundli-advanced')], 1).catch(() => ({ answers: [] as RawAnswer[] }));
    release();
    await closing;
    // The server still listens while the preClose hooks run: the request is answered, by the router.
    assert.equal(answers.length, 1);
    assert.equal(answers[0].status, 503);
    assert.equal(JSON.parse(answers[0].body).error.code, 'CAPACITY_EXCEEDED');
    // Connection: close comes from the router's closing hook (plugins/capacity.ts); the early
    // refusal never sets it.
    assert.equal(answers[0].headers.get('connection'), 'close');
  });
});
