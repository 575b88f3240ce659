/**
 * String helpers for hand-built SVG: XML escaping, compact deterministic numbers and an
 * estimate of text width (no DOM or font files at run time, so widths are estimated from
 * per-character advance classes).
 */

const xmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Escapes text for use in XML character data and in double-quoted attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => xmlEntities[c]);
}

/**
 * Formats a coordinate with at most one decimal and no trailing ".0", so the same input
 * always gives the same bytes (and -0 prints as 0).
 */
export function num(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return rounded === 0 ? '0' : String(rounded);
}

/**
 * Advance width of a string in em. Latin is estimated between Noto Sans (the first font asked
 * for) and the wider DejaVu Sans, so layouts still fit, within the 4 px cell padding, when a
 * client falls back to DejaVu; Devanagari on Noto Sans Devanagari including the overhang of
 * vowel signs. Checked against librsvg renderings of every chart label: the ink is at most the
 * estimate, or within 0.1 em of it for a lone akshara with an overhanging vowel sign (सू, के).
 * Devanagari: letters ≈ 0.7 em, spacing vowel signs ≈ 0.3 em, combining marks 0, and a virama
 * turns the preceding consonant into a half form (≈ −0.25 em).
 */
export function textWidthEm(text: string): number {
  let latin = 0;
  let devanagari = 0;
  for (const ch of text) {
    const c = ch.codePointAt(0) ?? 0;
    if (c >= 0x900 && c <= 0x97f) devanagari += devanagariEm(c);
    else latin += latinEm(c);
  }
  return latin * 0.92 + devanagari;
}

function latinEm(c: number): number {
  if (c >= 0x30 && c <= 0x39) return 0.64;
  if (c === 0x20) return 0.32;
  if (c === 0xb0) return 0.5;
  if (c === 0x28 || c === 0x29) return 0.4;
  if (c >= 0x41 && c <= 0x5a) return 0.72;
  if (c >= 0x61 && c <= 0x7a) return 0.6;
  return 0.62;
}

function devanagariEm(c: number): number {
  if (c === 0x94d) return -0.25; // virama: half form of the previous consonant
  if (c === 0x93e || c === 0x93f || c === 0x940 || c === 0x949 || c === 0x94b || c === 0x94c || c === 0x903) return 0.3;
  if (c <= 0x902 || (c >= 0x93a && c <= 0x94f) || (c >= 0x951 && c <= 0x957) || c === 0x962 || c === 0x963) return 0;
  return 0.7;
}
