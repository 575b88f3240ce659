/** A bounded pool's statistics as the flat numbers `/metrics` publishes (`watchPool`). */
import type { BoundedPool } from './bounded-pool.ts';

/**
 * One pool's figures as flat numbers for Prometheus gauges (`watchPool` of plugins/metrics.ts
 * turns `queueSize` into `jyotish_pool_queue_size{pool=…}`): threads, warmThreads (those taking
 * tasks now: fewer while the others start or after a crash), busy, busyHeavy, queueSize,
 * utilization (busy / threads), predictedWaitSeconds (of a light task now), the counts since
 * start (completed, failed, rejected, abandoned, shed at shutdown) and the admission settings.
 */
export function poolGauges<T, R>(pool: BoundedPool<T, R>): Record<string, number> {
  const s = pool.stats();
  return {
    threads: s.workers,
    warmThreads: s.warmWorkers,
    busy: s.busy,
    busyHeavy: s.busyHeavy,
    queueSize: s.queued,
    utilization: s.workers > 0 ? s.busy / s.workers : 0,
    predictedWaitSeconds: pool.predictedWaitMs() / 1000,
    completed: s.completed,
    failed: s.failed,
    rejected: s.rejected,
    abandoned: s.abandoned,
    shed: s.shed,
    maxQueue: s.maxQueue,
    waitBudgetSeconds: s.waitBudgetMs / 1000,
  };
}
