/**
 * The Lal Kitab chart (`LK.CHART`, ../shared/methods/lal-kitab.md §1): each graha keeps its
 * whole-sign house from the real lagna, and that house is then read as a fixed sign (house 1 =
 * Aries … house 12 = Pisces) whatever the lagna was. Degrees, nakshatras and vargas play no part.
 */
import { grahaIds, houseFrom, type GrahaId } from '../core/zodiac.ts';

/** A Lal Kitab house, 1…12 (also the sign it stands for: 1 = Aries … 12 = Pisces). */
export type LkHouse = number;

/** House of every graha, Sun … Ketu. */
export type LkPlacement = Readonly<Record<GrahaId, LkHouse>>;

/**
 * Lal Kitab house of each of the nine grahas: (sign − lagnaSign) mod 12 + 1.
 * @param lagnaSign 0-based sign of the real ascendant (0 = Aries)
 * @param signs 0-based D1 sign of each graha
 */
export function lalKitabHouses(lagnaSign: number, signs: Readonly<Record<GrahaId, number>>): LkPlacement {
  const out = {} as Record<GrahaId, LkHouse>;
  for (const g of grahaIds) out[g] = houseFrom(lagnaSign, signs[g]);
  return out;
}

/** The grahas in each house (index 0 = house 1), in the order Sun … Ketu. */
export function occupantsByHouse(placement: LkPlacement): GrahaId[][] {
  const houses: GrahaId[][] = Array.from({ length: 12 }, () => []);
  for (const g of grahaIds) houses[placement[g] - 1].push(g);
  return houses;
}

/** 0-based sign that a Lal Kitab house stands for (house 1 → 0 = Aries). */
export function signOfLkHouse(house: LkHouse): number {
  return house - 1;
}
