/**
 * The transit sky over a span, searched once and sliced by every period inside it (a day, a
 * week, a month, or each day of a 31-day planner): every graha's sign ingresses (retrograde
 * re-entries included), the Moon's nakshatra changes and the five planets' stations.
 *
 * Between two consecutive events the configuration (every graha's sign, the Moon's nakshatra,
 * every graha's direction) is constant; `configurationsBetween` lists those intervals, and
 * the gochara signal of a graha is a function of the configuration alone.
 */
import { crossingsOfTrace, type DivisionTimeline } from '../../astro/ingresses.ts';
import type { SkySettings } from '../../astro/positions.ts';
import { stationBodies, traceMotion, type Station } from '../../astro/stations.ts';
import { degreesPerNakshatra, grahaIds, type GrahaId } from '../core/zodiac.ts';

export interface SkyTimeline {
  fromJd: number;
  toJd: number;
  sky: SkySettings;
  /** Sign timeline of each graha (0-based signs). Ketu's is Rahu's shifted by six signs. */
  signs: Readonly<Record<GrahaId, DivisionTimeline>>;
  /** The Moon's nakshatras (0-based). */
  moonNakshatras: DivisionTimeline;
  /** Stations of Mercury, Venus, Mars, Jupiter and Saturn inside the span, in time order. */
  stations: readonly Station[];
  /** Direction at `fromJd` (true: moving backwards); the nodes always are (`RETRO.SPEED`). */
  retrogradeAtStart: Readonly<Record<GrahaId, boolean>>;
}

/**
 * Searches the sky over [fromJd, toJd].
 * @throws EphemerisUnavailable | OutOfRange (naming no field) when the ephemeris does not answer
 */
export function buildSkyTimeline(fromJd: number, toJd: number, sky: SkySettings): SkyTimeline {
  const signs = {} as Record<GrahaId, DivisionTimeline>;
  const retrogradeAtStart = {} as Record<GrahaId, boolean>;
  const stations: Station[] = [];
  let moonNakshatras: DivisionTimeline | null = null;
  for (const g of grahaIds) {
    if (g === 'ketu') continue;
    const trace = traceMotion(g, fromJd, toJd, sky);
    signs[g] = crossingsOfTrace(trace, 30, sky);
    retrogradeAtStart[g] = g === 'rahu' || trace.samples[0].degreesPerDay < 0;
    if (g === 'moon') moonNakshatras = crossingsOfTrace(trace, degreesPerNakshatra, sky);
    if ((stationBodies as readonly string[]).includes(g)) stations.push(...trace.stations.filter((s) => s.jd >= fromJd && s.jd < toJd));
  }
  const rahu = signs.rahu;
  signs.ketu = {
    sizeDegrees: 30,
    initialIndex: (rahu.initialIndex + 6) % 12,
    crossings: rahu.crossings.map((c) => ({ ...c, toIndex: (c.toIndex + 6) % 12, fromIndex: (c.fromIndex + 6) % 12 })),
  };
  retrogradeAtStart.ketu = true;
  stations.sort((a, b) => a.jd - b.jd);
  return { fromJd, toJd, sky, signs, moonNakshatras: moonNakshatras!, stations, retrogradeAtStart };
}

/** The sky between two consecutive events. Arrays are indexed like `grahaIds`. */
export interface Configuration {
  startJd: number;
  endJd: number;
  signs: readonly number[];
  moonNakshatra: number;
  retrograde: readonly boolean[];
}

/** A change of the sky: graha `graha` (index in `grahaIds`) enters `sign`, the Moon enters `nakshatra`, or a graha stations. */
interface Change {
  jd: number;
  kind: 'sign' | 'nakshatra' | 'station';
  graha: number;
  value: number;
}

/** Every change of the timeline in time order (built once per timeline: periods of a planner slice the same list). */
const changeLists = new WeakMap<SkyTimeline, Change[]>();

function changesOf(t: SkyTimeline): Change[] {
  let changes = changeLists.get(t);
  if (changes) return changes;
  changes = [];
  grahaIds.forEach((g, i) => {
    for (const c of t.signs[g].crossings) changes!.push({ jd: c.jd, kind: 'sign', graha: i, value: c.toIndex });
  });
  for (const c of t.moonNakshatras.crossings) changes.push({ jd: c.jd, kind: 'nakshatra', graha: 1, value: c.toIndex });
  for (const st of t.stations) changes.push({ jd: st.jd, kind: 'station', graha: grahaIds.indexOf(st.body as GrahaId), value: st.kind === 'retrograde' ? 1 : 0 });
  changes.sort((a, b) => a.jd - b.jd);
  changeLists.set(t, changes);
  return changes;
}

/**
 * The constant-sky intervals tiling [startJd, endJd) (which must lie inside the timeline),
 * in time order. Events at the same instant are applied together.
 */
export function configurationsBetween(t: SkyTimeline, startJd: number, endJd: number): Configuration[] {
  const changes = changesOf(t);
  const signs = grahaIds.map((g) => t.signs[g].initialIndex);
  const retrograde = grahaIds.map((g) => t.retrogradeAtStart[g]);
  let nakshatra = t.moonNakshatras.initialIndex;
  const apply = (c: Change) => {
    if (c.kind === 'sign') signs[c.graha] = c.value;
    else if (c.kind === 'nakshatra') nakshatra = c.value;
    else retrograde[c.graha] = c.value === 1;
  };
  let k = 0;
  // Everything that happened up to the start of the interval.
  while (k < changes.length && changes[k].jd <= startJd) apply(changes[k++]);
  const out: Configuration[] = [];
  let from = startJd;
  const snapshot = (a: number, b: number): Configuration => ({ startJd: a, endJd: b, signs: [...signs], moonNakshatra: nakshatra, retrograde: [...retrograde] });
  while (k < changes.length && changes[k].jd < endJd) {
    const jd = changes[k].jd;
    if (jd > from) out.push(snapshot(from, jd));
    while (k < changes.length && changes[k].jd === jd) apply(changes[k++]);
    from = Math.max(from, jd);
  }
  out.push(snapshot(from, endJd));
  return out;
}
