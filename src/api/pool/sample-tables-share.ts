/**
 * The build's sample tables (src/astro/sample-tables.ts, dist/astro/sample-tables.bin) in the
 * running service: one copy in shared memory for the main thread and every calculation worker.
 *
 * Order (server.ts): before the workers start, {@link openSharedSampleTables} reads the file's
 * header (a few kilobytes) and sets aside a SharedArrayBuffer of the payload's size — memory
 * the system commits only when written — which the workers receive at start
 * (`CalculationWorkerOptions.sampleTables`); this module loads nothing heavy, so the workers
 * start no later. After the service listens, `loadSharedSampleTables`
 * (sample-tables-share-load.ts) checks the key, reads the payload into that memory in the
 * thread pool, checks its SHA-256 in slices and a few rows against fresh calls, then flags it
 * ready. Each thread that computes adopts the tables before its next calculation once they are
 * ready ({@link adoptSharedSampleTables}: typed-array views, no copy).
 * Until then, or when the file is absent, stale or damaged, every sample comes from the
 * library as before: the tables change the time a calculation takes, never its bytes.
 */
import { closeSync, openSync } from 'node:fs';
import { readSampleTablesHeader, viewSampleTables, type SampleTablesHeader } from '../../astro/sample-tables-format.ts';
import { installSampleTables } from '../../astro/sample-tables.ts';

/** Values of `SharedSampleTables.state[0]`. */
export const sampleTablesState = { pending: 0, ready: 1, refused: 2 } as const;

/** What the threads share (structured-cloned into each worker's start data; the buffers are shared, not copied). */
export interface SharedSampleTables {
  path: string;
  header: SampleTablesHeader;
  /** Byte offset of the payload in the file. */
  payloadOffset: number;
  payload: SharedArrayBuffer;
  /** [0]: 0 loading, 1 ready, 2 refused; [1]: threads that have installed the tables. */
  state: Int32Array;
}

/** The tables of this process (main thread), once opened. */
let opened: SharedSampleTables | null = null;

/** The tables opened by {@link openSharedSampleTables} in this thread, or null. */
export function openedSampleTables(): SharedSampleTables | null {
  return opened;
}

/**
 * Reads the header of the file at `path` and reserves shared memory for its payload, for the
 * workers to be started with. Returns the shared handle, or the reason there is none (no file,
 * not a table file); the key is checked later, off the path to ready.
 */
export function openSharedSampleTables(path: string): { tables: SharedSampleTables } | { problem: string } {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    return { problem: `${path} is missing (run npm run build)` };
  }
  try {
    const { header, payloadOffset } = readSampleTablesHeader(fd, path);
    opened = { path, header, payloadOffset, payload: new SharedArrayBuffer(header.payloadBytes), state: new Int32Array(new SharedArrayBuffer(8)) };
    return { tables: opened };
  } catch (err) {
    return { problem: err instanceof Error ? err.message : String(err) };
  } finally {
    closeSync(fd);
  }
}

/** The tables opened in this process (for the workers' start data), or undefined. */
export function sharedSampleTables(): SharedSampleTables | undefined {
  return opened ?? undefined;
}

/** Per thread: done adopting (installed or given up), so later calls return at once. */
let settled = false;

/**
 * In a thread that computes, before a calculation: installs the shared tables (typed-array
 * views, no copy) once the main thread has marked them ready; does nothing while they load,
 * and nothing ever again once installed or refused. One atomic load per call.
 */
export function adoptSharedSampleTables(shared: SharedSampleTables | undefined): void {
  if (settled || shared === undefined) return;
  const state = Atomics.load(shared.state, 0);
  if (state === sampleTablesState.pending) return;
  settled = true;
  if (state === sampleTablesState.ready) {
    installSampleTables(viewSampleTables(shared.payload, 0, shared.header));
    Atomics.add(shared.state, 1, 1);
  }
}
