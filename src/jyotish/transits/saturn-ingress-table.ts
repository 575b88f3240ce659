/**
 * Saturn's sidereal sign ingresses over the whole served range (1800–2399), computed once per
 * process (per worker thread) and per sky frame, then sliced for every request.
 *
 * Why: a lifetime Sade Sati search (birth − 10 y … birth + 110 y) solved on the ephemeris cost
 * ~5 ms of CPU and ~200 ephemeris calls per request, and the answer is the same for every user
 * with the same ayanamsha and position kind: Saturn's ingresses depend on neither the birth
 * place, the Moon sign nor the node. One search over the 600 years (all twelve boundaries, the
 * same `INGRESS.SATURN_MODEL_NEWTON` method of `saturn-ingresses.ts`) takes some tens of
 * milliseconds once; a slice is then a binary search and a filter.
 *
 * Only the sidereal frame matters (ayanamsha and apparent/true-geometric positions); the node
 * type does not enter Saturn's longitude, so it is not part of the key. The table is immutable
 * after it is built and bounded by the number of sky frames served (11 ayanamshas × 2 kinds).
 */
import { siderealLongitudeAndSpeed, type SkySettings } from '../../astro/positions.ts';
import { coveredJdUt } from '../../astro/swe.ts';
import type { SignIngress } from '../../astro/transitions.ts';
import { signedArc } from '../../shared/angles.ts';
import type { JulianDayUt } from '../../shared/units.ts';
import { saturnIngresses, type SaturnIngressSearch } from './saturn-ingresses.ts';

export interface SaturnIngressTable {
  /** First and last UT Julian day covered (the served range). */
  fromJd: number;
  toJd: number;
  /** Saturn's sign (0-based) at `fromJd`. */
  initialSign: number;
  /** Every sign ingress in time order, retrograde re-entries included. */
  ingresses: readonly SignIngress[];
}

const tables = new Map<string, SaturnIngressTable>();

/**
 * The whole-range ingress table of one sky frame, built on first use.
 * @throws EphemerisUnavailable when the ephemeris files do not answer
 */
export function saturnIngressTable(sky: SkySettings): SaturnIngressTable {
  const key = `${sky.ayanamsha}|${sky.positions}`;
  let table = tables.get(key);
  if (!table) {
    const search = saturnIngresses(coveredJdUt.first, coveredJdUt.last, sky);
    table = Object.freeze({
      fromJd: search.fromJd,
      toJd: search.toJd,
      initialSign: search.initialSign,
      ingresses: Object.freeze(search.ingresses.map((i) => Object.freeze({ ...i, jd: polished(i, sky) }))),
    });
    tables.set(key, table);
  }
  return table;
}

/**
 * The crossing instant refined by Newton's method on the ephemeris longitude until a step is
 * below 1e-9 day (0.1 ms). Why: the span search stops at a predicted 0.01 s, and before
 * 2026-11-25 its stopping test could take a bisection step for a converged Newton step and stop
 * up to hours early (fixed there, test/insights/saturn-ingress-search.test.ts); the table is
 * built once, so every entry is made exact. The refinement is kept only if it converges within a day of the search's
 * answer with Saturn moving in the crossing's direction; otherwise the search's answer stays.
 */
function polished(ingress: SignIngress, sky: SkySettings): JulianDayUt {
  const boundary = (ingress.retrograde ? ingress.fromSign : ingress.toSign) * 30;
  const dir = ingress.retrograde ? -1 : 1;
  let t: number = ingress.jd;
  for (let i = 0; i < 20; i++) {
    const s = siderealLongitudeAndSpeed(t, 'saturn', sky);
    if (s.degreesPerDay * dir <= 0) return ingress.jd;
    const step = signedArc(s.degrees, boundary) / s.degreesPerDay;
    t -= step;
    if (Math.abs(t - ingress.jd) > 1) return ingress.jd;
    if (Math.abs(step) < 1e-9) return t as JulianDayUt;
  }
  return ingress.jd;
}

/** Index of the first ingress at or after `jd` (binary search). */
function firstAtOrAfter(ingresses: readonly SignIngress[], jd: number): number {
  let lo = 0;
  let hi = ingresses.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (ingresses[mid].jd < jd) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The same answer shape as `saturnIngresses(fromJd, toJd, sky, boundaries)`, read from the
 * whole-range table: the span clipped to the served range, Saturn's true sign at its start,
 * and the crossings of the requested boundaries inside it (a forward crossing into k or a
 * retrograde one back out of k, for each requested k). `ephemerisCalls` is 0.
 * @throws EphemerisUnavailable when the table has to be built and the ephemeris does not answer
 */
export function saturnIngressesFromTable(
  fromJd: number,
  toJd: number,
  sky: SkySettings,
  boundaries: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
): SaturnIngressSearch {
  const table = saturnIngressTable(sky);
  const from = Math.max(fromJd, table.fromJd);
  const to = Math.min(toJd, table.toJd);
  const wanted = new Array<boolean>(12).fill(false);
  for (const b of boundaries) wanted[((b % 12) + 12) % 12] = true;
  const all = table.ingresses;
  const start = firstAtOrAfter(all, from);
  const initialSign = start === 0 ? table.initialSign : all[start - 1].toSign;
  const ingresses: SignIngress[] = [];
  for (let i = start; i < all.length && all[i].jd <= to; i++) {
    const x = all[i];
    // The boundary crossed is the start of the sign entered forwards or left backwards.
    if (wanted[x.retrograde ? x.fromSign : x.toSign]) ingresses.push(x);
  }
  return { fromJd: from as JulianDayUt, toJd: to as JulianDayUt, initialSign, ingresses, ephemerisCalls: 0 };
}
