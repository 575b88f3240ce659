/**
 * The body of a calculation worker thread (piscina), loaded by `calculation-worker.ts` once it
 * is this worker's turn to start. Each worker points its own Swiss Ephemeris state
 * at the files (the library keeps its settings per thread), runs the panchang example, lowers
 * its own scheduling priority (CALC_WORKER_NICE, see thread-priority.ts), reports ready, and
 * then warms the other calculations and the common time zones in the background
 * (`worker-warm-up.ts`, `CALC_WARM_UP`). Its default export handles one task.
 */
import { workerData } from 'node:worker_threads';
import { move } from 'piscina';
import { initEphemeris } from '../../astro/swe.ts';
import { calculationTask, type CalculationOutcome, type CalculationTask, type EnvelopeCheck } from './calculation-task.ts';
import { warmUpAfterReady, warmUpBeforeReady } from './worker-warm-up.ts';
import { runBackgroundStep, signalWorkerReady, whenServiceListening, type WorkerStartData } from './runners.ts';
import type { CalculationWorkerOptions } from './calculation-pool.ts';
import { lowerThreadPriority, recordPriority } from './thread-priority.ts';
import { adoptSharedSampleTables } from './sample-tables-share.ts';

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

/** Runs one task; the serialised bytes are transferred to the main thread, not copied. */
export default function handle(task: CalculationTask): CalculationOutcome | ReturnType<typeof move> {
  // The build's sample tables, once the main thread has loaded them (one atomic load until then).
  adoptSharedSampleTables(data.options.sampleTables);
  const outcome = calculationTask(task, check);
  lastTaskEndMs = performance.now();
  return outcome instanceof Uint8Array ? move(outcome) : outcome;
}
