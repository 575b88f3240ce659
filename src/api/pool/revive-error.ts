/**
 * Turns an error that crossed from a worker thread as data back into the error it was, so
 * the error handler answers exactly as if the calculation had run on the main thread: the
 * same catalogued code, status and details, and `instanceof` the same ApiError subclass.
 */
import {
  ApiError,
  EphemerisUnavailable,
  LocalTimeNonexistent,
  OutOfRange,
  ValidationFailed,
} from '../../shared/errors.ts';
import type { CrossingApiError, CrossingDefect } from './calculation-task.ts';

const subclasses: Record<string, { prototype: ApiError }> = {
  ValidationFailed,
  OutOfRange,
  LocalTimeNonexistent,
  EphemerisUnavailable,
};

/** The ApiError (subclass by name) or, for a defect, a plain Error with the worker's stack. */
export function reviveError(crossed: CrossingApiError | CrossingDefect): Error {
  if (crossed.kind === 'api-error') {
    const error = new ApiError(crossed.code, crossed.details, crossed.message);
    const subclass = subclasses[crossed.name];
    if (subclass) Object.setPrototypeOf(error, subclass.prototype);
    error.name = crossed.name;
    return error;
  }
  const error = new Error(crossed.message);
  error.name = crossed.name;
  if (crossed.stack) error.stack = crossed.stack;
  return error;
}
