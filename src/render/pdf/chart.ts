/**
 * A chart drawing (North, South or East Indian style) as PDF vector graphics. The geometry,
 * labels and planet placement are those of the SVG renderer (`../chart-svg.ts`): its output
 * is a small, fixed vocabulary of elements (rect, polygon, line, path, text with absolute
 * coordinates), which is replayed here with pdfkit paths and the report's text drawing, so
 * the PDF shows exactly the chart the JSON result's `svg` shows, never rasterised.
 */
import type PDFDocument from 'pdfkit';
import { renderChartSvg, type ChartDrawingInput, type ChartLanguage, type ChartStyle } from '../chart-svg.ts';
import { drawLine, type Align } from './text.ts';

const elementPattern = /<(rect|polygon|line|path|text|g)\b([^>]*?)(\/?)>(?:([^<]*)<\/text>)?/g;
const attributePattern = /([a-z-]+)="([^"]*)"/g;

function attributes(source: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of source.matchAll(attributePattern)) out.set(m[1], m[2]);
  return out;
}

function unescapeXml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[e] ?? '');
}

const anchorAlign: Record<string, Align> = { start: 'left', middle: 'center', end: 'right' };

/** Size of a chart drawing in SVG pixels (North is taller: a title band on top). */
export function chartSize(svg: string): { width: number; height: number } {
  const m = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  return { width: Number(m?.[1] ?? 400), height: Number(m?.[2] ?? 400) };
}

/**
 * Draws the chart with its top-left corner at (x, y), `width` points wide (height in
 * proportion); returns the height used, points.
 * @throws RangeError from the SVG renderer when the chart input is malformed
 */
export function drawChart(
  doc: PDFDocument,
  input: ChartDrawingInput,
  style: ChartStyle,
  language: ChartLanguage,
  x: number,
  y: number,
  width: number,
): number {
  const svg = renderChartSvg(input, style, language);
  const size = chartSize(svg);
  const k = width / size.width;
  let groupFill = '#1a1a1a';
  let groupAnchor = 'middle';
  // Absolute coordinates (no translated graphics state around the text): poppler drops the
  // ActualText of Devanagari spans drawn under a translated matrix from text extraction.
  for (const m of svg.matchAll(elementPattern)) {
    const [, tag, attrSource, , content] = m;
    const a = attributes(attrSource);
    const n = (name: string) => Number(a.get(name) ?? 0) * k;
    const nx = (name: string) => x + n(name);
    const ny = (name: string) => y + n(name);
    switch (tag) {
      case 'g':
        if (a.has('fill')) groupFill = a.get('fill') as string;
        if (a.has('text-anchor')) groupAnchor = a.get('text-anchor') as string;
        break;
      case 'rect':
        doc.rect(x, y, n('width'), n('height')).fill(a.get('fill') ?? '#ffffff');
        break;
      case 'polygon': {
        const points = (a.get('points') ?? '').trim().split(/\s+/).map((p) => p.split(',').map((v, i) => (i === 0 ? x : y) + Number(v) * k) as [number, number]);
        doc.polygon(...points).fill(a.get('fill') ?? '#ffffff');
        break;
      }
      case 'line':
        doc.lineWidth(Number(a.get('stroke-width') ?? 1) * k).moveTo(nx('x1'), ny('y1')).lineTo(nx('x2'), ny('y2')).stroke(a.get('stroke') ?? '#000000');
        break;
      case 'path':
        doc.save().translate(x, y).scale(k).lineWidth(Number(a.get('stroke-width') ?? 1)).lineJoin('round').path(a.get('d') ?? '').stroke(a.get('stroke') ?? '#000000');
        doc.restore();
        break;
      case 'text': {
        const text = unescapeXml(content ?? '');
        const align = anchorAlign[a.get('text-anchor') ?? groupAnchor] ?? 'center';
        drawLine(doc, text, nx('x'), ny('y'), { size: Number(a.get('font-size') ?? 12) * k, bold: a.get('font-weight') === 'bold', color: a.get('fill') ?? groupFill }, align);
        break;
      }
    }
  }
  return size.height * k;
}
