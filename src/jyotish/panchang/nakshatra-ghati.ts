/**
 * Varjyam (tyajya, visha ghati) and Amrit Kaal (amrita ghati): spans of four ghatis inside
 * each nakshatra, placed by a fixed count of ghatis from the nakshatra's start on a nominal
 * 60-ghati nakshatra and scaled to the nakshatra's actual length (`VARJYAM.MC_GHATI.v1`,
 * `AMRIT.MC_GHATI.v1`; tables and sources in docs/methods/panchang-completion.md §2).
 */
import type { AngleSegment } from '../../astro/transitions.ts';

/** Ghatis of a nominal nakshatra; the tables count from its start in these units. */
export const nominalNakshatraGhatis = 60;
/** Each span lasts four nominal ghatis. */
export const spanGhatis = 4;

/**
 * Ghatis elapsed in the nakshatra (0-based: 50 = the span is the 51st–54th ghati) when each
 * Varjyam begins, Ashwini … Revati. Mula has two (the 21st–24th and the 57th–60th ghatis),
 * as Drik Panchang prints and the Telugu tyajya tables list.
 */
export const varjyamStartGhatis: readonly (readonly number[])[] = [
  [50], [24], [30], [40], [14], [21], [30], [20], [32],
  [30], [20], [18], [21], [20], [14], [14], [10], [14],
  [20, 56], [24], [20], [10], [10], [18], [16], [24], [30],
];

/** Ghatis elapsed when Amrit Kaal begins, Ashwini … Revati. */
export const amritStartGhatis: readonly number[] = [
  42, 48, 54, 52, 38, 35, 54, 44, 56,
  54, 44, 42, 45, 44, 38, 38, 34, 38,
  44, 48, 44, 34, 34, 42, 40, 48, 54,
];

export interface GhatiSpan {
  /** 0-based nakshatra the span belongs to. */
  nakshatra: number;
  /** Ghatis elapsed at its start, from the table. */
  startGhati: number;
  startJd: number;
  endJd: number;
}

/** The span `startGhati` … `startGhati + 4` of a nakshatra occurrence, scaled to its length. */
export function ghatiSpan(nakshatra: AngleSegment, startGhati: number): GhatiSpan {
  const ghatiDays = (nakshatra.endJd - nakshatra.startJd) / nominalNakshatraGhatis;
  const startJd = nakshatra.startJd + startGhati * ghatiDays;
  return { nakshatra: nakshatra.index, startGhati, startJd, endJd: startJd + spanGhatis * ghatiDays };
}

/** Every Varjyam of the given nakshatra occurrences, in time order. */
export function varjyamSpans(nakshatras: readonly AngleSegment[]): GhatiSpan[] {
  return nakshatras.flatMap((n) => varjyamStartGhatis[n.index].map((g) => ghatiSpan(n, g)));
}

/** Every Amrit Kaal of the given nakshatra occurrences, in time order. */
export function amritSpans(nakshatras: readonly AngleSegment[]): GhatiSpan[] {
  return nakshatras.map((n) => ghatiSpan(n, amritStartGhatis[n.index]));
}

/**
 * The spans that begin in [fromJd, toJd): a panchang lists each on the day it starts, as Drik
 * Panchang does (`VARJYAM.LISTED_ON_START_DAY`), even when it runs past the next sunrise.
 */
export function startingWithin(spans: readonly GhatiSpan[], fromJd: number, toJd: number): GhatiSpan[] {
  return spans.filter((s) => s.startJd >= fromJd && s.startJd < toJd);
}
