import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { calculations, engineVersion } from '../../calculations/registry.ts';
import type { AnyCalculation, CalculationContext, Presented } from '../../calculations/types.ts';
import { CalculationEnvelope } from '../../contract/common.ts';

/** The envelope of one calculation's successful response. */
export function envelopeSchema(calc: AnyCalculation) {
  return CalculationEnvelope(calc.result);
}

/**
 * Runs a calculation and wraps it in the CalculationEnvelope. Pure apart from the clock in
 * the context; the same request and versions give the same result.
 */
export function runCalculation(calc: AnyCalculation, body: unknown, requestId: string, context: CalculationContext) {
  const presented = calc.present(calc.compute(body, context), body, context) as Presented<unknown>;
  return {
    kind: 'CalculationEnvelope' as const,
    requestId,
    versions: { engine: engineVersion, calculation: calc.versions.calculation, content: calc.versions.content },
    method: presented.method,
    input: presented.input,
    warnings: presented.warnings,
    result: presented.result,
  };
}

/**
 * Serialised envelopes of cacheable calculations by request body, with a placeholder where
 * the request id goes. The same body and versions give the same result byte for byte, so
 * popular requests (today's panchang of a city) are computed and serialised once.
 */
export type ResultCache = LRUCache<string, string>;

/** Stands in for the request id in a cached envelope; the id is the envelope's first 32-hex run. */
const requestIdPlaceholder = '0'.repeat(32);

export function createResultCache(maxEntries: number): ResultCache | undefined {
  return maxEntries > 0 ? new LRUCache<string, string>({ max: maxEntries }) : undefined;
}

/** Every path a calculation is served on (v2 first, then the v1 alias of the spec). */
export function calculationPaths(calc: AnyCalculation): string[] {
  return [calc.paths.v2, ...(calc.paths.alsoV2 ?? []), ...(calc.paths.v1 ? [calc.paths.v1] : [])];
}

/** Registers POST routes for every calculation of the registry. */
export async function calculationRoutes(app: FastifyInstance, options: { resultCacheEntries: number }): Promise<void> {
  const cache = createResultCache(options.resultCacheEntries);
  for (const calc of calculations) {
    const response = { 200: envelopeSchema(calc) };
    const cached = cache && calc.cacheable ? cache : undefined;
    for (const url of calculationPaths(calc)) {
      app.post(url, { schema: { body: calc.request, response } }, async (request, reply) => {
        if (!cached) return runCalculation(calc, request.body, request.id, { now: new Date() });
        const key = `${calc.id}\u0000${JSON.stringify(request.body)}`;
        let text = cached.get(key);
        if (text === undefined) {
          // Serialised with the route's own response schema, exactly as an object reply would be.
          text = reply.serializeInput(runCalculation(calc, request.body, requestIdPlaceholder, { now: new Date() }), '200') as string;
          cached.set(key, text);
        }
        return reply.type('application/json; charset=utf-8').send(text.replace(requestIdPlaceholder, request.id));
      });
    }
  }
}
