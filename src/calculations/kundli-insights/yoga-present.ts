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
 * Each shape is one object literal with its final fields (a literal grown field by field got
 * a separate property store: ~180 bytes per fact, ~725 facts per chart, issue 21).
 */
function compactFact(f: Fact): CompactFactOut {
  switch (f.kind) {
    case 'placement':
      return f.from
        ? { kind: f.kind, grahas: [f.graha], rashi: rashiIds[f.sign], house: f.house, reference: f.from }
        : { kind: f.kind, grahas: [f.graha], rashi: rashiIds[f.sign], house: f.house };
    case 'lagna':
      return { kind: f.kind, rashi: rashiIds[f.sign], house: 1, reference: 'lagna' };
    case 'conjunction':
      return f.grahas.length ? { kind: f.kind, grahas: [...f.grahas], rashi: rashiIds[f.sign] } : { kind: f.kind, rashi: rashiIds[f.sign] };
    case 'aspect':
      return { kind: f.kind, grahas: [f.graha, f.target], house: f.houseFromGraha };
    case 'lordship':
      return f.houses.length
        ? { kind: f.kind, grahas: [f.graha], houses: [...f.houses], reference: 'lagna' }
        : { kind: f.kind, grahas: [f.graha], reference: 'lagna' };
    case 'exchange':
      if (f.grahas.length) {
        return f.houses.length
          ? { kind: f.kind, grahas: [...f.grahas], houses: [...f.houses], reference: 'lagna' }
          : { kind: f.kind, grahas: [...f.grahas], reference: 'lagna' };
      }
      return f.houses.length ? { kind: f.kind, houses: [...f.houses], reference: 'lagna' } : { kind: f.kind, reference: 'lagna' };
    case 'dignity':
      return { kind: f.kind, grahas: [f.graha], rashi: rashiIds[f.sign], qualifier: `${f.chart}:${f.dignity}` };
    case 'combustion':
      return { kind: f.kind, grahas: [f.graha], value: round(f.degreesFromSun), qualifier: f.combust ? 'combust' : 'not-combust' };
    case 'retrograde':
      return { kind: f.kind, grahas: [f.graha] };
    case 'separation':
      return f.grahas.length ? { kind: f.kind, grahas: [...f.grahas], value: round(f.degrees) } : { kind: f.kind, value: round(f.degrees) };
    case 'house-occupants':
      if (f.grahas.length) {
        return f.from
          ? { kind: f.kind, grahas: [...f.grahas], rashi: rashiIds[f.sign], house: f.house, reference: f.from }
          : { kind: f.kind, grahas: [...f.grahas], rashi: rashiIds[f.sign], house: f.house };
      }
      return f.from
        ? { kind: f.kind, rashi: rashiIds[f.sign], house: f.house, reference: f.from }
        : { kind: f.kind, rashi: rashiIds[f.sign], house: f.house };
    case 'node-axis-arc':
      return f.inside.length ? { kind: f.kind, grahas: [...f.inside], qualifier: f.arc } : { kind: f.kind, qualifier: f.arc };
    case 'navamsa':
      return { kind: f.kind, grahas: [f.graha, f.lord], rashi: rashiIds[f.sign], qualifier: 'D9' };
    case 'hemmed':
      return f.houses.length
        ? { kind: f.kind, grahas: [f.graha, ...f.malefics[0], ...f.malefics[1]], houses: [...f.houses], reference: 'lagna' }
        : { kind: f.kind, grahas: [f.graha, ...f.malefics[0], ...f.malefics[1]], reference: 'lagna' };
  }
  return { kind: (f as Fact).kind };
}

const rashiIds = Array.from({ length: 12 }, (_, i) => rashiEntity(i).id);

let cancellationIds: ReadonlySet<string> | null = null;

/** The cancellation rules' outcomes of a yoga (its variants left out), in one pass. */
function cancellationsOf(y: YogaResult, ids: ReadonlySet<string>): { ruleId: string; satisfied: boolean }[] {
  const out: { ruleId: string; satisfied: boolean }[] = [];
  for (const s of y.subRules) if (ids.has(s.ruleId)) out.push({ ruleId: s.ruleId, satisfied: s.satisfied });
  return out;
}

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
    cancellations: cancellationsOf(y, ids),
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
