/**
 * Life-event types of rectification R1 (rectification.md §1, `RECT.EVENT_VIM`): the houses
 * (counted from the candidate's lagna) and karakas each event is matched against.
 */
import type { GrahaId } from '../core/zodiac.ts';

export const eventTypes = [
  'marriage', 'child_birth', 'job_start', 'promotion', 'higher_education', 'property_purchase',
  'foreign_relocation', 'father_death', 'mother_death', 'major_illness_or_surgery',
] as const;
export type EventType = (typeof eventTypes)[number];

export interface EventRule {
  /** Target houses from the lagna, 1–12. */
  houses: readonly number[];
  karakas: readonly GrahaId[];
  ruleId: string;
}

/** The table of rectification.md §1 (job_start and promotion share one row). */
export const eventRules: Readonly<Record<EventType, EventRule>> = {
  marriage: { houses: [2, 7, 11], karakas: ['venus'], ruleId: 'RECT.EV.MARRIAGE' },
  child_birth: { houses: [2, 5, 11], karakas: ['jupiter'], ruleId: 'RECT.EV.CHILD_BIRTH' },
  job_start: { houses: [2, 6, 10, 11], karakas: ['saturn', 'sun'], ruleId: 'RECT.EV.CAREER' },
  promotion: { houses: [2, 6, 10, 11], karakas: ['saturn', 'sun'], ruleId: 'RECT.EV.CAREER' },
  higher_education: { houses: [4, 5, 9, 11], karakas: ['jupiter', 'mercury'], ruleId: 'RECT.EV.EDUCATION' },
  property_purchase: { houses: [4, 11, 12], karakas: ['mars'], ruleId: 'RECT.EV.PROPERTY' },
  foreign_relocation: { houses: [3, 9, 12], karakas: ['rahu'], ruleId: 'RECT.EV.FOREIGN' },
  // 3 and 10 are the 7th and 2nd from the 9th (the father); 8 is longevity.
  father_death: { houses: [3, 10, 8], karakas: ['sun'], ruleId: 'RECT.EV.FATHER_DEATH' },
  // 10 and 5 are the 7th and 2nd from the 4th (the mother).
  mother_death: { houses: [5, 10, 8], karakas: ['moon'], ruleId: 'RECT.EV.MOTHER_DEATH' },
  major_illness_or_surgery: { houses: [6, 8, 12], karakas: ['mars', 'saturn'], ruleId: 'RECT.EV.ILLNESS' },
};

/** Bit mask of a list of houses: bit (h − 1) for house h. */
export function houseMask(houses: readonly number[]): number {
  return houses.reduce((m, h) => m | (1 << (h - 1)), 0);
}
