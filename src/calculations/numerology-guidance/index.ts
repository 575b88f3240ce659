import { numerologyContentVersion } from '../../content/numerology.ts';
import { defineCalculation } from '../types.ts';
import { computeGuidance } from './compute.ts';
import { presentGuidance } from './present.ts';
import { NumerologyGuidanceRequest, NumerologyGuidanceResult } from './schema.ts';

export const numerologyGuidanceCalculation = defineCalculation({
  id: 'numerology-guidance',
  summary: 'Numerology guidance: biorhythm, dates of the month, colours, vehicle number (review only)',
  description:
    'Biorhythm on the reference date by the fixed-sine model BIO.SINE (Fliess/Swoboda, c. 1900; no scientific support, shown for entertainment and review only): exactly three cycles — physical 23, emotional 28, intellectual 33 days — each with value (4 decimals), valuePercent (1 decimal), trend from the next day and critical day; no combined value is published. Dates of the reference month whose number (NUM.DATE_DAY_ROOT by default) is the psychic number or a friendly number, and dates for review from the review numbers (derived, NUM.REL_DERIVED), each with its arithmetic; no date is labelled unlucky. Colours of the reference date by the weekday’s planet and the date number, and of the birth numbers (NUM.PLANET_IN). Optional vehicle identifier: every character, the step-by-step reduction (NUM.PLATE_DIGITS by default, NUM.PLATE_WITH_LETTERS on request) and its relation to the psychic and destiny numbers, with no safety or prosperity claim. Optional name number as in /v2/calculations/numerology. reviewOnly is always true.',
  tag: 'Numerology',
  paths: { v2: '/v2/calculations/numerology-guidance' },
  requestName: 'NumerologyGuidanceRequest',
  request: NumerologyGuidanceRequest,
  resultName: 'NumerologyGuidanceResult',
  result: NumerologyGuidanceResult,
  versions: { calculation: 'numerology-guidance.1', content: numerologyContentVersion },
  // A function of the body alone (no default reads the clock): identical bodies share a result.
  cacheable: true,
  example: { name: 'Asha Verma', birthDate: '1990-05-10', referenceDate: '2024-03-01', vehicleNumber: 'MH01AB1234' },
  compute: (request) => computeGuidance(request),
  present: (computed) => presentGuidance(computed),
});
