/**
 * The calculation workers lower their own scheduling priority (CALC_WORKER_NICE) so the main
 * thread — admission, 503 refusals, health probes — runs first when every core computes.
 * On Linux a nice value set with `os.setPriority` inside a thread is that thread's alone:
 * checked here in /proc, without timing anything.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { loadConfig } from '../../src/api/config.ts';
import { createCalculationPool } from '../../src/api/pool/calculation-pool.ts';
import {
  createPriorityReport,
  currentThreadNice,
  lowerThreadPriority,
  readPriorityReport,
  recordPriority,
  threadNiceValues,
} from '../../src/api/pool/thread-priority.ts';

const linux = process.platform === 'linux';

describe('calculation worker priority', () => {
  it('defaults CALC_WORKER_NICE to 10 and accepts 0 to 19 only', () => {
    assert.equal(loadConfig({}).calcWorkerNice, 10);
    assert.equal(loadConfig({ CALC_WORKER_NICE: '0' }).calcWorkerNice, 0);
    assert.equal(loadConfig({ CALC_WORKER_NICE: '19' }).calcWorkerNice, 19);
    assert.throws(() => loadConfig({ CALC_WORKER_NICE: '20' }), /CALC_WORKER_NICE/);
    assert.throws(() => loadConfig({ CALC_WORKER_NICE: '-5' }), /CALC_WORKER_NICE/);
  });

  it('leaves a thread alone for nice 0 and reports a refused nice value instead of throwing', () => {
    const before = currentThreadNice();
    assert.deepEqual(lowerThreadPriority(0), { nice: 0, applied: false });
    // 25 is outside what the system accepts: refused before any system call, so this thread keeps its priority.
    const refused = lowerThreadPriority(25);
    assert.equal(refused.applied, false);
    assert.equal(typeof refused.error, 'string');
    assert.equal(currentThreadNice(), before);
  });

  it('counts the workers that lowered their priority and names why the others could not', () => {
    const report = createPriorityReport();
    recordPriority(report, { nice: 10, applied: true });
    recordPriority(report, { nice: 10, applied: true });
    recordPriority(report, { nice: 10, applied: false, error: 'EACCES' });
    assert.deepEqual(readPriorityReport(report), { applied: 2, failed: 1, error: 'EACCES' });
    assert.deepEqual(readPriorityReport(createPriorityReport()), { applied: 0, failed: 0, error: null });
  });

  it('lowers the priority of each worker thread and of no other thread', { skip: !linux && 'per-thread nice values are a Linux feature' }, async () => {
    const mainBefore = currentThreadNice();
    assert.notEqual(mainBefore, null, '/proc/thread-self/stat is readable');
    // A nice value no other thread of the test process has (and above the process's own:
    // lowering a priority needs no privilege, raising it does).
    const nice = 17;
    assert.ok(mainBefore! < nice, `the tests run at nice ${mainBefore}, below ${nice}`);
    const before = [...threadNiceValues().values()].filter((n) => n === nice).length;
    const heard: unknown[] = [];
    const pool = await createCalculationPool({
      workers: 2,
      maxQueue: 4,
      waitBudgetMs: 10_000,
      checkResponses: false,
      workerNice: nice,
      onWorkerPriority: (r) => heard.push(r),
    });
    try {
      await pool.ready();
      // The report is read right after ready(); one more turn lets its callback run.
      await new Promise((r) => setImmediate(r));
      const niced = [...threadNiceValues().values()].filter((n) => n === nice).length - before;
      assert.equal(niced, 2, `threads at nice ${nice}: ${JSON.stringify([...threadNiceValues()])}`);
      assert.equal(currentThreadNice(), mainBefore, 'the main thread keeps its priority');
      assert.equal(threadNiceValues().get(process.pid), mainBefore, 'the process\'s main thread too');
      assert.deepEqual(heard, [{ nice, applied: 2, failed: 0, error: null }]);
    } finally {
      await pool.close();
    }
  });

  it('leaves the worker threads at the process priority with CALC_WORKER_NICE=0 and reports nothing', { skip: !linux && 'Linux only' }, async () => {
    const heard: unknown[] = [];
    const counts = () => [...threadNiceValues().values()].filter((n) => n !== 0).length;
    const before = counts();
    const pool = await createCalculationPool({ workers: 1, maxQueue: 4, waitBudgetMs: 10_000, checkResponses: false, workerNice: 0, onWorkerPriority: (r) => heard.push(r) });
    try {
      await pool.ready();
      await new Promise((r) => setImmediate(r));
      assert.equal(counts(), before);
      assert.deepEqual(heard, []);
    } finally {
      await pool.close();
    }
  });
});
