/**
 * Security headers for a JSON API (the values `@fastify/helmet` writes with `helmetOptions`): a Content-Security-Policy that allows
 * nothing (a JSON answer loads no script, style or frame and may not be framed), no MIME
 * sniffing, no referrer, DENY framing, same-origin opener and resource policies, and HSTS for
 * a year (browsers ignore it over plain HTTP, so it only acts behind the TLS edge). The docs
 * page gets its own policy (`docsContentSecurityPolicy`), set by the Swagger UI plugin.
 */
import type { FastifyInstance } from 'fastify';

const apiDirectives = {
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/** The policy of every JSON (and other non-docs) answer, as helmet writes it. */
export const apiContentSecurityPolicy = Object.entries(apiDirectives)
  .map(([k, v]) => `${k} ${v.join(' ')}`)
  .join(';');

/**
 * The policy of the Swagger UI page under /docs: its scripts, styles, fonts and images come
 * from this service only (no CDN), it fetches the OpenAPI document from here, and Swagger UI
 * sets inline style attributes (hence 'unsafe-inline' for styles only; no inline scripts).
 */
export const docsContentSecurityPolicy = [
  "default-src 'none'",
  "base-uri 'self'",
  "connect-src 'self'",
  "font-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "img-src 'self' data:",
  "object-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
].join('; ');

/**
 * The headers helmet writes on every answer with the options below, computed once. Written
 * per request by one synchronous hook into Fastify's own header object (no per-request
 * middleware chain of a dozen `setHeader` calls: issue 21, the main thread's share of each
 * request). `test/api/security-headers.test.ts` compares them with what helmet itself writes.
 */
export const securityHeaders: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': apiContentSecurityPolicy,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

/** The helmet options these headers come from (the test registers helmet with them to compare). */
export const helmetOptions = {
  global: true,
  contentSecurityPolicy: { useDefaults: false, directives: apiDirectives },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: { policy: 'same-origin' as const },
  crossOriginResourcePolicy: { policy: 'same-origin' as const },
  frameguard: { action: 'deny' as const },
  hsts: { maxAge: 31_536_000, includeSubDomains: false },
  referrerPolicy: { policy: 'no-referrer' as const },
};

/**
 * Sets `securityHeaders` on every answer, first thing on each request, so refusals and errors
 * carry them too; a route may replace one later (the docs page sets its own policy).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
}
