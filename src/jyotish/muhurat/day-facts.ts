/**
 * Everything the muhurat rules read about one Hindu day (sunrise to the next sunrise) at the
 * venue: limbs with their ends, lagna entries, the day segments (kaals, Dur Muhurtam,
 * Abhijit, choghadiya), Varjyam spans, the grahas' signs and their changes, Jupiter's and
 * Venus's combustion. Built only for days that pass the cheap day-level tests.
 */
import { lagnaTimeline, type LagnaTimeline } from '../../astro/lagna-ingress.ts';
import { siderealLongitudeAndSpeed, type SkySettings } from '../../astro/positions.ts';
import { nextRiseOrSet, type GeoPosition, type RiseDefinition } from '../../astro/rise-set.ts';
import type { AngleSegment } from '../../astro/transitions.ts';
import type { SunMoonTrack } from '../../astro/track.ts';
import type { JulianDayUt } from '../../shared/units.ts';
import { isCombust } from '../chart/combustion.ts';
import type { GrahaId } from '../core/zodiac.ts';
import { rashiIndexOf } from '../core/zodiac.ts';
import { durMuhurtas, type DurMuhurta } from '../panchang/dur-muhurta.ts';
import type { LimbKind } from '../panchang/limbs-of-day.ts';
import { varjyamSpans, type GhatiSpan } from '../panchang/nakshatra-ghati.ts';
import { abhijitMuhurta, choghadiyas, kaalsOfDay, type ChoghadiyaPeriod, type Kaals, type Span } from '../panchang/segments.ts';
import type { GrahaSigns } from './chart-checks.ts';

export type DayLimb = Exclude<LimbKind, 'sunRashi'>;

export interface DayFacts {
  sunrise: number;
  sunset: number;
  nextSunrise: number;
  limbs: Record<DayLimb, AngleSegment[]>;
  /** The Sun's sign at sunrise and the instant it changes within the day (null if it does not). */
  sunSign: { atStart: number; changeJd: number | null };
  lagna: LagnaTimeline;
  kaals: Kaals;
  durMuhurtas: DurMuhurta[];
  /** Every Varjyam of the day's nakshatras (full spans, wherever they start). */
  varjyam: GhatiSpan[];
  abhijit: Span & { excluded: boolean };
  choghadiya: ChoghadiyaPeriod[];
  /** Grahas' signs at each change within the day: [from instant, signs], first at sunrise. */
  grahaSigns: { fromJd: number; signs: GrahaSigns }[];
  /** Jupiter or Venus combust: [from instant, combust], first at sunrise. */
  asta: { fromJd: number; combust: boolean }[];
}

export interface DayEnvironment {
  geo: GeoPosition;
  sky: SkySettings;
  sunriseDefinition: RiseDefinition;
  track: SunMoonTrack;
}

/** Sunrise, sunset and the next sunrise after local midnight `fromJd`, or null (no sunrise that date). */
export function sunFrame(env: DayEnvironment, civilStartJd: number, civilEndJd: number): { sunrise: number; sunset: number; nextSunrise: number } | null {
  const rise = (t: number, e: 'rise' | 'set') => nextRiseOrSet(t as JulianDayUt, 'sun', e, env.geo, env.sunriseDefinition);
  const sunrise = rise(civilStartJd, 'rise');
  if (sunrise === null || sunrise >= civilEndJd) return null;
  const sunset = rise(sunrise, 'set');
  if (sunset === null || sunset > sunrise + 1) return null;
  const nextSunrise = rise(sunset, 'rise');
  if (nextSunrise === null || nextSunrise > sunrise + 1.1) return null;
  return { sunrise, sunset, nextSunrise };
}

const slowGrahas: readonly GrahaId[] = ['mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu'];
/** Faster than any slow graha or the nodes move, degrees per day (Mercury ≤ 2.2). */
const slowGrahaMaxRate = 2.5;

interface SlowSample {
  degrees: number;
  degreesPerDay: number;
}

/** Bisects the instant in (a, b] at which `f` changes value (it changes once there), to ~1 s. */
function changeInstant<T>(a: number, b: number, f: (t: number) => T): number {
  const fa = f(a);
  while (b - a > 1e-5) {
    const mid = (a + b) / 2;
    if (f(mid) === fa) a = mid;
    else b = mid;
  }
  return b;
}

/** Whether a longitude that moves at most `rate` °/day can reach a multiple of `step` within `days`. */
function mayCross(degrees: number, step: number, rate: number, days: number): boolean {
  const inStep = ((degrees % step) + step) % step;
  return Math.min(inStep, step - inStep) <= rate * days;
}

function combust(g: 'jupiter' | 'venus', p: SlowSample, sun: number): boolean {
  return isCombust(g, p.degrees, p.degreesPerDay < 0, sun);
}

