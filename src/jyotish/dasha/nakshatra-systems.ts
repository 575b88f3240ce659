/**
 * The nakshatra dashas of BPHS 46–47 as tables (docs/methods/dashas-more.md §3): each names
 * its lords in order, their years, how many cycles are listed, and the rule that picks the
 * lord running at birth from the seed's nakshatra. The walker is `period-tree.ts`.
 *
 * Counting rules (N = 1-based nakshatra of the seed, Ashwini = 1; f = part of it crossed):
 * - "count from a base star": d = (N − base) mod 27 forward (backward for Dwadashottari),
 *   lord = sequence[d mod L]; the birth lord's period has run f of its length.
 * - blocks of consecutive stars (Ashtottari, Shashtihayani): the lord owns a block; Ashtottari
 *   counts the fraction of the whole block crossed, Shashtihayani that of the star (as JHora).
 */
import type { GrahaId } from '../core/zodiac.ts';
import { vimshottariOrder } from '../core/zodiac.ts';
import { vimshottariYears } from './vimshottari.ts';

/** The lord running at birth and how much of its period had run. */
export interface StartPick<L extends string> {
  lord: L;
  /** Fraction of the lord's full period already run at birth, [0, 1). */
  fractionElapsed: number;
}

export interface NakshatraSystem<L extends string = GrahaId> {
  /** API key of the system (kundli-advanced `dashaSystems`). */
  key: string;
  /** Method id published as the system's `methodId`. */
  methodId: string;
  /** Id of the starting rule (published with its text). */
  startRuleId: string;
  sequence: readonly L[];
  yearsByLord: Readonly<Record<L, number>>;
  /** Whole cycles listed (JHora's defaults: one for most, two or three for the short ones). */
  cycles: number;
  /**
   * The birth lord from the seed's 0-based nakshatra `n` and the fraction `f` of it crossed.
   * Never fails for n in 0–26 and f in [0, 1).
   */
  start(n: number, f: number): StartPick<L>;
}

/** Sum of a system's years over one cycle. */
export function cycleYears<L extends string>(system: NakshatraSystem<L>): number {
  return system.sequence.reduce((s, l) => s + system.yearsByLord[l], 0);
}

/** A system whose lords follow one another star by star from a base star (1-based). */
function countedFrom<L extends string>(
  def: Omit<NakshatraSystem<L>, 'start'>,
  baseStar: number,
  direction: 1 | -1,
): NakshatraSystem<L> {
  return {
    ...def,
    start: (n, f) => {
      const d = (((n + 1 - baseStar) * direction) % 27 + 27) % 27;
      return { lord: def.sequence[d % def.sequence.length], fractionElapsed: f };
    },
  };
}

/** Vimshottari (BPHS 46): Ashwini → Ketu, nine lords, 120 years. */
export const vimshottariSystem: NakshatraSystem<GrahaId> = countedFrom(
  { key: 'vimshottari', methodId: 'VIM.MOON', startRuleId: 'VIM.STAR_LORD', sequence: vimshottariOrder, yearsByLord: vimshottariYears, cycles: 1 },
  1,
  1,
);

const ashtottariSequence = ['sun', 'moon', 'mars', 'mercury', 'saturn', 'jupiter', 'rahu', 'venus'] as const;
/** First star (1-based) and number of stars of each Ashtottari lord's block, from Ardra. */
const ashtottariBlocks: Record<(typeof ashtottariSequence)[number], [first: number, count: number]> = {
  sun: [6, 4], moon: [10, 3], mars: [13, 4], mercury: [17, 3], saturn: [20, 3], jupiter: [23, 3], rahu: [26, 4], venus: [3, 3],
};

/**
 * Ashtottari (BPHS 46, 108 years): from Ardra, blocks of four and three stars go to Sun 6,
 * Moon 15, Mars 8, Mercury 17, Saturn 10, Jupiter 19, Rahu 12, Venus 21; the balance is the
 * part of the whole block not yet crossed (as Jagannatha Hora; Abhijit is not counted).
 */
