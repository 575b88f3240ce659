/**
 * Number → graha → attributes, `NUM.PLANET_IN` (numerology-and-remedies.md §3, Indian usage),
 * as ids only; names live in `src/content/numerology.ts`.
 * Metals are not in that table: `NUM.METAL_IN` below is this project's declared list (see its
 * comment), marked as varying between authors.
 */

export type NumberGraha = 'sun' | 'moon' | 'jupiter' | 'rahu' | 'mercury' | 'venus' | 'ketu' | 'saturn' | 'mars';

export type ColourId =
  | 'gold' | 'orange' | 'copper-red' | 'white' | 'cream' | 'silver' | 'yellow' | 'saffron' | 'grey' | 'smoky-blue'
  | 'green' | 'pink' | 'light-blue' | 'mixed' | 'grey-brown' | 'black' | 'dark-blue' | 'red' | 'coral';

export type GemId =
  | 'ruby' | 'pearl' | 'yellow-sapphire' | 'hessonite' | 'emerald' | 'diamond' | 'cats-eye' | 'blue-sapphire' | 'red-coral';

export type MetalId = 'gold' | 'copper' | 'silver' | 'bronze' | 'lead' | 'iron' | 'panchdhatu';

export interface NumberAttributes {
  number: number;
  graha: NumberGraha;
  /** Weekday of the table, 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** The variant weekday the table names for 4 and 7, else null. */
  weekdayVariant: number | null;
  colours: ColourId[];
  gem: GemId;
  metals: MetalId[];
}

/** Index 0 is number 1. */
const table: readonly NumberAttributes[] = [
  { number: 1, graha: 'sun', weekday: 0, weekdayVariant: null, colours: ['gold', 'orange', 'copper-red'], gem: 'ruby', metals: ['gold', 'copper'] },
  { number: 2, graha: 'moon', weekday: 1, weekdayVariant: null, colours: ['white', 'cream', 'silver'], gem: 'pearl', metals: ['silver'] },
  { number: 3, graha: 'jupiter', weekday: 4, weekdayVariant: null, colours: ['yellow', 'saffron'], gem: 'yellow-sapphire', metals: ['gold'] },
  { number: 4, graha: 'rahu', weekday: 6, weekdayVariant: 0, colours: ['grey', 'smoky-blue'], gem: 'hessonite', metals: ['lead', 'panchdhatu'] },
  { number: 5, graha: 'mercury', weekday: 3, weekdayVariant: null, colours: ['green'], gem: 'emerald', metals: ['bronze'] },
  { number: 6, graha: 'venus', weekday: 5, weekdayVariant: null, colours: ['white', 'pink', 'light-blue'], gem: 'diamond', metals: ['silver'] },
  { number: 7, graha: 'ketu', weekday: 2, weekdayVariant: 1, colours: ['mixed', 'grey-brown'], gem: 'cats-eye', metals: ['panchdhatu', 'lead'] },
  { number: 8, graha: 'saturn', weekday: 6, weekdayVariant: null, colours: ['black', 'dark-blue'], gem: 'blue-sapphire', metals: ['iron'] },
  { number: 9, graha: 'mars', weekday: 2, weekdayVariant: null, colours: ['red', 'coral'], gem: 'red-coral', metals: ['copper'] },
];

/**
 * The attributes of a number 1–9.
 * @throws RangeError for anything else (0 has no planet; callers handle it).
 */
export function numberAttributes(n: number): NumberAttributes {
  const row = Number.isInteger(n) && n >= 1 && n <= 9 ? table[n - 1] : undefined;
  if (!row) throw new RangeError('numberAttributes needs a number 1–9');
  return row;
}

/** The number whose planet is the given graha (each graha has exactly one). */
export function numberOfGraha(graha: NumberGraha): number {
  return table.findIndex((r) => r.graha === graha) + 1;
}

/** Weekday lords, 0 = Sunday: the planet whose day it is (VAARA lords). */
export const weekdayGraha: readonly NumberGraha[] = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'];

export const planetTableId = 'NUM.PLANET_IN';
/**
 * Metals: not part of `NUM.PLANET_IN`. Copper for Sun and Mars, bell-metal/bronze for Mercury,
 * gold for Jupiter, silver for Moon and Venus, iron for Saturn follow the graha substances of
 * the classical texts as commonly retold; gold for the Sun is the popular addition. Lists for
 * Rahu and Ketu differ most between authors (lead, five-metal alloy, iron, tin are all met);
 * both are given as lists and the result says so.
 */
export const metalTableId = 'NUM.METAL_IN';
