/**
 * Lays out a report document on A4 pages with pdfkit and returns the PDF bytes. Pure apart
 * from reading the font files once per thread: the same document gives the same pages
 * (pdfkit's creation date is fixed to the epoch so the bytes are reproducible too).
 */
import PDFDocument from 'pdfkit';
import { drawChart, chartSize } from './chart.ts';
import { reportFonts } from './fonts.ts';
import type { ChartsBlock, FooterMethods, KeyValuesBlock, ReportBlock, ReportDocument, TableBlock } from './model.ts';
import { drawLine, lineHeight, measure, wrap, type TextStyle } from './text.ts';
import { renderChartSvg } from '../chart-svg.ts';

/** A4 in points. */
export const a4 = { width: 595.28, height: 841.89 } as const;
const margin = { left: 48, right: 48, top: 48, bottom: 78 };
const contentWidth = a4.width - margin.left - margin.right;
const bottomY = a4.height - margin.bottom;

const colors = { text: '#1a1a1a', muted: '#5f5a52', accent: '#9b2c1f', rule: '#c9b99a', headerFill: '#f3ead8', zebra: '#fbf8f1' } as const;

class Layout {
  y = margin.top;
  /** Pages added so far (the current page's number, from 1). */
  page = 0;
  /** Page number of each anchored heading. */
  readonly anchors = new Map<string, number>();
  constructor(readonly doc: PDFDocument) {}

  newPage(): void {
    this.doc.addPage({ size: 'A4', margin: 0 });
    this.page++;
    this.y = margin.top;
  }

  /** Starts a new page unless `height` points still fit below the cursor. */
  ensure(height: number): void {
    if (this.y + height > bottomY && this.y > margin.top) this.newPage();
  }

  paragraph(text: string, style: TextStyle, width = contentWidth, x = margin.left): void {
    const lh = lineHeight(style.size);
    for (const line of wrap(this.doc, text, style, width)) {
      this.ensure(lh);
      this.y += lh;
      drawLine(this.doc, line, x, this.y - lh * 0.3, style);
    }
  }
}

function drawBlock(layout: Layout, block: ReportBlock): void {
  const { doc } = layout;
  switch (block.kind) {
    case 'title': {
      layout.y += 10;
      layout.paragraph(block.text, { size: 20, bold: true, color: colors.accent });
      if (block.subtitle) layout.paragraph(block.subtitle, { size: 11, color: colors.muted });
      layout.y += 8;
      return;
    }
    case 'heading': {
      if (block.level === 1) {
        if (block.newPage && layout.y > margin.top) layout.newPage();
        layout.ensure(60);
        if (block.anchor) layout.anchors.set(block.anchor, layout.page);
        layout.y += 6;
        layout.paragraph(block.text, { size: 14, bold: true, color: colors.accent });
        doc.lineWidth(0.8).moveTo(margin.left, layout.y + 2).lineTo(margin.left + contentWidth, layout.y + 2).stroke(colors.rule);
        layout.y += 8;
      } else {
        layout.ensure(40);
        if (block.anchor) layout.anchors.set(block.anchor, layout.page);
        layout.y += 4;
        layout.paragraph(block.text, { size: 11, bold: true });
        layout.y += 2;
      }
      return;
    }
    case 'paragraph':
      layout.paragraph(block.text, block.muted ? { size: 8, color: colors.muted } : { size: 9.5 });
      layout.y += 4;
      return;
    case 'keyValues':
      drawKeyValues(layout, block);
      return;
    case 'table':
      drawTable(layout, block);
      return;
    case 'charts':
      drawCharts(layout, block);
      return;
    case 'pageBreak':
      layout.newPage();
      return;
  }
}

function drawKeyValues(layout: Layout, block: KeyValuesBlock): void {
  drawTable(layout, { kind: 'table', headers: [], rows: block.rows.map(([k, v]) => [k, v]), widths: [1, 2], size: 9 }, true);
}

