/**
 * What is known about each legacy resource behind the 17 public forms: the field paths and
 * JSON data types of the legacy vendor's published samples, and the paths the forms read.
 * Source: ../shared/reference/legacy-fields.md and published-samples.md (the legacy vendor's
 * published samples). Values are deliberately not kept here: this is a shape inventory.
 */
import type { OfficialSampleStatus, SampleDataType, SampleRoot } from './enums.ts';
import type { SampleField } from './schema.ts';

/** A resource's evidence before its assessment is derived from the field mappings. */
export interface ResourceEvidenceRecord {
  resource: string;
  productionConsumedPaths: string[];
  officialReference: string | null;
  officialSampleStatus: OfficialSampleStatus;
  officialSampleRoot: SampleRoot;
  officialSampleFields: SampleField[];
  note: string;
}

/** `local-php:<form>`: the legacy page's own logic, which no vendor resource documents. */
export const localResource = (formIdentifier: string) => `local-php:${formIdentifier}`;

const documented = (resource: string) => `legacy vendor v1 documentation: ${resource}`;
const fields = (type: SampleDataType, ...paths: string[]): SampleField[] => paths.map((path) => ({ path, dataType: type }));
const pathsOf = (list: SampleField[]) => list.map((f) => f.path);

const astroDetailsFields: SampleField[] = [
  ...fields('string', 'ascendant', 'sign', 'SignLord', 'Naksahtra', 'NaksahtraLord'),
  ...fields('integer', 'Charan'),
  ...fields('string', 'Varna', 'Vashya', 'Yoni', 'Gan', 'Nadi', 'Yog', 'Karan', 'Tithi', 'yunja', 'tatva', 'name_alphabet', 'paya'),
];

const planetsFields: SampleField[] = [
  ...fields('string', '[].name', '[].sign'),
  ...fields('number', '[].fullDegree'),
  ...fields('string', '[].nakshatra'),
  ...fields('integer', '[].house'),
  // A boolean sent as the string "true".
  ...fields('string', '[].isRetro'),
];

const kalsarpaFields: SampleField[] = [
  ...fields('boolean', 'present'),
  ...fields('string', 'type', 'one_line'),
  ...fields('integer', 'report.house_id'),
  ...fields('string', 'report.report'),
];

const sadhesatiCurrentFields: SampleField[] = [
  ...fields('string', 'consideration_date'),
  ...fields('boolean', 'is_saturn_retrograde'),
  ...fields('string', 'moon_sign', 'saturn_sign', 'is_undergoing_sadhesati'),
  ...fields('boolean', 'sadhesati_status'),
  ...fields('string', 'what_is_sadhesati'),
];

const manglikFields: SampleField[] = [
  ...fields('array', 'manglik_present_rule.based_on_aspect', 'manglik_present_rule.based_on_house', 'manglik_cancel_rule'),
  ...fields('boolean', 'is_mars_manglik_cancelled'),
  ...fields('string', 'manglik_status'),
  ...fields('number', 'percentage_manglik_present', 'percentage_manglik_after_cancellation'),
  ...fields('string', 'manglik_report'),
  ...fields('boolean', 'is_present'),
];

const pitraFields: SampleField[] = [
  ...fields('string', 'what_is_pitri_dosha'),
  ...fields('boolean', 'is_pitri_dosha_present'),
  ...fields('array', 'rules_matched'),
  ...fields('string', 'conclusion'),
  ...fields('array', 'remedies', 'effects'),
];

const majorYoginiFields: SampleField[] = [
  ...fields('integer', '[].dasha_id'),
  ...fields('string', '[].dasha_name', '[].start_date', '[].end_date'),
  ...fields('integer', '[].start_ms', '[].end_ms', '[].duration'),
];

const currentYoginiFields: SampleField[] = [
  ...fields('integer', 'major_dasha.dasha_id'),
  ...fields('string', 'major_dasha.dasha_name', 'major_dasha.duration', 'sub_dasha.dasha_name'),
  ...fields('object', 'sub_sub_dasha'),
];

const biorhythmFields: SampleField[] = ['physical', 'emotional', 'intellectual', 'average'].flatMap((cycle) =>
  fields('integer', `${cycle}.percent`, `${cycle}.trend`),
);

