/**
 * Pitri dosha / Pitri shaapa rules (doshas-yogas-transits.md §4): the popular rule set
 * (`PITRI.MODERN`, P1–P5, any one suffices in popular usage) and the verified rule of BPHS
 * ch. 83 (`PITRI.BPHS83`, PS1). The two sets are reported separately and never merged; no
 * overall verdict is formed here. Verses 83.21–26 are listed as not evaluated until each is
 * transcribed to its own rule from a translation (the methods file marks them [U]).
 */
import { isDebilitated } from '../chart/dignity.ts';
import type { GrahaId } from '../core/zodiac.ts';
import { houseOf, occupants, signOfHouse, type ChartView } from './chart-view.ts';
import { conjunctionRule } from './doshas.ts';
import { dignityFact, navamsaFact, occupantsFact, placement } from './facts.ts';
import type { RuleOutcome, RuleRecord } from './types.ts';

const popular = 'Popular rule set (as in PyJHora dosha.pitru_dosha and Indian media); no single classical source';
const bphs83 = 'BPHS ch. 83 (curses of a previous birth causing loss of progeny), verse 20';

export const pitriRules: Record<string, RuleRecord> = {
  'PITRI.MODERN.P1': { ruleId: 'PITRI.MODERN.P1', source: popular, classical: false, predicate: 'Sun OR Moon OR Rahu in house 9', contentKey: 'pitri.p1' },
  'PITRI.MODERN.P2': { ruleId: 'PITRI.MODERN.P2', source: popular, classical: false, predicate: 'Ketu in house 4', contentKey: 'pitri.p2' },
  'PITRI.MODERN.P3': { ruleId: 'PITRI.MODERN.P3', source: popular, classical: false, predicate: '(Sun OR Moon OR Rahu OR Ketu) with (Mars OR Saturn)', contentKey: 'pitri.p3' },
  'PITRI.MODERN.P4': { ruleId: 'PITRI.MODERN.P4', source: popular, classical: false, predicate: 'at least two of {Mercury, Venus, Rahu} together in house 2, 5, 9 or 12', contentKey: 'pitri.p4' },
  'PITRI.MODERN.P5': { ruleId: 'PITRI.MODERN.P5', source: popular, classical: false, predicate: '(Sun OR Moon) with (Rahu OR Ketu)', contentKey: 'pitri.p5' },
  'PITRI.BPHS83.PS1': {
    ruleId: 'PITRI.BPHS83.PS1',
    source: bphs83,
    classical: true,
    predicate: 'Sun in house 5 AND Sun debilitated (Libra) AND Sun’s navamsa sign owned by Saturn (Cp, Aq) AND a malefic (Mars, Saturn, Rahu, Ketu) in house 4 AND one in house 6',
    contentKey: 'pitri.ps1',
  },
};

export const pitriModernRuleIds = ['PITRI.MODERN.P1', 'PITRI.MODERN.P2', 'PITRI.MODERN.P3', 'PITRI.MODERN.P4', 'PITRI.MODERN.P5'] as const;
export const pitriClassicalRuleIds = ['PITRI.BPHS83.PS1'] as const;

/** Rules named by the methods file that are deliberately not evaluated, with why. */
export const pitriPendingRules = [
  { ruleId: 'PITRI.BPHS83.21-26', source: 'BPHS ch. 83, verses 21–26', reason: 'awaiting-transcription' },
] as const;

/** Malefics of PS1 (the Sun is the subject of the rule). */
const ps1Malefics: readonly GrahaId[] = ['mars', 'saturn', 'rahu', 'ketu'];

/** Evaluates P1–P5 and PS1 (pure). */
export function evaluatePitriRules(v: ChartView): RuleOutcome[] {
  const out: RuleOutcome[] = [];
  const p1Grahas = ['sun', 'moon', 'rahu'] as const;
  const p1 = p1Grahas.some((g) => houseOf(v, g) === 9);
  out.push({ ruleId: 'PITRI.MODERN.P1', satisfied: p1, facts: [occupantsFact(v, 9, 'lagna'), ...p1Grahas.map((g) => placement(v, g))] });
  out.push({ ruleId: 'PITRI.MODERN.P2', satisfied: houseOf(v, 'ketu') === 4, facts: [placement(v, 'ketu')] });

  out.push(...conjunctionRule(v, 'PITRI.MODERN.P3', ['sun', 'moon', 'rahu', 'ketu'], ['mars', 'saturn']).rules);

  const p4Houses = [2, 5, 9, 12].filter((h) => occupants(v, signOfHouse(v, h), ['mercury', 'venus', 'rahu']).length >= 2);
  out.push({
    ruleId: 'PITRI.MODERN.P4',
    satisfied: p4Houses.length > 0,
    facts: p4Houses.length ? p4Houses.map((h) => occupantsFact(v, h, 'lagna')) : (['mercury', 'venus', 'rahu'] as const).map((g) => placement(v, g)),
  });

  out.push(...conjunctionRule(v, 'PITRI.MODERN.P5', ['sun', 'moon'], ['rahu', 'ketu']).rules);

  const sunIn5 = houseOf(v, 'sun') === 5;
  const debilitated = isDebilitated('sun', v.sign.sun);
  const saturnNavamsa = v.navamsa.sun === 9 || v.navamsa.sun === 10;
  const fourth = occupants(v, signOfHouse(v, 4), ps1Malefics);
  const sixth = occupants(v, signOfHouse(v, 6), ps1Malefics);
  out.push({
    ruleId: 'PITRI.BPHS83.PS1',
    satisfied: sunIn5 && debilitated && saturnNavamsa && fourth.length > 0 && sixth.length > 0,
    facts: [
      placement(v, 'sun'),
      dignityFact(v, 'sun'),
      navamsaFact(v, 'sun'),
      { kind: 'hemmed', graha: 'sun', houses: [4, 6], malefics: [fourth, sixth] },
    ],
  });
  return out;
}
