/**
 * Shared pieces of the varshaphal tests: named tolerances of this area and builders of
 * hand-made charts for the Tajaka rules.
 */
import { readFileSync } from 'node:fs';
import { dignityOf } from '../../src/jyotish/chart/dignity.ts';
import { houseFrom, sevenGrahaIds, type SevenGrahaId } from '../../src/jyotish/core/zodiac.ts';
import type { YogaBody } from '../../src/jyotish/varshaphal/yogas.ts';

/**
 * Patyayini periods against the book's Example 122, days: the book works from longitudes
 * rounded to the minute (and its ephemeris differs from ours by up to ~20″, the Sun's
 * aberration), and 1′ in a patyamsha moves a period by 365.25 d × (1/60)° / 23.9° ≈ 0.25 d.
 */
export const bookPatyayiniToleranceDays = 0.3;

export function golden<T>(name: string): T {
  return JSON.parse(readFileSync(new URL(`../golden/varshaphal/${name}`, import.meta.url), 'utf8')) as T;
}

/** PyJHora planet index (0 = Sun … 6 = Saturn) to our id. */
export const pyjhoraGraha: readonly SevenGrahaId[] = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'];

export interface HandBody {
  sign: number;
  degree: number;
  retrograde?: boolean;
  combust?: boolean;
  speed?: number;
}

/** Yoga bodies of the seven grahas from signs and degrees; dignity from the BPHS table, house from the lagna. */
export function handChart(lagnaSign: number, bodies: Partial<Record<SevenGrahaId, HandBody>>, fill: HandBody = { sign: 0, degree: 0 }): YogaBody[] {
  return sevenGrahaIds.map((g) => {
    const b = bodies[g] ?? fill;
    return {
      graha: g,
      sign: b.sign,
      degreeInSign: b.degree,
      speedDegreesPerDay: b.speed ?? 1,
      house: houseFrom(lagnaSign, b.sign),
      dignity: dignityOf(g, b.sign * 30 + b.degree),
      retrograde: b.retrograde ?? false,
      combust: b.combust ?? false,
    };
  });
}

/**
 * A PyJHora house-to-planet chart (index 0 = Aries; entries like '5/L/8', planets 0 = Sun …
 * 8 = Ketu, L = lagna) as the lagna sign and the signs of the seven grahas.
 */
export function fromHouseChart(chart: readonly string[]): { lagnaSign: number; signs: Record<SevenGrahaId, number> } {
  const signs = {} as Record<SevenGrahaId, number>;
  let lagnaSign = -1;
  chart.forEach((cell, sign) => {
    for (const token of cell.split('/').filter((x) => x !== '')) {
      if (token === 'L') lagnaSign = sign;
      else if (Number(token) <= 6) signs[pyjhoraGraha[Number(token)]] = sign;
    }
  });
  return { lagnaSign, signs };
}
