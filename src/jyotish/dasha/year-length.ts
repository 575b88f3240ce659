/**
 * Days in a dasha year (dashas.md §0). The year length is a declared method: every result
 * names it, because it moves period boundaries by hours (sidereal vs Julian) or years (360).
 */
export type DashaYearDays = 365.25 | 365.256364 | 360;

export const defaultDashaYearDays: DashaYearDays = 365.25;

/** Method id of each served year length. */
export const dashaYearMethodId: Record<DashaYearDays, string> = {
  365.25: 'DASHA.YEAR_365_25',
  365.256364: 'DASHA.YEAR_SIDEREAL',
  360: 'DASHA.YEAR_360',
};
