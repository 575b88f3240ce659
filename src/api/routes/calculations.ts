import type { FastifyInstance, FastifyReply, onRequestHookHandler } from 'fastify';
import { LRUCache } from 'lru-cache';
import { calculations } from '../../calculations/registry.ts';
import type { AnyCalculation } from '../../calculations/types.ts';
import { CalculationEnvelope } from '../../contract/common.ts';
import { computeInPool, type CalculationPool } from '../pool/calculation-pool.ts';
import { requestIdPlaceholder } from '../pool/calculation-task.ts';
import { releaseWhenSent } from '../pool/release-bytes.ts';
import { resultCacheLookupsTotal } from '../plugins/metrics.ts';

export { runCalculation } from '../pool/calculation-task.ts';

/** The envelope of one calculation's successful response. */
export function envelopeSchema(calc: AnyCalculation) {
  return CalculationEnvelope(calc.result);
}

/**
 * Serialised envelopes of cacheable calculations by request body, with a placeholder where
 * the request id goes. The same body and versions give the same result byte for byte, so
 * popular requests (today's panchang of a city) are computed and serialised once. Bounded
 * by entries and by bytes (a kundli-advanced body is ~400 KiB).
 */
export type ResultCache = LRUCache<string, Buffer>;

export function createResultCache(maxEntries: number, maxBytes: number = 64 * 1024 * 1024): ResultCache | undefined {
  return maxEntries > 0
    ? new LRUCache<string, Buffer>({ max: maxEntries, maxSize: maxBytes, sizeCalculation: (b) => Math.max(1, b.length) })
    : undefined;
}

/** Every path a calculation is served on (v2 first, then the v1 alias of the spec). */
export function calculationPaths(calc: AnyCalculation): string[] {
  return [calc.paths.v2, ...(calc.paths.alsoV2 ?? []), ...(calc.paths.v1 ? [calc.paths.v1] : [])];
}

const placeholderBytes = Buffer.from(requestIdPlaceholder, 'latin1');

/** The envelope bytes with the request id written over the placeholder (in place). */
function withRequestId(bytes: Buffer, requestId: string): Buffer {
  // The id is the envelope's second field, so the first placeholder run is at byte 44.
  const at = bytes.indexOf(placeholderBytes);
  if (at >= 0) bytes.write(requestId, at, 'latin1');
  return bytes;
}

function sendEnvelope(reply: FastifyReply, bytes: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(bytes);
}

/**
 * Registers POST routes for every calculation of the registry. The handler runs on the
 * main thread only to look up the cache and to hand the validated body to the pool; the
 * calculation, its presentation and its serialisation happen in a worker, which hands back
 * the envelope as bytes. No response schema is compiled: the body is already serialised
 * (the tests check it against the declared schema, see `pool/response-check.ts`).
 */
export async function calculationRoutes(
  app: FastifyInstance,
  options: { resultCacheEntries: number; resultCacheBytes?: number; pool: CalculationPool },
): Promise<void> {
  const cache = createResultCache(options.resultCacheEntries, options.resultCacheBytes);
  const { pool } = options;
  for (const calc of calculations) {
    const cached = cache && calc.cacheable ? cache : undefined;
    // Under overload a calculation that cannot come from the cache is refused before its body
    // is read and validated: the refusals cost the main thread almost nothing.
    // A synchronous hook (a callback, no promise): it runs on every request of the route.
    const onRequest: onRequestHookHandler[] = cached
      ? []
      : [
          (_request, _reply, done) => {
            const refusal = pool.refuseEarly(calc.id);
            if (refusal) done(refusal);
            else done();
          },
        ];
    for (const url of calculationPaths(calc)) {
      app.post(url, { schema: { body: calc.request }, onRequest }, async (request, reply) => {
        const key = cached ? `${calc.id}\u0000${JSON.stringify(request.body)}` : '';
        const hit = cached?.get(key);
        if (cached) resultCacheLookupsTotal.inc({ outcome: hit ? 'hit' : 'miss' });
        if (hit) return sendEnvelope(reply, withRequestId(Buffer.from(hit), request.id));
        // A client that hangs up while its calculation waits for a worker gives up its place.
        const abandoned = new AbortController();
        const onClose = () => {
          if (!reply.raw.writableFinished) abandoned.abort();
        };
        reply.raw.once('close', onClose);
        try {
          const bytes = await computeInPool(pool, calc, request.body, new Date(), abandoned.signal);
          if (cached) cached.set(key, Buffer.from(bytes));
          // Freed once written, not at the next full GC of the main heap (release-bytes.ts).
          releaseWhenSent(reply.raw, bytes);
          return sendEnvelope(reply, withRequestId(bytes, request.id));
        } finally {
          reply.raw.removeListener('close', onClose);
        }
      });
    }
  }
}
