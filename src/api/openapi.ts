/**
 * The OpenAPI 3.1 document, generated from the calculation registry and the document routes
 * — the same TypeBox objects that validate requests and serialise responses.
 */
import { calculations, engineVersion } from '../calculations/registry.ts';
import { ApiErrorEnvelope } from '../contract/common.ts';
import { errorCatalogue, errorCodes, type ErrorCode } from '../shared/errors.ts';
import { calculationPaths, envelopeSchema } from './routes/calculations.ts';
import { operationIdFor } from './documents/catalogue.ts';
import { contractVersion } from './documents/contract-version.ts';
import { plain, referToComponents, sharedComponentSchemas, type Json } from './openapi-components.ts';
import { responseExample } from './openapi-examples.ts';
import { tagDescription } from './openapi-tags.ts';
import type { DocumentRoute } from './route-spec.ts';

export interface OpenApiOptions {
  /** Each calculation's answer to its example request, by calculation id (the 200 examples). */
  responseExamples?: ReadonlyMap<string, unknown>;
}

const errorStatuses = ['400', '404', '408', '413', '422', '429', '431', '500', '503'] as const;

/** The detail of each code's example answer (a 422 names a field; the others none). */
const exampleDetails: Partial<Record<ErrorCode, Json[]>> = {
  VALIDATION_FAILED: [
    { path: '/localDate', issue: 'must be a date YYYY-MM-DD' },
    { path: '/latitude', issue: 'must be <= 90' },
  ],
};

function errorExample(code: ErrorCode): Json {
  const entry = errorCatalogue[code];
  return {
    kind: 'ApiErrorEnvelope',
    requestId: '3f2a9c0d5b7e4f6a8c1d2e3f4a5b6c7d',
    error: { status: entry.status, code, message: entry.message, retryable: entry.retryable, details: exampleDetails[code] ?? [] },
  };
}

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
    if (status === '429') {
      headers['X-RateLimit-Limit'] = { $ref: '#/components/headers/XRateLimitLimit' };
      headers['X-RateLimit-Remaining'] = { $ref: '#/components/headers/XRateLimitRemaining' };
    }
    if (status === '503') headers['Retry-After'] = { $ref: '#/components/headers/RetryAfterCapacity' };
    const also =
      status === '404'
        ? ` A known path asked with a method it does not serve answers 405 METHOD_NOT_ALLOWED (${errorCatalogue.METHOD_NOT_ALLOWED.message.en}) with an Allow header.`
        : '';
    out[`Error${status}`] = {
      description: `${codes.join(', ')}. ${codes.map((c) => `${c}: ${errorCatalogue[c].message.en}`).join(' ')}${also}`,
      headers,
      content: {
        'application/json': {
          schema: { $ref: '#/components/schemas/ApiErrorEnvelope' },
          examples: Object.fromEntries(codes.map((c) => [c, { summary: errorCatalogue[c].message.en, value: errorExample(c) }])),
        },
      },
    };
  }
  return out;
}

function errorRefs(): Json {
  return Object.fromEntries(errorStatuses.map((s) => [s, { $ref: `#/components/responses/Error${s}` }]));
}

const okHeaders = {
  'X-Request-ID': { $ref: '#/components/headers/XRequestId' },
  'X-RateLimit-Limit': { $ref: '#/components/headers/XRateLimitLimit' },
  'X-RateLimit-Remaining': { $ref: '#/components/headers/XRateLimitRemaining' },
};
const documentHeaders = {
  ...okHeaders,
  ETag: { $ref: '#/components/headers/ETag' },
  'Cache-Control': { $ref: '#/components/headers/CacheControlDocument' },
};

/** The 304 answer of a GET document whose ETag the client already has. */
const notModified = {
  description: 'Not Modified: the If-None-Match header named the current ETag; no body',
  headers: { 'X-Request-ID': { $ref: '#/components/headers/XRequestId' }, ETag: { $ref: '#/components/headers/ETag' } },
};

const ifNoneMatch = {
  name: 'If-None-Match',
  in: 'header',
  required: false,
  description: 'The ETag of a copy you hold; the answer is 304 with no body while the document is unchanged',
  schema: { type: 'string' },
};

