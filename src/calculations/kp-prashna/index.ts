import { kpContentVersion } from '../../content/kp/index.ts';
import { defineCalculation } from '../types.ts';
import { exampleBirth } from '../shared/examples.ts';
import { computeKpPrashna } from './compute.ts';
import { presentKpPrashna } from './present.ts';
import { KpPrashnaRequest, KpPrashnaResult } from './schema.ts';

export const kpPrashnaCalculation = defineCalculation({
  id: 'kp-prashna',
  summary: 'KP Prashna (horary 1–249) and the KP chart of a moment',
  description:
    'Krishnamurti Paddhati. With horaryNumber 1–249 a horary chart: the ascendant is set to the start (or middle) of that row of the generated 249 table and the ARMC that raises it at the place and latitude given is found by bisection; without it the KP chart of the moment (a birth, or the question). Placidus cusps from the ARMC with sign, star, sub and sub-sub lords (exact ⅓″ arithmetic); the nine grahas at the moment with their lords, Placidus house and houses owned; significators of every house at levels A–D (E on request), the reverse view per graha and the nodes\' agency; the cuspal sub lord of each house and the houses it signifies; for a question category (marriage 2-7-11, career 2-6-10-11 …) the primary cuspal sub lord\'s evidence with rule ids, never a bare yes/no; and the ruling planets of the moment (RP5 or RP7, duplicates counted, retrograde drops and weak marks declared). KP ayanamsha (AYAN.KP) by default. Latitudes at or beyond the polar circles are refused (Placidus is undefined there).',
  tag: 'KP',
  paths: { v2: '/v2/calculations/kp-prashna', v1: '/v1/calculations/kp-prashna' },
  requestName: 'KPPrashnaRequest',
  request: KpPrashnaRequest,
  resultName: 'KPPrashnaResult',
  result: KpPrashnaResult,
  versions: { calculation: 'kp.1', content: kpContentVersion },
  cacheable: true,
  example: {
    ...exampleBirth,
    ayanamsha: 'krishnamurti',
    horaryNumber: 123,
    question: 'marriage',
  },
  compute: (request) => computeKpPrashna(request),
  present: (computed) => presentKpPrashna(computed),
});
