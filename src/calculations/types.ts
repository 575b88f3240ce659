/**
 * The contract every published calculation fulfils. A calculation is a folder with
 * `schema.ts` (TypeBox request and result), `compute.ts` (pure numbers from the request) and
 * `present.ts` (ids and numbers → the bilingual result), plus one line in `registry.ts`.
 * Routes, `/openapi.json`, `GET /v2` and `/v2/capabilities` are generated from the registry.
 */
import type { Static, TSchema } from 'typebox';
import type { Warning } from '../contract/common.ts';

export interface CalculationContext {
  /** Server clock at the request (for defaults such as "today"); never part of a cache key. */
  now: Date;
}

/** What `present` returns: the envelope parts other than kind, request id and versions. */
export interface Presented<R> {
  method: Record<string, unknown>;
  input: Record<string, unknown>;
  warnings: Warning[];
  result: R;
}

export interface CalculationDefinition<Q extends TSchema = TSchema, R extends TSchema = TSchema, X = unknown> {
  /** Stable id, e.g. `panchang`. */
  id: string;
  summary: string;
  description: string;
  tag: string;
  /** Paths relative to the base path. */
  paths: { v2: string; v1?: string; alsoV2?: string[] };
  requestName: string;
  request: Q;
  resultName: string;
  result: R;
  versions: { calculation: string; content: string };
  /**
   * The result depends on the request body alone (not on the clock), so identical bodies
   * may share one computed result (the service keeps a bounded LRU of them).
   */
  cacheable?: boolean;
  /** A working request: documented in OpenAPI and run as a test. */
  example: Static<Q>;
  /** Pure: numbers and ids from the validated request. Throws ApiError subclasses for bad input. */
  compute(request: Static<Q>, context: CalculationContext): X;
  /** Pure: the computed values with names and texts, as the published result. */
  present(computed: X, request: Static<Q>, context: CalculationContext): Presented<Static<R>>;
}

/** Builds a definition with its types inferred from the schemas. */
export function defineCalculation<Q extends TSchema, R extends TSchema, X>(
  definition: CalculationDefinition<Q, R, X>,
): CalculationDefinition<Q, R, X> {
  return definition;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyCalculation = CalculationDefinition<any, any, any>;
