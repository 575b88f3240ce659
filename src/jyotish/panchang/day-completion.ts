/**
 * The elements that complete a day's panchang (docs/methods/panchang-completion.md): Dur
 * Muhurtam, Varjyam, Amrit Kaal, Bhadra with its vaas, Panchaka, Anandadi yoga and the tara
 * bala and chandra bala tables. Everything is reckoned on the Hindu day [dayStart, dayEnd)
 * from the limbs already found for it; the Moon track answers the few extra crossings.
 */
import { minimumRate, segmentsBetween, trackedAngleFunction, type AngleSegment } from '../../astro/transitions.ts';
import type { SunMoonTrack } from '../../astro/track.ts';
import { nextCrossingOfIncreasingAngle, previousCrossingOfIncreasingAngle } from '../../shared/root-finding.ts';
import { forwardArc } from '../../shared/angles.ts';
import { chandraBala, taraBala } from '../core/bala.ts';
import { degreesPerRashi } from '../core/zodiac.ts';
import { anandadiYoga, type AnandadiYoga } from './anandadi.ts';
import { bhadraOf, isVishti, type Bhadra } from './bhadra.ts';
import { durMuhurtas, type DurMuhurta } from './dur-muhurta.ts';
import { amritSpans, startingWithin, varjyamSpans, type GhatiSpan } from './nakshatra-ghati.ts';
import { inPanchaka, panchakaStartDegrees, panchakaType, type PanchakaType } from './panchaka.ts';

export interface DayCompletionInput {
  dayStartJd: number;
  dayEndJd: number;
  /** Vaara of the day, 0 = Sunday. */
  weekday: number;
  /** Sunrise, sunset and next sunrise, or null where the Sun does not rise or set. */
  sunrise: number | null;
  sunset: number | null;
  nextSunrise: number | null;
  /** Limb occurrences of the day (the first current at its start, full spans). */
  nakshatras: readonly AngleSegment[];
  karanas: readonly AngleSegment[];
  moonRashis: readonly AngleSegment[];
  track: SunMoonTrack;
  /**
   * The sunrise nearest a UT Julian day (to name the vaara of an instant before this day);
   * null where the Sun does not rise.
   */
  sunriseNear: (jd: number) => number | null;
}

export interface Panchaka {
  startJd: number;
  endJd: number;
  /** Vaara on which it began, 0 = Sunday. */
  startWeekday: number;
  type: PanchakaType | null;
}

export interface BalaSpan {
  /** 0-based nakshatra (tara bala) or sign (chandra bala) of the transit Moon. */
  index: number;
  startJd: number;
  endJd: number;
  /** 0-based janma nakshatras (natal Moon signs) for which this Moon is favourable. */
  favourableFor: number[];
}

export interface DayCompletion {
  durMuhurtas: DurMuhurta[] | null;
  varjyam: GhatiSpan[];
  amritKaal: GhatiSpan[];
  bhadra: Bhadra | null;
  panchaka: Panchaka | null;
  anandadi: (AnandadiYoga & { nakshatra: number; startJd: number; endJd: number })[];
  taraBala: BalaSpan[];
  chandraBala: BalaSpan[];
}

const zeroTo = (n: number) => Array.from({ length: n }, (_, i) => i);

/**
 * The vaara (0 = Sunday) of an instant at or before the day's end: the day's own weekday from
 * its start, else counted back one weekday per sunrise passed. Sunrises are estimated a day
 * apart and asked for exactly only when the instant lies within an hour of one.
 * The estimate `dayStartJd − back·length` is the last estimated sunrise at or before `jd`; the
 * exact sunrise near it can fall after `jd` (then `jd` belongs to the day before), and the exact
 * sunrise near the next estimate can fall before `jd` (then to the day after). Before
 * 2026-11-25 the first correction went the wrong way (a Panchaka that began minutes after a
 * sunrise was typed by the next weekday on the following days; test/panchang/limbs-of-day.mutants.test.ts).
 */
