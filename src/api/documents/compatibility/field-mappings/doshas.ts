/** Dosha and Sade Sati resources → native Kundli insights and the Pitri Shaapa rule audit. */
import { endpoints, insightsPaths as d, pitriShapaPaths } from '../native-paths.ts';
import { derived, direct, gap, runtime, type FieldMappingGroup } from './define.ts';

const PROSE = 'Explanatory prose of the legacy vendor; the service writes its own bilingual explanations and never reproduces these.';

export const doshaMappings: FieldMappingGroup[] = [
  {
    resource: 'kalsarpa_details',
    nativeEndpoint: endpoints.kundliInsights,
    verificationFormIdentifier: 'kalsarpa_dosha',
    vendorCategory: 'dosha',
    readinessReason: 'Detection, the named type and full/partial direction have native paths under a declared degree-based method; the one-line verdict and report prose are not reproduced.',
    fieldMappings: [
      direct('present', [d.kaalSarpaDetected], 'exact', 'Boolean on both sides. The native method is degree-based and stricter than a sign-only test, so a disagreement is a method difference to record.'),
      derived('type', [d.kaalSarpaKind], 'normalized-text', 'The legacy text fuses completeness and direction in one text; natively these are the kind id (full/partial, kaal-sarpa/kaal-amrita), compared after splitting the text.'),
      derived('name', [d.kaalSarpaType], 'normalized-text', 'Named type of the twelve-name list, read by the production page although absent from the published sample; natively the type named by Rahu’s house from the lagna.'),
      derived('report.house_id', [d.kaalSarpaType], 'exact', 'Rahu’s house from the lagna; the native type id is named by that house in the fixed twelve-name list, so the house number follows from it.'),
      gap('one_line', 'A verdict sentence inside a data field; the native result states the detection as a boolean with rule evidence.'),
      gap('report.report', PROSE),
    ],
  },
  {
    resource: 'sadhesati_current_status',
    nativeEndpoint: endpoints.kundliInsights,
    verificationFormIdentifier: 'sadhesati',
    vendorCategory: 'dosha',
    readinessReason: 'Natal Moon sign, Saturn’s transit sign and the Sade Sati flag are native transit paths; sentence answers and the request echo are not reproduced.',
    fieldMappings: [
      direct('sadhesati_status', [d.sadeSatiActive], 'exact', 'Boolean on both sides: Saturn in the 12th, 1st or 2nd sign from the natal Moon at the reference date.'),
      direct('moon_sign', [d.natalMoonRashi], 'normalized-text', 'Natal Moon sign; English sign names compared after normalisation.'),
      derived('saturn_sign', [d.transitPositions], 'normalized-text', 'Saturn’s sign at the reference date: the rashi of the Saturn row of the transit positions.'),
      runtime('is_saturn_retrograde', [d.transitPositions], 'exact', 'Saturn’s motion at the reference date; the Saturn transit row is the candidate, and whether it carries a motion flag is confirmed on a running native response before comparing.'),
      gap('is_undergoing_sadhesati', 'A full answer sentence inside a data field; the boolean answer is sadhesati_status.'),
      gap('consideration_date', 'An unpadded D-M-YYYY echo of the request date; the native request carries the reference date as ISO 8601 and results are not compared on echoes.'),
      gap('what_is_sadhesati', PROSE),
    ],
  },
  {
    resource: 'sadhesati_life_details',
    nativeEndpoint: endpoints.kundliInsights,
    verificationFormIdentifier: 'sadhesati',
    vendorCategory: 'dosha',
    readinessReason: 'The native Sade Sati phase and current cycle cover the purpose; the legacy fields were not captured.',
    fieldMappings: [
      runtime('$', [d.sadeSatiPhase, d.sadeSatiCurrentCycle], 'none', 'No field sample was captured; the life-long Sade Sati periods are compared with the native phase and current cycle only after a production payload is captured.'),
    ],
  },
  {
    resource: 'sadhesati_remedies',
    nativeEndpoint: endpoints.kundliInsights,
    verificationFormIdentifier: 'sadhesati',
    vendorCategory: 'remedy-suggestion',
    readinessReason: 'The service prescribes no remedies for a transit, so no native endpoint is a candidate.',
    fieldMappings: [
      gap('$', 'Remedies are not prescribed as the outcome of a transit; traditional upaya fields of native readings are null by design.'),
    ],
  },
  {
    resource: 'manglik',
    nativeEndpoint: endpoints.kundliInsights,
    verificationFormIdentifier: 'manglikdosha',
    vendorCategory: 'dosha',
    readinessReason: 'Status, Mars’s house and rule-based cancellations are native paths; percentages without rule provenance and report prose are not reproduced.',
    fieldMappings: [
      derived('is_present', [d.manglikStatus], 'exact', 'Presence before cancellation, read from the native status id (absent vs any present or cancelled status) as a boolean.'),
      derived('manglik_status', [d.manglikStatus], 'normalized-text', 'Upper-snake legacy labels are mapped onto native lower-kebab status ids by a declared table before comparing.'),
      derived('is_mars_manglik_cancelled', [d.manglikCancellations, d.manglikStatus], 'exact', 'True when the native cancellations list is non-empty and the status says cancelled; compared as a boolean.'),
      runtime('manglik_present_rule.based_on_house', [d.manglikMarsHouse], 'none', 'Items are undocumented rule texts; they map to Mars’s house counted from the lagna and the Moon once production items are captured.'),
      runtime('manglik_cancel_rule', [d.manglikCancellations], 'none', 'Items are undocumented rule texts; each is matched to a native cancellation rule id once production items are captured.'),
      gap('manglik_present_rule.based_on_aspect', 'Aspect-based Manglik rules are not part of the declared native Manglik method, which counts Mars’s house from the lagna and the Moon.'),
      gap('percentage_manglik_present', 'A percentage with no rule provenance; the native result reports which rules apply, not a score.'),
      gap('percentage_manglik_after_cancellation', 'A percentage with no rule provenance; native cancellations are listed rule by rule.'),
      gap('manglik_report', PROSE),
    ],
  },
  {
    resource: 'pitra_dosha_report',
    nativeEndpoint: endpoints.pitriShapa,
    verificationFormIdentifier: 'pitradosha',
    vendorCategory: 'dosha',
    readinessReason: 'Not equivalent: the native endpoint is a bounded classical rule audit that never issues a generic Pitri dosha verdict or remedies.',
    fieldMappings: [
      runtime('rules_matched', [pitriShapaPaths.rules], 'none', 'Items are sentences and the first one is a header; each real item is matched to a native rule id once production items are captured.'),
      gap('is_pitri_dosha_present', 'A generic verdict; the native audit reports each classical rule with its evidence and never merges them into one yes/no.'),
      gap('what_is_pitri_dosha', PROSE),
      gap('conclusion', PROSE),
      gap('remedies', 'Remedy sentences (the first item a header); the native audit names remedies of the source chapter only as text categories, never as a prescription.'),
      gap('effects', 'Effect sentences (the first item a header); the native audit states rule evidence, not predicted effects.'),
    ],
  },
];
