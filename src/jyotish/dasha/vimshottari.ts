/**
 * Vimshottari dasha (BPHS 46, `VIM.MOON`, dashas.md §1): nine lords, 120 years, the birth
 * lord from the Moon's nakshatra (Ashwini, Magha, Mula → Ketu …).
 */
import { nakshatraLord, vimshottariOrder, type GrahaId } from '../core/zodiac.ts';
import type { DasaSystem } from './period-engine.ts';

export const vimshottariYears: Readonly<Record<GrahaId, number>> = {
  ketu: 7, venus: 20, sun: 6, moon: 10, mars: 7, rahu: 18, jupiter: 16, saturn: 19, mercury: 17,
};

export const vimshottari: DasaSystem<GrahaId, 'VIM.MOON'> = {
  id: 'VIM.MOON',
  sequence: vimshottariOrder,
  yearsByLord: vimshottariYears,
  startRule: (nakshatraIndex) => nakshatraLord(nakshatraIndex),
};
