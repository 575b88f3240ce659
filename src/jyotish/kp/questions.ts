/**
 * Question categories of KP horary as declared house groups (docs/methods/kp.md §Questions,
 * each group with its source) and the evidence the chart gives for one: the cuspal sub lord
 * (CSL) of the primary house and the houses it signifies at levels A–D (kp.md §5). The result
 * is a list of evidence items with rule ids, never a yes/no verdict.
 */
import type { GrahaId } from '../core/zodiac.ts';
import type { NodeAgency, PlanetSignifications } from './significators.ts';

export const questionIds = ['marriage', 'career', 'health', 'property', 'travel', 'litigation', 'children', 'finance'] as const;
export type QuestionId = (typeof questionIds)[number];

export interface HouseGroup {
  primaryHouse: number;
  /** The group whose signification by the primary CSL tradition reads as the matter promised. */
  supporting: readonly number[];
  /** Houses tradition reads as denying or obstructing the matter (mostly the 12th from the group). */
  opposing: readonly number[];
}

/** The declared groups; sources in docs/methods/kp.md. */
export const questionGroups: Readonly<Record<QuestionId, HouseGroup>> = {
  marriage: { primaryHouse: 7, supporting: [2, 7, 11], opposing: [1, 6, 10] },
  career: { primaryHouse: 10, supporting: [2, 6, 10, 11], opposing: [1, 5, 9, 12] },
  health: { primaryHouse: 1, supporting: [1, 5, 11], opposing: [6, 8, 12] },
  property: { primaryHouse: 4, supporting: [4, 11, 12], opposing: [3, 10] },
  travel: { primaryHouse: 12, supporting: [3, 9, 12], opposing: [2, 4, 11] },
  litigation: { primaryHouse: 6, supporting: [1, 6, 11], opposing: [5, 10, 12] },
  children: { primaryHouse: 5, supporting: [2, 5, 11], opposing: [1, 4, 10] },
  finance: { primaryHouse: 2, supporting: [2, 6, 11], opposing: [5, 8, 12] },
};

export const questionRuleIds = [
  'KP.Q_CSL_SUPPORTING',
  'KP.Q_CSL_NO_SUPPORTING',
  'KP.Q_CSL_OPPOSING',
  'KP.Q_CSL_RETROGRADE',
  'KP.Q_CSL_STAR_LORD_RETROGRADE',
  'KP.Q_CSL_NODE_AGENCY',
  'KP.Q_CSL_RULING_PLANET',
] as const;
export type QuestionRuleId = (typeof questionRuleIds)[number];

export type EvidenceDirection = 'supportive' | 'challenging' | 'neutral';

export interface QuestionEvidence {
  ruleId: QuestionRuleId;
  direction: EvidenceDirection;
  /** The houses the item is about (may be empty). */
  houses: number[];
  /** The graha the item is about besides the CSL (star lord, node agent), or null. */
  graha: GrahaId | null;
}

export interface QuestionJudgement {
  question: QuestionId;
  group: HouseGroup;
  cuspalSubLord: GrahaId;
  /** Houses the CSL signifies at levels A–D. */
  signifies: number[];
  supportingSignified: number[];
  opposingSignified: number[];
  evidence: QuestionEvidence[];
  balance: { supportive: number; challenging: number };
}

export interface QuestionInput {
  question: QuestionId;
  /** Sub lord of each cusp, index 0 = house 1. */
  cuspalSubLords: readonly GrahaId[];
  planets: readonly PlanetSignifications[];
  nodes: readonly NodeAgency[];
  retrograde: Readonly<Record<GrahaId, boolean>>;
  rulingPlanets: readonly GrahaId[];
}

const isNode = (g: GrahaId) => g === 'rahu' || g === 'ketu';

/** The evidence for one question category. */
export function judgeQuestion(input: QuestionInput): QuestionJudgement {
  const group = questionGroups[input.question];
  const csl = input.cuspalSubLords[group.primaryHouse - 1];
  const view = input.planets.find((p) => p.graha === csl);
  if (view === undefined) throw new RangeError(`no view of ${csl}`);
  const signifies = view.houses;
  const supportingSignified = group.supporting.filter((h) => signifies.includes(h));
  const opposingSignified = group.opposing.filter((h) => signifies.includes(h));
  const evidence: QuestionEvidence[] = [];
  if (supportingSignified.length > 0) evidence.push({ ruleId: 'KP.Q_CSL_SUPPORTING', direction: 'supportive', houses: supportingSignified, graha: null });
  else evidence.push({ ruleId: 'KP.Q_CSL_NO_SUPPORTING', direction: 'challenging', houses: [...group.supporting], graha: null });
  if (opposingSignified.length > 0) evidence.push({ ruleId: 'KP.Q_CSL_OPPOSING', direction: 'challenging', houses: opposingSignified, graha: null });
  if (!isNode(csl) && input.retrograde[csl]) evidence.push({ ruleId: 'KP.Q_CSL_RETROGRADE', direction: 'challenging', houses: [], graha: null });
  if (!isNode(view.starLord) && input.retrograde[view.starLord]) {
    evidence.push({ ruleId: 'KP.Q_CSL_STAR_LORD_RETROGRADE', direction: 'challenging', houses: [], graha: view.starLord });
  }
  if (isNode(csl)) {
    const agency = input.nodes.find((n) => n.node === csl);
    const viaAgents = group.supporting.filter((h) => agency?.houses.includes(h) && !supportingSignified.includes(h));
    evidence.push({ ruleId: 'KP.Q_CSL_NODE_AGENCY', direction: viaAgents.length > 0 ? 'supportive' : 'neutral', houses: viaAgents, graha: null });
  }
  if (input.rulingPlanets.includes(csl)) evidence.push({ ruleId: 'KP.Q_CSL_RULING_PLANET', direction: 'supportive', houses: [], graha: null });
  const balance = {
    supportive: evidence.filter((e) => e.direction === 'supportive').length,
    challenging: evidence.filter((e) => e.direction === 'challenging').length,
  };
  return { question: input.question, group, cuspalSubLord: csl, signifies, supportingSignified, opposingSignified, evidence, balance };
}
