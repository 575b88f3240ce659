import { availableParallelism } from 'node:os';

/**
 * Service configuration from the environment, with embedded defaults so `npm start` works on
 * a fresh machine with no settings. Every variable is listed in the README.
 */
export interface ServiceConfig {
  port: number;
  host: string;
  basePath: string;
  bodyLimitBytes: number;
  rateLimitMax: number;
  rateLimitWindowMs: number;
  redisUrl: string | null;
  maxInFlight: number;
  maxEventLoopDelayMs: number;
  resultCacheEntries: number;
  /** Total size of the cached serialised results, bytes (bounds memory with large bodies). */
  resultCacheBytes: number;
  /** Worker threads computing calculations; 0 = compute on the main thread (tests, debugging). */
  calcWorkers: number;
  /** Calculations waiting for a worker at most; beyond, 503 CAPACITY_EXCEEDED. */
  calcQueue: number;
  /** Longest predicted wait for a worker that is admitted, ms; beyond, 503 CAPACITY_EXCEEDED at once. */
  calcQueueWaitMs: number;
  /** Smoothed service time from which a calculation counts as heavy (held to all workers but one), ms. */
  calcHeavyMs: number;
  /** Nice value of each calculation worker thread (0 = the process's own priority), so the main thread wins the CPU. */
  calcWorkerNice: number;
  /** How calculation workers warm up: after ready in the background (default), all before ready, or not at all. */
  calcWarmUp?: 'background' | 'blocking' | 'off';
  /** Whether the build's ephemeris sample tables (dist/astro/sample-tables.bin) are loaded after listening. */
  sampleTables?: 'on' | 'off';
  /** Time to receive a whole request (headers and body), ms; then 408 REQUEST_TIMEOUT. */
  requestTimeoutMs: number;
  /** Time to receive the request headers, ms. */
  headersTimeoutMs: number;
  /** How long an idle keep-alive connection stays open, ms. */
  keepAliveTimeoutMs: number;
  /** Time given to requests in flight on SIGTERM before the process exits, ms. */
  shutdownGraceMs: number;
  /** Timeout of each Redis command of the shared rate limit, ms. */
  redisCommandTimeoutMs: number;
  logLevel: string;
  /** Where the corresponding source is offered (AGPL §13); null: the service's own archive. */
  sourceUrl: string | null;
  /** Port of the Prometheus metrics listener; null: no metrics listener. */
  metricsPort: number | null;
  /** Fastify `trustProxy`: which proxies' X-Forwarded-For to believe for the client address. */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  /** Worker threads rendering PDF reports (default 1). */
  pdfWorkers?: number;
  /** PDF reports waiting for a worker beyond those rendering; more get 503 PDF_BUSY (default 4). */
  pdfQueue?: number;
}

/** TRUST_PROXY: unset/false → no proxy, true → any, an integer n → the nearest n hops, else addresses/CIDRs. */
function trustProxy(raw: string | undefined): ServiceConfig['trustProxy'] {
  const v = (raw ?? '').trim();
  if (v === '' || v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return (_address, hop) => hop < hops;
  }
  return v;
}

function oneOf<const T extends readonly string[]>(env: NodeJS.ProcessEnv, name: string, values: T, fallback: T[number]): T[number] {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!(values as readonly string[]).includes(raw)) throw new Error(`${name} must be one of ${values.join(', ')}`);
  return raw as T[number];
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new Error(`${name} must be an integer between ${min} and ${max}`);
  }
  return n;
}

