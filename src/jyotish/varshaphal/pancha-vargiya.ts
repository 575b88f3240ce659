/**
 * Pancha-vargiya bala (docs/methods/varshaphal.md §5): the five Tajaka strengths of a graha
 * in the annual chart — kshetra (sign, max 30), uchcha (exaltation, max 20), hadda (term,
 * max 15), drekkana (D-3, max 10) and navamsa (D-9, max 5) — and their total divided by 4
 * (vishva bala, 0–20).
 */
import { naturalRelation } from '../chart/relationships.ts';
import { ucchaBala } from '../chart/uccha-bala.ts';
import { vargaSign } from '../chart/vargas.ts';
import { degreesInRashi, rashiIndexOf, rashiLord, type SevenGrahaId } from '../core/zodiac.ts';
import { haddaLord } from './tables.ts';

/** How a graha regards the lord of the division it occupies. */
export type VargaStanding = 'own' | 'friend' | 'neutral' | 'enemy';

/** Share of the maximum for each standing (`TAJ.PVB_QUARTERS`): 1, 3/4, 1/2, 1/4. */
export const standingShare: Record<VargaStanding, number> = { own: 1, friend: 0.75, neutral: 0.5, enemy: 0.25 };

export interface VargaPart {
  /** Lord of the sign (kshetra, drekkana, navamsa) or of the term (hadda). */
  lord: SevenGrahaId;
  /** Sign of the division (0–11); for hadda the rashi sign. */
  sign: number;
  standing: VargaStanding;
  points: number;
}

export interface PanchaVargiyaBala {
  graha: SevenGrahaId;
  kshetra: VargaPart;
  uchcha: { distanceFromDebilitationDegrees: number; points: number };
  hadda: VargaPart;
  drekkana: VargaPart;
  navamsa: VargaPart;
  /** kshetra + uchcha + hadda + drekkana + navamsa, 0–80. */
  sum: number;
  /** sum / 4, 0–20 (vishva bala). */
  total: number;
}

/** How `graha` regards the lord of the sign it occupies in a division: itself (own) or by the natural relationship (`REL.BPHS`). */
export function standing(graha: SevenGrahaId, lord: SevenGrahaId): VargaStanding {
  if (graha === lord) return 'own';
  return naturalRelation[graha][lord];
}

function part(graha: SevenGrahaId, lord: SevenGrahaId, sign: number, maximum: number): VargaPart {
  const s = standing(graha, lord);
  return { lord, sign, standing: s, points: maximum * standingShare[s] };
}

/**
 * The pancha-vargiya bala of one graha at a sidereal longitude.
 * - kshetra: the rashi's lord, max 30; uchcha: arc from the deep-debilitation point / 9, max 20
 *   (`TAJ.UCHCHA_20`); hadda: the Tajika term's lord (`TAJ.HADDA_NEELAKANTHI`), max 15;
 *   drekkana: the lord of the D-3 sign (`VARGA.PARASHARA`), max 10; navamsa: the lord of the
 *   D-9 sign, max 5. Standing by the natural relationship (`REL.BPHS`), shares `TAJ.PVB_QUARTERS`.
 * @example panchaVargiyaBala('jupiter', 158.5).uchcha.points //=> 12.944… (116.5° from 5° Capricorn)
 */
export function panchaVargiyaBala(graha: SevenGrahaId, longitude: number): PanchaVargiyaBala {
  const sign = rashiIndexOf(longitude);
  const d3 = vargaSign(longitude, 3);
  const d9 = vargaSign(longitude, 9);
  const distance = ucchaBala(graha, longitude).distanceFromDebilitation;
  const kshetra = part(graha, rashiLord[sign], sign, 30);
  const uchcha = { distanceFromDebilitationDegrees: distance, points: (distance / 180) * 20 };
  const hadda = part(graha, haddaLord(sign, degreesInRashi(longitude)), sign, 15);
  const drekkana = part(graha, rashiLord[d3], d3, 10);
  const navamsa = part(graha, rashiLord[d9], d9, 5);
  const sum = kshetra.points + uchcha.points + hadda.points + drekkana.points + navamsa.points;
  return { graha, kshetra, uchcha, hadda, drekkana, navamsa, sum, total: sum / 4 };
}
