/**
 * GET /v2/compatibility/legacy: the read-only compatibility manifest of spec §2.4 — flags,
 * version, request id, the 17 surfaces of spec §4.6, the enumerations, and that every field
 * the builder produces survives serialisation.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { compatibilityManifest } from '../../src/api/documents/compatibility/manifest.ts';
import { FORMS_WITHOUT_VENDOR_RESOURCE, SPEC_ENUMS, SPEC_FORMS, getManifest } from './fetch-manifest.ts';

const EVIDENCE_VERSION = /^[a-z][a-z0-9-]*\.[0-9]+$/;

describe('GET /v2/compatibility/legacy', () => {
  it('declares manifest version compatibility-manifest.12 and plans no vendor integration or adapter', async (t) => {
    const { body } = await getManifest(t);
    assert.equal(body.manifestVersion, 'compatibility-manifest.12');
    assert.equal(body.vendorIntegrationPlanned, false);
    assert.equal(body.vendorCompatibilityAdaptersPlanned, false);
    assert.equal(body.publishedAdapterCount, 0);
    assert.equal(body.publicFormMigrationEndpoint, '/v2/migrations/legacy/public-form');
    for (const key of ['service', 'programDirection', 'status'] as const) assert.ok(body[key].length > 0, key);
    assert.match(body.snapshotDate, /^\d{4}-\d{2}-\d{2}$/);
  });

  it('carries the request id of the X-Request-ID header, different for every request', async (t) => {
    const first = await getManifest(t);
    const second = await getManifest(t);
    assert.match(first.requestIdHeader, /^[0-9a-f]{32}$/);
    assert.equal(first.body.requestId, first.requestIdHeader);
    assert.equal(second.body.requestId, second.requestIdHeader);
    assert.notEqual(first.body.requestId, second.body.requestId);
  });

  it('writes every evidence version as <name>.<integer>', async (t) => {
    const { body } = await getManifest(t);
    const versions = Object.entries(body).filter(([k]) => k.endsWith('Version') && k !== 'manifestVersion');
    assert.ok(versions.length >= 3, 'several evidence-version strings');
    for (const [k, v] of versions) assert.match(String(v), EVIDENCE_VERSION, k);
    assert.match(body.manifestVersion, EVIDENCE_VERSION);
  });

  it('lists the 17 public forms with exactly the native endpoint and mapping status of spec §4.6', async (t) => {
    const { body } = await getManifest(t);
    assert.equal(body.publicConsumerSurfaces.length, 17);
    assert.deepEqual(body.publicConsumerSurfaces.map((s) => s.formIdentifier).sort(), Object.keys(SPEC_FORMS).sort());
    for (const s of body.publicConsumerSurfaces) {
      const [endpoint, status] = SPEC_FORMS[s.formIdentifier];
      assert.equal(s.nativeEndpoint, endpoint, s.formIdentifier);
      assert.equal(s.mappingStatus, status, s.formIdentifier);
      assert.equal(s.migrationSupported, true, s.formIdentifier);
      assert.ok(s.boundary.length > 0 && s.calculator.length > 0 && s.publicPath.startsWith('/'), s.formIdentifier);
      for (const f of ['birthday', 'birthmonth', 'birthyear', 'birthtime', 'birthminute', 'lat', 'lang', 'timezone']) assert.ok(s.fieldNames.includes(f), `${s.formIdentifier} ${f}`);
      assert.ok(s.observedLegacyResources.length > 0, s.formIdentifier);
    }
  });

  it('marks exactly the forms without a legacy vendor resource as local-php', async (t) => {
    const { body } = await getManifest(t);
    const local = body.publicConsumerSurfaces.filter((s) => s.legacyExecutionMode === 'local-php').map((s) => s.formIdentifier);
    assert.deepEqual(local.sort(), [...FORMS_WITHOUT_VENDOR_RESOURCE].sort());
    for (const s of body.publicConsumerSurfaces.filter((x) => x.legacyExecutionMode === 'astrologyapi-v1')) {
      assert.ok(s.observedLegacyResources.every((r) => !r.startsWith('local-php:')), s.formIdentifier);
    }
  });

  it('uses only the enumerations of spec §2.4', async (t) => {
    const { body } = await getManifest(t);
    for (const m of body.nativeFieldMappings) {
      assert.ok(SPEC_ENUMS.assessment.includes(m.assessment), m.assessment);
      for (const f of m.fieldMappings) {
        assert.ok(SPEC_ENUMS.fieldMappingStatus.includes(f.mappingStatus), f.mappingStatus);
        assert.ok(SPEC_ENUMS.comparisonRule.includes(f.comparisonRule), f.comparisonRule);
      }
    }
    for (const e of body.legacyResourceEvidence) assert.ok(SPEC_ENUMS.assessment.includes(e.assessment), e.assessment);
    for (const s of body.publicConsumerSurfaces) {
      assert.ok(SPEC_ENUMS.surfaceMappingStatus.includes(s.mappingStatus), s.mappingStatus);
      assert.ok(SPEC_ENUMS.legacyExecutionMode.includes(s.legacyExecutionMode), s.legacyExecutionMode);
    }
    assert.ok(body.mappings.length > 0);
    for (const m of body.mappings) assert.ok(SPEC_ENUMS.readiness.includes(m.readiness), m.readiness);
  });

  it('declares the enumerations in the OpenAPI schema so integrators see them', async (t) => {
    const { build } = await import('../helpers/app.ts');
    const { app } = await build(t, { MAX_EVENT_LOOP_DELAY_MS: '0' });
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const text = JSON.stringify(doc);
    assert.ok(doc.paths['/v2/compatibility/legacy']?.get, 'route documented');
    assert.ok(doc.paths['/v2/compatibility/legacy-source']?.get, 'route documented');
    for (const values of Object.values(SPEC_ENUMS)) assert.ok(text.includes(JSON.stringify(values)), JSON.stringify(values));
  });

  it('serves every field the builder produces (nothing dropped by the response schema)', async (t) => {
    const { body } = await getManifest(t);
    assert.deepEqual(body, compatibilityManifest(body.requestId));
  });

  it('gives audit objects of strings, booleans and lists only', async (t) => {
    const { body } = await getManifest(t);
    for (const key of ['runtimeSourceSnapshot', 'runtimeRequestContract', 'officialRequestContract'] as const) {
      const entries = Object.entries(body[key]);
      assert.ok(entries.length > 0, key);
      for (const [k, v] of entries) {
        const ok = typeof v === 'string' || typeof v === 'boolean' || (Array.isArray(v) && v.every((x) => typeof x === 'string'));
        assert.ok(ok, `${key}.${k}`);
      }
    }
    assert.equal(body.runtimeSourceSnapshot.vendorContacted, false);
    assert.equal(body.officialRequestContract.callsMadeByThisService, false);
    assert.equal(body.officialRequestContract.responseShapesImitated, false);
    assert.equal(body.runtimeRequestContract.nativeReplacement, body.publicFormMigrationEndpoint);
  });

  it('states its boundaries and the evidence still required', async (t) => {
    const { body } = await getManifest(t);
    assert.ok(body.boundaries.length > 0 && body.boundaries.every((b) => typeof b === 'string' && b.length > 0));
    assert.ok(body.boundaries.some((b) => /no call to any vendor/i.test(b)));
    assert.ok(body.boundaries.some((b) => /imitates a legacy vendor response/i.test(b)));
    for (const e of body.evidenceRequired) assert.ok(e.id && e.requirement && e.subjects.length > 0, e.id);
  });
});