/** Normalises a base path to `/segment[/segment]` with no trailing slash, or `` for root. */
export function normalizeBasePath(raw: string): string {
  const trimmed = raw.trim().replace(/\/+$/, '');
  if (trimmed === '' || trimmed === '/') return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  return {
    port: integer(env, 'PORT', 3000, 0, 65535),
    host: env.HOST || '0.0.0.0',
    basePath: normalizeBasePath(env.BASE_PATH ?? '/api'),
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 32 * 1024, 1024, 10 * 1024 * 1024),
    rateLimitMax: integer(env, 'RATE_LIMIT_MAX', 600, 1, 100_000_000),
    rateLimitWindowMs: integer(env, 'RATE_LIMIT_WINDOW_MS', 60_000, 1000, 86_400_000),
    redisUrl: env.REDIS_URL || null,
    maxInFlight: integer(env, 'MAX_IN_FLIGHT', 256, 1, 100_000),
    maxEventLoopDelayMs: integer(env, 'MAX_EVENT_LOOP_DELAY_MS', 1000, 0, 60_000),
    resultCacheEntries: integer(env, 'RESULT_CACHE_ENTRIES', 2000, 0, 1_000_000),
    resultCacheBytes: integer(env, 'RESULT_CACHE_BYTES', 64 * 1024 * 1024, 1024, 16 * 1024 * 1024 * 1024),
    calcWorkers: integer(env, 'CALC_WORKERS', availableParallelism(), 0, 256),
    calcQueue: integer(env, 'CALC_QUEUE', 256, 0, 100_000),
    calcQueueWaitMs: integer(env, 'CALC_QUEUE_WAIT_MS', 300, 0, 60_000),
    calcHeavyMs: integer(env, 'CALC_HEAVY_MS', 250, 1, 3_600_000),
    calcWorkerNice: integer(env, 'CALC_WORKER_NICE', 10, 0, 19),
    calcWarmUp: oneOf(env, 'CALC_WARM_UP', ['background', 'blocking', 'off'] as const, 'background'),
    sampleTables: oneOf(env, 'SAMPLE_TABLES', ['on', 'off'] as const, 'on'),
    requestTimeoutMs: integer(env, 'REQUEST_TIMEOUT_MS', 15_000, 100, 600_000),
    headersTimeoutMs: integer(env, 'HEADERS_TIMEOUT_MS', 10_000, 100, 600_000),
    keepAliveTimeoutMs: integer(env, 'KEEP_ALIVE_TIMEOUT_MS', 72_000, 100, 3_600_000),
    shutdownGraceMs: integer(env, 'SHUTDOWN_GRACE_MS', 10_000, 100, 600_000),
    redisCommandTimeoutMs: integer(env, 'REDIS_COMMAND_TIMEOUT_MS', 300, 10, 60_000),
    logLevel: env.LOG_LEVEL || 'info',
    sourceUrl: env.SOURCE_URL || null,
    metricsPort: env.METRICS_PORT ? integer(env, 'METRICS_PORT', 0, 0, 65535) : null,
    trustProxy: trustProxy(env.TRUST_PROXY),
    pdfWorkers: integer(env, 'PDF_WORKERS', 1, 1, 64),
    pdfQueue: integer(env, 'PDF_QUEUE', 4, 0, 10_000),
  };
}

