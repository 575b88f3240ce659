/**
 * A bounded pool with admission: a fixed number of task slots (worker threads), a FIFO
 * queue in front of them, and a declared wait budget. A task is admitted only while the
 * wait it would have — predicted from the service times of the tasks running and queued
 * before it — stays within the budget and the queue has room; otherwise `run` throws the
 * pool's refusal at once (the caller answers 503 with Retry-After: 1). The calculation pool
 * uses it with `CAPACITY_EXCEEDED`; a PDF pool can use it with `PDF_BUSY`.
 *
 * Heavy kinds of task (a smoothed service time of `heavyServiceMs` or more: a muhurat search
 * over months, a rectification) may hold at most all slots but one, so light tasks (a
 * panchang) always find a slot that no heavy task can take; a light task's predicted wait
 * counts only the light work ahead of it. A heavy task's wait budget is its own expected
 * service time when that is longer than the pool's budget (its answer is slow anyway).
 *
 * The pool knows nothing of what a task is: a `PoolRunner` executes it (worker threads
 * through piscina, or the main thread for tests).
 */

/** Executes tasks; `concurrency` of them at a time at most. */
export interface PoolRunner<T, R> {
  /** Tasks that run at once (one per worker thread) once every worker is up. */
  readonly concurrency: number;
  /**
   * Tasks that can run at once now: the workers warm so far, at most `concurrency` (workers start
   * one after another, see `threadRunner`); 0 until the first is warm (tasks wait in the pool's
   * queue). `concurrency` when absent.
   */
  capacity?(): number;
  /** Registers a listener told each time `capacity()` grows (a worker became warm, or a replacement of a crashed one). */
  onCapacityChange?(listener: () => void): void;
  run(task: T): Promise<R>;
  /** Resolves once every worker has started and warmed up. */
  ready(): Promise<void>;
  /** Resolves once the first worker is warm: tasks can run (at `capacity()`). `ready` when absent. */
  firstReady?(): Promise<void>;
  /** Stops the workers (after the pool has drained). */
  close(): Promise<void>;
  /**
   * Told when the pool starts closing, before it drains: the workers start no more work of
   * their own (background warm-up) from then on, so none is under way when they are stopped.
   */
  beginClose?(): void;
}

export interface BoundedPoolOptions<T, R> {
  /** Name in stats and logs, e.g. `calculations`, `pdf`. */
  name: string;
  runner: PoolRunner<T, R>;
  /** Tasks waiting for a slot at most; one more is refused. */
  maxQueue: number;
  /** The longest predicted wait admitted, ms. */
  waitBudgetMs: number;
  /** The error thrown when a task is refused (a catalogued ApiError). */
  refuse: () => Error;
  /** Service time assumed for a kind of task never run yet, ms. */
  initialServiceMs?: number;
  /** Smoothed service time from which a kind of task counts as heavy, ms (default 100). */
  heavyServiceMs?: number;
  /** Hears each admitted task's wait for a slot, ms (a metrics histogram). */
  onQueueWait?: (ms: number) => void;
}

/** Upper bounds (ms) of the queue-wait histogram buckets, Prometheus style (cumulative, plus +Inf). */
export const queueWaitBucketsMs = [1, 5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000] as const;

/** A snapshot of one pool, for `/metrics` and benchmarks. */
export interface PoolStats {
  name: string;
  /** Task slots (worker threads; 1 when tasks run on the main thread). */
  workers: number;
  /** Slots usable now: the workers warm so far (fewer than `workers` while the others start). */
  warmWorkers: number;
  /** Tasks running now. */
  busy: number;
  /** Tasks admitted and waiting for a slot now. */
  queued: number;
  /** Tasks finished (successfully or with an error) since start. */
  completed: number;
  /** Tasks whose runner failed (a thrown defect or a crashed worker), included in completed. */
  failed: number;
  /** Tasks refused at admission since start (answered 503). */
  rejected: number;
  /** Queued tasks dropped because their client went away before a slot was free. */
  abandoned: number;
  /** Queued tasks answered with the refusal because the pool began closing before they started (`beginClose`). */
  shed: number;
  /** Waits of admitted tasks for a slot: count, sum, cumulative buckets by `queueWaitBucketsMs`, largest. */
  queueWaitMs: { count: number; sum: number; buckets: { le: number; count: number }[]; max: number };
  /** Smoothed service time by kind of task (ms), the basis of the wait prediction. */
  serviceMsByKind: Record<string, number>;
  /** Heavy tasks running now (at most `heavySlots`). */
  busyHeavy: number;
  /** Slots heavy tasks may hold at once now: all warm slots but one when there are two or more. */
  heavySlots: number;
  /** The admission settings. */
  maxQueue: number;
  waitBudgetMs: number;
  heavyServiceMs: number;
}

