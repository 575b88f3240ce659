/**
 * The audit objects and boundary statements of the compatibility manifest: what the legacy
 * surfaces asked for, what this evidence holds and what it deliberately withholds.
 */
import { PUBLIC_FORM_MIGRATION_ENDPOINT } from './native-paths.ts';
import { legacyFormFieldNames } from './surfaces.ts';
import { SNAPSHOT_DATE } from './versions.ts';

const identityFields = ['fullname', 'gender', 'placebirth'];

export const runtimeSourceSnapshot = {
  snapshotDate: SNAPSHOT_DATE,
  scope: 'The 17 legacy public calculator forms, the legacy resources they read and the legacy vendor’s published samples of those resources.',
  sourceDocuments: [
    'legacy public form inventory (form identifiers and field names)',
    'legacy vendor field inventory of the resources behind the forms',
    'legacy vendor published samples (one with inputs, the others shape fixtures)',
  ],
  capturedArtifacts: ['form identifiers', 'form field names', 'legacy execution mode per form', 'legacy resource names per form', 'sample field paths', 'sample JSON data types', 'observed data quirks'],
  withheldArtifacts: ['sample values', 'submitted birth data', 'names and places of persons', 'vendor credentials', 'vendor host names', 'legacy page source text'],
  sampleValuesPublished: false,
  personalDataPublished: false,
  credentialsHeld: false,
  vendorContacted: false,
  note: 'Compiled from stored evidence; nothing here was fetched from the legacy vendor or the legacy site at request time.',
};

export const runtimeRequestContract = {
  surface: 'legacy public calculator form submission',
  birthFields: ['birthday', 'birthmonth', 'birthyear', 'birthtime', 'birthminute'],
  locationFields: ['lat', 'lang'],
  timezoneField: 'timezone',
  timezoneEncoding: 'UTC offset in decimal hours; no zone name, so historical and daylight-saving rules are unknown to the form',
  fieldNameQuirks: ['lang carries the longitude, not a language', 'birthtime carries the hour only; minutes are in birthminute'],
  identityFields: legacyFormFieldNames.filter((f) => identityFields.includes(f)),
  identityFieldsUsed: false,
  ianaTimezoneDerivedFromCoordinates: true,
  nativeReplacement: PUBLIC_FORM_MIGRATION_ENDPOINT,
  nativeOnlyFields: ['formIdentifier', 'referenceDate'],
};

export const officialRequestContract = {
  provider: 'the legacy vendor’s v1 JSON API',
  birthFields: ['day', 'month', 'year', 'hour', 'min', 'lat', 'lon', 'tzone'],
  timezoneEncoding: 'tzone: UTC offset as a float in hours',
  additionalFieldsByResource: ['manglik: gender'],
  credentialHeldByThisService: false,
  callsMadeByThisService: false,
  responseShapesImitated: false,
  note: 'Recorded to explain the legacy forms’ inputs only; the service neither calls this API nor accepts its request shape.',
};

export const boundaries = [
  'Read-only historical evidence: this document describes legacy surfaces and is not an interface to them.',
  'No route of this service imitates a legacy vendor response; no compatibility alias of another vendor’s contract exists or is planned.',
  'The service makes no call to any vendor and holds no vendor credential.',
  `The public-form migration (${PUBLIC_FORM_MIGRATION_ENDPOINT}) returns the native envelope of the mapped endpoint with an explicit boundary; it is not a legacy-compatible response.`,
  'Sample values, personal data and credentials are never published here: field paths and JSON data types only.',
  'A candidate mapping names where a comparison would look; it does not claim equal results. Differences of declared method (ayanamsha, node type, house system, dosha rule) are method differences, not errors.',
  'advertisedIndianEndpointCount covers the legacy vendor endpoints named in the evidence, not the vendor’s whole catalogue.',
  'Results of the native endpoints are declared-method calculations, not promises of events.',
];
