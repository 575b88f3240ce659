/**
 * The rate limit with REDIS_URL, against a real `redis-server` (Debian's package) started on
 * a random port: counts are shared between instances while Redis answers; when Redis is
 * stopped or hung (SIGSTOP), no request waits longer than the command timeout, each
 * instance keeps limiting on its own counts (the declared fail-open policy), /readyz says
 * `memory-fallback` and stays 200, the switch is one structured log line, and nothing
 * unstructured (ioredis' stack traces) reaches stderr. When Redis answers again (SIGCONT)
 * the counts are shared again. The metrics publish the store in use and count the switches
 * (`jyotish_rate_limit_store`, `jyotish_rate_limit_redis_fallbacks_total`). Skipped, with a
 * message, where redis-server is not installed.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Redis } from 'ioredis';
import { build, type TestApp } from '../helpers/app.ts';
import type { TestContext } from 'node:test';

const redisServer = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find(existsSync)
  ?? (spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).stdout.trim() || null);
const skip = redisServer ? false : 'redis-server is not installed (apt-get install redis-server); the Redis policy tests are skipped';

let server: ChildProcess | undefined;
let port = 0;
const cleanups: (() => unknown)[] = [];

async function startRedis(): Promise<void> {
  port = 41000 + Math.floor(Math.random() * 8000);
  server = spawn(redisServer!, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const probe = new Redis({ port, lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => undefined);
  for (let i = 0; i < 100; i++) {
    try {
      await probe.connect();
      await probe.ping();
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  probe.disconnect();
}

before(async () => {
  if (!skip) await startRedis();
});
after(async () => {
  for (const c of cleanups) await c();
  if (server && server.exitCode === null) {
    server.kill('SIGCONT');
    server.kill('SIGKILL');
  }
});

/**
 * An app limiting to `max` through the test's Redis. The timeouts below are generous bounds
 * against a hang (without the command timeout a request waits for ever), never a speed
 * measure: a loaded test machine can take a second to answer anything.
 */
async function app(max: number, commandTimeoutMs = 300, env: Record<string, string> = {}): Promise<TestApp> {
  const holder = { after: (fn: () => unknown) => cleanups.push(fn) } as unknown as TestContext;
  return build(holder, { REDIS_URL: `redis://127.0.0.1:${port}`, RATE_LIMIT_MAX: String(max), REDIS_COMMAND_TIMEOUT_MS: String(commandTimeoutMs), ...env });
}

/** An app as `app` whose metrics listener is on (a free port). */
const appWithMetrics = (max: number) => app(max, 300, { METRICS_PORT: '0', HOST: '127.0.0.1' });

/** The rate limit's series on the app's metrics port: `store=<name>` → 0/1, `fallbacks`, `fallbackRequests`. */
async function rateLimitMetrics(t: TestApp): Promise<Record<string, number>> {
  const text = await (await fetch(`http://127.0.0.1:${t.app.metricsAddress()!.port}/metrics`)).text();
  const out: Record<string, number> = {};
  for (const m of text.matchAll(/^jyotish_rate_limit_store\{store="([a-z-]+)"\} (\S+)$/gm)) out[`store=${m[1]}`] = Number(m[2]);
  const one = (name: string) => /^(\S+) (\S+)$/m.exec(text.split('\n').find((l) => l.startsWith(`${name} `)) ?? '')?.[2];
  out.fallbacks = Number(one('jyotish_rate_limit_redis_fallbacks_total'));
  out.fallbackRequests = Number(one('jyotish_rate_limit_fallback_requests_total'));
  return out;
}

async function flush(): Promise<void> {
  const c = new Redis({ port, maxRetriesPerRequest: 0 });
  await c.flushall();
  c.disconnect();
}

/** Collects what is written to stderr while `fn` runs. */
async function stderrDuring(fn: () => Promise<void>): Promise<string> {
  const original = process.stderr.write.bind(process.stderr);
  let text = '';
  process.stderr.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    text += String(chunk);
    return (original as (...a: unknown[]) => boolean)(chunk, ...rest);
  }) as typeof process.stderr.write;
  try {
    await fn();
  } finally {
    process.stderr.write = original;
  }
  return text;
}

async function timed(t: TestApp, url = '/api/v2') {
  const t0 = performance.now();
  const r = await t.app.inject({ method: 'GET', url });
  return { status: r.statusCode, ms: performance.now() - t0, body: r };
}

const readyStore = async (t: TestApp) => (await t.app.inject({ method: 'GET', url: '/api/readyz' })).json().rateLimit?.store;

