/**
 * The three planets a chart names for the correspondence tables: the lord of the lagna sign,
 * the lord of the Moon sign, and the lord of the Vimshottari mahadasha running at a reference
 * instant (with its antardasha). These are stated bases, not a choice of what a chart "needs".
 */
import type { GrahaId } from '../core/zodiac.ts';
import { dasaTimeline, type DasaPeriod } from '../dasha/period-engine.ts';
import { vimshottari } from '../dasha/vimshottari.ts';

export type BasisId = 'lagna-lord' | 'moon-sign-lord' | 'running-mahadasha-lord';
export const basisIds: readonly BasisId[] = ['lagna-lord', 'moon-sign-lord', 'running-mahadasha-lord'];

export interface RunningVimshottari {
  mahadasha: DasaPeriod<GrahaId>;
  antardasha: DasaPeriod<GrahaId>;
  /** 0 for the first 120-year cycle from the birth period, 1 for the next … */
  cycle: number;
}

/** Vimshottari is 120 dasha years long. */
const cycleYears = 120;

/**
 * The mahadasha and antardasha running at `atJd` (UT Julian day), by `VIM.MOON` with
 * proportional antardashas (BPHS 46), on the shared period engine. A period is running when
 * start ≤ atJd < end, so at a boundary the new period counts. The sequence is continued into
 * further 120-year cycles as far as `atJd` needs.
 * @throws RangeError if `atJd` is before the start of the period running at birth
 */
export function runningVimshottari(birthJd: number, moonLongitude: number, yearDays: number, atJd: number): RunningVimshottari {
  const cyclesAfterBirth = Math.max(0, Math.floor((atJd - birthJd) / (cycleYears * yearDays)));
  const { periods } = dasaTimeline(vimshottari, {
    birthJd,
    moonLongitude,
    yearDays,
    periodCount: 9 * (cyclesAfterBirth + 2),
    depth: 2,
    subPeriods: 'proportional',
  });
  const index = periods.findIndex((p) => p.startJd <= atJd && atJd < p.endJd);
  if (index < 0) throw new RangeError('runningVimshottari: the instant is outside the dasha periods');
  const mahadasha = periods[index];
  const children = mahadasha.children ?? [];
  // The last antardasha ends exactly at the mahadasha's end, so one always matches.
  const antardasha = children.find((p) => p.startJd <= atJd && atJd < p.endJd) ?? children[children.length - 1];
  return { mahadasha, antardasha, cycle: Math.floor(index / 9) };
}
