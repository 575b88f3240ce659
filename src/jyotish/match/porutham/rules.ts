/**
 * The ten South Indian poruthams (`DASHA.SOUTH`, matching.md §3), each a pass/fail test of
 * the two Moons. c = count(bride → groom) over nakshatras unless stated. Indices 0-based.
 */
import { ganaOf, type YoniId } from '../../core/moon-attributes.ts';
import { houseFrom, rashiLord } from '../../core/zodiac.ts';
import { maitriPoints } from '../ashtakoota/graha-maitri.ts';
import { yoniEnemies } from '../ashtakoota/yoni.ts';
import { countNakshatras, type MatchMoon } from '../moon.ts';
import type { MatchVariants } from '../variants.ts';

export const poruthamIds = [
  'dina', 'gana', 'mahendra', 'stree-deergha', 'yoni', 'rasi', 'rasyadhipati', 'vasya', 'rajju', 'vedha',
] as const;
export type PoruthamId = (typeof poruthamIds)[number];

const dinaCounts = new Set([2, 4, 6, 8, 9, 11, 13, 15, 18, 20, 24, 26]);
const dinaTamilExtra = new Set([17, 21, 25]);
const mahendraCounts = new Set([4, 7, 10, 13, 16, 19, 22, 25]);

/** Dina: c ∈ {2, 4, 6, 8, 9, 11, 13, 15, 18, 20, 24, 26}; the Tamil list adds 17, 21, 25. */
export function dinaPasses(countFromBride: number, variant: MatchVariants['poruthamDina']): boolean {
  return dinaCounts.has(countFromBride) || (variant === 'tamil' && dinaTamilExtra.has(countFromBride));
}

/** Gana: the same gana, or one Deva and the other Manushya. */
export function ganaPasses(groomNakshatra: number, brideNakshatra: number): boolean {
  const g = ganaOf(groomNakshatra);
  const b = ganaOf(brideNakshatra);
  return g === b || (g !== 'rakshasa' && b !== 'rakshasa');
}

/** Mahendra: c ∈ {4, 7, 10, 13, 16, 19, 22, 25}. */
export function mahendraPasses(countFromBride: number): boolean {
  return mahendraCounts.has(countFromBride);
}

/** Stree deergha: c above the threshold (13 by default, 7 in the variant). */
export function streeDeerghaPasses(countFromBride: number, threshold: MatchVariants['streeDeergha']): boolean {
  return countFromBride > threshold;
}

/** Yoni: the animals are not sworn enemies (the variant adds Serpent–Rat). */
export function yoniPorutham(groom: YoniId, bride: YoniId, variant: MatchVariants['poruthamYoni']): boolean {
  return !yoniEnemies(groom, bride) && !(variant === 'serpent-rat' && yoniEnemies(groom, bride, [['serpent', 'rat']]));
}

/** Rasi: the groom's sign is 7th or beyond from the bride's, or the same sign with different stars. */
export function rasiPasses(groom: MatchMoon, bride: MatchMoon): boolean {
  if (groom.sign === bride.sign) return groom.nakshatra !== bride.nakshatra;
  return houseFrom(bride.sign, groom.sign) >= 7;
}

/** Rasyadhipati: the graha maitri points of the two sign lords are at least 3. */
export function rasyadhipatiPasses(groomSign: number, brideSign: number): boolean {
  return maitriPoints(rashiLord[groomSign], rashiLord[brideSign]) >= 3;
}

/** Signs that are vasya to each bride sign (0 = Mesha): Ar→{Le, Sc}, Ta→{Cn, Li} … Pi→{Cp}. */
export const vasyaSigns: readonly (readonly number[])[] = [
  [4, 7], [3, 6], [5], [7, 8], [6], [2, 11], [5, 9], [3], [11], [0, 10], [0], [9],
];

/** Vasya: the groom's sign is among the vasya signs of the bride's. */
export function vasyaPasses(groomSign: number, brideSign: number): boolean {
  return vasyaSigns[brideSign].includes(groomSign);
}

export const rajjuIds = ['pada', 'kati', 'nabhi', 'kantha', 'shiro'] as const;
export type RajjuId = (typeof rajjuIds)[number];

/**
 * Rajju of a star: in each run of nine stars the body is climbed feet → head and descended
 * (Pada 1, 9, 10, 18, 19, 27; Kati 2, 8, 11, 17, 20, 26; Nabhi 3, 7, 12, 16, 21, 25;
 * Kantha 4, 6, 13, 15, 22, 24; Shiro 5, 14, 23).
 */
export function rajjuOf(nakshatra: number): RajjuId {
  return rajjuIds[[0, 1, 2, 3, 4, 3, 2, 1, 0][nakshatra % 9]];
}

/** Rajju: the two stars are not in the same rajju. */
export function rajjuPasses(groomNakshatra: number, brideNakshatra: number): boolean {
  return rajjuOf(groomNakshatra) !== rajjuOf(brideNakshatra);
}

/**
 * The classical vedha (mutually piercing) star pairs, 1-based: 1–18, 2–17, 3–16, 4–15, 6–22,
 * 7–21, 8–20, 9–19, 10–27, 11–26, 12–25, 13–24, and 5, 14, 23 mutually (matching.md §3).
 */
const vedhaPairs: readonly (readonly [number, number])[] = [
  [1, 18], [2, 17], [3, 16], [4, 15], [6, 22], [7, 21], [8, 20], [9, 19], [10, 27], [11, 26], [12, 25], [13, 24],
  [5, 14], [14, 23], [5, 23],
];

/**
 * Vedha: the two stars do not pierce each other. `pairs` (VEDHA.PAIRS, default) uses the
 * classical pair list; `sum` (VEDHA.SUM_19_28_37, PyJHora) fails whenever the 1-based star
 * numbers sum to 19, 28 or 37, which also catches pairs the list does not name (1–27,
 * 6–13, 18–19, one star with itself at 14 …).
 */
export function vedhaPasses(groomNakshatra: number, brideNakshatra: number, rule: MatchVariants['vedha'] = 'pairs'): boolean {
  const g = groomNakshatra + 1;
  const b = brideNakshatra + 1;
  if (rule === 'sum') {
    const sum = g + b;
    return sum !== 19 && sum !== 28 && sum !== 37;
  }
  return !vedhaPairs.some(([x, y]) => (x === g && y === b) || (x === b && y === g));
}

/** Star count of the groom from the bride (the c of matching.md §3). */
export function poruthamCount(groom: MatchMoon, bride: MatchMoon): number {
  return countNakshatras(bride.nakshatra, groom.nakshatra);
}
