/**
 * The per-graha gochara signal `PRED.SIGNAL.v1` (predictions.md §3) over a period: the period
 * is split wherever the graha's evaluation changes (its own sign ingress or station, the
 * Moon's nakshatra change, or another graha entering or leaving its vedha or vipareeta
 * house), and each segment carries base, vedha, vipareeta, the ashtakavarga factor (natal
 * mode), the effect and the rule ids that decided it.
 */
import { chandraBala, taraBala, type TaraBala } from '../core/bala.ts';
import { grahaIds, houseFrom, type GrahaId, type SevenGrahaId } from '../core/zodiac.ts';
import { canObstruct, isFavourable, vedhaHouseOf, vipareetaHousesOf } from './gochara.ts';
import type { Configuration } from './sky-timeline.ts';
import { bandOf, tidy, type Band } from './weights.ts';

/** What natal mode adds: the Bhinna bindus of the seven grahas by sign and the Sarva bindus. */
export interface NatalAshtakavarga {
  bhinna: Readonly<Record<SevenGrahaId, readonly number[]>>;
  sarva: readonly number[];
}

export interface SignalContext {
  /** 0-based natal Moon sign M. */
  moonSign: number;
  /** Natal mode only. */
  ashtakavarga: NatalAshtakavarga | null;
  /** 0-based janma nakshatra; natal mode only. */
  janmaNakshatra: number | null;
}

export interface AvEvaluation {
  /** Bindus of the graha's own Bhinna register in the transit sign. */
  bindus: number;
  /** Sarva bindus of the transit sign (reported, not scored). */
  sarva: number;
  factor: 1 | 0.5;
  ruleId: string;
}

export interface SegmentEvaluation {
  sign: number;
  /** House from the natal Moon sign, 1–12: h = (T − M) mod 12 + 1. */
  house: number;
  /** The Moon's nakshatra (0-based) for the Moon's segments; null for the other grahas. */
  nakshatra: number | null;
  retrograde: boolean;
  base: 1 | -1;
  /** Vedha house of a favourable house (null otherwise), and the grahas in it. */
  vedha: { house: number | null; applied: boolean; by: GrahaId[] };
  /** Favourable houses paired with an unfavourable h, and the grahas in them. */
  vipareeta: { houses: number[]; applied: boolean; by: GrahaId[] };
  av: AvEvaluation | null;
  effect: number;
  ruleIds: string[];
  /** The rule that fixed the effect: vedha/vipareeta, else the ashtakavarga halving, else the gochara rule. */
  decisiveRuleId: string;
}

export interface Segment extends SegmentEvaluation {
  startJd: number;
  endJd: number;
  /** Share of the period, duration / period duration. */
  fraction: number;
}

export interface GrahaSignal {
  graha: GrahaId;
  segments: Segment[];
  /** Σ fraction · effect. */
  effect: number;
  band: Band;
  /** The longest segment (the earliest of equals). */
  dominant: Segment;
}

const ruleName = (g: GrahaId) => g.toUpperCase();

/** The gochara evaluation of graha `g` in one constant-sky configuration. */
export function evaluateSegment(g: GrahaId, config: Pick<Configuration, 'signs' | 'moonNakshatra' | 'retrograde'>, ctx: SignalContext): SegmentEvaluation {
  const gi = grahaIds.indexOf(g);
  const sign = config.signs[gi];
  const house = houseFrom(ctx.moonSign, sign);
  const G = ruleName(g);
  const favourable = isFavourable(g, house);
  const base: 1 | -1 = favourable ? 1 : -1;
  const gocharaRule = `GOC.${G}.H${house}.${favourable ? 'FAV' : 'UNF'}`;
  const ruleIds = [gocharaRule];
  const inHouse = (hs: readonly number[]) =>
    grahaIds.filter((x, xi) => canObstruct(g, x) && hs.includes(houseFrom(ctx.moonSign, config.signs[xi])));

  const vedhaHouse = favourable ? vedhaHouseOf(g, house) : null;
  const vedhaBy = vedhaHouse === null ? [] : inHouse([vedhaHouse]);
  for (const x of vedhaBy) ruleIds.push(`VEDHA.${G}.H${house}.BY.${ruleName(x)}`);
  const vipHouses = favourable ? [] : vipareetaHousesOf(g, house);
  const vipBy = vipHouses.length === 0 ? [] : inHouse(vipHouses);
  for (const x of vipBy) ruleIds.push(`VIP.${G}.H${house}.BY.${ruleName(x)}`);

  let value: number = base;
  let decisiveRuleId = gocharaRule;
  if (vedhaBy.length > 0) {
    value = 0;
    decisiveRuleId = ruleIds[1];
  } else if (vipBy.length > 0) {
    value = 0;
    decisiveRuleId = ruleIds[1];
  }

  let av: AvEvaluation | null = null;
  let effect: number = value;
  if (ctx.ashtakavarga && g !== 'rahu' && g !== 'ketu') {
    const bindus = ctx.ashtakavarga.bhinna[g as SevenGrahaId][sign];
    const halves = (value === 1 && bindus <= 3) || (value === -1 && bindus >= 5);
    const ruleId = `AV.${G}.B${bindus}`;
    av = { bindus, sarva: ctx.ashtakavarga.sarva[sign], factor: halves ? 0.5 : 1, ruleId };
    ruleIds.push(ruleId);
    if (halves) {
      effect = value * 0.5;
      decisiveRuleId = ruleId;
    }
  }
  const retrograde = config.retrograde[gi];
  if (retrograde && g !== 'rahu' && g !== 'ketu') ruleIds.push(`RETRO.${G}`);

  return {
    sign,
    house,
    nakshatra: g === 'moon' ? config.moonNakshatra : null,
    retrograde,
    base,
    vedha: { house: vedhaHouse, applied: vedhaBy.length > 0, by: vedhaBy },
    vipareeta: { houses: vipHouses, applied: vipBy.length > 0, by: vipBy },
    av,
    effect: effect === 0 ? 0 : effect,
    ruleIds,
    decisiveRuleId,
  };
}

