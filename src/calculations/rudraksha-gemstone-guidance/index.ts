import { remediesContentVersion } from '../../content/remedies/names.ts';
import { defineCalculation } from '../types.ts';
import { computeRemedies } from './compute.ts';
import { presentRemedies } from './present.ts';
import { RudrakshaGemstoneRequest, RudrakshaGemstoneResult } from './schema.ts';
import { exampleBirth } from '../shared/examples.ts';

export const rudrakshaGemstoneCalculation = defineCalculation({
  id: 'rudraksha-gemstone-guidance',
  summary: 'Rudraksha and gemstone correspondences of three chart planets (review only)',
  description:
    'Names three planets from the birth chart on stated bases — the lagna lord, the Moon-sign lord and the lord of the Vimshottari mahadasha running at the start of referenceDate (VIM.MOON, with its antardasha and their dates) — and reports, for each, the gem (ratna), common substitutes and the weekday of GEM.NAVARATNA, the metal and finger of the declared, author-dependent list GEM.WEARING_TRADITION, and the rudraksha mukhis of RUDRAKSHA.COMMON; also the full 1–14 mukhi table with Gauri-Shankar (10–14 vary between sources [S/U]) and bracelet correspondences (not a recommendation; the legacy form luckybracelate is not equivalent). When two bases name the same planet both rows are kept and say so. Which graha a chart "needs" is never decided, no weight, size or dosage is given in any unit, nothing is recommended for purchase or wear, and reviewRequired is always true.',
  tag: 'Remedies',
  paths: { v2: '/v2/calculations/rudraksha-gemstone-guidance' },
  requestName: 'RudrakshaGemstoneRequest',
  request: RudrakshaGemstoneRequest,
  resultName: 'RudrakshaGemstoneResult',
  result: RudrakshaGemstoneResult,
  versions: { calculation: 'rudraksha-gemstone-guidance.1', content: remediesContentVersion },
  example: {
    ...exampleBirth,
    referenceDate: '2024-03-01',
  },
  compute: (request, context) => computeRemedies(request, context),
  present: (computed) => presentRemedies(computed),
});
