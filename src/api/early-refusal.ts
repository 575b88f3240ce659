/**
 * Refusal below the router (issue 20, overload): while the calculation pool would refuse a
 * task anyway, a POST to a calculation is answered 503 CAPACITY_EXCEEDED straight from the
 * raw `http.Server` 'request' event, before Fastify builds its request and reply, routes,
 * runs the hooks (security headers, metrics, rate limit, admission) or reads the body.
 *
 * Why: under twice the capacity most requests are refusals, and each one cost the main thread
 * the whole Fastify path; the refusals queue on that thread behind the accepted requests'
 * parsing and writing, so a cheaper refusal is answered sooner (bench/overload.ts,
 * bench/RESULTS.md "overload4").
 *
 * The answer is byte for byte the one the router's own refusal (the calculation routes'
 * onRequest hook, routes/calculations.ts) sends, apart from the request id and the Date
 * header: the same envelope, status line and headers in the same order, with Node adding
 * Date, Connection and Keep-Alive as it does for Fastify's answers
 * (test/api/early-refusal.test.ts compares the bytes). The body of a refused request is not
 * read here: Node's server discards the rest of it once the answer is sent (as it does for
 * the router's refusal), so a keep-alive connection stays usable.
 *
 * Only exact calculation paths are handled (a query string and one trailing slash allowed);
 * anything else — health, readiness, documents, an unusual spelling of a path, any request
 * while the app closes (its answers must close their connections) — goes to Fastify as
 * before, where the same refusal still applies.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { calculations } from '../calculations/registry.ts';
import { errorCatalogue } from '../shared/errors.ts';
import { errorEnvelopeJson } from './plugins/client-errors.ts';
import { generateRequestId } from './plugins/request-id.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { calculationPaths } from './routes/calculations.ts';

/** One calculation path that may be refused early: the pool's kind of task and the route pattern (metrics, log). */
export interface EarlyRoute {
  kind: string;
  route: string;
}

export interface EarlyRefusalOptions {
  /** Full paths (base path included) → what they compute. */
  routes: ReadonlyMap<string, EarlyRoute>;
  /** The pool's own early check: the refusal if a task of `kind` would be refused now, else null. */
  refuseEarly: (kind: string) => Error | null;
  /** Hears every early refusal once its answer has been handed to the socket (metrics, access log). */
  onRefused?: (route: string, requestId: string, elapsedMs: number) => void;
}

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The calculation paths whose requests the pool can refuse before reading the body: the same
 * ones the calculation routes refuse in their onRequest hook — every calculation unless its
 * answers may come from the result cache (then a refusal would turn away a cached answer).
 */
export function earlyRefusalRoutes(basePath: string, resultCacheEntries: number): Map<string, EarlyRoute> {
  const routes = new Map<string, EarlyRoute>();
  for (const calc of calculations) {
    if (resultCacheEntries > 0 && calc.cacheable) continue;
    for (const path of calculationPaths(calc)) routes.set(`${basePath}${path}`, { kind: calc.id, route: `${basePath}${path}` });
  }
  return routes;
}

const code = 'CAPACITY_EXCEEDED';
const idLength = generateRequestId().length;
// The envelope around the request id, made once (the id is always 32 hex characters, one byte each).
const placeholder = 'x'.repeat(idLength);
const [bodyBefore, bodyAfter] = errorEnvelopeJson(placeholder, code).split(placeholder);
const contentLength = String(Buffer.byteLength(bodyBefore + placeholder + bodyAfter));

/**
 * The refusal's headers in the order `sendError` (plugins/errors.ts) leaves them after the
 * security-headers hook: Fastify writes them in that order, so the bytes match.
 */
function refusalHeaders(requestId: string): Record<string, string> {
  return {
    ...securityHeaders,
    'cache-control': 'no-store',
    'x-robots-tag': 'noindex, nofollow',
    'content-type': 'application/json; charset=utf-8',
    'x-request-id': requestId,
    ...(errorCatalogue[code].retryable ? { 'retry-after': '1' } : {}),
    'content-length': contentLength,
  };
}

/** The path of a request URL without its query and one trailing slash (the router ignores both). */
function pathOf(url: string): string {
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/**
 * Answers `req` with the capacity refusal if it is a POST to one of `routes` and the pool
 * refuses its kind now; true when it did (the request is then not passed on).
 */
export function refuseBelowRouter(req: IncomingMessage, res: ServerResponse, options: EarlyRefusalOptions): boolean {
  if (req.method !== 'POST' || req.url === undefined) return false;
  const target = options.routes.get(pathOf(req.url));
  if (!target || options.refuseEarly(target.kind) === null) return false;
  const startedAt = performance.now();
  const requestId = generateRequestId();
  res.writeHead(errorCatalogue[code].status, refusalHeaders(requestId));
  res.end(bodyBefore + requestId + bodyAfter);
  options.onRefused?.(target.route, requestId, performance.now() - startedAt);
  return true;
}

/**
 * Puts the early refusal in front of Fastify's request handler on `app.server`. Requests the
 * pool would admit, and every request once the app starts closing, go to Fastify unchanged.
 * `app.inject` does not pass through the server, so tests that inject see the router's
 * refusal only.
 */
export function installEarlyRefusal(app: FastifyInstance, options: EarlyRefusalOptions): void {
  if (options.routes.size === 0) return;
  const server: Server = app.server;
  const handlers = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!closing && refuseBelowRouter(req, res, options)) return;
    for (const handle of handlers) handle.call(server, req, res);
  });
}
