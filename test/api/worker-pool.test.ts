/**
 * Calculations in real worker threads (piscina), as production runs them: every registered
 * calculation — whatever its id, with no per-calculation code — answers from a worker with
 * the same envelope as on the main thread; the errors a calculation throws in a worker come
 * back as the same catalogued error with the same details; a defect is a 500; beyond the
 * wait budget the answer is 503 CAPACITY_EXCEEDED at once; and the probes never wait
 * behind calculations.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { TestContext } from 'node:test';
import { build, delhiNoon, postJson, type TestApp } from '../helpers/app.ts';
import { calculations } from '../../src/calculations/registry.ts';
import { computeInPool, createCalculationPool } from '../../src/api/pool/calculation-pool.ts';
import { ApiError, EphemerisUnavailable, LocalTimeNonexistent, OutOfRange, ValidationFailed } from '../../src/shared/errors.ts';
import type { AnyCalculation } from '../../src/calculations/types.ts';
import { currentThreadNice, threadNiceValues } from '../../src/api/pool/thread-priority.ts';
import { slowMuhuratMs } from './fixtures/slow-muhurat.ts';

let pooled: TestApp;
let inline: TestApp;

// One app with two worker threads for the whole file (a worker start loads the registry
// through tsx: seconds on a busy machine), beside the in-thread app of the other tests.
before(async () => {
  const holder = { after: (fn: () => unknown) => cleanups.push(fn) } as unknown as TestContext;
  pooled = await build(holder, { CALC_WORKERS: '2', CALC_QUEUE_WAIT_MS: '50', CALC_HEAVY_MS: '100', RESULT_CACHE_ENTRIES: '0' });
  await pooled.app.calculationPool.ready();
  inline = await build(holder, { RESULT_CACHE_ENTRIES: '0' });
});
const cleanups: (() => unknown)[] = [];
after(async () => {
  for (const c of cleanups) await c();
});

/** The envelope without the parts that differ between two requests. */
function comparable(body: string) {
  const { requestId: _id, ...rest } = JSON.parse(body) as Record<string, unknown>;
  return rest;
}

