/**
 * Shapes shared by the rule-based results (kundli insights, pitri shapa): a chart fact, a
 * rule record and a rule's evaluation, and the functions that present them. Not an endpoint:
 * a neutral home so that neither calculation imports the other.
 */
import Type, { type Static } from 'typebox';
import { Bilingual, NamedEntity } from '../../contract/common.ts';
import { factText } from '../../content/insights/facts.ts';
import type { Bilingual as BilingualText } from '../../shared/bilingual.ts';
import type { Fact, RuleOutcome, RuleRecord } from '../../jyotish/rules/types.ts';
import { rashiEntity } from '../shared/entities.ts';

export const FactSchema = Type.Object(
  {
    kind: Type.Enum(
      ['placement', 'lagna', 'conjunction', 'aspect', 'lordship', 'exchange', 'dignity', 'combustion', 'retrograde', 'separation', 'house-occupants', 'node-axis-arc', 'navamsa', 'hemmed'],
      { description: 'What the fact states' },
    ),
    text: Bilingual,
    grahas: Type.Array(Type.String(), { description: 'Ids of the grahas the fact is about, in the order the text names them' }),
    rashi: Type.Union([NamedEntity, Type.Null()], { description: 'The sign the fact names, if one' }),
    house: Type.Union([Type.Integer({ minimum: 1, maximum: 12 }), Type.Null()], { description: 'The house the fact names (counted from `reference`), if one' }),
    houses: Type.Array(Type.Integer({ minimum: 1, maximum: 12 }), { description: 'Houses named by lordship, exchange and hemming facts' }),
    reference: Type.Union([Type.Enum(['lagna', 'moon', 'venus', 'sun']), Type.Null()], { description: 'What houses are counted from' }),
    value: Type.Union([Type.Number(), Type.Null()], { description: 'A number the fact states (degrees from the Sun, separation), if one' }),
    qualifier: Type.Union([Type.String(), Type.Null()], { description: 'dignity, combust/not-combust, arc id or chart (D1/D9), where the kind has one' }),
  },
  { description: 'One chart fact a rule used as evidence, with its sentence.' },
);
export type FactOut = Static<typeof FactSchema>;

export const RuleRecordSchema = Type.Object(
  {
    ruleId: Type.String(),
    source: Type.String({ description: 'Text and chapter, or the popular usage the rule comes from' }),
    classical: Type.Boolean({ description: 'Stated in a classical text (BPHS, Phaladeepika …)' }),
    predicate: Type.String({ description: 'The condition in formal notation (houses whole-sign; "with" = same sign)' }),
    contentKey: Type.String({ description: 'Key of the rule’s texts in the content catalogue' }),
  },
  { description: 'A rule as data (rules-as-data): id, source, predicate and content key.' },
);

export const RuleEvaluationSchema = Type.Object(
  {
    ...RuleRecordSchema.properties,
    name: Bilingual,
    condition: Bilingual,
    subject: Type.Union([Type.String(), Type.Null()], { description: 'The graha the rule was run for, where it runs once per graha' }),
    satisfied: Type.Boolean(),
    facts: Type.Array(FactSchema),
  },
  { description: 'One rule evaluated on the chart: the record, whether it holds, and the facts it read.' },
);
export type RuleEvaluationOut = Static<typeof RuleEvaluationSchema>;

const round = (x: number) => Math.round(x * 100) / 100;

/** A structured fact as published. */
export function presentFact(f: Fact): FactOut {
  const base = { kind: f.kind, text: factText(f), grahas: [] as string[], rashi: null as FactOut['rashi'], house: null as number | null, houses: [] as number[], reference: null as FactOut['reference'], value: null as number | null, qualifier: null as string | null };
  switch (f.kind) {
    case 'placement':
      return { ...base, grahas: [f.graha], rashi: rashiEntity(f.sign), house: f.house, reference: f.from };
    case 'lagna':
      return { ...base, rashi: rashiEntity(f.sign), house: 1, reference: 'lagna' };
    case 'conjunction':
      return { ...base, grahas: [...f.grahas], rashi: rashiEntity(f.sign) };
    case 'aspect':
      return { ...base, grahas: [f.graha, f.target], house: f.houseFromGraha };
    case 'lordship':
      return { ...base, grahas: [f.graha], houses: [...f.houses], reference: 'lagna' };
    case 'exchange':
      return { ...base, grahas: [...f.grahas], houses: [...f.houses], reference: 'lagna' };
    case 'dignity':
      return { ...base, grahas: [f.graha], rashi: rashiEntity(f.sign), qualifier: `${f.chart}:${f.dignity}` };
    case 'combustion':
      return { ...base, grahas: [f.graha], value: round(f.degreesFromSun), qualifier: f.combust ? 'combust' : 'not-combust' };
    case 'retrograde':
      return { ...base, grahas: [f.graha] };
    case 'separation':
      return { ...base, grahas: [...f.grahas], value: round(f.degrees) };
    case 'house-occupants':
      return { ...base, grahas: [...f.grahas], rashi: rashiEntity(f.sign), house: f.house, reference: f.from };
    case 'node-axis-arc':
      return { ...base, grahas: [...f.inside], qualifier: f.arc };
    case 'navamsa':
      return { ...base, grahas: [f.graha, f.lord], rashi: rashiEntity(f.sign), qualifier: 'D9' };
    case 'hemmed':
      return { ...base, grahas: [f.graha, ...f.malefics[0], ...f.malefics[1]], houses: [...f.houses], reference: 'lagna' };
  }
}

/** A rule outcome with its record and texts. */
export function presentRule(record: RuleRecord, outcome: RuleOutcome, texts: { name: BilingualText; condition: BilingualText }): RuleEvaluationOut {
  return {
    ruleId: record.ruleId,
    source: record.source,
    classical: record.classical,
    predicate: record.predicate,
    contentKey: record.contentKey,
    name: texts.name,
    condition: texts.condition,
    subject: outcome.subject ?? null,
    satisfied: outcome.satisfied,
    facts: outcome.facts.map(presentFact),
  };
}
