/**
 * Runners for `BoundedPool`: worker threads (plain `worker_threads` messages), or the calling thread.
 */
import { Worker } from 'node:worker_threads';
import type { PoolRunner } from './bounded-pool.ts';
import { isThreadFailure } from './serve-tasks.ts';

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
  /** The TypeScript worker module that `tsx-worker.mjs` loads (source runs only). */
  sourceModule?: string;
  /** The pool's own settings for its workers. */
  options: D;
}

/**
 * Runs tasks on `threads` worker threads loaded from `filename` (a module that serves tasks
 * with `serveTasks`, see serve-tasks.ts; from source, one whose default export handles one
 * task, served by `tsx-worker.mjs`). Every thread starts at once and stays (no idle timeout),
 * so no request pays for a thread's start. One message carries a task to an idle worker and
 * one brings its answer back: the `BoundedPool` in front already queues and admits, so
 * nothing more is needed per task (piscina's own queue, task records, abort signals and
 * timing histograms cost the main thread ~0.05 ms per task; issue 21, fourth session). A
 * crashed worker fails its task (answered 500) and a new one starts in its place.
 * `onWorkerError` hears of crashes (for the log).
 */
export function threadRunner<T, R, D>(options: {
  filename: URL;
  threads: number;
  workerOptions: D;
  onWorkerError?: (error: unknown) => void;
}): PoolRunner<T, R> {
  const readyCounter = new Int32Array(new SharedArrayBuffer(4));
  const serviceListening = new Int32Array(new SharedArrayBuffer(4));
  const background = new Int32Array(new SharedArrayBuffer(8));
  listeningFlags.add(serviceListening);
  const workerData: WorkerStartData<D> = { readyCounter, serviceListening, background, options: options.workerOptions };
  let entry = options.filename;
  if (entry.pathname.endsWith('.ts')) {
    // Running from source through tsx: a plain-JS entry registers tsx in the worker first.
    workerData.sourceModule = entry.href;
    entry = new URL('./tsx-worker.mjs', import.meta.url);
  }
  interface Pending {
    task: T;
    resolve: (value: R) => void;
    reject: (error: unknown) => void;
  }
  interface Thread {
    worker: Worker;
    current: Pending | null;
  }
  const threads = new Set<Thread>();
  const waiting: Pending[] = [];
  let closed: Promise<void> | undefined;

  const send = (thread: Thread, pending: Pending) => {
    thread.current = pending;
    thread.worker.ref();
    thread.worker.postMessage(pending.task);
  };
  const next = (thread: Thread) => {
    const pending = waiting.shift();
    if (pending) send(thread, pending);
    else thread.worker.unref();
  };
  const start = () => {
    const worker = new Worker(entry, { workerData });
    const startedAt = performance.now();
    const thread: Thread = { worker, current: null };
    threads.add(thread);
    worker.unref();
    worker.on('message', (answer: unknown) => {
      const pending = thread.current;
      thread.current = null;
      next(thread);
      if (!pending) return;
      if (isThreadFailure(answer)) pending.reject(Object.assign(new Error(answer.message), { name: answer.name, stack: answer.stack }));
      else pending.resolve(answer as R);
    });
    // An 'error' event without a listener would end the process; the 'exit' that follows
    // replaces the worker.
    worker.on('error', (error: unknown) => {
      options.onWorkerError?.(error);
      const pending = thread.current;
      thread.current = null;
      pending?.reject(error);
    });
    worker.on('exit', (code) => {
      threads.delete(thread);
      const pending = thread.current;
      thread.current = null;
      pending?.reject(new Error(`calculation worker exited (code ${code})`));
      if (closed) return;
      // A worker that dies young (it cannot even start) is replaced after a pause, not in a loop.
      if (performance.now() - startedAt >= 1000) next(start());
      else setTimeout(() => void (closed || next(start())), 1000).unref();
    });
    return thread;
  };
  for (let i = 0; i < options.threads; i++) start();

  // Resolves once every worker has counted itself ready; polled, and given up when the runner
  // closes first (so a closed pool never keeps the process alive).
  const ready = new Promise<void>((resolve) => {
    const poll = () => {
      if (closed || Atomics.load(readyCounter, 0) >= options.threads) resolve();
      else setTimeout(poll, 5);
    };
    poll();
  });
  return {
    concurrency: options.threads,
    run: (task) =>
      new Promise<R>((resolve, reject) => {
        if (closed) return reject(new Error('the calculation workers are closed'));
        const pending: Pending = { task, resolve, reject };
        for (const thread of threads) {
          if (thread.current === null) return send(thread, pending);
        }
        waiting.push(pending);
      }),
    ready: () => ready,
    close: () => {
      listeningFlags.delete(serviceListening);
      return (closed ??= stopBackgroundWork(background).then(async () => {
        const stopping = [...threads].map((t) => t.worker.terminate());
        for (const pending of waiting.splice(0)) pending.reject(new Error('the calculation workers are closed'));
        await Promise.all(stopping);
      }));
    },
  };
}

/** Longest wait for the workers' background steps before their threads are stopped anyway, ms. */
const backgroundStopWaitMs = 3000;

/**
 * Asks the workers to start no more background steps and waits for those under way to end.
 * Why: a thread terminated inside a Swiss Ephemeris call (a warm-up example) can abort the
 * whole process — the addon's error path fails fatally once termination has begun (seen as
 * `FATAL ERROR: Error::ThrowAsJavaScriptException napi_throw` on SIGTERM during the warm-up).
 * Tasks are not concerned: the graceful shutdown answers every request before it closes the pool.
 */
async function stopBackgroundWork(background: Int32Array): Promise<void> {
  Atomics.store(background, 0, 1);
  const deadline = performance.now() + backgroundStopWaitMs;
  while (Atomics.load(background, 1) > 0 && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
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
}

/** In a worker: resolves once `announceServiceListening` has run in the main thread (never, if it does not). */
export async function whenServiceListening(data: WorkerStartData<unknown>): Promise<void> {
  const flag = data.serviceListening;
  if (!flag) return;
  // Atomics.waitAsync (Node 16+) is not in the ES2023 lib the project compiles against.
  const waitAsync = (Atomics as unknown as { waitAsync: (a: Int32Array, i: number, v: number) => { async: boolean; value: unknown } }).waitAsync;
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
