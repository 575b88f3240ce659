/**
 * Lal Kitab aspects (`LK.DRISHTI`, ../shared/methods/lal-kitab.md §3): cast by houses, not by
 * grahas, so a graha casts the aspects of the house it sits in. The 8th house strikes the 2nd
 * with the inverted aspect called takkar ("collision"); the source gives it no percentage.
 * The variant `LK.DRISHTI_PLUS7` adds, for every house, a full aspect on the 7th from it where
 * the table has none (some summaries let every graha aspect its 7th); the source gives that
 * aspect no percentage either.
 */
import type { GrahaId } from '../core/zodiac.ts';
import type { LkHouse } from './houses.ts';

export type LkDrishtiVariant = 'houses' | 'plus-seventh';
export const lkDrishtiVariants: readonly LkDrishtiVariant[] = ['houses', 'plus-seventh'];
export const lkDrishtiMethodId: Record<LkDrishtiVariant, string> = {
  houses: 'LK.DRISHTI',
  'plus-seventh': 'LK.DRISHTI_PLUS7',
};

/** drishti: an aspect of the §3 table with its percentage; takkar: 8 → 2; seventh: the PLUS7 addition. */
export type LkAspectKind = 'drishti' | 'takkar' | 'seventh';

export interface LkHouseAspect {
  from: LkHouse;
  to: LkHouse;
  kind: LkAspectKind;
  /** 100, 50 or 25; null where the source gives no percentage (takkar, the added 7th). */
  strengthPercent: number | null;
}

/** The §3 table. */
export const lkHouseAspects: readonly LkHouseAspect[] = [
  { from: 1, to: 7, kind: 'drishti', strengthPercent: 100 },
  { from: 4, to: 10, kind: 'drishti', strengthPercent: 100 },
  { from: 3, to: 9, kind: 'drishti', strengthPercent: 50 },
  { from: 3, to: 11, kind: 'drishti', strengthPercent: 50 },
  { from: 5, to: 9, kind: 'drishti', strengthPercent: 50 },
  { from: 2, to: 6, kind: 'drishti', strengthPercent: 25 },
  { from: 6, to: 12, kind: 'drishti', strengthPercent: 25 },
  { from: 8, to: 2, kind: 'takkar', strengthPercent: null },
];

function seventhFrom(house: LkHouse): LkHouse {
  return ((house + 5) % 12) + 1;
}

/** The table plus, under PLUS7, the 7th from every house that does not already aspect it. */
function buildAspects(variant: LkDrishtiVariant): LkHouseAspect[] {
  const out = [...lkHouseAspects];
  if (variant === 'plus-seventh') {
    for (let h = 1; h <= 12; h++) {
      const to = seventhFrom(h);
      if (!out.some((a) => a.from === h && a.to === to)) out.push({ from: h, to, kind: 'seventh', strengthPercent: null });
    }
  }
  return out;
}

const aspectsByVariant: Record<LkDrishtiVariant, { from: LkHouseAspect[][]; to: LkHouseAspect[][] }> = {
  houses: index(buildAspects('houses')),
  'plus-seventh': index(buildAspects('plus-seventh')),
};

function index(aspects: readonly LkHouseAspect[]): { from: LkHouseAspect[][]; to: LkHouseAspect[][] } {
  const from: LkHouseAspect[][] = Array.from({ length: 12 }, () => []);
  const to: LkHouseAspect[][] = Array.from({ length: 12 }, () => []);
  for (const a of aspects) {
    from[a.from - 1].push(a);
    to[a.to - 1].push(a);
  }
  for (const list of to) list.sort((a, b) => a.from - b.from);
  return { from, to };
}

/** Aspects a house casts (in table order: the §3 rows, then the added 7th). */
export function aspectsFromHouse(house: LkHouse, variant: LkDrishtiVariant): readonly LkHouseAspect[] {
  return aspectsByVariant[variant].from[house - 1];
}

/** Aspects a house receives, by source house ascending. */
export function aspectsOnHouse(house: LkHouse, variant: LkDrishtiVariant): readonly LkHouseAspect[] {
  return aspectsByVariant[variant].to[house - 1];
}

/** Houses aspected by at least one occupied house (index 0 = house 1). */
export function aspectedHouses(occupants: readonly (readonly GrahaId[])[], variant: LkDrishtiVariant): boolean[] {
  const aspected = new Array<boolean>(12).fill(false);
  for (let h = 1; h <= 12; h++) {
    if (occupants[h - 1].length === 0) continue;
    for (const a of aspectsFromHouse(h, variant)) aspected[a.to - 1] = true;
  }
  return aspected;
}
