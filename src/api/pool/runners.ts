/**
 * Runners for `BoundedPool`: worker threads through piscina, or the calling thread.
 */
import { threadId } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { PoolRunner } from './bounded-pool.ts';

/** Data every worker of a `threadRunner` receives (`workerData`). */
export interface WorkerStartData<D> {
  /**
   * Where each worker says how far it got (see `setThreadState`): pairs [threadId, state] of
   * `ThreadState`, one pair per worker thread alive (a free pair has threadId 0). The main thread
   * frees the pair of a worker that died, so a worker that crashed or was replaced is neither
   * counted warm nor waited for at close.
   */
  threadStates: Int32Array;
  /** One Int32 set to 1 once the service listens: workers begin their background work then (see `whenServiceListening`). */
  serviceListening?: Int32Array;
  /**
   * Two Int32: [0] set to 1 when the runner closes, so the workers start no more background
   * work and no worker held at the start gate begins to load; [1] the background steps under
   * way in all workers (see `runBackgroundStep`).
   */
  background?: Int32Array;
  /**
   * Two Int32 of the staggered start (see `awaitStartTurn`): [0] workers arrived (each takes
   * the next number; the first starts at once), [1] set to 1 once the others may start.
   */
  startGate?: Int32Array;
  /** The TypeScript worker module that `tsx-worker.mjs` loads (source runs only). */
  sourceModule?: string;
  /** The pool's own settings for its workers. */
  options: D;
}

/**
 * How far a worker thread got (`WorkerStartData.threadStates`). `held`: waiting at the start
 * gate, nothing loaded (safe to terminate). `loading`: loading the calculations, opening the
 * ephemeris, running its first example (never terminated: a thread stopped inside Swiss
 * Ephemeris aborts the process). `warm`: ready for tasks.
 */
export const ThreadState = { held: 1, loading: 2, warm: 3 } as const;
type ThreadStateValue = (typeof ThreadState)[keyof typeof ThreadState];

/** Pairs in `threadStates`: room for every worker alive, and replacements started before a dead one's pair is freed. */
const threadStateSlots = (threads: number) => 2 * threads + 4;

