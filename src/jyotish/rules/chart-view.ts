/**
 * The chart facts every rule reads, derived once from a NatalChart: signs, houses counted
 * from any reference, house lords, graha drishti, conjunctions and the sambandha relations of
 * doshas-yogas-transits.md (whole-sign houses, "conjoined" = same sign).
 */
import { aspectsSignFully } from '../chart/drishti.ts';
import { grahaPlacements, type NatalChart } from '../chart/natal-chart.ts';
import { vargaSign } from '../chart/vargas.ts';
import { grahaIds, houseFrom, rashiLord, type GrahaId, type SevenGrahaId } from '../core/zodiac.ts';

/** A reference point houses are counted from. */
export type HouseReference = 'lagna' | 'moon' | 'venus' | 'sun';

export const kendraHouses = [1, 4, 7, 10] as const;
export const trikonaHouses = [1, 5, 9] as const;
export const dusthanaHouses = [6, 8, 12] as const;

/** Natural benefics of the yoga rules: Mercury, Jupiter, Venus (the Moon is judged separately). */
export const naturalBenefics: readonly GrahaId[] = ['mercury', 'jupiter', 'venus'];

export interface ChartView {
  chart: NatalChart;
  lagnaSign: number;
  sign: Readonly<Record<GrahaId, number>>;
  longitude: Record<GrahaId, number>;
  /** Navamsa (D9) sign of each graha and the lagna (`VARGA.PARASHARA`). */
  navamsa: Record<GrahaId | 'lagna', number>;
}

/** Builds the view of a natal chart (pure). */
export function chartView(chart: NatalChart): ChartView {
  const longitude = {} as Record<GrahaId, number>;
  const navamsa = {} as Record<GrahaId | 'lagna', number>;
  for (const g of grahaIds) {
    longitude[g] = chart.bodies[g].longitude;
    navamsa[g] = vargaSign(longitude[g], 9);
  }
  navamsa.lagna = vargaSign(chart.ascendant.longitude, 9);
  return { chart, lagnaSign: chart.ascendant.sign, sign: grahaPlacements(chart).sign, longitude, navamsa };
}

/** Sign of a reference point. */
export function referenceSign(v: ChartView, ref: HouseReference): number {
  return ref === 'lagna' ? v.lagnaSign : v.sign[ref];
}

/** House (1–12) of a graha counted from a reference (whole-sign). */
export function houseOf(v: ChartView, g: GrahaId, ref: HouseReference = 'lagna'): number {
  return houseFrom(referenceSign(v, ref), v.sign[g]);
}

/** Sign (0–11) of house h counted from a reference. */
export function signOfHouse(v: ChartView, h: number, ref: HouseReference = 'lagna'): number {
  return (referenceSign(v, ref) + h - 1) % 12;
}

/** Lord of house h from the lagna (classical lords; no co-lords). */
export function lordOfHouse(v: ChartView, h: number): SevenGrahaId {
  return rashiLord[signOfHouse(v, h)];
}

/** Houses (1–12 from the lagna) a graha owns. */
export function housesOwnedBy(v: ChartView, g: GrahaId): number[] {
  const out: number[] = [];
  for (let h = 1; h <= 12; h++) if (lordOfHouse(v, h) === g) out.push(h);
  return out;
}

/** Grahas in a sign, in the conventional order. */
export function occupants(v: ChartView, sign: number, among: readonly GrahaId[] = grahaIds): GrahaId[] {
  return among.filter((g) => v.sign[g] === sign);
}

export function conjoined(v: ChartView, a: GrahaId, b: GrahaId): boolean {
  return a !== b && v.sign[a] === v.sign[b];
}

/** Whether graha `a` casts a full graha drishti on sign `target` (`DRISHTI.BPHS_SIGN` full cells; nodes 7th only). */
export function aspectsSign(v: ChartView, a: GrahaId, target: number): boolean {
  return aspectsSignFully(a, v.sign[a], target);
}

/** Whether `a` aspects graha `b` with a full drishti. */
export function aspects(v: ChartView, a: GrahaId, b: GrahaId): boolean {
  return a !== b && aspectsSign(v, a, v.sign[b]);
}

/** Each in the other's sign (parivartana). */
export function exchange(v: ChartView, a: GrahaId, b: GrahaId): boolean {
  if (a === b || a === 'rahu' || a === 'ketu' || b === 'rahu' || b === 'ketu') return false;
  return rashiLord[v.sign[a]] === b && rashiLord[v.sign[b]] === a;
}

export type SambandhaKind = 'conjunction' | 'mutual-aspect' | 'exchange';

/**
 * Sambandha of two grahas (doshas-yogas-transits.md §5): same sign, mutual full aspect, or
 * sign exchange. Returns every kind that holds (empty when none).
 */
export function sambandha(v: ChartView, a: GrahaId, b: GrahaId): SambandhaKind[] {
  if (a === b) return [];
  const out: SambandhaKind[] = [];
  if (conjoined(v, a, b)) out.push('conjunction');
  if (aspects(v, a, b) && aspects(v, b, a)) out.push('mutual-aspect');
  if (exchange(v, a, b)) out.push('exchange');
  return out;
}
