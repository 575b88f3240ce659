/**
 * A calculation worker thread (`threadRunner` of runners.ts). Each worker points its own Swiss Ephemeris state
 * at the files (the library keeps its settings per thread), runs the panchang example, lowers
 * its own scheduling priority (CALC_WORKER_NICE, see thread-priority.ts), reports ready, and
 * then warms the other calculations and the common time zones in the background
 * (`worker-warm-up.ts`, `CALC_WARM_UP`). Its default export handles one task; started as the
 * thread's entry (the compiled service) it serves the tasks itself (`serveTasks`), loaded by
 * another module (`tsx-worker.mjs` from source, a test's wrapper) that module serves them.
 */
import { workerData } from 'node:worker_threads';
import { initEphemeris } from '../../astro/swe.ts';
import { calculationTask, type CalculationOutcome, type CalculationTask, type EnvelopeCheck } from './calculation-task.ts';
import { warmUpAfterReady, warmUpBeforeReady } from './worker-warm-up.ts';
import { runBackgroundStep, signalWorkerReady, whenServiceListening, type WorkerStartData } from './runners.ts';
import type { CalculationWorkerOptions } from './calculation-pool.ts';
import { lowerThreadPriority, recordPriority } from './thread-priority.ts';
import { serveTasks } from './serve-tasks.ts';

const data = workerData as WorkerStartData<CalculationWorkerOptions>;
initEphemeris();
const check: EnvelopeCheck | undefined = data.options.checkResponses
  ? (await import('./response-check.ts')).createEnvelopeCheck()
  : undefined;

const warmUp = data.options.warmUp ?? 'background';
warmUpBeforeReady(warmUp);
// After the warm-up before ready: from here on the main thread (admission, refusals, probes)
// runs first whenever both want a core.
if (data.options.nice > 0) recordPriority(data.options.priorityReport, lowerThreadPriority(data.options.nice));
signalWorkerReady(data);
// Once the service listens (not before: it would compete with the main thread's start-up
// for the cores), the rest of the warm-up, step by step between tasks.
let lastTaskEndMs = 0;
const idle = () => performance.now() - lastTaskEndMs > 200;
void whenServiceListening(data).then(() => warmUpAfterReady(warmUp, idle, (step) => runBackgroundStep(data, step)));

/** Runs one task; `serveTasks` transfers the serialised bytes to the main thread, not a copy. */
export default function handle(task: CalculationTask): CalculationOutcome {
  const outcome = calculationTask(task, check);
  lastTaskEndMs = performance.now();
  return outcome;
}

// The thread's entry (no TypeScript source module named: the compiled service): serve here.
if (!data.sourceModule) serveTasks(handle);
