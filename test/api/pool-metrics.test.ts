/**
 * The calculation pool in the Prometheus metrics (METRICS_PORT): its gauges (threads, busy,
 * queue size, utilisation, counts), the queue-wait histogram fed by every admitted
 * calculation, and the result cache's hits and misses. Counts are read before and after, so
 * the test holds whatever else the process has counted.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build, delhiNoon, postJson } from '../helpers/app.ts';

/** `name{labels} value` lines of the exposition text, by series (name plus labels). */
async function scrape(port: number): Promise<Map<string, number>> {
  const res = await fetch(`http://127.0.0.1:${port}/metrics`);
  assert.equal(res.status, 200);
  const out = new Map<string, number>();
  for (const line of (await res.text()).split('\n')) {
    const m = /^([a-z_]+(?:\{[^}]*\})?) (\S+)$/.exec(line);
    if (m) out.set(m[1], Number(m[2]));
  }
  return out;
}

describe('pool metrics', () => {
  it('publishes the calculation pool, its queue waits and the result cache lookups', async (t) => {
    const { app } = await build(t, { METRICS_PORT: '0', HOST: '127.0.0.1' });
    const port = app.metricsAddress()!.port;
    const before = await scrape(port);
    const waits = 'jyotish_pool_queue_wait_seconds_count{pool="calculations"}';
    const hit = 'jyotish_result_cache_lookups_total{outcome="hit"}';
    const miss = 'jyotish_result_cache_lookups_total{outcome="miss"}';

    // Panchang is cacheable: a miss computed in the pool, then a hit that never reaches it.
    const body = { ...delhiNoon, localDate: '2031-03-17' };
    assert.equal((await postJson(app, '/v2/calculations/panchang', body)).statusCode, 200);
    assert.equal((await postJson(app, '/v2/calculations/panchang', body)).statusCode, 200);

    const after = await scrape(port);
    assert.equal(after.get('jyotish_pool_threads{pool="calculations"}'), 1, 'CALC_WORKERS=0 computes in one slot');
    assert.equal(after.get('jyotish_pool_warm_threads{pool="calculations"}'), 1, 'the one slot takes tasks');
    assert.equal(after.get('jyotish_pool_busy{pool="calculations"}'), 0);
    assert.equal(after.get('jyotish_pool_queue_size{pool="calculations"}'), 0);
    assert.equal(after.get('jyotish_pool_utilization{pool="calculations"}'), 0);
    assert.ok((after.get('jyotish_pool_completed{pool="calculations"}') ?? 0) >= 1);
    assert.equal(after.get('jyotish_pool_shed{pool="calculations"}'), 0, 'nothing shed: no shutdown began');
    assert.equal(after.get('jyotish_pool_wait_budget_seconds{pool="calculations"}'), 60, 'the tests\' budget of 60000 ms');
    assert.equal((after.get(waits) ?? 0) - (before.get(waits) ?? 0), 1, 'one calculation waited (0 s) for the pool');
    assert.equal((after.get(miss) ?? 0) - (before.get(miss) ?? 0), 1);
    assert.equal((after.get(hit) ?? 0) - (before.get(hit) ?? 0), 1);
  });

  it('names the rate limit\'s store without REDIS_URL (memory) and counts no Redis fallback', async (t) => {
    const { app } = await build(t, { METRICS_PORT: '0', HOST: '127.0.0.1' });
    const m = await scrape(app.metricsAddress()!.port);
    assert.equal(m.get('jyotish_rate_limit_store{store="memory"}'), 1);
    assert.equal(m.get('jyotish_rate_limit_store{store="redis"}'), 0);
    assert.equal(m.get('jyotish_rate_limit_store{store="memory-fallback"}'), 0);
    assert.equal(m.get('jyotish_rate_limit_redis_fallbacks_total'), 0);
    assert.equal(m.get('jyotish_rate_limit_fallback_requests_total'), 0);
  });
});
