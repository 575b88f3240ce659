/**
 * Bhava bala of the twelve houses (BPHS 27.29–36, worked as in B. V. Raman's *Graha and Bhava
 * Balas*, ch. IX): bhavadhipati bala (the shadbala of the lord of the sign holding the bhava
 * madhya), bhava dig bala and bhava drishti bala, in virupas.
 */
import { degreesInRashi, rashiIndexOf, rashiLord, sevenGrahaIds, type SevenGrahaId } from '../core/zodiac.ts';
import { forwardArc } from '../../shared/angles.ts';
import { sphutaDrishti } from './drik.ts';
import type { Nature } from './nature.ts';

export type BhavaSignKind = 'nara' | 'jalachara' | 'keeta' | 'chatushpada';

/**
 * The kind of the sign holding a point: nara (Gemini, Virgo, Libra, Aquarius, first half of
 * Sagittarius), chatushpada (Aries, Taurus, Leo, second half of Sagittarius, first half of
 * Capricorn), jalachara (Cancer, Pisces, second half of Capricorn), keeta (Scorpio).
 */
export function bhavaSignKind(longitude: number): BhavaSignKind {
  const s = rashiIndexOf(longitude);
  const firstHalf = degreesInRashi(longitude) < 15;
  if (s === 8) return firstHalf ? 'nara' : 'chatushpada';
  if (s === 9) return firstHalf ? 'chatushpada' : 'jalachara';
  if (s === 7) return 'keeta';
  if (s === 3 || s === 11) return 'jalachara';
  if (s === 0 || s === 1 || s === 4) return 'chatushpada';
  return 'nara';
}

/** The house where each kind is strongest: nara the 1st, jalachara the 4th, keeta the 7th, chatushpada the 10th. */
export const strongestHouse: Readonly<Record<BhavaSignKind, number>> = { nara: 1, jalachara: 4, keeta: 7, chatushpada: 10 };

/** Bhava dig bala: 60 in the strongest house, 10 less for each house away from it (0 opposite). */
export function bhavaDigBala(house: number, madhyaLongitude: number): number {
  const d = (((house - strongestHouse[bhavaSignKind(madhyaLongitude)]) % 12) + 12) % 12;
  return (6 - Math.min(d, 12 - d)) * 10;
}

/**
 * Bhava drishti bala: the sphuta drishti of each graha on the bhava madhya; Jupiter's and
 * Mercury's count in full and as benefic, the others' a quarter, added for a benefic and
 * subtracted for a malefic (Raman's Example 59 is reproduced only with Mercury so counted).
 */
export function bhavaDrishtiBala(madhyaLongitude: number, longitudes: Readonly<Record<SevenGrahaId, number>>, natures: Readonly<Record<SevenGrahaId, Nature>>): number {
  let sum = 0;
  for (const g of sevenGrahaIds) {
    const v = sphutaDrishti(g, forwardArc(longitudes[g], madhyaLongitude));
    if (g === 'jupiter' || g === 'mercury') sum += v;
    else sum += (natures[g] === 'benefic' ? 1 : -1) * (v / 4);
  }
  return sum;
}

export interface BhavaBala {
  house: number;
  madhyaLongitude: number;
  sign: number;
  lord: SevenGrahaId;
  kind: BhavaSignKind;
  bhavadhipati: number;
  dig: number;
  drishti: number;
  totalVirupas: number;
  rupas: number;
  /** 1 = the strongest house. */
  rank: number;
}

/** Bhava bala from the twelve madhyas (house 1 first) and the grahas' shadbala totals (virupas). */
export function computeBhavaBala(
  madhyas: readonly number[],
  longitudes: Readonly<Record<SevenGrahaId, number>>,
  natures: Readonly<Record<SevenGrahaId, Nature>>,
  shadbalaVirupas: Readonly<Record<SevenGrahaId, number>>,
): BhavaBala[] {
  const rows = madhyas.map((m, i) => {
    const house = i + 1;
    const sign = rashiIndexOf(m);
    const lord = rashiLord[sign];
    const bhavadhipati = shadbalaVirupas[lord];
    const dig = bhavaDigBala(house, m);
    const drishti = bhavaDrishtiBala(m, longitudes, natures);
    const totalVirupas = bhavadhipati + dig + drishti;
    return { house, madhyaLongitude: m, sign, lord, kind: bhavaSignKind(m), bhavadhipati, dig, drishti, totalVirupas, rupas: totalVirupas / 60 };
  });
  const order = [...rows].sort((a, b) => b.totalVirupas - a.totalVirupas).map((r) => r.house);
  return rows.map((r) => ({ ...r, rank: order.indexOf(r.house) + 1 }));
}
