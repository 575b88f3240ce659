/**
 * Answers for what happens below the router: requests that cannot be parsed (400), headers
 * over the limit (431), requests that do not arrive within the request timeout (408), and
 * requests whose bodies are still arriving when the service shuts down (503). Every answer
 * is the ApiErrorEnvelope with the headers of spec §7, then the connection is closed.
 * Clients that hang up are logged at info level: any client can cause them, so they must not
 * fill the error log.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorCatalogue, type ErrorCode } from '../../shared/errors.ts';
import type { ApiErrorEnvelope } from '../../contract/common.ts';
import { sendError } from './errors.ts';
import { generateRequestId } from './request-id.ts';

/** The Fastify request and reply of each raw response whose request is under way. */
const underWay = new WeakMap<ServerResponse, { request: FastifyRequest; reply: FastifyReply }>();

/** The error envelope as JSON text. */
export function errorEnvelopeJson(requestId: string, code: ErrorCode): string {
  const entry = errorCatalogue[code];
  const body: ApiErrorEnvelope = {
    kind: 'ApiErrorEnvelope',
    requestId,
    error: { status: entry.status, code, message: entry.message, retryable: entry.retryable, details: [] },
  };
  return JSON.stringify(body);
}

/** A whole HTTP/1.1 error response (envelope, §7 headers, `Connection: close`) for a raw socket. */
export function rawErrorResponse(code: ErrorCode, requestId: string = generateRequestId()): string {
  const entry = errorCatalogue[code];
  const body = errorEnvelopeJson(requestId, code);
  return [
    `HTTP/1.1 ${entry.status} ${STATUS_CODES[entry.status] ?? 'Error'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'X-Robots-Tag: noindex, nofollow',
    `X-Request-ID: ${requestId}`,
    ...(entry.retryable ? ['Retry-After: 1'] : []),
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/**
 * Answers a request whose body has not (fully) arrived with a catalogued error through
 * Fastify (so the usual hooks add the request id and the access log line), stops reading
 * its body, and closes the connection after the answer. False if it had already been answered.
 */
export function answerUnfinishedRequest(res: ServerResponse, code: ErrorCode): boolean {
  const current = underWay.get(res);
  if (!current || res.headersSent || current.reply.sent) return false;
  const raw: IncomingMessage = current.request.raw;
  // Fastify's body reader must not run the route when (if ever) the rest arrives.
  raw.removeAllListeners('data');
  raw.removeAllListeners('end');
  raw.removeAllListeners('error');
  raw.on('error', () => undefined);
  current.reply.header('connection', 'close');
  sendError(current.request, current.reply, code, []);
  return true;
}

/** Fastify's `clientErrorHandler`: parse errors, oversized headers and request timeouts. */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (error.code === 'HPE_INVALID_EOF_STATE') {
    // The client closed its side in the middle of a request: it reads no answer.
    this.log.info({ code: error.code }, 'client aborted the request');
    socket.destroy();
    return;
  }
  const code: ErrorCode =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 'REQUEST_TIMEOUT' : error.code === 'HPE_HEADER_OVERFLOW' ? 'HEADERS_TOO_LARGE' : 'BAD_REQUEST';
  this.log.info({ code: error.code, status: errorCatalogue[code].status }, 'client error');
  // A request whose headers were read has a Fastify reply: answer through it.
  const res = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (res) {
    if (answerUnfinishedRequest(res, code)) return;
    if (res.headersSent) {
      socket.destroy();
      return;
    }
  }
  if (socket.writable) socket.end(rawErrorResponse(code));
  // A client that never reads or closes is not waited for.
  setTimeout(() => socket.destroy(), 1000).unref();
}

/** Keeps track of requests under way (for `answerUnfinishedRequest`). */
export function registerClientErrorHandling(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    underWay.set(reply.raw, { request, reply });
    done();
  });
  // One info line per client that hangs up before its answer (never error level).
  app.addHook('onRequestAbort', async (request) => {
    request.log.info({ route: request.routeOptions.url ?? 'not-found' }, 'client aborted the request');
  });
}
