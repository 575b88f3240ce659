/**
 * A Jamakkol Arudam chart (south-indian-and-vastu.md §1, `JK.TN1`) for the moment and place
 * of a query: the jamam from the actual sunrise and sunset, the eight jama grahas of the
 * outer ring, Udayam, Arudam, Kavippu, the nine transit grahas and the houses of Arudam and
 * Kavippu from Udayam. Numbers and ids only.
 */
import { siderealCusps } from '../../astro/houses.ts';
import { siderealLongitudeAndSpeed, siderealPositions, type BodyPosition, type SkySettings } from '../../astro/positions.ts';
import type { GeoPosition, RiseDefinition } from '../../astro/rise-set.ts';
import { localDateAt, type TimeFrame } from '../../astro/time/civil.ts';
import { jdUtToEpochMilliseconds, type JulianDayUt } from '../../shared/units.ts';
import { weekdayLord as weekdayLords } from '../panchang/segments.ts';
import { degreesInRashi, grahaIds, houseFrom, rashiIndexOf, type GrahaId, type SevenGrahaId } from '../core/zodiac.ts';
import { hinduDayAt, jamamAt, type HinduDay, type Jamam } from './day.ts';
import { arudamFromClock, kavippuSign, suryaVeedhi, udayamSunArc, type UdayamRule } from './points.ts';
import { jamamLord, outerRing, type JamaGrahaId, type NightRule, type RingPlace } from './ring.ts';

export interface JamakkolInput {
  /** The query instant, UT Julian day. */
  jd: number;
  /** Minutes past the clock hour and seconds of the local civil time (for Arudam). */
  clockMinute: number;
  clockSecond: number;
  /** The civil time frame, for the weekday of the sunrise. */
  frame: TimeFrame;
  geo: GeoPosition;
  sky: SkySettings;
  sunrise: RiseDefinition;
  udayamRule: UdayamRule;
  nightRule: NightRule;
  /** 0-based sign chosen by the querent (`JK.ARUDAM_CHOSEN`), or null for the 5-minute rule. */
  chosenSign: number | null;
}

export interface SignPoint {
  longitude: number;
  sign: number;
  degreeInSign: number;
}

export interface JamakkolChart {
  day: HinduDay;
  /** Weekday of the Hindu day (vaara from sunrise), 0 = Sunday. */
  weekday: number;
  weekdayLord: SevenGrahaId;
  jamam: Jamam & { lord: JamaGrahaId };
  outer: RingPlace[];
  udayam: SignPoint & { rule: UdayamRule; sunAtStartLongitude: number; elapsedFraction: number };
  /** The true sidereal ascendant at the moment (the `lagna` Udayam variant), always reported. */
  lagna: SignPoint;
  arudam: { chosen: boolean; sign: number; degreeInSign: number | null };
  kavippu: { sign: number; veedhiSign: number; sunSign: number };
  transit: Record<GrahaId, BodyPosition>;
  arudamHouseFromUdayam: number;
  kavippuHouseFromUdayam: number;
}

function signPoint(longitude: number): SignPoint {
  return { longitude, sign: rashiIndexOf(longitude), degreeInSign: degreesInRashi(longitude) };
}

/**
 * Builds the chart.
 * @returns null where the Sun does not both rise and set at the place around the moment
 *   (polar day or night): jamams are undefined there
 * @throws OutOfRange (path `/`) when a search leaves the ephemeris range
 */
export function computeJamakkol(input: JamakkolInput): JamakkolChart | null {
  const day = hinduDayAt(input.jd, input.geo, input.sunrise);
  if (day === null) return null;
  const weekday = localDateAt(input.frame, jdUtToEpochMilliseconds(day.sunriseJd as JulianDayUt)).dayOfWeek % 7;
  const lord = weekdayLords[weekday];
  const jamam = jamamAt(input.jd, day);
  const halfStart = jamam.isDay ? day.sunriseJd : day.sunsetJd;
  const sunAtStart = siderealLongitudeAndSpeed(halfStart, 'sun', input.sky).degrees;
  const elapsedFraction = (input.jd - halfStart) / jamam.halfDayDays;
  const lagna = signPoint(siderealCusps(input.jd as JulianDayUt, input.geo.latitude, input.geo.longitude, 'equal', input.sky.ayanamsha).ascendant);
  const sunArc = signPoint(udayamSunArc(sunAtStart, elapsedFraction));
  const chosenUdayam = input.udayamRule === 'lagna' ? lagna : sunArc;
  const transit = siderealPositions(input.jd as JulianDayUt, grahaIds, input.sky);
  const clock = arudamFromClock(input.clockMinute, input.clockSecond);
  const arudam = input.chosenSign === null
    ? { chosen: false, sign: clock.sign, degreeInSign: clock.degreeInSign }
    : { chosen: true, sign: input.chosenSign, degreeInSign: null };
  const sunSign = rashiIndexOf(transit.sun.longitude);
  const veedhiSign = suryaVeedhi(sunSign);
  const kavippu = { sign: kavippuSign(chosenUdayam.sign, veedhiSign, arudam.sign), veedhiSign, sunSign };
  return {
    day,
    weekday,
    weekdayLord: lord,
    jamam: { ...jamam, lord: jamamLord(lord, jamam.isDay, jamam.number, input.nightRule) },
    outer: outerRing(lord, jamam.isDay, jamam.number, input.nightRule),
    udayam: { ...chosenUdayam, rule: input.udayamRule, sunAtStartLongitude: sunAtStart, elapsedFraction },
    lagna,
    arudam,
    kavippu,
    transit,
    arudamHouseFromUdayam: houseFrom(chosenUdayam.sign, arudam.sign),
    kavippuHouseFromUdayam: houseFrom(chosenUdayam.sign, kavippu.sign),
  };
}
