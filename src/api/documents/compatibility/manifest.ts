/**
 * The compatibility manifest (spec §2.4): read-only evidence about the 17 legacy public forms
 * and the legacy vendor resources behind them. Built once from the data modules; each response
 * adds only its request id.
 */
import { boundaries, officialRequestContract, runtimeRequestContract, runtimeSourceSnapshot } from './audit.ts';
import { manifestCounts } from './counts.ts';
import { legacyResourceEvidence, mappings, nativeEndpoints, nativeFieldMappings, observedUniqueLegacyResources } from './derive.ts';
import { evidenceRequired } from './evidence-required.ts';
import { PUBLIC_FORM_MIGRATION_ENDPOINT } from './native-paths.ts';
import type { CompatibilityManifest } from './schema.ts';
import { publicConsumerSurfaces } from './surfaces.ts';
import { MANIFEST_VERSION, PROGRAM_DIRECTION, SERVICE, SNAPSHOT_DATE, STATUS, evidenceVersions } from './versions.ts';

/** Routes that imitate a vendor response. None, by design (spec §1, §9): the count derives from this list. */
export const publishedAdapters: readonly string[] = [];

let body: Omit<CompatibilityManifest, 'requestId'> | undefined;

function build(): Omit<CompatibilityManifest, 'requestId'> {
  const counts = manifestCounts({
    publicConsumerSurfaces,
    nativeFieldMappings,
    legacyResourceEvidence,
    mappings,
    nativeEndpoints,
    observedUniqueLegacyResources,
    publishedAdapters,
  });
  return {
    kind: 'CompatibilityManifest',
    service: SERVICE,
    manifestVersion: MANIFEST_VERSION,
    programDirection: PROGRAM_DIRECTION,
    vendorIntegrationPlanned: false,
    vendorCompatibilityAdaptersPlanned: false,
    status: STATUS,
    snapshotDate: SNAPSHOT_DATE,
    ...evidenceVersions,
    ...counts,
    publicFormMigrationEndpoint: PUBLIC_FORM_MIGRATION_ENDPOINT,
    nativeEndpoints,
    observedUniqueLegacyResources,
    evidenceRequired,
    boundaries,
    nativeFieldMappings,
    legacyResourceEvidence,
    publicConsumerSurfaces: [...publicConsumerSurfaces],
    mappings,
    runtimeSourceSnapshot,
    runtimeRequestContract,
    officialRequestContract,
  };
}

/**
 * The manifest for one request. `requestId` is the request's X-Request-ID. The static part is
 * built on first use and shared; callers must not mutate the result.
 */
export function compatibilityManifest(requestId: string): CompatibilityManifest {
  body ??= build();
  return { ...body, requestId };
}
