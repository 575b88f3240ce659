/**
 * Ashtakavarga (BPHS 66, `AV.BPHS`, ashtakavarga.md): the seven Bhinna registers (one per
 * graha Sun … Saturn, each from eight references) and the Sarva register (their sum; the
 * lagna's own register is not added).
 */
import { sevenGrahaIds, type SevenGrahaId } from '../core/zodiac.ts';

/** The eight references (donors) of every Bhinna register. */
export const avReferences = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'lagna'] as const;
export type AvReference = (typeof avReferences)[number];

/** Houses (counted from the reference, which is 1) where it gives a bindu, per register (BPHS 66.43–60). */
const bphsBinduHouses: Readonly<Record<SevenGrahaId, Readonly<Record<AvReference, readonly number[]>>>> = {
  sun: {
    sun: [1, 2, 4, 7, 8, 9, 10, 11], moon: [3, 6, 10, 11], mars: [1, 2, 4, 7, 8, 9, 10, 11], mercury: [3, 5, 6, 9, 10, 11, 12],
    jupiter: [5, 6, 9, 11], venus: [6, 7, 12], saturn: [1, 2, 4, 7, 8, 9, 10, 11], lagna: [3, 4, 6, 10, 11, 12],
  },
  moon: {
    sun: [3, 6, 7, 8, 10, 11], moon: [1, 3, 6, 7, 9, 10, 11], mars: [2, 3, 5, 6, 10, 11], mercury: [1, 3, 4, 5, 7, 8, 10, 11],
    jupiter: [1, 2, 4, 7, 8, 10, 11], venus: [3, 4, 5, 7, 9, 10, 11], saturn: [3, 5, 6, 11], lagna: [3, 6, 10, 11],
  },
  mars: {
    sun: [3, 5, 6, 10, 11], moon: [3, 6, 11], mars: [1, 2, 4, 7, 8, 10, 11], mercury: [3, 5, 6, 11],
    jupiter: [6, 10, 11, 12], venus: [6, 8, 11, 12], saturn: [1, 4, 7, 8, 9, 10, 11], lagna: [1, 3, 6, 10, 11],
  },
  mercury: {
    sun: [5, 6, 9, 11, 12], moon: [2, 4, 6, 8, 10, 11], mars: [1, 2, 4, 7, 8, 9, 10, 11], mercury: [1, 3, 5, 6, 9, 10, 11, 12],
    jupiter: [6, 8, 11, 12], venus: [1, 2, 3, 4, 5, 8, 9, 11], saturn: [1, 2, 4, 7, 8, 9, 10, 11], lagna: [1, 2, 4, 6, 8, 10, 11],
  },
  jupiter: {
    sun: [1, 2, 3, 4, 7, 8, 9, 10, 11], moon: [2, 5, 7, 9, 11], mars: [1, 2, 4, 7, 8, 10, 11], mercury: [1, 2, 4, 5, 6, 9, 10, 11],
    jupiter: [1, 2, 3, 4, 7, 8, 10, 11], venus: [2, 5, 6, 9, 10, 11], saturn: [3, 5, 6, 12], lagna: [1, 2, 4, 5, 6, 7, 9, 10, 11],
  },
  venus: {
    sun: [8, 11, 12], moon: [1, 2, 3, 4, 5, 8, 9, 11, 12], mars: [3, 4, 6, 9, 11, 12], mercury: [3, 5, 6, 9, 11],
    jupiter: [5, 8, 9, 10, 11], venus: [1, 2, 3, 4, 5, 8, 9, 10, 11], saturn: [3, 4, 5, 8, 9, 10, 11], lagna: [1, 2, 3, 4, 5, 8, 9, 11],
  },
  saturn: {
    sun: [1, 2, 4, 7, 8, 10, 11], moon: [3, 6, 11], mars: [3, 5, 6, 10, 11, 12], mercury: [6, 8, 9, 10, 11, 12],
    jupiter: [5, 6, 11, 12], venus: [6, 11, 12], saturn: [3, 5, 6, 11], lagna: [1, 3, 4, 6, 10, 11],
  },
};

/** The invariant totals of the seven Bhinna registers and of the Sarva register (ashtakavarga.md §1). */
export const bhinnaTotals: Readonly<Record<SevenGrahaId, number>> = {
  sun: 48, moon: 49, mars: 39, mercury: 54, jupiter: 56, venus: 52, saturn: 39,
};
export const sarvaTotal = 337;

export interface BhinnaRegister {
  graha: SevenGrahaId;
  /** Bindus by sign, index 0 = Aries. */
  bindus: number[];
  /** The references that gave each sign its bindus, by sign. */
  contributors: AvReference[][];
  total: number;
}

export interface Ashtakavarga {
  bhinna: BhinnaRegister[];
  /** Sarva bindus by sign, index 0 = Aries. */
  sarva: number[];
}

/**
 * The Bhinna and Sarva registers from the D1 signs of the eight references. Each reference X
 * gives one bindu to sign (sign(X) + h − 1) mod 12 for every house h of its table row.
 *
 * @throws Error (a defect, never bad input) when a register misses its invariant total: the
 *   totals do not depend on the chart, so a miss means the table is corrupt.
 */
export function computeAshtakavarga(referenceSigns: Readonly<Record<AvReference, number>>): Ashtakavarga {
  const sarva = new Array<number>(12).fill(0);
  const bhinna = sevenGrahaIds.map((graha): BhinnaRegister => {
    const bindus = new Array<number>(12).fill(0);
    const contributors: AvReference[][] = Array.from({ length: 12 }, () => []);
    for (const ref of avReferences) {
      for (const h of bphsBinduHouses[graha][ref]) {
        const sign = (referenceSigns[ref] + h - 1) % 12;
        bindus[sign] += 1;
        contributors[sign].push(ref);
      }
    }
    const total = bindus.reduce((a, b) => a + b, 0);
    if (total !== bhinnaTotals[graha]) throw new Error(`ashtakavarga: ${graha} register totals ${total}, not ${bhinnaTotals[graha]}`);
    for (let s = 0; s < 12; s++) sarva[s] += bindus[s];
    return { graha, bindus, contributors, total };
  });
  const total = sarva.reduce((a, b) => a + b, 0);
  if (total !== sarvaTotal) throw new Error(`ashtakavarga: Sarva totals ${total}, not ${sarvaTotal}`);
  return { bhinna, sarva };
}

/** Sarva strength of a sign (`AV.SAV_28`): ≥ 28 strong, 25–27 average, < 25 weak. */
export type SavStrength = 'strong' | 'average' | 'weak';
export function savStrength(bindus: number): SavStrength {
  return bindus >= 28 ? 'strong' : bindus >= 25 ? 'average' : 'weak';
}
