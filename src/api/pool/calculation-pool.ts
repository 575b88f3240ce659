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
import type { WarmUpMode } from './worker-warm-up.ts';

/** What each calculation worker is told at start. */
export interface CalculationWorkerOptions {
  /** Check every envelope against its declared schema (tests). */
  checkResponses: boolean;
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
  /** Workers' warm-up mode (`CALC_WARM_UP`); default `background`. */
  warmUp?: WarmUpMode;
  onWorkerError?: (error: unknown) => void;
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
    runner = threadRunner<CalculationTask, CalculationOutcome, CalculationWorkerOptions>({
      filename: workerFile,
      threads: options.workers,
      workerOptions: { checkResponses: options.checkResponses, warmUp: options.warmUp ?? 'background' },
      ...(options.onWorkerError ? { onWorkerError: options.onWorkerError } : {}),
    });
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
