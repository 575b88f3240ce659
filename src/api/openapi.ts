/**
 * The OpenAPI 3.1 document, generated from the calculation registry and the document routes
 * — the same TypeBox objects that validate requests and serialise responses.
 */
import type { TSchema } from 'typebox';
import { calculations, engineVersion } from '../calculations/registry.ts';
import { ApiErrorEnvelope } from '../contract/common.ts';
import { errorCatalogue, errorCodes, type ErrorCode } from '../shared/errors.ts';
import { calculationPaths, envelopeSchema } from './routes/calculations.ts';
import { operationIdFor } from './documents/catalogue.ts';
import type { DocumentRoute } from './route-spec.ts';

type Json = Record<string, unknown>;

/** A plain JSON copy of a TypeBox schema (drops TypeBox's symbol keys). */
function plain(schema: TSchema): Json {
  return JSON.parse(JSON.stringify(schema)) as Json;
}

const errorStatuses = ['400', '404', '408', '413', '422', '429', '431', '500', '503'] as const;

function errorResponses(): Json {
  const byStatus = new Map<string, ErrorCode[]>();
  for (const code of errorCodes) {
    const s = String(errorCatalogue[code].status);
    byStatus.set(s, [...(byStatus.get(s) ?? []), code]);
  }
  const out: Json = {};
  for (const status of errorStatuses) {
    const codes = byStatus.get(status) ?? [];
    const headers: Json = {
      'X-Request-ID': { $ref: '#/components/headers/XRequestId' },
      'Cache-Control': { $ref: '#/components/headers/CacheControlNoStore' },
      'X-Robots-Tag': { $ref: '#/components/headers/XRobotsTag' },
    };
    if (status === '429' || status === '408') headers['Retry-After'] = { $ref: '#/components/headers/RetryAfterOne' };
    if (status === '503') headers['Retry-After'] = { $ref: '#/components/headers/RetryAfterCapacity' };
    out[`Error${status}`] = {
      description: `${codes.join(', ')}. ${codes.map((c) => `${c}: ${errorCatalogue[c].message.en}`).join(' ')}`,
      headers,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiErrorEnvelope' } } },
    };
  }
  return out;
}

function errorRefs(): Json {
  return Object.fromEntries(errorStatuses.map((s) => [s, { $ref: `#/components/responses/Error${s}` }]));
}

const okHeaders = { 'X-Request-ID': { $ref: '#/components/headers/XRequestId' } };

