/**
 * Response schema of the legacy source surface manifest (spec §4.5): aggregate counts only,
 * no sample values and no field paths.
 */
import Type, { type Static } from 'typebox';
import {
  ComparisonRuleField,
  FieldMappingStatusField,
  LegacyExecutionModeField,
  MappingAssessmentField,
  OfficialSampleStatusField,
  SampleDataTypeField,
  SurfaceEvidenceStatusField,
  SurfaceMappingStatusField,
} from './enums.ts';
import { Count, EvidenceVersion } from './schema.ts';
import { MANIFEST_VERSION } from './versions.ts';

const tallyCount = Type.Integer({ minimum: 0 });
const FormsByExecutionMode = Type.Array(Type.Object({ legacyExecutionMode: LegacyExecutionModeField, formCount: tallyCount }));
const FormsBySurfaceMappingStatus = Type.Array(Type.Object({ mappingStatus: SurfaceMappingStatusField, formCount: tallyCount }));
const FormsByEvidenceStatus = Type.Array(Type.Object({ evidenceStatus: SurfaceEvidenceStatusField, formCount: tallyCount }));
const FormsByNativeEndpoint = Type.Array(Type.Object({ nativeEndpoint: Type.String(), formCount: tallyCount }));
const ResourcesByOfficialSampleStatus = Type.Array(Type.Object({ officialSampleStatus: OfficialSampleStatusField, resourceCount: tallyCount }));
const ResourcesByAssessment = Type.Array(Type.Object({ assessment: MappingAssessmentField, resourceCount: tallyCount }));
const SampleFieldsByDataType = Type.Array(Type.Object({ dataType: SampleDataTypeField, fieldCount: tallyCount }));
const FieldMappingsByStatus = Type.Array(Type.Object({ mappingStatus: FieldMappingStatusField, fieldCount: tallyCount }));
const FieldMappingsByComparisonRule = Type.Array(Type.Object({ comparisonRule: ComparisonRuleField, fieldCount: tallyCount }));

/**
 * The legacy source surface manifest (response schema name `MahaguruSourceSurfaceManifest`,
 * prescribed by spec §4.5): aggregate counts only, no sample values, no field paths.
 */
export const MahaguruSourceSurfaceManifest = Type.Object({
  kind: Type.Literal('LegacySourceSurfaceManifest'),
  service: Type.String(),
  manifestVersion: EvidenceVersion,
  compatibilityManifestVersion: Type.Literal(MANIFEST_VERSION),
  status: Type.String(),
  requestId: Type.String({ description: 'This request’s X-Request-ID' }),
  snapshotDate: Type.String({ format: 'date' }),
  valueFree: Type.Literal(true),
  vendorContacted: Type.Literal(false),
  publicFormCount: Count('Legacy public forms'),
  formFieldNameCount: Count('Distinct field names across the legacy forms'),
  legacyResourceCount: Count('Legacy resources with evidence'),
  officialSampleFieldCount: Count('Sample fields across all resources (paths and types only)'),
  productionConsumedPathCount: Count('Paths the forms read, across all resources'),
  fieldMappingCount: Count('Legacy fields mapped to native paths'),
  formsByExecutionMode: FormsByExecutionMode,
  formsBySurfaceMappingStatus: FormsBySurfaceMappingStatus,
  formsByEvidenceStatus: FormsByEvidenceStatus,
  formsByNativeEndpoint: FormsByNativeEndpoint,
  resourcesByOfficialSampleStatus: ResourcesByOfficialSampleStatus,
  resourcesByAssessment: ResourcesByAssessment,
  sampleFieldsByDataType: SampleFieldsByDataType,
  fieldMappingsByStatus: FieldMappingsByStatus,
  fieldMappingsByComparisonRule: FieldMappingsByComparisonRule,
  boundaries: Type.Array(Type.String()),
});
export type MahaguruSourceSurfaceManifest = Static<typeof MahaguruSourceSurfaceManifest>;
