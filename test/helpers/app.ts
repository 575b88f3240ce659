/**
 * `build(t)`: the app as tests use it — configured like production (low limits where a test
 * needs them), never listening, closed after the test. Logs go to an in-memory sink that
 * tests can read (to prove no birth data reaches a log line).
 */
import type { TestContext } from 'node:test';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/api/app.ts';
import { loadConfig, type ServiceConfig } from '../../src/api/config.ts';
import { createLogger } from '../../src/api/logger.ts';

export interface TestApp {
  app: FastifyInstance;
  config: ServiceConfig;
  /** Every log line written so far, raw JSON text. */
  logs: string[];
}

export async function build(t: TestContext, env: Record<string, string> = {}): Promise<TestApp> {
  // Event-loop admission is off by default: a loaded test machine would otherwise refuse
  // requests with CAPACITY_EXCEEDED; tests of that rule build their own instance.
  // Calculations run on the test's own thread (CALC_WORKERS=0: the same task function as a
  // worker runs, without a thread start per app; test/api/worker-pool.test.ts runs real
  // workers) with no wait budget to trip, and every calculation response is checked against
  // its declared schema.
  const config = loadConfig({ RATE_LIMIT_MAX: '100000', MAX_EVENT_LOOP_DELAY_MS: '0', CALC_WORKERS: '0', CALC_QUEUE_WAIT_MS: '60000', ...env });
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, cb) {
      logs.push(String(chunk));
      cb();
    },
  });
  const app = await buildApp({ config, logger: createLogger('debug', sink), checkResponses: true });
  await app.ready();
  t.after(() => app.close());
  return { app, config, logs };
}

/** POST JSON to a path under the base path. */
export function postJson(app: FastifyInstance, path: string, body: unknown, basePath = '/api') {
  return app.inject({
    method: 'POST',
    url: `${basePath}${path}`,
    headers: { 'content-type': 'application/json' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export const delhiNoon = {
  localDate: '2022-01-24',
  localTime: '12:00:00',
  timezone: 'Asia/Kolkata',
  latitude: 28.6139,
  longitude: 77.209,
  ayanamsha: 'lahiri',
};
