/**
 * Sleeping houses and sleeping grahas (`LK.SLEEP_V1`, ../shared/methods/lal-kitab.md §4).
 * The sources disagree on the exact definition, so every flag carries the id of the rule that
 * decided it.
 */
import { grahaIds, type GrahaId } from '../core/zodiac.ts';
import { aspectedHouses, aspectsFromHouse, type LkDrishtiVariant } from './drishti.ts';
import { dignityHouses, type LkDignityVariant } from './dignity.ts';
import type { LkHouse, LkPlacement } from './houses.ts';

/** Rule ids of the §4 decisions, in the order they are tried. */
export type LkSleepRuleId =
  | 'LK.SLEEP_V1.PAKKA_OR_EXALTED'
  | 'LK.SLEEP_V1.TARGET_OCCUPIED'
  | 'LK.SLEEP_V1.TARGETS_EMPTY'
  | 'LK.SLEEP_V1.FIRST_HALF_OCCUPIED'
  | 'LK.SLEEP_V1.FIRST_HALF_EMPTY';

export const lkSleepRuleIds: readonly LkSleepRuleId[] = [
  'LK.SLEEP_V1.PAKKA_OR_EXALTED',
  'LK.SLEEP_V1.TARGET_OCCUPIED',
  'LK.SLEEP_V1.TARGETS_EMPTY',
  'LK.SLEEP_V1.FIRST_HALF_OCCUPIED',
  'LK.SLEEP_V1.FIRST_HALF_EMPTY',
];

/** The symmetric folk rule, reported beside the main flag. */
export const lkSleepByHalfRuleId = 'LK.SLEEP_V1.SECOND_HALF_EMPTY';

export interface LkGrahaSleep {
  sleeping: boolean;
  ruleId: LkSleepRuleId;
  /** Houses 7–12 all empty and the graha in 1–6 (the symmetric folk rule). */
  sleepingByHalf: boolean;
}

/** Houses whose aspect decides rule 2 (§4: 1–6 and 8); 7, 9, 10, 11 and 12 go by rule 3. */
const ruleTwoHouses: ReadonlySet<LkHouse> = new Set([1, 2, 3, 4, 5, 6, 8]);

/** §4 sleeping houses: no graha in the house and no occupied house aspecting it. */
export function sleepingHouses(occupants: readonly (readonly GrahaId[])[], variant: LkDrishtiVariant): LkHouse[] {
  const aspected = aspectedHouses(occupants, variant);
  const out: LkHouse[] = [];
  for (let h = 1; h <= 12; h++) if (occupants[h - 1].length === 0 && !aspected[h - 1]) out.push(h);
  return out;
}

function allEmpty(occupants: readonly (readonly GrahaId[])[], from: LkHouse, to: LkHouse): boolean {
  for (let h = from; h <= to; h++) if (occupants[h - 1].length > 0) return false;
  return true;
}

/**
 * §4 sleeping grahas: awake in the pakka ghar or the exalted house (under the dignity variant);
 * else in houses 1–6 and 8 awake when a house it aspects (under the drishti variant) is
 * occupied; else in 7, 9–12 asleep when houses 1–6 are all empty.
 */
export function sleepingGrahas(
  placement: LkPlacement,
  occupants: readonly (readonly GrahaId[])[],
  dignityVariant: LkDignityVariant,
  drishtiVariant: LkDrishtiVariant,
): Record<GrahaId, LkGrahaSleep> {
  const firstHalfEmpty = allEmpty(occupants, 1, 6);
  const secondHalfEmpty = allEmpty(occupants, 7, 12);
  const out = {} as Record<GrahaId, LkGrahaSleep>;
  for (const g of grahaIds) {
    const h = placement[g];
    const sleepingByHalf = secondHalfEmpty && h <= 6;
    const d = dignityHouses(g, dignityVariant);
    if (d.pakkaGhar.includes(h) || d.exalted.includes(h)) {
      out[g] = { sleeping: false, ruleId: 'LK.SLEEP_V1.PAKKA_OR_EXALTED', sleepingByHalf };
    } else if (ruleTwoHouses.has(h)) {
      const awake = aspectsFromHouse(h, drishtiVariant).some((a) => occupants[a.to - 1].length > 0);
      out[g] = { sleeping: !awake, ruleId: awake ? 'LK.SLEEP_V1.TARGET_OCCUPIED' : 'LK.SLEEP_V1.TARGETS_EMPTY', sleepingByHalf };
    } else {
      out[g] = {
        sleeping: firstHalfEmpty,
        ruleId: firstHalfEmpty ? 'LK.SLEEP_V1.FIRST_HALF_EMPTY' : 'LK.SLEEP_V1.FIRST_HALF_OCCUPIED',
        sleepingByHalf,
      };
    }
  }
  return out;
}
