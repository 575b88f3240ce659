/**
 * The application as a configured Fastify instance that does not listen: `server.ts` adds
 * the port and signals, tests call `inject`.
 */
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { initEphemeris } from '../astro/swe.ts';
import type { ServiceConfig } from './config.ts';
import { registerErrorHandling, sendError } from './plugins/errors.ts';
import { generateRequestId, registerRequestIdAndAccessLog } from './plugins/request-id.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerCapacity } from './plugins/capacity.ts';
import { clientErrorHandler, registerClientErrorHandling } from './plugins/client-errors.ts';
import { registerJsonBodyParser } from './plugins/json-body.ts';
import { createCalculationPool, type CalculationPool } from './pool/calculation-pool.ts';
import { poolGauges } from './pool/pool-stats.ts';
import { registerGracefulClose } from './shutdown.ts';
import { validatorCompiler } from './validation.ts';
import { lazySerializerCompiler } from './serializer-compiler.ts';
import { calculationRoutes } from './routes/calculations.ts';
import { documentRoutes, registerDocumentRoutes } from './routes/documents.ts';
import { extraDocumentRoutes } from './routes/extra.ts';
import { reportRoutes } from './reports/routes.ts';
import { createPdfPool, pdfThreadNice } from './reports/pool.ts';
import { countAnswerBelowRouter, poolQueueWaitSeconds, registerMetrics, watchPool } from './plugins/metrics.ts';
import { docsContentSecurityPolicy, registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerCompression } from './plugins/compress.ts';
import { registerDocumentCaching } from './plugins/etag.ts';
import { collectRouteMethods, registerMethodNotAllowed } from './plugins/method-not-allowed.ts';
import { calculationExampleSource, placeholderOpenApiDocument } from './openapi-source.ts';
import { earlyRefusalRoutes, installEarlyRefusal } from './early-refusal.ts';

export interface AppOptions {
  config: ServiceConfig;
  logger?: Logger;
  /** Check every calculation response against its declared schema (the tests turn it on). */
  checkResponses?: boolean;
  /** Refuse calculations below the router while the pool is full (`early-refusal.ts`; default on). */
  earlyRefusal?: boolean;
}