export const ashtottariSystem: NakshatraSystem<(typeof ashtottariSequence)[number]> = {
  key: 'ashtottari',
  methodId: 'ASHTOTTARI.ARDRA',
  startRuleId: 'ASHTOTTARI.STAR_BLOCK',
  sequence: ashtottariSequence,
  yearsByLord: { sun: 6, moon: 15, mars: 8, mercury: 17, saturn: 10, jupiter: 19, rahu: 12, venus: 21 },
  cycles: 1,
  start: (n, f) => {
    const star = n + 1;
    for (const lord of ashtottariSequence) {
      const [first, count] = ashtottariBlocks[lord];
      const k = (star - first + 27) % 27;
      if (k < count) return { lord, fractionElapsed: (k + f) / count };
    }
    throw new Error('unreachable: the eight blocks cover all 27 stars');
  },
};

/** Dwadashottari (BPHS 47, 112 years): counted backwards from Revati, Sun first. */
export const dwadashottariSystem = countedFrom(
  {
    key: 'dwadashottari',
    methodId: 'DWADASHOTTARI.REVATI',
    startRuleId: 'DWADASHOTTARI.COUNT_TO_REVATI',
    sequence: ['sun', 'jupiter', 'ketu', 'mercury', 'rahu', 'mars', 'saturn', 'moon'] as const,
    yearsByLord: { sun: 7, jupiter: 9, ketu: 11, mercury: 13, rahu: 15, mars: 17, saturn: 19, moon: 21 },
    cycles: 1,
  },
  27,
  -1,
);

/** Panchottari (BPHS 47, 105 years): counted from Anuradha, Sun first. */
export const panchottariSystem = countedFrom(
  {
    key: 'panchottari',
    methodId: 'PANCHOTTARI.ANURADHA',
    startRuleId: 'PANCHOTTARI.COUNT_FROM_ANURADHA',
    sequence: ['sun', 'mercury', 'saturn', 'mars', 'venus', 'moon', 'jupiter'] as const,
    yearsByLord: { sun: 12, mercury: 13, saturn: 14, mars: 15, venus: 16, moon: 17, jupiter: 18 },
    cycles: 1,
  },
  17,
  1,
);

/** Shodashottari (BPHS 47, 116 years): counted from Pushya, Sun first. */
export const shodashottariSystem = countedFrom(
  {
    key: 'shodashottari',
    methodId: 'SHODASHOTTARI.PUSHYA',
    startRuleId: 'SHODASHOTTARI.COUNT_FROM_PUSHYA',
    sequence: ['sun', 'mars', 'jupiter', 'saturn', 'ketu', 'moon', 'mercury', 'venus'] as const,
    yearsByLord: { sun: 11, mars: 12, jupiter: 13, saturn: 14, ketu: 15, moon: 16, mercury: 17, venus: 18 },
    cycles: 1,
  },
  8,
  1,
);

/** Shatabdika (BPHS 47, 100 years): counted from Revati, Sun first. */
export const shatabdikaSystem = countedFrom(
  {
    key: 'shatabdika',
    methodId: 'SHATABDIKA.REVATI',
    startRuleId: 'SHATABDIKA.COUNT_FROM_REVATI',
    sequence: ['sun', 'moon', 'venus', 'mercury', 'jupiter', 'mars', 'saturn'] as const,
    yearsByLord: { sun: 5, moon: 5, venus: 10, mercury: 10, jupiter: 20, mars: 20, saturn: 30 },
    cycles: 1,
  },
  27,
  1,
);

/** Chaturaseeti-sama (BPHS 47, 84 years): counted from Swati, Sun … Saturn, 12 years each. */
export const chaturaseetiSamaSystem = countedFrom(
  {
    key: 'chaturaseetiSama',
    methodId: 'CHATURASEETI_SAMA.SWATI',
    startRuleId: 'CHATURASEETI_SAMA.COUNT_FROM_SWATI',
    sequence: ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'] as const,
    yearsByLord: { sun: 12, moon: 12, mars: 12, mercury: 12, jupiter: 12, venus: 12, saturn: 12 },
    cycles: 1,
  },
  15,
  1,
);

