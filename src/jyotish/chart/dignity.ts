import { degreesInRashi, rashiIndexOf, rashiLord, type GrahaId, type SevenGrahaId } from '../core/zodiac.ts';
import { naturalRelation } from './relationships.ts';

export type Dignity = 'exalted' | 'debilitated' | 'moolatrikona' | 'own' | 'friend' | 'neutral' | 'enemy';

interface DignityRow {
  exaltationSign: number;
  /** Moolatrikona sign and degree range [from, to). */
  moolatrikona: { sign: number; from: number; to: number };
  ownSigns: number[];
}

/** BPHS dignities (charts-and-vargas.md §6, `DIGNITY.BPHS`), 0 = Aries. */
export const dignityTable: Record<SevenGrahaId, DignityRow> = {
  sun: { exaltationSign: 0, moolatrikona: { sign: 4, from: 0, to: 20 }, ownSigns: [4] },
  moon: { exaltationSign: 1, moolatrikona: { sign: 1, from: 3, to: 30 }, ownSigns: [3] },
  mars: { exaltationSign: 9, moolatrikona: { sign: 0, from: 0, to: 12 }, ownSigns: [0, 7] },
  mercury: { exaltationSign: 5, moolatrikona: { sign: 5, from: 15, to: 20 }, ownSigns: [2, 5] },
  jupiter: { exaltationSign: 3, moolatrikona: { sign: 8, from: 0, to: 10 }, ownSigns: [8, 11] },
  venus: { exaltationSign: 11, moolatrikona: { sign: 6, from: 0, to: 15 }, ownSigns: [1, 6] },
  saturn: { exaltationSign: 6, moolatrikona: { sign: 10, from: 0, to: 20 }, ownSigns: [9, 10] },
};

/** Exaltation of the nodes (`DIGNITY.NODES_TA_SC`): Rahu in Taurus, Ketu in Scorpio. */
const nodeExaltation: Record<'rahu' | 'ketu', number> = { rahu: 1, ketu: 7 };

/** Deep-exaltation longitudes (degrees), for uchcha bala: Sun 10 … Saturn 200. */
export const deepExaltationLongitude: Record<SevenGrahaId, number> = {
  sun: 10, moon: 33, mars: 298, mercury: 165, jupiter: 95, venus: 357, saturn: 200,
};

/** Exaltation sign (0 = Aries) of any of the nine grahas; the nodes by `DIGNITY.NODES_TA_SC`. */
export function exaltationSignOf(graha: GrahaId): number {
  if (graha === 'rahu' || graha === 'ketu') return nodeExaltation[graha];
  return dignityTable[graha].exaltationSign;
}

/** Debilitation sign (0 = Aries): the 7th from the exaltation sign. */
export function debilitationSignOf(graha: GrahaId): number {
  return (exaltationSignOf(graha) + 6) % 12;
}

export function isExalted(graha: GrahaId, sign: number): boolean {
  return exaltationSignOf(graha) === sign;
}

export function isDebilitated(graha: GrahaId, sign: number): boolean {
  return debilitationSignOf(graha) === sign;
}

/**
 * Whether a sidereal longitude lies in the graha's moolatrikona span [from, to) of its sign
 * (`DIGNITY.BPHS`), whatever else the sign is (the Moon's span is also its exaltation sign).
 */
export function inMoolatrikona(graha: SevenGrahaId, longitude: number): boolean {
  const mt = dignityTable[graha].moolatrikona;
  const d = degreesInRashi(longitude);
  return rashiIndexOf(longitude) === mt.sign && d >= mt.from && d < mt.to;
}

/**
 * Dignity of a graha at a sidereal longitude. Precedence where ranges overlap: exalted,
 * then moolatrikona, then own sign (Mercury in Virgo: 0–15 exalted, 15–20 MT, 20–30 own);
 * otherwise the natural relationship of the graha to the sign's lord. The nodes are rated
 * only for exaltation and debilitation (`REL.NODES_NONE`), else neutral.
 */
export function dignityOf(graha: GrahaId, longitude: number): Dignity {
  const sign = rashiIndexOf(longitude);
  const d = degreesInRashi(longitude);
  if (isExalted(graha, sign)) {
    // Mercury's exaltation sign is also its MT and own sign: past 15° it is no longer exalted.
    if (!(graha === 'mercury' && d >= 15)) return 'exalted';
  }
  if (isDebilitated(graha, sign)) return 'debilitated';
  if (graha === 'rahu' || graha === 'ketu') return 'neutral';
  const row = dignityTable[graha];
  if (inMoolatrikona(graha, longitude)) return 'moolatrikona';
  if (row.ownSigns.includes(sign)) return 'own';
  return naturalRelation[graha][rashiLord[sign]];
}
