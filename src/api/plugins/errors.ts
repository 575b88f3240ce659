import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, errorCatalogue, type ErrorCode, type ErrorDetail } from '../../shared/errors.ts';
import type { ApiErrorEnvelope } from '../../contract/common.ts';
import { isClientAbort } from './client-abort.ts';
import { validationDetails, type AjvIssue } from '../validation-details.ts';

// The wording of validation details lives in ../validation-details.ts (re-exported for the
// migration route, which re-expresses a native request's errors in its form fields).
export { validationDetails, type AjvIssue };

/** Maps anything thrown during a request to a catalogued code and its details. */
export function classifyError(error: unknown): { code: ErrorCode; details: ErrorDetail[] } {
  if (error instanceof ApiError) return { code: error.code, details: error.details };
  const e = error as FastifyError & { validation?: AjvIssue[] };
  if (Array.isArray(e?.validation)) {
    return { code: 'VALIDATION_FAILED', details: validationDetails(e.validation) };
  }
  switch (e?.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { code: 'BODY_TOO_LARGE', details: [] };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { code: 'UNSUPPORTED_CONTENT_TYPE', details: [{ path: '/', issue: 'Content-Type must be application/json' }] };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { code: 'MALFORMED_JSON', details: [{ path: '/', issue: 'body is not valid JSON' }] };
  }
  if (e?.statusCode === 429) return { code: 'RATE_LIMITED', details: [] };
  if (e?.statusCode === 413) return { code: 'BODY_TOO_LARGE', details: [] };
  if (e instanceof SyntaxError || (e?.statusCode === 400 && /JSON/i.test(e?.message ?? ''))) {
    return { code: 'MALFORMED_JSON', details: [{ path: '/', issue: 'body is not valid JSON' }] };
  }
  // 403: the docs assets' static server refusing a path outside its folder (`/../`): no
  // such resource, not a defect.
  if (e?.statusCode === 404 || e?.statusCode === 403) return { code: 'NOT_FOUND', details: [] };
  return { code: 'INTERNAL_ERROR', details: [] };
}


/** Sends the ApiErrorEnvelope with the headers of spec §7. */
export function sendError(request: FastifyRequest, reply: FastifyReply, code: ErrorCode, details: ErrorDetail[]): FastifyReply {
  const entry = errorCatalogue[code];
  const body: ApiErrorEnvelope = {
    kind: 'ApiErrorEnvelope',
    requestId: request.id,
    error: { status: entry.status, code, message: entry.message, retryable: entry.retryable, details },
  };
  reply.code(entry.status);
  reply.header('cache-control', 'no-store');
  reply.header('x-robots-tag', 'noindex, nofollow');
  reply.header('content-type', 'application/json; charset=utf-8');
  // Set here as well as in onSend: framework-level errors (a malformed URL) skip the hooks.
  reply.header('x-request-id', request.id);
  // Every retryable code (rate limit, capacity, PDF busy) asks for one second (spec §7);
  // the others — 413, ephemeris and dependency 503 — carry no Retry-After.
  if (entry.retryable) reply.header('retry-after', '1');
  else reply.removeHeader('retry-after');
  return reply.send(JSON.stringify(body));
}

/** Installs the error and not-found handlers. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    // A client that hung up: logged once at info level by the onRequestAbort hook.
    if (isClientAbort(error, request)) return sendError(request, reply, 'BAD_REQUEST', []);
    const { code, details } = classifyError(error);
    if (code === 'INTERNAL_ERROR') request.log.error({ err: error }, 'unexpected error');
    else if (code === 'EPHEMERIS_UNAVAILABLE') request.log.error({ err: error }, 'ephemeris unavailable');
    return sendError(request, reply, code, details);
  });
  app.setNotFoundHandler((request, reply) => sendError(request, reply, 'NOT_FOUND', []));
}
