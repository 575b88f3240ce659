/**
 * The Vimshottari lords (mahadasha, antardasha, pratyantardasha) in force at an instant,
 * found directly from the dasha balance instead of laying out the whole 729-period tree: the
 * rectification search asks this thousands of times, once per candidate birth time and event.
 * Uses the engine's tables and balance rule (`../dasha/vimshottari.ts`, `dasaBalance`) and
 * the same proportional sub-periods (BPHS 46); `test/rectification` checks it against
 * `dasaTimeline`.
 */
import { dasaBalance } from '../dasha/period-engine.ts';
import { vimshottari, vimshottariYears } from '../dasha/vimshottari.ts';
import type { GrahaId } from '../core/zodiac.ts';

const order = vimshottari.sequence;
const years = order.map((g) => vimshottariYears[g]);
const totalYears = 120;

/** Where the Vimshottari periods start for one birth: the birth lord's index in the order and its start. */
export interface VimshottariAnchor {
  /** Index in `vimshottari.sequence` of the mahadasha running at birth. */
  lordIndex: number;
  /** Start of that mahadasha (before or at birth), UT Julian day. */
  startJd: number;
  yearDays: number;
}

/** The anchor of a birth from the Moon's sidereal longitude (dashas.md §1). */
export function vimshottariAnchor(moonLongitude: number, birthJd: number, yearDays: number): VimshottariAnchor {
  const b = dasaBalance(vimshottari, moonLongitude, birthJd, yearDays);
  return { lordIndex: order.indexOf(b.lord), startJd: b.periodStartJd, yearDays };
}

export interface DashaLords {
  md: GrahaId;
  ad: GrahaId;
  pd: GrahaId;
  /** The running pratyantardasha, UT Julian days. */
  pdStartJd: number;
  pdEndJd: number;
}

/**
 * The three lords in force at `jd`.
 * @returns null before the first mahadasha's start or 120 dasha years after it (outside the table)
 */
export function dashaLordsAt(anchor: VimshottariAnchor, jd: number): DashaLords | null {
  let t = jd - anchor.startJd;
  if (t < 0) return null;
  let i = anchor.lordIndex;
  let mdLength = years[i] * anchor.yearDays;
  let mdCount = 0;
  while (t >= mdLength) {
    t -= mdLength;
    i = (i + 1) % 9;
    mdLength = years[i] * anchor.yearDays;
    if (++mdCount >= 9) return null;
  }
  let j = i;
  let adLength = (mdLength * years[j]) / totalYears;
  for (let n = 0; n < 8 && t >= adLength; n++) {
    t -= adLength;
    j = (j + 1) % 9;
    adLength = (mdLength * years[j]) / totalYears;
  }
  let k = j;
  let pdLength = (adLength * years[k]) / totalYears;
  for (let n = 0; n < 8 && t >= pdLength; n++) {
    t -= pdLength;
    k = (k + 1) % 9;
    pdLength = (adLength * years[k]) / totalYears;
  }
  const pdStartJd = jd - t;
  return { md: order[i], ad: order[j], pd: order[k], pdStartJd, pdEndJd: pdStartJd + pdLength };
}

/** A step past a boundary before asking for the next period (about 9 ms), so float noise never repeats one. */
const boundaryStep = 1e-7;

/**
 * The instants at which each pratyantardasha in force during [fromJd, toJd) is evaluated:
 * fromJd itself, then every pratyantardasha start inside the span (`RECT.PRECISION_PD_SCAN`).
 * Instants outside the table are skipped.
 */
export function pratyantarInstants(anchor: VimshottariAnchor, fromJd: number, toJd: number): { jd: number; lords: DashaLords }[] {
  const out: { jd: number; lords: DashaLords }[] = [];
  let x = fromJd;
  while (x < toJd) {
    const lords = dashaLordsAt(anchor, x === fromJd ? x : x + boundaryStep);
    if (lords === null) break;
    out.push({ jd: x, lords });
    x = lords.pdEndJd;
  }
  return out;
}

/** The winner of `bestInSpan`: points and the instant and lords (indices in the Vimshottari order) that scored them. */
export interface SpanBest {
  points: number;
  jd: number;
  md: number;
  ad: number;
  pd: number;
  /** Pratyantardashas evaluated. */
  instants: number;
}

/**
 * The fast path of the search: walks the pratyantardashas in force during [fromJd, toJd]
 * (just fromJd when toJd ≤ fromJd) without allocating, scoring each with
 * 3·sig(MD) + 2·sig(AD) + 1·sig(PD), where bit n of `sigMask` is sig of the n-th lord of the
 * Vimshottari order (Ketu = bit 0). Keeps the first instant of the highest score in `out`.
 * Same instants and lords as `pratyantarInstants` (tested); `out.instants` is 0 outside the table.
 */
export function bestInSpan(anchor: VimshottariAnchor, fromJd: number, toJd: number, sigMask: number, out: SpanBest): void {
  out.points = 0;
  out.instants = 0;
  let t = fromJd - anchor.startJd;
  if (t < 0) return;
  const Y = anchor.yearDays;
  let i = anchor.lordIndex;
  let mdLength = years[i] * Y;
  let mdCount = 0;
  while (t >= mdLength) {
    t -= mdLength;
    i = (i + 1) % 9;
    mdLength = years[i] * Y;
    if (++mdCount >= 9) return;
  }
  let j = i;
  let adLength = (mdLength * years[j]) / totalYears;
  let adCount = 0;
  while (adCount < 8 && t >= adLength) {
    t -= adLength;
    j = (j + 1) % 9;
    adLength = (mdLength * years[j]) / totalYears;
    adCount++;
  }
  let k = j;
  let pdLength = (adLength * years[k]) / totalYears;
  let pdCount = 0;
  while (pdCount < 8 && t >= pdLength) {
    t -= pdLength;
    k = (k + 1) % 9;
    pdLength = (adLength * years[k]) / totalYears;
    pdCount++;
  }
  let at = fromJd;
  let pdEnd = fromJd - t + pdLength;
  for (;;) {
    const points = 3 * ((sigMask >> i) & 1) + 2 * ((sigMask >> j) & 1) + ((sigMask >> k) & 1);
    if (out.instants === 0 || points > out.points) {
      out.points = points;
      out.jd = at;
      out.md = i;
      out.ad = j;
      out.pd = k;
    }
    out.instants++;
    if (pdEnd >= toJd) return;
    // Step to the next pratyantardasha, carrying into the antardasha and mahadasha.
    at = pdEnd;
    if (++pdCount === 9) {
      pdCount = 0;
      if (++adCount === 9) {
        adCount = 0;
        if (++mdCount >= 9) return;
        i = (i + 1) % 9;
        mdLength = years[i] * Y;
        j = i;
      } else j = (j + 1) % 9;
      adLength = (mdLength * years[j]) / totalYears;
      k = j;
    } else k = (k + 1) % 9;
    pdLength = (adLength * years[k]) / totalYears;
    pdEnd = at + pdLength;
  }
}

/** The Vimshottari order (Ketu, Venus, Sun, Moon, Mars, Rahu, Jupiter, Saturn, Mercury): index → graha. */
export const vimshottariLordOrder: readonly GrahaId[] = order;
