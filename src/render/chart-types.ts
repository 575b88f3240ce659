/** Input shapes of the chart drawings; re-exported by `chart-svg.ts`, the public entry point. */

export type ChartStyle = 'north' | 'south' | 'east';
export type ChartLanguage = 'en' | 'hi';

export type ChartPointId =
  | 'sun' | 'moon' | 'mars' | 'mercury' | 'jupiter' | 'venus' | 'saturn' | 'rahu' | 'ketu'
  | 'uranus' | 'neptune' | 'pluto';

export interface ChartPoint {
  id: ChartPointId;
  /** Degrees within the sign, 0 ≤ x < 30; drawn as its integer part ("Su 15°"). */
  degreeInSign: number;
  retrograde: boolean;
}

export interface ChartHouse {
  /** 1..12, counted from the lagna (house 1 holds the lagna sign in a rashi chart). */
  house: number;
  /** 0..11, 0 = Aries (Mesha). */
  sign: number;
  points: ChartPoint[];
}

export interface ChartDrawingInput {
  /** e.g. { en: 'Rashi (D1)', hi: 'राशि (D1)' } */
  title: { en: string; hi: string };
  /** Exactly 12 houses, 1..12, each sign once. */
  houses: ChartHouse[];
  /** Shown next to the lagna marker when known. */
  lagnaDegreeInSign?: number;
  /**
   * Print each planet's degree ("Su 15°", default) or its abbreviation alone ("Su"): charts
   * whose houses are not the planets' real signs (Lal Kitab) must not show degrees.
   */
  pointDegrees?: boolean;
}
