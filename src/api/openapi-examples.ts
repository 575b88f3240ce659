/**
 * Response examples of the OpenAPI document: each calculation's documented example request,
 * answered by the service itself, abridged when large so the document stays light.
 */
import type { Json } from './openapi-components.ts';

/** An example above this many bytes of JSON has its long lists cut. */
export const exampleBudgetBytes = 24 * 1024;

/** Keeps the first `cap` items of every list (never fewer than the schema's `minItems`). */
function abridge(value: unknown, schema: Json | undefined, cap: number): unknown {
  if (Array.isArray(value)) {
    const keep = Math.max(cap, typeof schema?.minItems === 'number' ? schema.minItems : 0);
    const items = schema?.items && typeof schema.items === 'object' ? (schema.items as Json) : undefined;
    return value.slice(0, keep).map((v) => abridge(v, items, cap));
  }
  if (value && typeof value === 'object') {
    const properties = (schema?.properties ?? {}) as Record<string, Json>;
    // Unions are left whole: which branch a value follows is not worth working out here.
    if (schema && (schema.anyOf || schema.oneOf || schema.allOf)) return value;
    return Object.fromEntries(Object.entries(value as Json).map(([k, v]) => [k, abridge(v, properties[k], cap)]));
  }
  return value;
}

/**
 * The example as an OpenAPI Example Object: whole when it is small, otherwise with lists cut
 * to the first 12, 6, 3, 2 or 1 items (the largest cut that fits the budget) and a summary that
 * says so. `schema` is the envelope's plain schema (before `$ref`s), for the `minItems`.
 */
export function responseExample(envelope: unknown, schema: Json, what: string): Json {
  const size = (v: unknown) => Buffer.byteLength(JSON.stringify(v));
  if (size(envelope) <= exampleBudgetBytes) return { summary: `${what}: the documented example request, as answered`, value: envelope };
  let value: unknown = envelope;
  let cap = 12;
  for (cap of [12, 6, 3, 2, 1]) {
    value = abridge(envelope, schema, cap);
    if (size(value) <= exampleBudgetBytes) break;
  }
  return {
    summary: `${what}: the documented example request, as answered (abridged)`,
    description: `Computed by the service from the example request. Abridged for this document: lists longer than ${cap} items show their first ${cap} (or as many as the schema requires); the real answer has them all.`,
    value,
  };
}
