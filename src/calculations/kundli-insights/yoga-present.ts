/** Presents catalogue results: full records with texts, and the compact audit list. */
import type { Static } from 'typebox';
import { yogaExplanation, yogaSubRuleTexts, yogaTexts } from '../../content/yogas/index.ts';
import type { Fact, RuleRecord } from '../../jyotish/rules/types.ts';
import { yogaCancellationRules, yogaCatalogueVersion, yogaVariantRules, type YogaResult } from '../../jyotish/yogas/index.ts';
import { presentFact, presentRule } from '../rule-audit/rule-schema.ts';
import { grahaEntity } from '../shared/entities.ts';
import type { YogaEvaluationSchema, YogaSchema, YogaSummarySchema } from './yoga-schema.ts';

type YogaOut = Static<typeof YogaSchema>;
type YogaEvaluationOut = Static<typeof YogaEvaluationSchema>;
type CompactFactOut = YogaEvaluationOut['facts'][number];

/** Record of a cancellation or variant rule id. */
export function yogaSubRuleRecord(ruleId: string): RuleRecord {
  const c = yogaCancellationRules.get(ruleId);
  if (c) return { ruleId: c.ruleId, source: c.source, classical: c.classical, predicate: c.predicate, contentKey: c.contentKey };
  return yogaVariantRules[ruleId];
}

/** The full record of one yoga, texts included. */
export function presentYoga(y: YogaResult): YogaOut {
  const t = yogaTexts[y.id];
  return {
    id: y.id,
    name: t.name,
    family: y.family,
    detected: y.detected,
    formed: y.formed,
    cancelled: y.cancelled,
    qualifiers: y.qualifiers,
    grahas: y.grahas.map((g) => grahaEntity(g)),
    houses: y.houses,
    rule: { ...y.rule },
    condition: t.condition,
    instances: y.instances.map((i) => ({ grahas: i.grahas.map((g) => grahaEntity(g)), houses: i.houses, relation: i.relation, tags: i.tags })),
    facts: y.facts.map(presentFact),
    subRules: y.subRules.map((s) => presentRule(yogaSubRuleRecord(s.ruleId), s, yogaSubRuleTexts[s.ruleId])),
    explanation: yogaExplanation(y.id, y.formed, y.cancelled),
    reviewOnly: true,
  };
}

/** A fact without its sentence, empty fields omitted. */
function compactFact(f: Fact): CompactFactOut {
  const full = presentFact(f);
  const out: CompactFactOut = { kind: full.kind };
  if (full.grahas.length) out.grahas = full.grahas;
  if (full.rashi) out.rashi = full.rashi.id;
  if (full.house !== null) out.house = full.house;
  if (full.houses.length) out.houses = full.houses;
  if (full.reference) out.reference = full.reference;
  if (full.value !== null) out.value = full.value;
  if (full.qualifier !== null) out.qualifier = full.qualifier;
  return out;
}

/** The compact audit record of one yoga (no texts). */
export function presentYogaEvaluation(y: YogaResult): YogaEvaluationOut {
  const cancellationIds = new Set(yogaCancellationRules.keys());
  return {
    id: y.id,
    ruleId: y.rule.ruleId,
    family: y.family,
    detected: y.detected,
    formed: y.formed,
    cancelled: y.cancelled,
    grahas: [...y.grahas],
    houses: y.houses,
    facts: y.facts.map(compactFact),
    cancellations: y.subRules.filter((s) => cancellationIds.has(s.ruleId)).map((s) => ({ ruleId: s.ruleId, satisfied: s.satisfied })),
  };
}

/** Counts of the evaluation. */
export function yogaSummary(ys: readonly YogaResult[], detail: 'formed' | 'all'): Static<typeof YogaSummarySchema> {
  return {
    catalogueVersion: yogaCatalogueVersion,
    detail,
    evaluated: ys.length,
    formed: ys.filter((y) => y.formed).length,
    cancelled: ys.filter((y) => y.cancelled === true).length,
    detected: ys.filter((y) => y.detected).length,
  };
}
