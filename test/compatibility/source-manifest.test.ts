/**
 * GET /v2/compatibility/legacy-source: the legacy source surface manifest is aggregate and
 * value-free — counts by category that add up to the compatibility manifest's arrays, its own
 * version and the request id — and neither document carries a sample value.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { legacySourceSurfaceManifest } from '../../src/api/documents/compatibility/source-manifest.ts';
import { SPEC_ENUMS, getManifest, getSourceManifest } from './fetch-manifest.ts';

/**
 * Values from the legacy vendor's published samples (../shared/reference/legacy-fields.md and
 * published-samples.md), including a person's name. None may appear in either document.
 */
const SAMPLE_VALUES = [
  'Bharni', 'Jyeshtha', '226.9999', 'Partial Ascending', 'Vasuki', '16-8-2015', '9-11-2000', 'Pingla', '27.5',
  '5 Years', 'Ajeet', 'kanojia', 'Narsingh', 'Golden Hakik', 'Om Keng', '3,2,6', '4,5,8', '"1,9"', 'two+thirteen',
  'Do + Terah', 'currently you are not', 'Sunday, Monday', '24.082319099809013',
];

describe('GET /v2/compatibility/legacy-source', () => {
  it('has its own version, points at compatibility-manifest.12 and carries the X-Request-ID', async (t) => {
    const { body, requestIdHeader } = await getSourceManifest(t);
    assert.match(body.manifestVersion, /^[a-z][a-z0-9-]*\.[0-9]+$/);
    assert.notEqual(body.manifestVersion, 'compatibility-manifest.12');
    assert.equal(body.compatibilityManifestVersion, 'compatibility-manifest.12');
    assert.equal(body.requestId, requestIdHeader);
    assert.match(body.requestId, /^[0-9a-f]{32}$/);
    assert.equal(body.valueFree, true);
    assert.equal(body.vendorContacted, false);
  });

  it('serves every field the builder produces', async (t) => {
    const { body } = await getSourceManifest(t);
    assert.deepEqual(body, legacySourceSurfaceManifest(body.requestId));
  });

  it('counts forms by execution mode, mapping and evidence status, adding up to the 17 forms', async (t) => {
    const { body: source } = await getSourceManifest(t);
    const { body: m } = await getManifest(t);
    assert.equal(source.publicFormCount, 17);
    assert.deepEqual(source.formsByExecutionMode.map((r) => r.legacyExecutionMode), SPEC_ENUMS.legacyExecutionMode);
    for (const r of source.formsByExecutionMode) {
      assert.equal(r.formCount, m.publicConsumerSurfaces.filter((s) => s.legacyExecutionMode === r.legacyExecutionMode).length, r.legacyExecutionMode);
    }
    assert.equal(source.formsByExecutionMode.find((r) => r.legacyExecutionMode === 'local-php')?.formCount, m.localOnlyPublicFormCount);
    assert.equal(source.formsByExecutionMode.find((r) => r.legacyExecutionMode === 'astrologyapi-v1')?.formCount, m.providerBackedPublicFormCount);
    for (const r of source.formsBySurfaceMappingStatus) assert.equal(r.formCount, m.publicConsumerSurfaces.filter((s) => s.mappingStatus === r.mappingStatus).length);
    for (const r of source.formsByEvidenceStatus) assert.equal(r.formCount, m.publicConsumerSurfaces.filter((s) => s.evidenceStatus === r.evidenceStatus).length);
    for (const r of source.formsByNativeEndpoint) assert.equal(r.formCount, m.publicConsumerSurfaces.filter((s) => s.nativeEndpoint === r.nativeEndpoint).length);
    const sum = (rows: { formCount: number }[]) => rows.reduce((n, r) => n + r.formCount, 0);
    for (const rows of [source.formsByExecutionMode, source.formsBySurfaceMappingStatus, source.formsByEvidenceStatus, source.formsByNativeEndpoint]) {
      assert.equal(sum(rows), source.publicFormCount);
    }
  });

  it('counts resources, sample fields by data type and field mappings by status from the same arrays', async (t) => {
    const { body: source } = await getSourceManifest(t);
    const { body: m } = await getManifest(t);
    const sampleFields = m.legacyResourceEvidence.flatMap((e) => e.officialSampleFields);
    const fields = m.nativeFieldMappings.flatMap((n) => n.fieldMappings);
    assert.equal(source.legacyResourceCount, m.legacyResourceEvidence.length);
    assert.equal(source.officialSampleFieldCount, sampleFields.length);
    assert.equal(source.productionConsumedPathCount, m.legacyResourceEvidence.flatMap((e) => e.productionConsumedPaths).length);
    assert.equal(source.fieldMappingCount, m.nativeFieldMappingFieldCount);
    assert.equal(source.formFieldNameCount, new Set(m.publicConsumerSurfaces.flatMap((s) => s.fieldNames)).size);
    for (const r of source.resourcesByOfficialSampleStatus) assert.equal(r.resourceCount, m.legacyResourceEvidence.filter((e) => e.officialSampleStatus === r.officialSampleStatus).length);
    for (const r of source.resourcesByAssessment) assert.equal(r.resourceCount, m.legacyResourceEvidence.filter((e) => e.assessment === r.assessment).length);
    for (const r of source.sampleFieldsByDataType) assert.equal(r.fieldCount, sampleFields.filter((f) => f.dataType === r.dataType).length);
    for (const r of source.fieldMappingsByStatus) assert.equal(r.fieldCount, fields.filter((f) => f.mappingStatus === r.mappingStatus).length);
    for (const r of source.fieldMappingsByComparisonRule) assert.equal(r.fieldCount, fields.filter((f) => f.comparisonRule === r.comparisonRule).length);
    assert.deepEqual(source.fieldMappingsByStatus.map((r) => r.mappingStatus), SPEC_ENUMS.fieldMappingStatus);
    assert.deepEqual(source.fieldMappingsByComparisonRule.map((r) => r.comparisonRule), SPEC_ENUMS.comparisonRule);
    assert.equal(source.sampleFieldsByDataType.reduce((n, r) => n + r.fieldCount, 0), source.officialSampleFieldCount);
  });

  it('names no legacy field path, resource or form: aggregate counts only', async (t) => {
    const { body: source } = await getSourceManifest(t);
    const { body: m } = await getManifest(t);
    const text = JSON.stringify({ ...source, boundaries: [] });
    for (const e of m.legacyResourceEvidence) {
      assert.ok(!text.includes(`"${e.resource}"`), e.resource);
      for (const f of e.officialSampleFields) assert.ok(!text.includes(`"${f.path}"`), f.path);
    }
    for (const s of m.publicConsumerSurfaces) assert.ok(!text.includes(`"${s.formIdentifier}"`), s.formIdentifier);
  });

  it('keeps the legacy vendor’s sample values out of both documents', async (t) => {
    const { body: source } = await getSourceManifest(t);
    const { body: m } = await getManifest(t);
    const texts = [JSON.stringify(source), JSON.stringify(m)];
    for (const text of texts) for (const v of SAMPLE_VALUES) assert.ok(!text.toLowerCase().includes(v.toLowerCase()), `sample value ${v} published`);
    assert.equal(m.runtimeSourceSnapshot.sampleValuesPublished, false);
  });
});
