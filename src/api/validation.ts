import { Ajv, type ValidateFunction } from 'ajv';
import ajvFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { deferCompile } from './deferred-compile.ts';

/**
 * Two Ajv instances: JSON bodies are validated strictly (no type coercion: "12" is not a
 * number), query strings with coercion (every query value arrives as text).
 *
 * `allErrors` is on so one answer names every field to correct (the error handler keeps at
 * most `maxValidationDetails` of them, each once). The work a hostile body can cause stays
 * bounded by the body limit: Ajv does a fixed amount of work per value present.
 * `verbose` gives each error its schema (never shown to the client) so the wording can name
 * the expected form ("must be a date YYYY-MM-DD") instead of a regular expression; the
 * value it also attaches is never read.
 * `validateSchema` is off: checking each schema against the JSON Schema meta-schema first
 * compiles that meta-schema, ~57 ms per Ajv instance on the path to ready (issue 21); the
 * schemas are our own constants, checked against the meta-schema once, in
 * `test/api/request-schemas-valid.test.ts`.
 */
function makeAjv(coerceTypes: boolean): Ajv {
  const ajv = new Ajv({
    coerceTypes,
    allErrors: true,
    verbose: true,
    removeAdditional: false,
    useDefaults: false,
    strict: false,
    validateSchema: false,
  });
  // ajv-formats is CommonJS: its function is the default export or the module itself.
  const addFormats = (ajvFormats as unknown as { default?: typeof ajvFormats }).default ?? ajvFormats;
  addFormats(ajv);
  return ajv;
}

const bodyAjv = makeAjv(false);
const queryAjv = makeAjv(true);

/**
 * Fastify's validator compiler, compiling each schema on its first use rather than when the
 * route is registered: the calculations' request schemas cost tens of milliseconds each to
 * compile (all errors, verbose), about a second of start-up for all of them, and start-up
 * must reach ready in well under that (issue 21). The server compiles them in the background
 * right after it starts listening (its warm-up sends every route's example), so a real
 * request rarely pays; if it does, it pays once, for its own route only. A schema Ajv
 * refuses throws on that first use (answered 500, and every route's example runs in the
 * tests), not at start-up. The same schema object (a v2 path and its v1 alias) is compiled
 * once: Ajv keys its cache by the schema object.
 */
export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) =>
  lazyValidator(httpPart === 'body' ? bodyAjv : queryAjv, schema);

/** A function that behaves as `ajv.compile(schema)` and compiles it on its first call. */
function lazyValidator(ajv: Ajv, schema: object): ValidateFunction {
  let compiled: ValidateFunction | undefined;
  const compileNow = deferCompile(() => {
    compiled = ajv.compile(schema);
  });
  const get = (): ValidateFunction => {
    if (!compiled) compileNow();
    return compiled!;
  };
  const validate = function (data: unknown, dataCxt?: unknown) {
    const f = get();
    const ok = (f as (d: unknown, c?: unknown) => boolean)(data, dataCxt);
    validate.errors = f.errors;
    return ok;
  } as ValidateFunction;
  // Fastify passes the parent object (what lets Ajv coerce a root value) only to functions
  // that carry a schema environment, as Ajv's own do.
  Object.defineProperty(validate, 'schemaEnv', { get: () => get().schemaEnv });
  validate.schema = schema;
  return validate;
}

const bodyValidators = new WeakMap<object, ValidateFunction>();

/**
 * Validates a body the service built itself (the migration route's native request) with the
 * same strict rules as a request body; throws the error Fastify would for a bad request.
 */
export function assertValidBody(schema: object, body: unknown): void {
  let validate = bodyValidators.get(schema);
  if (!validate) {
    validate = bodyAjv.compile(schema);
    bodyValidators.set(schema, validate);
  }
  if (!validate(body)) {
    throw Object.assign(new Error('native request validation failed'), { validation: validate.errors ?? [], statusCode: 422 });
  }
}
