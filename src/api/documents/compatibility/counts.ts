/**
 * Every count of the compatibility manifest, computed from the arrays it publishes. No count
 * is written by hand; the tests recompute each one from the served arrays.
 */
import { LOCAL_PHP, VENDOR_V1, type FieldMappingStatus } from './enums.ts';
import { rootConflicts } from './derive.ts';
import type { LegacyResourceEvidence, NativeFieldMapping, PublicConsumerSurface, VendorMapping } from './schema.ts';

export interface CountSources {
  publicConsumerSurfaces: readonly PublicConsumerSurface[];
  nativeFieldMappings: readonly NativeFieldMapping[];
  legacyResourceEvidence: readonly LegacyResourceEvidence[];
  mappings: readonly VendorMapping[];
  nativeEndpoints: readonly string[];
  observedUniqueLegacyResources: readonly string[];
  /** Routes that imitate a vendor response (none by design, spec §1 and §9). */
  publishedAdapters: readonly string[];
}

/** The counts, from the arrays. */
export function manifestCounts(s: CountSources) {
  const fields = s.nativeFieldMappings.flatMap((m) => m.fieldMappings);
  const withStatus = (status: FieldMappingStatus) => fields.filter((f) => f.mappingStatus === status).length;
  return {
    advertisedIndianEndpointCount: new Set(s.mappings.map((m) => m.vendorEndpoint)).size,
    nativeEndpointCount: s.nativeEndpoints.length,
    publishedAdapterCount: s.publishedAdapters.length,
    publishedPublicFormMigrationCount: s.publicConsumerSurfaces.filter((x) => x.migrationSupported).length,
    providerBackedPublicFormCount: s.publicConsumerSurfaces.filter((x) => x.legacyExecutionMode === VENDOR_V1).length,
    localOnlyPublicFormCount: s.publicConsumerSurfaces.filter((x) => x.legacyExecutionMode === LOCAL_PHP).length,
    observedUniqueLegacyResourceCount: s.observedUniqueLegacyResources.length,
    documentedLegacyResourceCount: s.legacyResourceEvidence.filter((e) => e.officialReference !== null).length,
    productionSourceOnlyLegacyResourceCount: s.legacyResourceEvidence.filter((e) => e.officialReference === null).length,
    documentedRootConflictCount: new Set(rootConflicts(s.legacyResourceEvidence).map((c) => c.resource)).size,
    publicConsumerSurfaceCount: s.publicConsumerSurfaces.length,
    legacyResourceEvidenceCount: s.legacyResourceEvidence.length,
    mappingCount: s.mappings.length,
    candidateMappingCount: s.mappings.filter((m) => m.readiness === 'candidate').length,
    notEquivalentMappingCount: s.mappings.filter((m) => m.readiness === 'not-equivalent').length,
    nativeFieldMappingCount: s.nativeFieldMappings.length,
    nativeFieldMappingResourceCount: new Set(s.nativeFieldMappings.map((m) => m.resource)).size,
    nativeFieldMappingFieldCount: fields.length,
    nativeFieldMappingCandidateDirectCount: withStatus('candidate-direct'),
    nativeFieldMappingCandidateDerivedCount: withStatus('candidate-derived'),
    nativeFieldMappingRuntimeEvidenceRequiredCount: withStatus('runtime-evidence-required'),
    nativeFieldMappingIntentionalNoEquivalentCount: withStatus('intentional-no-equivalent'),
  };
}
