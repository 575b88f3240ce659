/**
 * The outer ring of the Jamakkol chart (south-indian-and-vastu.md §1b, `JK.TN1`): eight jama
 * grahas on the eight non-fixed signs, moving one ring place per jamam.
 */
import type { SevenGrahaId } from '../core/zodiac.ts';

/** The fixed cyclic sequence of the jama grahas; `snake` is Pambu (Rahu). */
export const jamaGrahaIds = ['sun', 'mars', 'jupiter', 'mercury', 'venus', 'saturn', 'moon', 'snake'] as const;
export type JamaGrahaId = (typeof jamaGrahaIds)[number];

/**
 * The ring, 0-based signs, anticlockwise in the South Indian chart from Pisces: Pisces →
 * Capricorn → Sagittarius → Libra → Virgo → Cancer → Gemini → Aries. The fixed signs
 * (Taurus, Leo, Scorpio, Aquarius) carry no jama graha.
 */
export const ringSigns: readonly number[] = [11, 9, 8, 6, 5, 3, 2, 0];

/**
 * How the night jamams start: `from-fifth` (`JK.NIGHT_FROM_5TH`, default) starts the night
 * with the 5th graha of the sequence counted from the weekday lord; `continue`
 * (`JK.NIGHT_CONTINUE`) keeps rotating as if the day went on (night jamam j = day jamam j + 8).
 */
export type NightRule = 'from-fifth' | 'continue';
export const nightRules: readonly NightRule[] = ['from-fifth', 'continue'];
export const nightRuleMethodId: Record<NightRule, string> = {
  'from-fifth': 'JK.NIGHT_FROM_5TH',
  continue: 'JK.NIGHT_CONTINUE',
};

/** Place of the graha that opens the ring count in the sequence: the weekday lord, +4 at night (`from-fifth`). */
function startOffset(weekdayLord: SevenGrahaId, isDay: boolean, nightRule: NightRule): number {
  const k = jamaGrahaIds.indexOf(weekdayLord);
  return isDay || nightRule === 'continue' ? k : (k + 4) % 8;
}

export interface RingPlace {
  graha: JamaGrahaId;
  /** 0 = Pisces … 7 = Aries, along `ringSigns`. */
  ringIndex: number;
  /** 0-based sign (0 = Aries). */
  sign: number;
}

/**
 * The eight jama grahas of jamam `j` (1–8): ringIndex(g) = (j − 1 + k(g)) mod 8, where k(g)
 * is g's offset in the sequence from the starting graha (the weekday lord by day; the 5th
 * from it at night under `from-fifth`). Listed in sequence order (Sun first).
 */
export function outerRing(weekdayLord: SevenGrahaId, isDay: boolean, j: number, nightRule: NightRule): RingPlace[] {
  const start = startOffset(weekdayLord, isDay, nightRule);
  return jamaGrahaIds.map((graha, s) => {
    const k = (s - start + 8) % 8;
    const ringIndex = (j - 1 + k) % 8;
    return { graha, ringIndex, sign: ringSigns[ringIndex] };
  });
}

/** The ruler of jamam `j`: sequence[(start + j − 1) mod 8], the same convention as the ring. */
export function jamamLord(weekdayLord: SevenGrahaId, isDay: boolean, j: number, nightRule: NightRule): JamaGrahaId {
  return jamaGrahaIds[(startOffset(weekdayLord, isDay, nightRule) + j - 1) % 8];
}
