import { defineCalculation } from '../types.ts';
import { computeDishaShool } from './compute.ts';
import { presentDishaShool } from './present.ts';
import { DishaShoolRequest, DishaShoolResult } from './schema.ts';

export const dishaShoolCalculation = defineCalculation({
  id: 'disha-shool',
  summary: 'Disha Shool: the direction a journey is not begun in on a weekday',
  description:
    'The shool direction of the vaara (DISHASHOOL.STD: Sun west, Mon east, Tue north, Wed north, Thu south, Fri west, Sat east; the intercardinal shools of DISHASHOOL.WITH_CORNERS on request), the remedy almanacs print (review-only wording), and whether a given direction of travel is the shool direction. With coordinates the vaara runs from local sunrise to the next (a departure before sunrise belongs to the previous vaara); without them it is the weekday of the date.',
  tag: 'Panchang',
  paths: { v2: '/v2/calculations/disha-shool', v1: '/v1/calculations/disha-shool' },
  requestName: 'DishaShoolRequest',
  request: DishaShoolRequest,
  resultName: 'DishaShoolResult',
  result: DishaShoolResult,
  versions: { calculation: 'disha-shool.1', content: 'disha-shool-content.1' },
  cacheable: true,
  example: { date: '2024-03-01', timezone: 'Asia/Kolkata', latitude: 28.6139, longitude: 77.209, direction: 'north' },
  compute: (request) => computeDishaShool(request),
  present: (computed) => presentDishaShool(computed),
});
