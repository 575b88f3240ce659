/**
 * East Indian (Bengali) chart, method `LAYOUT.EAST` (../shared/methods/charts-and-vargas.md §4):
 * a 3×3 grid whose corner cells are split by the diagonal running from the chart's outer
 * corner to the cell's inner corner; signs fixed, running anticlockwise from Aries at the top
 * middle. Which triangle each corner sign takes follows from that order — each sign must touch
 * the cell it follows and the one it precedes:
 *   top-left corner:     Taurus = upper-right triangle (on the top edge, beside Aries),
 *                        Gemini = lower-left triangle (on the left edge, above Cancer);
 *   bottom-left corner:  Leo    = upper-left triangle (on the left edge, below Cancer),
 *                        Virgo  = lower-right triangle (on the bottom edge, beside Libra);
 *   bottom-right corner: Scorpio     = lower-left triangle (on the bottom edge, beside Libra),
 *                        Sagittarius = upper-right triangle (on the right edge, below Capricorn);
 *   top-right corner:    Aquarius = lower-right triangle (on the right edge, above Capricorn),
 *                        Pisces   = upper-left triangle (on the top edge, beside Aries).
 * The centre cell holds the title; the lagna's cell is tinted and labelled Asc/लग्न.
 */
import { signShortNames } from '../content/chart-labels.ts';
import type { ChartDrawingInput, ChartLanguage } from './chart-types.ts';
import type { CellSpec, SignLabel } from './cell.ts';
import { centroid, type Vec } from './fit.ts';
import { margin, side, signLabelSizes, type ChartLayout } from './layout.ts';

/**
 * Cell polygon of each sign in units of one grid cell (index 0 = Aries) and the vertex whose
 * corner holds the sign label: the right angle of a triangle, the top-right of a square.
 */
const eastSignCells: readonly { vertices: readonly Vec[]; labelCorner: number }[] = [
  { vertices: [[1, 0], [2, 0], [2, 1], [1, 1]], labelCorner: 1 }, // Aries: top middle
  { vertices: [[0, 0], [1, 0], [1, 1]], labelCorner: 1 }, // Taurus: top-left, upper-right half
  { vertices: [[0, 0], [1, 1], [0, 1]], labelCorner: 2 }, // Gemini: top-left, lower-left half
  { vertices: [[0, 1], [1, 1], [1, 2], [0, 2]], labelCorner: 1 }, // Cancer: left middle
  { vertices: [[0, 2], [1, 2], [0, 3]], labelCorner: 0 }, // Leo: bottom-left, upper-left half
  { vertices: [[1, 2], [1, 3], [0, 3]], labelCorner: 1 }, // Virgo: bottom-left, lower-right half
  { vertices: [[1, 2], [2, 2], [2, 3], [1, 3]], labelCorner: 1 }, // Libra: bottom middle
  { vertices: [[2, 2], [3, 3], [2, 3]], labelCorner: 2 }, // Scorpio: bottom-right, lower-left half
  { vertices: [[2, 2], [3, 2], [3, 3]], labelCorner: 1 }, // Sagittarius: bottom-right, upper-right half
  { vertices: [[2, 1], [3, 1], [3, 2], [2, 2]], labelCorner: 1 }, // Capricorn: right middle
  { vertices: [[3, 0], [3, 1], [2, 1]], labelCorner: 1 }, // Aquarius: top-right, lower-right half
  { vertices: [[2, 0], [3, 0], [2, 1]], labelCorner: 0 }, // Pisces: top-right, upper-left half
];

const cell = side / 3;

/** Sign label tucked into the corner at `corner`, written towards the inside of the cell. */
function cornerLabel(text: string, fontSize: number, corner: Vec, centre: Vec): SignLabel {
  const right = centre[0] > corner[0];
  const below = centre[1] > corner[1];
  return {
    text,
    x: corner[0] + (right ? 4 : -4),
    y: corner[1] + (below ? fontSize + 2 : -5),
    anchor: right ? 'start' : 'end',
    fontSize,
  };
}

/** Layout of the East Indian chart; `input` is already validated. */
export function eastLayout(input: ChartDrawingInput, language: ChartLanguage): ChartLayout {
  const x0 = margin;
  const y0 = margin;
  const cells: CellSpec[] = input.houses.map((house) => {
    const shape = eastSignCells[house.sign];
    const polygon = shape.vertices.map(([u, v]): Vec => [x0 + u * cell, y0 + v * cell]);
    const centre = centroid(polygon);
    return {
      house,
      polygon,
      signLabel: cornerLabel(signShortNames[house.sign][language], signLabelSizes[language], polygon[shape.labelCorner], centre),
      isLagna: house.house === 1,
      preferred: shape.vertices.length === 4 ? [centre[0], centre[1] + 6] : centre,
    };
  });
  const s = side;
  const frame =
    `M${x0} ${y0}h${s}v${s}h${-s}z` +
    `M${x0 + cell} ${y0}v${s}M${x0 + 2 * cell} ${y0}v${s}` +
    `M${x0} ${y0 + cell}h${s}M${x0} ${y0 + 2 * cell}h${s}` +
    `M${x0} ${y0}l${cell} ${cell}M${x0 + s} ${y0}l${-cell} ${cell}` +
    `M${x0} ${y0 + s}l${cell} ${-cell}M${x0 + s} ${y0 + s}l${-cell} ${-cell}`;
  return { width: s + 2 * margin, height: s + 2 * margin, cells, frame, title: { x: x0 + s / 2, y: y0 + s / 2 + 5, fontSize: 15, maxWidth: cell - 10 } };
}
