/**
 * The calculation pool: every registered calculation computed, presented and serialised off
 * the main thread, behind admission (503 CAPACITY_EXCEEDED when the predicted wait exceeds
 * the budget or the queue is full). The main thread parses, validates, admits and writes.
 */
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyCalculation } from '../../calculations/types.ts';
import { ApiError } from '../../shared/errors.ts';
import { BoundedPool } from './bounded-pool.ts';
import { calculationTask, type CalculationOutcome, type CalculationTask, type EnvelopeCheck } from './calculation-task.ts';
import { reviveError } from './revive-error.ts';
import { inlineRunner, threadRunner } from './runners.ts';
import { createPriorityReport, readPriorityReport, type PriorityReport } from './thread-priority.ts';
import type { WarmUpMode } from './worker-warm-up.ts';

/** What each calculation worker is told at start. */
export interface CalculationWorkerOptions {
  /** Check every envelope against its declared schema (tests). */
  checkResponses: boolean;
  /** Nice value each worker thread sets for itself once warm (0: none), CALC_WORKER_NICE. */
  nice: number;
  /** Where the workers count whether that worked (shared memory, read by the main thread). */
  priorityReport: PriorityReport;
  /** How the worker warms up around readiness (default `background`, see `worker-warm-up.ts`). */
  warmUp?: WarmUpMode;
}

export type CalculationPool = BoundedPool<CalculationTask, CalculationOutcome>;

export interface CalculationPoolOptions {
  /** Worker threads; 0 computes on the calling thread. */
  workers: number;
  maxQueue: number;
  waitBudgetMs: number;
  /** Service time from which a calculation is heavy, ms (default 250). */
  heavyMs?: number;
  checkResponses: boolean;
  /**
   * Nice value of the worker threads (0–19, default 0): lowered in each worker thread only,
   * so the main thread wins the CPU when every core computes (CALC_WORKER_NICE).
   */
  workerNice?: number;
  /** Hears, once the workers are ready, how many lowered their priority and how many could not. */
  onWorkerPriority?: (report: { nice: number; applied: number; failed: number; error: string | null }) => void;
  /** Workers' warm-up mode (`CALC_WARM_UP`); default `background`. */
  warmUp?: WarmUpMode;
  onWorkerError?: (error: unknown) => void;
  /**
   * The worker module, for tests only: one that wraps this pool's own worker module (e.g.
   * makes a calculation deliberately slow, so the heavy lane can be tested on any machine).
   */
  workerFile?: URL;
  /** Hears each admitted calculation's wait for a worker, ms (the metrics histogram). */
  onQueueWait?: (ms: number) => void;
}

// The worker module next to this one, with this module's own extension: `.ts` when run from
// source through tsx, `.js` when run from the compiled `dist/`.
const workerFile = new URL(`./calculation-worker${extname(fileURLToPath(import.meta.url))}`, import.meta.url);

/** Creates the pool; with workers its threads start (and warm up) at once. */
export async function createCalculationPool(options: CalculationPoolOptions): Promise<CalculationPool> {
  let runner;
  if (options.workers > 0) {
    const nice = options.workerNice ?? 0;
    const priorityReport = createPriorityReport();
    runner = threadRunner<CalculationTask, CalculationOutcome, CalculationWorkerOptions>({
      filename: options.workerFile ?? workerFile,
      threads: options.workers,
      workerOptions: { checkResponses: options.checkResponses, nice, priorityReport, warmUp: options.warmUp ?? 'background' },
      ...(options.onWorkerError ? { onWorkerError: options.onWorkerError } : {}),
    });
    const hear = options.onWorkerPriority;
    if (hear && nice > 0) void runner.ready().then(() => hear({ nice, ...readPriorityReport(priorityReport) }));
  } else {
    const check: EnvelopeCheck | undefined = options.checkResponses
      ? (await import('./response-check.ts')).createEnvelopeCheck()
      : undefined;
    runner = inlineRunner((task: CalculationTask) => calculationTask(task, check));
  }
  return new BoundedPool({
    name: 'calculations',
    runner,
    maxQueue: options.maxQueue,
    waitBudgetMs: options.waitBudgetMs,
    refuse: () => new ApiError('CAPACITY_EXCEEDED'),
    initialServiceMs: 20,
    heavyServiceMs: options.heavyMs ?? 250,
    ...(options.onQueueWait ? { onQueueWait: options.onQueueWait } : {}),
  });
}

/**
 * Runs one calculation in the pool and returns its serialised envelope (with the request-id
 * placeholder). Throws CAPACITY_EXCEEDED when not admitted, the calculation's own ApiError
 * (same code and details as on the main thread), or an Error for a defect or a crashed worker.
 */
export async function computeInPool(
  pool: CalculationPool,
  calc: AnyCalculation,
  body: unknown,
  now: Date,
  signal?: AbortSignal,
): Promise<Buffer> {
  const outcome = await pool.run({ calculationId: calc.id, body, nowMs: now.getTime() }, calc.id, signal);
  if (outcome instanceof Uint8Array) return Buffer.from(outcome.buffer, outcome.byteOffset, outcome.byteLength);
  throw reviveError(outcome);
}
