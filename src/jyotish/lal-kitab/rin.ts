/**
 * The debts (rin) of Lal Kitab (`LK.RIN`, ../shared/methods/lal-kitab.md §5; the debts chapter
 * of the 1952 edition): a debt is flagged when any listed graha occupies any listed Lal Kitab
 * house. Each flag keeps the graha/house pairs that triggered it.
 */
import { grahaIds, type GrahaId } from '../core/zodiac.ts';
import type { LkHouse, LkPlacement } from './houses.ts';

export type LkRinId = 'pitri' | 'swa' | 'matri' | 'stri' | 'sambandhi' | 'behen-beti' | 'zulm' | 'ajanma' | 'daivik';

export interface LkRinRule {
  id: LkRinId;
  /** The graha the debt is associated with (whose significations it concerns). */
  associatedGraha: GrahaId;
  triggerGrahas: readonly GrahaId[];
  triggerHouses: readonly LkHouse[];
}

/** The §5 table, in its order. */
export const lkRinRules: readonly LkRinRule[] = [
  { id: 'pitri', associatedGraha: 'jupiter', triggerGrahas: ['venus', 'mercury', 'rahu'], triggerHouses: [2, 5, 9, 12] },
  { id: 'swa', associatedGraha: 'sun', triggerGrahas: ['venus', 'saturn', 'rahu', 'ketu'], triggerHouses: [5] },
  { id: 'matri', associatedGraha: 'moon', triggerGrahas: ['ketu'], triggerHouses: [4] },
  { id: 'stri', associatedGraha: 'venus', triggerGrahas: ['sun', 'rahu', 'ketu'], triggerHouses: [2, 7] },
  { id: 'sambandhi', associatedGraha: 'mars', triggerGrahas: ['mercury', 'ketu'], triggerHouses: [1, 8] },
  { id: 'behen-beti', associatedGraha: 'mercury', triggerGrahas: ['moon'], triggerHouses: [3, 6] },
  { id: 'zulm', associatedGraha: 'saturn', triggerGrahas: ['sun', 'moon', 'mars'], triggerHouses: [10, 11] },
  { id: 'ajanma', associatedGraha: 'rahu', triggerGrahas: ['sun', 'venus', 'mars'], triggerHouses: [12] },
  { id: 'daivik', associatedGraha: 'ketu', triggerGrahas: ['moon', 'mars'], triggerHouses: [6] },
];

export interface LkRinTrigger {
  graha: GrahaId;
  house: LkHouse;
}

export interface LkRinFinding {
  rule: LkRinRule;
  flagged: boolean;
  /** The graha/house pairs that met the rule, grahas in the order Sun … Ketu. */
  triggers: LkRinTrigger[];
}

/** Every §5 debt, flagged or not, with its triggers. */
export function evaluateRins(placement: LkPlacement): LkRinFinding[] {
  return lkRinRules.map((rule) => {
    const triggers = grahaIds
      .filter((g) => rule.triggerGrahas.includes(g) && rule.triggerHouses.includes(placement[g]))
      .map((g) => ({ graha: g, house: placement[g] }));
    return { rule, flagged: triggers.length > 0, triggers };
  });
}
