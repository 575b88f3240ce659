/**
 * Vimshopaka bala (BPHS 7.17–27): a 20-point score of a graha's dignity over a scheme of
 * vargas. In each varga the graha scores 20 in its own (or moolatrikona) sign, else by its
 * compound relationship with the sign's lord: adhimitra 18, mitra 15, sama 10, shatru 7,
 * adhishatru 5 (exaltation is not counted); the scheme's weights (summing to 20) scale each
 * varga's score by weight/20.
 */
import { dignityTable } from '../chart/dignity.ts';
import { vargaSign, type VargaDivision } from '../chart/vargas.ts';
import { rashiLord, sevenGrahaIds, type SevenGrahaId } from '../core/zodiac.ts';
import { compoundRelation, type CompoundRelation } from './relations.ts';

export const vimshopakaSchemes = ['shadvarga', 'saptavarga', 'dashavarga', 'shodashavarga'] as const;
export type VimshopakaScheme = (typeof vimshopakaSchemes)[number];

/** Weights of each scheme, BPHS 7.17–25. */
export const vimshopakaWeights: Readonly<Record<VimshopakaScheme, readonly (readonly [VargaDivision, number])[]>> = {
  shadvarga: [[1, 6], [2, 2], [3, 4], [9, 5], [12, 2], [30, 1]],
  saptavarga: [[1, 5], [2, 2], [3, 3], [7, 2.5], [9, 4.5], [12, 2], [30, 1]],
  dashavarga: [[1, 3], [2, 1.5], [3, 1.5], [7, 1.5], [9, 1.5], [10, 1.5], [12, 1.5], [16, 1.5], [30, 1.5], [60, 5]],
  shodashavarga: [
    [1, 3.5], [2, 1], [3, 1], [4, 0.5], [7, 0.5], [9, 3], [10, 0.5], [12, 0.5], [16, 2], [20, 0.5], [24, 0.5], [27, 0.5],
    [30, 1], [40, 0.5], [45, 0.5], [60, 4],
  ],
};

export type VimshopakaStatus = 'own' | CompoundRelation;
export const vimshopakaPoints: Readonly<Record<VimshopakaStatus, number>> = {
  own: 20, adhimitra: 18, mitra: 15, sama: 10, shatru: 7, adhishatru: 5,
};

export interface VimshopakaVarga {
  division: VargaDivision;
  weight: number;
  sign: number;
  status: VimshopakaStatus;
  points: number;
  /** weight × points / 20. */
  score: number;
}

export interface VimshopakaRow {
  graha: SevenGrahaId;
  scheme: VimshopakaScheme;
  /** 0–20. */
  score: number;
  vargas: VimshopakaVarga[];
}

/** A graha's vimshopaka bala in a scheme, from its longitude and the rashi-chart signs of the seven. */
export function vimshopakaBala(
  graha: SevenGrahaId,
  scheme: VimshopakaScheme,
  longitude: number,
  d1Signs: Readonly<Record<SevenGrahaId, number>>,
): VimshopakaRow {
  const row = dignityTable[graha];
  const vargas = vimshopakaWeights[scheme].map(([division, weight]): VimshopakaVarga => {
    const sign = vargaSign(longitude, division);
    const status: VimshopakaStatus = row.ownSigns.includes(sign) || row.moolatrikona.sign === sign
      ? 'own'
      : compoundRelation(graha, rashiLord[sign], d1Signs);
    const points = vimshopakaPoints[status];
    return { division, weight, sign, status, points, score: (weight * points) / 20 };
  });
  return { graha, scheme, score: vargas.reduce((s, v) => s + v.score, 0), vargas };
}

/** Every scheme for the seven grahas. */
export function computeVimshopaka(longitudes: Readonly<Record<SevenGrahaId, number>>, d1Signs: Readonly<Record<SevenGrahaId, number>>): VimshopakaRow[] {
  return vimshopakaSchemes.flatMap((scheme) => sevenGrahaIds.map((g) => vimshopakaBala(g, scheme, longitudes[g], d1Signs)));
}
