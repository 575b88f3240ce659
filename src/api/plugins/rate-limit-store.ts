/**
 * The rate-limit store when REDIS_URL is set: counts live in Redis (shared by every
 * instance) while Redis answers; while it does not, each instance counts alone.
 *
 * Declared policy for an unavailable Redis — fail open to the local limiter:
 * - every Redis command has a timeout (REDIS_COMMAND_TIMEOUT_MS, default 300 ms) and no
 *   command waits for a reconnection (no offline queue), so a stopped, unreachable or hung
 *   (paused) Redis costs a request at most that timeout;
 * - after the first failure the instance stops asking Redis and counts in memory, with the
 *   same limit per client and window, so the limit still holds per instance (with N
 *   instances a client may get up to N times the limit); a probe (PING) every second
 *   switches back as soon as Redis answers;
 * - the switch is logged once each way as a structured warning/info line (ioredis' own
 *   error events are consumed, so nothing unstructured reaches stderr), counted in
 *   `status().fallbacks` (published as `jyotish_rate_limit_redis_fallbacks_total`, the store in
 *   use as `jyotish_rate_limit_store`), and `/readyz` names the store in use (`memory-fallback`).
 *   Readiness stays 200: the service computes correctly without Redis.
 */
import { createRequire } from 'node:module';
import { once } from 'node:events';
import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

type Callback = (error: Error | null, result: { current: number; ttl: number } | null) => void;

/** The store interface of `@fastify/rate-limit`. */
interface Store {
  incr(key: string, cb: Callback, timeWindow: number, max: number): void;
  read?(key: string, cb: Callback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): Store;
}
type StoreClass<A extends unknown[]> = new (...args: A) => Store;

const requireCjs = createRequire(import.meta.url);
const LocalStore = requireCjs('@fastify/rate-limit/store/LocalStore.js') as StoreClass<[boolean, boolean, number?]>;
const RedisStore = requireCjs('@fastify/rate-limit/store/RedisStore.js') as StoreClass<[boolean, boolean, Redis, string?]>;

/** Which counts the rate limit uses now. */
export type RateLimitStoreName = 'memory' | 'redis' | 'memory-fallback';

export interface RateLimitStatus {
  store: RateLimitStoreName;
  /** Times the instance switched from Redis to its own counts since start. */
  fallbacks: number;
  /** Requests counted in memory because Redis was unavailable, since start. */
  fallbackRequests: number;
}

/** Tracks whether Redis answers; switches to local counts and back. */
class RedisHealth {
  down = false;
  fallbacks = 0;
  fallbackRequests = 0;
  private probe: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly client: Redis,
    private readonly log: FastifyBaseLogger,
  ) {}

  fail(error: unknown): void {
    if (this.down || this.closed) return;
    this.down = true;
    this.fallbacks++;
    this.log.warn({ dependency: 'redis', reason: describe(error) }, 'redis unavailable: the rate limit counts on this instance alone until it answers again');
    this.probe = setInterval(() => this.check(), 1000);
    this.probe.unref();
  }

  private check(): void {
    this.client.ping().then(
      () => {
        if (!this.down || this.closed) return;
        this.down = false;
        clearInterval(this.probe);
        this.log.info({ dependency: 'redis' }, 'redis available again: the rate limit is shared again');
      },
      () => undefined,
    );
  }

  close(): void {
    this.closed = true;
    clearInterval(this.probe);
  }
}

/** The cause of a Redis failure as a short code, never a stack. */
function describe(error: unknown): string {
  const e = error as { code?: string; name?: string; message?: string } | null;
  if (e?.code) return e.code;
  if (e?.message && /timed out/i.test(e.message)) return 'COMMAND_TIMEOUT';
  if (e?.message && /writeable|offline/i.test(e.message)) return 'NOT_CONNECTED';
  return e?.name ?? 'unknown';
}

/** Counts in Redis while it answers, in memory while it does not. */
class FailoverStore implements Store {
  constructor(
    private readonly redis: Store,
    private readonly local: Store,
    private readonly health: RedisHealth,
  ) {}

  incr(key: string, cb: Callback, timeWindow: number, max: number): void {
    this.call('incr', key, cb, timeWindow, max);
  }

  read(key: string, cb: Callback, timeWindow: number, max: number): void {
    this.call('read', key, cb, timeWindow, max);
  }

  private call(method: 'incr' | 'read', key: string, cb: Callback, timeWindow: number, max: number): void {
    const local = () => {
      this.health.fallbackRequests++;
      this.local[method]!(key, cb, timeWindow, max);
    };
    if (this.health.down) return local();
    this.redis[method]!(
      key,
      (error, result) => {
        if (error) {
          this.health.fail(error);
          local();
        } else cb(null, result);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: unknown): Store {
    return new FailoverStore(this.redis.child(routeOptions), this.local.child(routeOptions), this.health);
  }
}

/**
 * Connects to Redis (waiting at most about a second: a Redis that is down at start is the
 * same as one that goes down later) and returns the store class for `@fastify/rate-limit`,
 * its status and a close function.
 */
export async function failoverRedisStore(options: {
  url: string;
  commandTimeoutMs: number;
  nameSpace: string;
  log: FastifyBaseLogger;
}): Promise<{ Store: FastifyRateLimitStoreCtor; status: () => RateLimitStatus; close: () => void }> {
  // Loaded only when REDIS_URL is set (it costs start-up time otherwise).
  const { Redis } = await import('ioredis');
  const client = new Redis(options.url, {
    commandTimeout: options.commandTimeoutMs,
    connectTimeout: 1000,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    lazyConnect: false,
  });
  const health = new RedisHealth(client, options.log);
  let lastErrorLogged = '';
  // Without a listener ioredis prints "Unhandled error event" and a stack to stderr.
  client.on('error', (error: unknown) => {
    const reason = describe(error);
    if (reason !== lastErrorLogged) options.log.debug({ dependency: 'redis', reason }, 'redis connection error');
    lastErrorLogged = reason;
    health.fail(error);
  });
  client.on('ready', () => {
    lastErrorLogged = '';
  });
  // `once` rejects on the first 'error' (refused): not connected at start either.
  const ready = once(client, 'ready').then(
    () => true,
    () => false,
  );
  const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), options.commandTimeoutMs + 1000).unref());
  if (!(await Promise.race([ready, timeout]))) health.fail(new Error('not connected at start'));

  class BoundStore {
    constructor(params: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      return new FailoverStore(
        new RedisStore(params.continueExceeding ?? false, params.exponentialBackoff ?? false, client, options.nameSpace),
        new LocalStore(params.continueExceeding ?? false, params.exponentialBackoff ?? false),
        health,
      );
    }
  }
  return {
    Store: BoundStore as unknown as FastifyRateLimitStoreCtor,
    status: () => ({ store: health.down ? 'memory-fallback' : 'redis', fallbacks: health.fallbacks, fallbackRequests: health.fallbackRequests }),
    close: () => {
      health.close();
      client.disconnect();
    },
  };
}
