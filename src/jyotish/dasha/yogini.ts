/**
 * Yogini dasha (`YOGINI.STD`, dashas.md §2): eight yoginis, 36 years, the birth yogini from
 * the janma nakshatra N (1 = Ashwini): r = (N + 3) mod 8, r = 0 → Sankata.
 */
import type { GrahaId } from '../core/zodiac.ts';
import type { DasaSystem } from './period-engine.ts';

const yoginiIds = ['mangala', 'pingala', 'dhanya', 'bhramari', 'bhadrika', 'ulka', 'siddha', 'sankata'] as const;
export type YoginiId = (typeof yoginiIds)[number];

/** The graha that rules each yogini. */
export const yoginiLord: Readonly<Record<YoginiId, GrahaId>> = {
  mangala: 'moon', pingala: 'sun', dhanya: 'jupiter', bhramari: 'mars',
  bhadrika: 'mercury', ulka: 'saturn', siddha: 'venus', sankata: 'rahu',
};

export const yoginiYears: Readonly<Record<YoginiId, number>> = {
  mangala: 1, pingala: 2, dhanya: 3, bhramari: 4, bhadrika: 5, ulka: 6, siddha: 7, sankata: 8,
};

/** The yogini of the 0-based janma nakshatra: Ashwini → Bhramari, Ardra → Mangala. */
export function yoginiOfNakshatra(nakshatraIndex: number): YoginiId {
  const r = (nakshatraIndex + 1 + 3) % 8;
  return r === 0 ? 'sankata' : yoginiIds[r - 1];
}

export const yogini: DasaSystem<YoginiId, 'YOGINI.STD'> = {
  id: 'YOGINI.STD',
  sequence: yoginiIds,
  yearsByLord: yoginiYears,
  startRule: yoginiOfNakshatra,
};
