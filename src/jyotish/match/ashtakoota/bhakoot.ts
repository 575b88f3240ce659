/**
 * Koota 7, Bhakoot (7 points), matching.md §1.7: the sign distance k = count(bride → groom);
 * 0 when {k, 14 − k} is {2, 12} (dvirdvadasha), {5, 9} (navapanchama) or {6, 8} (shadashtaka).
 */
import { houseFrom } from '../../core/zodiac.ts';

export type BhakootRelation = '1-1' | '2-12' | '3-11' | '4-10' | '5-9' | '6-8' | '7-7';

export interface BhakootKoota {
  /** The groom's sign counted from the bride's (1…12). */
  countFromBride: number;
  /** The bride's sign counted from the groom's (1…12). */
  countFromGroom: number;
  /** The unordered relation, smaller count first. */
  relation: BhakootRelation;
  points: 0 | 7;
}

/** Bhakoot koota of two Moon signs (0-based). */
export function bhakootKoota(groomSign: number, brideSign: number): BhakootKoota {
  const countFromBride = houseFrom(brideSign, groomSign);
  const countFromGroom = houseFrom(groomSign, brideSign);
  const lo = Math.min(countFromBride, countFromGroom);
  const hi = Math.max(countFromBride, countFromGroom);
  const relation = `${lo}-${hi}` as BhakootRelation;
  const dosha = relation === '2-12' || relation === '5-9' || relation === '6-8';
  return { countFromBride, countFromGroom, relation, points: dosha ? 0 : 7 };
}
