/**
 * Day segments reckoned from sunrise R, sunset S and next sunrise R′ (time-and-sky.md §8):
 * Rahu Kaal, Yamaganda, Gulika Kaal (octants of the day), Abhijit and Brahma muhurta
 * (fifteenths of day and night), choghadiya (eighths) and hora (twelfths).
 */
import type { SevenGrahaId } from '../core/zodiac.ts';

export interface Span {
  startJd: number;
  endJd: number;
}

/** Part k (1-based) of n equal parts of [from, to]. */
export function partOf(from: number, to: number, n: number, k: number): Span {
  const size = (to - from) / n;
  return { startJd: from + (k - 1) * size, endJd: from + k * size };
}

/** Octant (1–8) of the day for each weekday, 0 = Sunday (`SEG.OCTANT`). */
const rahuKaalOctant = [8, 2, 7, 5, 6, 4, 3];
const yamagandaOctant = [5, 4, 3, 2, 1, 7, 6];
const gulikaKaalOctant = [7, 6, 5, 4, 3, 2, 1];

export interface Kaals {
  rahuKaal: Span;
  yamaganda: Span;
  gulikaKaal: Span;
}

export function kaalsOfDay(sunrise: number, sunset: number, weekday: number): Kaals {
  return {
    rahuKaal: partOf(sunrise, sunset, 8, rahuKaalOctant[weekday]),
    yamaganda: partOf(sunrise, sunset, 8, yamagandaOctant[weekday]),
    gulikaKaal: partOf(sunrise, sunset, 8, gulikaKaalOctant[weekday]),
  };
}

/** Abhijit = the 8th of 15 day muhurtas (`SEG.ABHIJIT`); Drik prints none on Wednesdays. */
export function abhijitMuhurta(sunrise: number, sunset: number, weekday: number): Span & { excluded: boolean } {
  return { ...partOf(sunrise, sunset, 15, 8), excluded: weekday === 3 };
}

/** Brahma muhurta = the 14th of 15 night muhurtas of previous sunset → sunrise (`SEG.BRAHMA`). */
export function brahmaMuhurta(previousSunset: number, sunrise: number): Span {
  return partOf(previousSunset, sunrise, 15, 14);
}

export const choghadiyaIds = ['udveg', 'char', 'labh', 'amrit', 'kaal', 'shubh', 'rog'] as const;
export type ChoghadiyaId = (typeof choghadiyaIds)[number];
export type ChoghadiyaQuality = 'good' | 'neutral' | 'bad';
export const choghadiyaQuality: Record<ChoghadiyaId, ChoghadiyaQuality> = {
  udveg: 'bad', char: 'neutral', labh: 'good', amrit: 'good', kaal: 'bad', shubh: 'good', rog: 'bad',
};

/**
 * The choghadiya of each of the 8 parts of day and night by weekday, 0 = Sunday
 * (`SEG.CHOGHADIYA`, the published tables of time-and-sky.md §8).
 */
const U = 'udveg', Ch = 'char', L = 'labh', A = 'amrit', K = 'kaal', S = 'shubh', R = 'rog';
const dayChoghadiya: readonly ChoghadiyaId[][] = [
  [U, Ch, L, A, K, S, R, U],
  [A, K, S, R, U, Ch, L, A],
  [R, U, Ch, L, A, K, S, R],
  [L, A, K, S, R, U, Ch, L],
  [S, R, U, Ch, L, A, K, S],
  [Ch, L, A, K, S, R, U, Ch],
  [K, S, R, U, Ch, L, A, K],
];
const nightChoghadiya: readonly ChoghadiyaId[][] = [
  [S, A, Ch, R, K, L, U, S],
  [Ch, R, K, L, U, S, A, Ch],
  [K, L, U, S, A, Ch, R, K],
  [U, S, A, Ch, R, K, L, U],
  [A, Ch, R, K, L, U, S, A],
  [R, K, L, U, S, A, Ch, R],
  [L, U, S, A, Ch, R, K, L],
];

export interface ChoghadiyaPeriod extends Span {
  part: number;
  id: ChoghadiyaId;
  quality: ChoghadiyaQuality;
}

export function choghadiyas(from: number, to: number, weekday: number, night: boolean): ChoghadiyaPeriod[] {
  const table = (night ? nightChoghadiya : dayChoghadiya)[weekday];
  return table.map((id, i) => ({ part: i + 1, id, quality: choghadiyaQuality[id], ...partOf(from, to, 8, i + 1) }));
}

/** Descending speed order of the hora lords: each hora's lord is the next in this chain. */
const horaChain: readonly SevenGrahaId[] = ['saturn', 'jupiter', 'mars', 'sun', 'venus', 'mercury', 'moon'];
/** Weekday (vaara) lords, 0 = Sunday: the graha whose day it is and whose hora opens it. */
export const weekdayLord: readonly SevenGrahaId[] = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'];

export interface Hora extends Span {
  number: number;
  lord: SevenGrahaId;
  night: boolean;
}

/**
 * The 24 unequal horas (`SEG.HORA_UNEQUAL`): 12 of the day from sunrise, 12 of the night
 * from sunset; hora 1's lord is the weekday lord and the chain continues through the night.
 */
export function horas(sunrise: number, sunset: number, nextSunrise: number, weekday: number): Hora[] {
  const first = horaChain.indexOf(weekdayLord[weekday]);
  const out: Hora[] = [];
  for (let i = 0; i < 24; i++) {
    const night = i >= 12;
    const span = night ? partOf(sunset, nextSunrise, 12, i - 11) : partOf(sunrise, sunset, 12, i + 1);
    out.push({ number: i + 1, lord: horaChain[(first + i) % 7], night, ...span });
  }
  return out;
}
