/**
 * Graceful shutdown: on SIGTERM the server stops accepting, answers every request already
 * sent (finished, or 503 with Connection: close) instead of resetting it, closes idle and
 * bodiless connections, and exits with status 0 within the grace period.
 */
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../src/api/app.ts';
import { loadConfig } from '../../src/api/config.ts';
import { closeGracefully } from '../../src/api/shutdown.ts';
import { KeepAliveClient, RawConnection, postHead } from '../helpers/raw-http.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Starts `src/server.ts` in a child process and waits until /readyz answers 200: up to two
 * minutes, because a busy test machine can take that long to load the TypeScript source.
 */
async function startServer(env: Record<string, string>) {
  const port = 40000 + Math.floor(Math.random() * 9000);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '100000000', ...env },
    stdio: 'ignore',
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let up = false;
  // Measured by the clock: on a loaded 2-core box a cold start from source takes long.
  const deadline = Date.now() + 120_000;
  while (!up && Date.now() < deadline) {
    try {
      up = (await fetch(`http://127.0.0.1:${port}/api/readyz`)).ok;
    } catch {
      /* not listening yet */
    }
    if (!up) await new Promise((r) => setTimeout(r, 100));
  }
  return { port, child, exited, up };
}

it('answers every request already sent on keep-alive connections during SIGTERM, closes idle and bodiless connections, and exits 0 within the grace period', async () => {
  const graceMs = 8000;
  // Workers at the process's priority: niced (the default) they would yield the CPU to the
  // other test files running in the same session, and the drain timed here would measure those.
  const { port, child, exited, up } = await startServer({ CALC_WORKERS: '1', CALC_WORKER_NICE: '0', SHUTDOWN_GRACE_MS: String(graceMs) });
  try {
    assert.ok(up, 'server came up');
    const body = JSON.stringify({ localDate: '2022-01-24', localTime: '12:00:00', timezone: 'Asia/Kolkata', latitude: 28.6139, longitude: 77.209 });
    const requests = [
      postHead('/api/v2/calculations/panchang', body.length) + body,
      'GET /api/v2 HTTP/1.1\r\nHost: localhost\r\n\r\n',
      'GET /api/healthz HTTP/1.1\r\nHost: localhost\r\n\r\n',
    ];
    const busy = await Promise.all(Array.from({ length: 32 }, () => KeepAliveClient.open(port)));
    const idle = await Promise.all(Array.from({ length: 4 }, () => KeepAliveClient.open(port)));
    for (const c of idle) assert.equal(((await c.send(requests[2])) as { status: number }).status, 200);
    const idleEnds = idle.map((c) => new Promise<boolean>((resolve) => c.socket.once('close', (hadError) => resolve(hadError))));
    const bodiless = await Promise.all(Array.from({ length: 2 }, () => RawConnection.open(port)));
    for (const c of bodiless) c.write(postHead('/api/v2/calculations/panchang', body.length));

    const statuses: Record<string, number> = {};
    const lost: string[] = [];
    let closeAnswered = 0;
    let signalled = false;
    let afterSignal = 0;
    const loops = busy.map(async (c, i) => {
      for (let n = i; ; n++) {
        const answer = await c.send(requests[n % requests.length]);
        if ('lost' in answer) {
          lost.push(answer.lost);
          return;
        }
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        if (signalled) afterSignal++;
        if (answer.status === 503) assert.equal(JSON.parse(answer.body).error.code, 'CAPACITY_EXCEEDED');
        if (answer.headers.connection === 'close') {
          closeAnswered++;
          return; // the server closes this connection after the answer: send nothing more on it
        }
      }
    });
    await new Promise((r) => setTimeout(r, 1500));
    const signalledAt = performance.now();
    signalled = true;
    child.kill('SIGTERM');
    const code = await exited;
    const exitMs = performance.now() - signalledAt;
    await Promise.all(loops);

    // Exit status 0 means every request ended within the grace period (the server exits 1
    // when its grace timer fires); the elapsed time is only reported, never asserted.
    assert.equal(code, 0, `exit status (exited ${exitMs.toFixed(0)} ms after SIGTERM)`);
    assert.deepEqual(lost, [], `requests sent but never answered (statuses ${JSON.stringify(statuses)})`);
    assert.equal(closeAnswered, busy.length, 'every busy connection ended with an answer carrying Connection: close');
    assert.ok(afterSignal > 0);
    assert.ok((statuses['200'] ?? 0) > 0);
    assert.deepEqual(await Promise.all(idleEnds), [false, false, false, false], 'idle connections closed, not reset');
    for (const c of bodiless) {
      const r = await c.response(1000);
      assert.ok(r, 'the bodiless request was answered');
      assert.equal(r.status, 503);
      assert.equal(JSON.parse(r.body).error.code, 'CAPACITY_EXCEEDED');
      assert.equal(r.headers.connection, 'close');
    }
  } finally {
    // A failed assertion (or a server that never came up) must not leave the child running.
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
});

/** The gauges of the calculation pool on the metrics port, by field (`queue_size` …). */
async function poolGauges(metricsPort: number): Promise<Map<string, number>> {
  const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  const gauges = new Map<string, number>();
  for (const m of text.matchAll(/^jyotish_pool_(\w+)\{pool="calculations"\} (\S+)$/gm)) gauges.set(m[1], Number(m[2]));
  return gauges;
}

it('answers the calculations still queued 503 CAPACITY_EXCEEDED with Connection: close on SIGTERM, lets the running one finish with 200, and exits 0 within a grace too short for the queue', async () => {
  // One worker, a year-long muhurat search per request (~0.3 s on a quiet 2-core box, more
  // when loaded), 30 of them admitted at once (a wait budget of a minute): the queue holds
  // several seconds of work, more than the 4 s grace; the one running needs well under it.
  const graceMs = 4000;
  const metricsPort = 49500 + Math.floor(Math.random() * 400);
  const { port, child, exited, up } = await startServer({
    CALC_WORKERS: '1',
    CALC_WORKER_NICE: '0',
    CALC_QUEUE_WAIT_MS: '60000',
    MAX_EVENT_LOOP_DELAY_MS: '0',
    RESULT_CACHE_ENTRIES: '0',
    SHUTDOWN_GRACE_MS: String(graceMs),
    METRICS_PORT: String(metricsPort),
  });
  try {
    assert.ok(up, 'server came up');
    const count = 30;
    const clients = await Promise.all(Array.from({ length: count }, () => KeepAliveClient.open(port)));
    const answers = clients.map((c, i) => {
      // A different range each, so no answer could come from a cache.
      const start = new Date(Date.UTC(2030, 0, 1 + i));
      const end = new Date(start.getTime() + 365 * 86_400_000);
      const body = JSON.stringify({ activity: 'griha-pravesh', startDate: start.toISOString().slice(0, 10), endDate: end.toISOString().slice(0, 10), timezone: 'Asia/Kolkata', latitude: 28.6139, longitude: 77.209, limit: 1 });
      return c.send(postHead('/api/v2/calculations/muhurat-finder', body.length) + body);
    });
    // Until the worker runs one and the others wait for it (the first may have finished meanwhile).
    const deadline = Date.now() + 60_000;
    let gauges = await poolGauges(metricsPort);
    while (!((gauges.get('busy') ?? 0) >= 1 && (gauges.get('queue_size') ?? 0) >= count - 5) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
      gauges = await poolGauges(metricsPort);
    }
    assert.ok((gauges.get('queue_size') ?? 0) >= count - 5, `queued before SIGTERM: ${JSON.stringify([...gauges])}`);
    const signalledAt = performance.now();
    child.kill('SIGTERM');
    const code = await exited;
    const exitMs = performance.now() - signalledAt;
    const results = await Promise.all(answers);

    assert.equal(code, 0, `exit status (exited ${exitMs.toFixed(0)} ms after SIGTERM, grace ${graceMs} ms)`);
    const lost = results.filter((r) => 'lost' in r);
    assert.deepEqual(lost, [], 'every request was answered, none reset or closed unanswered');
    const answered = results.filter((r): r is Exclude<typeof r, { lost: unknown }> => !('lost' in r));
    const ok = answered.filter((r) => r.status === 200);
    const refused = answered.filter((r) => r.status === 503);
    assert.equal(ok.length + refused.length, count, `statuses ${answered.map((r) => r.status).join(' ')}`);
    assert.ok(ok.length >= 1, 'the calculation running at SIGTERM finished with 200');
    assert.ok(refused.length >= count - 5 - 1, `the queued ones were refused: ${ok.length} × 200, ${refused.length} × 503`);
    for (const r of ok) assert.equal(JSON.parse(r.body).kind, 'CalculationEnvelope');
    for (const r of refused) {
      const body = JSON.parse(r.body);
      assert.equal(body.kind, 'ApiErrorEnvelope');
      assert.equal(body.error.code, 'CAPACITY_EXCEEDED');
      assert.equal(body.error.status, 503);
      assert.equal(r.headers['x-request-id'], body.requestId);
      assert.equal(r.headers['retry-after'], '1');
      assert.equal(r.headers.connection, 'close');
    }
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
});

it('lets a request in flight finish while closing and refuses new ones', async () => {
  const app = await buildApp({ config: loadConfig({ RATE_LIMIT_MAX: '1000', MAX_EVENT_LOOP_DELAY_MS: '0', CALC_WORKERS: '0' }) });
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  let entered!: () => void;
  const inside = new Promise<void>((r) => (entered = r));
  app.get('/api/test-slow', async () => {
    entered();
    await gate;
    return { done: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as { port: number };
  const inFlight = fetch(`http://127.0.0.1:${address.port}/api/test-slow`);
  await inside;
  const closing = closeGracefully(app);
  setTimeout(release, 50);
  const response = await inFlight;
  assert.equal(response.status, 200);
  assert.deepEqual(await response.json(), { done: true });
  await closing;
  await assert.rejects(fetch(`http://127.0.0.1:${address.port}/api/healthz`));
});
