/**
 * The bounded pool's admission rule, with a runner whose tasks finish when the test says so:
 * tasks beyond the free slots wait in order; a task whose predicted wait exceeds the budget,
 * or that finds the queue full, is refused at once; a waiting task whose client leaves gives
 * up its place; stats count all of it.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { BoundedPool, TaskAbandoned, type PoolRunner } from '../../src/api/pool/bounded-pool.ts';

class Refused extends Error {}

/** A runner with `concurrency` slots whose tasks end when `finish(task)` is called. */
function manualRunner(concurrency: number) {
  const pending = new Map<string, { resolve: (v: string) => void; reject: (e: unknown) => void }>();
  const started: string[] = [];
  let closed = false;
  const runner: PoolRunner<string, string> = {
    concurrency,
    run: (task) =>
      new Promise((resolve, reject) => {
        started.push(task);
        pending.set(task, { resolve, reject });
      }),
    ready: async () => undefined,
    close: async () => {
      closed = true;
    },
  };
  return {
    runner,
    started,
    finish: (task: string) => pending.get(task)!.resolve(`done ${task}`),
    fail: (task: string) => pending.get(task)!.reject(new Error(`crash ${task}`)),
    isClosed: () => closed,
  };
}

function pool(concurrency: number, maxQueue: number, waitBudgetMs: number, initialServiceMs = 100, heavyServiceMs = 1e9) {
  const m = manualRunner(concurrency);
  const p = new BoundedPool({ name: 'test', runner: m.runner, maxQueue, waitBudgetMs, refuse: () => new Refused('busy'), initialServiceMs, heavyServiceMs });
  return { ...m, pool: p };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('bounded pool', () => {
  it('runs tasks up to the number of slots and queues the rest in order', async () => {
    const { pool: p, started, finish } = pool(2, 10, 10_000);
    const results = ['a', 'b', 'c', 'd'].map((t) => p.run(t, 'k'));
    await tick();
    assert.deepEqual(started, ['a', 'b']);
    assert.equal(p.stats().busy, 2);
    assert.equal(p.stats().queued, 2);
    finish('a');
    await tick();
    assert.deepEqual(started, ['a', 'b', 'c']);
    finish('b');
    finish('c');
    await tick();
    finish('d');
    assert.deepEqual(await Promise.all(results), ['done a', 'done b', 'done c', 'done d']);
    const s = p.stats();
    assert.equal(s.completed, 4);
    assert.equal(s.busy, 0);
    assert.equal(s.queued, 0);
    assert.equal(s.queueWaitMs.count, 4);
  });

  it('refuses at once when the predicted wait exceeds the budget', async () => {
    // Two slots, 100 ms assumed per task, budget 120 ms: with both slots busy the third
    // task would wait ~100 ms (admitted), the fourth ~150 ms (refused), and so on.
    const { pool: p, finish } = pool(2, 100, 120);
    const a = p.run('a', 'k');
    const b = p.run('b', 'k');
    const c = p.run('c', 'k');
    // Refused while no task has finished (none will until the test says so): it waited for nothing.
    await assert.rejects(p.run('d', 'k'), Refused);
    assert.equal(p.stats().rejected, 1);
    assert.equal(p.stats().queued, 1);
    for (const t of ['a', 'b']) finish(t);
    await tick();
    finish('c');
    await Promise.all([a, b, c]);
  });

  it('tells a caller to refuse early, without a task, exactly when a task would be refused', async () => {
    const { pool: p, finish } = pool(1, 1, 1e9);
    assert.equal(p.refuseEarly(), null);
    const a = p.run('a', 'k');
    const b = p.run('b', 'k');
    assert.ok(p.refuseEarly() instanceof Refused, 'queue full');
    assert.equal(p.stats().rejected, 1);
    finish('a');
    await tick();
    finish('b');
    await Promise.all([a, b]);
    assert.equal(p.refuseEarly(), null);
  });

  it('refuses when the queue is full, whatever the budget', async () => {
    const { pool: p, finish } = pool(1, 2, 1e9);
    const admitted = ['a', 'b', 'c'].map((t) => p.run(t, 'k'));
    await assert.rejects(p.run('d', 'k'), Refused);
    finish('a');
    await tick();
    finish('b');
    await tick();
    finish('c');
    await Promise.all(admitted);
  });

  it('learns the service time of each kind and predicts with it', async () => {
    const { pool: p, finish } = pool(1, 100, 1e9, 5);
    await p.ready(); // only tasks started once the workers are up teach the pool
    await tick();
    const first = p.run('slow-1', 'slow');
    await new Promise((r) => setTimeout(r, 60));
    finish('slow-1');
    await first;
    const learnt = p.stats().serviceMsByKind.slow;
    assert.ok(learnt >= 50 && learnt < 1000, `learnt ${learnt} ms`);
    const running = p.run('slow-2', 'slow');
    const queued = p.run('slow-3', 'slow');
    // One running (≈learnt left) and one queued (learnt): about twice the learnt time.
    const predicted = p.predictedWaitMs();
    assert.ok(predicted > learnt * 1.5 && predicted <= learnt * 2 + 1, `predicted ${predicted} for ${learnt}`);
    finish('slow-2');
    await tick();
    finish('slow-3');
    await Promise.all([running, queued]);
  });

  it('drops a queued task whose client went away and never runs it', async () => {
    const { pool: p, started, finish } = pool(1, 10, 1e9);
    const a = p.run('a', 'k');
    const leaving = new AbortController();
    const b = p.run('b', 'k', leaving.signal);
    leaving.abort();
    await assert.rejects(b, TaskAbandoned);
    finish('a');
    await a;
    await tick();
    assert.deepEqual(started, ['a']);
    assert.equal(p.stats().abandoned, 1);
  });

  it('passes a runner failure to the caller and counts it', async () => {
    const { pool: p, fail } = pool(1, 10, 1e9);
    const a = p.run('a', 'k');
    await tick();
    fail('a');
    await assert.rejects(a, /crash a/);
    assert.equal(p.stats().failed, 1);
  });

  it('closes after the admitted tasks finish and refuses new ones meanwhile', async () => {
    const { pool: p, finish, isClosed } = pool(1, 10, 1e9);
    const a = p.run('a', 'k');
    const b = p.run('b', 'k');
    const closing = p.close();
    await assert.rejects(p.run('c', 'k'), Refused);
    assert.equal(isClosed(), false);
    finish('a');
    await tick();
    finish('b');
    await closing;
    assert.equal(isClosed(), true);
    assert.deepEqual(await Promise.all([a, b]), ['done a', 'done b']);
  });

  it('reports queue waits as cumulative histogram buckets', async () => {
    const { pool: p, finish } = pool(1, 10, 1e9);
    const a = p.run('a', 'k');
    const b = p.run('b', 'k');
    await new Promise((r) => setTimeout(r, 30));
    finish('a');
    await tick();
    finish('b');
    await Promise.all([a, b]);
    const { queueWaitMs } = p.stats();
    assert.equal(queueWaitMs.count, 2);
    const last = queueWaitMs.buckets.at(-1)!;
    assert.equal(last.le, Number.POSITIVE_INFINITY);
    assert.equal(last.count, 2);
    // a waited ~0 ms, b ≥ 25 ms.
    assert.equal(queueWaitMs.buckets.find((x) => x.le === 1)!.count, 1);
    assert.ok(queueWaitMs.max >= 25);
  });

  it('keeps one slot free of heavy tasks, so light tasks overtake queued heavy ones', async () => {
    // Every kind is heavy until learnt (initial 100 ms ≥ threshold 50 ms); teach 'light' first.
    const { pool: p, started, finish } = pool(2, 100, 1e9, 100, 50);
    await p.ready();
    await tick();
    const warm = p.run('light-0', 'light');
    finish('light-0');
    await warm;
    assert.ok(p.stats().serviceMsByKind.light < 50, 'light learnt as light');
    const h1 = p.run('heavy-1', 'heavy');
    const h2 = p.run('heavy-2', 'heavy');
    await tick();
    // Two slots, but heavy tasks may hold only one: heavy-2 waits although a slot is free.
    assert.deepEqual(started, ['light-0', 'heavy-1']);
    assert.equal(p.stats().busyHeavy, 1);
    assert.equal(p.stats().heavySlots, 1);
    const l1 = p.run('light-1', 'light');
    await tick();
    assert.deepEqual(started, ['light-0', 'heavy-1', 'light-1'], 'the light task went ahead of heavy-2');
    finish('light-1');
    await l1;
    await tick();
    assert.deepEqual(started, ['light-0', 'heavy-1', 'light-1'], 'heavy-2 still waits for the heavy slot');
    finish('heavy-1');
    await tick();
    assert.deepEqual(started.at(-1), 'heavy-2');
    finish('heavy-2');
    await Promise.all([h1, h2]);
  });

  it('predicts a light task\'s wait from the light work ahead only, not from heavy tasks', async () => {
    // Budget 30 ms: a running heavy task (100 ms assumed) would refuse every light task if
    // all work counted; with lanes only the light work ahead counts.
    const { pool: p, finish } = pool(2, 100, 30, 100, 50);
    await p.ready();
    await tick();
    const warm = p.run('light-0', 'light');
    finish('light-0');
    await warm;
    const h = p.run('heavy-1', 'heavy');
    const l1 = p.run('light-1', 'light'); // takes the free slot
    const l2 = p.run('light-2', 'light'); // waits behind light-1 only (≈ a few ms): admitted
    assert.ok(p.predictedWaitMs('light') < 30, `light wait ${p.predictedWaitMs('light')}`);
    // A second heavy task would wait for heavy-1 (≈100 ms): beyond 30 ms, but within its own
    // expected time, which is its budget.
    assert.ok(p.predictedWaitMs('heavy') > 30);
    const h2 = p.run('heavy-2', 'heavy');
    assert.equal(p.stats().rejected, 0);
    for (const t of ['light-1', 'heavy-1']) finish(t);
    await tick();
    finish('light-2');
    await tick();
    finish('heavy-2');
    await Promise.all([h, l1, l2, h2]);
  });
});
