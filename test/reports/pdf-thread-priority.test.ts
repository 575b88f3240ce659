/**
 * The PDF threads lower their own scheduling priority below the calculation workers' (heavy
 * work under light; both under the main thread). Checked in /proc on Linux, as the
 * calculation workers are in test/api/worker-priority.test.ts, without timing anything.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createPdfPool, pdfThreadNice } from '../../src/api/reports/pool.ts';
import { currentThreadNice, threadNiceValues } from '../../src/api/pool/thread-priority.ts';

const linux = process.platform === 'linux';

describe('PDF thread priority', () => {
  it('sets the PDF threads five nice steps below the calculation workers, capped at 19, and leaves them alone at 0', () => {
    assert.equal(pdfThreadNice(10), 15, 'the default CALC_WORKER_NICE of 10');
    assert.equal(pdfThreadNice(1), 6);
    assert.equal(pdfThreadNice(14), 19);
    assert.equal(pdfThreadNice(19), 19);
    assert.equal(pdfThreadNice(0), 0, 'CALC_WORKER_NICE=0 nices nothing');
  });

  it('runs each report in a thread at the PDF nice value while the test thread keeps its own', { skip: !linux && 'per-thread nice values are a Linux feature' }, async () => {
    const mainBefore = currentThreadNice();
    assert.notEqual(mainBefore, null, '/proc/thread-self/stat is readable');
    // A value no other thread of the test process has, above the process's own.
    const nice = 18;
    assert.ok(mainBefore! < nice, `the tests run at nice ${mainBefore}, below ${nice}`);
    const atNice = () => [...threadNiceValues().values()].filter((n) => n === nice).length;
    const before = atNice();
    const pool = createPdfPool({ workers: 1, queue: 1, workerNice: nice });
    try {
      const pdf = await pool.render({
        report: 'kundli',
        body: { localDate: '1990-05-10', localTime: '19:55:00', timezone: 'Asia/Kolkata', latitude: 19.076, longitude: 72.8777, language: 'en' },
        requestId: 'pdf-priority-test',
        nowMs: Date.UTC(2026, 0, 1),
      });
      assert.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-');
      // The thread stays alive (idle timeout one minute) after its report.
      assert.equal(atNice() - before, 1, `threads at nice ${nice}: ${JSON.stringify([...threadNiceValues()])}`);
      assert.equal(currentThreadNice(), mainBefore, 'the test thread keeps its priority');
    } finally {
      await pool.close();
    }
  });
});
