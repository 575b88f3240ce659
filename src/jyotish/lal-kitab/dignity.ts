/**
 * Pakka ghar (permanent house) and the dignity houses of Lal Kitab (`LK.DIGNITY`,
 * ../shared/methods/lal-kitab.md §2). The editions differ on several cells; the default
 * (`first-value`, method id LK.DIGNITY) takes the first value of every cell that lists
 * alternatives, `all-values` (LK.DIGNITY_ALL) takes every listed value.
 *
 * Mars' pakka ghar cell names two houses joined by "and" — 3 (Mangal nek) and 8 (Mangal bad) —
 * which are not alternatives but the two permanent houses of the good and the bad Mars, so both
 * variants keep both.
 */
import type { GrahaId } from '../core/zodiac.ts';
import type { LkHouse } from './houses.ts';

export type LkDignityVariant = 'first-value' | 'all-values';
export const lkDignityVariants: readonly LkDignityVariant[] = ['first-value', 'all-values'];
export const lkDignityMethodId: Record<LkDignityVariant, string> = {
  'first-value': 'LK.DIGNITY',
  'all-values': 'LK.DIGNITY_ALL',
};

export interface LkDignityRow {
  pakkaGhar: readonly LkHouse[];
  /** Every value of the "also own" cell, first value first. */
  own: readonly LkHouse[];
  exalted: readonly LkHouse[];
  debilitated: readonly LkHouse[];
}

/** The §2 table with every value of every cell, first value first. */
export const lkDignityTable: Readonly<Record<GrahaId, LkDignityRow>> = {
  sun: { pakkaGhar: [1], own: [5], exalted: [1], debilitated: [7] },
  moon: { pakkaGhar: [4], own: [2], exalted: [2], debilitated: [8] },
  mars: { pakkaGhar: [3, 8], own: [1], exalted: [10], debilitated: [4] },
  mercury: { pakkaGhar: [7], own: [6], exalted: [6], debilitated: [12] },
  jupiter: { pakkaGhar: [2], own: [5, 9, 11, 12], exalted: [4], debilitated: [10] },
  venus: { pakkaGhar: [7], own: [2], exalted: [12], debilitated: [6] },
  saturn: { pakkaGhar: [8], own: [10, 11], exalted: [7], debilitated: [1] },
  rahu: { pakkaGhar: [12], own: [], exalted: [3, 6], debilitated: [9, 8] },
  ketu: { pakkaGhar: [6], own: [], exalted: [9, 12], debilitated: [3, 6] },
};

/** The houses of one graha under a variant (first value of each cell, or all of them). */
export function dignityHouses(graha: GrahaId, variant: LkDignityVariant): LkDignityRow {
  const row = lkDignityTable[graha];
  if (variant === 'all-values') return row;
  const first = (xs: readonly LkHouse[]) => xs.slice(0, 1);
  return { pakkaGhar: row.pakkaGhar, own: first(row.own), exalted: first(row.exalted), debilitated: first(row.debilitated) };
}

/**
 * Summary status. A house can carry two labels (the Moon's 2 is own and exalted; under
 * `all-values` Ketu's 6 is its pakka ghar and a debilitation house), so the order is fixed:
 * exalted, then debilitated, then own (pakka ghar or an "also own" house), else none.
 */
export type LkDignityStatus = 'exalted' | 'debilitated' | 'own' | 'none';

export interface LkDignity {
  status: LkDignityStatus;
  inPakkaGhar: boolean;
  houses: LkDignityRow;
}

/** Dignity of a graha in a Lal Kitab house under a variant. */
export function lkDignityOf(graha: GrahaId, house: LkHouse, variant: LkDignityVariant): LkDignity {
  const houses = dignityHouses(graha, variant);
  const inPakkaGhar = houses.pakkaGhar.includes(house);
  const status: LkDignityStatus = houses.exalted.includes(house)
    ? 'exalted'
    : houses.debilitated.includes(house)
      ? 'debilitated'
      : inPakkaGhar || houses.own.includes(house)
        ? 'own'
        : 'none';
  return { status, inPakkaGhar, houses };
}
