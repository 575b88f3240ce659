import { separation } from '../../shared/angles.ts';
import type { GrahaId } from '../core/zodiac.ts';

/**
 * Combustion orbs, degrees (`COMBUST.SURYA_SIDDHANTA`, charts-and-vargas.md §8); the second
 * value applies while the graha is retrograde. The Sun and the nodes are never combust.
 */
const combustionOrb: Partial<Record<GrahaId, [direct: number, retrograde: number]>> = {
  moon: [12, 12],
  mars: [17, 17],
  mercury: [14, 12],
  jupiter: [11, 11],
  venus: [10, 8],
  saturn: [15, 15],
};

/** Whether a graha is combust (asta): within its orb of the Sun, by the shortest arc. */
export function isCombust(graha: GrahaId, longitude: number, retrograde: boolean, sunLongitude: number): boolean {
  const orb = combustionOrb[graha];
  if (!orb) return false;
  return separation(longitude, sunLongitude) <= (retrograde ? orb[1] : orb[0]);
}
