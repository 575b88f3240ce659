/**
 * The conjunction doshas users look for beside Kaal Sarpa and Manglik. All are popular rules
 * (no classical verse names them as doshas), reported with `classical: false`; "with" means
 * the same sign (whole-sign conjunction, doshas-yogas-transits.md preamble).
 */
import type { GrahaId } from '../core/zodiac.ts';
import { conjoined, type ChartView } from './chart-view.ts';
import { conjunction, placement } from './facts.ts';
import type { Fact, RuleOutcome, RuleRecord } from './types.ts';

const popular = (where: string) => `Popular rule (${where}); no classical verse`;

export const doshaRules = {
  guruChandala: {
    ruleId: 'GURU_CHANDALA.CONJ',
    source: popular('taught in modern practice; PyJHora dosha.guru_chandala_dosha'),
    classical: false,
    predicate: 'Jupiter with Rahu OR Jupiter with Ketu (same sign)',
    contentKey: 'dosha.guru-chandala',
  },
  grahan: {
    ruleId: 'GRAHAN.CONJ',
    source: popular('taught in modern practice as Grahan dosha'),
    classical: false,
    predicate: '(Sun OR Moon) with (Rahu OR Ketu) (same sign)',
    contentKey: 'dosha.grahan',
  },
  shrapit: {
    ruleId: 'SHRAPIT.CONJ',
    source: popular('taught in modern practice as Shrapit dosha'),
    classical: false,
    predicate: 'Saturn with Rahu (same sign)',
    contentKey: 'dosha.shrapit',
  },
  angarak: {
    ruleId: 'ANGARAK.CONJ',
    source: popular('taught in modern practice as Angarak yoga/dosha'),
    classical: false,
    predicate: 'Mars with Rahu (same sign)',
    contentKey: 'dosha.angarak',
  },
} as const satisfies Record<string, RuleRecord>;

export interface ConjunctionDoshaFinding {
  detected: boolean;
  /** The pairs that meet the rule, e.g. [['jupiter', 'rahu']]. */
  pairs: [GrahaId, GrahaId][];
  rules: RuleOutcome[];
}

/**
 * A rule "some graha of `firsts` with some graha of `seconds`" (same sign): the pairs that meet
 * it, in the order of the two lists, and its outcome, whose facts are the conjunctions found or,
 * when there are none, the placement of every graha named.
 */
export function conjunctionRule(v: ChartView, ruleId: string, firsts: readonly GrahaId[], seconds: readonly GrahaId[]): ConjunctionDoshaFinding {
  const pairs: [GrahaId, GrahaId][] = [];
  for (const a of firsts) for (const b of seconds) if (conjoined(v, a, b)) pairs.push([a, b]);
  const facts: Fact[] = pairs.length
    ? pairs.map((p) => conjunction(v, [...p]))
    : [...new Set([...firsts, ...seconds])].map((g) => placement(v, g));
  return { detected: pairs.length > 0, pairs, rules: [{ ruleId, satisfied: pairs.length > 0, facts }] };
}

export function evaluateGuruChandala(v: ChartView): ConjunctionDoshaFinding {
  return conjunctionRule(v, doshaRules.guruChandala.ruleId, ['jupiter'], ['rahu', 'ketu']);
}

export function evaluateGrahan(v: ChartView): ConjunctionDoshaFinding {
  return conjunctionRule(v, doshaRules.grahan.ruleId, ['sun', 'moon'], ['rahu', 'ketu']);
}

export function evaluateShrapit(v: ChartView): ConjunctionDoshaFinding {
  return conjunctionRule(v, doshaRules.shrapit.ruleId, ['saturn'], ['rahu']);
}

export function evaluateAngarak(v: ChartView): ConjunctionDoshaFinding {
  return conjunctionRule(v, doshaRules.angarak.ruleId, ['mars'], ['rahu']);
}
