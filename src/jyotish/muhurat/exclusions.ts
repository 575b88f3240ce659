/**
 * The exclusions of muhurat-and-calendar.md §3 (`EX.*`) and which activities they bind.
 * `EX.VARJYAM` is added from standard panchang practice (docs/methods/muhurat.md §3).
 */
import type { ActivityId } from './activities.ts';
import { activityRules } from './activities.ts';

export const exclusionIds = [
  'EX.RAHU', 'EX.YAMA', 'EX.GULIKA', 'EX.DURMUHURTA', 'EX.VARJYAM', 'EX.BHADRA', 'EX.YOGA_BAD', 'EX.RIKTA_AMA',
  'EX.PANCHAKA', 'EX.ECLIPSE', 'EX.KHARMAS', 'EX.ASTA', 'EX.CHATURMAS', 'EX.ADHIK', 'EX.PITRU_PAKSHA', 'EX.HOLASHTAK',
] as const;
export type ExclusionId = (typeof exclusionIds)[number];

/** Applied to every activity unless the caller switches one off. */
export const generalExclusions: readonly ExclusionId[] = [
  'EX.RAHU', 'EX.YAMA', 'EX.DURMUHURTA', 'EX.VARJYAM', 'EX.BHADRA', 'EX.YOGA_BAD', 'EX.RIKTA_AMA', 'EX.ECLIPSE', 'EX.ADHIK',
];

/** Yogas excluded whole (Vyatipata, Vaidhriti), 0-based. */
export const wholeBadYogas: ReadonlySet<number> = new Set([16, 26]);
/** Yogas that cost 10 points (Vishkambha, Atiganda, Shula, Ganda, Vyaghata, Vajra, Parigha). */
export const softBadYogas: ReadonlySet<number> = new Set([0, 5, 8, 9, 12, 14, 18]);

/**
 * The exclusions in force for an activity: the general ones, the activity's own, and for
 * travel Panchaka only on a southward journey; minus those the caller disabled.
 */
export function exclusionsFor(activity: ActivityId, disabled: ReadonlySet<ExclusionId>, southward: boolean): ExclusionId[] {
  const own = [...activityRules[activity].extraExclusions];
  if (activity === 'travel' && southward) own.push('EX.PANCHAKA');
  return exclusionIds.filter((id) => (generalExclusions.includes(id) || own.includes(id)) && !disabled.has(id));
}
