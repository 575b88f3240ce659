import Type from 'typebox';
import { Bilingual } from '../../contract/common.ts';
import { RuleEvaluationSchema } from '../rule-audit/rule-schema.ts';
import { natalChartProperties } from '../shared/natal.ts';

export const PitriShapaRequest = Type.Object(
  { ...natalChartProperties },
  { additionalProperties: false, description: 'A birth moment and the chart settings (design §1.1).' },
);

const AuditRule = Type.Object({
  id: Type.String({ description: 'The rule id (same as ruleId)' }),
  ruleSet: Type.Enum(['PITRI.MODERN', 'PITRI.BPHS83']),
  ...RuleEvaluationSchema.properties,
});

export const PitriShapaResult = Type.Object(
  {
    reviewOnly: Type.Literal(true),
    boundary: Bilingual,
    ruleSets: Type.Array(
      Type.Object({ id: Type.Enum(['PITRI.MODERN', 'PITRI.BPHS83']), name: Bilingual, classical: Type.Boolean(), ruleIds: Type.Array(Type.String()) }),
      { description: 'The two rule sets, reported separately and never merged' },
    ),
    rules: Type.Array(AuditRule, { description: 'Every evaluated rule with its source, condition, whether it is satisfied and the chart facts read' }),
    notEvaluated: Type.Array(
      Type.Object({ ruleId: Type.String(), source: Type.String(), what: Bilingual, reason: Bilingual }),
      { description: 'Rules of the source deliberately not applied, and why' },
    ),
    namedObservances: Type.Object(
      { note: Bilingual, items: Type.Array(Type.Object({ id: Type.String(), name: Bilingual })) },
      { description: 'Observances BPHS ch. 83 itself names, listed as text categories of the source (not advice)' },
    ),
  },
  { description: 'A bounded rule-by-rule audit. There is deliberately no overall verdict field.' },
);
