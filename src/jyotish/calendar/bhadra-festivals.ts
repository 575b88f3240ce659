/**
 * The two Purnima festivals that must avoid Bhadra (Vishti karana, the first half of Purnima):
 * Holika Dahan (`FEST.HOLIKA_DAHAN.v1`) and Raksha Bandhan (`FEST.RAKSHA_BANDHAN.v1`),
 * docs/methods/calendar.md §5.3. Bhadra of a Purnima ends at the tithi's midpoint (karana =
 * half a tithi of 6° elongation; the movable cycle puts Vishti on the first half of tithi 15, so
 * Bhadra ends when the elongation reaches 174°).
 */
import { kaalaWindow, midnightJd, type Window } from './kaala.ts';
import { observanceDay, type ObservanceRule } from './observance.ts';
import { sunrisesInside } from './ekadashi.ts';
import type { CalendarContext } from './festival-instance.ts';

export interface BhadraDecision {
  epochDay: number;
  kaalaWindow: Window | null;
  muhurta: Window | null;
}

/** Six ghatis (144 minutes), in days. */
const sixGhatisDays = 144 / 1440;

/** Elongation at which the Vishti karana of a Purnima ends: 14 tithis and one karana. */
const purnimaBhadraEndDegrees = 14 * 12 + 6;

function bhadraEndJd(ctx: CalendarContext, purnima: Window): number {
  return ctx.sky.elongationReaches(purnimaBhadraEndDegrees, purnima.startJd, purnima.endJd);
}

/**
 * Holika Dahan. Steps: (1) d = the day whose pradosh the Purnima covers (larger coverage);
 * (2) Bhadra over by pradosh → the pradosh while Purnima holds; (3) Bhadra ends before the
 * middle of the night → from Bhadra's end to the end of pradosh (if Bhadra ends inside it) or
 * to the middle of the night; (4) Bhadra lasts past the middle of the night: if the Purnima
 * still holds three prahars (3/4 of the daytime) after the next sunrise, the next day's
 * pradosh; otherwise d's pradosh, inside Bhadra (Bhadra Punchha is not computed).
 */
export function holikaDahan(ctx: CalendarContext, purnima: Window, rule: ObservanceRule): BhadraDecision {
  const chosen = observanceDay(ctx.days, purnima, rule);
  const d = chosen.epochDay;
  const p = kaalaWindow(ctx.days, d, 'pradosh')!;
  const bhadraEnd = bhadraEndJd(ctx, purnima);
  const mid = midnightJd(ctx.days, d);
  if (bhadraEnd <= p.startJd) {
    return { epochDay: d, kaalaWindow: p, muhurta: { startJd: p.startJd, endJd: Math.min(p.endJd, purnima.endJd) } };
  }
  if (bhadraEnd < mid) {
    return { epochDay: d, kaalaWindow: p, muhurta: { startJd: bhadraEnd, endJd: bhadraEnd < p.endJd ? p.endJd : mid } };
  }
  const next = ctx.days.day(d + 1);
  const threePraharsJd = next.sunriseJd + (3 * (next.sunsetJd - next.sunriseJd)) / 4;
  if (purnima.endJd >= threePraharsJd) {
    const p2 = kaalaWindow(ctx.days, d + 1, 'pradosh')!;
    return { epochDay: d + 1, kaalaWindow: p2, muhurta: p2 };
  }
  return { epochDay: d, kaalaWindow: p, muhurta: p };
}

/**
 * Raksha Bandhan. Steps: (1) a day whose sunrise falls in the Purnima with at least six
 * ghatis of Purnima left after it, and Bhadra over before the Purnima ends → that day, from
 * sunrise (or Bhadra's end) to the end of Purnima or of pradosh; (2) otherwise the day whose
 * aparahna the Purnima covers (larger coverage): the Bhadra-free part of aparahna to the end of
 * pradosh, or, when Bhadra lasts beyond it, from Bhadra's end to the end of the Purnima.
 */
export function rakshaBandhan(ctx: CalendarContext, purnima: Window, rule: ObservanceRule): BhadraDecision {
  const bhadraEnd = bhadraEndJd(ctx, purnima);
  for (const e of sunrisesInside(ctx, purnima)) {
    const r = ctx.days.day(e).sunriseJd;
    if (purnima.endJd - r >= sixGhatisDays) {
      const pradosh = kaalaWindow(ctx.days, e, 'pradosh')!;
      const startJd = Math.max(r, bhadraEnd);
      const endJd = Math.min(purnima.endJd, pradosh.endJd);
      if (endJd > startJd) return { epochDay: e, kaalaWindow: kaalaWindow(ctx.days, e, 'aparahna'), muhurta: { startJd, endJd } };
    }
  }
  const chosen = observanceDay(ctx.days, purnima, rule);
  const aparahna = chosen.kaalaWindow;
  const pradosh = kaalaWindow(ctx.days, chosen.epochDay, 'pradosh')!;
  const from = Math.max(bhadraEnd, aparahna?.startJd ?? purnima.startJd, purnima.startJd);
  const to = Math.min(pradosh.endJd, purnima.endJd);
  const muhurta = to > from ? { startJd: from, endJd: to } : { startJd: Math.max(bhadraEnd, purnima.startJd), endJd: purnima.endJd };
  return { epochDay: chosen.epochDay, kaalaWindow: aparahna, muhurta };
}
