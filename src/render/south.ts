/**
 * South Indian chart, method `LAYOUT.SOUTH` (../shared/methods/charts-and-vargas.md §4):
 * a 4×4 ring with an empty centre (the title goes there); signs fixed, houses move, running
 * clockwise — top row left→right Pisces, Aries, Taurus, Gemini; right column down Cancer, Leo;
 * bottom row right→left Virgo, Libra, Scorpio, Sagittarius; left column up Capricorn, Aquarius.
 * The lagna's cell gets the traditional diagonal stroke across its top-left corner.
 */
import { signShortNames } from '../content/chart-labels.ts';
import type { ChartDrawingInput, ChartLanguage } from './chart-types.ts';
import type { CellSpec } from './cell.ts';
import { margin, side, signLabelSizes, type ChartLayout } from './layout.ts';

/** [column, row] of each sign's cell, index 0 = Aries. */
const southSignCells: readonly (readonly [number, number])[] = [
  [1, 0], [2, 0], [3, 0], // Aries, Taurus, Gemini
  [3, 1], [3, 2], // Cancer, Leo
  [3, 3], [2, 3], [1, 3], [0, 3], // Virgo, Libra, Scorpio, Sagittarius
  [0, 2], [0, 1], // Capricorn, Aquarius
  [0, 0], // Pisces
];

const cell = side / 4;
/** Legs of the lagna corner stroke, px. */
const strokeLeg = 18;

/** Layout of the South Indian chart; `input` is already validated. */
export function southLayout(input: ChartDrawingInput, language: ChartLanguage): ChartLayout {
  const x0 = margin;
  const y0 = margin;
  const cells: CellSpec[] = input.houses.map((house) => {
    const [col, row] = southSignCells[house.sign];
    const x = x0 + col * cell;
    const y = y0 + row * cell;
    const isLagna = house.house === 1;
    return {
      house,
      polygon: [[x, y], [x + cell, y], [x + cell, y + cell], [x, y + cell]],
      signLabel: { text: signShortNames[house.sign][language], x: x + cell - 4, y: y + signLabelSizes[language] + 2, anchor: 'end', fontSize: signLabelSizes[language] },
      isLagna,
      lagnaStroke: isLagna ? [[x, y + strokeLeg], [x + strokeLeg, y]] : undefined,
      preferred: [x + cell / 2, y + cell / 2 + 6],
    };
  });
  const s = side;
  // Full lines at the first and third divisions; the middle one stops at the empty centre.
  const frame =
    `M${x0} ${y0}h${s}v${s}h${-s}z` +
    `M${x0} ${y0 + cell}h${s}M${x0} ${y0 + 3 * cell}h${s}` +
    `M${x0 + cell} ${y0}v${s}M${x0 + 3 * cell} ${y0}v${s}` +
    `M${x0} ${y0 + 2 * cell}h${cell}m${2 * cell} 0h${cell}` +
    `M${x0 + 2 * cell} ${y0}v${cell}m0 ${2 * cell}v${cell}`;
  return { width: s + 2 * margin, height: s + 2 * margin, cells, frame, title: { x: x0 + s / 2, y: y0 + s / 2 + 5, fontSize: 15, maxWidth: 2 * cell - 10 } };
}
