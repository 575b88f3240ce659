/**
 * The chart facts the yoga rules read, derived once per chart (pure): whole-sign houses from
 * the lagna or any graha, lords, dignities, full graha drishti, the benefic/malefic split of
 * `BENEFIC.YOGA` and the strength test of `STRONG.YOGA`. Every helper is a small pure
 * function so a rule's predicate reads like its verse.
 */
import { dignityOf, dignityTable, isDebilitated, isExalted, type Dignity } from '../chart/dignity.ts';
import { naturalRelation } from '../chart/relationships.ts';
import { aspectsSignFully } from '../chart/drishti.ts';
import { grahaIds, houseFrom, rashiLord, rashiModality, sevenGrahaIds, type GrahaId, type SevenGrahaId } from '../core/zodiac.ts';
import { chartView, type ChartView } from '../rules/chart-view.ts';
import type { NatalChart } from '../chart/natal-chart.ts';

export const kendras = [1, 4, 7, 10] as const;
export const trikonas = [1, 5, 9] as const;
export const dusthanas = [6, 8, 12] as const;
export const upachayas = [3, 6, 10, 11] as const;
export const panapharas = [2, 5, 8, 11] as const;
export const apoklimas = [3, 6, 9, 12] as const;

/** Natural malefics of the yoga rules: Sun, Mars, Saturn and the nodes. */
export const naturalMalefics: readonly GrahaId[] = ['sun', 'mars', 'saturn', 'rahu', 'ketu'];

export const isKendra = (h: number) => h === 1 || h === 4 || h === 7 || h === 10;
export const isTrikona = (h: number) => h === 1 || h === 5 || h === 9;
export const isDusthana = (h: number) => h === 6 || h === 8 || h === 12;
export const isUpachaya = (h: number) => h === 3 || h === 6 || h === 10 || h === 11;

/** House (1–12) of sign `to` counted from sign `from`. */
export const houseBetween = houseFrom;

export interface YogaChart {
  view: ChartView;
  lagna: number;
  sign: Readonly<Record<GrahaId, number>>;
  /** Dignity in D1 by longitude (`DIGNITY.BPHS`). */
  dignity: Readonly<Record<GrahaId, Dignity>>;
  /** Lord of each house 1–12 from the lagna (index 0 unused). */
  lords: readonly SevenGrahaId[];
  /** Benefics of `BENEFIC.YOGA`: Jupiter, Venus, and Mercury unless it shares a sign with a natural malefic. */
  benefics: readonly GrahaId[];
  /** Birth by day (`DAY.SUN_ABOVE_HORIZON`): the Sun in houses 7–12 from the lagna. */
  dayBirth: boolean;
  /** The Moon is waxing: its longitude 0–180° ahead of the Sun's. */
  moonWaxing: boolean;
  /** House (1–12) of each graha from the lagna. */
  house: Readonly<Record<GrahaId, number>>;
  /** Grahas in each sign (0–11), in the conventional order. */
  bySign: readonly (readonly GrahaId[])[];
  /** Per-chart cache of results several rules share (never shared between charts). */
  cache: Map<string, unknown>;
}

/** A value computed once per chart and shared by the rules that need it. */
export function memo<T>(c: YogaChart, key: string, compute: () => T): T {
  if (c.cache.has(key)) return c.cache.get(key) as T;
  const value = compute();
  c.cache.set(key, value);
  return value;
}

/** Builds the yoga view of a natal chart (pure). */
export function yogaChart(chart: NatalChart | ChartView): YogaChart {
  const view = 'chart' in chart && 'navamsa' in chart ? chart : chartView(chart as NatalChart);
  const lagna = view.lagnaSign;
  const dignity = {} as Record<GrahaId, Dignity>;
  for (const g of grahaIds) dignity[g] = dignityOf(g, view.longitude[g]);
  const lords: SevenGrahaId[] = [rashiLord[lagna]];
  for (let h = 1; h <= 12; h++) lords[h] = rashiLord[(lagna + h - 1) % 12];
  const mercuryAfflicted = naturalMalefics.some((m) => view.sign[m] === view.sign.mercury);
  const benefics: GrahaId[] = mercuryAfflicted ? ['jupiter', 'venus'] : ['mercury', 'jupiter', 'venus'];
  const sunHouse = houseFrom(lagna, view.sign.sun);
  const elongation = (((view.longitude.moon - view.longitude.sun) % 360) + 360) % 360;
  const house = {} as Record<GrahaId, number>;
  const bySign: GrahaId[][] = Array.from({ length: 12 }, () => []);
  for (const g of grahaIds) {
    house[g] = houseFrom(lagna, view.sign[g]);
    bySign[view.sign[g]].push(g);
  }
  return {
    view, lagna, sign: view.sign, dignity, lords, benefics, dayBirth: sunHouse >= 7, moonWaxing: elongation < 180,
    house, bySign, cache: new Map(),
  };
}

