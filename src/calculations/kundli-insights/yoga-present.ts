/** Presents catalogue results: full records with texts, and the compact audit list. */
import type { Static } from 'typebox';
import { yogaExplanation, yogaSubRuleTexts, yogaTexts } from '../../content/yogas/index.ts';
import type { Fact, RuleRecord } from '../../jyotish/rules/types.ts';
import { yogaCancellationRules, yogaCatalogueVersion, yogaVariantRules, type YogaResult } from '../../jyotish/yogas/index.ts';
import { presentFact, presentRule } from '../rule-audit/rule-schema.ts';
import { grahaEntity, rashiEntity } from '../shared/entities.ts';
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

const round = (x: number) => Math.round(x * 100) / 100;

/**
 * A fact without its sentence, empty fields omitted: the fields `presentFact` publishes for
 * each kind, written directly (building the bilingual sentence and the rashi entity only to
 * drop them was a fifth of the calculation; the output is the same, field order included).
 */
function compactFact(f: Fact): CompactFactOut {
  const out: CompactFactOut = { kind: f.kind };
  switch (f.kind) {
    case 'placement':
      out.grahas = [f.graha];
      out.rashi = rashiIds[f.sign];
      out.house = f.house;
      if (f.from) out.reference = f.from;
      break;
    case 'lagna':
      out.rashi = rashiIds[f.sign];
      out.house = 1;
      out.reference = 'lagna';
      break;
    case 'conjunction':
      if (f.grahas.length) out.grahas = [...f.grahas];
      out.rashi = rashiIds[f.sign];
      break;
    case 'aspect':
      out.grahas = [f.graha, f.target];
      out.house = f.houseFromGraha;
      break;
    case 'lordship':
      out.grahas = [f.graha];
      if (f.houses.length) out.houses = [...f.houses];
      out.reference = 'lagna';
      break;
    case 'exchange':
      if (f.grahas.length) out.grahas = [...f.grahas];
      if (f.houses.length) out.houses = [...f.houses];
      out.reference = 'lagna';
      break;
    case 'dignity':
      out.grahas = [f.graha];
      out.rashi = rashiIds[f.sign];
      out.qualifier = `${f.chart}:${f.dignity}`;
      break;
    case 'combustion':
      out.grahas = [f.graha];
      out.value = round(f.degreesFromSun);
      out.qualifier = f.combust ? 'combust' : 'not-combust';
      break;
    case 'retrograde':
      out.grahas = [f.graha];
      break;
    case 'separation':
      if (f.grahas.length) out.grahas = [...f.grahas];
      out.value = round(f.degrees);
      break;
    case 'house-occupants':
      if (f.grahas.length) out.grahas = [...f.grahas];
      out.rashi = rashiIds[f.sign];
      out.house = f.house;
      if (f.from) out.reference = f.from;
      break;
    case 'node-axis-arc':
      if (f.inside.length) out.grahas = [...f.inside];
      out.qualifier = f.arc;
      break;
    case 'navamsa':
      out.grahas = [f.graha, f.lord];
      out.rashi = rashiIds[f.sign];
      out.qualifier = 'D9';
      break;
    case 'hemmed':
      out.grahas = [f.graha, ...f.malefics[0], ...f.malefics[1]];
      if (f.houses.length) out.houses = [...f.houses];
      out.reference = 'lagna';
      break;
  }
  return out;
}

const rashiIds = Array.from({ length: 12 }, (_, i) => rashiEntity(i).id);

let cancellationIds: ReadonlySet<string> | null = null;

/** The compact audit record of one yoga (no texts). */
export function presentYogaEvaluation(y: YogaResult): YogaEvaluationOut {
  cancellationIds ??= new Set(yogaCancellationRules.keys());
  const ids = cancellationIds;
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
    cancellations: y.subRules.filter((s) => ids.has(s.ruleId)).map((s) => ({ ruleId: s.ruleId, satisfied: s.satisfied })),
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
