import type { FastifyInstance } from 'fastify';
import underPressure from '@fastify/under-pressure';
import { ApiError } from '../../shared/errors.ts';

/**
 * Admission control: new requests get 503 CAPACITY_EXCEEDED (with Retry-After: 1) while the
 * event loop lags beyond `maxEventLoopDelayMs` (`@fastify/under-pressure`) or while
 * `maxInFlight` requests are already being processed. Health probes are never refused.
 */
export async function registerCapacity(
  app: FastifyInstance,
  options: { maxInFlight: number; maxEventLoopDelayMs: number },
): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    // A short window, so the delay of start-up (loading the place index, compiling schemas)
    // stops counting a quarter of a second after it ends.
    sampleInterval: 250,
    pressureHandler: (request) => {
      if (request.routeOptions.config?.healthProbe) return undefined;
      return Promise.reject(new ApiError('CAPACITY_EXCEEDED'));
    },
  });
  let inFlight = 0;
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.healthProbe) return;
    if (inFlight >= options.maxInFlight) throw new ApiError('CAPACITY_EXCEEDED');
    inFlight++;
    (request as { countedInFlight?: boolean }).countedInFlight = true;
  });
  app.addHook('onResponse', async (request) => {
    if ((request as { countedInFlight?: boolean }).countedInFlight) inFlight--;
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Health and readiness probes bypass admission control and the rate limit. */
    healthProbe?: boolean;
  }
}