interface Queued<T, R> {
  task: T;
  kind: string;
  expectedMs: number;
  heavy: boolean;
  enqueuedAt: number;
  resolve: (value: R) => void;
  reject: (error: unknown) => void;
  onAbort?: () => void;
  signal?: AbortSignal;
}

/** A running task: when it started, how long it is expected to take, its lane. */
interface Slot {
  startedAt: number;
  expectedMs: number;
  heavy: boolean;
}

/** Weight of the newest observation in the smoothed service time. */
const smoothing = 0.2;

/** An error for a queued task whose client went away; nobody reads it. */
export class TaskAbandoned extends Error {
  constructor() {
    super('task abandoned: the client went away while it waited');
    this.name = 'TaskAbandoned';
  }
}

export class BoundedPool<T, R> {
  readonly name: string;
  private readonly runner: PoolRunner<T, R>;
  private readonly maxQueue: number;
  private readonly waitBudgetMs: number;
  private readonly refuse: () => Error;
  private readonly initialServiceMs: number;
  private readonly heavyServiceMs: number;
  private readonly onQueueWait: ((ms: number) => void) | undefined;
  private readonly queue: Queued<T, R>[] = [];
  /** Start time, expected duration and weight of each running task. */
  private readonly running = new Set<Slot>();
  private runningHeavy = 0;
  private readonly serviceMs = new Map<string, number>();
  /** Expected work of the queued light and heavy tasks, ms. */
  private queuedLightMs = 0;
  private queuedHeavyMs = 0;
  private closed = false;
  /** Service times are learnt only once the workers are up (a task sent earlier waits for their start). */
  private runnerReady = false;
  private readySince = Number.POSITIVE_INFINITY;
  private idleWaiters: (() => void)[] = [];
  private counts = { completed: 0, failed: 0, rejected: 0, abandoned: 0, shed: 0 };
  private wait = { count: 0, sum: 0, max: 0, buckets: new Array<number>(queueWaitBucketsMs.length + 1).fill(0) };

  constructor(options: BoundedPoolOptions<T, R>) {
    this.name = options.name;
    this.runner = options.runner;
    this.maxQueue = options.maxQueue;
    this.waitBudgetMs = options.waitBudgetMs;
    this.refuse = options.refuse;
    this.initialServiceMs = options.initialServiceMs ?? 20;
    this.heavyServiceMs = options.heavyServiceMs ?? 100;
    this.onQueueWait = options.onQueueWait;
    // Tasks go to warm workers only (no more at once than `slots()`), so service times are
    // learnt from the first warm worker on.
    void this.readyForRequests().then(() => {
      this.runnerReady = true;
      this.readySince = performance.now();
    });
    this.runner.onCapacityChange?.(() => this.pump());
  }

  /** Resolves once the runner's workers are started and warm. */
  ready(): Promise<void> {
    return this.runner.ready();
  }

  /**
   * Resolves once one worker is warm: tasks are served from then on, at the capacity of the
   * warm workers (admission counts only those) until `ready()`. What the service waits for
   * before it listens and reports ready (issue 21).
   */
  readyForRequests(): Promise<void> {
    return this.runner.firstReady?.() ?? this.runner.ready();
  }

  /** Task slots usable now: the warm workers (see `PoolRunner.capacity`); 0 before the first is warm. */
  private slots(): number {
    return Math.min(this.runner.concurrency, this.runner.capacity?.() ?? this.runner.concurrency);
  }

  /** Slots heavy tasks may hold at once: all but one when two or more are usable. */
  private heavySlots(slots = this.slots()): number {
    return slots >= 2 ? slots - 1 : slots;
  }

