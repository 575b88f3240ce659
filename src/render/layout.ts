/** What each chart style hands to `chart-svg.ts`: its canvas, cells, frame lines and title. */
import type { CellSpec } from './cell.ts';

export interface ChartLayout {
  width: number;
  height: number;
  cells: CellSpec[];
  /** SVG path data of the grid lines, drawn over the cells. */
  frame: string;
  /**
   * Title position (centre of the text, baseline of a one-line title) and size; `maxWidth`
   * (px) is the room it has, where a longer title is broken in two or set smaller (title.ts).
   */
  title: { x: number; y: number; fontSize: number; maxWidth?: number };
}

/** Outer margin of every drawing, so the 1.5 px frame stroke is not clipped. */
export const margin = 2;
/** Side of the chart square; 396 + 2 × 2 = 400, and 396 divides by 3, 4 and 12. */
export const side = 396;
/** Sign-name label size; Devanagari at the same px size looks smaller than Latin, hence 12. */
export const signLabelSizes = { en: 11, hi: 12 } as const;
