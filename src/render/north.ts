/**
 * North Indian (diamond) chart, method `LAYOUT.NORTH` (../shared/methods/charts-and-vargas.md §4):
 * houses fixed, signs move. House 1 is the top central diamond, then anticlockwise
 * 2 top-left upper triangle, 3 left-upper, 4 left diamond, 5 left-lower, 6 bottom-left,
 * 7 bottom diamond, 8 bottom-right, 9 right-lower, 10 right diamond, 11 right-upper,
 * 12 top-right. Each house shows its sign number (1 = Aries) near its innermost vertex.
 */
import type { ChartDrawingInput } from './chart-types.ts';
import type { CellSpec } from './cell.ts';
import { centroid, type Vec } from './fit.ts';
import { margin, side, type ChartLayout } from './layout.ts';

/** Space above the square for the title. */
const titleBand = 28;

/**
 * House polygons in fractions of the square (x right, y down), index 0 = house 1, and the
 * index of the vertex that points to the chart centre (where the sign number goes).
 */
const housePolygons: readonly { vertices: readonly Vec[]; inner: number }[] = [
  { vertices: [[0.5, 0], [0.75, 0.25], [0.5, 0.5], [0.25, 0.25]], inner: 2 }, // 1 top diamond
  { vertices: [[0, 0], [0.5, 0], [0.25, 0.25]], inner: 2 }, // 2 top-left upper triangle
  { vertices: [[0, 0], [0.25, 0.25], [0, 0.5]], inner: 1 }, // 3 left-upper triangle
  { vertices: [[0, 0.5], [0.25, 0.25], [0.5, 0.5], [0.25, 0.75]], inner: 2 }, // 4 left diamond
  { vertices: [[0, 0.5], [0.25, 0.75], [0, 1]], inner: 1 }, // 5 left-lower triangle
  { vertices: [[0, 1], [0.25, 0.75], [0.5, 1]], inner: 1 }, // 6 bottom-left triangle
  { vertices: [[0.5, 1], [0.25, 0.75], [0.5, 0.5], [0.75, 0.75]], inner: 2 }, // 7 bottom diamond
  { vertices: [[0.5, 1], [0.75, 0.75], [1, 1]], inner: 1 }, // 8 bottom-right triangle
  { vertices: [[1, 1], [0.75, 0.75], [1, 0.5]], inner: 1 }, // 9 right-lower triangle
  { vertices: [[1, 0.5], [0.75, 0.75], [0.5, 0.5], [0.75, 0.25]], inner: 2 }, // 10 right diamond
  { vertices: [[1, 0.5], [0.75, 0.25], [1, 0]], inner: 1 }, // 11 right-upper triangle
  { vertices: [[1, 0], [0.75, 0.25], [0.5, 0]], inner: 1 }, // 12 top-right triangle
];

/** Sign number size, px. */
const numberSize = 12;
/** Distance of the sign number's centre from the inner vertex, px. */
const numberInset = 17;

/** Layout of the North Indian chart; `input` is already validated. */
export function northLayout(input: ChartDrawingInput): ChartLayout {
  const x0 = margin;
  const y0 = margin + titleBand;
  const at = ([fx, fy]: Vec): Vec => [x0 + fx * side, y0 + fy * side];
  const cells: CellSpec[] = input.houses.map((house) => {
    const shape = housePolygons[house.house - 1];
    const polygon = shape.vertices.map(at);
    const centre = centroid(polygon);
    const [ix, iy] = polygon[shape.inner];
    // Every inner vertex lies straight above/below/beside its centroid, so this is axis-aligned.
    const dx = Math.sign(centre[0] - ix);
    const dy = Math.sign(centre[1] - iy);
    const nx = ix + dx * numberInset;
    const ny = iy + dy * numberInset;
    return {
      house,
      polygon,
      signLabel: { text: String(house.sign + 1), x: nx, y: ny + 0.36 * numberSize, anchor: 'middle', fontSize: numberSize },
      isLagna: house.house === 1,
      preferred: centre,
    };
  });
  const s = side;
  const h = s / 2;
  const frame =
    `M${x0} ${y0}h${s}v${s}h${-s}z` +
    `M${x0} ${y0}l${s} ${s}M${x0 + s} ${y0}l${-s} ${s}` +
    `M${x0 + h} ${y0}l${h} ${h}l${-h} ${h}l${-h} ${-h}z`;
  return {
    width: side + 2 * margin,
    height: side + 2 * margin + titleBand,
    cells,
    frame,
    title: { x: margin + h, y: margin + 19, fontSize: 15 },
  };
}
