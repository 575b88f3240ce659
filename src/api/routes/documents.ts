import Type from 'typebox';
import type { FastifyInstance } from 'fastify';
import { ephemerisFiles, ephemerisSelfCheck } from '../../astro/swe.ts';
import { sendError } from '../plugins/errors.ts';
import type { ServiceConfig } from '../config.ts';
import type { DocumentRoute } from '../route-spec.ts';
import { AccessPolicy, accessPolicy } from '../documents/access-policy.ts';
import { apiIndex, NativeApiIndex } from '../documents/api-index.ts';
import { integrationKit, NativeIntegrationKit } from '../documents/capabilities.ts';
import { routeCatalogue } from '../documents/catalogue.ts';
import { buildOpenApiDocument } from '../openapi.ts';
import { calculations } from '../../calculations/registry.ts';
import type { AnyCalculation } from '../../calculations/types.ts';
import { sourceArchive } from '../documents/source-archive.ts';

const Health = Type.Object({ status: Type.Literal('ok') });
const Ready = Type.Object({
  status: Type.Literal('ready'),
  ephemeris: Type.Object({ libraryVersion: Type.String(), files: Type.Array(Type.String()) }),
  rateLimit: Type.Object(
    {
      store: Type.Union([Type.Literal('memory'), Type.Literal('redis'), Type.Literal('memory-fallback')], {
        description:
          'Where the fair-use counts live: memory (no REDIS_URL), redis (shared by every instance), or memory-fallback (REDIS_URL is set but Redis does not answer within REDIS_COMMAND_TIMEOUT_MS: this instance counts alone, with the same limit, until a probe finds Redis again). Readiness stays 200 in every case.',
      }),
    },
    { description: 'The rate limit\'s store (policy for an unavailable Redis: fail open to the local limiter, logged and counted).' },
  ),
});
const OpenApiDocument = Type.Object({ openapi: Type.String() }, { additionalProperties: true });

/**
 * The document and probe routes. `extraRoutes` are routes owned by other modules (location
 * search, compatibility manifests, migration) so that the API index and the OpenAPI document
 * list them too.
 */
export function documentRoutes(config: ServiceConfig, extraRoutes: DocumentRoute[] = []): DocumentRoutes {
  const base = config.basePath;
  const routes: DocumentRoute[] = [];
  const catalogue = () => routeCatalogue(routes);
  const openapi = lazyOpenApiDocument(base, routes);
  // PDF routes are the routes that answer application/pdf (src/api/reports/routes.ts).
  const pdfRoutes = extraRoutes.filter((r) => r.contentType === 'application/pdf').map((r) => `${base}${r.path}`);

  routes.push(
    {
      method: 'GET', path: '/', operationId: 'getApiRoot', summary: 'API index at the base path', tag: 'Documents',
      description: 'The same NativeApiIndex as GET /v2, at the base path itself (where the README points).',
      responseName: 'NativeApiIndex', response: NativeApiIndex,
      handler: () => apiIndex(base, catalogue()),
    },
    {
      method: 'GET', path: '/v2', operationId: 'getV2', summary: 'API index', tag: 'Documents',
      description: 'Every route with its method, path, request and response schema names and versions (NativeApiIndex).',
      responseName: 'NativeApiIndex', response: NativeApiIndex,
      handler: () => apiIndex(base, catalogue()),
    },
    {
      method: 'GET', path: '/v2/capabilities', operationId: 'getV2Capabilities', summary: 'Integration capabilities', tag: 'Documents',
      description: 'Ayanamshas, node types, house systems, sunrise definitions, chart styles, languages, limits, the version tuple of every calculation, PDF routes, the OpenAPI link and where the source is (NativeIntegrationKit).',
      responseName: 'NativeIntegrationKit', response: NativeIntegrationKit,
      handler: () => integrationKit(config, pdfRoutes),
    },
    {
      method: 'GET', path: '/v2/access-policy', operationId: 'getV2AccessPolicy', summary: 'Access policy', tag: 'Documents',
      description: 'The current anonymous-core boundary: no credential, server-side callers, birth data only in POST bodies and never logged, the fair-use and body limits in force, no SLA, no promise of permanence.',
      responseName: 'AccessPolicy', response: AccessPolicy,
      handler: () => accessPolicy(config),
    },
    ...extraRoutes,
    {
      method: 'GET', path: '/openapi.json', operationId: 'getOpenapiJson', summary: 'OpenAPI 3.1 document', tag: 'Documents',
      description: 'This API described in OpenAPI 3.1, generated from the schemas that validate requests.',
      responseName: 'OpenApiDocument', response: OpenApiDocument,
      handler: () => openapi.get(),
    },
    {
      method: 'GET', path: '/healthz', operationId: 'getHealthz', summary: 'Liveness probe', tag: 'Probes',
      description: 'Answers while the process serves requests.',
      responseName: 'Health', response: Health, healthProbe: true,
      handler: () => ({ status: 'ok' as const }),
    },
    {
      method: 'GET', path: '/readyz', operationId: 'getReadyz', summary: 'Readiness probe', tag: 'Probes',
      description: 'The service listens, and so answers here, once its first calculation worker is warm (the others start after it and join as they become warm; admission counts only the warm ones). Ready once the Swiss Ephemeris self-check passes (files present, matching the SHA-256 sums committed beside them, and answering with no Moshier fall-back); 503 EPHEMERIS_UNAVAILABLE otherwise. Also names the rate limit\'s store: with REDIS_URL set and Redis unavailable the instance counts alone (memory-fallback) and stays ready.',
      responseName: 'Ready', response: Ready, healthProbe: true,
      handler: (request, reply) => {
        const check = ephemerisSelfCheck();
        if (!check.ok) return sendError(request, reply, 'EPHEMERIS_UNAVAILABLE', []);
        const store = request.server.rateLimitStatus?.().store ?? 'memory';
        return { status: 'ready' as const, ephemeris: { libraryVersion: check.libraryVersion, files: [...ephemerisFiles] }, rateLimit: { store } };
      },
    },
    {
      method: 'GET', path: '/source.tar.gz', operationId: 'getSourceTarGz', summary: 'Corresponding source (AGPL)', tag: 'Documents',
      description: 'The complete corresponding source of this service as a gzip-compressed tar archive (GNU AGPL section 13).',
      responseName: 'SourceArchive', response: Type.String(), contentType: 'application/gzip',
      handler: async (_request, reply) => {
        reply.header('content-type', 'application/gzip');
        reply.header('content-disposition', 'attachment; filename="jyotish-api-source.tar.gz"');
        return sourceArchive();
      },
    },
  );
  return Object.assign(routes, { openapi });
}

