/**
 * Graha drishti (BPHS 26, `DRISHTI.BPHS_SIGN`, charts-and-vargas.md §5): aspects counted sign
 * to sign. Every graha aspects the 7th sign from its own fully; Mars also the 4th and 8th,
 * Jupiter the 5th and 9th, Saturn the 3rd and 10th; the other sign distances carry the
 * quarter fractions of the BPHS table.
 */
import { grahaIds, houseFrom, sevenGrahaIds, type GrahaId, type SevenGrahaId } from '../core/zodiac.ts';

/**
 * Full-aspect houses (counted from the graha's sign, which is 1) of each of the nine grahas:
 * the full cells of `DRISHTI.BPHS_SIGN`; Rahu and Ketu the 7th only (`DRISHTI.NODES_7`).
 */
export const fullAspectHouses: Readonly<Record<GrahaId, readonly number[]>> = {
  sun: [7], moon: [7], mars: [4, 7, 8], mercury: [7], jupiter: [5, 7, 9], venus: [7], saturn: [3, 7, 10],
  rahu: [7], ketu: [7],
};

/**
 * Whether `graha` standing in `fromSign` casts a full (100 %) aspect on `targetSign`
 * (0-based signs; a graha never aspects its own sign). Same cells as `aspectFraction(...) === 1`.
 */
export function aspectsSignFully(graha: GrahaId, fromSign: number, targetSign: number): boolean {
  return fullAspectHouses[graha].includes(houseFrom(fromSign, targetSign));
}

/**
 * The thirteen full aspects in the published order: the 7th-house aspect of Sun … Saturn,
 * then Mars 4 and 8, Jupiter 5 and 9, Saturn 3 and 10.
 */
const drishtiRowOrder: readonly (readonly [SevenGrahaId, number])[] = [
  ['sun', 7], ['moon', 7], ['mars', 7], ['mercury', 7], ['jupiter', 7], ['venus', 7], ['saturn', 7],
  ['mars', 4], ['mars', 8], ['jupiter', 5], ['jupiter', 9], ['saturn', 3], ['saturn', 10],
];

/** BPHS 26 fractions by house distance for the ordinary grahas (1 = full aspect). */
const ordinaryFraction: Readonly<Record<number, number>> = { 3: 0.25, 4: 0.75, 5: 0.5, 7: 1, 8: 0.75, 9: 0.5, 10: 0.25 };

/**
 * Fraction of a full aspect that `graha` casts on the sign `houseCount` signs from its own
 * (1 = its own sign, which is not aspected). Rahu and Ketu aspect the 7th only
 * (`DRISHTI.NODES_7`).
 */
export function aspectFraction(graha: GrahaId, houseCount: number): number {
  if (fullAspectHouses[graha].includes(houseCount)) return 1;
  if (graha === 'rahu' || graha === 'ketu') return 0;
  return ordinaryFraction[houseCount] ?? 0;
}

export interface DrishtiRow {
  graha: SevenGrahaId;
  /** House counted from the graha's sign (3, 4, 5, 7, 8, 9 or 10). */
  aspect: number;
  targetSign: number;
  /** The aspected sign as a house from the lagna. */
  targetHouse: number;
  /** Grahas (of the nine) standing in the aspected sign. */
  aspectedGrahas: GrahaId[];
}

/** The thirteen full-aspect rows of a chart, from the D1 signs of the grahas and the lagna. */
export function grahaDrishtiRows(signs: Readonly<Record<GrahaId, number>>, lagnaSign: number): DrishtiRow[] {
  return drishtiRowOrder.map(([graha, aspect]) => {
    const targetSign = (signs[graha] + aspect - 1) % 12;
    return {
      graha,
      aspect,
      targetSign,
      targetHouse: houseFrom(lagnaSign, targetSign),
      aspectedGrahas: grahaIds.filter((g) => g !== graha && signs[g] === targetSign),
    };
  });
}

export interface AspectStrength {
  from: SevenGrahaId;
  to: GrahaId;
  /** Sign distance from the aspecting graha to the aspected one (1 = same sign). */
  houseCount: number;
  /** BPHS fraction of a full aspect. */
  fraction: number;
  /** fraction × 60 virupas. */
  virupas: number;
}

/**
 * Graha-to-graha aspect strengths in virupas (full aspect 60, ¾ 45, ½ 30, ¼ 15) by the
 * sign-based BPHS table: every pair of an aspecting graha (Sun … Saturn) and another graha
 * of the nine, zero where the sign distance carries no aspect.
 */
export function aspectStrengthTable(signs: Readonly<Record<GrahaId, number>>): AspectStrength[] {
  const out: AspectStrength[] = [];
  for (const from of sevenGrahaIds) {
    for (const to of grahaIds) {
      if (to === from) continue;
      const houseCount = houseFrom(signs[from], signs[to]);
      const fraction = aspectFraction(from, houseCount);
      out.push({ from, to, houseCount, fraction, virupas: fraction * 60 });
    }
  }
  return out;
}
