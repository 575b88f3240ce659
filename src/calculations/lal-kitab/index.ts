import { lalKitabContentVersion } from '../../content/lal-kitab/index.ts';
import { exampleBirth } from '../shared/examples.ts';
import { defineCalculation } from '../types.ts';
import { computeLalKitab } from './compute.ts';
import { presentLalKitab } from './present.ts';
import { LalKitabRequest, LalKitabResult } from './schema.ts';

export const lalKitabCalculation = defineCalculation({
  id: 'lal-kitab',
  summary: 'Lal Kitab chart, debts, sleeping grahas and varshphal (review-only)',
  description:
    'The birth chart in the Lal Kitab folk system (Pt. Roop Chand Joshi, 1939–1952): the nine grahas in their whole-sign houses from the real lagna, each house read as a fixed sign (house 1 = Aries … 12 = Pisces), optionally drawn as North, South or East Indian SVG; per graha its pakka ghar and exalted/debilitated/own status under the declared edition variant (LK.DIGNITY or LK.DIGNITY_ALL), the house aspects it casts and receives with their strengths including the takkar of the 8th on the 2nd (LK.DRISHTI or LK.DRISHTI_PLUS7), and whether it is asleep with the rule that decided (LK.SLEEP_V1); the sleeping houses; the nine debts (rin, LK.RIN) with the graha and house that flagged each; the varshphal (annual chart) of the requested age or of the current year by the 120-year Lal Kitab table (LK.VARSHPHAL); and, review-only, the remedy categories the tradition associates with each flagged condition (LK.UPAY_CATEGORIES) — described, never prescribed. The blind horoscope, artificial planets and palmistry links are listed as not implemented. Decisions: the default age is the one completed today at the birth place, so identical bodies may differ across birthdays and results are not cached; Mars keeps both pakka ghars (3 and 8) in every variant; no degrees are drawn.',
  tag: 'Kundli',
  paths: { v2: '/v2/calculations/lal-kitab', v1: '/v1/calculations/lal-kitab' },
  requestName: 'LalKitabRequest',
  request: LalKitabRequest,
  resultName: 'LalKitabResult',
  result: LalKitabResult,
  versions: { calculation: 'lal-kitab.1', content: lalKitabContentVersion },
  example: {
    ...exampleBirth,
    age: 33,
    chartStyle: 'north',
  },
  compute: (request, context) => computeLalKitab(request, context),
  present: (computed, request) => presentLalKitab(computed, request),
});
