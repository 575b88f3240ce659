/**
 * Birth-time rectification by R1 event–dasha scoring with the R2 Kunda check as tie-break or
 * filter (rectification.md §0–2, `RECT.EVENT_VIM`): every candidate minute in the window is
 * scored against the life events, the candidates are ranked, and the recorded time is scored
 * the same way but never changed.
 */
import type { SkySettings } from '../../astro/positions.ts';
import type { GrahaId } from '../core/zodiac.ts';
import { bestInSpan, vimshottariAnchor, vimshottariLordOrder, type SpanBest, type VimshottariAnchor } from './dasha-lords.ts';
import { eventRules, houseMask, type EventType } from './events.ts';
import { kunda, type Kunda, type KundaRule } from './kunda.ts';
import { houseMasks, type HouseMasks } from './signification.ts';
import { candidateSkies, type CandidateSky } from './sky.ts';

export type Precision = 'day' | 'month' | 'year';

export interface RectificationEvent {
  type: EventType;
  precision: Precision;
  /** Day precision: the instant evaluated; month or year: start of the period. UT Julian day. */
  fromJd: number;
  /** End of the period (exclusive); equal to fromJd for day precision. */
  toJd: number;
}

export interface RectificationInput {
  recordedJd: number;
  windowMinutes: number;
  latitude: number;
  longitude: number;
  sky: SkySettings;
  yearDays: number;
  events: readonly RectificationEvent[];
  kundaRule: KundaRule;
  kundaFilter: boolean;
}

export interface EventScore {
  /** The instant whose lords won (the earliest among equal maxima); null outside the dasha table. */
  jd: number | null;
  lords: { md: GrahaId; ad: GrahaId; pd: GrahaId } | null;
  points: number;
  /** Instants evaluated (1 for day precision; one per pratyantardasha for month or year). */
  instants: number;
}

export interface CandidateScore {
  sky: CandidateSky;
  anchor: VimshottariAnchor;
  masks: Record<GrahaId, HouseMasks>;
  kunda: Kunda;
  score: number;
  events: EventScore[];
}

export type Confidence = 'high' | 'medium' | 'low';
export type ConfidenceReason = 'few-events' | 'margin-high' | 'margin-medium' | 'margin-low' | 'no-candidate';

export interface Rectification {
  /** Every candidate in time order (offset −W … +W). */
  all: CandidateScore[];
  /** The top five after the Kunda filter (when on), best first. */
  top: CandidateScore[];
  recorded: CandidateScore;
  /** 1-based place of the recorded time in the full ranking; null when the Kunda filter dropped it. */
  recordedRank: number | null;
  margin: number | null;
  confidence: Confidence;
  confidenceReason: ConfidenceReason;
  /** Runs of consecutive minutes that share the best score: offsets from the recorded time. */
  bestRuns: { fromOffset: number; toOffset: number }[];
}

/** Bit n of the mask: the n-th lord of the Vimshottari order (Ketu = bit 0). */
function lordBits(grahas: readonly GrahaId[]): number {
  return grahas.reduce((m, g) => m | (1 << vimshottariLordOrder.indexOf(g)), 0);
}

/** Bit n set when the n-th lord of the Vimshottari order signifies the event's houses or is its karaka. */
function significationMask(masks: Record<GrahaId, HouseMasks>, targetMask: number, karakaBits: number): number {
  let m = karakaBits;
  for (let n = 0; n < 9; n++) {
    const h = masks[vimshottariLordOrder[n]];
    if ((h.occupies | h.owns | h.starLord | h.aspects) & targetMask) m |= 1 << n;
  }
  return m;
}

