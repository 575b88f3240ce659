/**
 * The calculation registry: one line per published calculation. Routes (v2 and the v1
 * aliases of the spec), `/openapi.json`, `GET /v2` and `/v2/capabilities` are generated from
 * this list, so adding a calculation needs only its folder and a line here.
 */
import { createRequire } from 'node:module';
import type { AnyCalculation } from './types.ts';
import { panchangCalculation } from './panchang/index.ts';
import { matchMakingAdvancedCalculation, matchMakingCalculation } from './match-making/index.ts';
import { numerologyCalculation } from './numerology/index.ts';
import { numerologyGuidanceCalculation } from './numerology-guidance/index.ts';
import { kundliCalculation } from './kundli/index.ts';
import { kundliAdvancedCalculation } from './kundli-advanced/index.ts';
import { rudrakshaGemstoneCalculation } from './rudraksha-gemstone-guidance/index.ts';
import { kundliInsightsCalculation } from './kundli-insights/index.ts';
import { atmakarakaIshtaCalculation } from './atmakaraka-ishta/index.ts';
import { jaiminiFoundationsCalculation } from './jaimini-foundations/index.ts';
import { pitriShapaCalculation } from './pitri-shapa/index.ts';
import { kpPrashnaCalculation } from './kp-prashna/index.ts';
import { indianCalendarCalculation } from './indian-calendar/index.ts';
import { dishaShoolCalculation } from './disha-shool/index.ts';
import { muhuratFinderCalculation } from './muhurat-finder/index.ts';
import { jamakkolCalculation } from './jamakkol-arudam/index.ts';
import { ayadiCalculation } from './ayadi-shadvarga/index.ts';
import { rectificationCalculation } from './birth-time-rectification/index.ts';
import { lalKitabCalculation } from './lal-kitab/index.ts';
import { predictionsDailyCalculation, predictionsMonthlyCalculation, predictionsWeeklyCalculation } from './predictions/index.ts';
import { personalPlannerCalculation } from './planner/index.ts';
import { varshaphalCalculation } from './varshaphal/index.ts';
import { shadbalaCalculation } from './shadbala/index.ts';

const packageJson = createRequire(import.meta.url)('../../package.json') as { version: string };

/** The engine version in every envelope's `versions.engine`. */
export const engineVersion: string = packageJson.version;

export const calculations: readonly AnyCalculation[] = [
  panchangCalculation,
  matchMakingCalculation,
  matchMakingAdvancedCalculation,
  numerologyCalculation,
  numerologyGuidanceCalculation,
  kundliCalculation,
  kundliAdvancedCalculation,
  rudrakshaGemstoneCalculation,
  kundliInsightsCalculation,
  atmakarakaIshtaCalculation,
  jaiminiFoundationsCalculation,
  pitriShapaCalculation,
  kpPrashnaCalculation,
  indianCalendarCalculation,
  dishaShoolCalculation,
  muhuratFinderCalculation,
  jamakkolCalculation,
  ayadiCalculation,
  rectificationCalculation,
  lalKitabCalculation,
  predictionsDailyCalculation, predictionsWeeklyCalculation, predictionsMonthlyCalculation,
  personalPlannerCalculation,
  varshaphalCalculation,
  shadbalaCalculation,
];
