import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { ApiError } from '../../shared/errors.ts';
import { exempt } from './capacity.ts';

/**
 * Per-client fair-use limit (`@fastify/rate-limit`): RATE_LIMIT_MAX requests per
 * RATE_LIMIT_WINDOW_MS per client address → 429 RATE_LIMITED with Retry-After: 1. With
 * REDIS_URL the counts live in Redis so several instances share them.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  options: { max: number; windowMs: number; redisUrl: string | null },
): Promise<void> {
  let redis: unknown;
  if (options.redisUrl) {
    const { Redis } = await import('ioredis');
    const client = new Redis(options.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, enableOfflineQueue: false });
    app.addHook('onClose', async () => {
      client.disconnect();
    });
    redis = client;
  }
  await app.register(rateLimit, {
    global: true,
    max: options.max,
    timeWindow: options.windowMs,
    ...(redis ? { redis, nameSpace: 'jyotish-api-rl-', skipOnError: true } : {}),
    allowList: exempt,
    // No X-RateLimit-Reset: it named the window's end (11–59 s) while Retry-After says 1 (the
    // contract); the limit and the remaining count are sent, Retry-After alone says when to retry.
    addHeaders: { 'x-ratelimit-limit': true, 'x-ratelimit-remaining': true, 'x-ratelimit-reset': false, 'retry-after': false },
    addHeadersOnExceeding: { 'x-ratelimit-limit': true, 'x-ratelimit-remaining': true, 'x-ratelimit-reset': false },
    errorResponseBuilder: () => new ApiError('RATE_LIMITED'),
  });
}