describe('rate limit through Redis', { skip }, () => {
  it('shares the counts between two instances while Redis answers', async () => {
    await flush();
    // A long command timeout: this test is about sharing, and on a loaded machine a 300 ms
    // timeout could switch an instance to its local counts in the middle of it.
    const a = await app(3, 10_000);
    const b = await app(3, 10_000);
    assert.equal(await readyStore(a), 'redis');
    const statuses = [(await timed(a)).status, (await timed(b)).status, (await timed(a)).status, (await timed(b)).status];
    assert.deepEqual(statuses, [200, 200, 200, 429]);
  });

  it('keeps limiting on local counts, answers fast and logs one structured line when Redis is hung (SIGSTOP), and shares again after SIGCONT', async () => {
    await flush();
    const a = await app(3);
    const stderr = await stderrDuring(async () => {
      server!.kill('SIGSTOP');
      try {
        const first = await timed(a);
        assert.equal(first.status, 200);
        assert.ok(first.ms < 300 + 5000, `first request after the hang took ${first.ms.toFixed(0)} ms`);
        const rest = [await timed(a), await timed(a), await timed(a)];
        // Once switched, no request sends a command to the hung Redis (each would take the
        // whole command timeout): they are answered from local counts.
        for (const r of rest) assert.ok(r.ms < 2000, `later requests do not wait for Redis (${r.ms.toFixed(0)} ms)`);
        assert.deepEqual(rest.map((r) => r.status), [200, 200, 429], 'the limit still holds');
        const ready = await a.app.inject({ method: 'GET', url: '/api/readyz' });
        assert.equal(ready.statusCode, 200);
        assert.equal(ready.json().rateLimit.store, 'memory-fallback');
        assert.equal(a.app.rateLimitStatus().fallbacks, 1);
      } finally {
        server!.kill('SIGCONT');
      }
      let store = '';
      for (let i = 0; i < 50 && store !== 'redis'; i++) {
        await new Promise((r) => setTimeout(r, 100));
        store = await readyStore(a);
      }
      assert.equal(store, 'redis', 'back to the shared counts');
    });
    assert.equal(stderr, '', 'nothing on stderr');
    const redisLines = a.logs.map((l) => JSON.parse(l) as { level: number; msg: string; dependency?: string }).filter((l) => l.dependency === 'redis');
    assert.equal(redisLines.filter((l) => l.level === 40).length, 1, 'one warning for the switch');
    assert.ok(redisLines.some((l) => l.level === 30 && /again/.test(l.msg)), 'one info line for the way back');
  });

  it('publishes the store in use and counts the fallback in the metrics when Redis is hung (SIGSTOP), and shows Redis again after SIGCONT', async () => {
    await flush();
    const a = await appWithMetrics(100);
    assert.equal((await timed(a)).status, 200);
    assert.deepEqual(await rateLimitMetrics(a), { 'store=memory': 0, 'store=redis': 1, 'store=memory-fallback': 0, fallbacks: 0, fallbackRequests: 0 });
    server!.kill('SIGSTOP');
    try {
      for (let i = 0; i < 3; i++) assert.equal((await timed(a)).status, 200);
      const during = await rateLimitMetrics(a);
      assert.equal(during['store=memory-fallback'], 1);
      assert.equal(during['store=redis'], 0);
      assert.equal(during.fallbacks, 1, 'one switch to local counts');
      assert.equal(during.fallbackRequests, 3, 'the three requests counted locally');
    } finally {
      server!.kill('SIGCONT');
    }
    let back: Record<string, number> = {};
    for (let i = 0; i < 50 && back['store=redis'] !== 1; i++) {
      await new Promise((r) => setTimeout(r, 100));
      back = await rateLimitMetrics(a);
    }
    assert.equal(back['store=redis'], 1, 'back to Redis');
    assert.equal(back['store=memory-fallback'], 0);
    assert.equal(back.fallbacks, 1, 'the count stays: it is a counter');
  });

  it('keeps limiting on local counts and answers fast when Redis is stopped, with nothing on stderr', async () => {
    await flush();
    const a = await appWithMetrics(3);
    const stderr = await stderrDuring(async () => {
      server!.kill('SIGTERM');
      await new Promise((r) => server!.once('exit', r));
      const answers = [await timed(a), await timed(a), await timed(a), await timed(a)];
      assert.deepEqual(answers.map((r) => r.status), [200, 200, 200, 429]);
      for (const r of answers) assert.ok(r.ms < 5000, `${r.ms.toFixed(0)} ms`);
      assert.equal(await readyStore(a), 'memory-fallback');
      const metrics = await rateLimitMetrics(a);
      assert.equal(metrics['store=memory-fallback'], 1, 'the metrics name the local store');
      assert.equal(metrics.fallbacks, 1, 'and count the switch');
      assert.equal(metrics.fallbackRequests, 4);
      // Reconnection attempts go on in the background without a word on stderr.
      await new Promise((r) => setTimeout(r, 1500));
      assert.equal((await timed(a, '/api/healthz')).status, 200);
    });
    assert.equal(stderr, '', 'nothing on stderr');
    for (const line of a.logs) {
      const parsed = JSON.parse(line) as Record<string, unknown>;
      assert.ok(!('stack' in parsed), 'no stack traces in the log');
    }
  });

  it('starts (and limits locally) when Redis is down at start', async () => {
    const a = await app(2);
    assert.equal(await readyStore(a), 'memory-fallback');
    assert.deepEqual([(await timed(a)).status, (await timed(a)).status, (await timed(a)).status], [200, 200, 429]);
  });
});
