/**
 * Runners for `BoundedPool`: worker threads through piscina, or the calling thread.
 */
import { Piscina } from 'piscina';
import type { PoolRunner } from './bounded-pool.ts';

/** Data every worker of a `threadRunner` receives (`workerData`). */
export interface WorkerStartData<D> {
  /** One Int32 the workers increment when they have warmed up (see `signalWorkerReady`). */
  readyCounter: Int32Array;
  /** One Int32 set to 1 once the service listens: workers begin their background work then (see `whenServiceListening`). */
  serviceListening?: Int32Array;
  /**
   * Two Int32: [0] set to 1 when the runner closes, so the workers start no more background
   * work; [1] the background steps under way in all workers (see `runBackgroundStep`).
   */
  background?: Int32Array;
  /**
   * Three Int32 of the staggered start (see `awaitStartTurn`): [0] workers arrived (each takes
   * the next number; the first starts at once), [1] set to 1 once the others may start, [2]
   * workers held at the gate now (not loading anything: safe to terminate).
   */
  startGate?: Int32Array;
  /** The TypeScript worker module that `tsx-worker.mjs` loads (source runs only). */
  sourceModule?: string;
  /** The pool's own settings for its workers. */
  options: D;
}

/**
 * Runs tasks on `threads` worker threads loaded from `filename` (a module whose default
 * export handles one task). Every thread starts at once and stays (no idle timeout), so no
 * request pays for a thread's start. A crashed worker fails its task (answered 500) and
 * piscina starts a new one. `onWorkerError` hears of crashes (for the log).
 */
export function threadRunner<T, R, D>(options: {
  filename: URL;
  threads: number;
  workerOptions: D;
  onWorkerError?: (error: unknown) => void;
  /**
   * When the workers after the first may start loading (issue 21, start-up to ready): once the
   * first is warm (`first-warm`, the default), or once the service listens (`listening`, see
   * `announceServiceListening`; what `server.ts` uses, so they do not compete with the main
   * thread's own start-up for the cores). A worker module that does not call `awaitStartTurn`
   * starts at once either way. Any worker error opens the gate (a first worker that crashed
   * while starting must not leave the others waiting).
   */
  startOthers?: 'first-warm' | 'listening';
}): PoolRunner<T, R> {
  const readyCounter = new Int32Array(new SharedArrayBuffer(4));
  const serviceListening = new Int32Array(new SharedArrayBuffer(4));
  const background = new Int32Array(new SharedArrayBuffer(8));
  const startGate = new Int32Array(new SharedArrayBuffer(12));
  listeningFlags.add(serviceListening);
  startGates.add(startGate);
  const workerData: WorkerStartData<D> = { readyCounter, serviceListening, background, startGate, options: options.workerOptions };
  const startOthers = options.startOthers ?? 'first-warm';
  let entry = options.filename;
  if (entry.pathname.endsWith('.ts')) {
    // Running from source through tsx: a plain-JS entry registers tsx in the worker first.
    workerData.sourceModule = entry.href;
    entry = new URL('./tsx-worker.mjs', import.meta.url);
  }
  const piscina = new Piscina<T, R>({
    filename: entry.href,
    minThreads: options.threads,
    maxThreads: options.threads,
    idleTimeout: Number.POSITIVE_INFINITY,
    concurrentTasksPerWorker: 1,
    // An idle worker waits for tasks with Atomics.waitAsync instead of blocking its thread in
    // Atomics.wait: so its event loop keeps turning and the warm-up that continues after the
    // worker is ready (`worker-warm-up.ts`) gets on between tasks.
    atomics: 'async',
    workerData,
  });
  // An 'error' event without a listener would end the process.
  piscina.on('error', (error: unknown) => {
    openStartGate(startGate);
    options.onWorkerError?.(error);
  });
  let closed: Promise<void> | undefined;
  const warm = () => Math.min(options.threads, Atomics.load(readyCounter, 0));
  const capacityListeners: (() => void)[] = [];
  // The warm workers, polled until all are (or the runner closes first, so a closed pool never
  // keeps the process alive): each change is told to the listeners (the pool starts queued tasks
  // on the new worker), the first warm worker opens the gate for the others (`first-warm`).
  let resolveFirst!: () => void;
  let resolveAll!: () => void;
  const firstReady = new Promise<void>((resolve) => (resolveFirst = resolve));
  const ready = new Promise<void>((resolve) => (resolveAll = resolve));
  let seen = 0;
  const poll = () => {
    const now = warm();
    if (now > seen) {
      seen = now;
      if (startOthers === 'first-warm') openStartGate(startGate);
      resolveFirst();
      for (const listener of capacityListeners) listener();
    }
    if (closed || now >= options.threads) {
      resolveFirst();
      resolveAll();
    } else setTimeout(poll, 5);
  };
  poll();
  return {
    concurrency: options.threads,
    // Never 0: a task sent before the first worker is warm waits in piscina for it.
    capacity: () => Math.max(1, warm()),
    onCapacityChange: (listener) => void capacityListeners.push(listener),
    run: (task) => piscina.run(task),
    ready: () => ready,
    firstReady: () => firstReady,
    // From the moment the pool starts closing (before it drains) no background step starts:
    // a worker left idle while the other one drains would otherwise begin one; and no worker
    // held at the start gate begins to load.
    beginClose: () => Atomics.store(background, 0, 1),
    close: () => {
      listeningFlags.delete(serviceListening);
      startGates.delete(startGate);
      return (closed ??= stopBackgroundWork(background, readyCounter, startGate, options.threads).then(() => piscina.destroy()));
    },
  };
}

