/**
 * Response schemas of the two read-only evidence documents (spec §2.4, §4.5). Fastify
 * serialises with these, so every field the builders return is declared here.
 */
import Type, { type Static } from 'typebox';
import {
  ComparisonRuleField,
  FieldMappingStatusField,
  LegacyExecutionModeField,
  MappingAssessmentField,
  OfficialSampleStatusField,
  ReadinessField,
  SampleDataTypeField,
  SampleRootField,
  SurfaceEvidenceStatusField,
  SurfaceMappingStatusField,
  VendorCategoryField,
} from './enums.ts';
import { MANIFEST_VERSION } from './versions.ts';

/** `<name>.<integer>` (spec §9). */
export const EvidenceVersion = Type.String({ pattern: '^[a-z][a-z0-9-]*\\.[0-9]+$', description: 'Evidence version `<name>.<integer>`' });
/** A count of things (≥ 0) with what it counts. */
export const Count = (description: string) => Type.Integer({ minimum: 0, description });
const Strings = (description: string) => Type.Array(Type.String(), { description });

export const FieldMapping = Type.Object({
  legacyPath: Type.String({ description: 'Path in the legacy response, relative to its root (`[]` = every row; `$` = the whole uncaptured answer)' }),
  nativePaths: Type.Array(Type.String(), { description: 'Native envelope paths that carry the same purpose; empty when there is no equivalent' }),
  mappingStatus: FieldMappingStatusField,
  comparisonRule: ComparisonRuleField,
  reason: Type.String(),
});
export type FieldMapping = Static<typeof FieldMapping>;

export const NativeFieldMapping = Type.Object({
  resource: Type.String({ description: 'Legacy resource (vendor endpoint name, or `local-php:<form>` for the legacy page’s own logic)' }),
  nativeEndpoint: Type.String(),
  verificationFormIdentifier: Type.String({ description: 'The public form whose legacy answer this mapping is checked for' }),
  assessment: MappingAssessmentField,
  fieldMappings: Type.Array(FieldMapping),
});
export type NativeFieldMapping = Static<typeof NativeFieldMapping>;

export const SampleField = Type.Object({ path: Type.String(), dataType: SampleDataTypeField });
export type SampleField = Static<typeof SampleField>;

export const LegacyResourceEvidence = Type.Object({
  resource: Type.String(),
  productionConsumedPaths: Type.Array(Type.String(), { description: 'Paths the legacy public forms read' }),
  officialReference: Type.Union([Type.String(), Type.Null()], { description: 'Where the legacy vendor documents the resource; null when it does not' }),
  officialSampleStatus: OfficialSampleStatusField,
  officialSampleRoot: SampleRootField,
  officialSampleFields: Type.Array(SampleField, { description: 'Field paths and JSON data types of the published sample; never its values' }),
  assessment: MappingAssessmentField,
  note: Type.String(),
});
export type LegacyResourceEvidence = Static<typeof LegacyResourceEvidence>;

export const PublicConsumerSurface = Type.Object({
  publicPath: Type.String({ description: 'Legacy public calculator page, recorded by form identifier until the page paths are captured (evidenceRequired legacy-page-paths); no host is published' }),
  calculator: Type.String(),
  formIdentifier: Type.String(),
  submissionSurface: Type.String(),
  fieldNames: Type.Array(Type.String()),
  nativeEndpoint: Type.String(),
  mappingStatus: SurfaceMappingStatusField,
  migrationSupported: Type.Boolean(),
  boundary: Type.String(),
  legacyExecutionMode: LegacyExecutionModeField,
  observedLegacyResources: Type.Array(Type.String()),
  evidenceStatus: SurfaceEvidenceStatusField,
});
export type PublicConsumerSurface = Static<typeof PublicConsumerSurface>;

export const VendorMapping = Type.Object({
  vendorEndpoint: Type.String({ description: 'Legacy vendor v1 resource name' }),
  vendorCategory: VendorCategoryField,
  nativeEndpoint: Type.String(),
  readiness: ReadinessField,
  reason: Type.String(),
});
export type VendorMapping = Static<typeof VendorMapping>;

export const EvidenceRequirement = Type.Object({
  id: Type.String(),
  subjects: Type.Array(Type.String(), { description: 'Forms, resources or field paths the requirement concerns' }),
  requirement: Type.String(),
});
export type EvidenceRequirement = Static<typeof EvidenceRequirement>;

export const RuntimeSourceSnapshot = Type.Object({
  snapshotDate: Type.String({ format: 'date' }),
  scope: Type.String(),
  sourceDocuments: Strings('Neutral names of the evidence the manifest was compiled from'),
  capturedArtifacts: Strings('What was captured'),
  withheldArtifacts: Strings('What is deliberately not published'),
  sampleValuesPublished: Type.Boolean(),
  personalDataPublished: Type.Boolean(),
  credentialsHeld: Type.Boolean(),
  vendorContacted: Type.Boolean(),
  note: Type.String(),
});

