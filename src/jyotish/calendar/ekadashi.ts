/**
 * Ekadashi and the Vaishnava sunrise rules (docs/methods/calendar.md §5.2, `FEST.EKADASHI.v1`).
 *
 * Smarta: the day whose sunrise falls in the Ekadashi; on two such days the first; when the
 * Ekadashi touches no sunrise (kshaya) the next day. Vaishnava: an Ekadashi touched by
 * Dashami at arunodaya (96 minutes before sunrise) is "viddha" and the fast moves to the next
 * day; an Ekadashi at two sunrises is kept on the second. Parana (breaking the fast) is on the
 * day after the fast, after sunrise and after Hari Vasara (the first quarter of Dwadashi),
 * preferably in pratahkal (the first fifth of the daytime) and before Dwadashi ends.
 */
import type { AngleSegment } from '../../astro/transitions.ts';
import { arunodayaDays, type Window } from './kaala.ts';
import type { CalendarContext } from './festival-instance.ts';

/** The civil days whose sunrise falls inside a tithi. */
export function sunrisesInside(ctx: CalendarContext, span: Window): number[] {
  const out: number[] = [];
  const from = ctx.days.hinduDayAt(span.startJd);
  const to = ctx.days.hinduDayAt(span.endJd) + 1;
  for (let e = from; e <= to; e++) {
    const r = ctx.days.day(e).sunriseJd;
    if (r >= span.startJd && r < span.endJd) out.push(e);
  }
  return out;
}

/** Smarta fast day of a tithi kept at sunrise. */
export function smartaDay(ctx: CalendarContext, span: Window): number {
  const s = sunrisesInside(ctx, span);
  return s.length > 0 ? s[0] : ctx.days.hinduDayAt(span.startJd) + 1;
}

/**
 * Vaishnava day of a tithi that must be free of the previous tithi at arunodaya: two
 * sunrises → the second; one → that day if the tithi began by arunodaya, else the next day;
 * none (kshaya) → the next day.
 */
export function vaishnavaDay(ctx: CalendarContext, span: Window): number {
  const s = sunrisesInside(ctx, span);
  if (s.length >= 2) return s[s.length - 1];
  if (s.length === 1) {
    const arunodaya = ctx.days.day(s[0]).sunriseJd - arunodayaDays;
    return span.startJd <= arunodaya ? s[0] : s[0] + 1;
  }
  return ctx.days.hinduDayAt(span.startJd) + 1;
}

/**
 * The parana window on the day after a fast day `fastDay`, given the Dwadashi tithi.
 * Steps: R, S = sunrise and sunset of the next day; Hari Vasara ends a quarter into Dwadashi.
 * (1) Dwadashi over before R → [R, end of pratahkal]; (2) [max(R, Hari Vasara end),
 * min(Dwadashi end, pratahkal end)] if not empty; (3) else after madhyahna: [max(Hari Vasara
 * end, madhyahna end), min(Dwadashi end, S)] if not empty; (4) else [max(R, Hari Vasara end),
 * Dwadashi end].
 */
export function paranaWindow(ctx: CalendarContext, fastDay: number, dwadashi: AngleSegment): Window {
  const day = ctx.days.day(fastDay + 1);
  const r = day.sunriseJd;
  const s = day.sunsetJd;
  const length = s - r;
  const pratahEnd = r + length / 5;
  const madhyahnaEnd = r + (3 * length) / 5;
  const hariVasaraEnd = dwadashi.startJd + (dwadashi.endJd - dwadashi.startJd) / 4;
  if (dwadashi.endJd <= r) return { startJd: r, endJd: pratahEnd };
  const a = Math.max(r, hariVasaraEnd);
  if (Math.min(dwadashi.endJd, pratahEnd) > a) return { startJd: a, endJd: Math.min(dwadashi.endJd, pratahEnd) };
  const b = Math.max(hariVasaraEnd, madhyahnaEnd);
  if (Math.min(dwadashi.endJd, s) > b) return { startJd: b, endJd: Math.min(dwadashi.endJd, s) };
  return { startJd: a, endJd: dwadashi.endJd };
}
