import { jamakkolContentVersion } from '../../content/south-indian/jamakkol.ts';
import { exampleBirth } from '../shared/examples.ts';
import { defineCalculation } from '../types.ts';
import { computeJamakkolRequest } from './compute.ts';
import { presentJamakkol } from './present.ts';
import { JamakkolRequest, JamakkolResult } from './schema.ts';

export const jamakkolCalculation = defineCalculation({
  id: 'jamakkol-arudam',
  summary: 'Jamakkol Arudam (Tamil prashna): jamam, outer ring, Udayam, Arudam, Kavippu (review-only)',
  description:
    'For the moment and place of a question: the jamam (day and night each cut into eight) from the actual sunrise and sunset at the place, the eight jama grahas of the outer ring (JK.TN1: sequence Sun, Mars, Jupiter, Mercury, Venus, Saturn, Moon, Snake on Pisces, Capricorn, Sagittarius, Libra, Virgo, Cancer, Gemini, Aries; night rule selectable), Udayam (sun-arc rule or the true lagna), Arudam (5-minute rule of the clock, or the sign the querent chose), Kavippu (Surya veedhi rule), the nine transit grahas and the houses of Arudam and Kavippu from Udayam; optionally a South Indian SVG with labels in English, Hindi or Tamil. Jamakkol has no single printed computational standard: every rule is declared by id and the result is review-only.',
  tag: 'Prashna',
  paths: { v2: '/v2/calculations/jamakkol-arudam', v1: '/v1/calculations/jamakkol-arudam' },
  requestName: 'JamakkolRequest',
  request: JamakkolRequest,
  resultName: 'JamakkolResult',
  result: JamakkolResult,
  versions: { calculation: 'jamakkol-arudam.1', content: jamakkolContentVersion },
  cacheable: true,
  example: { ...exampleBirth, chartLanguage: 'ta' },
  compute: (request) => computeJamakkolRequest(request),
  present: (computed, request) => presentJamakkol(computed, request),
});
