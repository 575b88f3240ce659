/**
 * One house/sign cell of any chart style as an SVG group: its polygon, sign label, optional
 * lagna stroke, and the lagna and planet lines laid out by `fit.ts`. The group carries
 * machine-readable attributes (data-house, data-sign = 1..12, data-rashi, data-lagna) and each
 * planet line data-point, data-degree and data-retrograde, so clients and tests can read the
 * drawing without interpreting its geometry.
 */
import { chartPointAbbreviations, lagnaLabel, rashiIds, retrogradeMark } from '../content/chart-labels.ts';
import type { ChartHouse, ChartLanguage, ChartPoint } from './chart-types.ts';
import { fitLines, type Rect, type Vec } from './fit.ts';
import { escapeXml, num, textWidthEm } from './svg-text.ts';

export const colors = {
  line: '#5a4632',
  text: '#1a1a1a',
  sign: '#9b2c1f',
  lagna: '#0b4f8a',
  lagnaFill: '#fdf1d6',
  cellFill: '#fffdf8',
} as const;

export interface SignLabel {
  text: string;
  /** Anchor point (baseline). */
  x: number;
  y: number;
  anchor: 'start' | 'middle' | 'end';
  fontSize: number;
}

export interface CellSpec {
  house: ChartHouse;
  polygon: readonly Vec[];
  signLabel: SignLabel;
  isLagna: boolean;
  /** Diagonal stroke marking the lagna cell (South Indian convention). */
  lagnaStroke?: readonly [Vec, Vec];
  /** Preferred centre of the text block. */
  preferred: Vec;
}

/** Whole degrees elapsed in the sign (15.9° → 15), the way charts print them. */
function wholeDegree(degreeInSign: number): number {
  return Math.min(29, Math.max(0, Math.floor(degreeInSign)));
}

/** "Su 15°", "Sa 3° (R)", "श 3° (व)"; without degrees "Su", "Sa (R)". */
function pointText(point: ChartPoint, language: ChartLanguage, degrees: boolean): string {
  const name = chartPointAbbreviations[point.id][language];
  const base = degrees ? `${name} ${wholeDegree(point.degreeInSign)}°` : name;
  return point.retrograde ? `${base} ${retrogradeMark[language]}` : base;
}

/** "Asc 9°" / "लग्न 9°", or the bare marker when the degree is unknown. */
export function lagnaText(language: ChartLanguage, degree: number | undefined): string {
  return degree === undefined ? lagnaLabel[language] : `${lagnaLabel[language]} ${wholeDegree(degree)}°`;
}

/** Bounding box of a sign label, used as an obstacle for the planet lines. */
function labelBox(label: SignLabel): Rect {
  const w = textWidthEm(label.text) * label.fontSize;
  const x = label.anchor === 'start' ? label.x : label.anchor === 'end' ? label.x - w : label.x - w / 2;
  return { x, y: label.y - 0.85 * label.fontSize, w, h: 1.15 * label.fontSize };
}

function strokeBox(stroke: readonly [Vec, Vec]): Rect {
  const [[x1, y1], [x2, y2]] = stroke;
  // Only the corner triangle is ink; half the box is enough clearance for text beside it.
  const x = Math.min(x1, x2);
  const y = Math.min(y1, y2);
  return { x, y, w: Math.abs(x2 - x1) * 0.75, h: Math.abs(y2 - y1) * 0.75 };
}

/**
 * Points are listed by degree within the sign (ties by input order) so a crowded house reads
 * in zodiacal order.
 */
function orderedPoints(points: readonly ChartPoint[]): ChartPoint[] {
  return points
    .map((p, i) => ({ p, i }))
    .sort((a, b) => a.p.degreeInSign - b.p.degreeInSign || a.i - b.i)
    .map(({ p }) => p);
}

/** SVG group for one cell; `degrees: false` leaves the planets' degrees (and data-degree) out. */
export function renderCell(cell: CellSpec, language: ChartLanguage, lagnaDegree: number | undefined, degrees = true): string {
  const { house } = cell;
  const points = orderedPoints(house.points);
  const texts: string[] = [];
  if (cell.isLagna) texts.push(lagnaText(language, lagnaDegree));
  for (const p of points) texts.push(pointText(p, language, degrees));

  const obstacles: Rect[] = [labelBox(cell.signLabel)];
  if (cell.lagnaStroke) obstacles.push(strokeBox(cell.lagnaStroke));
  const fit = fitLines({ polygon: cell.polygon, obstacles, preferred: cell.preferred }, texts.map(textWidthEm));

  const attrs =
    `class="house" data-house="${house.house}" data-sign="${house.sign + 1}" data-rashi="${rashiIds[house.sign]}"` +
    (cell.isLagna ? ' data-lagna="true"' : '') +
    (fit.fits ? '' : ' data-crowded="true"');
  let out = `<g ${attrs}>`;
  out += `<polygon class="cell" points="${cell.polygon.map(([x, y]) => `${num(x)},${num(y)}`).join(' ')}" fill="${cell.isLagna ? colors.lagnaFill : colors.cellFill}"/>`;
  const s = cell.signLabel;
  out +=
    `<text class="sign-label" x="${num(s.x)}" y="${num(s.y)}" font-size="${s.fontSize}" text-anchor="${s.anchor}" fill="${colors.sign}">` +
    `${escapeXml(s.text)}</text>`;
  if (cell.lagnaStroke) {
    const [[x1, y1], [x2, y2]] = cell.lagnaStroke;
    out += `<line class="lagna-mark" x1="${num(x1)}" y1="${num(y1)}" x2="${num(x2)}" y2="${num(y2)}" stroke="${colors.lagna}" stroke-width="1.5"/>`;
  }
  const offset = cell.isLagna ? 1 : 0;
  const at = (i: number): string => `x="${num(fit.lines[i].x)}" y="${num(fit.lines[i].y)}" font-size="${fit.fontSize}"`;
  if (cell.isLagna) {
    const degree = lagnaDegree === undefined ? '' : ` data-degree="${wholeDegree(lagnaDegree)}"`;
    out += `<text class="lagna"${degree} ${at(0)} fill="${colors.lagna}" font-weight="bold">${escapeXml(texts[0])}</text>`;
  }
  points.forEach((p, k) => {
    out +=
      `<text class="point" data-point="${p.id}"${degrees ? ` data-degree="${wholeDegree(p.degreeInSign)}"` : ''} data-retrograde="${p.retrograde}" ${at(k + offset)}>` +
      `${escapeXml(texts[k + offset])}</text>`;
  });
  return out + '</g>';
}
