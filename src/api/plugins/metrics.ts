/**
 * Prometheus metrics (`prom-client`), served in the Prometheus text format on a port of
 * their own (METRICS_PORT), never on the public port: request counts and latency by route and
 * status, requests in flight, error answers by code (503s by reason), cache lookups, the rate
 * limit's store and its Redis fallbacks, the event-loop delay and the process metrics of
 * `prom-client`.
 *
 * Other modules add their metrics to `metricsRegistry` (pass `registers: [metricsRegistry]`).
 * The worker pools plug in through `watchPool` and `poolQueueWaitSeconds` below.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { zoneLookupStats } from '../../calculations/shared/zone-check.ts';

/** The one registry of this process; `GET /metrics` on METRICS_PORT prints it. */
export const metricsRegistry = new Registry();

const registers = [metricsRegistry];
const requestLabels = ['method', 'route', 'status'] as const;

const requestsTotal = new Counter({
  name: 'jyotish_http_requests_total',
  help: 'Requests answered, by method, route pattern (never the URL) and status',
  labelNames: requestLabels,
  registers,
});

const requestDurationSeconds = new Histogram({
  name: 'jyotish_http_request_duration_seconds',
  help: 'Time from the request to the end of the response, by method, route pattern and status',
  labelNames: requestLabels,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

const requestsInFlight = new Gauge({
  name: 'jyotish_http_requests_in_flight',
  help: 'Requests received and not yet answered',
  registers,
});

const errorResponsesTotal = new Counter({
  name: 'jyotish_http_error_responses_total',
  help: 'Error answers by status and error code: 503s by reason (CAPACITY_EXCEEDED, PDF_BUSY, EPHEMERIS_UNAVAILABLE …), 429 RATE_LIMITED, 422s …',
  labelNames: ['status', 'code'] as const,
  registers,
});

/**
 * Lookups of the result cache of clock-independent calculations, by outcome (`hit`, `miss`).
 * The cache lives in routes/calculations.ts, which counts into this metric.
 */
export const resultCacheLookupsTotal = new Counter({
  name: 'jyotish_result_cache_lookups_total',
  help: 'Result cache lookups by outcome (hit, miss)',
  labelNames: ['outcome'] as const,
  registers,
});

new Counter({
  name: 'jyotish_timezone_lookup_cache_total',
  help: 'Point-to-time-zone lookups of the coordinates check, by outcome (hit, miss); counted in this thread only',
  labelNames: ['outcome'] as const,
  registers,
  collect() {
    const stats = zoneLookupStats();
    this.reset();
    this.inc({ outcome: 'hit' }, stats.hits);
    this.inc({ outcome: 'miss' }, stats.misses);
  },
});

// ---- Worker pools (calculation pool, PDF pool): the place where they are wired in.

/**
 * Time a task waited in a worker pool's queue before a thread took it, by pool. The code that
 * submits tasks observes it: `poolQueueWaitSeconds.observe({ pool: 'calculations' }, s)`.
 */
export const poolQueueWaitSeconds = new Histogram({
  name: 'jyotish_pool_queue_wait_seconds',
  help: 'Time a task waited in a worker pool queue before a thread took it, by pool',
  labelNames: ['pool'] as const,
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers,
});

const poolSources = new Map<string, () => Record<string, number>>();
const poolGauges = new Set<string>();

/** `queueSize` → `jyotish_pool_queue_size`. */
function poolMetricName(key: string): string {
  return `jyotish_pool_${key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/[^A-Za-z0-9_]/g, '_').toLowerCase()}`;
}

/**
 * Publishes a worker pool's statistics as gauges, read at every scrape: each numeric field of
 * `stats()` becomes `jyotish_pool_<field in snake case>{pool="<pool>"}` (e.g. `poolGauges()`'s
 * `queueSize` → `jyotish_pool_queue_size{pool="calculations"}`). The fields are those of the
 * first call; calling it again for the same pool replaces the source.
 */
export function watchPool(pool: string, stats: () => Record<string, number>): void {
  poolSources.set(pool, stats);
  for (const [key, value] of Object.entries(stats())) {
    const name = poolMetricName(key);
    if (typeof value !== 'number' || poolGauges.has(name)) continue;
    poolGauges.add(name);
    new Gauge({
      name,
      help: `Worker pool statistic ${key}, by pool`,
      labelNames: ['pool'] as const,
      registers,
      collect() {
        this.reset();
        for (const [p, read] of poolSources) {
          const v = read()[key];
          if (typeof v === 'number' && Number.isFinite(v)) this.set({ pool: p }, v);
        }
      },
    });
  }
}

// ---- The rate limit's store (plugins/rate-limit.ts): Redis, or this instance's own counts.

/** What the rate limit tells about its store (`app.rateLimitStatus()`, see `rate-limit-store.ts`). */
interface RateLimitSource {
  store: 'memory' | 'redis' | 'memory-fallback';
  fallbacks: number;
  fallbackRequests: number;
}

const rateLimitStores = ['memory', 'redis', 'memory-fallback'] as const;
let rateLimitSource: (() => RateLimitSource) | undefined;

new Gauge({
  name: 'jyotish_rate_limit_store',
  help: 'The store the rate limit counts in now: 1 for it, 0 for the others (redis; memory-fallback while REDIS_URL is set and Redis is unavailable; memory without REDIS_URL)',
  labelNames: ['store'] as const,
  registers,
  collect() {
    this.reset();
    if (!rateLimitSource) return;
    const now = rateLimitSource().store;
    for (const store of rateLimitStores) this.set({ store }, store === now ? 1 : 0);
  },
});

new Counter({
  name: 'jyotish_rate_limit_redis_fallbacks_total',
  help: 'Times the rate limit switched from Redis to counting on this instance alone because Redis was unavailable',
  registers,
  collect() {
    this.reset();
    if (rateLimitSource) this.inc(rateLimitSource().fallbacks);
  },
});

new Counter({
  name: 'jyotish_rate_limit_fallback_requests_total',
  help: 'Requests the rate limit counted on this instance alone because Redis was unavailable',
  registers,
  collect() {
    this.reset();
    if (rateLimitSource) this.inc(rateLimitSource().fallbackRequests);
  },
});

/**
 * Publishes the rate limit's store and its Redis fallbacks (read at every scrape). The process
 * has one registry: the app that called it last is the one shown. Returns the function that
 * withdraws it (when that app closes), unless another app has replaced it since.
 */
export function watchRateLimit(status: () => RateLimitSource): () => void {
  rateLimitSource = status;
  return () => {
    if (rateLimitSource === status) rateLimitSource = undefined;
  };
}

// ---- Request instrumentation and the metrics listener.

let defaultMetricsStarted = false;

/** The error code of an error envelope (the only JSON the service sends with status ≥ 400). */
function errorCodeOf(payload: unknown): string {
  if (typeof payload !== 'string') return 'none';
  const m = /"code":"([A-Z_]{1,40})"/.exec(payload.slice(0, 400));
  return m ? m[1] : 'none';
}

/**
 * Counts an answer sent below the router (`early-refusal.ts`) as the onResponse hook counts
 * the others: requests, duration (`seconds`) and error code by route pattern.
 */
export function countAnswerBelowRouter(method: string, route: string, status: number, code: string, seconds: number): void {
  const labels = { method, route, status: String(status) };
  requestsTotal.inc(labels);
  requestDurationSeconds.observe(labels, seconds);
  if (status >= 400) errorResponsesTotal.inc({ status: labels.status, code });
}

/**
 * Counts every request of the app, and with `port` set serves the registry at `GET /metrics`
 * on that port (its own HTTP server: the public port never exposes it). The listener starts
 * when the app is ready and stops when it closes; `app.metricsAddress()` tells where it listens.
 */
export async function registerMetrics(app: FastifyInstance, options: { port: number | null; host: string }): Promise<void> {
  if (!defaultMetricsStarted) {
    defaultMetricsStarted = true;
    // Process CPU, memory, GC, handles and the event-loop delay (nodejs_eventloop_lag_*).
    collectDefaultMetrics({ register: metricsRegistry, eventLoopMonitoringPrecision: 10 });
  }

  const started = new WeakSet<FastifyRequest>();
  const codes = new WeakMap<FastifyRequest, string>();
  const finish = (request: FastifyRequest) => {
    if (started.delete(request)) requestsInFlight.dec();
  };
  // Synchronous hooks (a callback, no promise per request): they run on every request.
  app.addHook('onRequest', (request, _reply, done) => {
    started.add(request);
    requestsInFlight.inc();
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode >= 400) codes.set(request, errorCodeOf(payload));
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    finish(request);
    const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) };
    requestsTotal.inc(labels);
    requestDurationSeconds.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode >= 400) errorResponsesTotal.inc({ status: labels.status, code: codes.get(request) ?? 'none' });
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    finish(request);
    done();
  });

  let server: Server | undefined;
  app.decorate('metricsAddress', () => {
    const address = server?.address();
    return address && typeof address === 'object' ? (address as AddressInfo) : null;
  });
  if (options.port === null) return;
  const port = options.port;
  app.addHook('onReady', async () => {
    server = createServer((req, res) => {
      const path = (req.url ?? '').split('?')[0];
      if ((req.method === 'GET' || req.method === 'HEAD') && path === '/metrics') {
        metricsRegistry.metrics().then(
          (text) => {
            res.writeHead(200, { 'content-type': metricsRegistry.contentType, 'cache-control': 'no-store' });
            res.end(req.method === 'HEAD' ? undefined : text);
          },
          () => {
            res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
            res.end('metrics collection failed\n');
          },
        );
        return;
      }
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('not found: the metrics listener serves GET /metrics only\n');
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(port, options.host, () => resolve());
    });
  });
  app.addHook('onClose', async () => {
    if (!server) return;
    const s = server;
    const closed = new Promise<void>((resolve) => s.close(() => resolve()));
    // A scraper's keep-alive connection would otherwise hold the close open.
    s.closeAllConnections();
    await closed;
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the metrics listener listens (METRICS_PORT), or null when it is off. */
    metricsAddress: () => AddressInfo | null;
  }
}
