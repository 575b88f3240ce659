/**
 * Koota 3, Tara (3 points), matching.md §1.3: the star count each way, reduced to the nine
 * taras; each direction scores 1.5 unless it falls on Vipat (3), Pratyari (5) or Vadha (7).
 */
import { countNakshatras } from '../moon.ts';

export const taraIds = [
  'janma', 'sampat', 'vipat', 'kshema', 'pratyari', 'sadhaka', 'vadha', 'mitra', 'ati-mitra',
] as const;
export type TaraId = (typeof taraIds)[number];

/** The tara (1…9 cycle) of an inclusive star count 1…27. */
export function taraOfCount(count: number): TaraId {
  return taraIds[(count - 1) % 9];
}

/** Whether a count lands on an inauspicious tara: (count mod 9) ∈ {3, 5, 7}. */
export function isInauspiciousTara(count: number): boolean {
  const r = count % 9;
  return r === 3 || r === 5 || r === 7;
}

export interface TaraKoota {
  /** count(bride → groom): the groom's star counted from the bride's. */
  countFromBride: number;
  /** count(groom → bride). */
  countFromGroom: number;
  /** Tara of the groom's star from the bride's. */
  brideTara: TaraId;
  /** Tara of the bride's star from the groom's. */
  groomTara: TaraId;
  points: 0 | 1.5 | 3;
}

/** Tara koota of two birth stars (0-based nakshatras). */
export function taraKoota(groomNakshatra: number, brideNakshatra: number): TaraKoota {
  const countFromBride = countNakshatras(brideNakshatra, groomNakshatra);
  const countFromGroom = countNakshatras(groomNakshatra, brideNakshatra);
  const side = (c: number) => (isInauspiciousTara(c) ? 0 : 1.5);
  return {
    countFromBride,
    countFromGroom,
    brideTara: taraOfCount(countFromBride),
    groomTara: taraOfCount(countFromGroom),
    points: (side(countFromBride) + side(countFromGroom)) as 0 | 1.5 | 3,
  };
}
