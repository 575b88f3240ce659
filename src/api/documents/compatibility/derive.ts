/**
 * The manifest's arrays assembled from the data modules, with every summary value
 * (assessment, readiness, unions) derived rather than written by hand.
 */
import type { Readiness } from './enums.ts';
import { assessFieldMappings, fieldMappingGroups, type FieldMappingGroup } from './field-mappings/index.ts';
import { resourceEvidence, type ResourceEvidenceRecord } from './resource-evidence.ts';
import type { LegacyResourceEvidence, NativeFieldMapping, VendorMapping } from './schema.ts';
import { publicConsumerSurfaces } from './surfaces.ts';

const sortedUnique = (values: Iterable<string>) => [...new Set(values)].sort();

export const nativeFieldMappings: NativeFieldMapping[] = fieldMappingGroups.map((g) => ({
  resource: g.resource,
  nativeEndpoint: g.nativeEndpoint,
  verificationFormIdentifier: g.verificationFormIdentifier,
  assessment: assessFieldMappings(g.fieldMappings),
  fieldMappings: g.fieldMappings.map((f) => ({ ...f, nativePaths: [...f.nativePaths] })),
}));

/** Every field mapping of a resource, across the native endpoints it maps onto. */
export function fieldMappingsOf(resource: string) {
  return fieldMappingGroups.filter((g) => g.resource === resource).flatMap((g) => g.fieldMappings);
}

export const legacyResourceEvidence: LegacyResourceEvidence[] = resourceEvidence.map((r) => ({
  resource: r.resource,
  productionConsumedPaths: [...r.productionConsumedPaths],
  officialReference: r.officialReference,
  officialSampleStatus: r.officialSampleStatus,
  officialSampleRoot: r.officialSampleRoot,
  officialSampleFields: r.officialSampleFields.map((f) => ({ ...f })),
  assessment: assessFieldMappings(fieldMappingsOf(r.resource)),
  note: r.note,
}));

/**
 * Not equivalent when every field is an intentional gap, or when every public form served by
 * this resource and endpoint is itself not equivalent; a candidate otherwise.
 */
function readinessOf(g: FieldMappingGroup): Readiness {
  if (assessFieldMappings(g.fieldMappings) === 'intentional-no-equivalent') return 'not-equivalent';
  const forms = publicConsumerSurfaces.filter((s) => s.nativeEndpoint === g.nativeEndpoint && s.observedLegacyResources.includes(g.resource));
  if (forms.length > 0 && forms.every((s) => s.mappingStatus === 'not-equivalent')) return 'not-equivalent';
  return 'candidate';
}

/** One row per (legacy vendor endpoint, native endpoint); the legacy page's own logic has no vendor endpoint. */
export const mappings: VendorMapping[] = fieldMappingGroups.flatMap((g) =>
  g.vendorCategory === null
    ? []
    : [{ vendorEndpoint: g.resource, vendorCategory: g.vendorCategory, nativeEndpoint: g.nativeEndpoint, readiness: readinessOf(g), reason: g.readinessReason }],
);

/** The union of the resources every public form was observed to use, sorted. */
export const observedUniqueLegacyResources: string[] = sortedUnique(publicConsumerSurfaces.flatMap((s) => s.observedLegacyResources));

/** Every native endpoint referenced by surfaces, field mappings and vendor mappings, sorted. */
export const nativeEndpoints: string[] = sortedUnique([
  ...publicConsumerSurfaces.map((s) => s.nativeEndpoint),
  ...nativeFieldMappings.map((m) => m.nativeEndpoint),
  ...mappings.map((m) => m.nativeEndpoint),
]);

/** `planets` → `[]`, `report.house_id` → `report`: the key a path hangs from at the response root. */
export const rootKey = (path: string) => path.split('.')[0];

/**
 * Paths the production pages read whose root key the legacy vendor's published sample does not
 * contain. Only resources with captured sample fields can show a conflict.
 */
export function rootConflicts(evidence: readonly Pick<ResourceEvidenceRecord, 'resource' | 'officialReference' | 'officialSampleFields' | 'productionConsumedPaths'>[]) {
  return evidence.flatMap((e) => {
    if (e.officialReference === null || e.officialSampleFields.length === 0) return [];
    const roots = new Set(e.officialSampleFields.map((f) => rootKey(f.path)));
    return e.productionConsumedPaths.filter((p) => !roots.has(rootKey(p))).map((path) => ({ resource: e.resource, path }));
  });
}