export async function buildApp({ config, logger, checkResponses = false, earlyRefusal = true }: AppOptions): Promise<FastifyInstance> {
  initEphemeris();
  // First, so the worker threads start (and warm up) while the rest of the app is built.
  const pool = await createCalculationPool({
    workers: config.calcWorkers,
    maxQueue: config.calcQueue,
    waitBudgetMs: config.calcQueueWaitMs,
    heavyMs: config.calcHeavyMs,
    checkResponses,
    workerNice: config.calcWorkerNice,
    onWorkerPriority: (r) => {
      if (r.failed > 0) logger?.debug({ nice: r.nice, workers: r.failed, error: r.error }, 'calculation workers kept their priority: lowering it was refused');
    },
    warmUp: config.calcWarmUp ?? 'background',
    onWorkerError: (err) => logger?.error({ err }, 'calculation worker failed'),
    onQueueWait: (ms) => poolQueueWaitSeconds.observe({ pool: 'calculations' }, ms / 1000),
  });
  // The process has one metrics registry: the pool of the app built last is the one shown.
  watchPool('calculations', () => poolGauges(pool));
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    genReqId: generateRequestId,
    requestIdHeader: false,
    // One access line per request comes from our onResponse hook, without URLs.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.bodyLimitBytes,
    // Requests arriving while closing get our own 503 envelope (plugins/capacity.ts).
    return503OnClosing: false,
    // A URL that cannot be decoded names no resource: the catalogued 404 envelope, not
    // Fastify's own body (which would quote the URL).
    frameworkErrors: (_error, request, reply) => sendError(request, reply, 'NOT_FOUND', []),
    routerOptions: { ignoreTrailingSlash: true },
    // Slow clients: the whole request (headers and body) must arrive within the request
    // timeout, checked every half second; then 408 REQUEST_TIMEOUT (plugins/client-errors.ts).
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    http: { headersTimeout: Math.min(config.headersTimeoutMs, config.requestTimeoutMs), connectionsCheckingInterval: 500 },
    // Connections are closed by shutdown.ts after their last answer, never reset.
    forceCloseConnections: false,
    clientErrorHandler,
    trustProxy: config.trustProxy,
  }) as unknown as FastifyInstance;
  app.decorate('calculationPool', pool);
  app.addHook('onClose', async () => pool.close());
  registerGracefulClose(app);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(lazySerializerCompiler);
  // Only JSON bodies: text/plain would otherwise be parsed and fail later as a schema error.
  app.removeContentTypeParser(['text/plain']);
  registerJsonBodyParser(app);
  registerErrorHandling(app);
  registerClientErrorHandling(app);
  registerRequestIdAndAccessLog(app);
  // Operations: metrics and security headers come before the limits, so refusals are counted
  // and carry the headers too.
  await registerMetrics(app, { port: config.metricsPort, host: config.host });
  await registerSecurityHeaders(app);
  await registerRateLimit(app, {
    max: config.rateLimitMax,
    windowMs: config.rateLimitWindowMs,
    redisUrl: config.redisUrl,
    redisCommandTimeoutMs: config.redisCommandTimeoutMs,
  });
  await registerCapacity(app, { maxInFlight: config.maxInFlight, maxEventLoopDelayMs: config.maxEventLoopDelayMs });
  // Shutdown: calculations still queued are answered 503 at once, with Connection: close (this
  // hook runs after the capacity plugin's, which marks the app closing), so only those running
  // must finish within the grace (issue 20).
  app.addHook('preClose', async () => pool.beginClose());

  // Compression and document validators apply to the routes registered after them; the
  // route table feeds the 405 answers registered after the routes.
  await registerCompression(app);
  registerDocumentCaching(app);
  const routeMethods = collectRouteMethods(app);

  // PDF reports render in their own worker pool, closed with the app.
  // PDF threads run a little below the calculation workers (heavy under light), both below the
  // main thread; with CALC_WORKER_NICE=0 nothing is niced.
  const pdfPool = createPdfPool({
    workers: config.pdfWorkers ?? 1,
    queue: config.pdfQueue ?? 4,
    workerNice: pdfThreadNice(config.calcWorkerNice),
  });
  app.addHook('onClose', () => pdfPool.close());
  const docs = documentRoutes(config, [...extraDocumentRoutes(), ...reportRoutes(pdfPool)]);
  // The place index (a few hundred ms to load) is loaded by server.ts right after listening,
  // not on the first search; an app that never listens (tests) loads it on first use.
  // The OpenAPI document is built on first use, with each calculation's example answered by the app.
  docs.openapi.setExampleSource(calculationExampleSource(app, config.basePath));
  await app.register(swagger, { mode: 'static', specification: { document: placeholderOpenApiDocument() as never } });
  await app.register(
    async (scope) => {
      await calculationRoutes(scope, { resultCacheEntries: config.resultCacheEntries, resultCacheBytes: config.resultCacheBytes, pool });
      registerDocumentRoutes(scope, docs);
      await scope.register(swaggerUi, {
        routePrefix: '/docs',
        uiConfig: { docExpansion: 'list', deepLinking: true },
        validatorUrl: false,
        staticCSP: docsContentSecurityPolicy,
        uiHooks: { preHandler: async () => void (await docs.openapi.get()) },
        transformSpecification: () => docs.openapi.peek() ?? placeholderOpenApiDocument(),
        transformSpecificationClone: false,
      });
    },
    { prefix: config.basePath },
  );
  registerMethodNotAllowed(app, routeMethods);
  if (earlyRefusal) {
    installEarlyRefusal(app, {
      routes: earlyRefusalRoutes(config.basePath, config.resultCacheEntries),
      refuseEarly: (kind) => pool.refuseEarly(kind),
      onRefused: (route, reqId, ms) => {
        countAnswerBelowRouter('POST', route, 503, 'CAPACITY_EXCEEDED', ms / 1000);
        app.log.info({ reqId, method: 'POST', route, status: 503, latencyMs: Math.round(ms * 100) / 100 }, 'request completed');
      },
    });
  }
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The worker pool of the calculations (stats: `calculationPool.stats()`). */
    calculationPool: CalculationPool;
  }
}
