import type { SevenGrahaId } from '../core/zodiac.ts';

export type NaturalRelation = 'friend' | 'neutral' | 'enemy';

/**
 * Natural (naisargika) relationships, BPHS (charts-and-vargas.md §7, `REL.BPHS`):
 * naturalRelation[a][b] is how a regards b.
 */
export const naturalRelation: Record<SevenGrahaId, Record<SevenGrahaId, NaturalRelation>> = {
  sun: { sun: 'friend', moon: 'friend', mars: 'friend', jupiter: 'friend', mercury: 'neutral', venus: 'enemy', saturn: 'enemy' },
  moon: { moon: 'friend', sun: 'friend', mercury: 'friend', mars: 'neutral', jupiter: 'neutral', venus: 'neutral', saturn: 'neutral' },
  mars: { mars: 'friend', sun: 'friend', moon: 'friend', jupiter: 'friend', venus: 'neutral', saturn: 'neutral', mercury: 'enemy' },
  mercury: { mercury: 'friend', sun: 'friend', venus: 'friend', mars: 'neutral', jupiter: 'neutral', saturn: 'neutral', moon: 'enemy' },
  jupiter: { jupiter: 'friend', sun: 'friend', moon: 'friend', mars: 'friend', saturn: 'neutral', mercury: 'enemy', venus: 'enemy' },
  venus: { venus: 'friend', mercury: 'friend', saturn: 'friend', mars: 'neutral', jupiter: 'neutral', sun: 'enemy', moon: 'enemy' },
  saturn: { saturn: 'friend', mercury: 'friend', venus: 'friend', jupiter: 'neutral', sun: 'enemy', moon: 'enemy', mars: 'enemy' },
};