/** House of a graha from the lagna (or from the sign of another graha). */
export function houseOf(c: YogaChart, g: GrahaId, from?: GrahaId): number {
  return from ? houseFrom(c.sign[from], c.sign[g]) : c.house[g];
}

/** Sign of house h counted from the lagna (or from a graha). */
export function signOfHouse(c: YogaChart, h: number, from?: GrahaId): number {
  return ((from ? c.sign[from] : c.lagna) + h - 1) % 12;
}

/** Lord of house h from the lagna. */
export function lordOf(c: YogaChart, h: number): SevenGrahaId {
  return c.lords[h];
}

/** Houses (1–12 from the lagna) a graha owns (none for the nodes). */
export function housesOwned(c: YogaChart, g: GrahaId): number[] {
  const out: number[] = [];
  for (let h = 1; h <= 12; h++) if (c.lords[h] === g) out.push(h);
  return out;
}

/** Grahas in a sign, in the conventional order, among a set (default: all nine). */
export function inSign(c: YogaChart, sign: number, among?: readonly GrahaId[]): GrahaId[] {
  const here = c.bySign[sign];
  return among ? here.filter((g) => among.includes(g)) : [...here];
}

/** Grahas in house h from the lagna (or from a graha). */
export function inHouse(c: YogaChart, h: number, among?: readonly GrahaId[], from?: GrahaId): GrahaId[] {
  return inSign(c, signOfHouse(c, h, from), among);
}

export const isBenefic = (c: YogaChart, g: GrahaId) => c.benefics.includes(g);
export const isMalefic = (g: GrahaId) => naturalMalefics.includes(g);

/** Same sign (the graha itself excluded). */
export const conjoined = (c: YogaChart, a: GrahaId, b: GrahaId) => a !== b && c.sign[a] === c.sign[b];

/** Full graha drishti of `a` on sign `target`. */
export const aspectsSign = (c: YogaChart, a: GrahaId, target: number) => aspectsSignFully(a, c.sign[a], target);

/** Full graha drishti of `a` on graha `b`. */
export const aspects = (c: YogaChart, a: GrahaId, b: GrahaId) => a !== b && aspectsSign(c, a, c.sign[b]);

/** Conjoined with or fully aspected by `a`. */
export const joinsOrAspects = (c: YogaChart, a: GrahaId, b: GrahaId) => conjoined(c, a, b) || aspects(c, a, b);

/** Whether some graha of `among` joins or aspects `b`. */
export const influencedBy = (c: YogaChart, b: GrahaId, among: readonly GrahaId[]) => among.some((a) => joinsOrAspects(c, a, b));

export const exalted = (c: YogaChart, g: GrahaId) => isExalted(g, c.sign[g]);
export const debilitated = (c: YogaChart, g: GrahaId) => isDebilitated(g, c.sign[g]);

/** In its own sign (the sign, not the moolatrikona degrees). */
export function ownSign(c: YogaChart, g: GrahaId): boolean {
  return g !== 'rahu' && g !== 'ketu' && dignityTable[g].ownSigns.includes(c.sign[g]);
}

/** Own sign or exaltation sign. */
export const ownOrExalted = (c: YogaChart, g: GrahaId) => ownSign(c, g) || exalted(c, g);

/** In a friend's sign, own or exalted (by natural relationship, `REL.BPHS`). */
export function friendlyOrBetter(c: YogaChart, g: GrahaId): boolean {
  if (g === 'rahu' || g === 'ketu') return exalted(c, g);
  if (ownOrExalted(c, g)) return true;
  return naturalRelation[g][rashiLord[c.sign[g]]] === 'friend';
}

/** Enemy's sign (natural relationship). */
export function inEnemySign(c: YogaChart, g: GrahaId): boolean {
  if (g === 'rahu' || g === 'ketu' || ownOrExalted(c, g)) return false;
  return naturalRelation[g][rashiLord[c.sign[g]]] === 'enemy';
}

/**
 * `STRONG.YOGA`: the deterministic reading of "strong" used by the catalogue — exalted,
 * moolatrikona or own sign, or in a kendra or trikona from the lagna; never when debilitated.
 */
export function strong(c: YogaChart, g: GrahaId): boolean {
  if (debilitated(c, g)) return false;
  const d = c.dignity[g];
  if (d === 'exalted' || d === 'moolatrikona' || d === 'own' || ownOrExalted(c, g)) return true;
  const h = houseOf(c, g);
  return isKendra(h) || isTrikona(h);
}

/** Sign's modality: 0 movable, 1 fixed, 2 dual. */
export const modality = rashiModality;

/** Lord of the navamsa sign a graha occupies. */
export const navamsaLord = (c: YogaChart, g: GrahaId) => rashiLord[c.view.navamsa[g]];

/** The seven grahas of the nabhasa yogas (the nodes are not counted). */
export const seven = sevenGrahaIds;
