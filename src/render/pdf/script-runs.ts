/**
 * Splits text into runs of one script, so each run is set in a font that has its glyphs:
 * Devanagari in Noto Sans Devanagari, everything else in Noto Sans. Spaces and punctuation
 * stay with the run before them (fewer runs, and a danda or space never starts a run).
 */

export type Script = 'deva' | 'latin';

export interface ScriptRun {
  script: Script;
  text: string;
}

/** Devanagari, Devanagari Extended, Vedic Extensions, and ZWJ/ZWNJ (which join Devanagari). */
export function isDevanagari(codePoint: number): boolean {
  return (
    (codePoint >= 0x0900 && codePoint <= 0x097f) ||
    (codePoint >= 0xa8e0 && codePoint <= 0xa8ff) ||
    (codePoint >= 0x1cd0 && codePoint <= 0x1cff) ||
    codePoint === 0x200c ||
    codePoint === 0x200d
  );
}

/** Characters that belong to whichever run they follow. */
function isNeutral(ch: string): boolean {
  return /[\s.,;:!?()[\]"'\u2018\u2019\u201c\u201d\u2013\u2014/-]/.test(ch);
}

/** The script runs of `text`, in order; concatenating their texts gives `text` back. */
export function scriptRuns(text: string): ScriptRun[] {
  const runs: ScriptRun[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    const last = runs[runs.length - 1];
    const script: Script = isDevanagari(cp) ? 'deva' : 'latin';
    if (last && (last.script === script || isNeutral(ch))) last.text += ch;
    else runs.push({ script, text: ch });
  }
  return runs;
}
