import { Ajv, type ValidateFunction } from 'ajv';
import ajvFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

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
 */
function makeAjv(coerceTypes: boolean): Ajv {
  const ajv = new Ajv({
    coerceTypes,
    allErrors: true,
    verbose: true,
    removeAdditional: false,
    useDefaults: false,
    strict: false,
  });
  // ajv-formats is CommonJS: its function is the default export or the module itself.
  const addFormats = (ajvFormats as unknown as { default?: typeof ajvFormats }).default ?? ajvFormats;
  addFormats(ajv);
  return ajv;
}

const bodyAjv = makeAjv(false);
const queryAjv = makeAjv(true);

export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? bodyAjv : queryAjv).compile(schema) as ValidateFunction;

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
