import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import Fastify from 'fastify';
import helmet from '@fastify/helmet';
import { helmetOptions, securityHeaders } from '../../src/api/plugins/security-headers.ts';
import { build, postJson } from '../helpers/app.ts';

/** The headers helmet itself writes with the service's options (the reference for the precomputed set). */
async function helmetHeaders(): Promise<Record<string, string>> {
  const app = Fastify();
  await app.register(helmet, helmetOptions);
  app.get('/', async () => ({ ok: true }));
  const r = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(r.headers)) if (!['content-type', 'content-length', 'date', 'connection'].includes(k)) out[k] = String(v);
  return out;
}

describe('precomputed security headers', () => {
  it('are exactly the headers @fastify/helmet writes with the same options', async () => {
    assert.deepEqual({ ...securityHeaders }, await helmetHeaders());
  });

  it('are on a calculation answer, a validation error and an unknown path, each header once', async (t) => {
    const { app } = await build(t);
    const answers = [
      await postJson(app, '/v2/calculations/panchang', { localDate: '2024-03-01', localTime: '06:30:00', timezone: 'Asia/Kolkata', latitude: 28.6, longitude: 77.2 }),
      await postJson(app, '/v2/calculations/panchang', {}),
      await app.inject({ method: 'GET', url: '/api/nothing-here' }),
    ];
    assert.deepEqual(answers.map((r) => r.statusCode), [200, 422, 404]);
    for (const r of answers) {
      for (const [name, value] of Object.entries(securityHeaders)) assert.equal(r.headers[name], value, `${name} on a ${r.statusCode}`);
      assert.match(String(r.headers['x-request-id']), /^[0-9a-f]{32}$/);
    }
  });
});
