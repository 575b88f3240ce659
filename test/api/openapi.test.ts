/**
 * The OpenAPI document is valid OpenAPI 3.1 (checked with @readme/openapi-parser), lists
 * every route of the registry and the documents, and its examples work: each calculation's
 * example request is sent and its response validates against the documented schema.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { validate } from '@readme/openapi-parser';
import { Ajv } from 'ajv';
import { build, postJson } from '../helpers/app.ts';
import { calculations } from '../../src/calculations/registry.ts';
import { calculationPaths, envelopeSchema } from '../../src/api/routes/calculations.ts';
import { errorCodes } from '../../src/shared/errors.ts';

describe('OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async (t) => {
    const { app } = await build(t);
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    assert.equal(doc.openapi, '3.1.0');
    const result = await validate(structuredClone(doc));
    assert.ok(result.valid, JSON.stringify((result as { errors?: unknown }).errors ?? result).slice(0, 2000));
  });

  it('describes every calculation path (v2 and v1 aliases) and the document routes', async (t) => {
    const { app } = await build(t);
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const calc of calculations) for (const p of calculationPaths(calc)) assert.ok(doc.paths[p]?.post, `missing ${p}`);
    for (const p of ['/v2', '/v2/capabilities', '/v2/access-policy', '/openapi.json', '/healthz', '/readyz']) assert.ok(doc.paths[p]?.get, `missing ${p}`);
  });

  it('documents every error code of the catalogue', async (t) => {
    const { app } = await build(t);
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const text = JSON.stringify(doc.components.responses);
    for (const code of errorCodes) assert.ok(text.includes(code), code);
  });

  it('has example requests that succeed and responses that match the documented schema', async (t) => {
    const { app } = await build(t);
    const ajv = new Ajv({ strict: false, allErrors: true });
    for (const calc of calculations) {
      const r = await postJson(app, calc.paths.v2, calc.example);
      assert.equal(r.statusCode, 200, `${calc.id}: ${r.body.slice(0, 300)}`);
      const validateEnvelope = ajv.compile(JSON.parse(JSON.stringify(envelopeSchema(calc))));
      assert.ok(validateEnvelope(r.json()), `${calc.id}: ${JSON.stringify(validateEnvelope.errors).slice(0, 500)}`);
    }
  });

  it('serves a human API reference at /docs from local assets', async (t) => {
    const { app } = await build(t);
    const r = await app.inject({ method: 'GET', url: '/api/docs/' });
    assert.equal(r.statusCode, 200);
    assert.match(String(r.headers['content-type']), /text\/html/);
    assert.ok(!/https?:\/\/(cdn|unpkg|cdnjs|jsdelivr)/.test(r.body), 'no CDN assets');
  });
});
