/**
 * The 17 legacy public calculator forms (spec §4.6) as consumer surfaces: which native
 * endpoint serves each through the public-form migration, how far the purposes overlap, and
 * where the legacy answer came from. Endpoint and status follow the spec's table exactly.
 */
import { LOCAL_PHP, VENDOR_V1, type LegacyExecutionMode, type SurfaceEvidenceStatus, type SurfaceMappingStatus } from './enums.ts';
import { endpoints, type NativeEndpoint } from './native-paths.ts';
import { evidenceFor, localResource } from './resource-evidence.ts';
import type { PublicConsumerSurface } from './schema.ts';

/** The field set of every legacy public form (spec §4.6); identity fields are ignored natively. */
export const legacyFormFieldNames = [
  'fullname', 'gender', 'birthday', 'birthmonth', 'birthyear', 'birthtime', 'birthminute',
  'placebirth', 'lat', 'lang', 'timezone', 'language',
] as const;

interface SurfaceRecord {
  formIdentifier: string;
  calculator: string;
  nativeEndpoint: NativeEndpoint;
  mappingStatus: SurfaceMappingStatus;
  legacyExecutionMode: LegacyExecutionMode;
  observedLegacyResources: string[];
  boundary: string;
}

const vendor = (formIdentifier: string, calculator: string, nativeEndpoint: NativeEndpoint, mappingStatus: SurfaceMappingStatus, observedLegacyResources: string[], boundary: string): SurfaceRecord =>
  ({ formIdentifier, calculator, nativeEndpoint, mappingStatus, legacyExecutionMode: VENDOR_V1, observedLegacyResources, boundary });
const local = (formIdentifier: string, calculator: string, nativeEndpoint: NativeEndpoint, mappingStatus: SurfaceMappingStatus, boundary: string): SurfaceRecord =>
  ({ formIdentifier, calculator, nativeEndpoint, mappingStatus, legacyExecutionMode: LOCAL_PHP, observedLegacyResources: [localResource(formIdentifier)], boundary });

const records: readonly SurfaceRecord[] = [
  vendor('ascendant', 'Ascendant (Lagna) calculator', endpoints.kundli, 'native-purpose-overlap', ['astro_details', 'planets', 'general_ascendant_report'],
    'Native Kundli envelope: sidereal lagna sign, longitude and nakshatra under the declared ayanamsha; the legacy report prose is not reproduced.'),
  vendor('moonsign', 'Moon sign (Rashi) calculator', endpoints.kundli, 'native-purpose-overlap', ['astro_details'],
    'Native Kundli envelope: the Moon row’s rashi; its lord follows the classical sign-lordship table.'),
  vendor('nakshatra', 'Birth nakshatra calculator', endpoints.kundli, 'native-purpose-overlap', ['astro_details', 'general_nakshatra_report'],
    'Native Kundli envelope: Moon nakshatra, pada, lord and declared Moon attributes; birth tithi, yoga and karana belong to Panchang.'),
  vendor('kalsarpa_dosha', 'Kaal Sarpa dosha check', endpoints.kundliInsights, 'native-purpose-overlap', ['kalsarpa_details'],
    'Native Kundli insights: degree-based Kaal Sarpa detection under its declared method, flagged as without classical basis; no one-line verdict or report prose.'),
  vendor('sadhesati', 'Sade Sati status', endpoints.kundliInsights, 'native-purpose-overlap', ['sadhesati_current_status', 'sadhesati_life_details', 'sadhesati_remedies'],
    'Native Kundli insights: Sade Sati phase from the natal Moon sign and Saturn’s transit at the reference date; no sentence answers and no remedies.'),
  vendor('manglikdosha', 'Manglik dosha check', endpoints.kundliInsights, 'native-purpose-overlap', ['manglik'],
    'Native Kundli insights: Manglik status from Mars’s house with declared cancellation rules; no percentage without rule provenance.'),
  vendor('pitradosha', 'Pitri dosha check', endpoints.pitriShapa, 'not-equivalent', ['pitra_dosha_report'],
    'Bounded classical rule audit, not a generic verdict: each rule is reported with its evidence; no single yes/no answer and no remedies.'),
  vendor('yoginidasha', 'Yogini dasha periods', endpoints.kundliAdvanced, 'native-purpose-overlap', ['major_yogini_dasha', 'sub_yogini_dasha', 'current_yogini_dasha'],
    'Native Kundli advanced: eight Yogini periods with UTC boundaries and bilingual names, not the legacy two-cycle list with zone-less dates.'),
  vendor('biorhythm', 'Biorhythm', endpoints.numerologyGuidance, 'native-purpose-overlap', ['biorhythm'],
    'Fixed-sine model returned with its validity limitation: three named cycles, no average, no health claim.'),
  local('atmakaraka', 'Atmakaraka', endpoints.atmakarakaIshta, 'native-purpose-overlap',
    'Native Atmakaraka under its declared karaka scheme; the legacy page’s own rule is not reproduced.'),
  local('ishatdevta', 'Ishta devata', endpoints.atmakarakaIshta, 'native-purpose-overlap',
    'Indicator, not a deity verdict; the legacy spelling of the form identifier is preserved.'),
  local('luckybracelate', 'Lucky bracelet', endpoints.rudrakshaGemstone, 'not-equivalent',
    'Review-only correspondences: no bracelet, purchase or wearing recommendation.'),
  vendor('luckyrudraksha', 'Lucky rudraksha', endpoints.rudrakshaGemstone, 'native-purpose-overlap', ['rudraksha_suggestion'],
    'Rudraksha correspondences, always review-required; no purchase recommendation.'),
  vendor('unluckydate', 'Unlucky dates', endpoints.numerologyGuidance, 'not-equivalent', ['numero_table'],
    'Review-date arithmetic: a date is never labelled unlucky.'),
  vendor('luckydate', 'Lucky dates', endpoints.numerologyGuidance, 'native-purpose-overlap', ['numero_table'],
    'Favourable-date arithmetic from declared number reductions; no promise of events.'),
  vendor('luckycolour', 'Lucky colour', endpoints.numerologyGuidance, 'native-purpose-overlap', ['numero_table'],
    'Colour correspondences of the declared number-planet table; review-only.'),
  local('vehicle-number', 'Vehicle number', endpoints.numerologyGuidance, 'native-purpose-overlap',
    'Transparent reduction of the identifier; no safety or prosperity claim.'),
];

/**
 * A form's evidence status, from the resources it used: any local page logic needs its source
 * read; otherwise every resource with captured sample fields makes it "captured".
 */
function evidenceStatusOf(resources: readonly string[]): SurfaceEvidenceStatus {
  const evidence = resources.map(evidenceFor);
  if (evidence.some((e) => e.officialReference === null)) return 'production-source-review-required';
  return evidence.every((e) => e.officialSampleFields.length > 0) ? 'published-sample-captured' : 'published-sample-partial';
}

/** The 17 surfaces, each served by the public-form migration. */
export const publicConsumerSurfaces: readonly PublicConsumerSurface[] = records.map((r) => ({
  publicPath: `/${r.formIdentifier}`,
  calculator: r.calculator,
  formIdentifier: r.formIdentifier,
  submissionSurface: 'public-html-form',
  fieldNames: [...legacyFormFieldNames],
  nativeEndpoint: r.nativeEndpoint,
  mappingStatus: r.mappingStatus,
  migrationSupported: true,
  boundary: r.boundary,
  legacyExecutionMode: r.legacyExecutionMode,
  observedLegacyResources: [...r.observedLegacyResources],
  evidenceStatus: evidenceStatusOf(r.observedLegacyResources),
}));
