/**
 * The PDF worker pool: the calculation pool's `BoundedPool` (src/api/pool/bounded-pool.ts) with
 * the PDF settings. At most `workers` reports render at once and `queue` more wait; a report
 * beyond that is refused at once (503 PDF_BUSY, Retry-After: 1) instead of queueing without
 * bound. Rendering never runs on the event loop, so JSON routes keep their latency while PDFs
 * render.
 *
 * Admission is a count (workers + queue), not a predicted wait: the wait budget is unbounded
 * and no report counts as heavy (a kundli report takes 150 ms or more, above the pool's
 * default heavy threshold, and the heavy lane would leave one of the PDF threads idle).
 *
 * Unlike the calculation pool's `threadRunner`, the threads start on the first report, not at
 * boot, and end after a minute idle: most instances never render a PDF, and a rendering
 * thread holds its fonts, shaping caches and heap (about 100 MiB) only while reports come.
 */
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { ApiError } from '../../shared/errors.ts';
import { BoundedPool, type PoolRunner } from '../pool/bounded-pool.ts';
import { poolGauges } from '../pool/pool-stats.ts';
import { poolQueueWaitSeconds, watchPool } from '../plugins/metrics.ts';
import type { ReportOutcome, ReportTask } from './task.ts';

export interface PdfPoolOptions {
  workers: number;
  queue: number;
  /**
   * Nice value each PDF thread sets for itself (0: none). Why: a report is heavy work; with
   * the calculation workers niced (CALC_WORKER_NICE) an un-niced PDF thread would take the
   * cores from light calculations — measured: panchang p99 58 ms while reports rendered,
   * against 40 ms before the calculation workers were niced.
   */
  workerNice?: number;
}

export interface PdfPool {
  /**
   * Renders a report in a worker.
   * @throws ApiError PDF_BUSY when workers + queue are taken; the calculation's 422 errors
   */
  render(task: ReportTask, signal?: AbortSignal): Promise<Buffer>;
  /** Admission counts and timings (`BoundedPool.stats`). */
  stats(): ReturnType<BoundedPool<ReportTask, ReportOutcome>['stats']>;
  /** Refuses new reports, lets the admitted ones finish, stops the threads. */
  close(): Promise<void>;
}

// The worker module next to this one, with this module's own extension: `.ts` from source
// (tsx is inherited by the worker through execArgv), `.js` in the compiled `dist/` that
// `npm start` runs.
const workerUrl = new URL(`./worker${extname(fileURLToPath(import.meta.url))}`, import.meta.url);

/** Idle time after which a PDF thread ends (and its memory is returned), ms. */
const idleTimeoutMs = 60_000;

/**
 * Piscina threads started on the first report. The bounded pool hands a task over only when a
 * slot is free, so piscina's own queue stays empty.
 */
function lazyThreadRunner(workers: number, nice: number): PoolRunner<ReportTask, ReportOutcome> {
  let piscina: Piscina<ReportTask, ReportOutcome> | undefined;
  const pool = () => {
    if (piscina === undefined) {
      piscina = new Piscina({ filename: workerUrl.href, workerData: { nice }, minThreads: 0, maxThreads: workers, idleTimeout: idleTimeoutMs, concurrentTasksPerWorker: 1 });
      // An 'error' event without a listener would end the process; a crashed worker fails
      // only its own report (answered 500) and piscina starts another.
      piscina.on('error', () => {});
    }
    return piscina;
  };
  return {
    concurrency: workers,
    run: (task) => pool().run(task),
    // Nothing to wait for: no thread runs before the first report.
    ready: async () => undefined,
    async close() {
      const p = piscina;
      piscina = undefined;
      if (p) await p.destroy();
    },
  };
}

/**
 * The nice value of the PDF threads for a given CALC_WORKER_NICE: five steps below the
 * calculation workers (heavy work under light), capped at 19; 0 (nothing niced) stays 0.
 */
export function pdfThreadNice(calcWorkerNice: number): number {
  return calcWorkerNice > 0 ? Math.min(19, calcWorkerNice + 5) : 0;
}

/** Creates the pool (threads are started lazily, on the first report). */
export function createPdfPool(options: PdfPoolOptions): PdfPool {
  const pool = new BoundedPool<ReportTask, ReportOutcome>({
    name: 'pdf',
    runner: lazyThreadRunner(options.workers, options.workerNice ?? 0),
    maxQueue: options.queue,
    waitBudgetMs: Number.POSITIVE_INFINITY,
    heavyServiceMs: Number.POSITIVE_INFINITY,
    initialServiceMs: 150,
    refuse: () => new ApiError('PDF_BUSY'),
    onQueueWait: (ms) => poolQueueWaitSeconds.observe({ pool: 'pdf' }, ms / 1000),
  });
  watchPool('pdf', () => poolGauges(pool));
  return {
    async render(task, signal) {
      const outcome = await pool.run(task, task.report, signal);
      if (!outcome.ok) throw new ApiError(outcome.code, outcome.details);
      return Buffer.from(outcome.pdf.buffer, outcome.pdf.byteOffset, outcome.pdf.byteLength);
    },
    stats: () => pool.stats(),
    close: () => pool.close(),
  };
}
