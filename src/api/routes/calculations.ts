import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { calculations, engineVersion } from '../../calculations/registry.ts';
import type { AnyCalculation, CalculationContext, Presented } from '../../calculations/types.ts';
import { CalculationEnvelope } from '../../contract/common.ts';
import { OutOfRange } from '../../shared/errors.ts';

/** The envelope of one calculation's successful response. */
export function envelopeSchema(calc: AnyCalculation) {
  return CalculationEnvelope(calc.result);
}

/**
 * Runs a calculation and wraps it in the CalculationEnvelope. Pure apart from the clock in
 * the context; the same request and versions give the same result.
 */
export function runCalculation(
  calc: AnyCalculation,
  body: unknown,
  requestId: string,
  context: CalculationContext,
  cache?: ResultCache,
) {
  const key = cache && calc.cacheable ? `${calc.id}\u0000${JSON.stringify(body)}` : undefined;
  let presented = key ? cache!.get(key) : undefined;
  if (!presented) {
    try {
      const computed = calc.compute(body, context);
      presented = calc.present(computed, body, context) as Presented<unknown>;
    } catch (e) {
      throw nameTheDate(e, body);
    }
    if (key) cache!.set(key, presented);
  }
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
 * Presented results of cacheable calculations by request body. The same body and versions
 * give the same result byte for byte, so popular requests (today's panchang of a city) are
 * computed once; entries are never mutated after they are stored.
 */
export type ResultCache = LRUCache<string, Presented<unknown>>;

export function createResultCache(maxEntries: number): ResultCache | undefined {
  return maxEntries > 0 ? new LRUCache<string, Presented<unknown>>({ max: maxEntries }) : undefined;
}

/** Request fields that carry the date a calculation is anchored on, in order of preference. */
const dateFields = ['localDate', 'transitDate', 'referenceDate', 'date', 'startDate', 'birthDate'];

/**
 * The kernel reports a search that leaves the ephemeris range (the days around a panchang
 * date, a transit search) without knowing the request; name the request's date field instead
 * of the body root so the 422 points at what to change.
 */
function nameTheDate(e: unknown, body: unknown): unknown {
  if (e instanceof OutOfRange && e.details.length === 1 && e.details[0].path === '/' && body && typeof body === 'object') {
    const field = dateFields.find((f) => f in body);
    if (field) return new OutOfRange(`/${field}`, e.details[0].issue);
  }
  return e;
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
    for (const url of calculationPaths(calc)) {
      app.post(url, { schema: { body: calc.request, response } }, async (request) =>
        runCalculation(calc, request.body, request.id, { now: new Date() }, cache),
      );
    }
  }
}
