import { kundliContentVersion } from '../../content/kundli/index.ts';
import { defineCalculation } from '../types.ts';
import { computeKundli } from './compute.ts';
import { presentKundli } from './present.ts';
import { KundliRequest, KundliResult } from './schema.ts';
import { exampleBirth } from '../shared/examples.ts';

export const kundliCalculation = defineCalculation({
  id: 'kundli',
  summary: 'Birth chart (Kundli)',
  description:
    'The sidereal birth chart: lagna and eleven rows (Sun … Saturn, Rahu, Ketu, Uranus, Neptune) with sign, nakshatra, pada, house, bhava, speed, retrogression, combustion and BPHS dignity; the Moon\'s sign, nakshatra and avakahada attributes (varna, vashya, yoni, gana, nadi, tatva, paya, name syllable); the Rashi (D1), Bhava and Navamsha (D9) charts and any of the sixteen Shodashavarga charts asked for, optionally drawn as North, South or East Indian SVG; and bilingual interpretation paragraphs, each with its content id, rule id and classical source.',
  tag: 'Kundli',
  paths: { v2: '/v2/calculations/kundli', v1: '/v1/calculations/kundli' },
  requestName: 'KundliRequest',
  request: KundliRequest,
  resultName: 'KundliResult',
  result: KundliResult,
  versions: { calculation: 'kundli.2', content: kundliContentVersion },
  cacheable: true,
  example: {
    ...exampleBirth,
    vargas: [2, 3, 10],
  },
  compute: (request) => computeKundli(request),
  present: (computed, request) => presentKundli(computed, request),
});
