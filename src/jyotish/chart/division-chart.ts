/**
 * A divisional chart of any served division and variant (`divisions.ts`): twelve whole-sign
 * houses from the varga lagna with the bodies placed by their varga signs. Same shape as
 * `VargaChart` of `varga-chart.ts`, plus the variant, so the kundli presenter and the SVG
 * renderer take either.
 */
import { strongerGraha } from '../jaimini-strength.ts';
import { grahaPlacements, kundliBodyIds, type KundliBodyId, type NatalChart } from './natal-chart.ts';
import {
  defaultDivisionVariant,
  divisionDegreeInSign,
  divisionSign,
  type AnyDivisionVariant,
  type Division,
  type DivisionContext,
} from './divisions.ts';
import type { VargaHouse } from './varga-chart.ts';

export interface DivisionChart {
  division: Division;
  variant: AnyDivisionVariant;
  lagnaSign: number;
  lagnaDegreeInSign: number;
  /** Varga sign of every body. */
  signs: Record<KundliBodyId, number>;
  houses: VargaHouse[];
}

/**
 * The chart facts the Kashinatha hora needs: the stronger co-lord of Scorpio (Mars/Ketu) and
 * of Aquarius (Saturn/Rahu) by `STRONGER.JAIMINI_CHAIN` (jaimini.md §6, rules 2–8).
 */
export function divisionContextOf(chart: NatalChart): DivisionContext {
  const p = grahaPlacements(chart);
  return { scorpioLord: strongerGraha(p, 'mars', 'ketu').graha, aquariusLord: strongerGraha(p, 'saturn', 'rahu').graha };
}

/** Builds divisional chart D`division` of the natal longitudes under `variant` (default rule when omitted). */
export function divisionChart(chart: NatalChart, division: Division, variant: AnyDivisionVariant = defaultDivisionVariant(division)): DivisionChart {
  const context = variant === 'kashinatha' ? divisionContextOf(chart) : undefined;
  const lagnaSign = divisionSign(chart.ascendant.longitude, division, variant, context);
  const houses: VargaHouse[] = Array.from({ length: 12 }, (_, i) => ({ house: i + 1, sign: (lagnaSign + i) % 12, points: [] }));
  const signs = {} as Record<KundliBodyId, number>;
  for (const id of kundliBodyIds) {
    const b = chart.bodies[id];
    const sign = divisionSign(b.longitude, division, variant, context);
    signs[id] = sign;
    houses[(sign - lagnaSign + 12) % 12].points.push({ id, degreeInSign: divisionDegreeInSign(b.longitude, division), retrograde: b.retrograde });
  }
  return {
    division,
    variant,
    lagnaSign,
    lagnaDegreeInSign: divisionDegreeInSign(chart.ascendant.longitude, division),
    signs,
    houses,
  };
}
