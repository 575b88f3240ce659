/** Biorhythm and numerology resources → native numerology and numerology guidance. */
import { endpoints, guidancePaths as g, numerologyPaths as n } from '../native-paths.ts';
import { localResource } from '../resource-evidence.ts';
import { derived, direct, gap, runtime, type FieldMappingGroup } from './define.ts';

const NUMBER_LIST = 'The legacy sends a comma-separated string of numbers, parsed before comparing.';

const cycle = (name: string) => [
  derived(`${name}.percent`, [g.biorhythmValuePercent], 'number-within', `The ${name} cycle as a percentage of the fixed sine model; the legacy rounds to whole numbers, so values are compared within one percentage point.`),
  derived(`${name}.trend`, [g.biorhythmTrend], 'normalized-text', `Direction of the ${name} cycle; the legacy numeric code is mapped onto the native trend id by a declared table.`),
];

export const numerologyMappings: FieldMappingGroup[] = [
  {
    resource: 'biorhythm',
    nativeEndpoint: endpoints.numerologyGuidance,
    verificationFormIdentifier: 'biorhythm',
    vendorCategory: 'numerology',
    readinessReason: 'The three cycles have native values and trends under the same fixed-sine model, returned with its validity limitation; the average is deliberately not published.',
    fieldMappings: [
      ...cycle('physical'),
      ...cycle('emotional'),
      ...cycle('intellectual'),
      gap('average.percent', 'No average of the cycles is published: it has no meaning in the model.'),
      gap('average.trend', 'No average of the cycles is published, so it has no trend.'),
    ],
  },
  {
    resource: 'numero_table',
    nativeEndpoint: endpoints.numerologyGuidance,
    verificationFormIdentifier: 'luckydate',
    vendorCategory: 'numerology',
    readinessReason: 'The fields the luckydate, unluckydate and luckycolour forms read have native guidance paths; numbers are listed for review, never labelled unlucky.',
    fieldMappings: [
      direct('radical_num', [g.radical], 'exact', 'Digital root of the day of birth (psychic number), 1–9 on both sides.'),
      derived('friendly_num', [g.friendlyNumbers, g.friendlyDates], 'exact', `${NUMBER_LIST} Natively, friendly numbers include the psychic number itself and are derived from planet relationships; compared as sets without it.`),
      derived('evil_num', [g.reviewNumbers, g.reviewDates], 'exact', `${NUMBER_LIST} The legacy calls them evil; natively the same slot holds numbers and dates for review, never called unlucky. Only the numbers are compared, not the label.`),
      derived('fav_color', [g.radicalColours], 'normalized-text', 'Colours of the radical number’s planet in the declared number-planet table; the legacy gives one colour name, the native a list that should contain it.'),
    ],
  },
  {
    resource: 'numero_table',
    nativeEndpoint: endpoints.numerology,
    verificationFormIdentifier: 'luckycolour',
    vendorCategory: 'numerology',
    readinessReason: 'Sample fields the forms did not read have native numerology paths (name number, ruling planet, correspondences); the published sample with inputs makes them checkable. Deity, sub-stone and mantra are not published.',
    fieldMappings: [
      direct('name_number', [n.nameReduced], 'exact', 'Reduced name number; the native result declares its letter table (Chaldean by default), which must match the legacy one for an exact comparison.'),
      derived('radical_ruler', [n.radicalPlanet], 'normalized-text', 'The planet of the radical number by the declared number-planet table (7 = Ketu); English names compared after normalisation.'),
      derived('fav_day', [n.days], 'normalized-text', 'A comma-separated string of weekdays; natively a list of weekday correspondences of the number’s planet, compared as sets of names.'),
      derived('fav_stone', [n.stone], 'normalized-text', 'Stone of the number’s planet by the declared gem table; names compared after normalisation of common and mineral names.'),
      derived('fav_metal', [n.metals], 'normalized-text', 'Metal of the number’s planet by the declared metal list, which varies between authors.'),
      gap('fav_substone', 'Substitute stones are not chosen from a number; gem substitutes are served, review-only, by the rudraksha and gemstone guidance for a named graha.'),
      gap('fav_god', 'A deity assignment; the service does not assign deities from numbers.'),
      gap('fav_mantra', 'Mantras are not prescribed: the service gives correspondences for review, not practices.'),
    ],
  },
  {
    resource: localResource('vehicle-number'),
    nativeEndpoint: endpoints.numerologyGuidance,
    verificationFormIdentifier: 'vehicle-number',
    vendorCategory: null,
    readinessReason: 'The legacy page computed this itself; the native guidance reduces the identifier transparently.',
    fieldMappings: [
      runtime('$', [g.vehicleReduced, g.vehicleComparisons], 'exact', 'The legacy page probably summed the digits and compared the result with the radical or destiny number; once its source confirms the rule, reduced values compare exactly with the native digit reduction. No safety or prosperity claim is made.'),
    ],
  },
];
