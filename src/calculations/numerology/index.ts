import { numerologyContentVersion } from '../../content/numerology.ts';
import { defineCalculation } from '../types.ts';
import { computeNumerology } from './compute.ts';
import { presentNumerology } from './present.ts';
import { NumerologyRequest, NumerologyResult } from './schema.ts';

export const numerologyCalculation = defineCalculation({
  id: 'numerology',
  summary: 'Numerology: psychic, destiny and name numbers with their correspondences (review only)',
  description:
    'Psychic number (Moolank) from the day of the civil birth date, destiny number (Bhagyank) from all digits of the date, and the name number (compound and reduced) with every letter and its value in the Chaldean (NUM.CHALDEAN, default) or Pythagorean (NUM.PYTHAGOREAN) table. Each number carries its planet (NUM.PLANET_IN) and a bilingual meaning of the correspondence tradition. Friendly, neutral and review numbers are DERIVED from the natural planetary relationships of BPHS (NUM.REL_DERIVED on REL.BPHS; Rahu read as Saturn and Ketu as Mars, NUM.REL_NODE_PROXY); review numbers are never called unlucky. Weekday, colours, stone and metal of the psychic number (NUM.PLANET_IN, NUM.METAL_IN). Names may use accented Latin letters (NFD, marks dropped); other scripts are refused. reviewOnly is always true.',
  tag: 'Numerology',
  paths: { v2: '/v2/calculations/numerology' },
  requestName: 'NumerologyRequest',
  request: NumerologyRequest,
  resultName: 'NumerologyResult',
  result: NumerologyResult,
  versions: { calculation: 'numerology.1', content: numerologyContentVersion },
  // A function of the body alone (no default reads the clock): identical bodies share a result.
  cacheable: true,
  example: { name: 'Asha Verma', birthDate: '1990-05-10', system: 'chaldean' },
  compute: (request) => computeNumerology(request),
  present: (computed) => presentNumerology(computed),
});