const rudrakshaFields: SampleField[] = fields('string', 'img_url', 'name', 'recommend', 'detail');

const numeroTableFields: SampleField[] = [
  ...fields('integer', 'radical_num', 'name_number'),
  // Number lists sent as comma-separated strings.
  ...fields('string', 'evil_num', 'friendly_num'),
  ...fields('string', 'fav_color', 'fav_day', 'fav_god', 'fav_metal', 'fav_stone', 'fav_substone', 'fav_mantra', 'radical_ruler'),
];

const gemSuggestionFields: SampleField[] = ['LIFE', 'BENEFIC', 'LUCKY'].flatMap((slot) =>
  fields('string', ...['name', 'semi_gem', 'wear_finger', 'weight_caret', 'wear_metal', 'wear_day', 'gem_deity'].map((k) => `${slot}.${k}`)),
);

/** A documented vendor resource whose sample fields were not captured into the evidence. */
function uncaptured(resource: string, note: string): ResourceEvidenceRecord {
  return {
    resource,
    productionConsumedPaths: [],
    officialReference: documented(resource),
    officialSampleStatus: 'sample-not-captured',
    officialSampleRoot: 'unknown',
    officialSampleFields: [],
    note,
  };
}

/** A form the legacy page answered itself, without a vendor resource. */
function localOnly(formIdentifier: string, note: string): ResourceEvidenceRecord {
  return {
    resource: localResource(formIdentifier),
    productionConsumedPaths: [],
    officialReference: null,
    officialSampleStatus: 'no-official-sample',
    officialSampleRoot: 'none',
    officialSampleFields: [],
    note,
  };
}

