/**
 * Saturn's periods in a set of houses from the Moon sign, read straight off swetest's list of
 * Saturn ingresses (test/golden/insights/swetest-saturn-ingresses.json) by the rule of
 * doshas-yogas-transits.md §3: from the first entry into the houses to the last exit, stays
 * under three years apart counted as one period. Independent of the code under test.
 */
import { readGolden } from './dev-cases.ts';

export interface GoldenIngress { jd_ut: number; utc: string; from_sign: number; to_sign: number; retrograde: boolean }

/** swetest's Saturn ingresses, 1900–2100, and the file's meta block. */
export const goldenSaturn = readGolden<{ meta: { range_utc: string[] }; ingresses: GoldenIngress[] }>('insights/swetest-saturn-ingresses.json');

/** Saturn's periods in `houses` (1–12, counted from `moonSign`, 0-based sign) per the rule above. */
export function goldenSaturnPeriods(moonSign: number, houses: number[]): { start: number; end: number }[] {
  const inSet = (s: number) => houses.includes(((s - moonSign + 12) % 12) + 1);
  const spans: { start: number; end: number }[] = [];
  let enteredAt: number | null = null;
  for (const g of goldenSaturn.ingresses) {
    if (!inSet(g.from_sign) && inSet(g.to_sign)) enteredAt = g.jd_ut;
    if (inSet(g.from_sign) && !inSet(g.to_sign) && enteredAt !== null) {
      const last = spans[spans.length - 1];
      if (last && enteredAt - last.end < 3 * 365.25) last.end = g.jd_ut;
      else spans.push({ start: enteredAt, end: g.jd_ut });
      enteredAt = null;
    }
  }
  return spans;
}
