/**
 * Two ways Jagannatha Hora varies where a nakshatra dasha starts and how long its periods run
 * (docs/methods/dashas-more.md §3b), as pure rules; kundli-advanced serves them as
 * `dashaSeedVarga` and `dashaTribhagi`.
 * - A divisional-chart seed: the dasha counted from a graha's position in a varga chart, that
 *   position being the varga sign plus the longitude multiplied by the division within it.
 * - Tribhagi: every period a third of its years and three times as many cycles, the birth
 *   period starting where the full dasha's does.
 */
import { divisionSign, type AnyDivisionVariant, type Division } from '../chart/divisions.ts';
import { normalizeDegrees } from '../../shared/angles.ts';
import type { NakshatraSystem } from './nakshatra-systems.ts';
import type { DashaNode, NakshatraStart } from './period-tree.ts';

/**
 * The sidereal longitude of a point in divisional chart D`division`: its varga sign × 30° plus
 * (longitude × division) mod 30° (for D9 this is 9 × longitude mod 360°).
 * @param longitude sidereal degrees; never fails for a finite longitude.
 */
export function vargaLongitude(longitude: number, division: Division, variant?: AnyDivisionVariant): number {
  const lon = normalizeDegrees(longitude);
  return divisionSign(lon, division, variant) * 30 + ((lon * division) % 30);
}

/**
 * Tribhagi periods of a nakshatra dasha: from the birth period's start in the full dasha
 * (`start.periodStartJd`), the lords in order with a third of their years each, for three
 * times the system's cycles. Verified against JHora where under a third of the birth period
 * had run at birth. For a later birth the first periods end before birth and the sequence
 * simply runs on (the same anchor); no JHora table checks that case (dashas-more.md §3b).
 */
export function tribhagiMahadashas<L extends string>(
  system: NakshatraSystem<L>,
  start: Pick<NakshatraStart<L>, 'lord' | 'periodStartJd'>,
  yearDays: number,
  cycles = system.cycles * 3,
): DashaNode<L>[] {
  const out: DashaNode<L>[] = [];
  const n = system.sequence.length;
  let i = system.sequence.indexOf(start.lord);
  let t = start.periodStartJd;
  for (let k = 0; k < cycles * n; k++, i = (i + 1) % n) {
    const lord = system.sequence[i];
    const end = t + (system.yearsByLord[lord] / 3) * yearDays;
    out.push({ lord, startJd: t, endJd: end, children: null });
    t = end;
  }
  return out;
}
