/**
 * One calculation request as a task: find the calculation by id in the registry, compute,
 * present, wrap in the CalculationEnvelope and serialise it once to UTF-8 bytes. The same
 * function runs in a worker thread (`calculation-worker.ts`) and, with `CALC_WORKERS=0`, on
 * the main thread, so both give the same bytes. Nothing here is specific to a calculation:
 * every entry of `src/calculations/registry.ts` is served as it is registered.
 */
import { calculations, engineVersion } from '../../calculations/registry.ts';
import type { AnyCalculation, CalculationContext, Presented } from '../../calculations/types.ts';
import { ApiError } from '../../shared/errors.ts';
import { calculationEnvelopeBytes } from './envelope-bytes.ts';
import type { ErrorCode, ErrorDetail } from '../../shared/errors.ts';

/** What the main thread sends: the calculation id, the validated body and the request clock. */
export interface CalculationTask {
  calculationId: string;
  body: unknown;
  /** Server clock at the request, ms since the epoch (CalculationContext.now). */
  nowMs: number;
}

/** A catalogued error thrown by a calculation, as plain data that crosses threads unchanged. */
export interface CrossingApiError {
  kind: 'api-error';
  name: string;
  code: ErrorCode;
  details: ErrorDetail[];
  message: string;
}

/** Anything else a calculation threw (a defect): answered 500, logged by type and frames. */
export interface CrossingDefect {
  kind: 'defect';
  name: string;
  message: string;
  stack: string | undefined;
}

/** The task's answer: the serialised envelope, or the error as data. */
export type CalculationOutcome = Uint8Array | CrossingApiError | CrossingDefect;

/** Stands in for the request id in a serialised envelope; the main thread writes the real one. */
export const requestIdPlaceholder = '0'.repeat(32);

const byId = new Map<string, AnyCalculation>(calculations.map((c) => [c.id, c]));

/** The registered calculation with this id, or undefined. */
export function calculationById(id: string): AnyCalculation | undefined {
  return byId.get(id);
}

/**
 * Runs a calculation and wraps it in the CalculationEnvelope (key order: kind, requestId,
 * versions, method, input, warnings, result). Pure apart from the clock in the context; the
 * same request and versions give the same result. Throws what the calculation throws.
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

/** An envelope's shape as `runCalculation` builds it. */
export type CalculationEnvelopeObject = ReturnType<typeof runCalculation>;

/** Optional extra work on every envelope before it is sent (the tests' response-schema check). */
export type EnvelopeCheck = (calc: AnyCalculation, envelope: CalculationEnvelopeObject, json: string) => void;

export { utf8Bytes } from './envelope-bytes.ts';

/**
 * The task: compute, present and serialise. Large bodies are written as JSON.stringify's bytes
 * straight to UTF-8 (`envelope-bytes.ts`: no ~900 KB string per kundli-advanced body, no
 * transcoding), small ones by JSON.stringify; JSON.stringify measured faster than the schema-compiled serialiser for every
 * calculation (bench/serialisers.ts), and the tests check every response against its
 * declared schema (`response-check.ts`), so a field the schema does not declare cannot slip
 * out. The bytes are a fresh buffer of their own so a worker can transfer it without a copy.
 * Errors come back as data, never thrown.
 */
export function calculationTask(task: CalculationTask, check?: EnvelopeCheck): CalculationOutcome {
  try {
    const calc = byId.get(task.calculationId);
    if (!calc) throw new Error(`no calculation registered with id ${task.calculationId}`);
    const envelope = runCalculation(calc, task.body, requestIdPlaceholder, { now: new Date(task.nowMs) });
    const bytes = calculationEnvelopeBytes(calc.id, envelope);
    // The tests' check reads the text actually sent, decoded from the bytes.
    check?.(calc, envelope, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('utf8'));
    return bytes;
  } catch (error) {
    return crossingError(error);
  }
}

/** An error as data that survives the structured clone between threads. */
export function crossingError(error: unknown): CrossingApiError | CrossingDefect {
  if (error instanceof ApiError) {
    return { kind: 'api-error', name: error.name, code: error.code, details: error.details.map((d) => ({ ...d })), message: error.message };
  }
  const e = error instanceof Error ? error : new Error(String(error));
  return { kind: 'defect', name: e.name, message: e.message, stack: e.stack };
}
