/**
 * Kalachakra dasha (BPHS 46; P. V. R. Narasimha Rao, "Vedic Astrology: An Integrated
 * Approach", ch. 24; docs/methods/dashas-more.md §5), `KALACHAKRA.PVR_BOOK`.
 *
 * Each nakshatra pada (navamsha) owns a chain of nine signs with a total life span
 * (paramayush). The stars fall in four groups: two savya (zodiacal) groups headed by Ashwini
 * and Bharani and two apasavya (reverse) groups headed by Rohini and Mrigashira. The Moon's
 * progress through its pada, times the paramayush, gives the years already lived; the sign
 * running then is the birth dasha, its unexpired part the balance; the dashas run through
 * the rest of the pada's chain and on into the next pada's chain (after a star's fourth pada
 * the chain of the other group of the same kind follows), nine dashas in all. Sign years:
 * Ar 7, Ta 16, Ge 9, Cn 21, Le 5, Vi 9, Li 16, Sc 7, Sg 10, Cp 4, Aq 4, Pi 10.
 *
 * Antardashas (book rule): the nine signs of the continuing chain from the dasha's own sign,
 * each in proportion to its years. Deha and jeeva (book 24.3.2, `KALACHAKRA.PVR_BOOK.2`): the
 * signs of the first and the ninth dasha from birth for a savya star, of the ninth and the
 * first for an apasavya star. The book's tables give the pada chain's first and last signs,
 * which is the same only for a birth at the very start of the pada (Example 95, Moon 15°50′
 * Taurus: jeeva Scorpio, deha Sagittarius, not the table's Virgo and Libra).
 */
import { degreesPerPada } from '../core/zodiac.ts';
import { normalizeDegrees } from '../../shared/angles.ts';
import type { DashaNode, Divider } from './period-tree.ts';

export const kalachakraSignYears: readonly number[] = [7, 16, 9, 21, 5, 9, 16, 7, 10, 4, 4, 10];

/** Groups: 0 savya (Ashwini), 1 savya (Bharani), 2 apasavya (Rohini), 3 apasavya (Mrigashira). */
const groupStars: readonly (readonly number[])[] = [
  [0, 2, 6, 8, 12, 14, 18, 20, 24],
  [1, 7, 13, 19, 25, 26],
  [3, 9, 15, 21],
  [4, 5, 10, 11, 16, 17, 22, 23],
];

/** The nine signs of each pada (1–4) of each group. */
const chains: readonly (readonly (readonly number[])[])[] = [
  [[0, 1, 2, 3, 4, 5, 6, 7, 8], [9, 10, 11, 7, 6, 5, 3, 4, 2], [1, 0, 11, 10, 9, 8, 0, 1, 2], [3, 4, 5, 6, 7, 8, 9, 10, 11]],
  [[7, 6, 5, 3, 4, 2, 1, 0, 11], [10, 9, 8, 0, 1, 2, 3, 4, 5], [6, 7, 8, 9, 10, 11, 7, 6, 5], [3, 4, 2, 1, 0, 11, 10, 9, 8]],
  [[8, 9, 10, 11, 0, 1, 2, 4, 3], [5, 6, 7, 11, 10, 9, 8, 7, 6], [5, 4, 3, 2, 1, 0, 8, 9, 10], [11, 0, 1, 2, 4, 3, 5, 6, 7]],
  [[11, 10, 9, 8, 7, 6, 5, 4, 3], [2, 1, 0, 8, 9, 10, 11, 0, 1], [2, 4, 3, 5, 6, 7, 11, 10, 9], [8, 7, 6, 5, 4, 3, 2, 1, 0]],
];

const sumYears = (signs: readonly number[]) => signs.reduce((s, x) => s + kalachakraSignYears[x], 0);

export interface KalachakraStart {
  nakshatra: number;
  /** 1–4. */
  pada: number;
  group: 0 | 1 | 2 | 3;
  direction: 'savya' | 'apasavya';
  chain: readonly number[];
  paramayush: number;
  /** Deha and jeeva from the nine dashas from birth (book 24.3.2). */
  deha: number;
  jeeva: number;
  /** Years of the pada's span already lived at birth. */
  yearsElapsed: number;
  /** Index (0–8) of the birth dasha in the chain, and its unexpired years. */
  birthIndex: number;
  balanceYears: number;
}