export function vaaraOf(jd: number, input: Pick<DayCompletionInput, 'dayStartJd' | 'dayEndJd' | 'weekday' | 'sunriseNear'>): number {
  const { dayStartJd, dayEndJd, weekday } = input;
  if (jd >= dayStartJd) return weekday;
  const length = dayEndJd - dayStartJd;
  let back = Math.ceil((dayStartJd - jd) / length);
  const estimate = dayStartJd - back * length;
  if (jd - estimate < 1 / 24) {
    const exact = input.sunriseNear(estimate);
    if (exact !== null && jd < exact) back += 1;
  } else if (back > 1 && estimate + length - jd < 1 / 24) {
    // The next estimate is not the day's own (exact) sunrise: ask for the sunrise it stands for.
    const exact = input.sunriseNear(estimate + length);
    if (exact !== null && jd >= exact) back -= 1;
  }
  return (((weekday - back) % 7) + 7) % 7;
}

/**
 * An upper bound on the Moon's geocentric speed (degrees per day): it never exceeds 15.4°/d
 * (perigee at new or full moon; Meeus, *Astronomical Algorithms*, ch. 47 terms give ≤ 15.39).
 */
const moonMaximumDegreesPerDay = 16;

function panchakaOfDay(input: DayCompletionInput): Panchaka | null {
  const moon = trackedAngleFunction('moon', input.track);
  const rate = minimumRate.moon;
  const atStart = moon(input.dayStartJd);
  let startJd: number;
  if (inPanchaka(atStart.degrees)) {
    startJd = previousCrossingOfIncreasingAngle(moon, panchakaStartDegrees, input.dayStartJd, rate, atStart);
  } else {
    // Out of reach before the day ends even at the Moon's fastest: no search (the search would
    // sample the Moon's track up to four weeks ahead only to find a start after this day).
    if (forwardArc(atStart.degrees, panchakaStartDegrees) > moonMaximumDegreesPerDay * (input.dayEndJd - input.dayStartJd)) return null;
    startJd = nextCrossingOfIncreasingAngle(moon, panchakaStartDegrees, input.dayStartJd, rate, atStart);
    if (startJd >= input.dayEndJd) return null;
  }
  const endJd = nextCrossingOfIncreasingAngle(moon, 0, Math.max(startJd, input.dayStartJd), rate);
  const startWeekday = vaaraOf(startJd, input);
  return { startJd, endJd, startWeekday, type: panchakaType(startWeekday) };
}

function bhadraOfDay(input: DayCompletionInput): Bhadra | null {
  // A Vishti recurs every seven karanas (≥ 2.7 days): at most one touches a day.
  const vishti = input.karanas.find(isVishti);
  if (!vishti) return null;
  const moon = trackedAngleFunction('moon', input.track);
  const signs = segmentsBetween(moon, degreesPerRashi, minimumRate.moon, vishti.startJd, vishti.endJd);
  return bhadraOf(vishti, signs);
}

/** The panchang-completion elements of one Hindu day. */
export function dayCompletion(input: DayCompletionInput): DayCompletion {
  const { dayStartJd, dayEndJd, weekday, sunrise, sunset, nextSunrise } = input;
  const hasSun = sunrise !== null && sunset !== null && nextSunrise !== null;
  return {
    durMuhurtas: hasSun ? durMuhurtas(sunrise, sunset, nextSunrise, weekday) : null,
    varjyam: startingWithin(varjyamSpans(input.nakshatras), dayStartJd, dayEndJd),
    amritKaal: startingWithin(amritSpans(input.nakshatras), dayStartJd, dayEndJd),
    bhadra: bhadraOfDay(input),
    panchaka: panchakaOfDay(input),
    anandadi: input.nakshatras.map((n) => ({ ...anandadiYoga(weekday, n.index), nakshatra: n.index, startJd: n.startJd, endJd: n.endJd })),
    taraBala: input.nakshatras.map((n) => ({
      index: n.index,
      startJd: n.startJd,
      endJd: n.endJd,
      favourableFor: zeroTo(27).filter((janma) => taraBala(janma, n.index).quality === 'good'),
    })),
    chandraBala: input.moonRashis.map((r) => ({
      index: r.index,
      startJd: r.startJd,
      endJd: r.endJd,
      favourableFor: zeroTo(12).filter((natal) => chandraBala(natal, r.index).favourable),
    })),
  };
}
