/**
 * Rudraksha mukhi → graha, `RUDRAKSHA.COMMON` (numerology-and-remedies.md §6), as ids only.
 * Ten- and eleven-faced beads have no graha in the table ("— (Vishnu; all grahas)",
 * "— (Hanuman/Rudra)"); the assignments of 10–14 vary between sources and are tagged [S/U].
 * Gauri-Shankar (two beads joined by nature) is Moon, with the variant "none".
 */
import type { GrahaId } from '../core/zodiac.ts';

export const rudrakshaTableId = 'RUDRAKSHA.COMMON';

/** What a table cell says: a graha, or one of the two graha-less entries. */
export type MukhiEntry =
  | { kind: 'graha'; graha: GrahaId }
  | { kind: 'vishnu-all-grahas' }
  | { kind: 'hanuman-rudra' };

export interface MukhiRow {
  mukhi: number;
  entry: MukhiEntry;
  /** True for 10–14: mappings vary between sources, confidence [S/U]. */
  variesBySource: boolean;
}

const g = (graha: GrahaId): MukhiEntry => ({ kind: 'graha', graha });

/** Mukhi 1–14 in order (index 0 = one-faced). */
const entries: readonly MukhiEntry[] = [
  g('sun'), g('moon'), g('mars'), g('mercury'), g('jupiter'), g('venus'), g('saturn'), g('rahu'), g('ketu'),
  { kind: 'vishnu-all-grahas' }, { kind: 'hanuman-rudra' }, g('sun'), g('venus'), g('saturn'),
];
export const mukhiTable: readonly MukhiRow[] = entries.map((entry, i) => ({ mukhi: i + 1, entry, variesBySource: i + 1 >= 10 }));

/** The confidence tag the methods file puts on 10–14. */
export const variesTag = '[S/U]';

/** Gauri-Shankar: Moon in the common list; the variant assigns no graha. */
export const gauriShankar: { graha: GrahaId; variantGraha: null } = { graha: 'moon', variantGraha: null };

/**
 * The mukhis whose table entry is this graha, in ascending order (Sun → 1, 12; Jupiter → 5).
 * The graha-less entries of 10 and 11 belong to no graha here; the table's "all grahas" for 10
 * is a statement about Vishnu, not a per-graha correspondence.
 */
export function mukhisOfGraha(graha: GrahaId): MukhiRow[] {
  return mukhiTable.filter((r) => r.entry.kind === 'graha' && r.entry.graha === graha);
}
