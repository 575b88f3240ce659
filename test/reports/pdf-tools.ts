/**
 * Poppler's command-line tools for the report tests: text extraction (pdftotext), page count
 * (pdfinfo) and page images (pdftoppm). When poppler-utils is not installed the tests that need
 * it are skipped with `popplerMissing` as the reason (.ci/run installs it where it can).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const available = (tool: string) => spawnSync(tool, ['-v'], { encoding: 'utf8' }).error === undefined;

/** False, or the reason the poppler-based checks are skipped. */
export const popplerMissing: string | false =
  available('pdftotext') && available('pdfinfo') && available('pdftoppm')
    ? false
    : 'poppler-utils (pdftotext, pdfinfo, pdftoppm) is not installed: apt-get install poppler-utils to run the PDF content checks';

/** Where page images are written for people to look at (gitignored). */
export const artifactDir = fileURLToPath(new URL('../../test-artifacts/reports/', import.meta.url));

function withFile<T>(pdf: Buffer, fn: (path: string, dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'report-'));
  try {
    const path = join(dir, 'report.pdf');
    writeFileSync(path, pdf);
    return fn(path, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The document's text (reading order), whitespace runs collapsed to one space. */
export function pdfText(pdf: Buffer): string {
  return withFile(pdf, (path) => spawnSync('pdftotext', ['-raw', path, '-'], { encoding: 'utf8', maxBuffer: 64 << 20 }).stdout.replace(/\s+/g, ' '));
}

/** The text of one page (1-based), whitespace runs collapsed to one space. */
export function pdfPageText(pdf: Buffer, page: number): string {
  return withFile(pdf, (path) => spawnSync('pdftotext', ['-raw', '-f', String(page), '-l', String(page), path, '-'], { encoding: 'utf8', maxBuffer: 64 << 20 }).stdout.replace(/\s+/g, ' '));
}

/** Number of pages (pdfinfo). */
export function pageCount(pdf: Buffer): number {
  const info = withFile(pdf, (path) => spawnSync('pdfinfo', [path], { encoding: 'utf8' }).stdout);
  return Number(/Pages:\s+(\d+)/.exec(info)?.[1] ?? 0);
}

/** Page size in points (pdfinfo), e.g. "595.28 x 841.89". */
export function pageSize(pdf: Buffer): string {
  const info = withFile(pdf, (path) => spawnSync('pdfinfo', [path], { encoding: 'utf8' }).stdout);
  return /Page size:\s+([\d.]+ x [\d.]+)/.exec(info)?.[1] ?? '';
}

/**
 * Renders one page to `<artifactDir>/<name>.png` (for a person to look at) and returns the share
 * of its pixels that are not white, from a grey-scale rendering of the same page.
 */
export function renderPage(pdf: Buffer, page: number, name: string): number {
  mkdirSync(artifactDir, { recursive: true });
  return withFile(pdf, (path, dir) => {
    const range = ['-f', String(page), '-l', String(page), '-singlefile'];
    spawnSync('pdftoppm', [...range, '-r', '80', '-png', path, join(artifactDir, name)]);
    spawnSync('pdftoppm', [...range, '-r', '40', '-gray', path, join(dir, 'page')]);
    const pgm = readFileSync(join(dir, 'page.pgm'));
    // Binary PGM: "P5", width, height, maxval, one byte per pixel.
    const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 40).toString('latin1'));
    if (!header) return 0;
    const pixels = pgm.subarray(header[0].length);
    let ink = 0;
    for (const v of pixels) if (v < 200) ink++;
    return ink / pixels.length;
  });
}