/** The document routes with the OpenAPI document they describe. */
export type DocumentRoutes = DocumentRoute[] & { openapi: LazyOpenApiDocument };

/** Answers a calculation's example request (through the app), or undefined if it fails. */
export type ExampleSource = (calc: AnyCalculation) => Promise<unknown>;

export interface LazyOpenApiDocument {
  /** The document, built on first use (with examples once a source is set) and kept. */
  get(): Promise<Record<string, unknown>>;
  /** The document if built, else undefined. */
  peek(): Record<string, unknown> | undefined;
  /** Where the 200 examples come from: set by the app before the first `get`. */
  setExampleSource(source: ExampleSource): void;
}

/**
 * The OpenAPI document, built once: each calculation's example request is answered by the
 * service itself (one at a time, so the event loop keeps serving), then the document is built.
 * A failed build is retried on the next call.
 */
function lazyOpenApiDocument(base: string, routes: readonly DocumentRoute[]): LazyOpenApiDocument {
  let built: Record<string, unknown> | undefined;
  let building: Promise<Record<string, unknown>> | undefined;
  let source: ExampleSource | undefined;
  const build = async () => {
    const responseExamples = new Map<string, unknown>();
    if (source) {
      for (const calc of calculations) {
        const answer = await source(calc);
        if (answer !== undefined) responseExamples.set(calc.id, answer);
      }
    }
    built = buildOpenApiDocument(base, routes, { responseExamples });
    return built;
  };
  return {
    get: () => {
      if (built) return Promise.resolve(built);
      building ??= build().catch((e: unknown) => {
        building = undefined;
        throw e;
      });
      return building;
    },
    peek: () => built,
    setExampleSource: (s) => {
      source = s;
    },
  };
}

/** Registers document routes on an app scope. */
export function registerDocumentRoutes(app: FastifyInstance, routes: readonly DocumentRoute[]): void {
  for (const r of routes) {
    const schema: Record<string, unknown> = {};
    if (!r.contentType) schema.response = { 200: r.response };
    if (r.query) schema.querystring = r.query;
    if (r.body) schema.body = r.body;
    app.route({
      method: r.method,
      url: r.path,
      schema,
      config: { healthProbe: r.healthProbe === true },
      handler: async (request, reply) => r.handler(request, reply),
    });
  }
}
