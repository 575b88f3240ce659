/**
 * Helpers that keep the field-mapping data readable: one call per legacy field, the status
 * in the helper's name. An intentional gap has no native path and is never compared.
 */
import type { ComparisonRule, VendorCategory } from '../enums.ts';
import type { NativeEndpoint } from '../native-paths.ts';
import type { FieldMapping } from '../schema.ts';

/** The mappings of one legacy resource onto one native endpoint, before the assessment is derived. */
export interface FieldMappingGroup {
  resource: string;
  nativeEndpoint: NativeEndpoint;
  verificationFormIdentifier: string;
  /** Area of the legacy vendor endpoint; null for the legacy page's own logic (no vendor endpoint). */
  vendorCategory: VendorCategory | null;
  /** Why the native endpoint is (or is not) a candidate for this resource, for `mappings[].reason`. */
  readinessReason: string;
  fieldMappings: FieldMapping[];
}

type Compared = Exclude<ComparisonRule, 'none'>;

/** Same meaning, one native path per legacy field. */
export const direct = (legacyPath: string, nativePaths: string[], comparisonRule: Compared, reason: string): FieldMapping =>
  ({ legacyPath, nativePaths, mappingStatus: 'candidate-direct', comparisonRule, reason });

/** Same purpose, reached by a declared conversion or selection. */
export const derived = (legacyPath: string, nativePaths: string[], comparisonRule: Compared, reason: string): FieldMapping =>
  ({ legacyPath, nativePaths, mappingStatus: 'candidate-derived', comparisonRule, reason });

/** A candidate that needs a captured production payload or page source before it is compared. */
export const runtime = (legacyPath: string, nativePaths: string[], comparisonRule: ComparisonRule, reason: string): FieldMapping =>
  ({ legacyPath, nativePaths, mappingStatus: 'runtime-evidence-required', comparisonRule, reason });

/** Deliberately not reproduced natively. */
export const gap = (legacyPath: string, reason: string): FieldMapping =>
  ({ legacyPath, nativePaths: [], mappingStatus: 'intentional-no-equivalent', comparisonRule: 'none', reason });
