/**
 * A realistic rashi chart for the drawing tests and previews: lagna Karka (Cancer) 9°53′,
 * Rahu/Ketu opposite, five points crowded into house 3 (Kanya) with two of them retrograde,
 * and the three outer planets included.
 */
import type { ChartDrawingInput, ChartPoint } from '../../src/render/chart-svg.ts';

const lagnaSign = 3; // Karka

const pointsByHouse: Record<number, ChartPoint[]> = {
  1: [{ id: 'jupiter', degreeInSign: 12.3, retrograde: false }],
  3: [
    { id: 'sun', degreeInSign: 2.4, retrograde: false },
    { id: 'mercury', degreeInSign: 14.8, retrograde: true },
    { id: 'venus', degreeInSign: 21.1, retrograde: false },
    { id: 'mars', degreeInSign: 27.6, retrograde: false },
    { id: 'ketu', degreeInSign: 6.5, retrograde: true },
  ],
  5: [{ id: 'pluto', degreeInSign: 22.4, retrograde: true }],
  7: [
    { id: 'saturn', degreeInSign: 28.2, retrograde: true },
    { id: 'uranus', degreeInSign: 14.6, retrograde: true },
    { id: 'neptune', degreeInSign: 20.9, retrograde: false },
  ],
  9: [{ id: 'rahu', degreeInSign: 6.5, retrograde: true }],
  11: [{ id: 'moon', degreeInSign: 18.7, retrograde: false }],
};

/** Whole-sign houses from a lagna sign, with the given points per house. */
export function wholeSignChart(lagna: number, points: Record<number, ChartPoint[]>, lagnaDegreeInSign?: number): ChartDrawingInput {
  return {
    title: { en: 'Rashi (D1)', hi: 'राशि (D1)' },
    houses: Array.from({ length: 12 }, (_, i) => ({ house: i + 1, sign: (lagna + i) % 12, points: points[i + 1] ?? [] })),
    lagnaDegreeInSign,
  };
}

export const sampleChart: ChartDrawingInput = wholeSignChart(lagnaSign, pointsByHouse, 9 + 53 / 60);
