/**
 * Which civil day observes a tithi (docs/methods/calendar.md §4, `OBSERVANCE.KAALA_VYAPTI`):
 * the day on which the tithi covers the festival's kaala. When it covers that kaala on two
 * days, or on none, the rule's tie policy decides.
 */
import type { CalendarDays } from './calendar-days.ts';
import { coverage, kaalaWindow, type Kaala, type Window } from './kaala.ts';

/** When the tithi covers the kaala on two days. */
export type BothDaysPolicy = 'first' | 'second' | 'larger-first' | 'larger-second';
/** When it covers the kaala on no day: the day before the gap it falls in, or the day after. */
export type NeitherDayPolicy = 'first' | 'second';

export interface ObservanceRule {
  kaala: Kaala;
  both: BothDaysPolicy;
  neither: NeitherDayPolicy;
}

/** How the day was chosen (reported with each festival so a reader can follow the decision). */
export type DecisionCase = 'single-day' | 'both-days-first' | 'both-days-second' | 'larger-coverage' | 'neither-first' | 'neither-second';

export interface ObservanceDecision {
  epochDay: number;
  decision: DecisionCase;
  /** The kaala on the chosen day (null: the kaala does not occur that day, e.g. no moonrise). */
  kaalaWindow: Window | null;
}

/** Share of a window covered by the span, 0…1 (an instant window: 0 or 1). */
function coveredShare(window: Window, span: Window): number {
  const c = coverage(window, span);
  const length = window.endJd - window.startJd;
  return length === 0 ? (c > 0 ? 1 : 0) : c / length;
}

/** Treat shares within 1e-6 as equal (two fully covered windows). */
const fullShareTolerance = 1e-6;

/**
 * The observance day of a tithi span under a rule.
 *
 * Steps: (1) candidate civil days run from the Hindu day before the tithi begins to the one
 * after it ends; (2) each candidate's kaala window is intersected with the tithi; (3) one
 * covered day → that day; two → the policy (`larger-*`: the larger covered share of the
 * window, ties to the first or second day); none → the day whose kaala precedes the tithi
 * (`first`) or the next day (`second`).
 */
export function observanceDay(days: CalendarDays, span: Window, rule: ObservanceRule): ObservanceDecision {
  const from = days.hinduDayAt(span.startJd) - 1;
  const to = days.hinduDayAt(span.endJd) + 1;
  const covered: { epochDay: number; share: number; window: Window }[] = [];
  let lastBefore: number | null = null;
  for (let e = from; e <= to; e++) {
    const w = kaalaWindow(days, e, rule.kaala);
    if (w === null) continue;
    const share = coveredShare(w, span);
    if (share > 0) covered.push({ epochDay: e, share, window: w });
    else if (w.endJd <= span.startJd) lastBefore = e;
  }
  if (covered.length === 1) return { epochDay: covered[0].epochDay, decision: 'single-day', kaalaWindow: covered[0].window };
  if (covered.length >= 2) {
    const first = covered[0];
    const second = covered[covered.length - 1];
    const pick = (c: typeof first, decision: DecisionCase): ObservanceDecision => ({ epochDay: c.epochDay, decision, kaalaWindow: c.window });
    if (rule.both === 'first') return pick(first, 'both-days-first');
    if (rule.both === 'second') return pick(second, 'both-days-second');
    if (Math.abs(first.share - second.share) > fullShareTolerance) {
      return pick(first.share > second.share ? first : second, 'larger-coverage');
    }
    return rule.both === 'larger-first' ? pick(first, 'both-days-first') : pick(second, 'both-days-second');
  }
  const before = lastBefore ?? days.hinduDayAt(span.startJd);
  const epochDay = rule.neither === 'first' ? before : before + 1;
  return { epochDay, decision: rule.neither === 'first' ? 'neither-first' : 'neither-second', kaalaWindow: kaalaWindow(days, epochDay, rule.kaala) };
}
