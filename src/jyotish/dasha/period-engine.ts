/**
 * One period walker for the nakshatra dashas (style-and-layout.md §2 item 4): a `DasaSystem`
 * names its lords in order, their years and the rule that picks the lord running at birth;
 * the walker lays out the periods and their sub-periods in UT Julian days. Vimshottari and
 * Yogini are two tables for this engine; sign-based Chara dasha has its own code.
 */
import { degreesPerNakshatra, nakshatraIndexOf } from '../core/zodiac.ts';
import { normalizeDegrees } from '../../shared/angles.ts';

/** How a period divides into its sub-periods. */
export type SubPeriodRule =
  /** Sub-period of lord Z inside a period of length P: P · years(Z) / total (BPHS 46 sense). */
  | 'proportional'
  /** Every sub-period is P / (number of lords): PyJHora's Yogini antardashas. */
  | 'equal';

export interface DasaSystem<L extends string, Id extends string = string> {
  /** Method id, e.g. `VIM.MOON` (published as the system's `methodId`). */
  id: Id;
  /** The lords in the order their periods follow one another. */
  sequence: readonly L[];
  /** Full length of each lord's period, in dasha years. */
  yearsByLord: Readonly<Record<L, number>>;
  /** The lord whose period runs at birth, from the 0-based janma nakshatra. */
  startRule: (nakshatraIndex: number) => L;
}

/** A period and, when asked for, its sub-periods. Times are UT Julian days. */
export interface DasaPeriod<L extends string> {
  lord: L;
  startJd: number;
  endJd: number;
  /** Length in days (endJd − startJd). */
  durationDays: number;
  /** Sub-periods in order, or null below the requested depth. */
  children: DasaPeriod<L>[] | null;
}

export interface DasaBalance<L extends string> {
  lord: L;
  /** Fraction of the janma nakshatra the Moon has already crossed, [0, 1). */
  fractionElapsed: number;
  /** Years of the birth period still to run at birth: (1 − f) · years(lord). */
  balanceYears: number;
  /** Start of the birth period (before, or at, birth). */
  periodStartJd: number;
}

export interface DasaTimelineInput {
  /** The birth instant, UT Julian day. */
  birthJd: number;
  /** Sidereal Moon longitude at birth, degrees. */
  moonLongitude: number;
  /** Days per dasha year (dashas.md §0). */
  yearDays: number;
  /** Top-level periods to list, starting with the one running at birth. */
  periodCount: number;
  /** 1 = top level only, 2 = with sub-periods, 3 = with sub-sub-periods … */
  depth: number;
  subPeriods: SubPeriodRule;
}

function totalYears<L extends string>(system: DasaSystem<L>): number {
  return system.sequence.reduce((s, l) => s + system.yearsByLord[l], 0);
}

/**
 * The lord running at birth and the balance of its period (dashas.md §1):
 * n = ⌊λ☾ / 13°20′⌋, f = (λ☾ mod 13°20′) / 13°20′, balance = (1 − f) · years(lord),
 * and the period began f · years(lord) · Y days before birth.
 */
export function dasaBalance<L extends string>(
  system: DasaSystem<L>,
  moonLongitude: number,
  birthJd: number,
  yearDays: number,
): DasaBalance<L> {
  const lon = normalizeDegrees(moonLongitude);
  const n = nakshatraIndexOf(lon);
  const fractionElapsed = (lon - n * degreesPerNakshatra) / degreesPerNakshatra;
  const lord = system.startRule(n);
  const years = system.yearsByLord[lord];
  return {
    lord,
    fractionElapsed,
    balanceYears: (1 - fractionElapsed) * years,
    periodStartJd: birthJd - fractionElapsed * years * yearDays,
  };
}

function nextLord<L extends string>(system: DasaSystem<L>, lord: L, steps = 1): L {
  const i = system.sequence.indexOf(lord);
  return system.sequence[(i + steps) % system.sequence.length];
}

/**
 * Splits a period into its sub-periods. The first sub-period belongs to the period's own
 * lord and the rest follow the system's order; lengths follow `rule`. The last boundary is
 * pinned to the parent's end so rounding never opens a gap.
 */
function subdivide<L extends string>(
  system: DasaSystem<L>,
  parent: { lord: L; startJd: number; endJd: number },
  rule: SubPeriodRule,
  levelsLeft: number,
  total: number,
): DasaPeriod<L>[] {
  const count = system.sequence.length;
  const span = parent.endJd - parent.startJd;
  const out: DasaPeriod<L>[] = [];
  let start = parent.startJd;
  let lord = parent.lord;
  for (let i = 0; i < count; i++) {
    const share = rule === 'equal' ? 1 / count : system.yearsByLord[lord] / total;
    const end = i === count - 1 ? parent.endJd : start + span * share;
    const node = { lord, startJd: start, endJd: end, durationDays: end - start, children: null as DasaPeriod<L>[] | null };
    if (levelsLeft > 1) node.children = subdivide(system, node, rule, levelsLeft - 1, total);
    out.push(node);
    start = end;
    lord = nextLord(system, lord);
  }
  return out;
}

/**
 * The periods of a dasha system from the one running at birth (which starts before birth),
 * `periodCount` of them, each subdivided `depth − 1` levels deep.
 *
 * Steps: 1. balance from the Moon (`dasaBalance`); 2. top-level periods follow the sequence
 * from the birth lord, each `years · Y` days long; 3. sub-periods by `subPeriods`.
 *
 * @example dasaTimeline(vimshottari, { …, periodCount: 9, depth: 3, subPeriods: 'proportional' })
 *   //=> 9 mahadashas × 9 antardashas × 9 pratyantardashas covering 120 years
 */
export function dasaTimeline<L extends string>(
  system: DasaSystem<L>,
  input: DasaTimelineInput,
): { balance: DasaBalance<L>; periods: DasaPeriod<L>[] } {
  const balance = dasaBalance(system, input.moonLongitude, input.birthJd, input.yearDays);
  const total = totalYears(system);
  const periods: DasaPeriod<L>[] = [];
  let lord = balance.lord;
  let start = balance.periodStartJd;
  for (let i = 0; i < input.periodCount; i++) {
    const end = start + system.yearsByLord[lord] * input.yearDays;
    const node: DasaPeriod<L> = { lord, startJd: start, endJd: end, durationDays: end - start, children: null };
    if (input.depth > 1) node.children = subdivide(system, node, input.subPeriods, input.depth - 1, total);
    periods.push(node);
    start = end;
    lord = nextLord(system, lord);
  }
  return { balance, periods };
}

/**
 * A length in dasha years as whole years, months of Y/12 days and days (rounded), the way
 * balances are printed in dasha tables: 4.570904 yr → 4 y 6 m 26 d at Y = 365.25.
 */
export function yearsToYmd(years: number, yearDays: number): { years: number; months: number; days: number } {
  const totalDays = years * yearDays;
  let y = Math.floor(totalDays / yearDays + 1e-12);
  let rest = totalDays - y * yearDays;
  const monthDays = yearDays / 12;
  let m = Math.floor(rest / monthDays + 1e-12);
  rest -= m * monthDays;
  let d = Math.round(rest);
  // Rounding the days can complete a month (or a year): carry so the parts stay in range.
  if (d >= monthDays) {
    d = 0;
    m += 1;
  }
  if (m >= 12) {
    m = 0;
    y += 1;
  }
  return { years: y, months: m, days: d };
}
