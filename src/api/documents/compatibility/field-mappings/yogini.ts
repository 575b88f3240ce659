/** Yogini dasha resources → native Kundli advanced. */
import { advancedPaths as y, endpoints } from '../native-paths.ts';
import { derived, direct, gap, runtime, type FieldMappingGroup } from './define.ts';

const YOGINI_ID = 'Zero-based position in the fixed Yogini order, 0 Mangala … 7 Sankata (the published samples give id 1 to the second Yogini and id 4 to the fifth, with matching durations); the native name identifies the position, compared exactly after that offset.';
const ZONELESS = 'The legacy sends an unpadded local date-time without a zone ("D-M-YYYY H:M"); it is read in the request’s offset and compared with the native UTC boundary within a stated tolerance.';

export const yoginiMappings: FieldMappingGroup[] = [
  {
    resource: 'major_yogini_dasha',
    nativeEndpoint: endpoints.kundliAdvanced,
    verificationFormIdentifier: 'yoginidasha',
    vendorCategory: 'dasha',
    readinessReason: 'Period names, boundaries and lengths are native Yogini period paths; the native list is one eight-period cycle with UTC boundaries, not two cycles.',
    fieldMappings: [
      direct('[].dasha_name', [y.yoginiName], 'normalized-text', 'Yogini name; legacy spellings differ from the native transliteration, compared with the native English name after normalisation.'),
      derived('[].dasha_id', [y.yoginiName], 'exact', YOGINI_ID),
      derived('[].start_date', [y.yoginiStart], 'number-within', ZONELESS),
      derived('[].end_date', [y.yoginiEnd], 'number-within', ZONELESS),
      derived('[].start_ms', [y.yoginiStart], 'number-within', 'Epoch milliseconds; compared with the native UTC boundary within a stated tolerance.'),
      derived('[].end_ms', [y.yoginiEnd], 'number-within', 'Epoch milliseconds; compared with the native UTC boundary within a stated tolerance.'),
      direct('[].duration', [y.yoginiYears], 'exact', 'Period length in whole years (1–8) on both sides. The legacy list runs two cycles (72 years); only its first eight periods have native rows.'),
    ],
  },
  {
    resource: 'sub_yogini_dasha',
    nativeEndpoint: endpoints.kundliAdvanced,
    verificationFormIdentifier: 'yoginidasha',
    vendorCategory: 'dasha',
    readinessReason: 'Candidate through the native Yogini periods; the legacy sub-period fields were not captured.',
    fieldMappings: [
      runtime('$', [y.yoginiPeriods], 'none', 'No field sample was captured; sub-periods are compared with the native Yogini periods only after a production payload shows their fields and splitting rule.'),
    ],
  },
  {
    resource: 'current_yogini_dasha',
    nativeEndpoint: endpoints.kundliAdvanced,
    verificationFormIdentifier: 'yoginidasha',
    vendorCategory: 'dasha',
    readinessReason: 'The running major period is selected from the native Yogini periods by the reference date; sub-levels have no native rows.',
    fieldMappings: [
      derived('major_dasha.dasha_name', [y.yoginiName, y.yoginiStart, y.yoginiEnd], 'normalized-text', 'The period whose start and end enclose the reference date; names compared after spelling normalisation.'),
      derived('major_dasha.dasha_id', [y.yoginiName], 'exact', YOGINI_ID),
      derived('major_dasha.duration', [y.yoginiYears], 'exact', 'Text with a unit (a number followed by the word for years); the number is parsed out and compared exactly with the native years.'),
      runtime('sub_dasha.dasha_name', [y.yoginiPeriods], 'normalized-text', 'The running sub-period; native Yogini rows are whole periods, so the legacy splitting rule must be captured before a comparison.'),
      gap('sub_sub_dasha', 'A third level whose fields were not captured; the native Yogini periods publish no third level.'),
    ],
  },
];