/** The environment variables, their defaults and meanings (README and capabilities). */
export const configurationTable = [
  ['PORT', '3000', 'TCP port to listen on'],
  ['HOST', '0.0.0.0', 'Interface to bind'],
  ['BASE_PATH', '/api', 'Path prefix of every route'],
  ['BODY_LIMIT_BYTES', '32768', 'Largest request body accepted; larger bodies get 413 BODY_TOO_LARGE'],
  ['RATE_LIMIT_MAX', '600', 'Requests per client per window; more get 429 RATE_LIMITED'],
  ['RATE_LIMIT_WINDOW_MS', '60000', 'Length of the fair-use window in milliseconds'],
  ['REDIS_URL', '(unset)', 'Share rate-limit counts between instances through this Redis server; while it is unreachable or slow, each instance counts alone (see "Rate limit and Redis")'],
  ['REDIS_COMMAND_TIMEOUT_MS', '300', 'Longest wait for one Redis command of the rate limit before the instance counts alone'],
  ['MAX_IN_FLIGHT', '256', 'Requests processed at once once their bodies have arrived (a body still being read holds no slot); more get 503 CAPACITY_EXCEEDED'],
  ['MAX_EVENT_LOOP_DELAY_MS', '1000', 'Event-loop delay above which new requests get 503 CAPACITY_EXCEEDED (0 = off)'],
  ['RESULT_CACHE_ENTRIES', '2000', 'Results of clock-independent calculations kept for identical request bodies (0 = off)'],
  ['RESULT_CACHE_BYTES', '67108864', 'Total size of those cached results in bytes (the oldest go first)'],
  ['CALC_WORKERS', 'CPU count', 'Worker threads computing calculations (default: os.availableParallelism()); 0 computes on the main thread'],
  ['CALC_QUEUE', '256', 'Calculations waiting for a worker at most; more get 503 CAPACITY_EXCEEDED'],
  ['CALC_QUEUE_WAIT_MS', '300', 'Wait budget: a calculation whose predicted wait for a worker exceeds it gets 503 CAPACITY_EXCEEDED at once'],
  ['CALC_HEAVY_MS', '250', 'A calculation whose smoothed service time reaches this is heavy: heavy calculations hold at most all workers but one, so the others always find a worker'],
  ['CALC_WORKER_NICE', '10', 'Scheduling nice value (0–19) each calculation worker thread sets for itself (Linux: that thread only), so the main thread — admission, 503 refusals, probes — runs first when every core computes; PDF report threads take this value + 5 (heavy work under light); 0 leaves every worker at the process\'s priority. Where the system refuses, the workers keep it (logged at debug level)'],
  ['CALC_WARM_UP', 'background', 'Warm-up of each calculation worker: background (ready after the panchang example; the other examples and the common time zones are warmed after ready, between requests), blocking (every example before ready) or off'],
  ['SAMPLE_TABLES', 'on', 'Load the build\'s exact ephemeris samples of the default sky (dist/astro/sample-tables.bin, shared by all threads: ~19 MiB as built by default, see SAMPLE_TABLES_BUILD under "Quick start") after listening, so a panchang on a new date asks the Swiss Ephemeris less; off: every sample from the library (the same bytes, slower)'],
  ['REQUEST_TIMEOUT_MS', '15000', 'Time to receive a whole request, headers and body; a slower client gets 408 REQUEST_TIMEOUT and the connection is closed'],
  ['HEADERS_TIMEOUT_MS', '10000', 'Time to receive the request headers'],
  ['KEEP_ALIVE_TIMEOUT_MS', '72000', 'How long an idle keep-alive connection stays open'],
  ['SHUTDOWN_GRACE_MS', '10000', 'On SIGTERM/SIGINT: time for the calculations running and the answers under way to finish (calculations still queued are answered 503 at once) before the process exits (0 when all ended in time, 1 otherwise)'],
  ['LOG_LEVEL', 'info', 'pino log level (fatal, error, warn, info, debug, silent)'],
  ['EPHE_PATH', 'data/ephe', 'Directory of the Swiss Ephemeris files, with their SHA256SUMS (checked at start)'],
  ['METRICS_PORT', '(unset)', 'Serve Prometheus metrics at GET /metrics on this port (a listener of its own, never the public port); unset: no metrics listener'],
  ['TRUST_PROXY', '(unset)', 'Behind a reverse proxy or ingress: true, a hop count, or the proxies\' addresses/CIDRs, so the client address (rate limit) comes from X-Forwarded-For'],
  ['PDF_WORKERS', '1', 'Worker threads rendering PDF reports'],
  ['PDF_QUEUE', '4', 'PDF reports that may wait for a worker; beyond workers + queue a report gets 503 PDF_BUSY at once'],
  ['SOURCE_URL', '(unset)', 'Where the corresponding source is offered (AGPL section 13); default: the service\'s own /source.tar.gz'],
] as const;
