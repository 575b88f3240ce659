import { kundliAdvancedContentVersion } from '../../content/kundli-advanced/index.ts';
import { defineCalculation } from '../types.ts';
import { computeKundliAdvanced } from './compute.ts';
import { presentKundliAdvanced } from './present.ts';
import { KundliAdvancedPublishedResult, KundliAdvancedRequest, type KundliAdvancedResult } from './schema.ts';
import { exampleBirth } from '../shared/examples.ts';

export const kundliAdvancedCalculation = defineCalculation({
  id: 'kundli-advanced',
  summary: 'Advanced kundli evidence: bhava cusps, graha drishti, ashtakavarga, uchcha bala, dashas and natal readings',
  description:
    'Computed from the same natal chart as kundli (calculation kundli.2) and never altering it: the twelve bhava cusps of the house system; the thirteen full graha drishti rows (7th aspects of Sun … Saturn, Mars 4/8, Jupiter 5/9, Saturn 3/10) and a graha-to-graha aspect-strength table in virupas (sign-based BPHS 26 fractions); the seven Bhinna and the Sarva ashtakavarga registers (BPHS 66) with contributing references and the 337 check; uchcha bala and dignity summaries of the seven grahas; Vimshottari mahadashas, antardashas and pratyantardashas (729) over 120 years, the eight Yogini periods from birth (antardashas on request) and the twelve Chara dasha sign periods (K. N. Rao or P. V. R. Narasimha Rao) with antardashas; and nine bilingual natal reading topics with rule-linked facts, reconciliation and dated dasha context. No remedies are given.',
  tag: 'Kundli',
  paths: { v2: '/v2/calculations/kundli-advanced', v1: '/v1/calculations/kundli-advanced' },
  requestName: 'KundliAdvancedRequest',
  request: KundliAdvancedRequest,
  resultName: 'KundliAdvancedResult',
  // Served and documented with the six sections optional (a request's include list may leave
  // them out); typed as the whole result, which is what every caller without include gets.
  result: KundliAdvancedPublishedResult as unknown as typeof KundliAdvancedResult,
  versions: { calculation: 'kundli.2', content: kundliAdvancedContentVersion },
  // A function of the body alone (no default reads the clock): identical bodies share a result.
  cacheable: true,
  example: {
    ...exampleBirth,
  },
  compute: (request) => computeKundliAdvanced(request),
  present: (computed) => presentKundliAdvanced(computed),
});
