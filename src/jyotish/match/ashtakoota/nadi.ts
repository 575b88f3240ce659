/**
 * Koota 8, Nadi (8 points), matching.md §1.8: the nadi of each birth star; the same nadi
 * scores 0 (nadi dosha), different nadis 8.
 */
import { nadiOf, type NadiId } from '../../core/moon-attributes.ts';

export interface NadiKoota {
  groom: NadiId;
  bride: NadiId;
  points: 0 | 8;
}

/** Nadi koota of two birth stars (0-based nakshatras). */
export function nadiKoota(groomNakshatra: number, brideNakshatra: number): NadiKoota {
  const groom = nadiOf(groomNakshatra);
  const bride = nadiOf(brideNakshatra);
  return { groom, bride, points: groom === bride ? 0 : 8 };
}
