/**
 * Koota 4, Yoni (4 points), matching.md §1.4: the animal of each birth star and a symmetric
 * 14 × 14 table; zeros are the seven sworn-enemy pairs.
 */
import { yoniIds, yoniOfNakshatra, type YoniId } from '../../core/moon-attributes.ts';
import type { MatchVariants } from '../variants.ts';

/** Rows and columns in yoniIds order: Ho El Sh Se Do Ca Ra Co Bu Ti De Mo Mn Li. */
const table: readonly (readonly number[])[] = [
  [4, 2, 2, 3, 2, 2, 2, 1, 0, 1, 3, 3, 2, 1],
  [2, 4, 3, 3, 2, 2, 2, 2, 3, 1, 2, 3, 2, 0],
  [2, 3, 4, 2, 1, 2, 1, 3, 3, 1, 2, 0, 3, 1],
  [3, 3, 2, 4, 2, 1, 1, 1, 1, 2, 2, 2, 0, 2],
  [2, 2, 1, 2, 4, 2, 1, 2, 2, 1, 0, 2, 1, 1],
  [2, 2, 2, 1, 2, 4, 0, 2, 2, 1, 3, 3, 2, 1],
  [2, 2, 1, 1, 1, 0, 4, 2, 2, 2, 2, 2, 1, 2],
  [1, 2, 3, 1, 2, 2, 2, 4, 3, 0, 3, 2, 2, 1],
  [0, 3, 3, 1, 2, 2, 2, 3, 4, 1, 2, 2, 2, 1],
  [1, 1, 1, 2, 1, 1, 2, 0, 1, 4, 1, 1, 2, 1],
  [3, 2, 2, 2, 0, 3, 2, 3, 2, 1, 4, 2, 2, 1],
  [3, 3, 0, 2, 2, 3, 2, 2, 2, 1, 2, 4, 3, 2],
  [2, 2, 3, 0, 1, 2, 1, 2, 2, 2, 2, 3, 4, 2],
  [1, 0, 1, 2, 1, 1, 2, 1, 1, 1, 1, 2, 2, 4],
];

/** The seven sworn-enemy pairs (the zero cells). */
export const yoniEnemyPairs: readonly (readonly [YoniId, YoniId])[] = [
  ['horse', 'buffalo'], ['elephant', 'lion'], ['sheep', 'monkey'], ['serpent', 'mongoose'],
  ['dog', 'deer'], ['cat', 'rat'], ['cow', 'tiger'],
];

/** Whether two animals form one of `pairs` (default: the seven sworn-enemy pairs), in either order. */
export function yoniEnemies(a: YoniId, b: YoniId, pairs: readonly (readonly [YoniId, YoniId])[] = yoniEnemyPairs): boolean {
  return pairs.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
}

/** Points for two animals; `horseDeer` selects the disputed Horse–Deer cell (3 YONI.MC, 1 PyJHora). */
export function yoniPoints(a: YoniId, b: YoniId, horseDeer: MatchVariants['yoniHorseDeer']): number {
  if ((a === 'horse' && b === 'deer') || (a === 'deer' && b === 'horse')) return horseDeer;
  return table[yoniIds.indexOf(a)][yoniIds.indexOf(b)];
}

export interface YoniKoota {
  groom: YoniId;
  bride: YoniId;
  points: number;
  /** The two animals are sworn enemies. */
  enemies: boolean;
}

/** Yoni koota of two birth stars (0-based nakshatras). */
export function yoniKoota(groomNakshatra: number, brideNakshatra: number, horseDeer: MatchVariants['yoniHorseDeer']): YoniKoota {
  const groom = yoniOfNakshatra[groomNakshatra];
  const bride = yoniOfNakshatra[brideNakshatra];
  return { groom, bride, points: yoniPoints(groom, bride, horseDeer), enemies: yoniEnemies(groom, bride) };
}
