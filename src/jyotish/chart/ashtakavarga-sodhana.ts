/**
 * Ashtakavarga beyond the raw registers (`ashtakavarga.ts`, ashtakavarga.md §3 and §5,
 * `AV.SHODHANA_BPHS`): the lagna's own Bhinna register, trikona and ekadhipatya sodhana
 * (BPHS 67–68), the sodhya pinda (rashi pinda + graha pinda) of each graha's reduced
 * register, and the kaksha of a longitude (which eighth of its sign, whose, and whether that
 * reference gave the sign a bindu). The raw registers are never altered.
 */
import { degreesInRashi, rashiIndexOf, sevenGrahaIds, type SevenGrahaId } from '../core/zodiac.ts';
import { avReferences, type AvReference } from './ashtakavarga.ts';

/** The lagna's own register (ashtakavarga.md §3, 49 bindus; not part of the Sarva register). */
const lagnaBinduHouses: Readonly<Record<AvReference, readonly number[]>> = {
  sun: [3, 4, 6, 10, 11, 12], moon: [3, 6, 10, 11, 12], mars: [1, 3, 6, 10, 11], mercury: [1, 2, 4, 6, 8, 10, 11],
  jupiter: [1, 2, 4, 5, 6, 7, 9, 10, 11], venus: [1, 2, 3, 4, 5, 8, 9], saturn: [1, 3, 4, 6, 10, 11], lagna: [3, 6, 10, 11],
};
export const lagnaBhinnaTotal = 49;

/**
 * The lagna's Bhinna register by sign (index 0 = Aries) with each sign's contributors.
 * @throws Error (a defect) when the total is not 49
 */
export function lagnaBhinna(referenceSigns: Readonly<Record<AvReference, number>>): { bindus: number[]; contributors: AvReference[][]; total: number } {
  const bindus = new Array<number>(12).fill(0);
  const contributors: AvReference[][] = Array.from({ length: 12 }, () => []);
  for (const ref of avReferences) {
    for (const h of lagnaBinduHouses[ref]) {
      const sign = (referenceSigns[ref] + h - 1) % 12;
      bindus[sign] += 1;
      contributors[sign].push(ref);
    }
  }
  const total = bindus.reduce((a, b) => a + b, 0);
  if (total !== lagnaBhinnaTotal) throw new Error(`ashtakavarga: lagna register totals ${total}, not ${lagnaBhinnaTotal}`);
  return { bindus, contributors, total };
}

/**
 * Trikona sodhana: in each triangle of signs (Aries–Leo–Sagittarius, Taurus–Virgo–Capricorn,
 * Gemini–Libra–Aquarius, Cancer–Scorpio–Pisces) the smallest count is taken from all three
 * (so equal counts all become 0 and a triangle with a 0 keeps its counts).
 */
export function trikonaSodhana(bindus: readonly number[]): number[] {
  const out = [...bindus];
  for (let first = 0; first < 4; first++) {
    const signs = [first, first + 4, first + 8];
    const least = Math.min(...signs.map((s) => out[s]));
    for (const s of signs) out[s] -= least;
  }
  return out;
}

/** The five pairs of signs with one lord: Mars, Venus, Mercury, Jupiter, Saturn. */
export const sameLordPairs: readonly (readonly [number, number])[] = [[0, 7], [1, 6], [2, 5], [8, 11], [9, 10]];

/**
 * Ekadhipatya sodhana on trikona-reduced counts (BPHS 68), pair by pair; Cancer and Leo are
 * left alone. Nothing changes when either sign has 0 or both are occupied. Both unoccupied:
 * equal counts both become 0, unequal both take the smaller. One occupied: the unoccupied
 * sign becomes 0 when the occupied one's count is greater or equal, and loses the occupied
 * one's count when it is smaller. The occupied sign keeps its count.
 *
 * `occupied[s]` says whether sign s holds one of the seven grahas or the lagna: P. V. R.
 * Narasimha Rao's Exercise 22 (Chart 7) reproduces only when the lagna counts.
 */
export function ekadhipatyaSodhana(bindus: readonly number[], occupied: readonly boolean[]): number[] {
  const out = [...bindus];
  for (const [a, b] of sameLordPairs) {
    const x = out[a];
    const y = out[b];
    if (x === 0 || y === 0 || (occupied[a] && occupied[b])) continue;
    if (!occupied[a] && !occupied[b]) {
      const v = x === y ? 0 : Math.min(x, y);
      out[a] = v;
      out[b] = v;
      continue;
    }
    const [full, empty] = occupied[a] ? [a, b] : [b, a];
    out[empty] = out[full] >= out[empty] ? 0 : out[empty] - out[full];
  }
  return out;
}

/** Signs holding one of the seven grahas or the lagna (Rahu and Ketu do not occupy for sodhana). */
export function occupiedSigns(referenceSigns: Readonly<Record<AvReference, number>>): boolean[] {
  const out = new Array<boolean>(12).fill(false);
  for (const ref of avReferences) out[referenceSigns[ref]] = true;
  return out;
}

/** Rashi multipliers (rashi gunakara), Aries … Pisces (BPHS 69). */
export const rashiMultiplier: readonly number[] = [7, 10, 8, 4, 10, 5, 7, 8, 9, 5, 11, 12];
/** Graha multipliers (graha gunakara), Sun … Saturn (BPHS 69). */
export const grahaMultiplier: Readonly<Record<SevenGrahaId, number>> = { sun: 5, moon: 5, mars: 8, mercury: 5, jupiter: 10, venus: 7, saturn: 5 };

/**
 * Sodhya pinda of a reduced register: rashi pinda = Σ count(sign) × rashi multiplier; graha
 * pinda = Σ over the seven grahas of count(sign of the graha) × graha multiplier.
 */
export function sodhyaPinda(reduced: readonly number[], grahaSigns: Readonly<Record<SevenGrahaId, number>>): { rashiPinda: number; grahaPinda: number; sodhyaPinda: number } {
  const rashiPinda = reduced.reduce((s, b, i) => s + b * rashiMultiplier[i], 0);
  const grahaPinda = sevenGrahaIds.reduce((s, g) => s + reduced[grahaSigns[g]] * grahaMultiplier[g], 0);
  return { rashiPinda, grahaPinda, sodhyaPinda: rashiPinda + grahaPinda };
}

/** Lords of the eight kakshas of every sign, in order (3°45′ each): Saturn, Jupiter, Mars, Sun, Venus, Mercury, Moon, lagna. */
export const kakshaLords: readonly AvReference[] = ['saturn', 'jupiter', 'mars', 'sun', 'venus', 'mercury', 'moon', 'lagna'];
export const kakshaDegrees = 3.75;

export interface Kaksha {
  sign: number;
  /** 1–8. */
  number: number;
  lord: AvReference;
  fromDegree: number;
  toDegree: number;
}

/** The kaksha a sidereal longitude falls in. */
export function kakshaOf(longitude: number): Kaksha {
  const index = Math.min(7, Math.floor(degreesInRashi(longitude) / kakshaDegrees));
  return { sign: rashiIndexOf(longitude), number: index + 1, lord: kakshaLords[index], fromDegree: index * kakshaDegrees, toDegree: (index + 1) * kakshaDegrees };
}
