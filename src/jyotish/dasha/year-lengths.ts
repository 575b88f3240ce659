/**
 * Every dasha-year length kundli-advanced serves (dashas.md §0, docs/methods/dashas-more.md §1):
 * the three of `year-length.ts` plus the tropical (365.2422) and Gregorian (365.2425) years and
 * Jagannatha Hora's default "true sidereal year", which is not a constant: the time from the
 * Sun's sidereal entry into Aries before birth to its next entry after birth, used for every
 * period of that chart.
 */
import { nextTimeAngleReaches, previousTimeAngleReached } from '../../astro/transitions.ts';
import type { SkySettings } from '../../astro/positions.ts';

export const fixedDashaYears = [365.25, 365.256364, 360, 365.2422, 365.2425] as const;
export type FixedDashaYear = (typeof fixedDashaYears)[number];
/** What a request may choose: a fixed number of days, or the chart's true sidereal year. */
export type DashaYearChoice = FixedDashaYear | 'true-sidereal';

/** Method id of each choice (the first three as in `year-length.ts`). */
export const dashaYearChoiceMethodId: Record<`${DashaYearChoice}`, string> = {
  '365.25': 'DASHA.YEAR_365_25',
  '365.256364': 'DASHA.YEAR_SIDEREAL',
  '360': 'DASHA.YEAR_360',
  '365.2422': 'DASHA.YEAR_TROPICAL',
  '365.2425': 'DASHA.YEAR_365_2425',
  'true-sidereal': 'DASHA.YEAR_TRUE_SIDEREAL',
};

/**
 * The true sidereal year of a birth (days): from the Sun's last sidereal ingress into Aries at
 * or before `birthJd` to its next one, with the chart's ayanamsha and position settings.
 * About 365.2564 ± 0.006 days; never fails for a birth inside the ephemeris range.
 */
export function trueSiderealYearDays(birthJd: number, sky: SkySettings): number {
  const before = previousTimeAngleReached('sun', 0, birthJd, sky);
  const after = nextTimeAngleReaches('sun', 0, birthJd, sky);
  return after - before;
}

/** Days per dasha year for a choice: the number itself, or the birth's true sidereal year. */
export function dashaYearDaysOf(choice: DashaYearChoice, birthJd: number, sky: SkySettings): number {
  return choice === 'true-sidereal' ? trueSiderealYearDays(birthJd, sky) : choice;
}
