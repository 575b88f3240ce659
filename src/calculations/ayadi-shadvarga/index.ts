import { ayadiContentVersion } from '../../content/south-indian/ayadi.ts';
import { defineCalculation } from '../types.ts';
import { computeAyadi } from './compute.ts';
import { presentAyadi } from './present.ts';
import { AyadiRequest, AyadiResult } from './schema.ts';

export const ayadiCalculation = defineCalculation({
  id: 'ayadi-shadvarga',
  summary: 'Ayadi Shadvarga (vastu): aya, vyaya, yoni, riksha, vara, amsha of a perimeter, with a search (review-only)',
  description:
    'The perimeter-based Mayamata set (AYADI.MAYAMATA) of Kerala and Tamil vastu: from the perimeter P as a whole number of hastas (or angulas), Aya (8P mod 12), Vyaya (9P mod 10), Yoni (3P mod 8), Riksha (8P mod 27), Vara (9P mod 7), Amsha (4P mod 9), optionally Tithi (8P mod 30) and Ayus (8P or 9P mod 120), each with its acceptance verdict and rule id, an overall pass or fail with reasons, and a search over up to 1,000 whole perimeters for those that satisfy every rule. Metres and feet are converted through a declared hasta length. Texts disagree on formulas and units: every rule is declared and the result is review-only.',
  tag: 'Vastu',
  paths: { v2: '/v2/calculations/ayadi-shadvarga', v1: '/v1/calculations/ayadi-shadvarga' },
  requestName: 'AyadiRequest',
  request: AyadiRequest,
  resultName: 'AyadiResult',
  result: AyadiResult,
  versions: { calculation: 'ayadi-shadvarga.1', content: ayadiContentVersion },
  cacheable: true,
  example: { length: 12, breadth: 9, unit: 'metre', ownerNakshatra: 4, facing: 'east', search: { minPerimeter: 50, maxPerimeter: 70 } },
  compute: (request) => computeAyadi(request),
  present: (computed) => presentAyadi(computed),
});