describe('calculations in worker threads', () => {
  it('answers every registered calculation from a worker exactly as on the main thread', async () => {
    assert.ok(calculations.length >= 12);
    for (const calc of calculations) {
      const a = await postJson(pooled.app, calc.paths.v2, calc.example);
      const b = await postJson(inline.app, calc.paths.v2, calc.example);
      assert.equal(a.statusCode, 200, `${calc.id}: ${a.body.slice(0, 300)}`);
      assert.equal(b.statusCode, 200, calc.id);
      assert.equal(a.json().requestId, a.headers['x-request-id'], `${calc.id}: request id written into the worker's bytes`);
      assert.deepEqual(comparable(a.body), comparable(b.body), calc.id);
    }
    const stats = pooled.app.calculationPool.stats();
    assert.equal(stats.workers, 2);
    assert.ok(stats.completed >= calculations.length);
    for (const calc of calculations) assert.ok(calc.id in stats.serviceMsByKind, `service time of ${calc.id} observed`);
    const mainNice = currentThreadNice();
    if (process.platform === 'linux' && mainNice !== null && mainNice < 10) {
      // The app's workers run at CALC_WORKER_NICE (10 by default); the main thread keeps its own.
      const niced = [...threadNiceValues().values()].filter((n) => n === 10).length;
      assert.ok(niced >= 2, `${niced} threads at nice 10`);
      assert.equal(threadNiceValues().get(process.pid), mainNice);
    }
  });

  it('brings the errors a calculation throws in a worker back with the same code, status and details', async () => {
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['an unknown time zone', { ...delhiNoon, timezone: 'Mars/Olympus' }, 'VALIDATION_FAILED', '/timezone'],
      ['a date before 1800', { ...delhiNoon, localDate: '1799-12-31' }, 'OUT_OF_RANGE', '/localDate'],
      ['a local time in a daylight-saving gap', { ...delhiNoon, localDate: '2024-03-10', localTime: '02:30:00', timezone: 'America/New_York', latitude: 40.7, longitude: -74 }, 'LOCAL_TIME_NONEXISTENT', '/localTime'],
    ];
    for (const [what, body, code, path] of cases) {
      const a = await postJson(pooled.app, '/v2/calculations/kundli', body);
      const b = await postJson(inline.app, '/v2/calculations/kundli', body);
      assert.equal(a.statusCode, 422, what);
      const ea = a.json().error;
      assert.equal(ea.code, code, what);
      assert.equal(ea.details[0].path, path, what);
      assert.deepEqual(ea, b.json().error, `${what}: same error as on the main thread`);
      assert.equal(a.headers['cache-control'], 'no-store');
    }
  });

  it('revives each ApiError subclass on the main thread', async () => {
    const pool = pooled.app.calculationPool;
    const kundli = calculations.find((c) => c.id === 'kundli')!;
    const expect = async (body: unknown, cls: new (...args: never[]) => ApiError) => {
      const error = await computeInPool(pool, kundli, body, new Date()).then(
        () => assert.fail('no error'),
        (e: unknown) => e,
      );
      assert.ok(error instanceof cls, `instance of ${cls.name}`);
      assert.ok(error instanceof ApiError);
    };
    await expect({ ...delhiNoon, timezone: 'Mars/Olympus' }, ValidationFailed);
    await expect({ ...delhiNoon, localDate: '1799-12-31' }, OutOfRange);
    await expect({ ...delhiNoon, localDate: '2024-03-10', localTime: '02:30:00', timezone: 'America/New_York' }, LocalTimeNonexistent);
  });

  it('answers a defect in a worker as a plain error (500), not as a catalogued one', async () => {
    const ghost = { id: 'no-such-calculation' } as AnyCalculation;
    const error = await computeInPool(pooled.app.calculationPool, ghost, {}, new Date()).then(
      () => assert.fail('no error'),
      (e: unknown) => e as Error,
    );
    assert.ok(!(error instanceof ApiError));
    assert.match(error.message, /no calculation registered/);
  });

  it('answers the calculations beyond the wait budget with 503 CAPACITY_EXCEEDED and Retry-After: 1 at once', async () => {
    const calc = calculations.find((c) => c.id === 'kundli-advanced')!;
    const sentAt = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 24 }, () =>
        postJson(pooled.app, calc.paths.v2, calc.example).then((r) => ({ r, ms: performance.now() - sentAt })),
      ),
    );
    const ok = answers.filter((a) => a.r.statusCode === 200);
    const refused = answers.filter((a) => a.r.statusCode === 503);
    assert.equal(ok.length + refused.length, answers.length, 'only 200 or 503');
    assert.ok(ok.length >= 2, `${ok.length} computed`);
    assert.ok(refused.length >= 1, 'some refused');
    for (const { r } of refused) {
      assert.equal(r.json().error.code, 'CAPACITY_EXCEEDED');
      assert.equal(r.headers['retry-after'], '1');
    }
    // Refusals come back before the admitted calculations are done: nobody waited to be refused.
    const lastRefusal = Math.max(...refused.map((a) => a.ms));
    const lastSuccess = Math.max(...ok.map((a) => a.ms));
    assert.ok(lastRefusal < lastSuccess, `refused by ${lastRefusal.toFixed(0)} ms, computed by ${lastSuccess.toFixed(0)} ms`);
    assert.ok(pooled.app.calculationPool.stats().rejected >= refused.length);
  });

  it('keeps a worker for light calculations while heavy ones (a deliberately slow muhurat search) run and wait', async () => {
    // A pool of its own whose workers sleep slowMuhuratMs before each muhurat-finder task, so
    // that calculation is heavy on any machine (CALC_HEAVY_MS 100 here) and stays running
    // while the light ones are sent: nothing here depends on how fast the machine is.
    const pool = await createCalculationPool({
      workers: 2,
      maxQueue: 16,
      waitBudgetMs: 50,
      heavyMs: 100,
      checkResponses: false,
      workerFile: new URL('./fixtures/slow-muhurat-worker.ts', import.meta.url),
    });
    try {
      await pool.ready();
      const muhurat = calculations.find((c) => c.id === 'muhurat-finder')!;
      const panchang = calculations.find((c) => c.id === 'panchang')!;
      const now = new Date();
      // Teach the pool this kind's service time: one run takes at least slowMuhuratMs.
      await computeInPool(pool, muhurat, muhurat.example, now);
      assert.ok(pool.stats().serviceMsByKind['muhurat-finder'] >= slowMuhuratMs, JSON.stringify(pool.stats().serviceMsByKind));
      const heavy = [computeInPool(pool, muhurat, muhurat.example, now), computeInPool(pool, muhurat, muhurat.example, now)];
      // Both were admitted at once (a heavy task's budget is its own expected time): one
      // runs, the other waits, although a worker is free.
      assert.equal(pool.stats().busyHeavy, 1, JSON.stringify(pool.stats()));
      assert.equal(pool.stats().queued, 1, JSON.stringify(pool.stats()));
      // Two heavy searches ahead would predict a wait of ~slowMuhuratMs for everyone if all
      // work counted; the budget is 50 ms. Light calculations still get the other worker.
      let mostHeavy = 0;
      for (let i = 0; i < 5; i++) {
        mostHeavy = Math.max(mostHeavy, pool.stats().busyHeavy);
        assert.equal(pool.predictedWaitMs('panchang'), 0, `panchang ${i}: a light worker is free`);
        const bytes = await computeInPool(pool, panchang, { ...delhiNoon, localDate: `2030-01-0${i + 1}` }, now);
        assert.equal(JSON.parse(bytes.toString('utf8')).kind, 'CalculationEnvelope', `panchang ${i}`);
        mostHeavy = Math.max(mostHeavy, pool.stats().busyHeavy);
      }
      assert.equal(mostHeavy, 1, 'heavy calculations held one worker of two, never both');
      // The second heavy search was admitted and answered after the first.
      for (const bytes of await Promise.all(heavy)) assert.equal(JSON.parse(bytes.toString('utf8')).kind, 'CalculationEnvelope');
      assert.equal(pool.stats().rejected, 0);
    } finally {
      await pool.close();
    }
  });

  it('answers the health and readiness probes while the workers are busy', async () => {
    const calc = calculations.find((c) => c.id === 'kundli-advanced')!;
    const pool = pooled.app.calculationPool;
    let loading = true;
    // Eight clients sending kundli-advanced back to back (admitted or refused) for a while.
    const clients = Array.from({ length: 8 }, async () => {
      while (loading) {
        await postJson(pooled.app, calc.paths.v2, calc.example);
        // inject() never touches a socket: a refusal resolves in microtasks alone, and a loop
        // of them would starve the timers of this test. Real clients wait for I/O.
        await new Promise((r) => setImmediate(r));
      }
    });
    const probes: { ms: number; status: number; busy: boolean }[] = [];
    for (let i = 0; i < 10; i++) {
      await new Promise((r) => setTimeout(r, 100));
      const busy = pool.stats().busy > 0;
      const t0 = performance.now();
      const url = i % 2 ? '/api/readyz' : '/api/healthz';
      const r = await pooled.app.inject({ method: 'GET', url });
      probes.push({ ms: performance.now() - t0, status: r.statusCode, busy });
    }
    loading = false;
    await Promise.all(clients);
    assert.ok(probes.every((p) => p.status === 200), JSON.stringify(probes));
    assert.ok(probes.some((p) => p.busy), 'some probes ran while workers computed');
    // A probe never waits for a calculation (each takes tens of ms, the queue holds more).
    const slowest = Math.max(...probes.map((p) => p.ms));
    assert.ok(slowest < 1000, `slowest probe ${slowest.toFixed(0)} ms`);
  });
});

describe('a worker whose ephemeris files are unusable', () => {
  it('answers 503 EPHEMERIS_UNAVAILABLE from the worker, as the catalogued error', async () => {
    const saved = process.env.EPHE_PATH;
    process.env.EPHE_PATH = '/nonexistent-ephemeris-dir';
    let pool;
    try {
      // The worker copies the environment when it starts.
      pool = await createCalculationPool({ workers: 1, maxQueue: 4, waitBudgetMs: 10_000, checkResponses: false });
    } finally {
      if (saved === undefined) delete process.env.EPHE_PATH;
      else process.env.EPHE_PATH = saved;
    }
    try {
      await pool.ready();
      const kundli = calculations.find((c) => c.id === 'kundli')!;
      const error = await computeInPool(pool, kundli, kundli.example, new Date()).then(
        () => assert.fail('computed without the ephemeris'),
        (e: unknown) => e,
      );
      assert.ok(error instanceof EphemerisUnavailable);
      assert.equal((error as ApiError).code, 'EPHEMERIS_UNAVAILABLE');
      assert.equal((error as ApiError).status, 503);
    } finally {
      await pool.close();
    }
  });
});