/**
 * Runs tasks on `threads` worker threads loaded from `filename` (a module whose default
 * export handles one task). Every thread is created at once and stays (no idle timeout), so no
 * request pays for a thread's start. A task goes only to a warm worker (one that has called
 * `signalWorkerReady`): piscina would otherwise hand it to an idle worker still held at its start
 * gate or still loading, where it would wait for that worker's whole start (or, held until the
 * service listens, for ever: the main thread's warm-up request before listening). A crashed
 * worker fails its task (answered 500) and piscina starts a new one, counted warm once it is.
 * `onWorkerError` hears of crashes (for the log).
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
   * starts at once either way. A worker that errs or dies opens the gate (a first worker that
   * crashed while starting must not leave the others, or its replacement, waiting).
   */
  startOthers?: 'first-warm' | 'listening';
}): PoolRunner<T, R> {
  const threadStates = new Int32Array(new SharedArrayBuffer(8 * threadStateSlots(options.threads)));
  const serviceListening = new Int32Array(new SharedArrayBuffer(4));
  const background = new Int32Array(new SharedArrayBuffer(8));
  const startGate = new Int32Array(new SharedArrayBuffer(8));
  listeningFlags.add(serviceListening);
  startGates.add(startGate);
  const workerData: WorkerStartData<D> = { threadStates, serviceListening, background, startGate, options: options.workerOptions };
  const startOthers = options.startOthers ?? 'first-warm';
  let entry = options.filename;
  if (entry.pathname.endsWith('.ts')) {
    // Running from source through tsx: a plain-JS entry registers tsx in the worker first.
    workerData.sourceModule = entry.href;
    entry = new URL('./tsx-worker.mjs', import.meta.url);
  }
  const isWarm = (threadId: number) => stateOf(threadStates, threadId) === ThreadState.warm;
  const piscina = new Piscina<T, R>({
    filename: entry.href,
    minThreads: options.threads,
    maxThreads: options.threads,
    idleTimeout: Number.POSITIVE_INFINITY,
    concurrentTasksPerWorker: 1,
    // An idle warm worker, or none (the task waits in piscina until a worker is free): piscina
    // counts a worker ready for tasks as soon as its thread exists, held at the gate or not.
    loadBalancer: (_task, workers) => workers.find((w) => w.currentUsage === 0 && !w.terminating && isWarm(w.id)) ?? null,
    // An idle worker waits for tasks with Atomics.waitAsync instead of blocking its thread in
    // Atomics.wait: so its event loop keeps turning and the warm-up that continues after the
    // worker is ready (`worker-warm-up.ts`) gets on between tasks.
    atomics: 'async',
    workerData,
  });
  let closed: Promise<void> | undefined;
  // An 'error' event without a listener would end the process.
  piscina.on('error', (error: unknown) => {
    openStartGate(startGate);
    options.onWorkerError?.(error);
  });
  // A worker gone (crashed, exited, terminated): its pair is freed, so it is neither counted warm
  // nor waited for; the gate opens (a replacement of the first worker must not wait at it), and
  // the warm workers are watched again until the replacement is warm.
  piscina.on('workerDestroy', (gone: { id: number }) => {
    const alive = new Set(piscina.threads.map((t) => t.threadId).filter((id) => id > 0 && id !== gone.id));
    releaseDeadThreads(threadStates, alive);
    if (closed) return;
    openStartGate(startGate);
    watch();
  });
  const warm = () => Math.min(options.threads, countState(threadStates, ThreadState.warm));
  const capacityListeners: (() => void)[] = [];
  // The warm workers, polled until all are (or the runner closes first, so a closed pool never
  // keeps the process alive), and again after a worker died: each growth is told to the listeners
  // (the pool starts queued tasks on the new worker), the first warm worker opens the gate for
  // the others (`first-warm`).
  let resolveFirst!: () => void;
  let resolveAll!: () => void;
  const firstReady = new Promise<void>((resolve) => (resolveFirst = resolve));
  const ready = new Promise<void>((resolve) => (resolveAll = resolve));
  let seen = 0;
  let watching: ReturnType<typeof setTimeout> | undefined;
  // The start keeps the process alive (a caller awaits ready()); watching a replacement does not.
  let keepAlive = true;
  const poll = () => {
    watching = undefined;
    const now = warm();
    if (now !== seen) {
      const grew = now > seen;
      seen = now;
      if (grew) {
        if (startOthers === 'first-warm') openStartGate(startGate);
        resolveFirst();
        for (const listener of capacityListeners) listener();
      }
    }
    if (closed || now >= options.threads) {
      keepAlive = false;
      resolveFirst();
      resolveAll();
      return;
    }
    watching = setTimeout(poll, 5);
    if (!keepAlive) watching.unref();
  };
  const watch = () => {
    if (!watching) poll();
  };
  poll();
  return {
    concurrency: options.threads,
    // 0 until the first worker is warm: the pool holds its tasks until then.
    capacity: warm,
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
      if (watching) clearTimeout(watching);
      // Whoever waits for the workers waits no longer: none will come now.
      resolveFirst();
      resolveAll();
      const alive = () => piscina.threads.map((t) => t.threadId).filter((id) => id > 0);
      return (closed ??= stopBackgroundWork(background, threadStates, alive).then(() => piscina.destroy()));
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
 * for workers still starting (past the start gate, `loading`) to finish their warm-up before
 * ready. Why: a thread terminated inside a Swiss Ephemeris call (a warm-up example) aborts the
 * whole process — the addon's error path fails fatally once termination has begun
 * (`FATAL ERROR: Error::ThrowAsJavaScriptException napi_throw`, `sweph_calc_ut` on the stack,
 * after SIGTERM). Tasks are not concerned: the pool drains before it stops its runner. A
 * worker held at the gate loads nothing from now on (`awaitStartTurn` reads the flag set here),
 * so it is not waited for; one that has said nothing yet is (briefly: it is loading its entry,
 * or, with a module that does not call `awaitStartTurn`, warming up). `alive`: the threadIds
 * of the workers alive.
 */
async function stopBackgroundWork(background: Int32Array, threadStates: Int32Array, alive: () => number[]): Promise<void> {
  Atomics.store(background, 0, 1);
  const deadline = performance.now() + workerStopWaitMs;
  const starting = (id: number) => {
    const state = stateOf(threadStates, id);
    return state !== ThreadState.held && state !== ThreadState.warm;
  };
  const busy = () => Atomics.load(background, 1) > 0 || alive().some(starting);
  while (busy() && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** The workers whose pair says `state` now. */
function countState(threadStates: Int32Array, state: ThreadStateValue): number {
  let n = 0;
  for (let i = 0; i < threadStates.length; i += 2) {
    if (Atomics.load(threadStates, i) !== 0 && Atomics.load(threadStates, i + 1) === state) n++;
  }
  return n;
}

/** The state of worker `threadId`, 0 when it has said nothing (or is gone). */
function stateOf(threadStates: Int32Array, threadId: number): number {
  for (let i = 0; i < threadStates.length; i += 2) {
    if (Atomics.load(threadStates, i) === threadId) return Atomics.load(threadStates, i + 1);
  }
  return 0;
}

/** Frees the pairs of workers not in `alive` (the state first, so a freed pair never counts). */
function releaseDeadThreads(threadStates: Int32Array, alive: Set<number>): void {
  for (let i = 0; i < threadStates.length; i += 2) {
    const id = Atomics.load(threadStates, i);
    if (id === 0 || alive.has(id)) continue;
    Atomics.store(threadStates, i + 1, 0);
    Atomics.compareExchange(threadStates, i, id, 0);
  }
}

/**
 * In a worker: records how far this thread got (its pair in `threadStates`, taken the first
 * time). The state is stored after the pair is taken, so the main thread never reads a stale
 * state under this thread's id.
 */
function setThreadState(data: WorkerStartData<unknown>, state: ThreadStateValue): void {
  const states = data.threadStates;
  for (let i = 0; i < states.length; i += 2) {
    if (Atomics.load(states, i) === threadId) return void Atomics.store(states, i + 1, state);
  }
  for (let i = 0; i < states.length; i += 2) {
    if (Atomics.compareExchange(states, i, 0, threadId) === 0) return void Atomics.store(states, i + 1, state);
  }
  // No free pair: cannot happen while dead workers' pairs are freed (there are twice as many as threads).
  throw new Error('worker thread states full');
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
  setThreadState(data, ThreadState.held);
  if (gate && Atomics.add(gate, 0, 1) > 0 && Atomics.load(gate, 1) === 0) {
    const wait = waitAsync(gate, 1, 0);
    if (wait.async) await wait.value;
  }
  // Marked loading before the closing flag is read, and the runner sets the flag before it
  // reads the states: either this worker sees the flag (and stays held), or the runner waits
  // for it to become warm.
  setThreadState(data, ThreadState.loading);
  if (data.background && Atomics.load(data.background, 0) === 1) {
    setThreadState(data, ThreadState.held);
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

/** Called by a worker module once it is ready for real work (warmed up): from now on it is sent tasks. */
export function signalWorkerReady(data: WorkerStartData<unknown>): void {
  setThreadState(data, ThreadState.warm);
}
