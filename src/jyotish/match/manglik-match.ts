/**
 * Manglik compatibility `MANGLIK.MATCH_STD` (matching.md §5): each partner evaluated by
 * `evaluateManglik` (after cancellations); both or neither manglik is compatible; one manglik
 * is a dosha unless the other partner has Saturn, Rahu or Ketu in 1, 2, 4, 7, 8 or 12 from
 * the Lagna or the Moon (balanced by the partner).
 */
import type { NatalChart } from '../chart/natal-chart.ts';
import { manglikDoshaHouses, type ManglikEvaluation } from '../rules/manglik.ts';
import { placementsInHouses, type HousePlacement } from './house-placements.ts';

export const balancingGrahas = ['saturn', 'rahu', 'ketu'] as const;
export type BalancingGraha = (typeof balancingGrahas)[number];

export type Balancer = HousePlacement<BalancingGraha, 'lagna' | 'moon'>;

export type ManglikMatchOutcome = 'no-dosha' | 'mutually-balanced' | 'balanced-by-partner' | 'dosha';

export interface ManglikMatch {
  outcome: ManglikMatchOutcome;
  compatible: boolean;
  /** One partner is manglik and the other's Saturn, Rahu or Ketu balances it. */
  balancedByPartner: boolean;
  /** The manglik partner when exactly one is. */
  manglikPartner: 'groom' | 'bride' | null;
  /** The placements in the non-manglik partner's chart that balance the dosha. */
  balancers: Balancer[];
}

/** Saturn, Rahu and Ketu in 1, 2, 4, 7, 8 or 12 from the chart's Lagna and Moon. */
export function manglikBalancers(chart: NatalChart): Balancer[] {
  return placementsInHouses(chart, ['lagna', 'moon'] as const, balancingGrahas, manglikDoshaHouses);
}

/** Compares the two evaluations (`effective` = present and not cancelled). */
export function manglikMatch(
  groom: { chart: NatalChart; manglik: ManglikEvaluation },
  bride: { chart: NatalChart; manglik: ManglikEvaluation },
): ManglikMatch {
  const g = groom.manglik.effective;
  const b = bride.manglik.effective;
  if (!g && !b) return { outcome: 'no-dosha', compatible: true, balancedByPartner: false, manglikPartner: null, balancers: [] };
  if (g && b) return { outcome: 'mutually-balanced', compatible: true, balancedByPartner: false, manglikPartner: null, balancers: [] };
  const manglikPartner = g ? 'groom' : 'bride';
  const balancers = manglikBalancers(g ? bride.chart : groom.chart);
  const balanced = balancers.length > 0;
  return {
    outcome: balanced ? 'balanced-by-partner' : 'dosha',
    compatible: balanced,
    balancedByPartner: balanced,
    manglikPartner,
    balancers,
  };
}
