/**
 * The part of pdfkit's API the report renderer uses (pdfkit ships no TypeScript types).
 * Units are PDF points (1/72 inch); y grows downwards from the top of the page.
 */
declare module 'pdfkit' {
  interface PdfTextOptions {
    lineBreak?: boolean;
    baseline?: 'alphabetic' | 'top' | 'middle' | 'bottom' | 'hanging';
    width?: number;
  }
  interface PdfMarkOptions {
    actual?: string;
    lang?: string;
  }
  interface PdfPage {
    width: number;
    height: number;
    margins: { top: number; bottom: number; left: number; right: number };
  }
  interface PdfDocumentOptions {
    size?: string | [number, number];
    margin?: number;
    bufferPages?: boolean;
    autoFirstPage?: boolean;
    compress?: boolean;
    lang?: string;
    info?: Record<string, string | Date>;
    displayTitle?: boolean;
  }
  class PDFDocument {
    constructor(options?: PdfDocumentOptions);
    page: PdfPage;
    on(event: 'data', listener: (chunk: Buffer) => void): this;
    on(event: 'end', listener: () => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
    registerFont(name: string, source: Buffer | string | import('fontkit').FontkitFont): this;
    font(name: string): this;
    fontSize(size: number): this;
    fillColor(color: string): this;
    strokeColor(color: string): this;
    lineWidth(width: number): this;
    lineJoin(join: 'miter' | 'round' | 'bevel'): this;
    text(text: string, x: number, y: number, options?: PdfTextOptions): this;
    widthOfString(text: string): number;
    markContent(tag: string, options?: PdfMarkOptions): this;
    endMarkedContent(): this;
    addPage(options?: PdfDocumentOptions): this;
    bufferedPageRange(): { start: number; count: number };
    switchToPage(n: number): this;
    moveTo(x: number, y: number): this;
    lineTo(x: number, y: number): this;
    rect(x: number, y: number, w: number, h: number): this;
    polygon(...points: [number, number][]): this;
    path(d: string): this;
    fill(color?: string): this;
    stroke(color?: string): this;
    fillAndStroke(fill?: string, stroke?: string): this;
    save(): this;
    restore(): this;
    translate(x: number, y: number): this;
    scale(factor: number): this;
    end(): void;
  }
  export default PDFDocument;
}

declare module 'fontkit' {
  interface FontkitGlyph {
    id: number;
    advanceWidth: number;
    codePoints: number[];
  }
  interface FontkitPosition {
    xAdvance: number;
    yAdvance: number;
    xOffset: number;
    yOffset: number;
    [key: string]: number;
  }
  interface FontkitRun {
    glyphs: FontkitGlyph[];
    positions: FontkitPosition[];
    advanceWidth: number;
  }
  interface FontkitFont {
    layout(text: string, features?: unknown): FontkitRun;
    unitsPerEm: number;
  }
  export function create(buffer: Uint8Array): FontkitFont;
}
