/**
 * The warm-up of a calculation worker thread, split around readiness (issue 21: start-up to
 * ready ≤ 1.5 s). Before the worker counts itself ready it runs only the panchang example
 * (the commonest request: it opens the ephemeris files and compiles the shared path of
 * positions, rise and set and moments). Once the service listens (`whenServiceListening` of
 * `runners.ts`) it runs every other calculation's example and then reads the time-zone rules
 * of the common zones, one step per turn of its event loop, so a real task that arrives meanwhile waits for one step at most (the workers
 * use asynchronous Atomics waits, see `runners.ts`, so an idle worker's loop keeps turning).
 *
 * Modes (`CALC_WARM_UP`): `background` (the default, above), `blocking` (every example before
 * ready, the zones after: the old behaviour, for measurements that must not overlap a
 * warm-up) and `off` (nothing: tests that time the pool).
 */
import { calculations } from '../../calculations/registry.ts';
import type { AnyCalculation } from '../../calculations/types.ts';
import { warmTimeZoneRulesInBackground } from '../../astro/time/zone-warm.ts';
import { calculationTask } from './calculation-task.ts';

export const warmUpModes = ['background', 'blocking', 'off'] as const;
export type WarmUpMode = (typeof warmUpModes)[number];

/** Calculations warmed before the worker says it is ready. */
const beforeReadyIds: ReadonlySet<string> = new Set(['panchang']);

/** Runs a calculation's example; the outcome (an error too: ephemeris files unusable) is dropped. */
function runExample(calc: AnyCalculation): void {
  calculationTask({ calculationId: calc.id, body: calc.example, nowMs: Date.now() });
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The part of the warm-up that runs before ready: synchronous. */
export function warmUpBeforeReady(mode: WarmUpMode): void {
  if (mode === 'off') return;
  for (const calc of calculations) if (mode === 'blocking' || beforeReadyIds.has(calc.id)) runExample(calc);
}

/**
 * The part that runs after ready, one step per turn of the event loop: the other examples
 * (mode `background`), then the common zones' offset tables (both modes). Resolves when done.
 * `runStep` runs one example and returns false when the pool is closing (then the warm-up
 * stops: see `runBackgroundStep` in runners.ts).
 */
export async function warmUpAfterReady(
  mode: WarmUpMode,
  idle: () => boolean = () => true,
  runStep: (step: () => void) => boolean = (step) => (step(), true),
): Promise<void> {
  if (mode === 'off') return;
  if (mode === 'background') {
    for (const calc of calculations) {
      if (beforeReadyIds.has(calc.id)) continue;
      await nextTurn();
      // A step only while the worker is idle: under steady traffic a cold example in front of
      // each task would inflate the pool's learnt service times (and its 503s).
      while (!idle()) await new Promise((resolve) => setTimeout(resolve, 50));
      if (!runStep(() => runExample(calc))) return;
    }
  }
  if (!runStep(() => undefined)) return;
  await warmTimeZoneRulesInBackground();
}
