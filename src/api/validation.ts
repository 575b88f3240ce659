import { Ajv, type ValidateFunction } from 'ajv';
import ajvFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

/**
 * Two Ajv instances: JSON bodies are validated strictly (no type coercion: "12" is not a
 * number), query strings with coercion (every query value arrives as text). `allErrors`
 * stays off: reporting the first problem is enough and bounds the work a hostile body costs.
 */
function makeAjv(coerceTypes: boolean): Ajv {
  const ajv = new Ajv({
    coerceTypes,
    allErrors: false,
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
