/**
 * Koota 6, Gana (6 points), matching.md §1.6: the temperament of each birth star and a
 * groom-row × bride-column table.
 */
import { ganaIds, ganaOf, type GanaId } from '../../core/moon-attributes.ts';
import type { MatchVariants } from '../variants.ts';

type Table = readonly (readonly number[])[];

/** Rows = groom, columns = bride, order Deva, Manushya, Rakshasa. matching.md §1.6. */
const standard: Table = [
  [6, 6, 1],
  [5, 6, 0],
  [1, 0, 6],
];

/** PyJHora's table: the Deva–Manushya cells transposed and Rakshasa groom with Deva bride 0. */
const pyjhora: Table = [
  [6, 5, 1],
  [6, 6, 0],
  [0, 0, 6],
];

/** Points for a groom gana and a bride gana under the selected table. */
export function ganaPoints(groom: GanaId, bride: GanaId, variant: MatchVariants['gana']): number {
  return (variant === 'standard' ? standard : pyjhora)[ganaIds.indexOf(groom)][ganaIds.indexOf(bride)];
}

export interface GanaKoota {
  groom: GanaId;
  bride: GanaId;
  points: number;
}

/** Gana koota of two birth stars (0-based nakshatras). */
export function ganaKoota(groomNakshatra: number, brideNakshatra: number, variant: MatchVariants['gana']): GanaKoota {
  const groom = ganaOf(groomNakshatra);
  const bride = ganaOf(brideNakshatra);
  return { groom, bride, points: ganaPoints(groom, bride, variant) };
}
