/**
 * Argala (Jaimini): grahas in the 2nd, 4th and 11th from a sign intervene on it (primary
 * argala), the 5th too (secondary); grahas in the 12th, 10th, 3rd and 9th respectively obstruct
 * (virodhargala). Declared reading `ARGALA.COUNT`: an argala stands when its grahas outnumber
 * the obstructing ones; equal or more obstructing grahas cancel it. Not modelled: the special
 * rule for malefics in the 3rd and reverse counting for Ketu.
 */
import { grahaIds, type GrahaId } from '../core/zodiac.ts';

export const argalaPairs = [
  { house: 2, obstruction: 12 },
  { house: 4, obstruction: 10 },
  { house: 11, obstruction: 3 },
  { house: 5, obstruction: 9 },
] as const;

export interface Argala {
  house: number;
  grahas: GrahaId[];
  obstructionHouse: number;
  obstructingGrahas: GrahaId[];
  status: 'none' | 'effective' | 'obstructed';
}

/** The four argalas on sign `sign` (0-based), from the D1 signs of the nine grahas. */
export function argalasOn(signOf: Record<GrahaId, number>, sign: number): Argala[] {
  const inHouse = (h: number) => grahaIds.filter((g) => signOf[g] === (sign + h - 1) % 12);
  return argalaPairs.map(({ house, obstruction }) => {
    const grahas = inHouse(house);
    const obstructingGrahas = inHouse(obstruction);
    const status = grahas.length === 0 ? 'none' : grahas.length > obstructingGrahas.length ? 'effective' : 'obstructed';
    return { house, grahas, obstructionHouse: obstruction, obstructingGrahas, status };
  });
}
