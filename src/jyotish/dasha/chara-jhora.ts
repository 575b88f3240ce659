/**
 * The Jagannatha Hora conventions of Chara dasha (`CHARA.KNR_JHORA`, docs/methods/dashas-more.md
 * §6), as the PyJHora 4.8.5 port of Jagannatha Hora applies them, so `charaVariant:
 * "knr-jhora"` reproduces that software where our declared rules (`CHARA.KNR`, jaimini.md §6,
 * `DIGNITY.BPHS`) differ. Only Scorpio and Aquarius years can differ:
 * - node dignity: Rahu exalted in Taurus and Gemini, debilitated in Scorpio and Sagittarius;
 *   Ketu the reverse (`DIGNITY.NODES_TA_GE`);
 * - co-lord strength: the lagna counts as a graha conjoining a co-lord; of Jupiter, Mercury
 *   and the dispositor, conjunctions are counted for Jupiter and Mercury only, aspects for all
 *   three (Jupiter twice when it is also the dispositor); exaltation decides only for the
 *   classical lord (Mars, Saturn); the last tie-break compares raw degrees (not 30 − d for the
 *   nodes), the classical lord winning only when strictly further advanced;
 * - a lord in its own sign gives 12 years and then still takes the ±1 of its dignity, also
 *   when both co-lords sit in the sign.
 */
import { isDebilitated, isExalted } from '../chart/dignity.ts';
import { grahaIds, rashiLord, rashiModality, type GrahaId } from '../core/zodiac.ts';
import { rashiAspects } from '../jaimini-strength.ts';
import type { CharaPlacements } from './chara.ts';
import type { StrongerRashiConventions } from './stronger-rashi.ts';

/** Dignity adjustment with the nodes exalted in Taurus/Gemini (Rahu) and Scorpio/Sagittarius (Ketu). */
export function jhoraDignityAdjustment(graha: GrahaId, sign: number): -1 | 0 | 1 {
  if (graha === 'rahu') return sign === 1 || sign === 2 ? 1 : sign === 7 || sign === 8 ? -1 : 0;
  if (graha === 'ketu') return sign === 7 || sign === 8 ? 1 : sign === 1 || sign === 2 ? -1 : 0;
  if (graha === 'mercury' && sign === 5) return 0; // own sign before exaltation
  if (isExalted(graha, sign)) return 1;
  if (isDebilitated(graha, sign)) return -1;
  return 0;
}

/**
 * The stronger-sign rules (stronger-rashi.ts) under the same conventions, as the Narayana
 * `jhora` variant applies them: rule 2 counts conjunctions of Jupiter and Mercury only (the
 * sign's lord only by aspect, as in the co-lord count below); rule 3 takes the exaltations of
 * `DIGNITY.NODES_TA_GE` with Mercury in Virgo its own sign first. Declared in a result's method
 * as `narayanaSignStrengthMethodId: STRONGER_RASHI.PVR_JHORA`.
 */
export const jhoraStrongerRashiConventions: StrongerRashiConventions = {
  exalted: (graha, sign) => jhoraDignityAdjustment(graha, sign) === 1,
  lordConjunction: false,
};

export type JhoraCoLordRule = 'co-lord-outside' | 'conjunctions' | 'jupiter-mercury-dispositor' | 'exaltation' | 'modality' | 'degrees';

/**
 * The lord of Scorpio (Mars/Ketu) or Aquarius (Saturn/Rahu) under the Jagannatha Hora
 * conventions above; any other sign returns its classical lord with rule null.
 */
export function jhoraCoLord(p: CharaPlacements, sign: number): { graha: GrahaId; rule: JhoraCoLordRule | null } {
  const pair: [GrahaId, GrahaId] | null = sign === 7 ? ['mars', 'ketu'] : sign === 10 ? ['saturn', 'rahu'] : null;
  if (!pair) return { graha: rashiLord[sign], rule: null };
  const [a, b] = pair;
  const sa = p.sign[a];
  const sb = p.sign[b];
  if (sa === sign && sb !== sign) return { graha: b, rule: 'co-lord-outside' };
  if (sb === sign && sa !== sign) return { graha: a, rule: 'co-lord-outside' };
  // Conjunctions, the lagna counted as one more occupant.
  const conj = (s: number) => grahaIds.filter((g) => p.sign[g] === s).length - 1 + (p.lagnaSign === s ? 1 : 0);
  if (conj(sa) !== conj(sb)) return { graha: conj(sa) > conj(sb) ? a : b, rule: 'conjunctions' };
  const assoc = (s: number) => {
    const dispositor = rashiLord[s];
    let n = (p.sign.mercury === s ? 1 : 0) + (p.sign.jupiter === s ? 1 : 0);
    for (const g of ['mercury', 'jupiter', dispositor] as GrahaId[]) if (rashiAspects(p.sign[g], s)) n++;
    return n;
  };
  if (assoc(sa) !== assoc(sb)) return { graha: assoc(sa) > assoc(sb) ? a : b, rule: 'jupiter-mercury-dispositor' };
  if (jhoraDignityAdjustment(a, sa) === 1 && jhoraDignityAdjustment(b, sb) !== 1) return { graha: a, rule: 'exaltation' };
  if (rashiModality(sa) !== rashiModality(sb)) return { graha: rashiModality(sa) > rashiModality(sb) ? a : b, rule: 'modality' };
  return { graha: p.degreeInSign[a] > p.degreeInSign[b] ? a : b, rule: 'degrees' };
}
