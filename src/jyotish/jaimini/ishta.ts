/**
 * The Ishta devata *indicator* (jaimini.md §3, `ISHTA.JAIMINI`): the 12th sign from the
 * karakamsa in the navamsa (D9), read in three steps:
 *  1. grahas occupying it in D9 — several: the strongest by D9 dignity (exalted > own >
 *     friendly > other), then the higher degree within the D9 sign (nodes 30 − d);
 *  2. none: grahas aspecting it by rashi drishti in D9, same order;
 *  3. none: its lord (Scorpio/Aquarius: the stronger co-lord in D9, `STRONGER.JAIMINI_CHAIN`).
 * The graha is mapped to a deity by the declared table (and to an avatara by the variant
 * `ISHTA.AVATARA`); the result is a correspondence for review, not a verdict.
 */
import { dignityTable, isExalted } from '../chart/dignity.ts';
import { naturalRelation } from '../chart/relationships.ts';
import { grahaIds, rashiLord, type GrahaId } from '../core/zodiac.ts';
import { coLords, effectiveDegree, effectiveLord, rashiAspects, type GrahaPlacements } from '../jaimini-strength.ts';

export type IshtaStep = 'occupant' | 'aspecting' | 'lord';
export type D9Strength = 'exalted' | 'own' | 'friendly' | 'other';

/** Deity ids of `ISHTA.JAIMINI` and `ISHTA.AVATARA` per graha (jaimini.md §3 table). */
export const ishtaDeity: Record<GrahaId, { jaimini: string; avatara: string }> = {
  sun: { jaimini: 'shiva', avatara: 'rama' },
  moon: { jaimini: 'gauri', avatara: 'krishna' },
  mars: { jaimini: 'skanda', avatara: 'narasimha' },
  mercury: { jaimini: 'vishnu', avatara: 'buddha' },
  jupiter: { jaimini: 'samba-shiva', avatara: 'vamana' },
  venus: { jaimini: 'lakshmi', avatara: 'parashurama' },
  saturn: { jaimini: 'vishnu', avatara: 'kurma' },
  rahu: { jaimini: 'durga', avatara: 'varaha' },
  ketu: { jaimini: 'ganesha', avatara: 'matsya' },
};

/** Sign-based strength of a graha in the D9 (nodes: exaltation Ta/Sc and Jaimini co-lordship Aq/Sc count). */
export function d9Strength(g: GrahaId, sign: number): D9Strength {
  if (isExalted(g, sign)) return 'exalted';
  if (g === 'rahu' || g === 'ketu') return coLords[sign]?.[1] === g ? 'own' : 'other';
  if (dignityTable[g].ownSigns.includes(sign)) return 'own';
  return naturalRelation[g][rashiLord[sign]] === 'friend' ? 'friendly' : 'other';
}

const strengthRank: Record<D9Strength, number> = { exalted: 3, own: 2, friendly: 1, other: 0 };

export interface IshtaIndicator {
  /** Karakamsa sign (D9 sign of the AK), 0-based. */
  karakamsa: number;
  /** The 12th sign from the karakamsa (jivanmuktamsha), 0-based. */
  sign: number;
  step: IshtaStep;
  /** Candidates considered at the deciding step, strongest first. */
  candidates: { graha: GrahaId; strength: D9Strength; degree: number }[];
  graha: GrahaId;
  deity: string;
  avatara: string;
}

/**
 * @param d9 D9 signs of the nine grahas and their degrees within the D9 sign ((d·9) mod 30), for ties
 */
export function ishtaIndicator(d9: GrahaPlacements, karakamsa: number): IshtaIndicator {
  const sign = (karakamsa + 11) % 12;
  const rank = (gs: GrahaId[]) =>
    gs
      .map((g) => ({ graha: g, strength: d9Strength(g, d9.sign[g]), degree: effectiveDegree(d9, g) }))
      .sort((a, b) => strengthRank[b.strength] - strengthRank[a.strength] || b.degree - a.degree);
  let step: IshtaStep = 'occupant';
  let candidates = rank(grahaIds.filter((g) => d9.sign[g] === sign));
  if (!candidates.length) {
    step = 'aspecting';
    candidates = rank(grahaIds.filter((g) => rashiAspects(d9.sign[g], sign)));
  }
  let graha: GrahaId;
  if (candidates.length) graha = candidates[0].graha;
  else {
    step = 'lord';
    graha = effectiveLord(d9, sign).graha;
    candidates = rank([graha]);
  }
  return { karakamsa, sign, step, candidates, graha, deity: ishtaDeity[graha].jaimini, avatara: ishtaDeity[graha].avatara };
}
