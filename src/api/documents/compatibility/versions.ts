/** Version strings of the compatibility evidence (`<name>.<integer>`, spec §9). */

export const MANIFEST_VERSION = 'compatibility-manifest.12';
export const SOURCE_SURFACE_MANIFEST_VERSION = 'legacy-source-surface-manifest.1';

/** Bumped when the corresponding array changes meaning or content. */
export const evidenceVersions = {
  nativeFieldMappingVersion: 'native-field-mapping.1',
  legacyResourceEvidenceVersion: 'legacy-resource-evidence.1',
  publicConsumerSurfaceVersion: 'public-consumer-surface.1',
  sourceSurfaceManifestVersion: SOURCE_SURFACE_MANIFEST_VERSION,
  publicFormMigrationVersion: 'public-form-migration.1',
} as const;

/** The day the evidence was compiled (not the day it is served). */
export const SNAPSHOT_DATE = '2026-11-21';

export const SERVICE = 'jyotish-api';
export const STATUS = 'read-only-evidence';
export const PROGRAM_DIRECTION = 'native-contract-only: legacy public forms migrate to native endpoints; no vendor integration or adapter';