function drawTable(layout: Layout, block: TableBlock, boldFirstColumn = false): void {
  const { doc } = layout;
  const size = block.size ?? 8.5;
  const lh = lineHeight(size);
  const pad = 3;
  const sum = block.widths.reduce((a, b) => a + b, 0);
  const widths = block.widths.map((w) => (w / sum) * contentWidth);
  const centred = new Set(block.centred ?? []);
  const rowLines = (cells: string[], style: TextStyle) => cells.map((c, i) => wrap(doc, c, i === 0 && boldFirstColumn ? { ...style, bold: true } : style, widths[i] - 2 * pad));
  const drawRow = (lines: string[][], style: TextStyle, fill: string | null) => {
    const height = Math.max(1, ...lines.map((l) => l.length)) * lh + 2 * pad;
    if (fill) doc.rect(margin.left, layout.y, contentWidth, height).fill(fill);
    let x = margin.left;
    lines.forEach((cellLines, i) => {
      const cellStyle = i === 0 && boldFirstColumn ? { ...style, bold: true } : style;
      cellLines.forEach((line, k) => {
        const baseline = layout.y + pad + (k + 1) * lh - lh * 0.3;
        if (centred.has(i)) drawLine(doc, line, x + widths[i] / 2, baseline, cellStyle, 'center');
        else drawLine(doc, line, x + pad, baseline, cellStyle);
      });
      x += widths[i];
    });
    layout.y += height;
    doc.lineWidth(0.4).moveTo(margin.left, layout.y).lineTo(margin.left + contentWidth, layout.y).stroke(colors.rule);
  };
  const headerStyle: TextStyle = { size, bold: true };
  const headerLines = rowLines(block.headers, headerStyle);
  const header = () => {
    if (block.headers.length > 0) drawRow(headerLines, headerStyle, colors.headerFill);
  };
  const headerHeight = block.headers.length > 0 ? Math.max(...headerLines.map((l) => l.length)) * lh + 2 * pad : 0;
  layout.ensure(headerHeight + lh + 2 * pad);
  header();
  block.rows.forEach((row, r) => {
    const lines = rowLines(row, { size });
    const height = Math.max(1, ...lines.map((l) => l.length)) * lh + 2 * pad;
    if (layout.y + height > bottomY) {
      layout.newPage();
      header();
    }
    drawRow(lines, { size }, r % 2 === 1 ? colors.zebra : null);
  });
  layout.y += 8;
}

function drawCharts(layout: Layout, block: ChartsBlock): void {
  const gap = 18;
  const width = (contentWidth - gap) / 2;
  for (let i = 0; i < block.charts.length; i += 2) {
    const pair = block.charts.slice(i, i + 2);
    const heights = pair.map((c) => {
      const s = chartSize(renderChartSvg(c, block.style, block.language));
      return (s.height / s.width) * width;
    });
    const height = Math.max(...heights);
    // Every style draws its own title (North above the square, South and East in the centre).
    layout.ensure(height + 12);
    pair.forEach((chart, k) => drawChart(layout.doc, chart, block.style, block.language, margin.left + k * (width + gap), layout.y, width));
    layout.y += height + 12;
  }
}

/** `{anchor:<name>}` → the page number of that anchored heading ("?" if there is none). */
function resolveAnchors(text: string, anchors: Map<string, number>): string {
  return text.replace(/\{anchor:([^}]+)\}/g, (_, name: string) => String(anchors.get(name) ?? '?'));
}

/**
 * The methods line: the label, as many ids as fit on one line with the pointer after them
 * (the pointer names the count and the page listing every id), so no id is dropped silently.
 */
function methodsLine(doc: PDFDocument, methods: FooterMethods, anchors: Map<string, number>, style: TextStyle, width: number): string {
  const pointer = resolveAnchors(methods.pointer.replace('{count}', String(methods.ids.length)), anchors);
  const all = `${methods.label}: ${methods.ids.join(', ')} · ${pointer}`;
  if (measure(doc, all, style) <= width) return all;
  let shown = methods.ids.length - 1;
  const line = (k: number) => `${methods.label}: ${methods.ids.slice(0, k).join(', ')} … · ${pointer}`;
  while (shown > 1 && measure(doc, line(shown), style) > width) shown--;
  return line(shown);
}

function drawFooters(doc: PDFDocument, report: ReportDocument, anchors: Map<string, number>): void {
  const range = doc.bufferedPageRange();
  const style: TextStyle = { size: 6.3, color: colors.muted };
  // The first line leaves room for the page label at its right; the methods line takes the full width.
  const lines = report.footer.flatMap((line) => wrap(doc, resolveAnchors(line, anchors), style, contentWidth - 70));
  if (report.footerMethods) lines.push(methodsLine(doc, report.footerMethods, anchors, style, contentWidth));
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const top = a4.height - margin.bottom + 14;
    doc.lineWidth(0.5).moveTo(margin.left, top).lineTo(margin.left + contentWidth, top).stroke(colors.rule);
    let y = top + 9;
    // The footer band holds six lines; composers keep it to three (versions and request id, methods).
    for (const line of lines.slice(0, 6)) {
      drawLine(doc, line, margin.left, y, style);
      y += lineHeight(style.size) * 0.9;
    }
    const label = report.pageLabel.replace('{page}', String(i - range.start + 1)).replace('{pages}', String(range.count));
    drawLine(doc, label, margin.left + contentWidth, top + 10, { size: 8, bold: true }, 'right');
  }
}

/**
 * Renders the report as PDF bytes (A4, numbered pages, the footer on every page).
 * @throws RangeError when a chart in the document is malformed (a bug in the composer)
 */
export function renderReportPdf(report: ReportDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    bufferPages: true,
    autoFirstPage: false,
    lang: report.language,
    displayTitle: true,
    info: { Title: report.title, Creator: 'Jyotish API', Producer: 'Jyotish API (pdfkit)', CreationDate: new Date(0) },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const fonts = reportFonts();
  for (const face of ['latin', 'latinBold', 'deva', 'devaBold'] as const) doc.registerFont(face, fonts[face]);
  const layout = new Layout(doc);
  layout.newPage();
  for (const block of report.blocks) drawBlock(layout, block);
  drawFooters(doc, report, layout.anchors);
  doc.end();
  return done;
}

