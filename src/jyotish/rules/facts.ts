/** Builders of the structured chart facts that rules cite as evidence. */
import { dignityOf } from '../chart/dignity.ts';
import { separation } from '../../shared/angles.ts';
import { houseFrom, rashiLord, type GrahaId } from '../core/zodiac.ts';
import { houseOf, housesOwnedBy, occupants, signOfHouse, type ChartView, type HouseReference } from './chart-view.ts';
import type { Fact } from './types.ts';

export function placement(v: ChartView, graha: GrahaId, from: HouseReference = 'lagna'): Fact {
  return { kind: 'placement', graha, sign: v.sign[graha], house: houseOf(v, graha, from), from };
}

export function lagnaFact(v: ChartView): Fact {
  return { kind: 'lagna', sign: v.lagnaSign };
}

export function conjunction(v: ChartView, grahas: GrahaId[]): Fact {
  return { kind: 'conjunction', grahas, sign: v.sign[grahas[0]] };
}

export function aspectFact(v: ChartView, graha: GrahaId, target: GrahaId): Fact {
  return { kind: 'aspect', graha, target, houseFromGraha: houseFrom(v.sign[graha], v.sign[target]) };
}

export function lordship(v: ChartView, graha: GrahaId): Fact {
  return { kind: 'lordship', graha, houses: housesOwnedBy(v, graha) };
}

/** Dignity in D1 (by longitude, `DIGNITY.BPHS`). */
export function dignityFact(v: ChartView, graha: GrahaId): Fact {
  return { kind: 'dignity', graha, dignity: dignityOf(graha, v.longitude[graha]), sign: v.sign[graha], chart: 'D1' };
}

export function combustionFact(v: ChartView, graha: GrahaId): Fact {
  return {
    kind: 'combustion',
    graha,
    degreesFromSun: Math.round(separation(v.longitude[graha], v.longitude.sun) * 100) / 100,
    combust: v.chart.bodies[graha].combust,
  };
}

export function occupantsFact(v: ChartView, house: number, from: HouseReference, among?: readonly GrahaId[]): Fact {
  const sign = signOfHouse(v, house, from);
  return { kind: 'house-occupants', house, from, sign, grahas: occupants(v, sign, among) };
}

export function navamsaFact(v: ChartView, graha: GrahaId): Fact {
  const sign = v.navamsa[graha];
  return { kind: 'navamsa', graha, sign, lord: rashiLord[sign] };
}