/** Builds the whole document for a base path. */
export function buildOpenApiDocument(basePath: string, documentRoutes: readonly DocumentRoute[]): Json {
  const schemas: Json = { ApiErrorEnvelope: plain(ApiErrorEnvelope) };
  const paths: Record<string, Json> = {};
  const tags = new Set<string>();

  for (const calc of calculations) {
    tags.add(calc.tag);
    schemas[calc.requestName] = plain(calc.request);
    const envelopeName = `${calc.resultName}Envelope`;
    schemas[envelopeName] = plain(envelopeSchema(calc));
    for (const path of calculationPaths(calc)) {
      const isAlias = path !== calc.paths.v2;
      paths[path] = {
        post: {
          operationId: operationIdFor('POST', path),
          summary: isAlias ? `${calc.summary} (v1 alias of ${calc.paths.v2})` : calc.summary,
          description: `${calc.description}\n\nCalculation version \`${calc.versions.calculation}\`, content version \`${calc.versions.content}\`.`,
          tags: [calc.tag],
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { $ref: `#/components/schemas/${calc.requestName}` }, example: calc.example } },
          },
          responses: {
            '200': {
              description: 'CalculationEnvelope with the result, the declared method and the version tuple',
              headers: okHeaders,
              content: { 'application/json': { schema: { $ref: `#/components/schemas/${envelopeName}` } } },
            },
            ...errorRefs(),
          },
        },
      };
    }
  }

  for (const r of documentRoutes) {
    if (r.hidden) continue;
    tags.add(r.tag);
    schemas[r.responseName] = plain(r.response);
    const op: Json = {
      operationId: r.operationId,
      summary: r.summary,
      description: r.description,
      tags: [r.tag],
      responses: {
        '200': {
          description: r.summary,
          headers: okHeaders,
          content: r.contentType
            ? { [r.contentType]: { schema: { type: 'string', format: 'binary' } } }
            : { 'application/json': { schema: { $ref: `#/components/schemas/${r.responseName}` } } },
        },
        ...errorRefs(),
      },
    };
    if (r.query) {
      const q = plain(r.query) as { properties?: Record<string, Json>; required?: string[] };
      op.parameters = Object.entries(q.properties ?? {}).map(([name, schema]) => ({
        name,
        in: 'query',
        required: (q.required ?? []).includes(name),
        schema,
        ...(r.example && name in r.example ? { example: r.example[name] } : {}),
      }));
    }
    if (r.body && r.bodyName) {
      schemas[r.bodyName] = plain(r.body);
      op.requestBody = {
        required: true,
        content: { 'application/json': { schema: { $ref: `#/components/schemas/${r.bodyName}` }, ...(r.example ? { example: r.example } : {}) } },
      };
    }
    paths[r.path] = { ...(paths[r.path] ?? {}), [r.method.toLowerCase()]: op };
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Jyotish API',
      version: engineVersion,
      summary: 'Indian (sidereal, Vedic) astrology calculations on the Swiss Ephemeris, in English and Hindi.',
      description: [
        'An anonymous, stateless HTTP/JSON service. Call it from your server; send birth data only in POST bodies (it is never logged).',
        'Every success is a CalculationEnvelope: `result`, the declared `method` (ayanamsha, node, positions, sunrise, house system, year length, variants, each with its method id), the resolved `input` instant and the version tuple `versions` {engine, calculation, content}. Record the tuple with every result: a change of numbers bumps the calculation version, a change of text the content version.',
        'Every failure is an ApiErrorEnvelope with a catalogued `error.code`, a bilingual message, `retryable` and JSON-pointer `details` that never echo the values sent. Every response carries a server-generated `X-Request-ID` (32 lowercase hex).',
        'Load and faults: calculations run on worker threads behind a bounded queue; when the predicted wait for a worker exceeds the wait budget (CALC_QUEUE_WAIT_MS) the answer is 503 CAPACITY_EXCEEDED with Retry-After: 1 at once, and the probes never wait behind calculations. A request (headers and body) must arrive within REQUEST_TIMEOUT_MS, else 408 REQUEST_TIMEOUT and the connection is closed; requests that are not HTTP get 400 BAD_REQUEST and oversized headers 431 HEADERS_TOO_LARGE, all in the error envelope. With REDIS_URL set and Redis unavailable, the fair-use limit fails open to per-instance counts (see /readyz). Ephemeris files that are missing or do not match their committed SHA-256 give 503 EPHEMERIS_UNAVAILABLE, never a result from the Moshier fall-back.',
        'Decisions where the contract is silent: bodies are validated strictly (no type coercion, unknown fields rejected); localTime accepts HH:MM; local times in a daylight-saving gap are refused (LOCAL_TIME_NONEXISTENT) and repeated ones take the earlier offset with a warning; utcOffset overrides the zone rules for historical local times; years 1800–2399 are served (OUT_OF_RANGE otherwise); events that do not happen (polar sunrise, moonrise on some days) are null, never an error.',
      ].join('\n\n'),
      license: { name: 'AGPL-3.0-or-later', identifier: 'AGPL-3.0-or-later' },
    },
    servers: [{ url: basePath || '/', description: 'This service' }],
    tags: [...tags].map((name) => ({ name })),
    paths,
    components: {
      schemas,
      responses: errorResponses(),
      headers: {
        XRequestId: { description: 'Server-generated request id, 32 lowercase hex; quote it for support', schema: { type: 'string', pattern: '^[0-9a-f]{32}$' } },
        CacheControlNoStore: { description: 'no-store on every error', schema: { type: 'string', const: 'no-store' } },
        XRobotsTag: { description: 'noindex, nofollow on every error', schema: { type: 'string', const: 'noindex, nofollow' } },
        RetryAfterOne: { description: 'Seconds to wait: 1', schema: { type: 'string', const: '1' } },
        RetryAfterCapacity: { description: '1 on CAPACITY_EXCEEDED and PDF_BUSY; absent on EPHEMERIS_UNAVAILABLE and DEPENDENCY_UNAVAILABLE', schema: { type: 'string' } },
      },
    },
  };
}