/** Builds the whole document for a base path. */
export function buildOpenApiDocument(basePath: string, documentRoutes: readonly DocumentRoute[], options: OpenApiOptions = {}): Json {
  const shared = sharedComponentSchemas();
  const refer = (schema: Json) => referToComponents(schema, shared);
  const schemas: Json = { ...shared, ApiErrorEnvelope: refer(plain(ApiErrorEnvelope)) };
  const paths: Record<string, Json> = {};
  const examples: Json = {};
  const tags = new Map<string, string[]>();
  const tagged = (tag: string, summary: string) => tags.set(tag, [...(tags.get(tag) ?? []), summary]);

  for (const calc of calculations) {
    tagged(calc.tag, calc.summary);
    schemas[calc.requestName] = refer(plain(calc.request));
    schemas[calc.resultName] ??= refer(plain(calc.result));
    const envelopeName = `${calc.resultName}Envelope`;
    const envelope = refer(plain(envelopeSchema(calc))) as { properties: Json };
    schemas[envelopeName] = {
      ...envelope,
      description: `The CalculationEnvelope of ${calc.summary.toLowerCase()}: result, declared method, resolved input, warnings and the version tuple.`,
      properties: {
        ...envelope.properties,
        method: { $ref: '#/components/schemas/MethodBlock' },
        input: { $ref: '#/components/schemas/InputBlock' },
        result: { $ref: `#/components/schemas/${calc.resultName}` },
      },
    };
    const example = options.responseExamples?.get(calc.id);
    const okContent: Json = { schema: { $ref: `#/components/schemas/${envelopeName}` } };
    if (example !== undefined) {
      // One Example Object per calculation, shared by its v2 path and its aliases.
      const exampleName = `${calc.id}-example`;
      examples[exampleName] = responseExample(example, plain(envelopeSchema(calc)), calc.summary);
      okContent.examples = { computed: { $ref: `#/components/examples/${exampleName}` } };
    }
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
              content: { 'application/json': okContent },
            },
            ...errorRefs(),
          },
        },
      };
    }
  }

  for (const r of documentRoutes) {
    if (r.hidden) continue;
    tagged(r.tag, r.summary);
    if (!r.contentType) schemas[r.responseName] = refer(plain(r.response));
    const isGet = r.method === 'GET';
    const op: Json = {
      operationId: r.operationId,
      summary: r.summary,
      description: r.description,
      tags: [r.tag],
      responses: {
        '200': {
          description: r.summary,
          headers: isGet && !r.healthProbe ? documentHeaders : okHeaders,
          content: r.contentType
            ? { [r.contentType]: { schema: { type: 'string', format: 'binary' } } }
            : { 'application/json': { schema: { $ref: `#/components/schemas/${r.responseName}` } } },
        },
        ...(isGet && !r.healthProbe ? { '304': notModified } : {}),
        ...errorRefs(),
      },
    };
    const parameters: Json[] = [];
    if (r.query) {
      const q = plain(r.query) as { properties?: Record<string, Json>; required?: string[] };
      for (const [name, schema] of Object.entries(q.properties ?? {})) {
        parameters.push({
          name,
          in: 'query',
          required: (q.required ?? []).includes(name),
          schema: refer(schema),
          ...(r.example && name in r.example ? { example: r.example[name] } : {}),
        });
      }
    }
    if (isGet && !r.healthProbe) parameters.push(ifNoneMatch);
    if (parameters.length > 0) op.parameters = parameters;
    if (r.body && r.bodyName) {
      schemas[r.bodyName] = refer(plain(r.body));
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
      'x-contract-version': contractVersion,
      summary: 'Indian (sidereal, Vedic) astrology calculations on the Swiss Ephemeris, in English and Hindi.',
      description: [
        `An anonymous, stateless HTTP/JSON service implementing the interface contract description ${contractVersion} (\`x-contract-version\`). No credential is sent or accepted (\`security: []\`). Call it from your server; send birth data only in POST bodies (it is never logged).`,
        'Every success is a CalculationEnvelope: `result`, the declared `method` (ayanamsha, node, positions, sunrise, house system, year length, variants, each with its method id), the resolved `input` instant and the version tuple `versions` {engine, calculation, content}. Record the tuple with every result: a change of numbers bumps the calculation version, a change of text the content version.',
        'Every failure is an ApiErrorEnvelope with a catalogued `error.code`, a bilingual message, `retryable` and JSON-pointer `details` that never echo the values sent: every problem of a request at once (at most 20, each once). Every response carries a server-generated `X-Request-ID` (32 lowercase hex). A known path asked with another method answers 405 METHOD_NOT_ALLOWED with `Allow`.',
        'Load and faults: calculations run on worker threads behind a bounded queue; when the predicted wait for a worker exceeds the wait budget (CALC_QUEUE_WAIT_MS) the answer is 503 CAPACITY_EXCEEDED with Retry-After: 1 at once, and the probes never wait behind calculations. A request (headers and body) must arrive within REQUEST_TIMEOUT_MS, else 408 REQUEST_TIMEOUT and the connection is closed; requests that are not HTTP get 400 BAD_REQUEST and oversized headers 431 HEADERS_TOO_LARGE, all in the error envelope. With REDIS_URL set and Redis unavailable, the fair-use limit fails open to per-instance counts (see /readyz). Ephemeris files that are missing or do not match their committed SHA-256 give 503 EPHEMERIS_UNAVAILABLE, never a result from the Moshier fall-back.',
        'Fair use: every response counted by the limit carries `X-RateLimit-Limit` (requests per window) and `X-RateLimit-Remaining`; beyond the limit the answer is 429 RATE_LIMITED with `Retry-After: 1` (seconds). No reset time is sent: retry after the pause Retry-After names, and keep retries bounded.',
        'GET documents carry a weak `ETag` and `Cache-Control: public, no-cache`; send `If-None-Match` to get 304 while unchanged. Answers of 1 KiB or more are compressed (br, gzip) when the request\'s Accept-Encoding allows.',
        'Decisions where the contract is silent: bodies are validated strictly (no type coercion, unknown fields rejected); localTime accepts HH:MM; local times in a daylight-saving gap are refused (LOCAL_TIME_NONEXISTENT) and repeated ones take the earlier offset with a warning; utcOffset overrides the zone rules for historical local times; coordinates whose own zone keeps another UTC offset at that moment than `timezone` (swapped latitude and longitude, a zone of another place) get the warning `coordinates-outside-timezone`; years 1800–2399 are served (OUT_OF_RANGE otherwise); events that do not happen (polar sunrise, moonrise on some days) are null, never an error.',
      ].join('\n\n'),
      license: { name: 'AGPL-3.0-or-later', identifier: 'AGPL-3.0-or-later' },
    },
    servers: [{ url: basePath || '/', description: 'This service' }],
    security: [],
    tags: [...tags].map(([name, summaries]) => ({ name, description: tagDescription(name, summaries) })),
    paths,
    components: {
      schemas,
      examples,
      responses: errorResponses(),
      headers: {
        XRequestId: { description: 'Server-generated request id, 32 lowercase hex; quote it for support', schema: { type: 'string', pattern: '^[0-9a-f]{32}$' } },
        CacheControlNoStore: { description: 'no-store on every error', schema: { type: 'string', const: 'no-store' } },
        XRobotsTag: { description: 'noindex, nofollow on every error', schema: { type: 'string', const: 'noindex, nofollow' } },
        RetryAfterOne: { description: 'Seconds to wait: 1', schema: { type: 'string', const: '1' } },
        RetryAfterCapacity: { description: '1 on CAPACITY_EXCEEDED and PDF_BUSY; absent on EPHEMERIS_UNAVAILABLE and DEPENDENCY_UNAVAILABLE', schema: { type: 'string' } },
        XRateLimitLimit: { description: 'Requests allowed per client in the fair-use window (absent on probes)', schema: { type: 'integer', minimum: 1 } },
        XRateLimitRemaining: { description: 'Requests left in the current window; 0 on a 429 (absent on probes)', schema: { type: 'integer', minimum: 0 } },
        ETag: { description: 'Weak validator of the document (the same for every Content-Encoding)', schema: { type: 'string' } },
        CacheControlDocument: { description: 'public, no-cache: keep a copy, ask (If-None-Match) before reusing it', schema: { type: 'string' } },
      },
    },
  };
}
