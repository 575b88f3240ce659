import type { Static } from 'typebox';
import {
  bphs83NamedObservances, observancesNote, pitriBoundary, pitriContentVersion, pitriPendingTexts, pitriRuleTexts, pitriSetNames,
} from '../../content/pitri/rules.ts';
import { chartView } from '../../jyotish/rules/chart-view.ts';
import {
  evaluatePitriRules, pitriClassicalRuleIds, pitriModernRuleIds, pitriPendingRules, pitriRules,
} from '../../jyotish/rules/pitri.ts';
import type { RuleOutcome } from '../../jyotish/rules/types.ts';
import { presentRule } from '../rule-audit/rule-schema.ts';
import { inputBlock, presentWarnings } from '../shared/birth.ts';
import { natalMethod, resolveNatal, type ResolvedNatal } from '../shared/natal.ts';
import { defineCalculation } from '../types.ts';
import { PitriShapaRequest, PitriShapaResult } from './schema.ts';
import { exampleBirth } from '../shared/examples.ts';

type Result = Static<typeof PitriShapaResult>;

export const pitriShapaCalculation = defineCalculation({
  id: 'pitri-shapa',
  summary: 'Pitri shaapa: a bounded rule-by-rule audit (no verdict)',
  description:
    'Evaluates, one by one, the popular Pitra dosha rules P1–P5 (PITRI.MODERN, no single classical source) and the verified rule of BPHS ch. 83 verse 20 (PITRI.BPHS83.PS1: the Sun debilitated in the 5th in a navamsa of Saturn, hemmed by malefics), each with its source, condition, whether it is satisfied and the chart facts read. The sets are reported separately; verses 83.21–26 are listed as not evaluated until transcribed. There is no overall verdict: this is an audit, not a judgement.',
  tag: 'Kundli',
  paths: { v2: '/v2/calculations/pitri-shapa' },
  requestName: 'PitriShapaRequest',
  request: PitriShapaRequest,
  resultName: 'PitriShapaResult',
  result: PitriShapaResult,
  versions: { calculation: 'pitri-shapa.1', content: pitriContentVersion },
  cacheable: true,
  example: {
    ...exampleBirth,
  },
  compute: (request): { natal: ResolvedNatal; outcomes: RuleOutcome[] } => {
    const natal = resolveNatal(request);
    return { natal, outcomes: evaluatePitriRules(chartView(natal.chart)) };
  },
  present: ({ natal, outcomes }) => {
    const modern = new Set<string>(pitriModernRuleIds);
    const result: Result = {
      reviewOnly: true,
      boundary: pitriBoundary,
      ruleSets: [
        { id: 'PITRI.MODERN', name: pitriSetNames['PITRI.MODERN'], classical: false, ruleIds: [...pitriModernRuleIds] },
        { id: 'PITRI.BPHS83', name: pitriSetNames['PITRI.BPHS83'], classical: true, ruleIds: [...pitriClassicalRuleIds] },
      ],
      rules: outcomes.map((o) => {
        const record = pitriRules[o.ruleId];
        return {
          id: o.ruleId,
          ruleSet: modern.has(o.ruleId) ? ('PITRI.MODERN' as const) : ('PITRI.BPHS83' as const),
          ...presentRule(record, o, pitriRuleTexts[record.contentKey]),
        };
      }),
      notEvaluated: pitriPendingRules.map((p) => ({ ruleId: p.ruleId, source: p.source, ...pitriPendingTexts[p.ruleId] })),
      namedObservances: { note: observancesNote, items: bphs83NamedObservances },
    };
    return {
      method: {
        ...natalMethod(natal),
        pitriMethodIds: ['PITRI.MODERN', 'PITRI.BPHS83'],
        houseCounting: 'whole-sign from the lagna',
        navamsaMethodId: 'VARGA.PARASHARA',
        verdict: 'none (rule audit)',
        reviewOnly: true,
      },
      input: inputBlock(natal.birth),
      warnings: presentWarnings(natal.birth.warnings),
      result,
    };
  },
});
