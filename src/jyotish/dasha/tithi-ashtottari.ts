/**
 * Tithi Ashtottari (docs/methods/dashas-more.md §3a): Ashtottari's eight lords and years
 * (Sun 6, Moon 15, Mars 8, Mercury 17, Saturn 10, Jupiter 19, Rahu 12, Venus 21; 108 years)
 * started from the tithi of birth instead of the Moon's nakshatra, as Jagannatha Hora offers.
 * The tithi lords are the weekday lords and Rahu in turn from each pratipada — Sun, Moon,
 * Mars, Mercury, Jupiter, Venus, Saturn, Rahu, then again from the navami (Sun) — so the
 * purnima falls to Saturn; the amavasya is Rahu's. The part of the tithi already passed at
 * birth is the part of the lord's period already run.
 */
import type { DashaNode } from './period-tree.ts';
import { ashtottariSystem } from './nakshatra-systems.ts';

export type AshtottariLord = (typeof ashtottariSystem.sequence)[number];

const tithiCycle: readonly AshtottariLord[] = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu'];

/** The lord of a tithi, 0-based (0 = shukla pratipada … 14 = purnima, 15 = krishna pratipada … 29 = amavasya). */
export function tithiLord(tithi: number): AshtottariLord {
  if (!Number.isInteger(tithi) || tithi < 0 || tithi > 29) throw new RangeError(`tithi must be an integer 0–29, got ${tithi}`);
  if (tithi === 29) return 'rahu';
  return tithiCycle[(tithi % 15) % 8];
}

export interface TithiAshtottariStart {
  /** 0-based tithi of birth. */
  tithi: number;
  lord: AshtottariLord;
  /** Part of the tithi (and of the lord's period) passed at birth, [0, 1). */
  fractionElapsed: number;
  /** Years of the birth period still to run at birth. */
  balanceYears: number;
  /** Start of the birth period (at or before birth), UT Julian day. */
  periodStartJd: number;
}

/**
 * The birth period of Tithi Ashtottari.
 * @param tithi 0-based tithi of birth; @param fractionElapsed part of it passed at birth, [0, 1)
 *   (of its 12° of elongation: this reproduces JHora's table to the minute, the part by time
 *   between the tithi's start and end does not); @param yearDays days of a dasha year.
 * @throws RangeError when the tithi is not 0–29
 */
export function tithiAshtottariStart(tithi: number, fractionElapsed: number, birthJd: number, yearDays: number): TithiAshtottariStart {
  const lord = tithiLord(tithi);
  const years = ashtottariSystem.yearsByLord[lord];
  return { tithi, lord, fractionElapsed, balanceYears: (1 - fractionElapsed) * years, periodStartJd: birthJd - fractionElapsed * years * yearDays };
}

/** The eight mahadashas of one 108-year cycle from the birth period, in Ashtottari's order. */
export function tithiAshtottariMahadashas(start: TithiAshtottariStart, yearDays: number): DashaNode<AshtottariLord>[] {
  const seq = ashtottariSystem.sequence;
  const out: DashaNode<AshtottariLord>[] = [];
  let t = start.periodStartJd;
  for (let i = 0; i < seq.length; i++) {
    const lord = seq[(seq.indexOf(start.lord) + i) % seq.length];
    const end = t + ashtottariSystem.yearsByLord[lord] * yearDays;
    out.push({ lord, startJd: t, endJd: end, children: null });
    t = end;
  }
  return out;
}
