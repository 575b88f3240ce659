/**
 * The chart checks of the muhurta lagna (muhurat-and-calendar.md §4, "Lagna / chart checks"),
 * read as the soft rule "lagna fully clean" (+20): each is a rule id that passes or fails.
 * Houses are whole signs counted from the lagna sign.
 */
import type { GrahaId } from '../core/zodiac.ts';
import { grahaIds, houseFrom } from '../core/zodiac.ts';

export const chartCheckIds = [
  'CHART.H7_EMPTY', 'CHART.H8_EMPTY', 'CHART.NO_MALEFIC_H1', 'CHART.MOON_NOT_6_8_12', 'CHART.VENUS_NOT_6',
  'CHART.MARS_NOT_8', 'CHART.NO_MALEFIC_H4', 'CHART.NO_MALEFIC_H10_H11',
] as const;
export type ChartCheckId = (typeof chartCheckIds)[number];

/** Natural malefics of the checks: Sun, Mars, Saturn, Rahu, Ketu. */
export const malefics: readonly GrahaId[] = ['sun', 'mars', 'saturn', 'rahu', 'ketu'];
/** Benefics of "benefic in kendra or trikona": Jupiter, Venus, Mercury. */
export const benefics: readonly GrahaId[] = ['jupiter', 'venus', 'mercury'];

/** 0-based sidereal sign of each graha. */
export type GrahaSigns = Readonly<Record<GrahaId, number>>;

const grahas: readonly GrahaId[] = grahaIds;

function housesOf(lagna: number, signs: GrahaSigns): Record<GrahaId, number> {
  const out = {} as Record<GrahaId, number>;
  for (const g of grahas) out[g] = houseFrom(lagna, signs[g]);
  return out;
}

/** Whether one check passes for a lagna sign and the grahas' signs. */
export function chartCheckPasses(id: ChartCheckId, lagna: number, signs: GrahaSigns): boolean {
  const h = housesOf(lagna, signs);
  const none = (houses: number[], who: readonly GrahaId[] = grahas) => who.every((g) => !houses.includes(h[g]));
  switch (id) {
    case 'CHART.H7_EMPTY':
      return none([7]);
    case 'CHART.H8_EMPTY':
      return none([8]);
    case 'CHART.NO_MALEFIC_H1':
      return none([1], malefics);
    case 'CHART.MOON_NOT_6_8_12':
      return ![6, 8, 12].includes(h.moon);
    case 'CHART.VENUS_NOT_6':
      return h.venus !== 6;
    case 'CHART.MARS_NOT_8':
      return h.mars !== 8;
    case 'CHART.NO_MALEFIC_H4':
      return none([4], malefics);
    case 'CHART.NO_MALEFIC_H10_H11':
      return none([10, 11], malefics);
  }
}

/** "A benefic in a kendra or trikona": Jupiter, Venus or Mercury in house 1, 4, 5, 7, 9 or 10. */
export function beneficInKendraTrikona(lagna: number, signs: GrahaSigns): boolean {
  return benefics.some((g) => [1, 4, 5, 7, 9, 10].includes(houseFrom(lagna, signs[g])));
}
