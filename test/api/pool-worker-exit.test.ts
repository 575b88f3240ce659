/**
 * The thread runner when a worker thread ends (issue 21, workers start one after another): a
 * worker that died is no longer counted warm, so admission does not count on it, and its
 * replacement is counted once it is warm; a first worker that dies while the others wait at the
 * start gate opens the gate, so the pool still gets its workers. The worker module
 * (`fixtures/gate-probe-worker.ts`) loads no Swiss Ephemeris, so stopping it is safe in-process.
 */
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { threadRunner } from '../../src/api/pool/runners.ts';

const workerFile = new URL('./fixtures/gate-probe-worker.ts', import.meta.url);

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

it('stops counting a worker whose thread ended during a task, and counts its replacement once it is warm', async (t) => {
  const runner = threadRunner<string, string, { exitFirst: boolean }>({ filename: workerFile, threads: 2, workerOptions: { exitFirst: false } });
  t.after(() => runner.close());
  await within(runner.ready(), 60_000, 'both workers warm');
  assert.equal(runner.capacity?.(), 2);
  // Both were warm already: the next growth is the replacement's.
  const grew = new Promise<void>((resolve) => runner.onCapacityChange?.(resolve));
  await assert.rejects(runner.run('exit'), /exited/);
  assert.equal(runner.capacity?.(), 1, 'the dead worker is not counted');
  assert.equal(await runner.run('a'), 'a done', 'the other warm worker serves meanwhile');
  await within(grew, 60_000, 'the pool told that capacity grew');
  assert.equal(runner.capacity?.(), 2, 'the replacement is counted once warm');
  assert.deepEqual(await Promise.all([runner.run('b'), runner.run('c')]), ['b done', 'c done']);
});

it('opens the start gate when the first worker ends while the others wait there, so every worker still gets warm', async (t) => {
  // `listening`: the gate would open only once the service listens, which never happens here.
  const runner = threadRunner<string, string, { exitFirst: boolean }>({ filename: workerFile, threads: 2, workerOptions: { exitFirst: true }, startOthers: 'listening' });
  t.after(() => runner.close());
  await within(runner.ready(), 60_000, 'both workers warm');
  assert.equal(runner.capacity?.(), 2);
  assert.equal(await runner.run('a'), 'a done');
});
