import type { Static } from 'typebox';
import { Temporal } from 'temporal-polyfill';
import { localDateAt, parseLocalDate, startOfLocalDay } from '../../astro/time/civil.ts';
import { rashiLord, type GrahaId, type SevenGrahaId } from '../../jyotish/core/zodiac.ts';
import { runningVimshottari, type RunningVimshottari } from '../../jyotish/remedies/bases.ts';
import { defaultDashaYearDays, type DashaYearDays } from '../../jyotish/dasha/year-length.ts';
import { ValidationFailed } from '../../shared/errors.ts';
import { epochMillisecondsToJdUt } from '../../shared/units.ts';
import type { CalculationContext } from '../types.ts';
import { resolveNatal, type ResolvedNatal } from '../shared/natal.ts';
import type { RudrakshaGemstoneRequest } from './schema.ts';

export interface RemediesComputed {
  natal: ResolvedNatal;
  yearDays: DashaYearDays;
  referenceDate: Temporal.PlainDate;
  /** How the reference date was set: sent, today (server clock), or the birth date (today was earlier). */
  referenceSource: 'request' | 'today' | 'birth-date';
  /** The instant the running dasha is read at (UT Julian day). */
  referenceJd: number;
  /** Start of the day after the reference date (UT Julian day), to see a period change within the day. */
  nextDayStartJd: number;
  lagna: { sign: number; lord: SevenGrahaId };
  moonSign: { sign: number; lord: SevenGrahaId };
  dasha: RunningVimshottari;
  /** The reference instant lies more than 120 dasha years after birth. */
  beyondFirstCycle: boolean;
}

/** The planets of the three bases, in the order of the result rows. */
export function basisPlanets(c: RemediesComputed): GrahaId[] {
  return [c.lagna.lord, c.moonSign.lord, c.dasha.mahadasha.lord];
}

/**
 * The natal chart, the lagna and Moon-sign lords, and the Vimshottari periods running at the
 * start of the reference date in the birth time frame (or at birth, if that is later).
 * @throws ValidationFailed | OutOfRange | LocalTimeNonexistent naming the field (the birth
 *   fields, or /referenceDate when it is not a served calendar date or precedes the birth date)
 */
export function computeRemedies(request: Static<typeof RudrakshaGemstoneRequest>, context: CalculationContext): RemediesComputed {
  const natal = resolveNatal(request);
  const yearDays = (request.dashaYearDays ?? defaultDashaYearDays) as DashaYearDays;
  const birthDate = natal.birth.local.localDate;
  const frame = natal.birth.local.frame;

  let referenceDate: Temporal.PlainDate;
  let referenceSource: RemediesComputed['referenceSource'];
  if (request.referenceDate !== undefined) {
    referenceDate = parseLocalDate(request.referenceDate, '/referenceDate');
    if (Temporal.PlainDate.compare(referenceDate, birthDate) < 0) {
      throw new ValidationFailed('/referenceDate', 'must not be before the birth date (localDate)');
    }
    referenceSource = 'request';
  } else {
    // A defaulted date must not turn a valid birth in the future into an error.
    const today = localDateAt(frame, context.now.getTime());
    referenceSource = Temporal.PlainDate.compare(today, birthDate) < 0 ? 'birth-date' : 'today';
    referenceDate = referenceSource === 'birth-date' ? birthDate : today;
  }

  const birthJd = natal.chart.jdUt;
  const dayStartJd = epochMillisecondsToJdUt(startOfLocalDay(frame, referenceDate));
  const referenceJd = Math.max(dayStartJd, birthJd);
  const nextDayStartJd = epochMillisecondsToJdUt(startOfLocalDay(frame, referenceDate.add({ days: 1 })));
  const moon = natal.chart.bodies.moon;
  const lagnaSign = natal.chart.ascendant.sign;

  return {
    natal,
    yearDays,
    referenceDate,
    referenceSource,
    referenceJd,
    nextDayStartJd,
    lagna: { sign: lagnaSign, lord: rashiLord[lagnaSign] },
    moonSign: { sign: moon.sign, lord: rashiLord[moon.sign] },
    dasha: runningVimshottari(birthJd, moon.longitude, yearDays, referenceJd),
    beyondFirstCycle: referenceJd - birthJd > 120 * yearDays,
  };
}