function scoreCandidate(sky: CandidateSky, input: RectificationInput, targetMasks: readonly number[], karakaBits: readonly number[], scratch: SpanBest): CandidateScore {
  const masks = houseMasks({ lagnaSign: Math.floor(sky.lagnaLongitude / 30) % 12, sign: sky.sign, nakshatra: sky.nakshatra });
  const anchor = vimshottariAnchor(sky.longitude.moon, sky.jd, input.yearDays);
  let score = 0;
  const events: EventScore[] = [];
  for (let e = 0; e < input.events.length; e++) {
    const event = input.events[e];
    const sigMask = significationMask(masks, targetMasks[e], karakaBits[e]);
    bestInSpan(anchor, event.fromJd, event.precision === 'day' ? event.fromJd : event.toJd, sigMask, scratch);
    score += scratch.points;
    events.push(scratch.instants === 0
      ? { jd: null, lords: null, points: 0, instants: 0 }
      : {
        jd: scratch.jd,
        lords: { md: vimshottariLordOrder[scratch.md], ad: vimshottariLordOrder[scratch.ad], pd: vimshottariLordOrder[scratch.pd] },
        points: scratch.points,
        instants: scratch.instants,
      });
  }
  return { sky, anchor, masks, kunda: kunda(sky.lagnaLongitude, sky.nakshatra.moon, input.kundaRule), score, events };
}

/** Ranking order: score, then Kunda pass, then nearness to the recorded time, then the earlier time (`RECT.TIE_ORDER`). */
export function compareCandidates(a: CandidateScore, b: CandidateScore): number {
  if (a.score !== b.score) return b.score - a.score;
  if (a.kunda.pass !== b.kunda.pass) return a.kunda.pass ? -1 : 1;
  const da = Math.abs(a.sky.offsetMinutes);
  const db = Math.abs(b.sky.offsetMinutes);
  if (da !== db) return da - db;
  return a.sky.offsetMinutes - b.sky.offsetMinutes;
}

/**
 * Confidence (rectification.md §1): fewer than 3 events or fewer than 2 event types → low;
 * else high when the margin is ≥ 3, medium when ≥ 1, low otherwise.
 */
export function confidenceOf(margin: number | null, events: readonly RectificationEvent[]): { confidence: Confidence; reason: ConfidenceReason } {
  if (margin === null) return { confidence: 'low', reason: 'no-candidate' };
  if (events.length < 3 || new Set(events.map((e) => e.type)).size < 2) return { confidence: 'low', reason: 'few-events' };
  if (margin >= 3) return { confidence: 'high', reason: 'margin-high' };
  if (margin >= 1) return { confidence: 'medium', reason: 'margin-medium' };
  return { confidence: 'low', reason: 'margin-low' };
}

/** Consecutive runs of candidates holding the best score. */
function bestRunsOf(all: readonly CandidateScore[]): { fromOffset: number; toOffset: number }[] {
  const best = Math.max(...all.map((c) => c.score));
  const runs: { fromOffset: number; toOffset: number }[] = [];
  for (const c of all) {
    if (c.score !== best) continue;
    const last = runs[runs.length - 1];
    if (last && last.toOffset === c.sky.offsetMinutes - 1) last.toOffset = c.sky.offsetMinutes;
    else runs.push({ fromOffset: c.sky.offsetMinutes, toOffset: c.sky.offsetMinutes });
  }
  return runs;
}

/**
 * Scores and ranks every candidate minute.
 * @throws OutOfRange / EphemerisUnavailable from the ephemeris
 */
export function rectify(input: RectificationInput): Rectification {
  const targetMasks = input.events.map((e) => houseMask(eventRules[e.type].houses));
  const skies = candidateSkies(input.recordedJd, input.windowMinutes, input.latitude, input.longitude, input.sky);
  const scratch: SpanBest = { points: 0, jd: 0, md: 0, ad: 0, pd: 0, instants: 0 };
  const karakaBits = input.events.map((e) => lordBits(eventRules[e.type].karakas));
  const all = skies.map((s) => scoreCandidate(s, input, targetMasks, karakaBits, scratch));
  const pool = input.kundaFilter ? all.filter((c) => c.kunda.pass) : all;
  const ranked = [...pool].sort(compareCandidates);
  const top = ranked.slice(0, 5);
  const margin = ranked.length === 0 ? null : ranked.length === 1 ? ranked[0].score : ranked[0].score - ranked[1].score;
  const { confidence, reason } = confidenceOf(margin, input.events);
  const recorded = all[input.windowMinutes];
  const place = ranked.indexOf(recorded);
  return {
    all,
    top,
    recorded,
    recordedRank: place < 0 ? null : place + 1,
    margin,
    confidence,
    confidenceReason: reason,
    bestRuns: bestRunsOf(all),
  };
}