export const RuntimeRequestContract = Type.Object({
  surface: Type.String(),
  birthFields: Strings('Birth fields of the legacy public forms'),
  locationFields: Strings('Coordinate fields'),
  timezoneField: Type.String(),
  timezoneEncoding: Type.String(),
  fieldNameQuirks: Strings('Misleading field names of the legacy forms'),
  identityFields: Strings('Identity fields the native migration ignores'),
  identityFieldsUsed: Type.Boolean(),
  ianaTimezoneDerivedFromCoordinates: Type.Boolean(),
  nativeReplacement: Type.String(),
  nativeOnlyFields: Strings('Fields the native migration adds'),
});

export const OfficialRequestContract = Type.Object({
  provider: Type.String(),
  birthFields: Strings('Birth fields of the legacy vendor v1 requests'),
  timezoneEncoding: Type.String(),
  additionalFieldsByResource: Strings('`resource: field` pairs beyond the birth fields'),
  credentialHeldByThisService: Type.Boolean(),
  callsMadeByThisService: Type.Boolean(),
  responseShapesImitated: Type.Boolean(),
  note: Type.String(),
});

export const CompatibilityManifest = Type.Object({
  kind: Type.Literal('CompatibilityManifest'),
  service: Type.String(),
  manifestVersion: Type.Literal(MANIFEST_VERSION),
  programDirection: Type.String(),
  vendorIntegrationPlanned: Type.Literal(false),
  vendorCompatibilityAdaptersPlanned: Type.Literal(false),
  status: Type.String(),
  requestId: Type.String({ description: 'This request’s X-Request-ID' }),
  snapshotDate: Type.String({ format: 'date' }),
  nativeFieldMappingVersion: EvidenceVersion,
  legacyResourceEvidenceVersion: EvidenceVersion,
  publicConsumerSurfaceVersion: EvidenceVersion,
  sourceSurfaceManifestVersion: EvidenceVersion,
  publicFormMigrationVersion: EvidenceVersion,
  advertisedIndianEndpointCount: Count('Distinct legacy vendor v1 Indian endpoints named in the evidence (mappings[].vendorEndpoint)'),
  nativeEndpointCount: Count('Distinct native endpoints referenced (nativeEndpoints.length)'),
  publishedAdapterCount: Count('Routes that imitate a vendor response: none by design'),
  publishedPublicFormMigrationCount: Count('Surfaces with migrationSupported'),
  providerBackedPublicFormCount: Count('Surfaces answered by the legacy vendor v1 API'),
  localOnlyPublicFormCount: Count('Surfaces answered by the legacy page alone'),
  observedUniqueLegacyResourceCount: Count('observedUniqueLegacyResources.length'),
  documentedLegacyResourceCount: Count('legacyResourceEvidence entries with an officialReference'),
  productionSourceOnlyLegacyResourceCount: Count('legacyResourceEvidence entries without an officialReference'),
  documentedRootConflictCount: Count('Documented resources whose production-consumed root keys are missing from the official sample'),
  publicConsumerSurfaceCount: Count('publicConsumerSurfaces.length'),
  legacyResourceEvidenceCount: Count('legacyResourceEvidence.length'),
  mappingCount: Count('mappings.length'),
  candidateMappingCount: Count('mappings with readiness candidate'),
  notEquivalentMappingCount: Count('mappings with readiness not-equivalent'),
  nativeFieldMappingCount: Count('nativeFieldMappings.length'),
  nativeFieldMappingResourceCount: Count('Distinct nativeFieldMappings[].resource'),
  nativeFieldMappingFieldCount: Count('All fieldMappings of all nativeFieldMappings'),
  nativeFieldMappingCandidateDirectCount: Count('fieldMappings with mappingStatus candidate-direct'),
  nativeFieldMappingCandidateDerivedCount: Count('fieldMappings with mappingStatus candidate-derived'),
  nativeFieldMappingRuntimeEvidenceRequiredCount: Count('fieldMappings with mappingStatus runtime-evidence-required'),
  nativeFieldMappingIntentionalNoEquivalentCount: Count('fieldMappings with mappingStatus intentional-no-equivalent'),
  publicFormMigrationEndpoint: Type.String(),
  nativeEndpoints: Strings('Every native endpoint the manifest references, sorted'),
  observedUniqueLegacyResources: Strings('Union of publicConsumerSurfaces[].observedLegacyResources, sorted'),
  evidenceRequired: Type.Array(EvidenceRequirement),
  boundaries: Type.Array(Type.String()),
  nativeFieldMappings: Type.Array(NativeFieldMapping),
  legacyResourceEvidence: Type.Array(LegacyResourceEvidence),
  publicConsumerSurfaces: Type.Array(PublicConsumerSurface),
  mappings: Type.Array(VendorMapping),
  runtimeSourceSnapshot: RuntimeSourceSnapshot,
  runtimeRequestContract: RuntimeRequestContract,
  officialRequestContract: OfficialRequestContract,
});
export type CompatibilityManifest = Static<typeof CompatibilityManifest>;
