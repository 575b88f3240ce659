import { plannerContentVersion } from '../../content/predictions/version.ts';
import { exampleBirth } from '../shared/examples.ts';
import { defineCalculation } from '../types.ts';
import { computePlanner } from './compute.ts';
import { presentPlanner } from './present.ts';
import { PlannerRequest, PlannerResult } from './schema.ts';

export const personalPlannerCalculation = defineCalculation({
  id: 'personal-planner',
  summary: 'Personal planner: daily gochara forecast from the birth chart',
  description:
    'The natal Rashi (D1) and Navamsha (D9) charts, typed (twelve houses with planet points) and drawn as SVG in chartStyle (these are birth charts, not transit charts), and a timeline of 1–31 local days from startDate. Each day carries its forecast index (round(50 + 50·S), PLANNER.INDEX_LINEAR) and band from the weighted gochara score of the daily prediction in natal mode (PRED.WEIGHTS.v1), gocharaSignals (graha, house from the natal Moon, effect, rule id — the values the daily prediction gives for that day and place), gocharaReviews (seven bilingual editorial explanations, Sun … Saturn, each with its rule id), chandra bala and tara bala with their segments, and the notable transit events of the day (sign ingresses, stations, the Moon entering the 8th, eclipses on the Moon axis). Days run from sunrise at the birth place (or at currentLocation) in its zone. chartStyle and chartLanguage change only the drawings: the timeline is byte-identical across styles.',
  tag: 'Predictions',
  paths: { v2: '/v2/planner/personal' },
  requestName: 'PlannerRequest',
  request: PlannerRequest,
  resultName: 'PlannerResult',
  result: PlannerResult,
  versions: { calculation: 'personal-forecast.1', content: plannerContentVersion },
  cacheable: true,
  example: { ...exampleBirth, startDate: '2024-03-01', days: 7, chartStyle: 'north' },
  compute: (request) => computePlanner(request),
  present: (computed, request) => presentPlanner(computed, request),
});