  /**
   * Runs a task when a slot is free. `kind` groups tasks of similar cost (the calculation
   * id) for the wait prediction. Throws the pool's refusal synchronously-soon (a rejected
   * promise, no waiting) when the predicted wait exceeds the budget, the queue is full or
   * the pool is closing; rejects with `TaskAbandoned` if `signal` aborts while it waits.
   */
  run(task: T, kind: string, signal?: AbortSignal): Promise<R> {
    if (this.closed || !this.admits(kind)) {
      this.counts.rejected++;
      return Promise.reject(this.refuse());
    }
    const expectedMs = this.expected(kind);
    const heavy = this.isHeavy(kind);
    return new Promise<R>((resolve, reject) => {
      const entry: Queued<T, R> = { task, kind, expectedMs, heavy, enqueuedAt: performance.now(), resolve, reject };
      if (signal) {
        entry.signal = signal;
        entry.onAbort = () => this.abandon(entry);
        signal.addEventListener('abort', entry.onAbort, { once: true });
      }
      this.queue.push(entry);
      this.addQueued(entry, 1);
      this.pump();
    });
  }

  /**
   * Refuses now, without a task, if a task submitted now would be refused: lets a caller turn
   * a request away before spending work on it (reading and validating its body). Counted as
   * a rejection; returns the refusal to throw, or null when a task of `kind` would be admitted.
   */
  refuseEarly(kind = ''): Error | null {
    if (!this.closed && this.admits(kind)) return null;
    this.counts.rejected++;
    return this.refuse();
  }

  /**
   * The predicted wait of a task of `kind` submitted now, ms: 0 while a slot it may take is
   * free; otherwise the expected work ahead of it in its lane (light or heavy) spread over
   * the slots of that lane. With one slot there are no lanes: all the work ahead counts.
   */
  predictedWaitMs(kind = ''): number {
    // Before the first worker is warm, as if one were: the tasks wait for it, then run on it.
    const slots = Math.max(1, this.slots());
    const heavySlots = this.heavySlots(slots);
    const heavy = this.isHeavy(kind);
    const now = performance.now();
    const left = (r: Slot) => Math.max(0, r.expectedMs - (now - r.startedAt));
    if (slots < 2) {
      if (this.running.size < slots && this.queue.length === 0) return 0;
      let remaining = this.queuedLightMs + this.queuedHeavyMs;
      for (const r of this.running) remaining += left(r);
      return remaining / slots;
    }
    if (!heavy) {
      // Queued tasks are all waiting for a slot of their lane (pump() starts any that can
      // start), so a light task with a free slot and no light task ahead starts at once.
      if (this.running.size < slots && this.queuedLightMs === 0 && !this.queue.some((q) => !q.heavy)) return 0;
      let remaining = this.queuedLightMs;
      for (const r of this.running) if (!r.heavy) remaining += left(r);
      return remaining / Math.max(1, slots - this.runningHeavy);
    }
    if (this.running.size < slots && this.runningHeavy < heavySlots && !this.queue.some((q) => q.heavy)) return 0;
    let remaining = this.queuedHeavyMs;
    for (const r of this.running) if (r.heavy) remaining += left(r);
    return remaining / heavySlots;
  }

  stats(): PoolStats {
    let cumulative = 0;
    const buckets = this.wait.buckets.map((n, i) => {
      cumulative += n;
      return { le: i < queueWaitBucketsMs.length ? queueWaitBucketsMs[i] : Number.POSITIVE_INFINITY, count: cumulative };
    });
    return {
      name: this.name,
      workers: this.runner.concurrency,
      warmWorkers: this.slots(),
      busy: this.running.size,
      queued: this.queue.length,
      completed: this.counts.completed,
      failed: this.counts.failed,
      rejected: this.counts.rejected,
      abandoned: this.counts.abandoned,
      shed: this.counts.shed,
      queueWaitMs: { count: this.wait.count, sum: round(this.wait.sum), buckets, max: round(this.wait.max) },
      serviceMsByKind: Object.fromEntries([...this.serviceMs].map(([k, v]) => [k, round(v)])),
      busyHeavy: this.runningHeavy,
      heavySlots: this.heavySlots(),
      maxQueue: this.maxQueue,
      waitBudgetMs: this.waitBudgetMs,
      heavyServiceMs: this.heavyServiceMs,
    };
  }

