/**
 * The calculation workers start one after another (issue 21, start-up to ready): the service is
 * ready with the first worker warm, serves requests with admission sized to that one worker,
 * and a graceful shutdown while the second worker is held at its start gate or still starting
 * neither waits for nothing nor terminates a thread inside Swiss Ephemeris (which would abort the
 * process with `napi_throw`, issue 20). Each case runs in a child process
 * (`fixtures/staggered-start.ts`) so an abort shows as its exit.
 */
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

interface Outcome {
  warmAtReady: number;
  busyWhileOneWarm: number;
  queuedWhileOneWarm: number;
  served: number;
  warmAfterServing: number;
  warmAtClose: number;
  warmDuringClose: number;
  warmAfterClose: number;
  closedAfterMs: number;
}

/** Runs a fixture in a child process; it must exit 0 without an abort. Resolves with its JSON line. */
async function runChild<T>(script: string, arg: string): Promise<T> {
  const child = spawn(process.execPath, ['--import', 'tsx', `test/api/fixtures/${script}`, arg], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const [code, signal] = await new Promise<[number | null, string | null]>((resolve) => child.on('exit', (c, s) => resolve([c, s])));
  assert.doesNotMatch(err, /FATAL|napi_throw/, err.slice(0, 500));
  assert.equal(signal, null, `ended by ${signal}: ${err.slice(0, 500)}`);
  assert.equal(code, 0, err.slice(0, 500));
  return JSON.parse(out.trim()) as T;
}

const runFixture = (mode: 'held' | 'starting') => runChild<Outcome>('staggered-start.ts', mode);

function assertServedWithOneWarm(o: Outcome): void {
  assert.equal(o.warmAtReady, 1, 'ready for requests with one warm worker of two');
  assert.equal(o.busyWhileOneWarm, 1, 'one task runs at a time while one worker is warm');
  assert.equal(o.queuedWhileOneWarm, 2, 'the other two wait for it');
  assert.equal(o.served, 3, 'all three answered with an envelope');
  assert.equal(o.warmAfterServing, 1, 'the second worker has not started: the service never listened');
}

it('is ready and serves requests with the first of two workers warm, and shuts down at once with the second held at its start gate', async () => {
  const o = await runFixture('held');
  assertServedWithOneWarm(o);
  assert.equal(o.warmAtClose, 1);
  assert.equal(o.warmDuringClose, 1, 'the held worker loaded nothing');
  assert.equal(o.warmAfterClose, 0, 'no worker counted once the threads are stopped');
});

it('shuts down with exit 0 and no abort while the second worker is still starting', async () => {
  const o = await runFixture('starting');
  assertServedWithOneWarm(o);
  assert.equal(o.warmAtClose, 1, 'the second worker was not warm yet when closing began');
  // Either it was loading (closing waited until it was warm) or it had not passed its gate yet
  // (it stayed there, loaded nothing): never terminated in between.
  assert.ok(o.warmDuringClose === 1 || o.warmDuringClose === 2, JSON.stringify(o));
  assert.equal(o.warmAfterClose, 0, 'no worker counted once the threads are stopped');
});

it('serves requests on the warm worker when piscina\'s first thread is the one held at the start gate, including one sent before any worker was warm', async () => {
  // The held thread never starts here (the service never "listens"): a request handed to it
  // would never be answered. Before tasks went to warm workers only, piscina handed it one (0 of
  // 4 answered in 40 s), and the main thread's warm-up request before listening could hold the
  // service's start for ever.
  const o = await runChild<{ warmBeforeReady: number; served: number; warmAfterServing: number }>('late-first-start.ts', '90000');
  assert.equal(o.warmBeforeReady, 0);
  assert.equal(o.served, 4, 'all four answered with an envelope');
  assert.equal(o.warmAfterServing, 1, 'by the one warm worker');
});