function groupOf(nakshatra: number): 0 | 1 | 2 | 3 {
  return groupStars.findIndex((g) => g.includes(nakshatra)) as 0 | 1 | 2 | 3;
}

/** The chain that follows a pada's: the next pada of the group; after the 4th, the paired group's 1st. */
function nextChain(group: number, pada: number): { group: number; pada: number } {
  if (pada < 4) return { group, pada: pada + 1 };
  return { group: [1, 0, 3, 2][group], pada: 1 };
}

/** The birth position in the Kalachakra from the Moon's sidereal longitude. Never fails. */
export function kalachakraStart(moonLongitude: number): KalachakraStart {
  const lon = normalizeDegrees(moonLongitude);
  const padaIndex = Math.floor(lon / degreesPerPada);
  const nakshatra = Math.floor(padaIndex / 4);
  const pada = (padaIndex % 4) + 1;
  const group = groupOf(nakshatra);
  const chain = chains[group][pada - 1];
  const paramayush = sumYears(chain);
  const yearsElapsed = ((lon - padaIndex * degreesPerPada) / degreesPerPada) * paramayush;
  let acc = 0;
  let birthIndex = 0;
  for (let i = 0; i < 9; i++) {
    acc += kalachakraSignYears[chain[i]];
    if (acc > yearsElapsed) {
      birthIndex = i;
      break;
    }
  }
  const apasavya = group >= 2;
  const nine = continuingSigns(group, pada, chain, birthIndex, 9);
  return {
    nakshatra,
    pada,
    group,
    direction: apasavya ? 'apasavya' : 'savya',
    chain,
    paramayush,
    deha: apasavya ? nine[8] : nine[0],
    jeeva: apasavya ? nine[0] : nine[8],
    yearsElapsed,
    birthIndex,
    balanceYears: acc - yearsElapsed,
  };
}

/** The continuing sign sequence from the birth dasha: the rest of the chain, then the next chains. */
function continuingSigns(startGroup: number, startPada: number, chain: readonly number[], birthIndex: number, count: number): number[] {
  const out: number[] = chain.slice(birthIndex);
  let { group, pada } = { group: startGroup, pada: startPada };
  while (out.length < count) {
    ({ group, pada } = nextChain(group, pada));
    out.push(...chains[group][pada - 1]);
  }
  return out.slice(0, count);
}

/**
 * The nine mahadashas from birth (the first is the balance) with the sign sequence their
 * antardashas draw on. Times from `birthJd`, `yearDays` days per year.
 */
export function kalachakraDasha(moonLongitude: number, birthJd: number, yearDays: number): {
  start: KalachakraStart;
  periods: DashaNode<number>[];
  divider: Divider<number>;
} {
  const start = kalachakraStart(moonLongitude);
  const signs = continuingSigns(start.group, start.pada, start.chain, start.birthIndex, 9 + 8);
  const periods: DashaNode<number>[] = [];
  let t = birthJd;
  for (let i = 0; i < 9; i++) {
    const years = i === 0 ? start.balanceYears : kalachakraSignYears[signs[i]];
    periods.push({ lord: signs[i], startJd: t, endJd: t + years * yearDays, children: null });
    t += years * yearDays;
  }
  // Antardashas of the i-th dasha: signs i … i+8 of the continuing sequence, by their years.
  // Only the antardasha level is served (kundli-advanced lists two levels for this system).
  const divider: Divider<number> = (parent, level) => {
    if (level !== 1) return [];
    const i = periods.findIndex((p) => p.startJd === parent.startJd && p.lord === parent.lord);
    const nine = signs.slice(i, i + 9);
    const total = sumYears(nine);
    return nine.map((s) => ({ lord: s, share: kalachakraSignYears[s] / total }));
  };
  return { start, periods, divider };
}
