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
import { dasaBalance, dasaTimeline, type DasaBalance, type DasaPeriod, type DasaSystem, type DasaTimelineInput } from './period-engine.ts';

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
 * Where a tribhagi dasha's birth period starts (dashas-more.md §3b):
 * - `fullPeriod` (`TRIBHAGI.FULL_PERIOD_ANCHOR`, default): where the full dasha's birth period
 *   starts (birth − f × the lord's full years), as Jagannatha Hora's Chaturaseeti-sama and
 *   Shodashottari tables of the reference birth show;
 * - `fraction` (`TRIBHAGI.FRACTION_KEPT`): birth − f × a third of the lord's years, so the
 *   birth lord's third runs at birth with (1 − f) of it left, as the Vimshottari tribhagi table
 *   of the same birth in PyJHora's test suite shows.
 */
export type TribhagiAnchor = 'fullPeriod' | 'fraction';

/** Method id of each tribhagi anchor. */
export const tribhagiAnchorMethodId = {
  fullPeriod: 'TRIBHAGI.FULL_PERIOD_ANCHOR',
  fraction: 'TRIBHAGI.FRACTION_KEPT',
} as const satisfies Record<TribhagiAnchor, string>;

/**
 * Start of the birth lord's third under `anchor`, UT Julian day. `start.periodStartJd` is the
 * full period's start and `start.fractionElapsed` the part of the full period run at birth, so
 * birth = periodStartJd + f × years × Y and the `fraction` anchor lies ⅔ of that run later.
 */
export function tribhagiStartJd(
  start: { periodStartJd: number; fractionElapsed: number },
  fullYears: number,
  yearDays: number,
  anchor: TribhagiAnchor,
): number {
  return anchor === 'fullPeriod' ? start.periodStartJd : start.periodStartJd + ((2 * start.fractionElapsed * fullYears) / 3) * yearDays;
}

/**
 * Tribhagi periods of a nakshatra dasha: from the birth period's third (anchored by `anchor`,
 * default the full dasha's start `start.periodStartJd`), the lords in order with a third of
 * their years each, for three times the system's cycles. The full-period anchor is verified
 * against JHora where under a third of the birth period had run at birth; for a later birth
 * the first periods end before birth and the sequence simply runs on (dashas-more.md §3b).
 */
export function tribhagiMahadashas<L extends string>(
  system: NakshatraSystem<L>,
  start: Pick<NakshatraStart<L>, 'lord' | 'periodStartJd' | 'fractionElapsed'>,
  yearDays: number,
  cycles = system.cycles * 3,
  anchor: TribhagiAnchor = 'fullPeriod',
): DashaNode<L>[] {
  const out: DashaNode<L>[] = [];
  const n = system.sequence.length;
  let i = system.sequence.indexOf(start.lord);
  let t = tribhagiStartJd(start, system.yearsByLord[start.lord], yearDays, anchor);
  for (let k = 0; k < cycles * n; k++, i = (i + 1) % n) {
    const lord = system.sequence[i];
    const end = t + (system.yearsByLord[lord] / 3) * yearDays;
    out.push({ lord, startJd: t, endJd: end, children: null });
    t = end;
  }
  return out;
}

function shiftPeriods<L extends string>(periods: DasaPeriod<L>[], deltaDays: number): void {
  for (const p of periods) {
    p.startJd += deltaDays;
    p.endJd += deltaDays;
    if (p.children !== null) shiftPeriods(p.children, deltaDays);
  }
}

/**
 * The tribhagi variation of a period-engine dasha (Yogini): every period a third of its
 * years, `input.periodCount` periods (the caller asks for three times the cycles), the birth
 * period's third anchored by `anchor` (as `tribhagiMahadashas`), sub-periods by
 * `input.subPeriods` inside each third. `balance` is the period that holds birth and the
 * years of it still ahead (`fractionElapsed` its part run), or the first listed period when
 * birth falls outside them (never for a full cycle from the anchor).
 */
export function tribhagiTimeline<L extends string>(
  system: DasaSystem<L>,
  input: DasaTimelineInput,
  anchor: TribhagiAnchor,
): { balance: DasaBalance<L>; periods: DasaPeriod<L>[] } {
  const thirds = Object.fromEntries(system.sequence.map((l) => [l, system.yearsByLord[l] / 3])) as Record<L, number>;
  // The scaled system keeps the fraction run (the `fraction` anchor); the full-period anchor
  // moves every period by the difference of the two starts.
  const { periods } = dasaTimeline({ ...system, yearsByLord: thirds }, input);
  const full = dasaBalance(system, input.moonLongitude, input.birthJd, input.yearDays);
  const want = tribhagiStartJd(full, system.yearsByLord[full.lord], input.yearDays, anchor);
  if (periods.length > 0 && want !== periods[0].startJd) shiftPeriods(periods, want - periods[0].startJd);
  const held = periods.find((p) => p.startJd <= input.birthJd && input.birthJd < p.endJd) ?? periods[0];
  const heldYears = thirds[held.lord];
  const fractionElapsed = Math.max(0, (input.birthJd - held.startJd) / (held.endJd - held.startJd));
  return {
    balance: { lord: held.lord, fractionElapsed, balanceYears: (1 - fractionElapsed) * heldYears, periodStartJd: held.startJd },
    periods,
  };
}
