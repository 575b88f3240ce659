/**
 * Gochara from the natal Moon (`GOCHARA.PHALADEEPIKA`, doshas-yogas-transits.md §6): the
 * houses in which each transiting graha is favourable, the vedha (obstruction) house paired
 * with each, and the graha whose presence causes no vedha. Vipareeta vedha (Pulippani ch. 22)
 * reads the same pairs backwards.
 */
import type { GrahaId } from '../core/zodiac.ts';

/** Favourable house → vedha house, per graha. */
export const vedhaPairs: Readonly<Record<GrahaId, readonly (readonly [favourable: number, vedha: number])[]>> = {
  sun: [[3, 9], [6, 12], [10, 4], [11, 5]],
  moon: [[1, 5], [3, 9], [6, 12], [7, 2], [10, 4], [11, 8]],
  mars: [[3, 12], [6, 9], [11, 5]],
  mercury: [[2, 5], [4, 3], [6, 9], [8, 1], [10, 8], [11, 12]],
  jupiter: [[2, 12], [5, 4], [7, 3], [9, 10], [11, 8]],
  venus: [[1, 8], [2, 7], [3, 1], [4, 10], [5, 9], [8, 5], [9, 11], [11, 3], [12, 6]],
  saturn: [[3, 12], [6, 9], [11, 5]],
  rahu: [[3, 12], [6, 9], [11, 5]],
  ketu: [[3, 12], [6, 9], [11, 5]],
};

/** The graha that causes no vedha to each (Sun–Saturn and Moon–Mercury are father and son; the nodes are always opposite). */
export const vedhaExemption: Readonly<Record<GrahaId, GrahaId | null>> = {
  sun: 'saturn',
  moon: 'mercury',
  mars: null,
  mercury: 'moon',
  jupiter: null,
  venus: null,
  saturn: 'sun',
  rahu: 'ketu',
  ketu: 'rahu',
};

/** Whether house h from the natal Moon is favourable for graha g. */
export function isFavourable(g: GrahaId, h: number): boolean {
  return vedhaPairs[g].some(([f]) => f === h);
}

/** The vedha house of a favourable house (null when h is not favourable for g). */
export function vedhaHouseOf(g: GrahaId, h: number): number | null {
  return vedhaPairs[g].find(([f]) => f === h)?.[1] ?? null;
}

/**
 * The favourable houses whose vedha house is h: a graha in h (an unfavourable house) gets
 * vipareeta relief from another graha in any of them. Empty when h is no vedha house of g.
 */
export function vipareetaHousesOf(g: GrahaId, h: number): number[] {
  return vedhaPairs[g].filter(([, v]) => v === h).map(([f]) => f);
}

/** Whether graha x can obstruct (or relieve) graha g: any other graha except g's exempt one. */
export function canObstruct(g: GrahaId, x: GrahaId): boolean {
  return x !== g && vedhaExemption[g] !== x;
}
