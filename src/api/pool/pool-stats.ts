/**
 * The bounded pools of an app (calculations; a PDF pool can join) and their statistics, for
 * a `/metrics` endpoint: `poolStats(app)` returns one `PoolStats` per pool — workers, busy,
 * queued, completed, failed, rejected, abandoned, queue-wait histogram (cumulative buckets in
 * ms, count, sum, max) and the smoothed service time per kind of task.
 */
import type { FastifyInstance } from 'fastify';
import type { BoundedPool, PoolStats } from './bounded-pool.ts';

const poolsOf = new WeakMap<FastifyInstance, BoundedPool<unknown, unknown>[]>();

/** Adds a pool to the app's list (its stats appear in `poolStats`). */
export function registerPool<T, R>(app: FastifyInstance, pool: BoundedPool<T, R>): void {
  const list = poolsOf.get(app) ?? [];
  list.push(pool as unknown as BoundedPool<unknown, unknown>);
  poolsOf.set(app, list);
}

/**
 * One pool's figures as flat numbers for Prometheus gauges (`watchPool` of plugins/metrics.ts
 * turns `queueSize` into `jyotish_pool_queue_size{pool=…}`): threads, busy, busyHeavy,
 * queueSize, utilization (busy / threads), predictedWaitSeconds (of a light task now), the
 * counts since start (completed, failed, rejected, abandoned) and the admission settings.
 */
export function poolGauges<T, R>(pool: BoundedPool<T, R>): Record<string, number> {
  const s = pool.stats();
  return {
    threads: s.workers,
    busy: s.busy,
    busyHeavy: s.busyHeavy,
    queueSize: s.queued,
    utilization: s.workers > 0 ? s.busy / s.workers : 0,
    predictedWaitSeconds: pool.predictedWaitMs() / 1000,
    completed: s.completed,
    failed: s.failed,
    rejected: s.rejected,
    abandoned: s.abandoned,
    maxQueue: s.maxQueue,
    waitBudgetSeconds: s.waitBudgetMs / 1000,
  };
}

/** A snapshot of every pool of the app, in registration order (cheap: no locks, no I/O). */
export function poolStats(app: FastifyInstance): PoolStats[] {
  return (poolsOf.get(app) ?? []).map((p) => p.stats());
}
