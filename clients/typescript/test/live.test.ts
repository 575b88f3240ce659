/**
 * The typed client against a running service (JYOTISH_API_URL, e.g. http://127.0.0.1:3000/api;
 * skipped without it): one call per operation of the service's own OpenAPI document, with the
 * operation's documented example, so routes added later are covered without editing this file.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createJyotishClient, type paths } from '../src/index.ts';

const baseUrl = process.env.JYOTISH_API_URL;
type Json = Record<string, any>;
type Method = 'GET' | 'POST';

describe('typed client against the running service', { skip: baseUrl ? false : 'JYOTISH_API_URL is not set' }, () => {
  const api = createJyotishClient({ baseUrl: baseUrl ?? 'http://127.0.0.1:1/api' });

  it('calls a calculation with typed body and typed answer, and gets the typed error envelope on a bad body', async () => {
    const { data, error } = await api.POST('/v2/calculations/panchang', {
      body: { localDate: '2022-01-24', localTime: '12:00:00', timezone: 'Asia/Kolkata', latitude: 28.6139, longitude: 77.209 },
    });
    assert.equal(error, undefined);
    assert.equal(data?.kind, 'CalculationEnvelope');
    assert.equal(data?.method.ayanamsha, 'lahiri');
    const bad = await api.POST('/v2/calculations/panchang', {
      body: { localDate: '24-01-2022', localTime: '12:00:00', timezone: 'Asia/Kolkata', latitude: 28.6139, longitude: 77.209 },
    });
    assert.equal(bad.response.status, 422);
    assert.equal(bad.error?.error.code, 'VALIDATION_FAILED');
    assert.deepEqual(bad.error?.error.details, [{ path: '/localDate', issue: 'must be a date YYYY-MM-DD' }]);
  });

  it('answers every operation of the OpenAPI document with 200 when called with its example', async () => {
    const { data: doc } = await api.GET('/openapi.json');
    assert.ok(doc);
    const operations: [Method, string][] = [];
    for (const [path, item] of Object.entries((doc as Json).paths as Json)) {
      for (const m of Object.keys(item as Json)) operations.push([m.toUpperCase() as Method, path]);
    }
    assert.ok(operations.length >= 20, `${operations.length} operations`);
    const failures: string[] = [];
    for (const [method, path] of operations) {
      const op = (doc as Json).paths[path][method.toLowerCase()] as Json;
      const query = Object.fromEntries(((op.parameters ?? []) as Json[]).filter((p) => p.in === 'query' && p.example !== undefined).map((p) => [p.name, p.example]));
      const body = op.requestBody?.content?.['application/json']?.example;
      const binary = !op.responses['200'].content?.['application/json'];
      // The operation is chosen at run time from the document, so its path is not a literal here.
      const call = api.request as unknown as (m: Method, p: string, init: Json) => Promise<{ response: Response; data?: unknown }>;
      const init = {
        ...(Object.keys(query).length ? { params: { query } } : {}),
        ...(body !== undefined ? { body } : {}),
        ...(binary ? { parseAs: 'arrayBuffer' } : {}),
      };
      let { response, data } = await call(method, path as keyof paths & string, init);
      // A polite client retries what the service calls retryable (429, capacity 503) after Retry-After.
      for (let attempt = 0; attempt < 5 && response.headers.get('retry-after'); attempt++) {
        await new Promise((resolve) => setTimeout(resolve, Number(response.headers.get('retry-after')) * 1000));
        ({ response, data } = await call(method, path as keyof paths & string, init));
      }
      if (response.status !== 200) failures.push(`${method} ${path}: ${response.status}`);
      else if (!binary && (typeof data !== 'object' || data === null)) failures.push(`${method} ${path}: no JSON body`);
    }
    assert.deepEqual(failures, []);
  });
});
