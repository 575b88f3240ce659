/**
 * Prometheus metrics on their own port (METRICS_PORT), read with an independent parser of the
 * Prometheus text format (`parse-prometheus-text-format`, a port of the Prometheus Python
 * client's parser), and never on the public port.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { build, delhiNoon, postJson } from '../helpers/app.ts';
import { poolQueueWaitSeconds, watchPool } from '../../src/api/plugins/metrics.ts';

interface Sample {
  value?: string;
  labels?: Record<string, string>;
  buckets?: Record<string, string>;
  count?: string;
  sum?: string;
}
interface Family {
  name: string;
  help: string;
  type: string;
  metrics: Sample[];
}

async function scrape(port: number): Promise<{ families: Map<string, Family>; contentType: string; text: string }> {
  const res = await fetch(`http://127.0.0.1:${port}/metrics`);
  assert.equal(res.status, 200);
  const text = await res.text();
  const families = new Map((parsePrometheusTextFormat(text) as Family[]).map((f) => [f.name, f]));
  return { families, contentType: res.headers.get('content-type') ?? '', text };
}

const find = (f: Family | undefined, labels: Record<string, string>) =>
  f?.metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v));

describe('metrics', () => {
  it('serves request counts, latency histograms, in-flight, errors by code, pools and the event-loop delay on METRICS_PORT', async (t) => {
    const { app } = await build(t, { METRICS_PORT: '0', HOST: '127.0.0.1', RATE_LIMIT_MAX: '6' });
    const address = app.metricsAddress();
    assert.ok(address && address.port > 0, 'the metrics listener listens');
    watchPool('test-pool', () => ({ queueSize: 3, utilization: 0.25, threads: 2 }));
    poolQueueWaitSeconds.observe({ pool: 'test-pool' }, 0.002);

    assert.equal((await postJson(app, '/v2/calculations/panchang', delhiNoon)).statusCode, 200);
    assert.equal((await app.inject({ method: 'GET', url: '/api/v2/unknown' })).statusCode, 404);
    assert.equal((await app.inject({ method: 'GET', url: '/api/v2/calculations/panchang' })).statusCode, 405);
    let refused = 0;
    for (let i = 0; i < 6; i++) if ((await app.inject({ method: 'GET', url: '/api/v2' })).statusCode === 429) refused++;
    assert.ok(refused > 0);

    const { families, contentType, text } = await scrape(address.port);
    assert.match(contentType, /^text\/plain; version=0\.0\.4/);

    const requests = families.get('jyotish_http_requests_total');
    assert.equal(requests?.type, 'COUNTER');
    assert.ok(Number(find(requests, { method: 'POST', route: '/api/v2/calculations/panchang', status: '200' })?.value) >= 1);
    assert.ok(find(requests, { method: 'GET', route: 'unmatched', status: '404' }), 'an unknown URL is counted without its path');

    // The parser merges the buckets of a labelled histogram's series into one, so the series
    // of one route are read from the text lines themselves.
    assert.equal(families.get('jyotish_http_request_duration_seconds')?.type, 'HISTOGRAM');
    const series = 'method="POST",route="/api/v2/calculations/panchang",status="200"';
    const line = (suffix: string, extra = '') => text.split('\n').find((l) => l.startsWith(`jyotish_http_request_duration_seconds_${suffix}{${extra}${series}}`));
    assert.ok(Number(line('count')?.split(' ')[1]) >= 1, 'count');
    assert.ok(Number(line('sum')?.split(' ')[1]) > 0, 'sum');
    assert.equal(line('bucket', 'le="+Inf",')?.split(' ')[1], line('count')?.split(' ')[1], 'the +Inf bucket holds every request');

    assert.equal(families.get('jyotish_http_requests_in_flight')?.type, 'GAUGE');

    const errors = families.get('jyotish_http_error_responses_total');
    assert.ok(find(errors, { status: '404', code: 'NOT_FOUND' }));
    assert.ok(find(errors, { status: '405', code: 'METHOD_NOT_ALLOWED' }));
    assert.ok(Number(find(errors, { status: '429', code: 'RATE_LIMITED' })?.value) >= refused);

    assert.equal(find(families.get('jyotish_pool_queue_size'), { pool: 'test-pool' })?.value, '3');
    assert.equal(find(families.get('jyotish_pool_utilization'), { pool: 'test-pool' })?.value, '0.25');
    assert.equal(families.get('jyotish_pool_queue_wait_seconds')?.type, 'HISTOGRAM');
    assert.ok(families.has('jyotish_result_cache_lookups_total'));
    assert.ok(find(families.get('jyotish_timezone_lookup_cache_total'), { outcome: 'miss' }));
    assert.ok(families.has('nodejs_eventloop_lag_seconds') && families.has('nodejs_eventloop_lag_p99_seconds'));
    assert.ok(families.has('process_resident_memory_bytes'));
  });

  it('never serves metrics on the public port, and has no listener unless METRICS_PORT is set', async (t) => {
    const { app } = await build(t);
    assert.equal(app.metricsAddress(), null);
    for (const url of ['/metrics', '/api/metrics']) assert.equal((await app.inject({ method: 'GET', url })).statusCode, 404, url);
  });

  it('answers only GET /metrics on the metrics port and stops listening when the app closes', async (t) => {
    const { app } = await build(t, { METRICS_PORT: '0', HOST: '127.0.0.1' });
    const port = app.metricsAddress()!.port;
    assert.equal((await fetch(`http://127.0.0.1:${port}/other`)).status, 404);
    assert.equal((await fetch(`http://127.0.0.1:${port}/metrics`, { method: 'HEAD' })).status, 200);
    await app.close();
    await assert.rejects(fetch(`http://127.0.0.1:${port}/metrics`));
  });
});
