/** A bounded pool's statistics as the flat numbers `/metrics` publishes (`watchPool`). */
import type { BoundedPool } from './bounded-pool.ts';

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
