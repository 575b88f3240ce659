/**
 * The enumerations of the compatibility manifest. The first six are fixed by the interface
 * spec (§2.4) and must not grow without a new manifest version; the rest are this service's
 * own evidence vocabulary (lower-kebab-case, as design §1 asks).
 */
import Type from 'typebox';

/** How one legacy field relates to native result paths (spec §2.4, "mappingStatus (field)"). */
export const fieldMappingStatuses = ['candidate-direct', 'candidate-derived', 'runtime-evidence-required', 'intentional-no-equivalent'] as const;
export type FieldMappingStatus = (typeof fieldMappingStatuses)[number];

/** How a legacy value would be compared with the native one (spec §2.4). */
export const comparisonRules = ['exact', 'normalized-text', 'number-within', 'none'] as const;
export type ComparisonRule = (typeof comparisonRules)[number];

/** Summary of a resource's field mappings (spec §2.4, "assessment (mapping)"). */
export const mappingAssessments = [
  'partial-with-intentional-gap',
  'intentional-no-equivalent',
  'partial-runtime-evidence-required',
  'candidate-field-map',
  'runtime-evidence-required',
] as const;
export type MappingAssessment = (typeof mappingAssessments)[number];

/** How a legacy public form relates to its native endpoint (spec §2.4, "mappingStatus (surface)"). */
export const surfaceMappingStatuses = ['native-purpose-overlap', 'not-equivalent'] as const;
export type SurfaceMappingStatus = (typeof surfaceMappingStatuses)[number];

/**
 * Where a legacy form's answer came from (spec §2.4). The first value is prescribed verbatim
 * by the spec and stands for "the legacy vendor's v1 JSON API"; `local-php` is the legacy
 * page's own server-side logic.
 */
export const legacyExecutionModes = ['astrologyapi-v1', 'local-php'] as const;
export type LegacyExecutionMode = (typeof legacyExecutionModes)[number];
/** The mode of forms answered by the legacy vendor (named once, here). */
export const VENDOR_V1: LegacyExecutionMode = legacyExecutionModes[0];
export const LOCAL_PHP: LegacyExecutionMode = legacyExecutionModes[1];

/** Whether a native endpoint is a candidate replacement for a legacy vendor endpoint (spec §2.4). */
export const readinessValues = ['candidate', 'not-equivalent'] as const;
export type Readiness = (typeof readinessValues)[number];

/** What evidence backs a public form (derived from its resources' sample status). */
export const surfaceEvidenceStatuses = ['published-sample-captured', 'published-sample-partial', 'production-source-review-required'] as const;
export type SurfaceEvidenceStatus = (typeof surfaceEvidenceStatuses)[number];

/** What the legacy vendor published for a resource. */
export const officialSampleStatuses = [
  /** A sample whose inputs are published too, so its values can be recomputed. */
  'published-sample-with-inputs',
  /** A sample without inputs: a shape fixture only. */
  'published-shape-sample',
  /** The resource is documented but no sample fields were captured into the evidence. */
  'sample-not-captured',
  /** No documentation at all: the legacy page computed the answer itself. */
  'no-official-sample',
] as const;
export type OfficialSampleStatus = (typeof officialSampleStatuses)[number];

/** The JSON root of a legacy sample. */
export const sampleRoots = ['object', 'array', 'unknown', 'none'] as const;
export type SampleRoot = (typeof sampleRoots)[number];

/** JSON data types of sample fields, as the sample sent them (a boolean sent as "true" is a string). */
export const sampleDataTypes = ['string', 'number', 'integer', 'boolean', 'array', 'object'] as const;
export type SampleDataType = (typeof sampleDataTypes)[number];

/** Broad area of a legacy vendor endpoint. */
export const vendorCategories = ['birth-chart', 'interpretive-report', 'dosha', 'dasha', 'numerology', 'remedy-suggestion'] as const;
export type VendorCategory = (typeof vendorCategories)[number];

export const FieldMappingStatusField = Type.Enum([...fieldMappingStatuses]);
export const ComparisonRuleField = Type.Enum([...comparisonRules]);
export const MappingAssessmentField = Type.Enum([...mappingAssessments]);
export const SurfaceMappingStatusField = Type.Enum([...surfaceMappingStatuses]);
export const LegacyExecutionModeField = Type.Enum([...legacyExecutionModes]);
export const ReadinessField = Type.Enum([...readinessValues]);
export const SurfaceEvidenceStatusField = Type.Enum([...surfaceEvidenceStatuses]);
export const OfficialSampleStatusField = Type.Enum([...officialSampleStatuses]);
export const SampleRootField = Type.Enum([...sampleRoots]);
export const SampleDataTypeField = Type.Enum([...sampleDataTypes]);
export const VendorCategoryField = Type.Enum([...vendorCategories]);
