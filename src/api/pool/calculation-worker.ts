/**
 * A calculation worker thread (piscina). Each worker points its own Swiss Ephemeris state
 * at the files (the library keeps its settings per thread), checks them, runs every
 * registered calculation's example once so the first real request does not pay for JIT
 * and lazy tables, lowers its own scheduling priority (CALC_WORKER_NICE, see
 * thread-priority.ts) and then reports ready. Its default export handles one task.
 */
import { workerData } from 'node:worker_threads';
import { move } from 'piscina';
import { initEphemeris } from '../../astro/swe.ts';
import { calculations } from '../../calculations/registry.ts';
import { calculationTask, type CalculationOutcome, type CalculationTask, type EnvelopeCheck } from './calculation-task.ts';
import { signalWorkerReady, type WorkerStartData } from './runners.ts';
import type { CalculationWorkerOptions } from './calculation-pool.ts';
import { lowerThreadPriority, recordPriority } from './thread-priority.ts';

const data = workerData as WorkerStartData<CalculationWorkerOptions>;
initEphemeris();
const check: EnvelopeCheck | undefined = data.options.checkResponses
  ? (await import('./response-check.ts')).createEnvelopeCheck()
  : undefined;

for (const calc of calculations) {
  // The outcome is discarded; an error here (the ephemeris files unusable) is answered per
  // request later, so a worker always starts. The schema check (tests) compiles its
  // validators on the first real request of each calculation instead.
  calculationTask({ calculationId: calc.id, body: calc.example, nowMs: Date.now() });
}
// After the warm-up, so start-up takes as long as before: from here on the main thread
// (admission, refusals, probes) runs first whenever both want a core.
if (data.options.nice > 0) recordPriority(data.options.priorityReport, lowerThreadPriority(data.options.nice));
signalWorkerReady(data);

/** Runs one task; the serialised bytes are transferred to the main thread, not copied. */
export default function handle(task: CalculationTask): CalculationOutcome | ReturnType<typeof move> {
  const outcome = calculationTask(task, check);
  return outcome instanceof Uint8Array ? move(outcome) : outcome;
}