/**
 * Longest wait for the workers' own work (a background step, the warm-up before ready) before
 * their threads are stopped anyway, ms. Only a hung worker reaches it: one step is one
 * calculation's example. It was 3 s, and on a loaded machine a step took longer; the thread was
 * terminated inside Swiss Ephemeris and the process aborted (issue 20: 2 of 46 SIGTERM rounds
 * under kundli-advanced load, `bench/_sigterm-loop.ts`).
 */
const workerStopWaitMs = 60_000;

/**
 * Asks the workers to start no more background steps and waits for those under way to end, and
 * for workers still starting (past the start gate) to finish their warm-up before ready.
 * Why: a thread terminated inside a Swiss Ephemeris call (a warm-up example) aborts the whole
 * process — the addon's error path fails fatally once termination has begun
 * (`FATAL ERROR: Error::ThrowAsJavaScriptException napi_throw`, `sweph_calc_ut` on the stack,
 * after SIGTERM). Tasks are not concerned: the pool drains before it stops its runner.
 */
async function stopBackgroundWork(background: Int32Array, readyCounter: Int32Array, startGate: Int32Array, threads: number): Promise<void> {
  Atomics.store(background, 0, 1);
  const deadline = performance.now() + workerStopWaitMs;
  // A worker held at the start gate loads nothing and never will now (the flag above is set
  // before the count is read: see `awaitStartTurn`), so it is not waited for.
  const busy = () => Atomics.load(background, 1) > 0 || Atomics.load(readyCounter, 0) < threads - Atomics.load(startGate, 2);
  while (busy() && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
}

/**
 * In a worker: runs one step of background work unless the runner is closing; returns false
 * (without running it) when it is. While the step runs the runner's `close` waits for it.
 */
export function runBackgroundStep(data: WorkerStartData<unknown>, step: () => void): boolean {
  const background = data.background;
  if (!background) {
    step();
    return true;
  }
  // Counted before the flag is read, and the runner sets the flag before it reads the count:
  // either the step sees the flag, or the runner sees the step.
  Atomics.add(background, 1, 1);
  try {
    if (Atomics.load(background, 0) === 1) return false;
    step();
    return true;
  } finally {
    Atomics.sub(background, 1, 1);
  }
}

/** The listening flags of the thread runners not closed yet. */
const listeningFlags = new Set<Int32Array>();

/**
 * Tells every worker of every open thread runner that the service now listens, so they begin
 * the work they keep until then (the rest of their warm-up): done before, it would compete
 * for the cores with the main thread's own path to ready. `server.ts` calls it after listen;
 * an app that never listens (tests, benchmarks that build the app in-process) never does,
 * and its workers do no background work.
 */
export function announceServiceListening(): void {
  for (const flag of listeningFlags) {
    Atomics.store(flag, 0, 1);
    Atomics.notify(flag, 0);
  }
  for (const gate of startGates) openStartGate(gate);
}

/** The start gates of the thread runners not closed yet (opened by `announceServiceListening` too). */
const startGates = new Set<Int32Array>();

function openStartGate(gate: Int32Array): void {
  if (Atomics.load(gate, 1) === 1) return;
  Atomics.store(gate, 1, 1);
  Atomics.notify(gate, 1);
}

/**
 * In a worker, first thing (before it loads the calculations): waits for its turn to start.
 * The first worker of the runner goes at once; the others wait until the runner opens the gate
 * (its `startOthers`): so at start-up the first worker has the cores to itself (with the main
 * thread) and the service is ready sooner. Resolves false when the runner began closing before
 * this worker's turn: it must then load nothing (it is terminated as it waits, which is safe:
 * a thread terminated inside Swiss Ephemeris would abort the process).
 */
export async function awaitStartTurn(data: WorkerStartData<unknown>): Promise<boolean> {
  const gate = data.startGate;
  if (!gate || Atomics.add(gate, 0, 1) === 0) return true;
  Atomics.add(gate, 2, 1);
  if (Atomics.load(gate, 1) === 0) {
    const wait = waitAsync(gate, 1, 0);
    if (wait.async) await wait.value;
  }
  // Released from the count before the closing flag is read, and the runner sets the flag
  // before it reads the count: either this worker sees the flag (and counts itself held
  // again), or the runner waits for it to become warm.
  Atomics.sub(gate, 2, 1);
  if (data.background && Atomics.load(data.background, 0) === 1) {
    Atomics.add(gate, 2, 1);
    return false;
  }
  return true;
}

// Atomics.waitAsync (Node 16+) is not in the ES2023 lib the project compiles against.
const waitAsync = (Atomics as unknown as { waitAsync: (a: Int32Array, i: number, v: number) => { async: boolean; value: unknown } }).waitAsync;

/** In a worker: resolves once `announceServiceListening` has run in the main thread (never, if it does not). */
export async function whenServiceListening(data: WorkerStartData<unknown>): Promise<void> {
  const flag = data.serviceListening;
  if (!flag) return;
  const wait = waitAsync(flag, 0, 0);
  if (wait.async) await wait.value;
}

/**
 * Runs tasks on the calling (main) thread, one at a time: the same task function without
 * threads, for tests and debugging (`CALC_WORKERS=0`). A computation blocks the event loop.
 */
export function inlineRunner<T, R>(handler: (task: T) => R): PoolRunner<T, R> {
  return {
    concurrency: 1,
    run: async (task) => handler(task),
    ready: async () => undefined,
    close: async () => undefined,
  };
}

/** Called by a worker module once it is ready for real work (warmed up). */
export function signalWorkerReady(data: WorkerStartData<unknown>): void {
  Atomics.add(data.readyCounter, 0, 1);
}
