/**
 * The scheduling priority of a single thread. On Linux `setpriority(PRIO_PROCESS, 0, n)` —
 * what `os.setPriority(n)` calls — changes the calling *thread* only (Linux keeps a nice value
 * per thread), so a calculation worker can lower its own priority and leave the main thread,
 * which parses, admits, refuses and answers the probes, at the process's priority. On a
 * machine whose cores are all computing, the kernel then runs the main thread first: a 503 or
 * a `/healthz` answer no longer waits for a worker's time slice to end.
 */
import { constants as osConstants, setPriority } from 'node:os';
import { readdirSync, readFileSync } from 'node:fs';

/** What lowering a thread's priority did. */
export interface PriorityOutcome {
  /** The nice value asked for (0: leave the thread as it is). */
  nice: number;
  /** True when the thread now runs at that nice value. */
  applied: boolean;
  /** Why it did not (the system error's code, e.g. EACCES), when it failed. */
  error?: string;
}

/**
 * Lowers the calling thread's scheduling priority to `nice` (1–19; 0 does nothing). Never
 * throws: where the system refuses (another OS, a sandbox without the right, a nice value
 * the process may not set) the thread keeps its priority and the outcome says why, for the
 * caller to log at debug level. A value below the thread's current nice cannot be set
 * without privilege and is reported as not applied.
 */
export function lowerThreadPriority(nice: number): PriorityOutcome {
  if (nice === 0) return { nice, applied: false };
  try {
    // `who` 0 = the calling thread on Linux (see the module comment).
    setPriority(0, nice);
    return { nice, applied: true };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).name;
    return { nice, applied: false, error: code };
  }
}

/**
 * The nice value of each thread of this process, by thread id, from `/proc/self/task/<tid>/stat`
 * (field 19). Linux only; an empty map elsewhere. For tests and diagnostics.
 */
export function threadNiceValues(): Map<number, number> {
  const out = new Map<number, number>();
  let tids: string[];
  try {
    tids = readdirSync('/proc/self/task');
  } catch {
    return out;
  }
  for (const tid of tids) {
    const nice = niceOfStat(`/proc/self/task/${tid}/stat`);
    if (nice !== null) out.set(Number(tid), nice);
  }
  return out;
}

/** The calling thread's nice value from `/proc/thread-self/stat` (Linux), or null. */
export function currentThreadNice(): number | null {
  return niceOfStat('/proc/thread-self/stat');
}

/** Field 19 (nice) of a /proc stat line; the command name (field 2) may hold spaces and parentheses. */
function niceOfStat(path: string): number | null {
  let stat: string;
  try {
    stat = readFileSync(path, 'utf8');
  } catch {
    return null;
  }
  // Fields after the last ')' start at field 3 (state): field 19 is index 16.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const nice = Number(fields[16]);
  return Number.isInteger(nice) ? nice : null;
}

/**
 * What the workers of a pool did with their priority, in shared memory (the workers write,
 * the main thread reads once they are ready): [applied, failed, errno of the last failure].
 */
export type PriorityReport = Int32Array;

/** A fresh report to hand to the workers in their start data. */
export function createPriorityReport(): PriorityReport {
  return new Int32Array(new SharedArrayBuffer(3 * Int32Array.BYTES_PER_ELEMENT));
}

/** Counts one worker's outcome into the shared report (called in the worker). */
export function recordPriority(report: PriorityReport, outcome: PriorityOutcome): void {
  if (outcome.applied) Atomics.add(report, 0, 1);
  else {
    Atomics.add(report, 1, 1);
    const errno = outcome.error ? (osConstants.errno as Record<string, number>)[outcome.error] : undefined;
    Atomics.store(report, 2, errno ?? -1);
  }
}

/** The report as numbers: workers that lowered their priority, workers that could not, and why. */
export function readPriorityReport(report: PriorityReport): { applied: number; failed: number; error: string | null } {
  const failed = Atomics.load(report, 1);
  const errno = Atomics.load(report, 2);
  const name = Object.entries(osConstants.errno).find(([, n]) => n === errno)?.[0] ?? null;
  return { applied: Atomics.load(report, 0), failed, error: failed > 0 ? (name ?? 'unknown') : null };
}
