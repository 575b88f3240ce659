import { rectificationContentVersion } from '../../content/south-indian/rectification.ts';
import { exampleBirth } from '../shared/examples.ts';
import { defineCalculation } from '../types.ts';
import { computeRectification } from './compute.ts';
import { presentRectification } from './present.ts';
import { RectificationRequest, RectificationResult } from './schema.ts';

export const rectificationCalculation = defineCalculation({
  id: 'birth-time-rectification',
  summary: 'Birth-time rectification: candidate minutes ranked by event–dasha evidence (an estimate for review)',
  description:
    'Scores every minute of the window around the recorded birth time (RECT.STEP_60S) against the life events given: for each event, 3·sig(MD) + 2·sig(AD) + 1·sig(PD), where sig says whether the Vimshottari lord running at the event signifies the event\'s houses in that minute\'s chart (occupation, ownership, nakshatra lord, full aspect, or karaka: RECT.EVENT_VIM). Returns the five best minutes with lagna, Moon nakshatra, score and per-event evidence, the margin and a confidence band, the Kunda check (RECT.KUNDA, tie-break or filter) and the R3 diagnostics (nakshatra shuddhi, lagna shuddhi, pranapada) labelled as diagnostics. The recorded time is scored but never changed. An estimate for an astrologer\'s review.',
  tag: 'Kundli',
  paths: { v2: '/v2/calculations/birth-time-rectification', v1: '/v1/calculations/birth-time-rectification' },
  requestName: 'BirthTimeRectificationRequest',
  request: RectificationRequest,
  resultName: 'BirthTimeRectificationResult',
  result: RectificationResult,
  versions: { calculation: 'birth-time-rectification.1', content: rectificationContentVersion },
  cacheable: true,
  example: {
    ...exampleBirth,
    windowMinutes: 30,
    events: [
      { type: 'marriage', date: '2015-02-14' },
      { type: 'job_start', date: '2012-07-01', precision: 'month' },
      { type: 'child_birth', date: '2017-11-20' },
    ],
  },
  compute: (request) => computeRectification(request),
  present: (computed, request) => presentRectification(computed, request),
});
