/**
 * The legacy source surface manifest: an aggregate, value-free inventory of the legacy
 * surfaces (how many forms, resources and fields of each kind), derived from the same arrays as
 * the compatibility manifest. It names no field path and holds no sample value.
 */
import { comparisonRules, fieldMappingStatuses, legacyExecutionModes, mappingAssessments, officialSampleStatuses, sampleDataTypes, surfaceEvidenceStatuses, surfaceMappingStatuses } from './enums.ts';
import { legacyResourceEvidence, nativeEndpoints, nativeFieldMappings } from './derive.ts';
import type { MahaguruSourceSurfaceManifest } from './source-schema.ts';
import { publicConsumerSurfaces } from './surfaces.ts';
import { MANIFEST_VERSION, SERVICE, SNAPSHOT_DATE, SOURCE_SURFACE_MANIFEST_VERSION, STATUS } from './versions.ts';

/** How many items fall in each value of an enumeration (every value listed, zeros included). */
function tally<V extends string, K extends string, C extends string>(values: readonly V[], items: readonly V[], key: K, countName: C) {
  return values.map((v) => ({ [key]: v, [countName]: items.filter((i) => i === v).length }) as Record<K, V> & Record<C, number>);
}

let body: Omit<MahaguruSourceSurfaceManifest, 'requestId'> | undefined;

function build(): Omit<MahaguruSourceSurfaceManifest, 'requestId'> {
  const surfaces = publicConsumerSurfaces;
  const fields = nativeFieldMappings.flatMap((m) => m.fieldMappings);
  const sampleFields = legacyResourceEvidence.flatMap((e) => e.officialSampleFields);
  return {
    kind: 'LegacySourceSurfaceManifest',
    service: SERVICE,
    manifestVersion: SOURCE_SURFACE_MANIFEST_VERSION,
    compatibilityManifestVersion: MANIFEST_VERSION,
    status: STATUS,
    snapshotDate: SNAPSHOT_DATE,
    valueFree: true,
    vendorContacted: false,
    publicFormCount: surfaces.length,
    formFieldNameCount: new Set(surfaces.flatMap((s) => s.fieldNames)).size,
    legacyResourceCount: legacyResourceEvidence.length,
    officialSampleFieldCount: sampleFields.length,
    productionConsumedPathCount: legacyResourceEvidence.reduce((n, e) => n + e.productionConsumedPaths.length, 0),
    fieldMappingCount: fields.length,
    formsByExecutionMode: tally(legacyExecutionModes, surfaces.map((s) => s.legacyExecutionMode), 'legacyExecutionMode', 'formCount'),
    formsBySurfaceMappingStatus: tally(surfaceMappingStatuses, surfaces.map((s) => s.mappingStatus), 'mappingStatus', 'formCount'),
    formsByEvidenceStatus: tally(surfaceEvidenceStatuses, surfaces.map((s) => s.evidenceStatus), 'evidenceStatus', 'formCount'),
    formsByNativeEndpoint: nativeEndpoints
      .map((nativeEndpoint) => ({ nativeEndpoint, formCount: surfaces.filter((s) => s.nativeEndpoint === nativeEndpoint).length }))
      .filter((row) => row.formCount > 0),
    resourcesByOfficialSampleStatus: tally(officialSampleStatuses, legacyResourceEvidence.map((e) => e.officialSampleStatus), 'officialSampleStatus', 'resourceCount'),
    resourcesByAssessment: tally(mappingAssessments, legacyResourceEvidence.map((e) => e.assessment), 'assessment', 'resourceCount'),
    sampleFieldsByDataType: tally(sampleDataTypes, sampleFields.map((f) => f.dataType), 'dataType', 'fieldCount'),
    fieldMappingsByStatus: tally(fieldMappingStatuses, fields.map((f) => f.mappingStatus), 'mappingStatus', 'fieldCount'),
    fieldMappingsByComparisonRule: tally(comparisonRules, fields.map((f) => f.comparisonRule), 'comparisonRule', 'fieldCount'),
    boundaries: [
      'Aggregate and value-free: counts of forms, resources and fields by category; no sample value, field path, personal data or credential.',
      'Derived from the same evidence as the compatibility manifest (GET /v2/compatibility/legacy), which lists the paths.',
      'Read-only historical evidence; the service makes no call to any vendor and imitates no vendor response.',
    ],
  };
}

/** The legacy source surface manifest for one request (`requestId` = its X-Request-ID). */
export function legacySourceSurfaceManifest(requestId: string): MahaguruSourceSurfaceManifest {
  body ??= build();
  return { ...body, requestId };
}