function sameEvaluation(a: SegmentEvaluation, b: SegmentEvaluation): boolean {
  return a.sign === b.sign && a.nakshatra === b.nakshatra && a.retrograde === b.retrograde && a.effect === b.effect &&
    a.ruleIds.length === b.ruleIds.length && a.ruleIds.every((r, i) => r === b.ruleIds[i]);
}

/** The dominant segment: the longest, the earliest of equals. */
function dominantOf(segments: readonly Segment[]): Segment {
  let best = segments[0];
  for (const s of segments) if (s.endJd - s.startJd > best.endJd - best.startJd + 1e-9) best = s;
  return best;
}

/**
 * The signal of one graha over a period tiled by `configs` (from `configurationsBetween`).
 */
export function grahaSignal(g: GrahaId, configs: readonly Configuration[], ctx: SignalContext): GrahaSignal {
  const startJd = configs[0].startJd;
  const total = configs[configs.length - 1].endJd - startJd;
  const segments: Segment[] = [];
  for (const c of configs) {
    const e = evaluateSegment(g, c, ctx);
    const last = segments[segments.length - 1];
    if (last && sameEvaluation(last, e)) {
      last.endJd = c.endJd;
      continue;
    }
    const seg = e as Segment;
    seg.startJd = c.startJd;
    seg.endJd = c.endJd;
    seg.fraction = 0;
    segments.push(seg);
  }
  let effect = 0;
  for (const s of segments) {
    s.fraction = (s.endJd - s.startJd) / total;
    effect += s.fraction * s.effect;
  }
  effect = tidy(effect);
  return { graha: g, segments, effect, band: bandOf(effect), dominant: dominantOf(segments) };
}

export interface BalaSegment<T> {
  startJd: number;
  endJd: number;
  fraction: number;
  value: T;
}

export interface MoonModules {
  chandraBala: { segments: BalaSegment<ReturnType<typeof chandraBala>>[]; score: number };
  /** Null in sign-only mode (no janma nakshatra). */
  taraBala: { segments: BalaSegment<TaraBala>[]; score: number } | null;
}

function balaSegments<T extends { ruleId: string; score: number }>(
  configs: readonly Configuration[],
  of: (c: Configuration) => T,
): { segments: BalaSegment<T>[]; score: number } {
  const startJd = configs[0].startJd;
  const total = configs[configs.length - 1].endJd - startJd;
  const segments: BalaSegment<T>[] = [];
  for (const c of configs) {
    const value = of(c);
    const last = segments[segments.length - 1];
    if (last && last.value.ruleId === value.ruleId) {
      last.endJd = c.endJd;
      continue;
    }
    segments.push({ startJd: c.startJd, endJd: c.endJd, fraction: 0, value });
  }
  let score = 0;
  for (const s of segments) {
    s.fraction = (s.endJd - s.startJd) / total;
    score += s.fraction * s.value.score;
  }
  return { segments, score: tidy(score) };
}

/** Chandra bala (`CB.H<h>`) and, in natal mode, tara bala (`TARA.<r>`) over the period, time-weighted. */
export function moonModules(configs: readonly Configuration[], ctx: SignalContext): MoonModules {
  const moon = grahaIds.indexOf('moon');
  const janma = ctx.janmaNakshatra;
  return {
    chandraBala: balaSegments(configs, (c) => chandraBala(ctx.moonSign, c.signs[moon])),
    taraBala: janma === null ? null : balaSegments(configs, (c) => taraBala(janma, c.moonNakshatra)),
  };
}
