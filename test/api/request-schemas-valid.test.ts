/**
 * The service's Ajv instances skip the meta-schema check (`validateSchema: false` in
 * `src/api/validation.ts`: compiling the meta-schema cost ~57 ms per instance on the path to
 * ready). This test is that check, once: every schema the service validates or serialises with
 * — each calculation's request and result, each document, location, migration, compatibility
 * and PDF route's body, query and response — is a valid JSON Schema (draft-07, Ajv's
 * meta-schema), and compiles.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Ajv } from 'ajv';
import ajvFormats from 'ajv-formats';
import { calculations } from '../../src/calculations/registry.ts';
import { documentRoutes } from '../../src/api/routes/documents.ts';
import { extraDocumentRoutes } from '../../src/api/routes/extra.ts';
import { reportRoutes } from '../../src/api/reports/routes.ts';
import { loadConfig } from '../../src/api/config.ts';
import type { PdfPool } from '../../src/api/reports/pool.ts';

function checkingAjv(): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: false, validateSchema: true });
  const addFormats = (ajvFormats as unknown as { default?: typeof ajvFormats }).default ?? ajvFormats;
  addFormats(ajv);
  return ajv;
}

function schemasInUse(): [string, object][] {
  const out: [string, object][] = [];
  for (const c of calculations) {
    out.push([`${c.id} request`, c.request], [`${c.id} result`, c.result]);
  }
  // The PDF pool is only called by the handlers, never while the routes are listed.
  const docs = documentRoutes(loadConfig({}), [...extraDocumentRoutes(), ...reportRoutes({} as PdfPool)]);
  for (const r of docs) {
    if (r.body) out.push([`${r.method} ${r.path} body`, r.body]);
    if (r.query) out.push([`${r.method} ${r.path} query`, r.query]);
    if (r.response && !r.contentType) out.push([`${r.method} ${r.path} response`, r.response]);
  }
  return out;
}

test('every request, query and response schema the service uses is valid against the JSON Schema meta-schema and compiles', () => {
  const schemas = schemasInUse();
  assert.ok(schemas.length > 60, `found ${schemas.length} schemas`);
  const ajv = checkingAjv();
  for (const [name, schema] of schemas) {
    const copy = JSON.parse(JSON.stringify(schema)) as object;
    assert.equal(ajv.validateSchema(copy), true, `${name}: ${JSON.stringify(ajv.errors).slice(0, 300)}`);
    assert.doesNotThrow(() => ajv.compile(copy), name);
  }
});

test('the meta-schema check notices a malformed schema (so the test above can fail)', () => {
  const ajv = checkingAjv();
  assert.equal(ajv.validateSchema({ type: 'object', properties: { a: { type: 'integr' } } }), false);
  assert.equal(ajv.validateSchema({ type: 'object', required: 'a' }), false);
});
