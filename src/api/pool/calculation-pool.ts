/**
 * The calculation pool: every registered calculation computed, presented and serialised off
 * the main thread, behind admission (503 CAPACITY_EXCEEDED when the predicted wait exceeds
 * the budget or the queue is full). The main thread parses, validates, admits and writes.
 */
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyCalculation } from '../../calculations/types.ts';
import { BoundedPool, type PoolRunner } from './bounded-pool.ts';
// Types only: the task module imports every calculation (the registry), which the main thread
// loads only after the workers have been started (`prestartCalculationWorkers`).
import type { CalculationOutcome, CalculationTask, EnvelopeCheck } from './calculation-task.ts';
import { capacityRefusal } from './capacity-refusal.ts';
import { reviveError } from './revive-error.ts';
import { inlineRunner, threadRunner } from './runners.ts';
import { createPriorityReport, readPriorityReport, type PriorityReport } from './thread-priority.ts';
import type { WarmUpMode } from './worker-warm-up.ts';
import { adoptSharedSampleTables, sharedSampleTables, type SharedSampleTables } from './sample-tables-share.ts';

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
  /** The build's sample tables in shared memory, when the process opened them (`sample-tables-share.ts`). */
  sampleTables?: SharedSampleTables;
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

/** The settings a pool's worker threads are started with. */
type ThreadSettings = Pick<CalculationPoolOptions, 'workers' | 'checkResponses' | 'workerNice' | 'warmUp'>;

interface StartedThreads {
  settings: string;
  runner: PoolRunner<CalculationTask, CalculationOutcome>;
  priorityReport: PriorityReport;
  /** Where crashes of a worker are reported (set by the pool that takes the threads). */
  onWorkerError: { current?: (error: unknown) => void };
}

function settingsKey(s: ThreadSettings): string {
  return JSON.stringify([s.workers, s.checkResponses, s.workerNice ?? 0, s.warmUp ?? 'background']);
}

function startThreads(settings: ThreadSettings, filename: URL = workerFile, startOthers: 'first-warm' | 'listening' = 'first-warm'): StartedThreads {
  const nice = settings.workerNice ?? 0;
  const priorityReport = createPriorityReport();
  const onWorkerError: StartedThreads['onWorkerError'] = {};
  const runner = threadRunner<CalculationTask, CalculationOutcome, CalculationWorkerOptions>({
    filename,
    threads: settings.workers,
    workerOptions: {
      checkResponses: settings.checkResponses, nice, priorityReport, warmUp: settings.warmUp ?? 'background',
      ...(sharedSampleTables() ? { sampleTables: sharedSampleTables() } : {}),
    },
    onWorkerError: (error) => onWorkerError.current?.(error),
    startOthers,
  });
  return { settings: settingsKey(settings), runner, priorityReport, onWorkerError };
}

/** Threads started by `prestartCalculationWorkers` and not taken by a pool yet. */
let prestarted: StartedThreads | undefined;

/**
 * Starts the calculation worker threads ahead of the pool (issue 21, start-up to ready):
 * `server.ts` calls it first, before it loads the rest of the service, so each worker loads
 * its modules and opens the ephemeris on a core while the main thread loads Fastify and
 * builds the routes, instead of after. The next `createCalculationPool` with the same
 * settings (and the default worker module) takes these threads over; one with other settings
 * closes them and starts its own. With `workers` 0 it does nothing.
 *
 * Only the first worker starts now; the others start once the service listens
 * (`announceServiceListening`), so they do not take the cores from the first worker and the
 * main thread while those get ready: the service is ready with one warm worker, and admission
 * counts only the warm workers (`BoundedPool.readyForRequests`).
 */
export function prestartCalculationWorkers(settings: ThreadSettings): void {
  if (settings.workers <= 0 || prestarted) return;
  prestarted = startThreads(settings, workerFile, 'listening');
}

/** Creates the pool; with workers its threads start (and warm up) at once, or were started already (`prestartCalculationWorkers`). */
export async function createCalculationPool(options: CalculationPoolOptions): Promise<CalculationPool> {
  let runner;
  if (options.workers > 0) {
    const nice = options.workerNice ?? 0;
    let threads = prestarted;
    prestarted = undefined;
    if (!threads || options.workerFile || threads.settings !== settingsKey(options)) {
      void threads?.runner.close();
      threads = startThreads(options, options.workerFile);
    }
    if (options.onWorkerError) threads.onWorkerError.current = options.onWorkerError;
    runner = threads.runner;
    const priorityReport = threads.priorityReport;
    const hear = options.onWorkerPriority;
    if (hear && nice > 0) void runner.ready().then(() => hear({ nice, ...readPriorityReport(priorityReport) }));
  } else {
    const { calculationTask } = await import('./calculation-task.ts');
    const check: EnvelopeCheck | undefined = options.checkResponses
      ? (await import('./response-check.ts')).createEnvelopeCheck()
      : undefined;
    // The tables opened before the pool, as a worker would receive them.
    const sampleTables = sharedSampleTables();
    runner = inlineRunner((task: CalculationTask) => {
      adoptSharedSampleTables(sampleTables);
      return calculationTask(task, check);
    });
  }
  return new BoundedPool({
    name: 'calculations',
    runner,
    maxQueue: options.maxQueue,
    waitBudgetMs: options.waitBudgetMs,
    refuse: capacityRefusal,
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
