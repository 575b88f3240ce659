/**
 * The application as a configured Fastify instance that does not listen: `server.ts` adds
 * the port and signals, tests call `inject`.
 */
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { initEphemeris } from '../astro/swe.ts';
import { getPlaceIndex } from '../geo/index.ts';
import type { ServiceConfig } from './config.ts';
import { registerErrorHandling, sendError } from './plugins/errors.ts';
import { generateRequestId, registerRequestIdAndAccessLog } from './plugins/request-id.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerCapacity } from './plugins/capacity.ts';
import { validatorCompiler } from './validation.ts';
import { calculationRoutes } from './routes/calculations.ts';
import { documentRoutes, registerDocumentRoutes } from './routes/documents.ts';
import { extraDocumentRoutes } from './routes/extra.ts';

export interface AppOptions {
  config: ServiceConfig;
  logger?: Logger;
}

export async function buildApp({ config, logger }: AppOptions): Promise<FastifyInstance> {
  initEphemeris();
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
  }) as unknown as FastifyInstance;

  app.setValidatorCompiler(validatorCompiler);
  // Only JSON bodies: text/plain would otherwise be parsed and fail later as a schema error.
  app.removeContentTypeParser(['text/plain']);
  registerErrorHandling(app);
  registerRequestIdAndAccessLog(app);
  await registerRateLimit(app, { max: config.rateLimitMax, windowMs: config.rateLimitWindowMs, redisUrl: config.redisUrl });
  await registerCapacity(app, { maxInFlight: config.maxInFlight, maxEventLoopDelayMs: config.maxEventLoopDelayMs });

  const docs = documentRoutes(config, extraDocumentRoutes());
  // Load the place index now, not on the first search: ready within a second of start.
  getPlaceIndex();
  await app.register(swagger, { mode: 'static', specification: { document: docs.openapiDocument() as never } });
  await app.register(
    async (scope) => {
      await calculationRoutes(scope, { resultCacheEntries: config.resultCacheEntries });
      registerDocumentRoutes(scope, docs);
      await scope.register(swaggerUi, { routePrefix: '/docs', uiConfig: { docExpansion: 'list', deepLinking: true } });
    },
    { prefix: config.basePath },
  );
  return app;
}
