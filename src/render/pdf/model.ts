/**
 * The report as data: a sequence of blocks whose texts are already in the report's
 * language. The API composes it from presented calculation results and the content
 * catalogues; `render.ts` lays it out on A4 pages. Plain data, so it can cross a worker boundary.
 */
import type { ChartDrawingInput, ChartLanguage, ChartStyle } from '../chart-svg.ts';

export interface TitleBlock {
  kind: 'title';
  text: string;
  subtitle?: string;
}

export interface HeadingBlock {
  kind: 'heading';
  text: string;
  /** 1 starts a section (and a new page when `newPage`), 2 a sub-section. */
  level: 1 | 2;
  newPage?: boolean;
  /** A name the footer can point to: `{anchor:<name>}` in footer texts becomes this heading's page number. */
  anchor?: string;
}

export interface ParagraphBlock {
  kind: 'paragraph';
  text: string;
  /** Smaller, grey: notes and sources. */
  muted?: boolean;
}

export interface KeyValuesBlock {
  kind: 'keyValues';
  rows: [label: string, value: string][];
}

export interface TableBlock {
  kind: 'table';
  headers: string[];
  rows: string[][];
  /** Relative column widths (any positive numbers; scaled to the text width). */
  widths: number[];
  /** Font size, points (default 8.5). */
  size?: number;
  /** Columns, by index, drawn centred (numbers). */
  centred?: number[];
}

export interface ChartsBlock {
  kind: 'charts';
  style: ChartStyle;
  language: ChartLanguage;
  /** Drawn two per row. */
  charts: ChartDrawingInput[];
}

export interface PageBreakBlock {
  kind: 'pageBreak';
}

export type ReportBlock = TitleBlock | HeadingBlock | ParagraphBlock | KeyValuesBlock | TableBlock | ChartsBlock | PageBreakBlock;

/**
 * The footer's methods line: `label` and as many `ids` (in order) as fit on one line, then
 * `pointer`, which names how many there are and where all of them are listed
 * (`{count}`, `{anchor:<name>}` placeholders). When all ids fit, the pointer still follows.
 */
export interface FooterMethods {
  label: string;
  ids: string[];
  /** E.g. "all {count} declared methods: page {anchor:methods}". */
  pointer: string;
}

export interface ReportDocument {
  /** Document language (PDF /Lang) and label language. */
  language: ChartLanguage;
  /** PDF metadata title. */
  title: string;
  blocks: ReportBlock[];
  /** Footer lines printed on every page (version tuple, request id). */
  footer: string[];
  /** The declared methods line of the footer, printed on every page after `footer`. */
  footerMethods?: FooterMethods;
  /** Page label with `{page}` and `{pages}` placeholders, e.g. "Page {page} of {pages}". */
  pageLabel: string;
}
