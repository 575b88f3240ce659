/**
 * Manglik compatibility `MANGLIK.MATCH_STD` (matching.md §5): each partner evaluated by
 * `evaluateManglik` (after cancellations); both or neither manglik is compatible; one manglik
 * is a dosha unless the other partner has Saturn, Rahu or Ketu in 1, 2, 4, 7, 8 or 12 from
 * the Lagna or the Moon (balanced by the partner).
 */
import type { NatalChart } from '../chart/natal-chart.ts';
import { houseFrom } from '../core/zodiac.ts';
import type { ManglikEvaluation } from '../rules/manglik.ts';

export const balancingGrahas = ['saturn', 'rahu', 'ketu'] as const;
export type BalancingGraha = (typeof balancingGrahas)[number];
export const balancingHouses: readonly number[] = [1, 2, 4, 7, 8, 12];

export interface Balancer {
  graha: BalancingGraha;
  reference: 'lagna' | 'moon';
  house: number;
}

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
  const out: Balancer[] = [];
  const refs = [
    ['lagna', chart.ascendant.sign],
    ['moon', chart.bodies.moon.sign],
  ] as const;
  for (const [reference, sign] of refs) {
    for (const graha of balancingGrahas) {
      const house = houseFrom(sign, chart.bodies[graha].sign);
      if (balancingHouses.includes(house)) out.push({ graha, reference, house });
    }
  }
  return out;
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
