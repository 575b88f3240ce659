import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import underPressure from '@fastify/under-pressure';
import { ApiError } from '../../shared/errors.ts';

/**
 * A per-process secret that marks the start-up warm-up requests (`src/api/warm-up.ts`) so
 * admission control lets them through while start-up itself is still blocking the loop.
 * It is never sent to or accepted from a client.
 */
export const warmUpToken = randomBytes(16).toString('hex');
export const warmUpHeader = 'x-jyotish-warm-up';

/** Health probes and the warm-up pass admission control and the rate limit. */
export function exempt(request: FastifyRequest): boolean {
  return request.routeOptions.config?.healthProbe === true || request.headers[warmUpHeader] === warmUpToken;
}

/**
 * Admission control of the main thread: new requests get 503 CAPACITY_EXCEEDED (with
 * Retry-After: 1) while the event loop lags beyond `maxEventLoopDelayMs`
 * (`@fastify/under-pressure`) or while `maxInFlight` requests are already being processed.
 * Health probes are never refused. The calculations' own admission (a bounded queue for the
 * worker threads with a wait budget) is in `pool/`.
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
    pressureHandler: (request, _reply, type, value) => {
      if (exempt(request)) return undefined;
      // The plugin reports an infinite delay when a window held no delay sample at all (the
      // sampler ran right after one long task): that is no measurement, not an overload, and
      // refusing on it would turn away every request of the next window.
      if (type === 'eventLoopDelay' && !Number.isFinite(value as number)) return undefined;
      return Promise.reject(new ApiError('CAPACITY_EXCEEDED'));
    },
  });
  // While the app closes (graceful shutdown), requests that still arrive on open keep-alive
  // connections are refused as capacity (503, Retry-After: 1), and every answer — also to the
  // requests that were already running — closes its connection.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  let inFlight = 0;
  const counted = new WeakSet<FastifyRequest>();
  // Synchronous hooks (a callback, no promise per request): they run on every request.
  const release = (request: FastifyRequest, done: () => void) => {
    if (counted.delete(request)) inFlight--;
    done();
  };
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    reply.header('connection', 'close');
    done(new ApiError('CAPACITY_EXCEEDED'));
  });
  // Counted once the body has arrived: a client still sending (or withholding) its body holds
  // no slot; the request timeout bounds how long it may take.
  app.addHook('preValidation', (request, _reply, done) => {
    if (exempt(request)) return done();
    if (inFlight >= options.maxInFlight) return done(new ApiError('CAPACITY_EXCEEDED'));
    inFlight++;
    counted.add(request);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onResponse', (request, _reply, done) => release(request, done));
  // A client that hangs up before the answer gets no onResponse: release its slot here.
  app.addHook('onRequestAbort', release);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Health and readiness probes bypass admission control and the rate limit. */
    healthProbe?: boolean;
  }
}
