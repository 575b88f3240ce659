/**
 * Large response bodies are freed once written (`releaseWhenSent`, issue 21): the client still
 * receives every byte, and only then is the buffer detached.
 */
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { releaseFromBytes, releaseWhenSent } from '../../src/api/pool/release-bytes.ts';
import { build, postJson } from '../helpers/app.ts';
import { exampleBirth } from '../../src/calculations/shared/examples.ts';
import { buildApp } from '../../src/api/app.ts';
import { loadConfig } from '../../src/api/config.ts';
import { createLogger } from '../../src/api/logger.ts';
import { Writable } from 'node:stream';

/** A body of `size` bytes of a repeated Devanagari text, in a buffer of its own. */
function body(size: number): Buffer {
  const bytes = Buffer.allocUnsafeSlow(size);
  bytes.fill('राहु केतु ');
  return bytes;
}

it('sends every byte of a large body over a real socket, and detaches the buffer only after the answer finished', async () => {
  const sent = body(3 * 1024 * 1024);
  const copy = Buffer.from(sent);
  let byteLengthAtFinish = -1;
  const server = createServer((_req, res) => {
    releaseWhenSent(res, sent);
    res.once('finish', () => setImmediate(() => (byteLengthAtFinish = sent.buffer.byteLength)));
    res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': sent.length });
    res.end(sent);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  try {
    const { port } = server.address() as AddressInfo;
    const received = Buffer.from(await (await fetch(`http://127.0.0.1:${port}/`)).arrayBuffer());
    assert.ok(received.equals(copy));
    await new Promise((r) => setTimeout(r, 50));
    assert.equal(byteLengthAtFinish, 0);
  } finally {
    server.close();
  }
});

it('leaves small bodies, slices of a larger buffer and app.inject responses alone', async () => {
  const small = body(releaseFromBytes - 1);
  const slice = body(2 * releaseFromBytes).subarray(0, releaseFromBytes);
  const server = createServer((req, res) => {
    const which = req.url === '/small' ? small : slice;
    releaseWhenSent(res, which);
    res.end(which);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  try {
    const { port } = server.address() as AddressInfo;
    await (await fetch(`http://127.0.0.1:${port}/small`)).arrayBuffer();
    await (await fetch(`http://127.0.0.1:${port}/slice`)).arrayBuffer();
    await new Promise((r) => setTimeout(r, 50));
    assert.equal(small.length, releaseFromBytes - 1);
    assert.equal(slice.buffer.byteLength, 2 * releaseFromBytes);
  } finally {
    server.close();
  }
});

it('serves kundli-advanced over a real socket with the same bytes as through app.inject, request after request', async (t) => {
  const { app } = await build(t);
  const injected = await postJson(app, '/v2/calculations/kundli-advanced', exampleBirth);
  assert.equal(injected.statusCode, 200);
  const expected = injected.json() as Record<string, unknown>;
  const config = loadConfig({ RATE_LIMIT_MAX: '100000', MAX_EVENT_LOOP_DELAY_MS: '0', CALC_WORKERS: '0', CALC_QUEUE_WAIT_MS: '60000', RESULT_CACHE_ENTRIES: '0' });
  const served = await buildApp({ config, logger: createLogger('warn', new Writable({ write: (_c, _e, cb) => cb() })) });
  await served.listen({ port: 0, host: '127.0.0.1' });
  t.after(() => served.close());
  const { port } = served.server.address() as AddressInfo;
  for (let i = 0; i < 3; i++) {
    const res = await fetch(`http://127.0.0.1:${port}/api/v2/calculations/kundli-advanced`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': i === 2 ? 'gzip' : 'identity' },
      body: JSON.stringify(exampleBirth),
    });
    assert.equal(res.status, 200);
    const json = (await res.json()) as Record<string, unknown>;
    assert.deepEqual({ ...json, requestId: '' }, { ...expected, requestId: '' });
  }
});
