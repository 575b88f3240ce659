/**
 * Koota 2, Vashya (2 points), matching.md §1.2: the Moon's vashya class (Sagittarius and
 * Capricorn split at 15°) and a groom-row × bride-column table.
 */
import { vashyaIds, vashyaOf, type VashyaId } from '../../core/moon-attributes.ts';
import type { MatchMoon } from '../moon.ts';
import type { MatchVariants } from '../variants.ts';

type Row = readonly [number, number, number, number, number];
type Table = readonly [Row, Row, Row, Row, Row];

/** Rows = groom, columns = bride, order C M J V K (vashyaIds). matching.md §1.2. */
const standard: Table = [
  [2, 1, 1, 0.5, 1],
  [1, 2, 0.5, 0, 1],
  [1, 0.5, 2, 1, 1],
  [0.5, 0, 1, 2, 0],
  [1, 1, 1, 0, 2],
];

/** The variant Vanachara groom row 0 0 1 2 0 (matching.md §1.2); the other rows unchanged. */
const vanacharaZero: Table = [standard[0], standard[1], standard[2], [0, 0, 1, 2, 0], standard[4]];

/**
 * The saravali.de table used by PyJHora 4.8.5 (`VasiyaArray`, read for facts: its rows are
 * the bride's class). Transposed here into groom rows; not symmetric.
 */
const saravali: Table = [
  [2, 0.5, 1, 0, 1],
  [0.5, 2, 0, 0, 0],
  [1, 0, 2, 2, 1],
  [0, 0, 2, 2, 0],
  [2, 0, 2, 0, 2],
];

const tables: Record<MatchVariants['vashya'], Table> = { standard, 'vanachara-zero': vanacharaZero, saravali };

/** Points for a groom class and a bride class under the selected table. */
export function vashyaPoints(groom: VashyaId, bride: VashyaId, variant: MatchVariants['vashya']): number {
  return tables[variant][vashyaIds.indexOf(groom)][vashyaIds.indexOf(bride)];
}

export interface VashyaKoota {
  groom: VashyaId;
  bride: VashyaId;
  points: number;
}

/** Vashya koota of the two Moons (the class needs the degree in Sagittarius and Capricorn). */
export function vashyaKoota(groom: MatchMoon, bride: MatchMoon, variant: MatchVariants['vashya']): VashyaKoota {
  const g = vashyaOf(groom.sign, groom.degreeInSign);
  const b = vashyaOf(bride.sign, bride.degreeInSign);
  return { groom: g, bride: b, points: vashyaPoints(g, b, variant) };
}
