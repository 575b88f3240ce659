/**
 * Koota 5, Graha Maitri (5 points), matching.md §1.5: the lords of the two Moon signs and
 * their natural relationships both ways (REL.BPHS, charts-and-vargas.md §7).
 */
import { naturalRelation, type NaturalRelation } from '../../chart/relationships.ts';
import { rashiLord, type SevenGrahaId } from '../../core/zodiac.ts';

/**
 * Points of a pair of views: both friends 5; friend + neutral 4; both neutral 3;
 * friend + enemy 1; neutral + enemy ½; both enemies 0.
 */
function pointsOfViews(a: NaturalRelation, b: NaturalRelation): number {
  const key = [a, b].sort().join('+');
  switch (key) {
    case 'friend+friend':
      return 5;
    case 'friend+neutral':
      return 4;
    case 'neutral+neutral':
      return 3;
    case 'enemy+friend':
      return 1;
    case 'enemy+neutral':
      return 0.5;
    default:
      return 0;
  }
}

/** Maitri points of two sign lords; the same lord counts 5. */
export function maitriPoints(a: SevenGrahaId, b: SevenGrahaId): number {
  if (a === b) return 5;
  return pointsOfViews(naturalRelation[a][b], naturalRelation[b][a]);
}

export interface GrahaMaitriKoota {
  groomLord: SevenGrahaId;
  brideLord: SevenGrahaId;
  /** How the groom's lord regards the bride's lord (null when they are the same graha). */
  groomLordView: NaturalRelation | null;
  brideLordView: NaturalRelation | null;
  points: number;
}

/** Graha maitri koota of two Moon signs (0-based). */
export function grahaMaitriKoota(groomSign: number, brideSign: number): GrahaMaitriKoota {
  const groomLord = rashiLord[groomSign];
  const brideLord = rashiLord[brideSign];
  const same = groomLord === brideLord;
  return {
    groomLord,
    brideLord,
    groomLordView: same ? null : naturalRelation[groomLord][brideLord],
    brideLordView: same ? null : naturalRelation[brideLord][groomLord],
    points: maitriPoints(groomLord, brideLord),
  };
}
