/**
 * Places a house's text lines inside its (convex) cell polygon: tries the largest font and one
 * column first, then smaller fonts, then two or three columns, and slides the block vertically
 * from the preferred point outwards until every line lies inside the polygon and clear of the
 * reserved rectangles (sign label, lagna stroke). Pure arithmetic, deterministic.
 */

export type Vec = readonly [number, number];

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface FitRegion {
  /** Convex polygon, vertices in order. */
  polygon: readonly Vec[];
  /** Areas that text must not cover. */
  obstacles: readonly Rect[];
  /** Where the centre of the text block should be, as near as it fits. */
  preferred: Vec;
}

export interface PlacedLine {
  /** Horizontal centre of the text (draw with text-anchor="middle"). */
  x: number;
  /** Baseline. */
  y: number;
}

export interface Fit {
  fontSize: number;
  lines: PlacedLine[];
  /** False when no arrangement fitted and the least-overflowing one was used. */
  fits: boolean;
}

/**
 * Font size (px), columns, line height (em): tried in this order, the first that fits wins.
 * Shrinking the font comes before splitting into columns because one column reads in zodiacal
 * order; the tight line heights are a last resort for six or more points in a triangle.
 */
const attempts: readonly (readonly [number, number, number])[] = [
  [13, 1, 1.2], [12, 1, 1.2], [11, 1, 1.2], [12, 2, 1.2], [11, 2, 1.2],
  [11, 2, 1.08], [11, 1, 1.08], [11, 3, 1.08],
];
/**
 * Horizontal clearance from the cell border and from obstacles, px: the comfortable value
 * first, then a tight one for very crowded cells (the width estimate already errs wide).
 */
const padsX = [4, 1.5] as const;
/** Vertical clearance from the cell's top and bottom extremes, px. */
const padY = 2;
const columnGapEm = 0.6;
/** Baseline below the centre of a line box; centres Latin capitals and the Devanagari body. */
const baselineEm = 0.36;

/** Mean of a polygon's vertices (px); the cell centre the layouts anchor labels and text on. */
export function centroid(points: readonly Vec[]): Vec {
  let x = 0;
  let y = 0;
  for (const [px, py] of points) {
    x += px;
    y += py;
  }
  return [x / points.length, y / points.length];
}

/** Horizontal extent [left, right] of a convex polygon at height y, or null outside it. */
function spanAt(polygon: readonly Vec[], y: number): [number, number] | null {
  let lo = Infinity;
  let hi = -Infinity;
  for (let i = 0; i < polygon.length; i++) {
    const [x1, y1] = polygon[i];
    const [x2, y2] = polygon[(i + 1) % polygon.length];
    if (y < Math.min(y1, y2) || y > Math.max(y1, y2)) continue;
    const x = y1 === y2 ? Math.min(x1, x2) : x1 + ((y - y1) * (x2 - x1)) / (y2 - y1);
    const xMax = y1 === y2 ? Math.max(x1, x2) : x;
    if (x < lo) lo = x;
    if (xMax > hi) hi = xMax;
  }
  return lo <= hi ? [lo, hi] : null;
}

/**
 * Free horizontal intervals for a band [top, bottom]: for a convex polygon the narrowest span
 * in the band is at one of its edges, so the band's span is the intersection of the two; then
 * obstacles overlapping the band cut it into pieces.
 */
function bandIntervals(region: FitRegion, top: number, bottom: number, padX: number): [number, number][] {
  const a = spanAt(region.polygon, top);
  const b = spanAt(region.polygon, bottom);
  if (!a || !b) return [];
  let pieces: [number, number][] = [[Math.max(a[0], b[0]) + padX, Math.min(a[1], b[1]) - padX]];
  for (const o of region.obstacles) {
    if (o.y >= bottom || o.y + o.h <= top) continue;
    const next: [number, number][] = [];
    for (const [lo, hi] of pieces) {
      if (o.x - padX > lo) next.push([lo, Math.min(hi, o.x - padX)]);
      if (o.x + o.w + padX < hi) next.push([Math.max(lo, o.x + o.w + padX), hi]);
    }
    pieces = next;
  }
  return pieces.filter(([lo, hi]) => hi > lo);
}

interface RowPlan {
  /** Indices of the lines in this row. */
  members: number[];
  width: number;
}

