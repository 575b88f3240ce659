/**
 * SVG drawings of a chart in the North, South and East Indian styles (method ids
 * `LAYOUT.NORTH`, `LAYOUT.SOUTH`, `LAYOUT.EAST`, ../shared/methods/charts-and-vargas.md §4),
 * built as plain strings: no DOM and no fonts at run time, same input → same bytes.
 *
 * Every drawing is 400 px wide (viewBox 0 0 400 400; North adds a 28 px title band on top,
 * 400 × 428). Each house is a `<g class="house" data-house data-sign data-rashi [data-lagna]>`
 * holding its `<polygon class="cell">`, a `<text class="sign-label">`, an optional
 * `<text class="lagna">` and one `<text class="point" data-point data-degree data-retrograde>`
 * per planet, so clients can restyle or read the chart without parsing its geometry.
 */
import { chartPointAbbreviations } from '../content/chart-labels.ts';
import { renderCell, colors } from './cell.ts';
import type { ChartDrawingInput, ChartLanguage, ChartStyle } from './chart-types.ts';
import { eastLayout } from './east.ts';
import type { ChartLayout } from './layout.ts';
import { northLayout } from './north.ts';
import { southLayout } from './south.ts';
import { escapeXml, num } from './svg-text.ts';
import { fitTitle } from './title.ts';

export type { ChartDrawingInput, ChartHouse, ChartLanguage, ChartPoint, ChartPointId, ChartStyle } from './chart-types.ts';

export const chartStyles: readonly ChartStyle[] = ['north', 'south', 'east'];
export const chartLanguages: readonly ChartLanguage[] = ['en', 'hi'];

/**
 * Latin first, then Devanagari faces common on Linux/Android (Noto), Windows (Nirmala UI,
 * Mangal) and macOS (Kohinoor), so Hindi never falls back to boxes where a face exists.
 */
const fontFamily = "'Noto Sans', 'Noto Sans Devanagari', 'Nirmala UI', Mangal, 'Kohinoor Devanagari', 'DejaVu Sans', Arial, sans-serif";

function isDegreeInSign(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value < 30;
}

/** Throws RangeError naming the first malformed field; the kundli code builds this input, so any failure is a bug there. */
function validate(input: ChartDrawingInput, style: ChartStyle, language: ChartLanguage): void {
  if (!chartStyles.includes(style)) throw new RangeError(`chart style must be north, south or east`);
  if (!chartLanguages.includes(language)) throw new RangeError(`chart language must be en or hi`);
  if (!Array.isArray(input.houses) || input.houses.length !== 12) throw new RangeError('houses must hold exactly 12 houses');
  const seenHouses = new Set<number>();
  const seenSigns = new Set<number>();
  input.houses.forEach((h, i) => {
    if (!Number.isInteger(h.house) || h.house < 1 || h.house > 12 || seenHouses.has(h.house)) {
      throw new RangeError(`houses[${i}].house must be a distinct integer 1..12`);
    }
    if (!Number.isInteger(h.sign) || h.sign < 0 || h.sign > 11 || seenSigns.has(h.sign)) {
      throw new RangeError(`houses[${i}].sign must be a distinct integer 0..11`);
    }
    seenHouses.add(h.house);
    seenSigns.add(h.sign);
    h.points.forEach((p, k) => {
      if (!Object.hasOwn(chartPointAbbreviations, p.id)) throw new RangeError(`houses[${i}].points[${k}].id is not a chart point`);
      if (!isDegreeInSign(p.degreeInSign)) throw new RangeError(`houses[${i}].points[${k}].degreeInSign must be in [0, 30)`);
      if (typeof p.retrograde !== 'boolean') throw new RangeError(`houses[${i}].points[${k}].retrograde must be a boolean`);
    });
  });
  if (input.lagnaDegreeInSign !== undefined && !isDegreeInSign(input.lagnaDegreeInSign)) {
    throw new RangeError('lagnaDegreeInSign must be in [0, 30)');
  }
}

function layoutFor(input: ChartDrawingInput, style: ChartStyle, language: ChartLanguage): ChartLayout {
  switch (style) {
    case 'north':
      return northLayout(input);
    case 'south':
      return southLayout(input, language);
    case 'east':
      return eastLayout(input, language);
  }
}

/**
 * Draws one chart as a standalone SVG document (UTF-8 string, no XML declaration, 400 px wide).
 * Labels are English (Su 15°, (R), Asc, Ar…) or Hindi (सू 15°, (व), लग्न, मेष…); degrees are
 * whole degrees elapsed in the sign. Houses with up to ~6 points are laid out without overlap;
 * beyond that the least-overflowing arrangement is used and the house is marked
 * `data-crowded="true"`.
 * @throws RangeError when the style or language is unknown, the houses are not 12 distinct
 *   houses with 12 distinct signs, or a degree lies outside [0, 30).
 */
export function renderChartSvg(input: ChartDrawingInput, style: ChartStyle, language: ChartLanguage): string {
  validate(input, style, language);
  const layout = layoutFor(input, style, language);
  const houses = [...layout.cells].sort((a, b) => a.house.house - b.house.house);
  const title = input.title[language];
  let out =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${layout.width} ${layout.height}" width="${layout.width}" height="${layout.height}"` +
    ` class="chart chart-${style}" data-style="${style}" data-lagna-sign="${houses[0].house.sign + 1}" xml:lang="${language}"` +
    ` font-family="${fontFamily}">` +
    `<title>${escapeXml(title)}</title>` +
    `<rect class="background" width="${layout.width}" height="${layout.height}" fill="#ffffff"/>` +
    `<g text-anchor="middle" fill="${colors.text}">`;
  for (const cell of houses) out += renderCell(cell, language, input.lagnaDegreeInSign, input.pointDegrees ?? true);
  out += `</g><path class="frame" d="${layout.frame}" fill="none" stroke="${colors.line}" stroke-width="1.5" stroke-linejoin="round"/>`;
  const t = layout.title;
  // A title wider than its room (the East centre cell) is broken in two lines around the same centre.
  const fit = fitTitle(title, t.fontSize, t.maxWidth);
  const step = fit.fontSize * 1.2;
  fit.lines.forEach((line, i) => {
    const y = t.y + (i - (fit.lines.length - 1) / 2) * step;
    out +=
      `<text class="title" x="${num(t.x)}" y="${num(y)}" font-size="${fit.fontSize}" font-weight="bold" text-anchor="middle" fill="${colors.text}">` +
      `${escapeXml(line)}</text>`;
  });
  return out + '</svg>';
}
