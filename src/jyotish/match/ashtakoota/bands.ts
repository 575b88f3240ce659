/**
 * Verdict bands of the 36-point total, `ASHTA.BANDS` (matching.md §1): below 18 not
 * recommended; 18–24 acceptable; 25–32 very good; 33 and above excellent. Totals move in
 * half points, so each band runs from its minimum up to the next band's minimum (exclusive).
 */

export const ashtakootaBands = [
  { id: 'not-recommended', minimumPoints: 0 },
  { id: 'acceptable', minimumPoints: 18 },
  { id: 'very-good', minimumPoints: 25 },
  { id: 'excellent', minimumPoints: 33 },
] as const;
export type AshtakootaBandId = (typeof ashtakootaBands)[number]['id'];

/** The band of a total (0…36 points). */
export function ashtakootaBand(total: number): AshtakootaBandId {
  let band: AshtakootaBandId = 'not-recommended';
  for (const b of ashtakootaBands) if (total >= b.minimumPoints) band = b.id;
  return band;
}
