/**
 * Papasamya (dosha samya) `PAPASAMYA.EQUAL_POINTS_LMV`: the malefics Sun, Mars, Saturn, Rahu
 * and Ketu in houses 1, 2, 4, 7, 8 or 12 counted whole-sign from the Lagna, the Moon and
 * Venus. Declared weighting ("equal points, unequal weightage"): every such placement is one
 * point, weighted 1 from the Lagna, ½ from the Moon and ¼ from Venus. The match is acceptable
 * when the groom's total is at least the bride's (sources in the content texts).
 */
import type { NatalChart } from '../chart/natal-chart.ts';
import { manglikDoshaHouses } from '../rules/manglik.ts';
import { placementsInHouses } from './house-placements.ts';

export const papaGrahas = ['sun', 'mars', 'saturn', 'rahu', 'ketu'] as const;
export type PapaGraha = (typeof papaGrahas)[number];
/** The Manglik dosha houses. */
export const papaHouses = manglikDoshaHouses;
export const papaReferences = ['lagna', 'moon', 'venus'] as const;
export type PapaReference = (typeof papaReferences)[number];
export const papaWeights: Readonly<Record<PapaReference, number>> = { lagna: 1, moon: 0.5, venus: 0.25 };

export interface PapaPlacement {
  graha: PapaGraha;
  reference: PapaReference;
  house: number;
  points: number;
}

export interface PapaTotal {
  placements: PapaPlacement[];
  byReference: Record<PapaReference, number>;
  total: number;
}

/** The weighted malefic total of one chart. */
export function papaTotal(chart: NatalChart): PapaTotal {
  const placements: PapaPlacement[] = placementsInHouses(chart, papaReferences, papaGrahas, papaHouses)
    .map((p) => ({ ...p, points: papaWeights[p.reference] }));
  const byReference: Record<PapaReference, number> = { lagna: 0, moon: 0, venus: 0 };
  for (const p of placements) byReference[p.reference] += p.points;
  return { placements, byReference, total: byReference.lagna + byReference.moon + byReference.venus };
}

export interface Papasamya {
  groom: PapaTotal;
  bride: PapaTotal;
  /** Groom's total minus the bride's. */
  difference: number;
  /** The groom's total is at least the bride's. */
  acceptable: boolean;
}

/** Compares the two charts' malefic totals. */
export function computePapasamya(groomChart: NatalChart, brideChart: NatalChart): Papasamya {
  const groom = papaTotal(groomChart);
  const bride = papaTotal(brideChart);
  const difference = groom.total - bride.total;
  return { groom, bride, difference, acceptable: difference >= 0 };
}
