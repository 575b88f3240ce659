/**
 * The bounded pool while its workers start one after another (issue 21) and when a graceful
 * shutdown begins (issue 20), with a runner whose warm workers and tasks the test controls:
 * admission counts only the warm workers (no queue admitted for two workers while one is up),
 * a worker that becomes warm takes a queued task at once, and `beginClose` answers every task
 * still queued with the refusal while the running ones finish.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { BoundedPool, type PoolRunner } from '../../src/api/pool/bounded-pool.ts';

class Refused extends Error {}

/** A runner of `concurrency` workers, `warm` of them warm at first; tasks end on `finish(task)`. */
function stagedRunner(concurrency: number, warm: number) {
  const pending = new Map<string, (v: string) => void>();
  const started: string[] = [];
  const listeners: (() => void)[] = [];
  let warmNow = warm;
  let beganClosing = false;
  let resolveFirst!: () => void;
  const firstReady = new Promise<void>((resolve) => (resolveFirst = resolve));
  if (warm > 0) resolveFirst();
  const runner: PoolRunner<string, string> = {
    concurrency,
    capacity: () => warmNow,
    onCapacityChange: (listener) => void listeners.push(listener),
    run: (task) =>
      new Promise((resolve) => {
        started.push(task);
        pending.set(task, resolve);
      }),
    ready: () => new Promise(() => undefined),
    firstReady: () => firstReady,
    beginClose: () => {
      beganClosing = true;
    },
    close: async () => undefined,
  };
  return {
    runner,
    started,
    finish: (task: string) => pending.get(task)!(`done ${task}`),
    becomeWarm: () => {
      warmNow++;
      resolveFirst();
      for (const l of listeners) l();
    },
    beganClosing: () => beganClosing,
  };
}

const tick = () => new Promise((r) => setImmediate(r));

function pool(concurrency: number, warm: number, waitBudgetMs: number, initialServiceMs = 100) {
  const m = stagedRunner(concurrency, warm);
  const p = new BoundedPool({ name: 'test', runner: m.runner, maxQueue: 100, waitBudgetMs, refuse: () => new Refused('busy'), initialServiceMs, heavyServiceMs: 1e9 });
  return { ...m, pool: p };
}

describe('bounded pool while its workers start one after another', () => {
  it('is ready for requests with one warm worker of two, before every worker is ready', async () => {
    const { pool: p } = pool(2, 1, 1000);
    const first = await Promise.race([p.readyForRequests().then(() => 'first'), tick().then(() => 'not yet')]);
    assert.equal(first, 'first');
    const all = await Promise.race([p.ready().then(() => 'all'), tick().then(() => 'not yet')]);
    assert.equal(all, 'not yet');
    assert.equal(p.stats().workers, 2);
    assert.equal(p.stats().warmWorkers, 1);
  });

  it('runs one task at a time while one worker of two is warm, and predicts the wait for one worker', async () => {
    // 10 s per task assumed (so the test's own time does not count): with one warm worker, a
    // task behind one running and one queued waits ~10 (what is left of the running one) + 10 =
    // ~20 s; two workers would halve it.
    const { pool: p, started, finish } = pool(2, 1, 60_000, 10_000);
    const a = p.run('a', 'k');
    const b = p.run('b', 'k');
    await tick();
    assert.deepEqual(started, ['a']);
    assert.equal(p.stats().busy, 1);
    assert.equal(p.stats().queued, 1);
    const predicted = p.predictedWaitMs('k');
    assert.ok(predicted > 19_000 && predicted <= 20_000, `predicted ${predicted} ms`);
    finish('a');
    await tick();
    assert.deepEqual(started, ['a', 'b']);
    finish('b');
    assert.deepEqual(await Promise.all([a, b]), ['done a', 'done b']);
  });

  it('refuses what would be admitted with two workers when only one is warm', async () => {
    // Budget 25 s at 10 s per task: with one warm worker the fourth task would wait ~10 + 10 + 10
    // = ~30 s (refused); with two it would wait (10 + 10 + 10) / 2 = 15 s.
    const { pool: p } = pool(2, 1, 25_000, 10_000);
    void p.run('a', 'k');
    void p.run('b', 'k');
    void p.run('c', 'k');
    await assert.rejects(p.run('d', 'k'), Refused);
    assert.equal(p.stats().rejected, 1);
    // The same four with both workers warm: the fourth is admitted.
    const { pool: both } = pool(2, 2, 25_000, 10_000);
    for (const t of ['a', 'b', 'c']) void both.run(t, 'k');
    void both.run('d', 'k');
    assert.equal(both.stats().rejected, 0);
    assert.equal(both.stats().queued, 2);
  });

  it('admits tasks before any worker is warm, sends none to the runner, and starts the first when a worker becomes warm', async () => {
    const { pool: p, started, finish, becomeWarm } = pool(2, 0, 1000);
    const a = p.run('a', 'k');
    const b = p.run('b', 'k');
    await tick();
    assert.deepEqual(started, [], 'no worker is warm: nothing handed to the runner');
    assert.equal(p.stats().warmWorkers, 0);
    assert.equal(p.stats().queued, 2);
    becomeWarm();
    await tick();
    assert.deepEqual(started, ['a'], 'one warm worker: one task at a time');
    finish('a');
    await tick();
    assert.deepEqual(started, ['a', 'b']);
    finish('b');
    assert.deepEqual(await Promise.all([a, b]), ['done a', 'done b']);
  });

  it('starts a queued task on a worker the moment it becomes warm', async () => {
    const { pool: p, started, finish, becomeWarm } = pool(2, 1, 1000);
    const a = p.run('a', 'k');
    const b = p.run('b', 'k');
    await tick();
    assert.deepEqual(started, ['a']);
    becomeWarm();
    await tick();
    assert.deepEqual(started, ['a', 'b']);
    assert.equal(p.stats().warmWorkers, 2);
    assert.equal(p.stats().heavySlots, 1);
    finish('a');
    finish('b');
    assert.deepEqual(await Promise.all([a, b]), ['done a', 'done b']);
  });
});

describe('bounded pool when a graceful shutdown begins', () => {
  it('answers every queued task with the refusal, lets the running ones finish, then closes', async () => {
    const { pool: p, finish, beganClosing } = pool(2, 2, 10_000);
    const running = [p.run('a', 'k'), p.run('b', 'k')];
    const queued = [p.run('c', 'k'), p.run('d', 'k'), p.run('e', 'k')];
    await tick();
    p.beginClose();
    assert.equal(beganClosing(), true);
    for (const q of queued) await assert.rejects(q, Refused);
    await assert.rejects(p.run('f', 'k'), Refused);
    const s = p.stats();
    assert.equal(s.shed, 3);
    assert.equal(s.queued, 0);
    assert.equal(s.busy, 2);
    // Only the two running tasks are left ahead: at most (100 + 100) / 2 ms.
    assert.ok(p.predictedWaitMs('k') <= 100, `predicted ${p.predictedWaitMs('k')} ms`);
    const closing = p.close();
    finish('a');
    finish('b');
    await closing;
    assert.deepEqual(await Promise.all(running), ['done a', 'done b']);
  });

  it('drops the abandonment listener of a shed task, so a later abort changes nothing', async () => {
    const { pool: p } = pool(1, 1, 10_000);
    void p.run('a', 'k');
    const controller = new AbortController();
    const b = p.run('b', 'k', controller.signal);
    p.beginClose();
    await assert.rejects(b, Refused);
    controller.abort();
    await tick();
    assert.equal(p.stats().abandoned, 0);
    assert.equal(p.stats().shed, 1);
  });
});
