/**
 * The response-schema check the tests run on every calculation response (`build(t)` turns it
 * on): the serialised envelope must validate against the route's declared envelope schema,
 * and the schema-compiled serialiser (fast-json-stringify, which drops undeclared fields
 * and coerces types) must give the same JSON as the `JSON.stringify` actually sent. So a
 * field the schema does not declare, a wrong type or a missing required field fails the
 * test that produced it, although production serialises with the faster `JSON.stringify`.
 */
import { isDeepStrictEqual } from 'node:util';
import { Ajv, type ValidateFunction } from 'ajv';
import ajvFormats from 'ajv-formats';
import fastJsonStringify from 'fast-json-stringify';
import { CalculationEnvelope } from '../../contract/common.ts';
import type { AnyCalculation } from '../../calculations/types.ts';
import type { EnvelopeCheck } from './calculation-task.ts';

/** A response that does not match its declared schema; the message names JSON pointers, never values. */
export class ResponseSchemaDrift extends Error {
  constructor(calculationId: string, problems: string[]) {
    super(`${calculationId}: response does not match its declared schema: ${problems.join('; ')}`);
    this.name = 'ResponseSchemaDrift';
  }
}

/** The first few JSON pointers where two JSON values differ. */
function differences(a: unknown, b: unknown, path: string, out: string[]): void {
  if (out.length >= 5) return;
  if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object' && Array.isArray(a) === Array.isArray(b)) {
    const ao = a as Record<string, unknown>;
    const bo = b as Record<string, unknown>;
    for (const k of new Set([...Object.keys(ao), ...Object.keys(bo)])) {
      if (!(k in ao)) out.push(`${path}/${k} is not declared in the schema`);
      else if (!(k in bo)) out.push(`${path}/${k} appears only through the schema serialiser`);
      else differences(ao[k], bo[k], `${path}/${k}`, out);
    }
    return;
  }
  if (!isDeepStrictEqual(a, b)) out.push(`${path || '/'} has a different type or value through the schema serialiser`);
}

let ajv: Ajv | undefined;
/** Compiled once per calculation and thread (the tests build many apps in one process). */
const compiled = new Map<string, { validate: ValidateFunction; stringify: (value: unknown) => string; seen: number }>();

/**
 * Every response of a calculation is checked up to this many per thread, then one in
 * `sampleEvery`: property tests send thousands of random bodies, and a full check costs
 * about as much as the calculation.
 */
const checkAllUpTo = 200;
const sampleEvery = 5;

/** A check with its validators and serialisers compiled once per calculation, on first use. */
export function createEnvelopeCheck(): EnvelopeCheck {
  if (!ajv) {
    ajv = new Ajv({ strict: false, allErrors: true });
    const addFormats = (ajvFormats as unknown as { default?: typeof ajvFormats }).default ?? ajvFormats;
    addFormats(ajv);
  }
  const validator = ajv;
  return (calc: AnyCalculation, envelope, json) => {
    let c = compiled.get(calc.id);
    if (!c) {
      const schema = CalculationEnvelope(calc.result);
      c = { validate: validator.compile(schema), stringify: fastJsonStringify(schema as never) as (value: unknown) => string, seen: 0 };
      compiled.set(calc.id, c);
    }
    c.seen++;
    if (c.seen > checkAllUpTo && c.seen % sampleEvery !== 0) return;
    const sent: unknown = JSON.parse(json);
    if (!c.validate(sent)) {
      const problems = (c.validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword}`);
      throw new ResponseSchemaDrift(calc.id, problems);
    }
    let viaSchema: unknown;
    try {
      viaSchema = JSON.parse(c.stringify(envelope));
    } catch (error) {
      throw new ResponseSchemaDrift(calc.id, [`the schema serialiser refused it (${(error as Error).message})`]);
    }
    if (!isDeepStrictEqual(viaSchema, sent)) {
      const problems: string[] = [];
      differences(viaSchema, sent, '', problems);
      throw new ResponseSchemaDrift(calc.id, problems.length ? problems : ['key sets differ']);
    }
  };
}
