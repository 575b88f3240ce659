/**
 * Dwadasha-vargiya bala (docs/methods/varshaphal.md §5c): the Tajaka strength of a graha from
 * the twelve divisions D1–D12 of its annual-chart longitude, every division weighing the same.
 * In each division the graha regards the lord of the sign it falls in as itself (own), a
 * friend, a neutral or an enemy; own and friend divisions are favourable. The graha is strong
 * when most of the twelve are favourable, weak when most are not (`TAJ.DVB_MAJORITY`).
 *
 * The divisions are the Tajaka set of Adawal's varshaphala sheet (`TAJ.DVB_VARGAS_ADAWAL`):
 * Parashara's rules for D2, D3, D4, D6, D7, D8, D9, D10 and D12, and a panchamsha (D5) counted
 * from the sign itself, the 5th or the 9th for movable, fixed and dual signs. The sheet names
 * the ekadashamsha without its rule; D11 is the service's default rudramsha.
 */
import { divisionMethodId, divisionSign, type Division } from '../chart/divisions.ts';
import { degreesInRashi, mod12, rashiIndexOf, rashiLord, rashiModality, type SevenGrahaId } from '../core/zodiac.ts';
import { normalizeDegrees } from '../../shared/angles.ts';
import { standing, type VargaStanding } from './pancha-vargiya.ts';

/** The twelve divisions of the bala, D1 … D12. */
export const dwadashaVargas = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const satisfies readonly Division[];
export type DwadashaVarga = (typeof dwadashaVargas)[number];

/** Classification by the count of favourable divisions: strong ≥ 7, balanced = 6, weak ≤ 5. */
export type DwadashaStrength = 'strong' | 'balanced' | 'weak';

/** Method id of the Tajaka panchamsha (movable from the sign, fixed from the 5th, dual from the 9th). */
export const tajakaPanchamshaMethodId = 'VARGA.D5_TAJAKA_ADAWAL';

export interface DwadashaVargaPart {
  division: DwadashaVarga;
  /** Sign of the graha in this division, 0 = Aries. */
  sign: number;
  /** Lord of that sign (Scorpio Mars, Aquarius Saturn). */
  lord: SevenGrahaId;
  standing: VargaStanding;
  /** Own or friend. */
  favourable: boolean;
}

export interface DwadashaVargiyaBala {
  graha: SevenGrahaId;
  /** D1 … D12 in order. */
  parts: DwadashaVargaPart[];
  counts: Record<VargaStanding, number>;
  /** Own + friend divisions, 0–12. */
  favourable: number;
  /** favourable − (12 − favourable), −12 … 12: positive strong, negative weak. */
  net: number;
  strength: DwadashaStrength;
}

/**
 * The sign (0–11) of a sidereal longitude in division `division` of the Tajaka set.
 * D5 is the Tajaka panchamsha: part j of a movable sign s goes to s + j, of a fixed sign to
 * s + 4 + j, of a dual sign to s + 8 + j. Every other division is `divisionSign`'s default
 * (Parashara; D11 the rudramsha counted back from Aries).
 */
export function tajakaVargaSign(longitude: number, division: DwadashaVarga): number {
  if (division !== 5) return divisionSign(longitude, division);
  const lon = normalizeDegrees(longitude);
  const s = rashiIndexOf(lon);
  const j = Math.min(4, Math.floor((degreesInRashi(lon) * 5) / 30));
  return mod12(s + [0, 4, 8][rashiModality(s)] + j);
}

/** Method ids of the twelve divisions as used here, D1 first. */
export const dwadashaVargaMethodIds: readonly string[] = dwadashaVargas.map((d) =>
  d === 5 ? tajakaPanchamshaMethodId : divisionMethodId(d, 'parashara'),
);

/**
 * The dwadasha-vargiya bala of one graha at a sidereal longitude (degrees, any real value;
 * normalised). Standing by the natural relationship (`REL.BPHS`), as for pancha-vargiya bala.
 * Never throws for a finite longitude.
 * @example dwadashaVargiyaBala('sun', 4).favourable //=> 12 (every division falls in Aries or Leo)
 */
export function dwadashaVargiyaBala(graha: SevenGrahaId, longitude: number): DwadashaVargiyaBala {
  const counts: Record<VargaStanding, number> = { own: 0, friend: 0, neutral: 0, enemy: 0 };
  const parts = dwadashaVargas.map((division): DwadashaVargaPart => {
    const sign = tajakaVargaSign(longitude, division);
    const lord = rashiLord[sign];
    const s = standing(graha, lord);
    counts[s] += 1;
    return { division, sign, lord, standing: s, favourable: s === 'own' || s === 'friend' };
  });
  const favourable = counts.own + counts.friend;
  const net = 2 * favourable - dwadashaVargas.length;
  const strength: DwadashaStrength = net > 0 ? 'strong' : net < 0 ? 'weak' : 'balanced';
  return { graha, parts, counts, favourable, net, strength };
}
