import { strengthContentVersion } from '../../content/strength/index.ts';
import { defineCalculation } from '../types.ts';
import { exampleBirth } from '../shared/examples.ts';
import { computeShadbalaCalculation } from './compute.ts';
import { presentShadbala } from './present.ts';
import { ShadbalaRequest, ShadbalaResult } from './schema.ts';

export const shadbalaCalculation = defineCalculation({
  id: 'shadbala',
  summary: 'Shadbala, bhava bala, vimshopaka and harsha bala, and ashtakavarga sodhana, pindas and kakshas',
  description:
    'The six-fold strength (BPHS 27, worked as in B. V. Raman\'s Graha and Bhava Balas) of the seven grahas with every component in virupas — sthana (uchcha, saptavargaja, ojayugma, kendradi, drekkana), dig, kala (nathonnatha, paksha, tribhaga, abda, masa, vara, hora, ayana, yuddha), chesta, naisargika and drik bala — the total in rupas, the required minimum, the ratio and the rank, and ishta and kashta phala; bhava bala of the twelve houses (bhavadhipati, dig and drishti); vimshopaka bala in the shadvarga, saptavarga, dashavarga and shodashavarga schemes (BPHS 7); harsha bala (Tajika); and the ashtakavarga beyond the raw registers: the lagna\'s own register, trikona and ekadhipatya sodhana, rashi, graha and sodhya pindas, and the kaksha of each graha at birth and, on request, at a transit instant. Computed from the same natal chart as kundli; kundli-advanced returns the same block with strength: true.',
  tag: 'Kundli',
  paths: { v2: '/v2/calculations/shadbala', v1: '/v1/calculations/shadbala' },
  requestName: 'ShadbalaRequest',
  request: ShadbalaRequest,
  resultName: 'ShadbalaResult',
  result: ShadbalaResult,
  versions: { calculation: 'shadbala.1', content: strengthContentVersion },
  cacheable: true,
  example: { ...exampleBirth },
  compute: (request) => computeShadbalaCalculation(request),
  present: (computed) => presentShadbala(computed),
});
