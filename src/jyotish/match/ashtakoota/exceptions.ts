/**
 * Dosha exceptions `MATCH.EXC_STD` (matching.md §2). The raw koota points never change: a
 * cancelled dosha is flagged with the rules that cancel it, and the adjusted total restores
 * that koota's full points.
 */
import { rashiLord } from '../../core/zodiac.ts';
import type { MatchMoon } from '../moon.ts';
import type { MatchVariants } from '../variants.ts';
import { maitriPoints } from './graha-maitri.ts';

/** N1 same sign, different stars; N2 same star, different signs; N3 (variant) same star and sign, different padas. */
export type NadiExceptionId = 'N1' | 'N2' | 'N3';
/** B1 both sign lords the same graha; B2 the lords are mutual natural friends. */
export type BhakootExceptionId = 'B1' | 'B2';

export interface DoshaCheck<E extends string> {
  /** The koota scored 0. */
  present: boolean;
  /** An exception applies (only when present). */
  cancelled: boolean;
  /** Every exception that applies, in rule order. */
  cancelledBy: E[];
  /** Points the adjusted total restores: the koota's maximum when cancelled, else 0. */
  restoredPoints: number;
}

/** Nadi dosha (nadi points 0) and its exceptions. */
export function nadiDosha(
  groom: MatchMoon,
  bride: MatchMoon,
  nadiPoints: number,
  variant: MatchVariants['nadiException'],
): DoshaCheck<NadiExceptionId> {
  const present = nadiPoints === 0;
  const cancelledBy: NadiExceptionId[] = [];
  if (present) {
    const sameSign = groom.sign === bride.sign;
    const sameStar = groom.nakshatra === bride.nakshatra;
    if (sameSign && !sameStar) cancelledBy.push('N1');
    if (sameStar && !sameSign) cancelledBy.push('N2');
    if (variant === 'with-pada' && sameStar && sameSign && groom.pada !== bride.pada) cancelledBy.push('N3');
  }
  const cancelled = cancelledBy.length > 0;
  return { present, cancelled, cancelledBy, restoredPoints: cancelled ? 8 : 0 };
}

/** Bhakoot dosha (bhakoot points 0) and its exceptions. */
export function bhakootDosha(groomSign: number, brideSign: number, bhakootPoints: number): DoshaCheck<BhakootExceptionId> {
  const present = bhakootPoints === 0;
  const cancelledBy: BhakootExceptionId[] = [];
  if (present) {
    const a = rashiLord[groomSign];
    const b = rashiLord[brideSign];
    if (a === b) cancelledBy.push('B1');
    else if (maitriPoints(a, b) === 5) cancelledBy.push('B2');
  }
  const cancelled = cancelledBy.length > 0;
  return { present, cancelled, cancelledBy, restoredPoints: cancelled ? 7 : 0 };
}
