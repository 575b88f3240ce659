/**
 * Which Vimshottari mahadashas bear on a reading topic: those ruled by the house's lord or by
 * a graha standing in the house (`KA.DASHA_CONTEXT`).
 */
import type { GrahaId } from '../core/zodiac.ts';
import type { TopicEvaluation } from './facts.ts';

export type DashaRelevance = 'house-lord' | 'occupant';

export interface RelevantLord {
  graha: GrahaId;
  relevance: DashaRelevance;
}

/** The house lord first, then the occupants (each graha once). */
export function relevantDashaLords(e: TopicEvaluation): RelevantLord[] {
  const out: RelevantLord[] = [{ graha: e.lord, relevance: 'house-lord' }];
  for (const g of e.occupants) if (g !== e.lord) out.push({ graha: g, relevance: 'occupant' });
  return out;
}
