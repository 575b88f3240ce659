import { ApiError } from '../../shared/errors.ts';

/**
 * The calculation pool's refusal, 503 CAPACITY_EXCEEDED, made without a stack trace: under
 * overload one is made for every refused request (on the main thread, in the path of every
 * answer waiting behind it), capturing a stack cost ~25–30 µs against ~4 µs without
 * (bench/RESULTS.md, "overload4"), and nobody reads it — only INTERNAL_ERROR is logged with
 * its stack. Never throws.
 */
export function capacityRefusal(): ApiError {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return new ApiError('CAPACITY_EXCEEDED');
  } finally {
    Error.stackTraceLimit = limit;
  }
}
