/**
 * Sthana bala (positional strength, BPHS 27.1–6) apart from uchcha bala (`uccha-bala.ts`):
 * saptavargaja, ojayugma, kendradi and drekkana bala, in virupas (60 virupas = 1 rupa).
 */
import { degreesInRashi, isOddRashi, rashiIndexOf, rashiLord, type SevenGrahaId } from '../core/zodiac.ts';
import { dignityTable, inMoolatrikona } from '../chart/dignity.ts';
import { vargaSign, type VargaDivision } from '../chart/vargas.ts';
import { compoundRelation, type CompoundRelation } from './relations.ts';

/** The seven vargas of saptavargaja bala: rashi, hora, drekkana, saptamsa, navamsa, dwadasamsa, trimsamsa. */
export const saptavargajaDivisions = [1, 2, 3, 7, 9, 12, 30] as const satisfies readonly VargaDivision[];

export type VargaStatus = 'moolatrikona' | 'own' | CompoundRelation;

/**
 * Virupas by status (`SAPTAVARGAJA.RAMAN`): moolatrikona 45 (rashi chart only), own sign 30,
 * adhimitra 22.5, mitra 15, sama 7.5, shatru 3.75, adhishatru 1.875 — the scale of
 * B. V. Raman's *Graha and Bhava Balas* and V. P. Jain's worked examples (both print values
 * such as 48.75 and 58.13 that only this scale gives).
 */
export const saptavargajaVirupas: Readonly<Record<VargaStatus, number>> = {
  moolatrikona: 45, own: 30, adhimitra: 22.5, mitra: 15, sama: 7.5, shatru: 3.75, adhishatru: 1.875,
};

/**
 * A graha's status in a varga sign: own sign, else its compound relationship with the sign's
 * lord. `moolatrikona` only in the rashi chart, by degree (a graha's moolatrikona is a span
 * of the rashi, which the other vargas do not carry).
 */
export function vargaStatus(
  graha: SevenGrahaId,
  division: VargaDivision,
  longitude: number,
  d1Signs: Readonly<Record<SevenGrahaId, number>>,
): { sign: number; status: VargaStatus } {
  const sign = vargaSign(longitude, division);
  if (division === 1 && inMoolatrikona(graha, longitude)) return { sign, status: 'moolatrikona' };
  if (dignityTable[graha].ownSigns.includes(sign)) return { sign, status: 'own' };
  return { sign, status: compoundRelation(graha, rashiLord[sign], d1Signs) };
}

export interface VargaPlace {
  division: VargaDivision;
  sign: number;
  status: VargaStatus;
  virupas: number;
}

/** Saptavargaja bala: the sum over the seven vargas, 0–(45 + 6·30) virupas. */
export function saptavargajaBala(
  graha: SevenGrahaId,
  longitude: number,
  d1Signs: Readonly<Record<SevenGrahaId, number>>,
): { virupas: number; vargas: VargaPlace[] } {
  const vargas = saptavargajaDivisions.map((division): VargaPlace => {
    const { sign, status } = vargaStatus(graha, division, longitude, d1Signs);
    return { division, sign, status, virupas: saptavargajaVirupas[status] };
  });
  return { virupas: vargas.reduce((s, v) => s + v.virupas, 0), vargas };
}

/** The Moon and Venus are strong in even signs, the others in odd ones (BPHS 27.5). */
const femaleGrahas: readonly SevenGrahaId[] = ['moon', 'venus'];

/** Ojayugma bala: 15 virupas for the favoured parity of the rashi, 15 more for that of the navamsa sign. */
export function ojayugmaBala(graha: SevenGrahaId, longitude: number): { rashi: number; navamsa: number; virupas: number } {
  const wantsOdd = !femaleGrahas.includes(graha);
  const rashi = isOddRashi(rashiIndexOf(longitude)) === wantsOdd ? 15 : 0;
  const navamsa = isOddRashi(vargaSign(longitude, 9)) === wantsOdd ? 15 : 0;
  return { rashi, navamsa, virupas: rashi + navamsa };
}

/** Kendradi bala by the house from the lagna's sign: kendra 60, panaphara 30, apoklima 15. */
export function kendradiBala(house: number): number {
  const kind = (house - 1) % 3;
  return kind === 0 ? 60 : kind === 1 ? 30 : 15;
}

/**
 * Drekkana bala: 15 virupas to a male graha (Sun, Mars, Jupiter) in the first drekkana of
 * its sign, a neuter one (Mercury, Saturn) in the second, a female one (Moon, Venus) in the third.
 */
export function drekkanaBala(graha: SevenGrahaId, longitude: number): number {
  const part = Math.min(2, Math.floor(degreesInRashi(longitude) / 10));
  const wanted = graha === 'sun' || graha === 'mars' || graha === 'jupiter' ? 0 : graha === 'mercury' || graha === 'saturn' ? 1 : 2;
  return part === wanted ? 15 : 0;
}
