import type { CalendarSky, Lunation } from './calendar-sky.ts';
import type { CalendarDays } from './calendar-days.ts';
import type { FestivalKind } from './festival-rules.ts';
import type { Kaala, Window } from './kaala.ts';
import type { DecisionCase } from './observance.ts';

/** One festival or vrat placed on a civil date at the place. */
export interface FestivalInstance {
  id: string;
  ruleId: string;
  kind: FestivalKind;
  epochDay: number;
  /** Last day of a period (Navaratri, Pitru Paksha); null for one-day observances. */
  endEpochDay: number | null;
  /** Ekadashi and Janmashtami: the Smarta day, and the Vaishnava day where it differs. */
  tradition: 'smarta' | 'vaishnava' | null;
  lunation: Lunation | null;
  /** 0-based tithi index (0…29) the rule looks for, or null (sankranti, relative, period). */
  tithiIndex: number | null;
  tithi: Window | null;
  decision: DecisionCase | 'special' | null;
  kaala: Kaala | null;
  /** The kaala on the chosen day (an instant for sunrise or moonrise). */
  kaalaWindow: Window | null;
  /** The observance window: the kaala while the tithi holds (Lakshmi Puja, Holika Dahan …), or null. */
  muhurta: Window | null;
  /** Ekadashi: the window to break the fast on the next day. */
  parana: Window | null;
  sankranti: { jd: number; sign: number } | null;
}

/** What the rule appliers share: the days at the place and the sky over the span. */
export interface CalendarContext {
  days: CalendarDays;
  sky: CalendarSky;
}

/** The part of a window inside a span, or null when they do not meet. */
export function intersect(a: Window | null, b: Window): Window | null {
  if (a === null || a.endJd === a.startJd) return null;
  const startJd = Math.max(a.startJd, b.startJd);
  const endJd = Math.min(a.endJd, b.endJd);
  return endJd > startJd ? { startJd, endJd } : null;
}
