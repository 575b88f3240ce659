/**
 * The OpenAPI document as integrators and tools read it: anonymous (`security: []`), tags
 * described, the contract version named, shared shapes as named components reused by `$ref`,
 * real response examples that validate against the documented schemas, and no finding of
 * Redocly CLI's recommended rules.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { build } from '../helpers/app.ts';
import { calculations } from '../../src/calculations/registry.ts';

type Json = Record<string, any>;
const root = fileURLToPath(new URL('../..', import.meta.url));

async function openapi(t: Parameters<typeof build>[0]): Promise<Json> {
  const { app } = await build(t);
  const r = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  assert.equal(r.statusCode, 200);
  return r.json();
}

/** A validator of any `#/components/schemas/<name>` of the document (JSON Schema 2020-12). */
function validatorFor(doc: Json) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema({ $id: 'https://jyotish-api.invalid/openapi.json', components: doc.components });
  return (name: string) => ajv.compile({ $ref: `https://jyotish-api.invalid/openapi.json#/components/schemas/${name}` });
}

const refsIn = (x: unknown, out = new Map<string, number>()): Map<string, number> => {
  if (Array.isArray(x)) for (const v of x) refsIn(v, out);
  else if (x && typeof x === 'object') {
    for (const [k, v] of Object.entries(x)) {
      if (k === '$ref' && typeof v === 'string') out.set(v, (out.get(v) ?? 0) + 1);
      else refsIn(v, out);
    }
  }
  return out;
};

describe('OpenAPI document for integrators', () => {
  it('declares an anonymous API, describes every tag and names the contract version', async (t) => {
    const doc = await openapi(t);
    assert.deepEqual(doc.security, []);
    assert.equal(doc.info['x-contract-version'], '0.70.0');
    const used = new Set<string>();
    for (const ops of Object.values(doc.paths) as Json[]) for (const op of Object.values(ops) as Json[]) for (const tag of op.tags ?? []) used.add(tag);
    for (const tag of used) {
      const entry = doc.tags.find((x: Json) => x.name === tag);
      assert.ok(entry && entry.description.length > 20, `tag ${tag} has a description`);
    }
  });

  it('reuses named shared schemas by $ref instead of repeating them', async (t) => {
    const doc = await openapi(t);
    const refs = refsIn(doc.paths);
    refsIn(doc.components, refs);
    for (const name of ['Bilingual', 'Rashi', 'Nakshatra', 'Graha', 'Moment', 'Warning', 'Versions', 'MethodBlock', 'InputBlock', 'ErrorDetail', 'ApiErrorEnvelope']) {
      assert.ok(doc.components.schemas[name], `component ${name}`);
      assert.ok((refs.get(`#/components/schemas/${name}`) ?? 0) >= 1, `${name} is referred to`);
    }
    assert.ok((refs.get('#/components/schemas/Bilingual') ?? 0) > 50, 'bilingual texts refer to one schema');
    for (const calc of calculations) {
      const envelope = doc.components.schemas[`${calc.resultName}Envelope`];
      assert.equal(envelope.properties.result.$ref, `#/components/schemas/${calc.resultName}`);
      assert.equal(envelope.properties.method.$ref, '#/components/schemas/MethodBlock');
    }
  });

  it('shows each calculation answering its example request, valid against the documented envelope', async (t) => {
    const doc = await openapi(t);
    const validator = validatorFor(doc);
    for (const calc of calculations) {
      const content = doc.paths[calc.paths.v2].post.responses['200'].content['application/json'];
      const example = doc.components.examples[content.examples.computed.$ref.split('/').pop()];
      assert.ok(example, `${calc.id} has a computed example`);
      assert.equal(example.value.kind, 'CalculationEnvelope');
      assert.equal(example.value.versions.calculation, calc.versions.calculation);
      assert.ok(Object.keys(example.value.result).length > 0, `${calc.id}: a real result, not a placeholder`);
      const validate = validator(`${calc.resultName}Envelope`);
      assert.ok(validate(example.value), `${calc.id}: ${JSON.stringify(validate.errors).slice(0, 600)}`);
    }
  });

  it('describes live answers exactly: every calculation and document answer validates against its component', async (t) => {
    const { app } = await build(t);
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const validator = validatorFor(doc);
    for (const [path, name] of [['/v2', 'NativeApiIndex'], ['/v2/capabilities', 'NativeIntegrationKit'], ['/v2/access-policy', 'AccessPolicy']]) {
      const validate = validator(name);
      const body = (await app.inject({ method: 'GET', url: `/api${path}` })).json();
      assert.ok(validate(body), `${path}: ${JSON.stringify(validate.errors).slice(0, 400)}`);
    }
    const validate = validator('ApiErrorEnvelope');
    assert.ok(validate((await app.inject({ method: 'POST', url: '/api/v2/calculations/kundli', payload: {} })).json()));
  });

  it('passes Redocly CLI lint with its recommended rules and no finding at all', async (t) => {
    const doc = await openapi(t);
    const dir = mkdtempSync(join(tmpdir(), 'jyotish-openapi-'));
    t.after(() => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
    const cli = join(root, 'node_modules/@redocly/cli/bin/cli.js');
    const r = spawnSync(process.execPath, [cli, 'lint', file, '--config', join(root, 'redocly.yaml'), '--format=json'], {
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', CI: 'true' },
      maxBuffer: 64 * 1024 * 1024,
    });
    const report = JSON.parse(r.stdout.slice(r.stdout.indexOf('{')));
    assert.deepEqual(report.totals, { errors: 0, warnings: 0, ignored: 0 }, JSON.stringify(report.problems?.slice(0, 5)));
    assert.equal(r.status, 0);
  });
});
