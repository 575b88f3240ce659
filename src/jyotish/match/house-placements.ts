/**
 * Grahas standing in given houses counted whole-sign from a chart's Lagna, Moon or Venus: the
 * one loop behind the Manglik balancing check (`MANGLIK.MATCH_STD`) and papasamya
 * (`PAPASAMYA.EQUAL_POINTS_LMV`).
 */
import type { NatalChart } from '../chart/natal-chart.ts';
import { houseFrom, type GrahaId } from '../core/zodiac.ts';

export type MatchReference = 'lagna' | 'moon' | 'venus';

export interface HousePlacement<G extends GrahaId, R extends MatchReference> {
  graha: G;
  reference: R;
  /** House of the graha counted from the reference's sign, 1…12. */
  house: number;
}

/** Sign (0-based) of a reference point of the chart. */
export function referenceSign(chart: NatalChart, reference: MatchReference): number {
  return reference === 'lagna' ? chart.ascendant.sign : chart.bodies[reference].sign;
}

/**
 * Every graha of `grahas` in one of `houses` from each reference, references in the given
 * order and grahas in theirs. Pure; never throws.
 */
export function placementsInHouses<G extends GrahaId, R extends MatchReference>(
  chart: NatalChart,
  references: readonly R[],
  grahas: readonly G[],
  houses: readonly number[],
): HousePlacement<G, R>[] {
  const out: HousePlacement<G, R>[] = [];
  for (const reference of references) {
    const sign = referenceSign(chart, reference);
    for (const graha of grahas) {
      const house = houseFrom(sign, chart.bodies[graha].sign);
      if (houses.includes(house)) out.push({ graha, reference, house });
    }
  }
  return out;
}
