import { newMoonNear, newMoonsAround, type NewMoon } from '../../astro/new-moon.ts';
import type { SkySettings } from '../../astro/positions.ts';
import type { JulianDayUt } from '../../shared/units.ts';
import type { Paksha } from '../core/limbs.ts';
import { rashiIndexOf } from '../core/zodiac.ts';

/** A lunar month number 1 = Chaitra … 12 = Phalguna. */
export type LunarMonthNumber = number;

export interface LunarMonth {
  /** Amanta month (new moon to new moon, `MONTH.AMANTA`). */
  amanta: { number: LunarMonthNumber; adhika: boolean };
  /** Purnimanta month (full moon to full moon, `MONTH.PURNIMANTA`), derived from amanta. */
  purnimanta: { number: LunarMonthNumber; adhika: boolean };
  /** The month skipped when a lunation holds two sankrantis (rare), else null. */
  kshayaNumber: LunarMonthNumber | null;
  newMoonBeforeJd: JulianDayUt;
  newMoonAfterJd: JulianDayUt;
}

/**
 * Mean synodic month, days: steps back whole lunations when dating a year start (years.ts), and
 * gives the mean tithi length from which the day's new-moon guesses are made (newMoonGuesses).
 */
export const meanSynodicMonthDays = 29.530589;

/** Where the new moons before and after a day probably fall: starting points for lunarMonthAt. */
export interface NewMoonGuesses {
  newMoonBeforeJd: number;
  newMoonAfterJd: number;
}

/**
 * New-moon guesses from the tithi current at the day's start (0-based `index`, its `startJd`
 * and `endJd`, UT Julian days): step back `index` mean tithis (a synodic month / 30) from its
 * start, and forward 29 − `index` from its end. Off by up to ~0.6 day (the Moon's anomaly).
 */
export function newMoonGuesses(dayTithi: { index: number; startJd: number; endJd: number }): NewMoonGuesses {
  const meanTithiDays = meanSynodicMonthDays / 30;
  return {
    newMoonBeforeJd: dayTithi.startJd - dayTithi.index * meanTithiDays,
    newMoonAfterJd: dayTithi.endJd + (29 - dayTithi.index) * meanTithiDays,
  };
}

/**
 * The lunar month current at a reference instant (the day's sunrise, as in PyJHora).
 *
 * Steps: (1) new moons N₀ before and N₁ after the instant; (2) sidereal Sun signs s₀, s₁ at
 * them; (3) amanta month = ((s₀ + 1) mod 12) + 1 (Sun in Meena at the opening new moon →
 * Chaitra); (4) s₀ = s₁ → adhika (named like the following month); two sankrantis → the
 * skipped name is kshaya; (5) purnimanta: an adhika month keeps its name for both halves;
 * otherwise the Krishna half takes the next month's name.
 *
 * The new moons are exact (astro/new-moon.ts: Newton on the ephemeris from the estimate of
 * the lunation, or from `guesses` when the caller already knows them, e.g. the calendar's
 * exact new moons), and the Sun's longitude at each comes from the same evaluation.
 */
export function lunarMonthAt(
  jd: number,
  paksha: Paksha,
  settings: SkySettings,
  guesses?: NewMoonGuesses,
): LunarMonth {
  let before: NewMoon | null = guesses ? newMoonNear(guesses.newMoonBeforeJd, settings) : null;
  let after: NewMoon | null = guesses ? newMoonNear(guesses.newMoonAfterJd, settings) : null;
  if (before === null || after === null || before.jd > jd || after.jd <= jd) ({ before, after } = newMoonsAround(jd, settings));
  const n0 = before.jd;
  const n1 = after.jd;
  const s0 = rashiIndexOf(before.sunDegrees);
  const s1 = rashiIndexOf(after.sunDegrees);
  const adhika = s0 === s1;
  // An adhika month carries the same name as the nija month after it, so one formula serves both.
  const number = ((s0 + 1) % 12) + 1;
  const kshayaNumber = (s1 - s0 + 12) % 12 === 2 ? ((s0 + 2) % 12) + 1 : null;
  const purnimanta = adhika || paksha === 'shukla' ? { number, adhika } : { number: (number % 12) + 1, adhika: false };
  return { amanta: { number, adhika }, purnimanta, kshayaNumber, newMoonBeforeJd: n0, newMoonAfterJd: n1 };
}
