/**
 * Weights of the prediction aggregate (`PRED.WEIGHTS.v1`, predictions.md §4) and the band
 * thresholds of the score.
 */
import type { GrahaId } from '../core/zodiac.ts';

export type PeriodKind = 'day' | 'week' | 'month';

/** The modules of the aggregate: the nine grahas, chandra bala and tara bala. */
export type ModuleId = GrahaId | 'chandra-bala' | 'tara-bala';

export const weightsMethodId = 'PRED.WEIGHTS.v1';

/** Weight of each module per period kind. */
export const predictionWeights: Readonly<Record<PeriodKind, Readonly<Record<ModuleId, number>>>> = {
  day: { sun: 1, moon: 3, mars: 1, mercury: 1, jupiter: 1, venus: 1, saturn: 1, rahu: 0.5, ketu: 0.5, 'chandra-bala': 2, 'tara-bala': 2 },
  week: { sun: 1.5, moon: 1.5, mars: 1.5, mercury: 1.5, jupiter: 1, venus: 1.5, saturn: 1, rahu: 0.5, ketu: 0.5, 'chandra-bala': 0, 'tara-bala': 0 },
  month: { sun: 2, moon: 0, mars: 2, mercury: 1, jupiter: 2.5, venus: 1, saturn: 2.5, rahu: 1.5, ketu: 1.5, 'chandra-bala': 0, 'tara-bala': 0 },
};

export type Band = 'favourable' | 'mixed' | 'challenging';

/** S ≥ 0.35 favourable, S ≤ −0.35 challenging, else mixed (predictions.md §4). */
export const bandThreshold = 0.35;

/** Rounds to 9 decimals so sums such as 0.1 + 0.25 compare with the thresholds as written. */
export function tidy(x: number): number {
  const r = Math.round(x * 1e9) / 1e9;
  return r === 0 ? 0 : r;
}

/** The band of a score or of a time-weighted effect. */
export function bandOf(score: number): Band {
  const s = tidy(score);
  if (s >= bandThreshold) return 'favourable';
  if (s <= -bandThreshold) return 'challenging';
  return 'mixed';
}

/** Order of "slowness" that breaks headline ties: Saturn, Rahu/Ketu, Jupiter, Mars, Sun, Venus, Mercury, Moon. */
export const slownessOrder: readonly GrahaId[] = ['saturn', 'rahu', 'ketu', 'jupiter', 'mars', 'sun', 'venus', 'mercury', 'moon'];

/**
 * The forecast index of the planner (`PLANNER.INDEX_LINEAR`): round(50 + 50·S), S ∈ [−1, 1],
 * so −1 → 0, 0 → 50, +1 → 100.
 */
export function forecastIndex(score: number): number {
  return Math.min(100, Math.max(0, Math.round(50 + 50 * tidy(score))));
}