function planRows(widthsEm: readonly number[], fontSize: number, columns: number): { rows: RowPlan[]; colW: number } {
  const colW = Math.max(...widthsEm) * fontSize;
  const gap = columnGapEm * fontSize;
  const rows: RowPlan[] = [];
  for (let i = 0; i < widthsEm.length; i += columns) {
    const members: number[] = [];
    for (let k = i; k < Math.min(i + columns, widthsEm.length); k++) members.push(k);
    const width = members.length === 1 ? widthsEm[i] * fontSize : members.length * colW + (members.length - 1) * gap;
    rows.push({ members, width });
  }
  return { rows, colW };
}

/** Candidate block tops ordered by distance of the block centre from the preferred y. */
function candidateTops(region: FitRegion, blockH: number): number[] {
  let yMin = Infinity;
  let yMax = -Infinity;
  for (const [, y] of region.polygon) {
    yMin = Math.min(yMin, y);
    yMax = Math.max(yMax, y);
  }
  const first = yMin + padY;
  const last = yMax - padY - blockH;
  if (last < first) return [first];
  const ideal = Math.min(last, Math.max(first, region.preferred[1] - blockH / 2));
  const tops = [ideal];
  for (let d = 1; ideal - d >= first || ideal + d <= last; d++) {
    if (ideal - d >= first) tops.push(ideal - d);
    if (ideal + d <= last) tops.push(ideal + d);
  }
  return tops;
}

/**
 * Lays out `widthsEm.length` lines (widths in em) inside `region`.
 * Never fails: if nothing fits even with the tight padding it returns the arrangement with
 * the least total overflow and `fits: false`. An empty list gives an empty layout.
 */
export function fitLines(region: FitRegion, widthsEm: readonly number[]): Fit {
  if (widthsEm.length === 0) return { fontSize: attempts[0][0], lines: [], fits: true };
  let best: { overflow: number; fit: Fit } | null = null;
  for (const padX of padsX) {
    // Only the last (tightest) pass keeps a fallback; earlier ones stop a candidate at its first misfit.
    const keepBest = padX === padsX[padsX.length - 1];
    for (const [fontSize, columns, lineHeightEm] of attempts) {
      if (columns > 1 && widthsEm.length <= columns - 1) continue;
      const lh = lineHeightEm * fontSize;
      const { rows, colW } = planRows(widthsEm, fontSize, columns);
      const blockH = rows.length * lh;
      for (const top of candidateTops(region, blockH)) {
        const lines: PlacedLine[] = new Array(widthsEm.length);
        let overflow = 0;
        for (let r = 0; r < rows.length; r++) {
          const bandTop = top + r * lh;
          const row = rows[r];
          const pieces = bandIntervals(region, bandTop, bandTop + lh, padX);
          // Centre the row on the preferred x, clamped into the piece that holds it best.
          let centre = region.preferred[0];
          let rowOverflow = Infinity;
          for (const [lo, hi] of pieces) {
            const spare = hi - lo - row.width;
            const c = spare >= 0 ? Math.min(hi - row.width / 2, Math.max(lo + row.width / 2, region.preferred[0])) : (lo + hi) / 2;
            const o = Math.max(0, -spare);
            if (o < rowOverflow || (o === rowOverflow && Math.abs(c - region.preferred[0]) < Math.abs(centre - region.preferred[0]))) {
              rowOverflow = o;
              centre = c;
            }
          }
          overflow += rowOverflow === Infinity ? row.width + lh : rowOverflow;
          if (overflow > 0 && (!keepBest || (best && overflow >= best.overflow))) break;
          const baseline = bandTop + lh / 2 + baselineEm * fontSize;
          if (row.members.length === 1) {
            lines[row.members[0]] = { x: centre, y: baseline };
          } else {
            const step = colW + columnGapEm * fontSize;
            const left = centre - row.width / 2 + colW / 2;
            row.members.forEach((m, k) => (lines[m] = { x: left + k * step, y: baseline }));
          }
        }
        if (overflow === 0) return { fontSize, lines, fits: true };
        if (keepBest && (!best || overflow < best.overflow - 1e-9)) best = { overflow, fit: { fontSize, lines, fits: false } };
      }
    }
  }
  return best!.fit;
}
