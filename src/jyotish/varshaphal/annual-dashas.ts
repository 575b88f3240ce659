/**
 * The dashas of one Tajaka year (docs/methods/varshaphal.md §8): mudda (varsha Vimshottari)
 * and patyayini. Both tile the year from this varsha pravesh to the next exactly.
 */
import { degreesPerNakshatra, nakshatraIndexOf, vimshottariOrder, type GrahaId, type SevenGrahaId } from '../core/zodiac.ts';
import { vimshottariYears } from '../dasha/vimshottari.ts';
import { normalizeDegrees } from '../../shared/angles.ts';

export interface YearPeriod<L extends string> {
  lord: L;
  startJd: number;
  endJd: number;
  durationDays: number;
  children: YearPeriod<L>[] | null;
}

export interface MuddaDasha {
  /** 0-based janma nakshatra of the natal Moon. */
  natalNakshatra: number;
  /** Fraction of the janma nakshatra the natal Moon had crossed. */
  fractionElapsed: number;
  /** Lord of the first period of the year: the natal nakshatra lord advanced one lord per completed year. */
  firstLord: GrahaId;
  /** Days of the year (this pravesh to the next) standing for the 120 Vimshottari years. */
  yearDays: number;
  /** Periods in order: the first lord's balance, the other eight, the first lord again until the year ends. */
  periods: YearPeriod<GrahaId>[];
}

function clip<L extends string>(p: YearPeriod<L>, from: number, to: number): YearPeriod<L> | null {
  const startJd = Math.max(p.startJd, from);
  const endJd = Math.min(p.endJd, to);
  if (endJd <= startJd) return null;
  return { ...p, startJd, endJd, durationDays: endJd - startJd };
}

/**
 * Mudda dasha (`MUDDA.VIM_YEAR_CYCLE`): one Vimshottari cycle of 120 years compressed into the
 * year, period of lord X = yearDays · years(X) / 120, sub-periods in the same proportions
 * beginning with the period's lord. The first lord is the natal nakshatra lord advanced by the
 * completed years (the rule "janma nakshatra number + completed years − 2, mod 9, from the
 * Sun"); the cycle is phased by the natal Moon, so the first period began f · P before the
 * pravesh (f = fraction of the janma nakshatra crossed at birth). Periods are clipped to the
 * year, so the first lord's elapsed part returns at the end and the periods tile the year.
 *
 * @param natalMoonLongitude sidereal longitude of the Moon at birth, degrees
 */
export function muddaDasha(natalMoonLongitude: number, completedYears: number, startJd: number, endJd: number, depth: 1 | 2 = 2): MuddaDasha {
  const lon = normalizeDegrees(natalMoonLongitude);
  const n = nakshatraIndexOf(lon);
  const f = (lon - n * degreesPerNakshatra) / degreesPerNakshatra;
  const first = (n + completedYears) % 9;
  const yearDays = endJd - startJd;
  const length = (lord: GrahaId) => (yearDays * vimshottariYears[lord]) / 120;
  const periods: YearPeriod<GrahaId>[] = [];
  let s = startJd - f * length(vimshottariOrder[first]);
  for (let k = 0; k < 10; k++) {
    const lord = vimshottariOrder[(first + k) % 9];
    const full: YearPeriod<GrahaId> = { lord, startJd: s, endJd: s + length(lord), durationDays: length(lord), children: null };
    if (depth > 1) {
      const children: YearPeriod<GrahaId>[] = [];
      let c = full.startJd;
      for (let j = 0; j < 9; j++) {
        const sub = vimshottariOrder[(first + k + j) % 9];
        const d = (full.durationDays * vimshottariYears[sub]) / 120;
        const piece = clip({ lord: sub, startJd: c, endJd: j === 8 ? full.endJd : c + d, durationDays: d, children: null }, startJd, endJd);
        if (piece) children.push(piece);
        c += d;
      }
      full.children = children;
    }
    const clipped = clip(full, startJd, endJd);
    if (clipped) periods.push(clipped);
    s = full.endJd;
  }
  // Pin the seams: the last period ends exactly at the next pravesh.
  const last = periods[periods.length - 1];
  last.endJd = endJd;
  last.durationDays = endJd - last.startJd;
  return { natalNakshatra: n, fractionElapsed: f, firstLord: vimshottariOrder[first], yearDays, periods };
}

export type PatyayiniLord = SevenGrahaId | 'lagna';

export interface PatyayiniEntry {
  lord: PatyayiniLord;
  /** Degrees within the sign in the annual chart (krisamsha). */
  krisamshaDegrees: number;
  /** This krisamsha less the next smaller one (patyamsha). */
  patyamshaDegrees: number;
}

export interface PatyayiniDasha {
  entries: PatyayiniEntry[];
  periods: YearPeriod<PatyayiniLord>[];
}

/**
 * Patyayini dasha (`PATYAYINI.KRISAMSHA`): the lagna and the seven grahas (no nodes) ordered by
 * their degrees within the sign; each one's patyamsha is its degrees less the previous one's
 * (the first keeps its own); periods are patyamsha / Σ patyamsha of the year, in that order.
 * Sub-periods divide a period in the same proportions, in cyclic order from its own lord.
 */
export function patyayiniDasha(krisamshas: readonly { lord: PatyayiniLord; degrees: number }[], startJd: number, endJd: number, depth: 1 | 2 = 2): PatyayiniDasha {
  const sorted = [...krisamshas].sort((a, b) => a.degrees - b.degrees);
  const entries: PatyayiniEntry[] = sorted.map((k, i) => ({
    lord: k.lord,
    krisamshaDegrees: k.degrees,
    patyamshaDegrees: k.degrees - (i === 0 ? 0 : sorted[i - 1].degrees),
  }));
  const total = entries.reduce((s, e) => s + e.patyamshaDegrees, 0);
  const share = (e: PatyayiniEntry) => (total > 0 ? e.patyamshaDegrees / total : 1 / entries.length);
  const yearDays = endJd - startJd;
  const periods: YearPeriod<PatyayiniLord>[] = [];
  let s = startJd;
  entries.forEach((e, i) => {
    // Clamp: rounding must never carry a boundary past the year's end.
    const end = i === entries.length - 1 ? endJd : Math.min(s + yearDays * share(e), endJd);
    const p: YearPeriod<PatyayiniLord> = { lord: e.lord, startJd: s, endJd: end, durationDays: end - s, children: null };
    if (depth > 1) {
      const children: YearPeriod<PatyayiniLord>[] = [];
      let c = s;
      for (let j = 0; j < entries.length; j++) {
        const sub = entries[(i + j) % entries.length];
        const ce = j === entries.length - 1 ? end : Math.min(c + p.durationDays * share(sub), end);
        children.push({ lord: sub.lord, startJd: c, endJd: ce, durationDays: ce - c, children: null });
        c = ce;
      }
      p.children = children;
    }
    periods.push(p);
    s = end;
  });
  return { entries, periods };
}
