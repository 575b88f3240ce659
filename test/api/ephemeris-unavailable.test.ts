/**
 * Without the Swiss Ephemeris files the library silently falls back to the Moshier theory;
 * the service must refuse instead: /readyz fails and calculations answer 503
 * EPHEMERIS_UNAVAILABLE without Retry-After. The SE path is per process, so a child process
 * runs with EPHE_PATH pointing nowhere.
 */
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

const script = `
import { buildApp } from './src/api/app.ts';
import { loadConfig } from './src/api/config.ts';
const app = await buildApp({ config: loadConfig({ MAX_EVENT_LOOP_DELAY_MS: '0', CALC_WORKERS: '0' }) });
await app.ready();
const ready = await app.inject({ method: 'GET', url: '/api/readyz' });
const calc = await app.inject({ method: 'POST', url: '/api/v2/calculations/panchang', headers: { 'content-type': 'application/json' },
  payload: JSON.stringify({ localDate: '2022-01-24', localTime: '12:00:00', timezone: 'Asia/Kolkata', latitude: 28.6, longitude: 77.2 }) });
const pick = (r) => ({ status: r.statusCode, retryAfter: r.headers['retry-after'] ?? null, code: r.json().error?.code ?? null, noStore: r.headers['cache-control'] });
console.log(JSON.stringify({ ready: pick(ready), calc: pick(calc) }));
await app.close();
`;

it('refuses to compute from the Moshier fall-back when the ephemeris files are missing', () => {
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: root,
    env: { ...process.env, EPHE_PATH: '/nonexistent-ephemeris-dir', MAX_EVENT_LOOP_DELAY_MS: '0' },
    encoding: 'utf8',
  });
  const { ready, calc } = JSON.parse(out.trim().split('\n').pop()!);
  assert.deepEqual(ready, { status: 503, retryAfter: null, code: 'EPHEMERIS_UNAVAILABLE', noStore: 'no-store' });
  assert.deepEqual(calc, { status: 503, retryAfter: null, code: 'EPHEMERIS_UNAVAILABLE', noStore: 'no-store' });
});
