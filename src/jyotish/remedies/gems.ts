/**
 * Graha → gemstone, `GEM.NAVARATNA` (numerology-and-remedies.md §5), as ids only; names live in
 * `src/content/remedies/`. The table is a correspondence of the tradition: it says which stone
 * belongs to a graha, never which graha a chart "needs" (schools conflict, §5).
 */
import type { GrahaId } from '../core/zodiac.ts';

export const gemTableId = 'GEM.NAVARATNA';

/** The nine ratnas, one per graha. */
export type GemId =
  | 'ruby' | 'pearl' | 'red-coral' | 'emerald' | 'yellow-sapphire' | 'diamond' | 'blue-sapphire' | 'hessonite' | 'cats-eye';

/** The uparatnas (common substitutes) the table names. */
export type SubstituteId =
  | 'red-garnet' | 'sunstone' | 'moonstone' | 'carnelian' | 'peridot' | 'green-tourmaline' | 'citrine' | 'yellow-topaz'
  | 'white-sapphire' | 'white-zircon' | 'amethyst' | 'iolite' | 'tigers-eye';

export interface GemRow {
  graha: GrahaId;
  primary: GemId;
  /** In the order of the table; empty where it has "—" (Rahu). */
  substitutes: readonly SubstituteId[];
  /** The weekday the tradition names for starting, 0 = Sunday … 6 = Saturday. */
  weekday: number;
}

/** GEM.NAVARATNA, one row per graha (Sun … Saturn, Rahu, Ketu). */
export const navaratna: Readonly<Record<GrahaId, GemRow>> = {
  sun: { graha: 'sun', primary: 'ruby', substitutes: ['red-garnet', 'sunstone'], weekday: 0 },
  moon: { graha: 'moon', primary: 'pearl', substitutes: ['moonstone'], weekday: 1 },
  mars: { graha: 'mars', primary: 'red-coral', substitutes: ['carnelian'], weekday: 2 },
  mercury: { graha: 'mercury', primary: 'emerald', substitutes: ['peridot', 'green-tourmaline'], weekday: 3 },
  jupiter: { graha: 'jupiter', primary: 'yellow-sapphire', substitutes: ['citrine', 'yellow-topaz'], weekday: 4 },
  venus: { graha: 'venus', primary: 'diamond', substitutes: ['white-sapphire', 'white-zircon'], weekday: 5 },
  saturn: { graha: 'saturn', primary: 'blue-sapphire', substitutes: ['amethyst', 'iolite'], weekday: 6 },
  rahu: { graha: 'rahu', primary: 'hessonite', substitutes: [], weekday: 6 },
  ketu: { graha: 'ketu', primary: 'cats-eye', substitutes: ['tigers-eye'], weekday: 2 },
};
