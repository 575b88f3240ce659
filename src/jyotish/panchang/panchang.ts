import type { GeoPosition, RiseDefinition } from '../../astro/rise-set.ts';
import { RiseSetFinder } from '../../astro/rise-set-fast.ts';
import type { SkySettings } from '../../astro/positions.ts';
import { sunMoonSiderealLongitudeAndSpeed } from '../../astro/sidereal-sun-moon.ts';
import { ayanamshaDegrees } from '../../astro/ayanamsha.ts';
import type { AngleSegment } from '../../astro/transitions.ts';
import { SunMoonTrack } from '../../astro/track.ts';
import { normalizeDegrees } from '../../shared/angles.ts';
import type { JulianDayUt } from '../../shared/units.ts';
import { pakshaOfTithi } from '../core/limbs.ts';
import { padaOf } from '../core/zodiac.ts';
import { dayCompletion, type DayCompletion } from './day-completion.ts';
import { dayFrame, type DayFrame } from './day-frame.ts';
import { limbAt, limbSpansOfDay, namesDays, type LimbKind, type LimbSpan } from './limbs-of-day.ts';
import { lunarMonthAt, type LunarMonth } from './lunar-month.ts';
import {
  abhijitMuhurta, brahmaMuhurta, choghadiyas, horas, kaalsOfDay,
  type ChoghadiyaPeriod, type Hora, type Kaals, type Span,
} from './segments.ts';
import { ayanaOf, hinduYears, lunarRitu, tropicalRitu, type Ayana, type HinduYears } from './years.ts';

export interface PanchangInput {
  /** Local midnight opening the civil date, and the next local midnight. */
  civilDayStartJd: JulianDayUt;
  civilDayEndJd: JulianDayUt;
  /** Weekday of the civil date, 0 = Sunday. */
  civilWeekday: number;
  /** The requested moment (limbs are also reported as current then). */
  momentJd: JulianDayUt;
  geo: GeoPosition;
  sky: SkySettings;
  sunrise: RiseDefinition;
  /**
   * Where rises and sets come from: by default a fresh {@link RiseSetFinder} (the library's
   * steps on interpolated positions). Benchmarks pass the direct library search to compare.
   */
  riseSet?: Pick<RiseSetFinder, 'next'>;
}

/** Why a sunrise-based result is missing. */
export type MissingReason = 'no-sunrise' | 'no-sunset';

export interface PanchangDay {
  frame: DayFrame;
  /** The instant the day's limbs are reckoned from: sunrise, or local midnight without one. */
  dayStartJd: number;
  dayEndJd: number;
  reckonedFrom: 'sunrise' | 'local-midnight';
  weekday: number;
  limbs: Record<LimbKind, LimbSpan[]>;
  atMoment: Record<'tithi' | 'nakshatra' | 'yoga' | 'karana', AngleSegment>;
  moonPadaAtSunrise: number;
  /** Pada of the Moon's nakshatra at the requested moment. */
  momentMoonPada: number;
  kaals: Kaals | MissingReason;
  abhijit: (Span & { excluded: boolean }) | MissingReason;
  brahmaMuhurta: Span | MissingReason;
  choghadiya: { day: ChoghadiyaPeriod[]; night: ChoghadiyaPeriod[] } | MissingReason;
  horas: Hora[] | MissingReason;
  lunarMonth: LunarMonth;
  years: HinduYears;
  rituLunar: number;
  rituTropical: number;
  ayanaTropical: Ayana;
  ayanaSidereal: Ayana;
  /** Dur Muhurtam, Varjyam, Amrit Kaal, Bhadra, Panchaka, Anandadi yoga, bala tables. */
  completion: DayCompletion;
}

const limbKinds: readonly LimbKind[] = ['tithi', 'nakshatra', 'yoga', 'karana', 'moonRashi', 'sunRashi'];

/**
 * The panchang of a civil date at a place (panchang.md): the five limbs reckoned from
 * sunrise with every change up to the next sunrise, the day segments, the lunar month and
 * the era years. Where the Sun does not rise (polar night or day) the limbs are reckoned from
 * local midnight and the sunrise-based segments carry the reason they are missing.
 */
