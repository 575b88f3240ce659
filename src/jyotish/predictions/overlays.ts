/**
 * The overlays of a period (predictions.md §6), flags with their own rule ids that do not
 * enter the score: sign ingresses of Jupiter, Saturn and Rahu (`INGRESS.<G>`), retrograde and
 * direct stations (`STATION.<G>`), eclipses whose luminary stands in the Moon sign or its 7th
 * (`ECLIPSE.ON_MOON_AXIS`) and Chandrashtama, the transit Moon in the 8th from the Moon sign
 * (`CHANDRASHTAMA`), with the start and end of each stay. Sade Sati and dhaiya come from
 * `saturn-phase.ts`.
 */
import { eclipsesBetween, type Eclipse } from '../../astro/eclipses.ts';
import { siderealLongitudeAndSpeed, type SkySettings } from '../../astro/positions.ts';
import type { Station } from '../../astro/stations.ts';
import { minimumRate, segmentAt, skyAngleFunction } from '../../astro/transitions.ts';
import { normalizeDegrees } from '../../shared/angles.ts';
import { houseFrom, rashiIndexOf, type GrahaId } from '../core/zodiac.ts';
import type { SkyTimeline } from './sky-timeline.ts';

/** Grahas whose sign ingress is an overlay of the predictions (`INGRESS.<G>`). */
export const overlayIngressGrahas: readonly GrahaId[] = ['jupiter', 'saturn', 'rahu'];

export interface IngressEvent {
  graha: GrahaId;
  jd: number;
  fromSign: number;
  toSign: number;
  retrograde: boolean;
  /** House of the sign entered, from the natal Moon sign. */
  house: number;
}

/** Sign ingresses of the given grahas inside [fromJd, toJd), in time order. */
export function ingressesBetween(t: SkyTimeline, grahas: readonly GrahaId[], moonSign: number, fromJd: number, toJd: number): IngressEvent[] {
  const out: IngressEvent[] = [];
  for (const g of grahas) {
    for (const c of t.signs[g].crossings) {
      if (c.jd >= fromJd && c.jd < toJd) {
        out.push({ graha: g, jd: c.jd, fromSign: c.fromIndex, toSign: c.toIndex, retrograde: c.retrograde, house: houseFrom(moonSign, c.toIndex) });
      }
    }
  }
  return out.sort((a, b) => a.jd - b.jd);
}

export interface StationEvent extends Station {
  sign: number;
  house: number;
}

/** Stations inside [fromJd, toJd). */
export function stationsIn(t: SkyTimeline, moonSign: number, fromJd: number, toJd: number): StationEvent[] {
  return t.stations
    .filter((s) => s.jd >= fromJd && s.jd < toJd)
    .map((s) => {
      const sign = rashiIndexOf(s.longitude);
      return { ...s, sign, house: houseFrom(moonSign, sign) };
    });
}

export interface ChandrashtamaSpan {
  /** The Moon's whole stay in the 8th sign (it may begin before or end after the period). */
  startJd: number;
  endJd: number;
  sign: number;
}

/**
 * The Moon's stays in the 8th sign from the Moon sign that overlap [fromJd, toJd), each with
 * its full start and end (solved on the ephemeris when they fall outside the span searched).
 */
export function chandrashtamaSpans(t: SkyTimeline, moonSign: number, fromJd: number, toJd: number): ChandrashtamaSpan[] {
  const eighth = (moonSign + 7) % 12;
  const moon = t.signs.moon;
  const out: ChandrashtamaSpan[] = [];
  let sign = moon.initialIndex;
  let start = t.fromJd;
  const stays: { sign: number; startJd: number; endJd: number }[] = [];
  for (const c of moon.crossings) {
    stays.push({ sign, startJd: start, endJd: c.jd });
    sign = c.toIndex;
    start = c.jd;
  }
  stays.push({ sign, startJd: start, endJd: t.toJd });
  const f = skyAngleFunction('moon', t.sky);
  for (const s of stays) {
    if (s.sign !== eighth || s.startJd >= toJd || s.endJd <= fromJd) continue;
    // Stays cut by the searched span's ends are solved in full.
    const cut = s.startJd <= t.fromJd || s.endJd >= t.toJd;
    const full = cut ? segmentAt(f, 30, minimumRate.moon, (Math.max(s.startJd, fromJd) + Math.min(s.endJd, toJd)) / 2) : null;
    out.push({ sign: eighth, startJd: full ? full.startJd : s.startJd, endJd: full ? full.endJd : s.endJd });
  }
  return out;
}

/** Widest Sun–node distance (degrees, either node) at which an eclipse can occur, with margin (solar limit ≈ 18.5°). */
const eclipseNodeLimitDegrees = 21;

/**
 * Whether an eclipse can occur in [fromJd, toJd): a syzygy inside (±½ day) with the Sun near a
 * node. A cheap test (four ephemeris calls) that spares the costly eclipse searches on most
 * days; it never rejects a period that holds an eclipse.
 */
function eclipsePossible(fromJd: number, toJd: number, sky: SkySettings): boolean {
  const mid = (fromJd + toJd) / 2;
  const halfSpan = (toJd - fromJd) / 2 + 0.5;
  const sun = siderealLongitudeAndSpeed(mid, 'sun', sky);
  const node = siderealLongitudeAndSpeed(mid, 'rahu', { ...sky, nodeType: 'mean' });
  const d = normalizeDegrees(sun.degrees - node.degrees) % 180;
  const fromNode = Math.min(d, 180 - d);
  // The Sun moves ≤ 1.02°/day and the mean node 0.053°/day against it.
  if (fromNode > eclipseNodeLimitDegrees + 1.08 * halfSpan) return false;
  if (toJd - fromJd + 1 >= 25) return true;
  const elongation = (t: number) => normalizeDegrees(siderealLongitudeAndSpeed(t, 'moon', sky).degrees - siderealLongitudeAndSpeed(t, 'sun', sky).degrees);
  const e0 = elongation(fromJd - 0.5);
  const advance = normalizeDegrees(elongation(toJd + 0.5) - e0);
  const toNew = normalizeDegrees(360 - e0);
  const toFull = normalizeDegrees(180 - e0);
  return toNew <= advance || toFull <= advance;
}

export interface EclipseEvent extends Eclipse {
  /** Sign of the eclipsed luminary at maximum, and its house from the Moon sign (1 or 7). */
  sign: number;
  house: number;
}

/** Eclipses overlapping [fromJd, toJd) whose luminary stands in the Moon sign or its 7th. */
export function eclipsesOnMoonAxis(moonSign: number, fromJd: number, toJd: number, sky: SkySettings): EclipseEvent[] {
  if (!eclipsePossible(fromJd, toJd, sky)) return [];
  return eclipsesBetween(fromJd, toJd, sky)
    .map((e) => {
      const sign = rashiIndexOf(e.luminaryLongitude);
      return { ...e, sign, house: houseFrom(moonSign, sign) };
    })
    .filter((e) => e.house === 1 || e.house === 7);
}
