/**
 * Which remedy categories (`LK.UPAY_CATEGORIES`, ../shared/methods/lal-kitab.md §6) the
 * tradition ties to each flagged condition. Only ids: the texts live in
 * src/content/lal-kitab/, and nothing here is prescribed — every item is review-only.
 *
 * The §6 table ties two categories to conditions: donations (daan) to the afflicting graha, and
 * the collective remedy to a debt (rin). Those are the two condition kinds flagged here: a
 * debilitated graha (its own items) and a flagged debt. The other categories are published as
 * a catalogue without being tied to any chart fact.
 */
import { grahaIds, type GrahaId } from '../core/zodiac.ts';
import type { LkAnalysis } from './analysis.ts';
import type { LkHouse } from './houses.ts';
import type { LkRinId, LkRinRule, LkRinTrigger } from './rin.ts';

export type LkUpayaCategoryId =
  | 'daan' | 'jal-pravah' | 'feeding' | 'keeping-article' | 'conduct' | 'worship-service' | 'collective';

/** The §6 categories in table order. */
export const lkUpayaCategoryIds: readonly LkUpayaCategoryId[] = [
  'daan', 'jal-pravah', 'feeding', 'keeping-article', 'conduct', 'worship-service', 'collective',
];

export type LkCondition =
  | { kind: 'rin'; id: `rin.${LkRinId}`; rule: LkRinRule; graha: GrahaId; triggers: LkRinTrigger[]; ruleId: 'LK.RIN'; categories: LkUpayaCategoryId[] }
  | { kind: 'debilitated'; id: `debilitated.${GrahaId}`; graha: GrahaId; house: LkHouse; ruleId: string; categories: LkUpayaCategoryId[] };

/**
 * The flagged conditions of a reading: first the flagged debts in §5 order (the graha is the
 * debt's associated graha), then the debilitated grahas Sun … Ketu.
 * @param dignityRuleId the method id of the dignity variant that decided debilitation
 */
export function flaggedConditions(analysis: LkAnalysis, dignityRuleId: string): LkCondition[] {
  const out: LkCondition[] = [];
  for (const r of analysis.rins) {
    if (!r.flagged) continue;
    out.push({
      kind: 'rin', id: `rin.${r.rule.id}`, rule: r.rule, graha: r.rule.associatedGraha, triggers: r.triggers,
      ruleId: 'LK.RIN', categories: ['collective'],
    });
  }
  for (const g of grahaIds) {
    const reading = analysis.grahas[g];
    if (reading.dignity.status !== 'debilitated') continue;
    out.push({ kind: 'debilitated', id: `debilitated.${g}`, graha: g, house: reading.house, ruleId: dignityRuleId, categories: ['daan'] });
  }
  return out;
}
