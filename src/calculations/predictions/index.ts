/**
 * The three Moon-sign prediction endpoints (daily, weekly, monthly): one request and result
 * schema, one pipeline, differing only in the period and its weights (PRED.WEIGHTS.v1).
 */
import { predictionContentVersion } from '../../content/predictions/version.ts';
import type { PeriodKind } from '../../jyotish/predictions/weights.ts';
import { defineCalculation } from '../types.ts';
import { computePrediction } from './compute.ts';
import { presentPrediction } from './present.ts';
import { PredictionRequest, PredictionResult } from './schema.ts';

const common =
  'Gochara from the natal Moon sign (GOCHARA.PHALADEEPIKA): for each of the seven grahas Sun … Saturn a signal with its segments (split at sign ingresses, stations, the Moon\'s nakshatra changes and vedha changes), each with house from the Moon, base, vedha, vipareeta vedha, the ashtakavarga factor (natal mode) and the effect with its rule ids, a bilingual review chosen deterministically by (rule id, band) and the house-from-Moon evidence; Rahu and Ketu as extra scored signals; chandra bala and (natal mode) tara bala; the weighted score S (PRED.WEIGHTS.v1) and its band; the three headline signals; overlays (Sade Sati and dhaiya, Jupiter/Saturn/Rahu ingresses, stations, eclipses on the Moon axis, Chandrashtama with start and end). Sign-only mode (moonSign) never claims a nakshatra: tara bala and the ashtakavarga are absent and `unavailable` says why. Days run from local sunrise when latitude and longitude are given, else from local midnight (declared in method).';

function predictionCalculation(kind: PeriodKind, path: string, summary: string, extra: string) {
  return defineCalculation({
    id: `predictions-${path}`,
    summary,
    description: `${common} ${extra}`,
    tag: 'Predictions',
    paths: { v2: `/v2/predictions/${path}` },
    requestName: 'PredictionRequest',
    request: PredictionRequest,
    resultName: 'PredictionResult',
    result: PredictionResult,
    versions: { calculation: 'predictions.1', content: predictionContentVersion },
    cacheable: true,
    example: { moonSign: 5, date: '2024-03-01', timezone: 'Asia/Kolkata' },
    compute: (request) => computePrediction(kind, request),
    present: (computed) => presentPrediction(computed),
  });
}

export const predictionsDailyCalculation = predictionCalculation(
  'day', 'daily', 'Daily Moon-sign prediction',
  'The period is one day (sunrise to sunrise, or midnight to midnight without a place); synthesis and days are null.',
);
export const predictionsWeeklyCalculation = predictionCalculation(
  'week', 'weekly', 'Weekly Moon-sign prediction',
  'The period is the week (Monday to Sunday, PRED.WEEK_MONDAY) containing date, scored with the week weights (the Moon time-weighted, no chandra or tara bala); adds a bilingual period synthesis built from the same signals and each day\'s score with the day weights.',
);
export const predictionsMonthlyCalculation = predictionCalculation(
  'month', 'monthly', 'Monthly Moon-sign prediction',
  'The period is the civil calendar month (PRED.MONTH_CIVIL) containing date, scored with the month weights (the Moon cycles through every sign and is dropped); adds a bilingual period synthesis built from the same signals and each day\'s score with the day weights.',
);
