/**
 * Hand-built natal charts for rule tests: every body placed at the middle of a chosen sign
 * (houses whole-sign from the lagna), with retrogression and combustion set explicitly.
 * Only the fields the match and manglik rules read carry meaning.
 */
import type { ChartBody, KundliBodyId, NatalChart } from '../../src/jyotish/chart/natal-chart.ts';
import { kundliBodyIds } from '../../src/jyotish/chart/natal-chart.ts';
import { jdUt } from '../../src/shared/units.ts';

export interface ChartSpec {
  lagna: number;
  /** Sign (0 = Mesha) of each body; unlisted bodies sit in the lagna's 3rd, a house no rule reads. */
  signs: Partial<Record<KundliBodyId, number>>;
  marsRetrograde?: boolean;
  marsCombust?: boolean;
}

export function chartOf(spec: ChartSpec): NatalChart {
  const placement = (sign: number) => {
    const longitude = sign * 30 + 15;
    return { longitude, sign, degreeInSign: 15, nakshatra: Math.floor(longitude / (360 / 27)), pada: 1 };
  };
  const bodies = {} as Record<KundliBodyId, ChartBody>;
  for (const id of kundliBodyIds) {
    const sign = spec.signs[id] ?? (spec.lagna + 2) % 12;
    bodies[id] = {
      id,
      ...placement(sign),
      latitude: 0,
      speedDegreesPerDay: 1,
      retrograde: id === 'mars' ? Boolean(spec.marsRetrograde) : id === 'rahu' || id === 'ketu',
      house: ((sign - spec.lagna + 12) % 12) + 1,
      bhava: ((sign - spec.lagna + 12) % 12) + 1,
      combust: id === 'mars' ? Boolean(spec.marsCombust) : false,
      dignity: null,
    };
  }
  return {
    jdUt: jdUt(2451545),
    sky: { ayanamsha: 'lahiri', nodeType: 'mean', positions: 'apparent' },
    ascendant: placement(spec.lagna),
    mcLongitude: 0,
    bodies,
    bhavas: { system: 'whole-sign', ascendant: spec.lagna * 30 + 15, mc: 0, bhavas: [] },
  };
}
