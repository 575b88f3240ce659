/**
 * Security headers (`@fastify/helmet`) for a JSON API: a Content-Security-Policy that allows
 * nothing (a JSON answer loads no script, style or frame and may not be framed), no MIME
 * sniffing, no referrer, DENY framing, same-origin opener and resource policies, and HSTS for
 * a year (browsers ignore it over plain HTTP, so it only acts behind the TLS edge). The docs
 * page gets its own policy (`docsContentSecurityPolicy`), set by the Swagger UI plugin.
 */
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

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

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: apiDirectives },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    hsts: { maxAge: 31_536_000, includeSubDomains: false },
    referrerPolicy: { policy: 'no-referrer' },
  });
}
