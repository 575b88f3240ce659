import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { ApiError } from '../../shared/errors.ts';
import { exempt } from './capacity.ts';
import { watchRateLimit } from './metrics.ts';
import { failoverRedisStore, type RateLimitStatus } from './rate-limit-store.ts';

/**
 * Per-client fair-use limit (`@fastify/rate-limit`): RATE_LIMIT_MAX requests per
 * RATE_LIMIT_WINDOW_MS per client address → 429 RATE_LIMITED with Retry-After: 1. With
 * REDIS_URL the counts live in Redis so several instances share them; while Redis is
 * unavailable each instance counts alone (the policy is in `rate-limit-store.ts`).
 * `app.rateLimitStatus()` tells which store is in use (read by `/readyz`, and published in the
 * metrics: `jyotish_rate_limit_store`, `jyotish_rate_limit_redis_fallbacks_total`).
 */
export async function registerRateLimit(
  app: FastifyInstance,
  options: { max: number; windowMs: number; redisUrl: string | null; redisCommandTimeoutMs?: number },
): Promise<void> {
  let status: () => RateLimitStatus = () => ({ store: 'memory', fallbacks: 0, fallbackRequests: 0 });
  let store: Awaited<ReturnType<typeof failoverRedisStore>>['Store'] | undefined;
  if (options.redisUrl) {
    const redis = await failoverRedisStore({
      url: options.redisUrl,
      commandTimeoutMs: options.redisCommandTimeoutMs ?? 300,
      nameSpace: 'jyotish-api-rl-',
      log: app.log,
    });
    app.addHook('onClose', async () => redis.close());
    store = redis.Store;
    status = redis.status;
  }
  app.decorate('rateLimitStatus', status);
  // In the metrics: the store in use and the Redis fallbacks (jyotish_rate_limit_*).
  const unwatch = watchRateLimit(status);
  app.addHook('onClose', async () => unwatch());
  await app.register(rateLimit, {
    global: true,
    max: options.max,
    timeWindow: options.windowMs,
    ...(store ? { store } : {}),
    allowList: exempt,
    // No X-RateLimit-Reset: it named the window's end (11–59 s) while Retry-After says 1 (the
    // contract); the limit and the remaining count are sent, Retry-After alone says when to retry.
    addHeaders: { 'x-ratelimit-limit': true, 'x-ratelimit-remaining': true, 'x-ratelimit-reset': false, 'retry-after': false },
    addHeadersOnExceeding: { 'x-ratelimit-limit': true, 'x-ratelimit-remaining': true, 'x-ratelimit-reset': false },
    errorResponseBuilder: () => new ApiError('RATE_LIMITED'),
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Which counts the rate limit uses now (`redis`, `memory`, or `memory-fallback` while Redis is unavailable). */
    rateLimitStatus: () => RateLimitStatus;
  }
}
