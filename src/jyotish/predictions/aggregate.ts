/**
 * The weighted aggregate of a period (predictions.md §4): S = Σ w·value / Σ w over the modules
 * present with a non-zero weight, its band, and the three headline signals (§5: largest
 * |w · effect|, ties to the slower graha).
 */
import { grahaIds, type GrahaId } from '../core/zodiac.ts';
import type { GrahaSignal, MoonModules } from './signals.ts';
import { bandOf, predictionWeights, slownessOrder, tidy, type Band, type ModuleId, type PeriodKind } from './weights.ts';

export interface ModuleContribution {
  module: ModuleId;
  weight: number;
  /** The module's time-weighted value in [−1, 1]. */
  value: number;
  /** weight · value. */
  weighted: number;
}

export interface Aggregate {
  contributions: ModuleContribution[];
  /** Σ weight of the modules counted. */
  totalWeight: number;
  score: number;
  band: Band;
  /** The three headline grahas, strongest first. */
  headlines: GrahaId[];
}

/**
 * @param signals the nine grahas' signals (any order)
 */
export function aggregate(kind: PeriodKind, signals: readonly GrahaSignal[], moon: MoonModules): Aggregate {
  const w = predictionWeights[kind];
  const contributions: ModuleContribution[] = [];
  const add = (module: ModuleId, value: number) => {
    const weight = w[module];
    if (weight > 0) contributions.push({ module, weight, value, weighted: tidy(weight * value) });
  };
  const byGraha = new Map(signals.map((s) => [s.graha, s]));
  for (const g of grahaIds) {
    const s = byGraha.get(g);
    if (s) add(g, s.effect);
  }
  add('chandra-bala', moon.chandraBala.score);
  if (moon.taraBala) add('tara-bala', moon.taraBala.score);
  const totalWeight = contributions.reduce((a, c) => a + c.weight, 0);
  const score = tidy(contributions.reduce((a, c) => a + c.weight * c.value, 0) / totalWeight);

  const candidates = signals.filter((s) => w[s.graha] > 0);
  const strength = (s: GrahaSignal) => tidy(Math.abs(w[s.graha] * s.effect));
  const headlines = [...candidates]
    .sort((a, b) => strength(b) - strength(a) || slownessOrder.indexOf(a.graha) - slownessOrder.indexOf(b.graha))
    .slice(0, 3)
    .map((s) => s.graha);
  return { contributions, totalWeight, score, band: bandOf(score), headlines };
}
