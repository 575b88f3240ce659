/**
 * The PDF worker pool with bounded admission: at most `workers` reports render at once and
 * `queue` more wait; a report beyond that is refused at once (503 PDF_BUSY, Retry-After: 1)
 * instead of queueing without bound. Rendering never runs on the event loop, so JSON routes
 * keep their latency while PDFs render. The threads start on the first report, not at boot.
 */
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { ApiError } from '../../shared/errors.ts';
import { watchPool } from '../plugins/metrics.ts';
import type { ReportOutcome, ReportTask } from './task.ts';

export interface PdfPoolOptions {
  workers: number;
  queue: number;
}

export interface PdfPool {
  /**
   * Renders a report in a worker.
   * @throws ApiError PDF_BUSY when workers + queue are taken; the calculation's 422 errors
   */
  render(task: ReportTask): Promise<Buffer>;
  close(): Promise<void>;
}

// The worker module next to this one, with this module's own extension: `.ts` from source
// (tsx is inherited by the worker through execArgv), `.js` in the compiled `dist/` that
// `npm start` runs.
const workerUrl = new URL(`./worker${extname(fileURLToPath(import.meta.url))}`, import.meta.url);

/** Creates the pool (threads are started lazily, on the first report). */
export function createPdfPool(options: PdfPoolOptions): PdfPool {
  let piscina: Piscina | undefined;
  let admitted = 0;
  const capacity = options.workers + options.queue;
  const pool = () => {
    if (piscina === undefined) {
      piscina = new Piscina({
        filename: workerUrl.href,
        minThreads: 0,
        maxThreads: options.workers,
        // Admission is counted here (capacity = workers + queue), so piscina's own queue never refuses.
        maxQueue: Math.max(1, capacity),
        idleTimeout: 60_000,
      });
      // An 'error' event without a listener would end the process; a crashed worker fails
      // only its own report (answered 500) and piscina starts another.
      piscina.on('error', () => {});
    }
    return piscina;
  };
  watchPool('pdf', () => ({ inFlight: admitted, capacity, threads: piscina?.threads.length ?? 0, queueSize: piscina?.queueSize ?? 0 }));
  return {
    async render(task) {
      if (admitted >= capacity) throw new ApiError('PDF_BUSY');
      admitted++;
      try {
        const outcome = (await pool().run(task)) as ReportOutcome;
        if (!outcome.ok) throw new ApiError(outcome.code, outcome.details);
        return Buffer.from(outcome.pdf.buffer, outcome.pdf.byteOffset, outcome.pdf.byteLength);
      } finally {
        admitted--;
      }
    },
    async close() {
      const p = piscina;
      piscina = undefined;
      if (p) await p.destroy();
    },
  };
}
