/**
 * Koota 1, Varna (1 point), matching.md §1.1: the varna of each Moon sign by its element;
 * 1 point when the groom's rank is at least the bride's.
 */
import { varnaOfSign, varnaRank, type VarnaId } from '../../core/moon-attributes.ts';
import type { MatchVariants } from '../variants.ts';

/** Varna of the sign by element (fire, earth, air, water) in the saravali/PyJHora list: earth Shudra, air Vaishya. */
const saravaliByElement: readonly VarnaId[] = ['kshatriya', 'shudra', 'vaishya', 'brahmin'];

/** Varna of a Moon sign (0 = Mesha) under the selected list (`VARNA.MC` default). */
export function varnaOf(sign: number, variant: MatchVariants['varna']): VarnaId {
  return variant === 'mc' ? varnaOfSign(sign) : saravaliByElement[sign % 4];
}

export interface VarnaKoota {
  groom: VarnaId;
  bride: VarnaId;
  points: 0 | 1;
}

/** Varna koota of the two Moon signs (0-based). */
export function varnaKoota(groomSign: number, brideSign: number, variant: MatchVariants['varna']): VarnaKoota {
  const groom = varnaOf(groomSign, variant);
  const bride = varnaOf(brideSign, variant);
  return { groom, bride, points: varnaRank[groom] >= varnaRank[bride] ? 1 : 0 };
}