  /** Resolves when no task runs or waits (new tasks may still be admitted meanwhile). */
  drain(): Promise<void> {
    if (this.running.size === 0 && this.queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Refuses new tasks, lets the admitted ones finish, then stops the runner. Idempotent. */
  async close(): Promise<void> {
    this.closed = true;
    this.runner.beginClose?.();
    await this.drain();
    await this.runner.close();
  }

  /**
   * The start of a graceful shutdown (issue 20): refuses new tasks from now on, and answers
   * every task still waiting for a slot with the pool's refusal (the caller answers 503 with
   * Retry-After: 1; during shutdown with `Connection: close`), so only the tasks already
   * running must finish before the runner stops: a queue admitted on service times learnt (or
   * assumed) too short cannot hold the shutdown past its grace. Tells the runner to start no
   * work of its own. `close()` afterwards drains the running tasks and stops it. Idempotent.
   */
  beginClose(): void {
    this.closed = true;
    this.runner.beginClose?.();
    const queued = this.queue.splice(0);
    this.queuedLightMs = this.queuedHeavyMs = 0;
    for (const entry of queued) {
      if (entry.onAbort) entry.signal!.removeEventListener('abort', entry.onAbort);
      this.counts.shed++;
      entry.reject(this.refuse());
    }
    this.settleIfIdle();
  }

  private admits(kind: string): boolean {
    if (this.running.size < this.slots() && this.queue.length === 0) return true;
    if (this.queue.length >= this.maxQueue) return false;
    const budget = this.isHeavy(kind) ? Math.max(this.waitBudgetMs, this.expected(kind)) : this.waitBudgetMs;
    return this.predictedWaitMs(kind) <= budget;
  }

  private expected(kind: string): number {
    return this.serviceMs.get(kind) ?? this.initialServiceMs;
  }

  /** Heavy: learnt (or assumed) service time of `heavyServiceMs` or more. */
  private isHeavy(kind: string): boolean {
    return this.expected(kind) >= this.heavyServiceMs;
  }

  private addQueued(entry: Queued<T, R>, sign: 1 | -1): void {
    if (entry.heavy) this.queuedHeavyMs += sign * entry.expectedMs;
    else this.queuedLightMs += sign * entry.expectedMs;
  }

  private abandon(entry: Queued<T, R>): void {
    const i = this.queue.indexOf(entry);
    if (i < 0) return; // already running: it finishes, nobody reads the answer
    this.queue.splice(i, 1);
    this.addQueued(entry, -1);
    this.counts.abandoned++;
    entry.reject(new TaskAbandoned());
    this.settleIfIdle();
  }

  /**
   * Starts queued tasks in order while slots are free; a heavy task waits (and light tasks
   * behind it go first) while the heavy tasks already hold `heavySlots`.
   */
  private pump(): void {
    const slots = this.slots();
    const heavySlots = this.heavySlots(slots);
    while (this.running.size < slots && this.queue.length > 0) {
      const i = this.runningHeavy < heavySlots ? 0 : this.queue.findIndex((q) => !q.heavy);
      if (i < 0) break;
      const [entry] = this.queue.splice(i, 1);
      this.addQueued(entry, -1);
      if (entry.onAbort) entry.signal!.removeEventListener('abort', entry.onAbort);
      const startedAt = performance.now();
      this.observeWait(startedAt - entry.enqueuedAt);
      const slot: Slot = { startedAt, expectedMs: entry.expectedMs, heavy: entry.heavy };
      this.running.add(slot);
      if (slot.heavy) this.runningHeavy++;
      this.runner.run(entry.task).then(
        (value) => {
          this.finish(slot, entry.kind, false);
          entry.resolve(value);
        },
        (error: unknown) => {
          this.finish(slot, entry.kind, true);
          entry.reject(error);
        },
      );
    }
    if (this.queue.length === 0) this.queuedLightMs = this.queuedHeavyMs = 0; // float drift
  }

  private finish(slot: Slot, kind: string, failed: boolean): void {
    this.running.delete(slot);
    if (slot.heavy) this.runningHeavy--;
    this.counts.completed++;
    if (failed) this.counts.failed++;
    else if (this.runnerReady && slot.startedAt >= this.readySince) {
      const took = performance.now() - slot.startedAt;
      const previous = this.serviceMs.get(kind);
      this.serviceMs.set(kind, previous === undefined ? took : previous + smoothing * (took - previous));
    }
    this.pump();
    this.settleIfIdle();
  }

  private settleIfIdle(): void {
    if (this.running.size === 0 && this.queue.length === 0 && this.idleWaiters.length) {
      const waiters = this.idleWaiters;
      this.idleWaiters = [];
      for (const w of waiters) w();
    }
  }

  private observeWait(ms: number): void {
    this.onQueueWait?.(ms);
    this.wait.count++;
    this.wait.sum += ms;
    if (ms > this.wait.max) this.wait.max = ms;
    let i = 0;
    while (i < queueWaitBucketsMs.length && ms > queueWaitBucketsMs[i]) i++;
    this.wait.buckets[i]++;
  }
}

function round(ms: number): number {
  return Math.round(ms * 1000) / 1000;
}
