/**
 * A calculation worker thread's entry (piscina loads it): waits for this worker's turn to
 * start (`awaitStartTurn`: the first worker at once, the others once the runner lets them,
 * issue 21), then loads the calculations and warms up (`calculation-worker-main.ts`). Kept
 * free of the calculations so a worker waiting for its turn has loaded nothing and uses no CPU.
 * Its default export handles one task.
 */
import { workerData } from 'node:worker_threads';
import type { CalculationTask } from './calculation-task.ts';
import { awaitStartTurn, type WorkerStartData } from './runners.ts';

type WorkerBody = typeof import('./calculation-worker-main.ts');

const loadBody = (): Promise<WorkerBody> => import('./calculation-worker-main.ts');
let body: WorkerBody | undefined = (await awaitStartTurn(workerData as WorkerStartData<unknown>)) ? await loadBody() : undefined;

/** Runs one task (see `calculation-worker-main.ts`). */
export default function handle(task: CalculationTask): ReturnType<WorkerBody['default']> | Promise<ReturnType<WorkerBody['default']>> {
  if (body) return body.default(task);
  // A worker whose turn came after the pool began closing loaded nothing, and the pool sends
  // it no task; should one come all the same, it is served, not dropped.
  return loadBody().then((loaded) => (body = loaded).default(task));
}