/** Dwisaptati-sama (BPHS 47, 72 years): counted from Mula, Sun … Saturn and Rahu, 9 years each; two cycles. */
export const dwisaptatiSamaSystem = countedFrom(
  {
    key: 'dwisaptatiSama',
    methodId: 'DWISAPTATI_SAMA.MULA',
    startRuleId: 'DWISAPTATI_SAMA.COUNT_FROM_MULA',
    sequence: ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu'] as const,
    yearsByLord: { sun: 9, moon: 9, mars: 9, mercury: 9, jupiter: 9, venus: 9, saturn: 9, rahu: 9 },
    cycles: 2,
  },
  19,
  1,
);

const shashtiSequence = ['jupiter', 'sun', 'mars', 'moon', 'mercury', 'venus', 'saturn', 'rahu'] as const;
/** Stars of each Shashtihayani lord's block, from Ashwini (Rahu's block ends at Revati). */
const shashtiBlockSizes = [3, 4, 3, 4, 3, 4, 3, 3];

/**
 * Shashtihayani (BPHS 47, 60 years): from Ashwini, blocks of 3 and 4 stars go to Jupiter,
 * Sun, Mars (10 years each) and Moon, Mercury, Venus, Saturn, Rahu (6 years each); the
 * balance counts the birth star only, as Jagannatha Hora does; two cycles.
 */
export const shashtihayaniSystem: NakshatraSystem<(typeof shashtiSequence)[number]> = {
  key: 'shashtihayani',
  methodId: 'SHASHTIHAYANI.ASHWINI',
  startRuleId: 'SHASHTIHAYANI.STAR_BLOCK',
  sequence: shashtiSequence,
  yearsByLord: { jupiter: 10, sun: 10, mars: 10, moon: 6, mercury: 6, venus: 6, saturn: 6, rahu: 6 },
  cycles: 2,
  start: (n, f) => {
    let first = 0;
    for (let i = 0; i < shashtiSequence.length; i++) {
      if (n < first + shashtiBlockSizes[i]) return { lord: shashtiSequence[i], fractionElapsed: f };
      first += shashtiBlockSizes[i];
    }
    throw new Error('unreachable: the eight blocks cover all 27 stars');
  },
};

/** Shattrimsha-sama (BPHS 47, 36 years): counted from Shravana, Moon first; three cycles. */
export const shattrimshaSamaSystem = countedFrom(
  {
    key: 'shattrimshaSama',
    methodId: 'SHATTRIMSHA_SAMA.SHRAVANA',
    startRuleId: 'SHATTRIMSHA_SAMA.COUNT_FROM_SHRAVANA',
    sequence: ['moon', 'sun', 'jupiter', 'mars', 'mercury', 'saturn', 'venus', 'rahu'] as const,
    yearsByLord: { moon: 1, sun: 2, jupiter: 3, mars: 4, mercury: 5, saturn: 6, venus: 7, rahu: 8 },
    cycles: 3,
  },
  22,
  1,
);

/** The nakshatra systems served through `dashaSystems`, by key. */
export const nakshatraSystems = {
  ashtottari: ashtottariSystem,
  dwadashottari: dwadashottariSystem,
  panchottari: panchottariSystem,
  shodashottari: shodashottariSystem,
  shatabdika: shatabdikaSystem,
  chaturaseetiSama: chaturaseetiSamaSystem,
  dwisaptatiSama: dwisaptatiSamaSystem,
  shashtihayani: shashtihayaniSystem,
  shattrimshaSama: shattrimshaSamaSystem,
} as const;
export type NakshatraSystemKey = keyof typeof nakshatraSystems;
