/**
 * Compiling done later: request validators and response serialisers are compiled on their
 * first use (`validation.ts`, `serializer-compiler.ts`) so that start-up does not pay for all
 * of them before the service is ready; the server then compiles the ones still pending in the
 * background, one per turn of the event loop, right after it starts listening, so a real
 * request seldom meets an uncompiled route.
 */

const pending = new Set<() => void>();

/**
 * Registers a compile step to run later (by `compileDeferredInBackground`, or by its owner on
 * first use). Returns the function that runs it at most once and forgets it.
 */
export function deferCompile(compile: () => void): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    pending.delete(run);
    compile();
  };
  pending.add(run);
  return run;
}

/** How many compile steps wait. */
export function deferredCompileCount(): number {
  return pending.size;
}

/**
 * Runs the pending compile steps one per turn of the event loop (`setImmediate`), so requests
 * that arrive meanwhile wait for one compile (a few to tens of milliseconds) at most. A step
 * that throws (a schema the compiler refuses) is skipped here; its route meets the error on
 * first use. Resolves with the number of steps run.
 */
export async function compileDeferredInBackground(): Promise<number> {
  let count = 0;
  for (const run of [...pending]) {
    await new Promise<void>((resolve) => setImmediate(resolve));
    try {
      run();
      count++;
    } catch {
      // Reported on the route's first request instead.
    }
  }
  return count;
}
