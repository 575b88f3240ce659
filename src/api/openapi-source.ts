/**
 * Where the OpenAPI document's response examples come from: each calculation's documented
 * example request, sent through the app itself (so the example is exactly what is served),
 * marked like the start-up warm-up so the fair-use limit and admission control let it pass.
 */
import type { FastifyInstance } from 'fastify';
import { engineVersion } from '../calculations/registry.ts';
import type { AnyCalculation } from '../calculations/types.ts';
import { warmUpHeader, warmUpToken } from './plugins/capacity.ts';

/** Answers `calc.example` through `app`; undefined when it does not answer 200. */
export function calculationExampleSource(app: FastifyInstance, basePath: string) {
  return async (calc: AnyCalculation): Promise<unknown> => {
    try {
      // The calculation pool admits by its wait budget, warm-up or not: while it is busy the
      // example is asked again (the document is built once, so a missing example would stay).
      for (let attempt = 0; ; attempt++) {
        const r = await app.inject({
          method: 'POST',
          url: `${basePath}${calc.paths.v2}`,
          headers: { 'content-type': 'application/json', [warmUpHeader]: warmUpToken },
          payload: JSON.stringify(calc.example),
        });
        if (r.statusCode === 503 && attempt < 50 && r.headers['retry-after']) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          continue;
        }
        return r.statusCode === 200 ? r.json() : undefined;
      }
    } catch {
      return undefined;
    }
  };
}

/** What @fastify/swagger holds; the docs page is given the real document (built lazily) instead. */
export function placeholderOpenApiDocument(): Record<string, unknown> {
  return { openapi: '3.1.0', info: { title: 'Jyotish API', version: engineVersion }, paths: {} };
}
