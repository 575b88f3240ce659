/**
 * Measuring, wrapping and drawing mixed Devanagari/Latin text with pdfkit. Each script run
 * is placed at an explicit x on a common alphabetic baseline (pdfkit's `continued` misaligns
 * baselines across fonts). Devanagari runs are wrapped in a marked-content span whose
 * ActualText is the logical text: fontkit shapes reph and the i-matra in visual order, and
 * without ActualText text extraction (copy, search, pdftotext) would return the glyphs' order.
 */
import type PDFDocument from 'pdfkit';
import { LRUCache } from 'lru-cache';
import { scriptRuns, type ScriptRun } from './script-runs.ts';

export interface TextStyle {
  /** Font size, points. */
  size: number;
  bold?: boolean;
  color?: string;
}

/** Line advance for a font size: Devanagari needs room above and below for matras. */
export function lineHeight(size: number): number {
  return size * 1.5;
}

function faceOf(run: ScriptRun, style: TextStyle): string {
  return run.script === 'deva' ? (style.bold ? 'devaBold' : 'deva') : style.bold ? 'latinBold' : 'latin';
}

function useFont(doc: PDFDocument, run: ScriptRun, style: TextStyle): void {
  doc.font(faceOf(run, style)).fontSize(style.size);
}

/**
 * Widths of a 1-point text by face and text, shared by all documents of the thread: a width
 * scales with the font size, and the same fonts are registered in every document.
 */
const unitWidths = new LRUCache<string, number>({ max: 50_000 });

/** Text widths cached in this thread (memory benchmark: the cache fills, then stays full). */
export function widthEntries(): number {
  return unitWidths.size;
}

/** Width of `text` in points with the style's fonts. */
export function measure(doc: PDFDocument, text: string, style: TextStyle): number {
  const key = `${style.bold ? 'b' : 'r'}\u0000${text}`;
  let unit = unitWidths.get(key);
  if (unit === undefined) {
    unit = 0;
    for (const run of scriptRuns(text)) {
      doc.font(faceOf(run, style)).fontSize(1);
      unit += doc.widthOfString(run.text);
    }
    unitWidths.set(key, unit);
  }
  return unit * style.size;
}

/** Breaks a long word that cannot fit on a line into pieces that do (by characters). */
function splitWord(doc: PDFDocument, word: string, style: TextStyle, width: number): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const ch of word) {
    if (current && measure(doc, current + ch, style) > width) {
      pieces.push(current);
      current = ch;
    } else current += ch;
  }
  if (current) pieces.push(current);
  return pieces;
}

/**
 * Greedy line breaking at spaces (and at explicit newlines) into lines no wider than `width`
 * points. A word wider than a whole line is split by characters.
 */
export function wrap(doc: PDFDocument, text: string, style: TextStyle, width: number): string[] {
  const lines: string[] = [];
  const space = measure(doc, ' ', style);
  for (const paragraph of text.split('\n')) {
    let line = '';
    let lineWidth = 0;
    for (const raw of paragraph.split(/ +/)) {
      if (raw === '') continue;
      const wordWidth = measure(doc, raw, style);
      const pieces = wordWidth > width ? splitWord(doc, raw, style, width) : [raw];
      for (const word of pieces) {
        const w = pieces.length === 1 ? wordWidth : measure(doc, word, style);
        if (line && lineWidth + space + w > width) {
          lines.push(line);
          line = word;
          lineWidth = w;
        } else {
          lineWidth += (line ? space : 0) + w;
          line = line ? `${line} ${word}` : word;
        }
      }
    }
    lines.push(line);
  }
  return lines;
}

export type Align = 'left' | 'center' | 'right';

/**
 * Draws one line with its baseline at `y`. `x` is the left edge, the centre or the right edge
 * for align left, center or right.
 */
export function drawLine(doc: PDFDocument, text: string, x: number, y: number, style: TextStyle, align: Align = 'left'): void {
  if (text === '') return;
  const runs = scriptRuns(text);
  const total = align === 'left' ? 0 : measure(doc, text, style);
  let cursor = align === 'left' ? x : align === 'center' ? x - total / 2 : x - total;
  doc.fillColor(style.color ?? '#1a1a1a');
  for (const run of runs) {
    useFont(doc, run, style);
    const w = doc.widthOfString(run.text);
    if (run.script === 'deva') doc.markContent('Span', { actual: run.text });
    doc.text(run.text, cursor, y, { lineBreak: false, baseline: 'alphabetic' });
    if (run.script === 'deva') doc.endMarkedContent();
    cursor += w;
  }
}
