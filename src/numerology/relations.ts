/**
 * Friendly, neutral and review numbers — DERIVED, not a classical numerology table
 * (numerology-and-remedies.md §2 "Compatibility": the planet relations of charts-and-vargas.md
 * §7 applied to the numbers' planets, flagged as derived).
 *
 * Rule `NUM.REL_DERIVED`: for the planet P of a base number and the planet Q of another number,
 * look up how P regards Q in the natural (naisargika) relationship table `REL.BPHS`:
 * friend → friendly number, neutral → neutral number, enemy → review number.
 * `REL.BPHS` does not rate the nodes, so rule `NUM.REL_NODE_PROXY` reads Rahu as Saturn and
 * Ketu as Mars (the maxim "Shanivad Rahu, Kujavad Ketu") on either side. A number whose planet
 * then coincides with the base number's planet (4 and 8, 7 and 9) is a friendly number
 * ("same planet"). The base number itself is in none of the three lists.
 */
import { numberAttributes, type NumberGraha } from './planets.ts';

type SevenGraha = 'sun' | 'moon' | 'mars' | 'mercury' | 'jupiter' | 'venus' | 'saturn';
type Natural = 'friend' | 'neutral' | 'enemy';

export const relationTableId = 'REL.BPHS';
export const relationRuleId = 'NUM.REL_DERIVED';
export const nodeProxyRuleId = 'NUM.REL_NODE_PROXY';

/** charts-and-vargas.md §7: friends and enemies of each graha; the rest are neutral. */
const naturalTable: Record<SevenGraha, { friends: SevenGraha[]; enemies: SevenGraha[] }> = {
  sun: { friends: ['moon', 'mars', 'jupiter'], enemies: ['venus', 'saturn'] },
  moon: { friends: ['sun', 'mercury'], enemies: [] },
  mars: { friends: ['sun', 'moon', 'jupiter'], enemies: ['mercury'] },
  mercury: { friends: ['sun', 'venus'], enemies: ['moon'] },
  jupiter: { friends: ['sun', 'moon', 'mars'], enemies: ['mercury', 'venus'] },
  venus: { friends: ['mercury', 'saturn'], enemies: ['sun', 'moon'] },
  saturn: { friends: ['mercury', 'venus'], enemies: ['sun', 'moon', 'mars'] },
};

/** The graha whose row stands for a number's planet: Rahu → Saturn, Ketu → Mars. */
export function proxyGraha(graha: NumberGraha): SevenGraha {
  if (graha === 'rahu') return 'saturn';
  if (graha === 'ketu') return 'mars';
  return graha;
}

/** How graha a regards graha b in `REL.BPHS` (a ≠ b). */
export function naturalRelation(a: SevenGraha, b: SevenGraha): Natural {
  const row = naturalTable[a];
  if (row.friends.includes(b)) return 'friend';
  if (row.enemies.includes(b)) return 'enemy';
  return 'neutral';
}

/** Where one number stands from a base number. */
export type NumberRelation = 'same-number' | 'same-planet' | 'friend' | 'neutral' | 'enemy';
/** The list a number falls in. */
export type RelationGroup = 'same' | 'friendly' | 'neutral' | 'review';

/** The list a relation puts a number in: same, friendly, neutral or review. */
export function groupOf(relation: Exclude<NumberRelation, 'neutral'>): Exclude<RelationGroup, 'neutral'>;
export function groupOf(relation: NumberRelation): RelationGroup;
export function groupOf(relation: NumberRelation): RelationGroup {
  switch (relation) {
    case 'same-number':
      return 'same';
    case 'same-planet':
    case 'friend':
      return 'friendly';
    case 'neutral':
      return 'neutral';
    case 'enemy':
      return 'review';
  }
}

/**
 * How the planet of `base` (1–9) regards the planet of `other` (1–9), by `NUM.REL_DERIVED`.
 * @throws RangeError for numbers outside 1–9.
 */
export function numberRelation(base: number, other: number): NumberRelation {
  const p = proxyGraha(numberAttributes(base).graha);
  const q = proxyGraha(numberAttributes(other).graha);
  if (base === other) return 'same-number';
  if (p === q) return 'same-planet';
  return naturalRelation(p, q);
}

export interface RelatedNumber {
  number: number;
  relation: Exclude<NumberRelation, 'same-number'>;
}

export interface NumberRelations {
  base: number;
  friendly: RelatedNumber[];
  neutral: RelatedNumber[];
  review: RelatedNumber[];
}

/** The other eight numbers sorted into friendly, neutral and review lists, ascending. */
export function relationsOf(base: number): NumberRelations {
  const out: NumberRelations = { base, friendly: [], neutral: [], review: [] };
  for (let n = 1; n <= 9; n++) {
    const relation = numberRelation(base, n);
    if (relation === 'same-number') continue;
    const group = groupOf(relation);
    if (group !== 'same') out[group].push({ number: n, relation });
  }
  return out;
}
