/**
 * Validators and caching rules for GET documents (the index, capabilities, OpenAPI,
 * manifests, place search, the source archive): a weak ETag over the body as served before
 * compression, `Cache-Control: public, no-cache` (keep it, but ask each time), and 304 Not
 * Modified when `If-None-Match` names the current tag. Probes are `no-store`. Weak tags,
 * because one tag covers the identity, gzip and brotli forms of the same document.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export const documentCacheControl = 'public, no-cache';

/** `W/"…"`: 160 bits of SHA-256 over the body, base64url. */
export function weakEtag(body: string | Buffer): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** RFC 9110 §13.1.2: weak comparison of each listed tag, or `*`. */
export function ifNoneMatchMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((raw) => {
    const t = raw.trim();
    return t === '*' || t.replace(/^W\//, '') === opaque;
  });
}

export function registerDocumentCaching(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || reply.statusCode !== 200) return payload;
    if (request.routeOptions.config?.healthProbe === true) {
      reply.header('cache-control', 'no-store');
      return payload;
    }
    // Static assets of the docs page carry their own validators (@fastify/static); streams
    // are not hashed.
    if (reply.hasHeader('etag') || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
    const etag = weakEtag(payload);
    reply.header('etag', etag);
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', documentCacheControl);
    if (ifNoneMatchMatches(request.headers['if-none-match'], etag)) {
      reply.code(304);
      reply.removeHeader('content-type');
      reply.removeHeader('content-length');
      return '';
    }
    return payload;
  });
}
