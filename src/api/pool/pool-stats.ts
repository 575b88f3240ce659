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

/** A snapshot of every pool of the app, in registration order (cheap: no locks, no I/O). */
export function poolStats(app: FastifyInstance): PoolStats[] {
  return (poolsOf.get(app) ?? []).map((p) => p.stats());
}