export function computePanchangDay(input: PanchangInput): PanchangDay {
  const { sky } = input;
  const riseSet = input.riseSet ?? new RiseSetFinder();
  const nextRiseOrSet = riseSet.next.bind(riseSet);
  const frame = dayFrame(input.civilDayStartJd, input.civilDayEndJd, input.geo, input.sunrise, riseSet);
  const hasSunrise = frame.sunrise !== null && frame.nextSunrise !== null;
  const dayStartJd = hasSunrise ? frame.sunrise! : input.civilDayStartJd;
  const dayEndJd = hasSunrise ? frame.nextSunrise! : input.civilDayEndJd;
  const weekday = input.civilWeekday;

  // The previous sunrise only matters for a limb that began about a day before this sunrise.
  // It lies within minutes of sunrise − (length of this Hindu day) — sunrise moves by at most
  // a few minutes a day below the polar circles — so the exact search runs only when a limb
  // began within an hour of that estimate.
  const estimatedPreviousSunrise = dayStartJd - (dayEndJd - dayStartJd);
  const ambiguityDays = 1 / 24;
  let previousSunriseJd: number | null | undefined;
  const previousSunrise = (): number | null => {
    if (previousSunriseJd === undefined) {
      previousSunriseJd = hasSunrise
        ? nextRiseOrSet((dayStartJd - 1.1) as JulianDayUt, 'sun', 'rise', input.geo, input.sunrise)
        : dayStartJd - 1;
      if (previousSunriseJd !== null && previousSunriseJd >= dayStartJd - 0.5) previousSunriseJd = null;
    }
    return previousSunriseJd;
  };
  const startedBeforePreviousSunrise = (startJd: number): boolean => {
    if (startJd < estimatedPreviousSunrise - ambiguityDays) return true;
    if (startJd > estimatedPreviousSunrise + ambiguityDays) return false;
    const prev = previousSunrise();
    return prev !== null && startJd <= prev;
  };

  const track = new SunMoonTrack(sky, Math.floor(dayStartJd) + 0.5);
  const limbs = {} as Record<LimbKind, LimbSpan[]>;
  for (const kind of limbKinds) {
    const spans = limbSpansOfDay(kind, track, dayStartJd, dayEndJd);
    if (namesDays(kind)) spans[0].adhika = startedBeforePreviousSunrise(spans[0].startJd);
    limbs[kind] = spans;
  }

  const sunStart = sunMoonSiderealLongitudeAndSpeed(dayStartJd, 'sun', sky).degrees;
  const moonStart = track.moon.at(dayStartJd).degrees;
  const paksha = pakshaOfTithi(limbs.tithi[0].index);
  const lunarMonth = lunarMonthAt(dayStartJd, paksha, sky);
  const tropicalSun = normalizeDegrees(sunStart + ayanamshaDegrees(sky.ayanamsha, dayStartJd as JulianDayUt));

  const sunrise = frame.sunrise;
  const sunset = frame.sunset;
  const missingDay: MissingReason | null = sunrise === null ? 'no-sunrise' : sunset === null ? 'no-sunset' : null;
  const nextSunrise = frame.nextSunrise;

  return {
    frame,
    dayStartJd,
    dayEndJd,
    reckonedFrom: hasSunrise ? 'sunrise' : 'local-midnight',
    weekday,
    limbs,
    atMoment: {
      tithi: limbAt('tithi', track, input.momentJd),
      nakshatra: limbAt('nakshatra', track, input.momentJd),
      yoga: limbAt('yoga', track, input.momentJd),
      karana: limbAt('karana', track, input.momentJd),
    },
    moonPadaAtSunrise: padaOf(moonStart),
    momentMoonPada: padaOf(track.moon.at(input.momentJd).degrees),
    kaals: missingDay ?? kaalsOfDay(sunrise!, sunset!, weekday),
    abhijit: missingDay ?? abhijitMuhurta(sunrise!, sunset!, weekday),
    brahmaMuhurta: sunrise === null ? 'no-sunrise' : frame.previousSunset === null ? 'no-sunset' : brahmaMuhurta(frame.previousSunset, sunrise),
    choghadiya:
      missingDay ?? (nextSunrise === null
        ? 'no-sunrise'
        : { day: choghadiyas(sunrise!, sunset!, weekday, false), night: choghadiyas(sunset!, nextSunrise, weekday, true) }),
    horas: missingDay ?? (nextSunrise === null ? 'no-sunrise' : horas(sunrise!, sunset!, nextSunrise, weekday)),
    lunarMonth,
    years: hinduYears(lunarMonth.amanta.number, lunarMonth.newMoonBeforeJd),
    rituLunar: lunarRitu(lunarMonth.amanta.number),
    rituTropical: tropicalRitu(tropicalSun),
    ayanaTropical: ayanaOf(tropicalSun),
    ayanaSidereal: ayanaOf(sunStart),
    completion: dayCompletion({
      dayStartJd,
      dayEndJd,
      weekday,
      sunrise,
      sunset,
      nextSunrise,
      nakshatras: limbs.nakshatra,
      karanas: limbs.karana,
      moonRashis: limbs.moonRashi,
      track,
      sunriseNear: (jd) => (hasSunrise ? nextRiseOrSet((jd - 0.5) as JulianDayUt, 'sun', 'rise', input.geo, input.sunrise) : null),
    }),
  };
}