export const resourceEvidence: readonly ResourceEvidenceRecord[] = [
  {
    resource: 'astro_details',
    productionConsumedPaths: pathsOf(astroDetailsFields),
    officialReference: documented('astro_details'),
    officialSampleStatus: 'published-shape-sample',
    officialSampleRoot: 'object',
    officialSampleFields: astroDetailsFields,
    note: 'Read by the ascendant, moonsign and nakshatra forms. Key typos (Naksahtra, NaksahtraLord) and misspelt nakshatra names are the vendor’s; yunja, Yog, Karan and Tithi mix Panchang elements into a chart resource.',
  },
  {
    resource: 'planets',
    productionConsumedPaths: ['[].name', '[].sign', '[].fullDegree', '[].nakshatra', '[].house'],
    officialReference: documented('planets'),
    officialSampleStatus: 'published-shape-sample',
    officialSampleRoot: 'array',
    officialSampleFields: planetsFields,
    note: 'The ascendant form read only the row named "Ascendant". Retrograde is sent as the string "true"/"false".',
  },
  uncaptured('general_ascendant_report', 'Read by the ascendant form as report prose; no field sample is held.'),
  uncaptured('general_nakshatra_report', 'Read by the nakshatra form as report prose; no field sample is held.'),
  {
    resource: 'kalsarpa_details',
    productionConsumedPaths: ['present', 'type', 'one_line', 'report.house_id', 'report.report', 'name'],
    officialReference: documented('kalsarpa_details'),
    officialSampleStatus: 'published-shape-sample',
    officialSampleRoot: 'object',
    officialSampleFields: kalsarpaFields,
    note: 'The production page also read a root key `name` that the published sample does not contain (a documented root conflict). The named type sits inside report prose.',
  },
  {
    resource: 'sadhesati_current_status',
    productionConsumedPaths: pathsOf(sadhesatiCurrentFields),
    officialReference: documented('sadhesati_current_status'),
    officialSampleStatus: 'published-shape-sample',
    officialSampleRoot: 'object',
    officialSampleFields: sadhesatiCurrentFields,
    note: 'is_undergoing_sadhesati is a sentence in a data field; consideration_date is an unpadded D-M-YYYY echo of the request.',
  },
  uncaptured('sadhesati_life_details', 'Called by the sadhesati form besides the current status; no field sample is held.'),
  uncaptured('sadhesati_remedies', 'Called by the sadhesati form besides the current status; no field sample is held.'),
  {
    resource: 'manglik',
    productionConsumedPaths: pathsOf(manglikFields),
    officialReference: documented('manglik'),
    officialSampleStatus: 'published-shape-sample',
    officialSampleRoot: 'object',
    officialSampleFields: manglikFields,
    note: 'Needs a gender field besides the birth fields. Percentages carry no rule provenance; manglik_status takes upper-snake labels.',
  },
  {
    resource: 'pitra_dosha_report',
    productionConsumedPaths: pathsOf(pitraFields),
    officialReference: documented('pitra_dosha_report'),
    officialSampleStatus: 'published-shape-sample',
    officialSampleRoot: 'object',
    officialSampleFields: pitraFields,
    note: 'The first item of rules_matched, remedies and effects is a header sentence, not an item.',
  },
  {
    resource: 'major_yogini_dasha',
    productionConsumedPaths: pathsOf(majorYoginiFields),
    officialReference: documented('major_yogini_dasha'),
    officialSampleStatus: 'published-shape-sample',
    officialSampleRoot: 'array',
    officialSampleFields: majorYoginiFields,
    note: 'Two cycles (72 years) of periods; dates are unpadded local date-times without a zone ("D-M-YYYY H:M").',
  },
  uncaptured('sub_yogini_dasha', 'Called by the yoginidasha form for sub-periods; no field sample is held.'),
  {
    resource: 'current_yogini_dasha',
    productionConsumedPaths: pathsOf(currentYoginiFields),
    officialReference: documented('current_yogini_dasha'),
    officialSampleStatus: 'published-shape-sample',
    officialSampleRoot: 'object',
    officialSampleFields: currentYoginiFields,
    note: 'Durations are text with a unit (a number followed by the word for years); the fields of sub_sub_dasha were not captured.',
  },
  {
    resource: 'biorhythm',
    productionConsumedPaths: pathsOf(biorhythmFields),
    officialReference: documented('biorhythm'),
    officialSampleStatus: 'published-shape-sample',
    officialSampleRoot: 'object',
    officialSampleFields: biorhythmFields,
    note: 'Includes an average of the three cycles, which the native result deliberately does not publish.',
  },
  {
    resource: 'rudraksha_suggestion',
    productionConsumedPaths: pathsOf(rudrakshaFields),
    officialReference: documented('rudraksha_suggestion'),
    officialSampleStatus: 'published-shape-sample',
    officialSampleRoot: 'object',
    officialSampleFields: rudrakshaFields,
    note: 'Recommendation prose and an image path of the vendor.',
  },
  {
    resource: 'numero_table',
    productionConsumedPaths: ['radical_num', 'evil_num', 'friendly_num', 'fav_color'],
    officialReference: documented('numero_table'),
    officialSampleStatus: 'published-sample-with-inputs',
    officialSampleRoot: 'object',
    officialSampleFields: numeroTableFields,
    note: 'The one sample published with its inputs (name and date). It also shows destiny and neutral-number values whose key spellings were not captured; number lists are comma-separated strings.',
  },
  {
    resource: 'basic_gem_suggestion',
    productionConsumedPaths: [],
    officialReference: documented('basic_gem_suggestion'),
    officialSampleStatus: 'published-shape-sample',
    officialSampleRoot: 'object',
    officialSampleFields: gemSuggestionFields,
    note: 'A possible source of the luckybracelate form, not observed in production: the form may have used it or numero_table (fav_stone, fav_metal).',
  },
  localOnly('atmakaraka', 'No vendor resource documents it; the legacy page probably derived it from planet longitudes. Its karaka scheme is unknown until the page source is read.'),
  localOnly('ishatdevta', 'No vendor resource documents it; the Jaimini rule (12th from Karakamsa) has variants and the page’s choice is unknown.'),
  localOnly('luckybracelate', 'No vendor resource documents it; the page may have read basic_gem_suggestion or numero_table.'),
  localOnly('vehicle-number', 'No vendor resource documents it; probably a digit sum compared with the radical or destiny number, computed by the page.'),
];

/** The evidence record of a resource; throws on a name the evidence does not hold (a data error). */
export function evidenceFor(resource: string): ResourceEvidenceRecord {
  const found = resourceEvidence.find((r) => r.resource === resource);
  if (!found) throw new Error(`compatibility evidence: unknown legacy resource ${resource}`);
  return found;
}
