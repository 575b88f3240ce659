/**
 * Every count of the compatibility manifest equals the length or derivation of the arrays
 * served next to it, recomputed here from the response; and every count the manifest
 * publishes is checked (a new count without a derivation here fails the last test).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { CompatibilityManifest } from '../../src/api/documents/compatibility/schema.ts';
import { FORMS_WITHOUT_VENDOR_RESOURCE, getManifest } from './fetch-manifest.ts';

type Counts = { [K in keyof CompatibilityManifest as K extends `${string}Count` ? K : never]: number };

const unique = (xs: readonly string[]) => new Set(xs).size;

/** Each count recomputed from the served arrays, independently of the service's code. */
function expectedCounts(m: CompatibilityManifest): Counts {
  const fields = m.nativeFieldMappings.flatMap((n) => n.fieldMappings);
  const status = (s: string) => fields.filter((f) => f.mappingStatus === s).length;
  const referenced = unique([
    ...m.publicConsumerSurfaces.map((s) => s.nativeEndpoint),
    ...m.nativeFieldMappings.map((n) => n.nativeEndpoint),
    ...m.mappings.map((x) => x.nativeEndpoint),
  ]);
  const conflicted = m.legacyResourceEvidence.filter((e) => {
    if (e.officialReference === null || e.officialSampleFields.length === 0) return false;
    const roots = new Set(e.officialSampleFields.map((f) => f.path.split('.')[0]));
    return e.productionConsumedPaths.some((p) => !roots.has(p.split('.')[0]));
  });
  return {
    advertisedIndianEndpointCount: unique(m.mappings.map((x) => x.vendorEndpoint)),
    nativeEndpointCount: referenced,
    publishedAdapterCount: 0,
    publishedPublicFormMigrationCount: m.publicConsumerSurfaces.filter((s) => s.migrationSupported).length,
    providerBackedPublicFormCount: m.publicConsumerSurfaces.filter((s) => s.legacyExecutionMode === 'astrologyapi-v1').length,
    localOnlyPublicFormCount: m.publicConsumerSurfaces.filter((s) => s.legacyExecutionMode === 'local-php').length,
    observedUniqueLegacyResourceCount: unique(m.publicConsumerSurfaces.flatMap((s) => s.observedLegacyResources)),
    documentedLegacyResourceCount: m.legacyResourceEvidence.filter((e) => e.officialReference !== null).length,
    productionSourceOnlyLegacyResourceCount: m.legacyResourceEvidence.filter((e) => e.officialReference === null).length,
    documentedRootConflictCount: conflicted.length,
    publicConsumerSurfaceCount: m.publicConsumerSurfaces.length,
    legacyResourceEvidenceCount: m.legacyResourceEvidence.length,
    mappingCount: m.mappings.length,
    candidateMappingCount: m.mappings.filter((x) => x.readiness === 'candidate').length,
    notEquivalentMappingCount: m.mappings.filter((x) => x.readiness === 'not-equivalent').length,
    nativeFieldMappingCount: m.nativeFieldMappings.length,
    nativeFieldMappingResourceCount: unique(m.nativeFieldMappings.map((n) => n.resource)),
    nativeFieldMappingFieldCount: fields.length,
    nativeFieldMappingCandidateDirectCount: status('candidate-direct'),
    nativeFieldMappingCandidateDerivedCount: status('candidate-derived'),
    nativeFieldMappingRuntimeEvidenceRequiredCount: status('runtime-evidence-required'),
    nativeFieldMappingIntentionalNoEquivalentCount: status('intentional-no-equivalent'),
  };
}

describe('compatibility manifest counts', () => {
  it('equal the lengths and derivations of the served arrays, count by count', async (t) => {
    const { body } = await getManifest(t);
    const expected = expectedCounts(body);
    for (const [key, value] of Object.entries(expected)) assert.equal(body[key as keyof Counts], value, key);
  });

  it('counts 17 public forms, all migrated, 13 answered by the legacy vendor and 4 by the legacy page', async (t) => {
    const { body } = await getManifest(t);
    assert.equal(body.publicConsumerSurfaceCount, 17);
    assert.equal(body.publishedPublicFormMigrationCount, 17);
    assert.equal(body.localOnlyPublicFormCount, FORMS_WITHOUT_VENDOR_RESOURCE.length);
    assert.equal(body.providerBackedPublicFormCount, 17 - FORMS_WITHOUT_VENDOR_RESOURCE.length);
    assert.equal(body.providerBackedPublicFormCount + body.localOnlyPublicFormCount, body.publicConsumerSurfaceCount);
  });

  it('splits resources into documented and production-source-only with nothing left over', async (t) => {
    const { body } = await getManifest(t);
    assert.equal(body.documentedLegacyResourceCount + body.productionSourceOnlyLegacyResourceCount, body.legacyResourceEvidence.length);
    assert.equal(body.candidateMappingCount + body.notEquivalentMappingCount, body.mappingCount);
    assert.equal(
      body.nativeFieldMappingCandidateDirectCount + body.nativeFieldMappingCandidateDerivedCount +
        body.nativeFieldMappingRuntimeEvidenceRequiredCount + body.nativeFieldMappingIntentionalNoEquivalentCount,
      body.nativeFieldMappingFieldCount,
    );
  });

  it('publishes the sorted, duplicate-free lists the counts are taken from', async (t) => {
    const { body } = await getManifest(t);
    const sortedUnique = (xs: string[]) => [...new Set(xs)].sort();
    assert.deepEqual(body.observedUniqueLegacyResources, sortedUnique(body.publicConsumerSurfaces.flatMap((s) => s.observedLegacyResources)));
    assert.equal(body.observedUniqueLegacyResourceCount, body.observedUniqueLegacyResources.length);
    assert.deepEqual(body.nativeEndpoints, [...new Set(body.nativeEndpoints)].sort());
    assert.equal(body.nativeEndpointCount, body.nativeEndpoints.length);
    for (const s of body.publicConsumerSurfaces) assert.ok(body.nativeEndpoints.includes(s.nativeEndpoint), s.nativeEndpoint);
  });

  it('has no adapter route: no served path names a legacy vendor endpoint', async (t) => {
    const { body } = await getManifest(t);
    const { build } = await import('../helpers/app.ts');
    const { app } = await build(t, { MAX_EVENT_LOOP_DELAY_MS: '0' });
    const index = (await app.inject({ method: 'GET', url: '/api/v2' })).json() as { routes: { path: string }[] };
    assert.ok(index.routes.length > 0);
    const vendorNames = new Set(body.mappings.map((m) => m.vendorEndpoint));
    for (const r of index.routes) {
      for (const segment of r.path.split('/')) assert.ok(!vendorNames.has(segment), `${r.path} imitates ${segment}`);
    }
    assert.equal(body.publishedAdapterCount, 0);
  });

  it('checks every count the manifest publishes', async (t) => {
    const { body } = await getManifest(t);
    const published = Object.keys(body).filter((k) => k.endsWith('Count')).sort();
    assert.deepEqual(published, Object.keys(expectedCounts(body)).sort());
    for (const k of published) assert.ok(Number.isInteger(body[k as keyof Counts]) && body[k as keyof Counts] >= 0, k);
  });
});
