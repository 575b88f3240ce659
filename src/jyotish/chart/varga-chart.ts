import { vargaDegreeInSign, vargaSign, type HoraVariant, type VargaDivision } from './vargas.ts';
import { kundliBodyIds, type KundliBodyId, type NatalChart } from './natal-chart.ts';

export interface VargaPoint {
  id: KundliBodyId;
  /** Degree within the varga sign, (d·N) mod 30. */
  degreeInSign: number;
  retrograde: boolean;
}

export interface VargaHouse {
  house: number;
  sign: number;
  points: VargaPoint[];
}

/** A twelve-house divisional chart: houses counted from the varga lagna, whole-sign. */
export interface VargaChart {
  division: VargaDivision;
  lagnaSign: number;
  lagnaDegreeInSign: number;
  /** Varga sign of every body. */
  signs: Record<KundliBodyId, number>;
  houses: VargaHouse[];
}

/** Builds divisional chart D`division` from the natal longitudes (`VARGA.PARASHARA`). */
export function vargaChart(chart: NatalChart, division: VargaDivision, horaVariant: HoraVariant = 'parashara'): VargaChart {
  const lagnaSign = vargaSign(chart.ascendant.longitude, division, horaVariant);
  const houses: VargaHouse[] = Array.from({ length: 12 }, (_, i) => ({ house: i + 1, sign: (lagnaSign + i) % 12, points: [] }));
  const signs = {} as Record<KundliBodyId, number>;
  for (const id of kundliBodyIds) {
    const b = chart.bodies[id];
    const sign = vargaSign(b.longitude, division, horaVariant);
    signs[id] = sign;
    houses[(sign - lagnaSign + 12) % 12].points.push({
      id,
      degreeInSign: vargaDegreeInSign(b.longitude, division),
      retrograde: b.retrograde,
    });
  }
  return { division, lagnaSign, lagnaDegreeInSign: vargaDegreeInSign(chart.ascendant.longitude, division), signs, houses };
}

/** The Bhava chart: bodies placed by bhava of the house system, each house with its sign. */
export function bhavaChart(chart: NatalChart): { houses: VargaHouse[] } {
  const houses: VargaHouse[] = chart.bhavas.bhavas.map((b) => ({ house: b.house, sign: b.sign, points: [] }));
  for (const id of kundliBodyIds) {
    const b = chart.bodies[id];
    houses[b.bhava - 1].points.push({ id, degreeInSign: b.degreeInSign, retrograde: b.retrograde });
  }
  return { houses };
}
