import { varshaphalContentVersion } from '../../content/varshaphal/names.ts';
import { exampleBirth } from '../shared/examples.ts';
import { defineCalculation } from '../types.ts';
import { computeVarshaphalRequest } from './compute.ts';
import { presentVarshaphal } from './present.ts';
import { VarshaphalRequest, VarshaphalResult } from './schema.ts';

export const varshaphalCalculation = defineCalculation({
  id: 'varshaphal',
  summary: 'Varshaphal (Tajaka annual chart): varsha pravesh, muntha, year lord, Tajaka aspects and yogas, sahams, mudda and patyayini dashas',
  description:
    'The Tajaka annual chart of one year of life (Tajika Neelakanthi; P. V. R. Narasimha Rao, Vedic Astrology: An Integrated Approach, Tajaka chapters). The year begins at the sidereal solar return (varsha pravesh: the Sun back at its natal sidereal longitude, found on the ephemeris to better than 0.01 s) and ends at the next. The annual chart is cast at the place of residence (default: the birth place); day or night at the pravesh decides the night reversal of the sahams, the tri-rashi and day/night lords and harsha bala. Returned: muntha; pancha-vargiya and harsha balas (and, with `dwadashaVargiyaBala: true`, the twelve-division dwadasha-vargiya bala); the five office holders and the lord of the year with the rule that chose it; every Tajaka aspect with its orb relation; the sixteen Tajaka yogas, formed or not, with the grahas and conditions of each instance; 37 sahams with their day and night formulas and the one-sign rule; the mudda (varsha Vimshottari) and patyayini dashas, both tiling the year. Every rule is declared by id in `method` and written in docs/methods/varshaphal.md.',
  tag: 'Varshaphal',
  paths: { v2: '/v2/calculations/varshaphal' },
  requestName: 'VarshaphalRequest',
  request: VarshaphalRequest,
  resultName: 'VarshaphalResult',
  result: VarshaphalResult,
  versions: { calculation: 'varshaphal.2', content: varshaphalContentVersion },
  cacheable: true,
  example: { ...exampleBirth, age: 35 },
  compute: (request) => computeVarshaphalRequest(request),
  present: (computed) => presentVarshaphal(computed),
});
