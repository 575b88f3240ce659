/**
 * Fits a chart title into the room its style gives it (the East style's centre cell is a
 * third of the square, narrower than "Bhava chart (Sripati)" at 15 px): the full size on one
 * line when it fits, else two lines broken at the space nearest the middle, else smaller
 * sizes, down to a floor. Widths come from the same estimate as the cell texts (svg-text.ts).
 */
import { textWidthEm } from './svg-text.ts';

/** Bold text is wider than the regular estimate; Noto Sans Bold runs about 6–8 % wider. */
const boldFactor = 1.08;
const minFontSize = 9;

export interface TitleFit {
  fontSize: number;
  /** One or two lines. */
  lines: string[];
}

const widthPx = (text: string, fontSize: number) => textWidthEm(text) * fontSize * boldFactor;

/** The two-line split whose longer line is shortest (null for a single word). */
function splitInTwo(title: string): [string, string] | null {
  const words = title.split(' ');
  let best: [string, string] | null = null;
  let bestWidth = Number.POSITIVE_INFINITY;
  for (let i = 1; i < words.length; i++) {
    const pair: [string, string] = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    const w = Math.max(textWidthEm(pair[0]), textWidthEm(pair[1]));
    if (w < bestWidth) {
      best = pair;
      bestWidth = w;
    }
  }
  return best;
}

/**
 * The title's lines and size: `fontSize` on one line if it is at most `maxWidth` px wide;
 * otherwise the largest size from `fontSize` down to 9 px at which one line, or else two
 * lines, fit; at the floor the text may still overflow (a title longer than any chart's).
 */
export function fitTitle(title: string, fontSize: number, maxWidth: number | undefined): TitleFit {
  if (maxWidth === undefined || widthPx(title, fontSize) <= maxWidth) return { fontSize, lines: [title] };
  const two = splitInTwo(title);
  for (let size = fontSize; size >= minFontSize; size--) {
    if (widthPx(title, size) <= maxWidth && size >= fontSize - 2) return { fontSize: size, lines: [title] };
    if (two && Math.max(widthPx(two[0], size), widthPx(two[1], size)) <= maxWidth) return { fontSize: size, lines: two };
  }
  return two ? { fontSize: minFontSize, lines: two } : { fontSize: minFontSize, lines: [title] };
}
