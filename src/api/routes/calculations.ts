import type { FastifyInstance } from 'fastify';
import { calculations, engineVersion } from '../../calculations/registry.ts';
import type { AnyCalculation, CalculationContext } from '../../calculations/types.ts';
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
  const computed = calc.compute(body, context);
  const presented = calc.present(computed, body, context);
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

/** Every path a calculation is served on (v2 first, then the v1 alias of the spec). */
export function calculationPaths(calc: AnyCalculation): string[] {
  return [calc.paths.v2, ...(calc.paths.alsoV2 ?? []), ...(calc.paths.v1 ? [calc.paths.v1] : [])];
}

/** Registers POST routes for every calculation of the registry. */
export async function calculationRoutes(app: FastifyInstance): Promise<void> {
  for (const calc of calculations) {
    const response = { 200: envelopeSchema(calc) };
    for (const url of calculationPaths(calc)) {
      app.post(url, { schema: { body: calc.request, response } }, async (request) =>
        runCalculation(calc, request.body, request.id, { now: new Date() }),
      );
    }
  }
}