/**
 * The facts of a Hindu day. The slow grahas' sign changes inside the day and the instant
 * Jupiter's or Venus's combustion begins or ends are bisected (a few times a year).
 */
export function dayFacts(env: DayEnvironment, frame: { sunrise: number; sunset: number; nextSunrise: number }, weekday: number, limbs: Record<DayLimb, AngleSegment[]>): DayFacts {
  const { sunrise, sunset, nextSunrise } = frame;
  const sunStart = rashiIndexOf(env.track.sun.at(sunrise).degrees);
  const sunEnd = rashiIndexOf(env.track.sun.at(nextSunrise).degrees);
  const sunSign = {
    atStart: sunStart,
    changeJd: sunStart === sunEnd ? null : changeInstant(sunrise, nextSunrise, (t) => rashiIndexOf(env.track.sun.at(t).degrees)),
  };

  const length = nextSunrise - sunrise;
  const slow = {} as Record<GrahaId, SlowSample>;
  for (const g of slowGrahas) slow[g] = siderealLongitudeAndSpeed(sunrise, g, env.sky);
  const startSigns = {} as Record<GrahaId, number>;
  for (const g of slowGrahas) startSigns[g] = rashiIndexOf(slow[g].degrees);
  startSigns.ketu = (startSigns.rahu + 6) % 12;
  startSigns.sun = sunStart;
  startSigns.moon = limbs.moonRashi[0].index;
  const grahaSigns: DayFacts['grahaSigns'] = [{ fromJd: sunrise, signs: startSigns }];
  const changes: { jd: number; graha: GrahaId; sign: number }[] = [];
  for (const g of slowGrahas) {
    if (!mayCross(slow[g].degrees, 30, slowGrahaMaxRate, length)) continue;
    const signAt = (t: number) => rashiIndexOf(siderealLongitudeAndSpeed(t, g, env.sky).degrees);
    const end = signAt(nextSunrise);
    if (end !== startSigns[g]) changes.push({ jd: changeInstant(sunrise, nextSunrise, signAt), graha: g, sign: end });
  }
  // The Moon and the Sun change sign at boundaries the windows already split at.
  for (const m of limbs.moonRashi.slice(1)) changes.push({ jd: m.startJd, graha: 'moon', sign: m.index });
  if (sunSign.changeJd !== null) changes.push({ jd: sunSign.changeJd, graha: 'sun', sign: sunEnd });
  changes.sort((a, b) => a.jd - b.jd);
  for (const c of changes) {
    const signs = { ...grahaSigns[grahaSigns.length - 1].signs, [c.graha]: c.sign };
    if (c.graha === 'rahu') signs.ketu = (c.sign + 6) % 12;
    grahaSigns.push({ fromJd: c.jd, signs });
  }

  // Combustion changes only when the Sun–graha distance crosses the orb (it moves ≤ 2.5°/day).
  const sunAt = (t: number) => env.track.sun.at(t).degrees;
  const astaAt = (t: number) =>
    combust('jupiter', siderealLongitudeAndSpeed(t, 'jupiter', env.sky), sunAt(t)) || combust('venus', siderealLongitudeAndSpeed(t, 'venus', env.sky), sunAt(t));
  const astaStart = combust('jupiter', slow.jupiter, sunAt(sunrise)) || combust('venus', slow.venus, sunAt(sunrise));
  const nearOrb = (['jupiter', 'venus'] as const).some((g) => {
    const d = Math.abs(((slow[g].degrees - sunAt(sunrise) + 540) % 360) - 180);
    // Orbs are 8°–11° (COMBUST.SURYA_SIDDHANTA); anything nearer than this margin is re-tested at the day's end.
    return Math.abs(d - 9.5) < 2 * slowGrahaMaxRate * length + 2;
  });
  const asta: DayFacts['asta'] = [{ fromJd: sunrise, combust: astaStart }];
  if (nearOrb && astaAt(nextSunrise) !== astaStart) asta.push({ fromJd: changeInstant(sunrise, nextSunrise, astaAt), combust: !astaStart });

  return {
    sunrise,
    sunset,
    nextSunrise,
    limbs,
    sunSign,
    lagna: lagnaTimeline(sunrise, nextSunrise, env.geo.latitude, env.geo.longitude, env.sky.ayanamsha),
    kaals: kaalsOfDay(sunrise, sunset, weekday),
    durMuhurtas: durMuhurtas(sunrise, sunset, nextSunrise, weekday),
    varjyam: varjyamSpans(limbs.nakshatra),
    abhijit: abhijitMuhurta(sunrise, sunset, weekday),
    choghadiya: [...choghadiyas(sunrise, sunset, weekday, false), ...choghadiyas(sunset, nextSunrise, weekday, true)],
    grahaSigns,
    asta,
  };
}

