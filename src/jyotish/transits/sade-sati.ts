/**
 * Sade Sati and Saturn's dhaiya from the natal Moon sign (doshas-yogas-transits.md §3,
 * `SADESATI.MOON_SIGN`), built from Saturn's sign ingresses (retrograde re-entries included).
 *
 * With h = house of transit Saturn from the natal Moon sign: h = 12 rising, 1 peak, 2 setting
 * (Sade Sati); h = 4 Kantaka (Ardhashtama) and h = 8 Ashtama Shani (dhaiya).
 *
 * How a retrograde re-entry is shown (declared): a *period* runs from the first entry into its
 * first sign to the last exit from its last sign (the methods file's rule). Inside it,
 * `intervals` are the spans Saturn actually spent in the period's signs: a retrograde excursion
 * back out of them (e.g. from the 2nd into the 3rd and back) splits the period into several
 * intervals, and `phases` lists every stay in order, so a phase may appear more than once.
 * Stays separated by less than three years belong to the same period (consecutive Sade Satis
 * are some 22 years apart).
 */
import type { SignIngress } from '../../astro/transitions.ts';
import { houseFrom } from '../core/zodiac.ts';

export type SaturnPeriodKind = 'sade-sati' | 'kantaka' | 'ashtama';
export type SadeSatiPhase = 'rising' | 'peak' | 'setting';

const periodHouses: Record<SaturnPeriodKind, readonly number[]> = {
  'sade-sati': [12, 1, 2],
  kantaka: [4],
  ashtama: [8],
};

const phases: Readonly<Record<number, SadeSatiPhase>> = { 12: 'rising', 1: 'peak', 2: 'setting' };

/** The Sade Sati phase of Saturn's house from the Moon sign (12 rising, 1 peak, 2 setting); null for the other houses. */
export function phaseOfHouse(houseFromMoon: number): SadeSatiPhase | null {
  return phases[houseFromMoon] ?? null;
}

/** The sign boundaries a Sade Sati and dhaiya search needs: entries into 12th, 1st, 2nd, 3rd, 4th, 5th, 8th, 9th. */
export function sadeSatiBoundaries(moonSign: number): number[] {
  return [11, 0, 1, 2, 3, 4, 7, 8].map((k) => (moonSign + k) % 12);
}

/** A stay of Saturn in one sign; an end is null where it lies outside the searched span. */
export interface SaturnStay {
  sign: number;
  houseFromMoon: number;
  startJd: number | null;
  endJd: number | null;
  /** Whether the stay began with a retrograde crossing (a re-entry); null when its start was not searched. */
  enteredRetrograde: boolean | null;
}

export interface SaturnPeriod {
  kind: SaturnPeriodKind;
  /** First entry (null: before the searched span). */
  startJd: number | null;
  /** Last exit (null: after the searched span). */
  endJd: number | null;
  intervals: { startJd: number | null; endJd: number | null }[];
  phases: (SaturnStay & { phase: SadeSatiPhase | null })[];
}

/**
 * Saturn's stays from an ingress list. Only stays bounded by searched boundaries carry a
 * trustworthy sign; callers use the stays in the period signs, whose both ends are searched.
 */
export function saturnStays(initialSign: number, ingresses: readonly SignIngress[], moonSign: number): SaturnStay[] {
  const stays: SaturnStay[] = [];
  let current: SaturnStay = { sign: initialSign, houseFromMoon: houseFrom(moonSign, initialSign), startJd: null, endJd: null, enteredRetrograde: null };
  for (const ing of ingresses) {
    current.endJd = ing.jd;
    stays.push(current);
    current = { sign: ing.toSign, houseFromMoon: houseFrom(moonSign, ing.toSign), startJd: ing.jd, endJd: null, enteredRetrograde: ing.retrograde };
  }
  stays.push(current);
  return stays;
}

const sameCycleGapDays = 3 * 365.25;

/** Groups the stays of one kind into periods (Sade Sati cycles, Kantaka or Ashtama dhaiyas). */
export function saturnPeriods(stays: readonly SaturnStay[], kind: SaturnPeriodKind): SaturnPeriod[] {
  const houses = periodHouses[kind];
  const periods: SaturnPeriod[] = [];
  let open: SaturnPeriod | null = null;
  for (const s of stays) {
    if (!houses.includes(s.houseFromMoon)) continue;
    const phase = kind === 'sade-sati' ? phaseOfHouse(s.houseFromMoon) : null;
    const last = open?.intervals[open.intervals.length - 1];
    const gap = last && last.endJd !== null && s.startJd !== null ? s.startJd - last.endJd : Infinity;
    if (open && last && gap < sameCycleGapDays) {
      if (gap === 0) last.endJd = s.endJd;
      else open.intervals.push({ startJd: s.startJd, endJd: s.endJd });
      open.phases.push({ ...s, phase });
      open.endJd = s.endJd;
      continue;
    }
    open = { kind, startJd: s.startJd, endJd: s.endJd, intervals: [{ startJd: s.startJd, endJd: s.endJd }], phases: [{ ...s, phase }] };
    periods.push(open);
  }
  return periods;
}

/** The period of `periods` in force at `jd` (between its first entry and last exit), if any. */
export function periodAt(periods: readonly SaturnPeriod[], jd: number): SaturnPeriod | null {
  return periods.find((p) => (p.startJd === null || p.startJd <= jd) && (p.endJd === null || jd < p.endJd)) ?? null;
}

/** The stay containing `jd`. */
export function stayAt(stays: readonly SaturnStay[], jd: number): SaturnStay | null {
  return stays.find((s) => (s.startJd === null || s.startJd <= jd) && (s.endJd === null || jd < s.endJd)) ?? null;
}
