import type { FastifyInstance } from 'fastify';
import { calculations } from '../calculations/registry.ts';
import { warmUpHeader, warmUpToken } from './plugins/capacity.ts';
import { compileDeferredInBackground } from './deferred-compile.ts';

/** The calculation sent through the whole main-thread path before listening: the commonest one. */
const firstCalculationId = 'panchang';

/**
 * The main thread's warm-up before it listens, kept short (issue 21: ready ≤ 1.5 s): one
 * panchang example through the app (compiles its validator, the hooks' code paths and the
 * hand-off to a worker), then — only if start-up itself left the event loop's measured delay
 * high — one admission sample window, so start-up's own delay is not held against the first
 * real requests (`maxEventLoopDelayMs` 0 = admission by delay off: no wait). Everything else
 * (the other routes' validators and serialisers) is compiled after listening by
 * `warmUpAfterListening`; the workers warm their calculations themselves.
 */
export async function warmUp(app: FastifyInstance, basePath: string, maxEventLoopDelayMs = 0): Promise<void> {
  const calc = calculations.find((c) => c.id === firstCalculationId) ?? calculations[0];
  await app.inject({
    method: 'POST',
    url: `${basePath}${calc.paths.v2}`,
    headers: { 'content-type': 'application/json', [warmUpHeader]: warmUpToken },
    payload: JSON.stringify(calc.example),
  });
  if (maxEventLoopDelayMs <= 0) return;
  // under-pressure's mean delay of its last 250 ms window; a fresh window starts every 250 ms.
  for (let i = 0; i < 2 && eventLoopDelayMs(app) > maxEventLoopDelayMs / 2; i++) {
    await new Promise((resolve) => setTimeout(resolve, 260));
  }
}

function eventLoopDelayMs(app: FastifyInstance): number {
  const usage = (app as unknown as { memoryUsage?: () => { eventLoopDelay: number } }).memoryUsage?.();
  const delay = usage?.eventLoopDelay ?? 0;
  return Number.isFinite(delay) ? delay : 0;
}

/**
 * The main thread's warm-up after it listens: compiles the request validators and response
 * serialisers not compiled yet, one per turn of the event loop (`deferred-compile.ts`), so
 * requests arriving meanwhile wait for one compile at most. Resolves with the number compiled.
 */
export function warmUpAfterListening(): Promise<number> {
  return compileDeferredInBackground();
}
