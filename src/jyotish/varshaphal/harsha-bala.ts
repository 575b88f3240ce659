/**
 * Harsha bala of the annual chart (docs/methods/varshaphal.md §5b, `TAJ.HARSHA`): the rule of
 * `../strength/harsha.ts` (one implementation for natal and annual charts), renamed to the
 * fields varshaphal has always returned.
 */
import { harshaBalaOf } from '../strength/harsha.ts';
import type { SevenGrahaId } from '../core/zodiac.ts';

export interface HarshaBala {
  graha: SevenGrahaId;
  /** In its own harsha house from the annual lagna (Sun 9, Moon 3, Mars 6, Mercury 1, Jupiter 11, Venus 5, Saturn 12). */
  place: number;
  /** In its own sign or its exaltation sign. */
  ownOrExalted: number;
  /** Feminine grahas in houses 1, 2, 3, 7, 8, 9; masculine in 4, 5, 6, 10, 11, 12. */
  gender: number;
  /** Masculine grahas when the year begins by day, feminine by night. */
  dayNight: number;
  total: number;
}

/** Harsha bala of one graha from its sign, the annual lagna's sign and whether the year begins by day. */
export function harshaBala(graha: SevenGrahaId, sign: number, lagnaSign: number, isDay: boolean): HarshaBala {
  const r = harshaBalaOf(graha, sign, lagnaSign, isDay);
  return { graha, place: r.sthana, ownOrExalted: r.uchchaSwa, gender: r.streePurusha, dayNight: r.dinaRatri, total: r.total };
}
