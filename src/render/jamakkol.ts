/**
 * The Jamakkol chart as SVG, South Indian style (`LAYOUT.SOUTH` cells: signs fixed, Pisces
 * top-left, running clockwise) with the outer ring of the eight jama grahas drawn in a band
 * outside the grid next to their signs, and the inner points (transit grahas, Udayam, Arudam,
 * Kavippu) inside the cells. Plain strings, no DOM: the same input gives the same bytes.
 *
 * Every sign cell is a `<g class="sign" data-sign data-rashi>` holding its lines; each line is
 * `<text class="inner" data-kind data-point>`; each jama graha is `<text class="jama"
 * data-point data-sign data-ring>`, so clients can restyle or read the drawing.
 */
import { rashiIds } from '../content/chart-labels.ts';
import { escapeXml, num } from './svg-text.ts';

export type JamakkolLanguage = 'en' | 'hi' | 'ta';

export interface JamakkolDrawingInput {
  language: JamakkolLanguage;
  /** Centre text: title and up to two more lines (already in the language). */
  centre: readonly string[];
  /** 12 short sign labels, 0 = Aries. */
  signLabels: readonly string[];
  /** The eight jama grahas: id, 0-based sign, ring place 1–8 and label. */
  outer: readonly { id: string; sign: number; ring: number; label: string }[];
  /** Inner lines by 0-based sign; `kind` is transit, udayam, arudam or kavippu. */
  inner: readonly { sign: number; kind: 'transit' | 'udayam' | 'arudam' | 'kavippu'; id: string; text: string }[];
}

const band = 26;
const grid = 396;
const cell = grid / 4;
const size = grid + 2 * band;

/** [column, row] of each sign's cell, 0 = Aries (same as the South Indian kundli). */
const signCells: readonly (readonly [number, number])[] = [
  [1, 0], [2, 0], [3, 0], [3, 1], [3, 2], [3, 3], [2, 3], [1, 3], [0, 3], [0, 2], [0, 1], [0, 0],
];

const colours = { line: '#5a4632', text: '#1a1a1a', sign: '#9b2c1f', point: '#0b4f8a', jama: '#6b2f8a', fill: '#fffdf8', band: '#f6efe3' };
const fontFamily = "'Noto Sans', 'Noto Sans Devanagari', 'Noto Sans Tamil', 'Nirmala UI', Mangal, Latha, 'DejaVu Sans', Arial, sans-serif";

/** Where a jama graha's label goes: in the band, outside the cell's outer edge (corners: the corner). */
function outerAnchor(sign: number): [number, number] {
  const [col, row] = signCells[sign];
  const x0 = band + col * cell;
  const y0 = band + row * cell;
  const cx = x0 + cell / 2;
  const cy = y0 + cell / 2;
  const top = band / 2 + 4;
  const bottom = size - band / 2 + 4;
  const left = band / 2;
  const right = size - band / 2;
  if (row === 0 && col === 0) return [left + 6, top];
  if (row === 0 && col === 3) return [right - 6, top];
  if (row === 3 && col === 3) return [right - 6, bottom];
  if (row === 3 && col === 0) return [left + 6, bottom];
  if (row === 0) return [cx, top];
  if (row === 3) return [cx, bottom];
  if (col === 0) return [left, cy + 4];
  return [right, cy + 4];
}

/**
 * Draws the chart (UTF-8 SVG string, 448 × 448 px).
 * @throws RangeError when a sign index is outside 0–11 or there are not 12 sign labels
 */
export function renderJamakkolSvg(input: JamakkolDrawingInput): string {
  if (input.signLabels.length !== 12) throw new RangeError('signLabels must hold 12 labels');
  for (const p of [...input.outer, ...input.inner]) {
    if (!Number.isInteger(p.sign) || p.sign < 0 || p.sign > 11) throw new RangeError('sign must be an integer 0..11');
  }
  const fontSize = input.language === 'en' ? 11 : 12;
  let out =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}" class="chart chart-jamakkol"` +
    ` data-style="south" xml:lang="${input.language}" font-family="${fontFamily}">` +
    `<title>${escapeXml(input.centre[0] ?? '')}</title>` +
    `<rect class="background" width="${size}" height="${size}" fill="${colours.band}"/>` +
    `<rect class="grid-fill" x="${band}" y="${band}" width="${grid}" height="${grid}" fill="${colours.fill}"/>`;
  for (let sign = 0; sign < 12; sign++) {
    const [col, row] = signCells[sign];
    const x0 = band + col * cell;
    const y0 = band + row * cell;
    out += `<g class="sign" data-sign="${sign + 1}" data-rashi="${rashiIds[sign]}">`;
    out += `<text class="sign-label" x="${num(x0 + cell - 4)}" y="${num(y0 + fontSize + 2)}" font-size="${fontSize}" text-anchor="end" fill="${colours.sign}">${escapeXml(input.signLabels[sign])}</text>`;
    const lines = input.inner.filter((l) => l.sign === sign);
    // Up to six lines stack in one column; more (a crowded sign) go in two narrower columns.
    const columns = lines.length > 6 ? 2 : 1;
    const rows = Math.ceil(lines.length / columns);
    const lineHeight = Math.min(13, (cell - fontSize - 10) / Math.max(rows, 1));
    const size = columns === 2 ? fontSize - 2 : fontSize;
    lines.forEach((l, i) => {
      const x = x0 + 6 + (i % columns) * (cell / 2 - 2);
      const y = y0 + fontSize + 16 + Math.floor(i / columns) * lineHeight;
      const isPoint = l.kind !== 'transit';
      out +=
        `<text class="inner" data-kind="${l.kind}" data-point="${escapeXml(l.id)}" x="${num(x)}" y="${num(y)}" font-size="${size}"` +
        `${isPoint ? ` font-weight="bold" fill="${colours.point}"` : ` fill="${colours.text}"`}>${escapeXml(l.text)}</text>`;
    });
    out += '</g>';
  }
  for (const j of input.outer) {
    const [x, y] = outerAnchor(j.sign);
    out +=
      `<text class="jama" data-point="${escapeXml(j.id)}" data-sign="${j.sign + 1}" data-ring="${j.ring}" x="${num(x)}" y="${num(y)}"` +
      ` font-size="${fontSize}" font-weight="bold" text-anchor="middle" fill="${colours.jama}">${escapeXml(j.label)}</text>`;
  }
  const x0 = band;
  const y0 = band;
  const frame =
    `M${x0} ${y0}h${grid}v${grid}h${-grid}z` +
    `M${x0} ${y0 + cell}h${grid}M${x0} ${y0 + 3 * cell}h${grid}` +
    `M${x0 + cell} ${y0}v${grid}M${x0 + 3 * cell} ${y0}v${grid}` +
    `M${x0} ${y0 + 2 * cell}h${cell}m${2 * cell} 0h${cell}` +
    `M${x0 + 2 * cell} ${y0}v${cell}m0 ${2 * cell}v${cell}`;
  out += `<path class="frame" d="${frame}" fill="none" stroke="${colours.line}" stroke-width="1.5"/>`;
  input.centre.forEach((text, i) => {
    out +=
      `<text class="title" x="${num(size / 2)}" y="${num(size / 2 - 10 + i * 18)}" font-size="${i === 0 ? 15 : 11}"` +
      `${i === 0 ? ' font-weight="bold"' : ''} text-anchor="middle" fill="${colours.text}">${escapeXml(text)}</text>`;
  });
  return out + '</svg>';
}
