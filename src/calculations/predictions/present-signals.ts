/**
 * Presentation of gochara signals, Moon modules and overlays, shared by the predictions and the
 * personal planner so both publish the same values for the same sky.
 */
import type { Static } from 'typebox';
import { grahaThemes, houseAreas } from '../../content/predictions/areas.ts';
import { taraNames } from '../../content/predictions/labels.ts';
import { chandraBalaText, taraBalaText } from '../../content/predictions/moon.ts';
import {
  chandrashtamaText, eclipseText, ingressText, saturnOverlayText, stationText,
} from '../../content/predictions/overlays.ts';
import { grahaReview } from '../../content/predictions/reviews.ts';
import type { SelectionKey, TracedSentence } from '../../content/predictions/select.ts';
import { taraIds } from '../../jyotish/core/bala.ts';
import { rashiLord, type GrahaId } from '../../jyotish/core/zodiac.ts';
import type { Overlays } from '../../jyotish/predictions/forecast.ts';
import { vedhaExemption, vedhaPairs } from '../../jyotish/predictions/gochara.ts';
import type { GrahaSignal, MoonModules as MoonModulesValue, SignalContext } from '../../jyotish/predictions/signals.ts';
import { predictionWeights, type PeriodKind } from '../../jyotish/predictions/weights.ts';
import { grahaEntity, nakshatraEntity, rashiEntity } from '../shared/entities.ts';
import type { MomentFormatter } from '../shared/moments.ts';
import type { MoonModules, PredictionResult, Signal } from './schema.ts';

type PublishedSignal = Static<typeof Signal>;
type PublishedOverlay = Static<typeof PredictionResult>['overlays'][number];

/** Rounds a published number to 6 decimals (the values are exact sums of halves and fractions). */
export function round6(x: number): number {
  const r = Math.round(x * 1e6) / 1e6;
  return r === 0 ? 0 : r;
}

/** Everything a presenter needs to print instants and pick phrases. */
export interface PresentContext {
  fmt: MomentFormatter;
  key: SelectionKey;
  ctx: SignalContext;
}

/** Local wall-clock time as it reads in a sentence: "2024-03-05 14:32". */
export function timeText(fmt: MomentFormatter, jd: number): string {
  return fmt.moment(jd).local.slice(0, 16).replace('T', ' ');
}

/** The review of a signal (also the planner's gocharaReviews). */
export function reviewOf(signal: GrahaSignal, p: PresentContext) {
  return grahaReview(signal, p.key, (jd) => timeText(p.fmt, jd));
}

/** One graha's published signal with its review, evidence and life areas. */
export function presentSignal(signal: GrahaSignal, kind: PeriodKind, p: PresentContext, textKeys: string[]): PublishedSignal {
  const { fmt, ctx } = p;
  const weight = predictionWeights[kind][signal.graha];
  const d = signal.dominant;
  const review = reviewOf(signal, p);
  textKeys.push(...review.sentences.map((s) => s.phraseId));
  const m1 = ctx.moonSign + 1;
  const t1 = d.sign + 1;
  return {
    graha: grahaEntity(signal.graha),
    weight,
    effect: round6(signal.effect),
    weightedEffect: round6(weight * signal.effect),
    band: signal.band,
    houseFromMoon: d.house,
    sign: rashiEntity(d.sign),
    ruleId: d.decisiveRuleId,
    evidence: {
      natalMoonSign: m1,
      transitSign: t1,
      houseFromMoon: d.house,
      arithmetic: `(${t1} − ${m1}) mod 12 + 1 = ${d.house}`,
      favourableHouses: vedhaPairs[signal.graha].map(([f]) => f),
      vedhaPairs: vedhaPairs[signal.graha].map(([favourable, vedha]) => ({ favourable, vedha })),
      noVedhaFrom: vedhaExemption[signal.graha],
    },
    areas: {
      house: { ids: [...houseAreas[d.house - 1].ids], text: { en: houseAreas[d.house - 1].en, hi: houseAreas[d.house - 1].hi } },
      graha: { ids: [...grahaThemes[signal.graha].ids], text: { en: grahaThemes[signal.graha].en, hi: grahaThemes[signal.graha].hi } },
    },
    review,
    segments: signal.segments.map((s) => ({
      ...fmt.span(s.startJd, s.endJd),
      fraction: round6(s.fraction),
      sign: rashiEntity(s.sign),
      houseFromMoon: s.house,
      nakshatra: s.nakshatra === null ? null : nakshatraEntity(s.nakshatra),
      retrograde: s.retrograde,
      base: s.base,
      vedha: { house: s.vedha.house, applied: s.vedha.applied, by: [...s.vedha.by] },
      vipareeta: { houses: [...s.vipareeta.houses], applied: s.vipareeta.applied, by: [...s.vipareeta.by] },
      av: s.av ? { bindus: s.av.bindus, sarvaBindus: s.av.sarva, factor: s.av.factor } : null,
      effect: s.effect,
      ruleIds: [...s.ruleIds],
    })),
  };
}

/** The Moon modules (chandra bala; tara bala in natal mode) with a sentence per segment. */
export function presentMoonModules(moon: MoonModulesValue, kind: PeriodKind, p: PresentContext, textKeys: string[]): Static<typeof MoonModules> {
  const { fmt, key, ctx } = p;
  const w = predictionWeights[kind];
  const trace = (t: TracedSentence) => {
    textKeys.push(t.phraseId);
    return t;
  };
  const janma = ctx.janmaNakshatra;
  return {
    chandraBala: {
      weight: w['chandra-bala'],
      score: round6(moon.chandraBala.score),
      segments: moon.chandraBala.segments.map((s) => {
        const t = trace(chandraBalaText(s.value, key));
        return {
          ...fmt.span(s.startJd, s.endJd),
          fraction: round6(s.fraction),
          houseFromMoon: s.value.house,
          favourable: s.value.favourable,
          score: s.value.score,
          ruleId: s.value.ruleId,
          text: t.text,
          phraseId: t.phraseId,
        };
      }),
    },
    taraBala: moon.taraBala === null || janma === null ? null : {
      weight: w['tara-bala'],
      score: round6(moon.taraBala.score),
      janmaNakshatra: nakshatraEntity(janma),
      segments: moon.taraBala.segments.map((s) => {
        const nakshatra = (janma + s.value.count - 1) % 27;
        const t = trace(taraBalaText(s.value, janma, nakshatra, key));
        return {
          ...fmt.span(s.startJd, s.endJd),
          fraction: round6(s.fraction),
          nakshatra: nakshatraEntity(nakshatra),
          count: s.value.count,
          tara: { id: s.value.id, index: taraIds.indexOf(s.value.id) + 1, name: taraNames[s.value.id] },
          quality: s.value.quality,
          score: s.value.score,
          ruleId: s.value.ruleId,
          text: t.text,
          phraseId: t.phraseId,
        };
      }),
    },
  };
}

/** The lord of a sign, as an entity (for the natal Moon sign block). */
export function signLordEntity(sign: number) {
  return grahaEntity(rashiLord[sign]);
}

const overlayBase = {
  graha: null, phase: null, at: null, start: null, end: null, cycleStart: null, cycleEnd: null, sign: null, houseFromMoon: null, retrograde: null,
} as const;

/** Every overlay of a period, in a fixed order (Saturn, ingresses, stations, eclipses, Chandrashtama), with its sentence. */
export function presentOverlays(o: Overlays, p: PresentContext, textKeys: string[]): { overlays: PublishedOverlay[]; sentences: TracedSentence[] } {
  const { fmt, key } = p;
  const m = (jd: number | null) => (jd === null ? null : fmt.moment(jd));
  const t = (jd: number | null) => (jd === null ? null : timeText(fmt, jd));
  const overlays: PublishedOverlay[] = [];
  const sentences: TracedSentence[] = [];
  const add = (overlay: Omit<PublishedOverlay, 'text' | 'phraseId'>, s: TracedSentence) => {
    overlays.push({ ...overlay, text: s.text, phraseId: s.phraseId });
    sentences.push(s);
    textKeys.push(s.phraseId);
  };
  for (const s of o.saturn) {
    const dhaiya = s.kind !== 'sade-sati';
    const phase = dhaiya ? s.kind : s.stay.houseFromMoon === 12 ? 'rising' : s.stay.houseFromMoon === 1 ? 'peak' : 'setting';
    const ruleId = dhaiya ? `DHAIYA.${s.kind.toUpperCase()}` : `SADESATI.${phase.toUpperCase()}`;
    const text = saturnOverlayText(
      { kind: s.kind, phase: dhaiya ? null : (phase as 'rising' | 'peak' | 'setting'), stayStart: t(s.stay.startJd), stayEnd: t(s.stay.endJd), cycleStart: t(s.period.startJd), cycleEnd: t(s.period.endJd) },
      key,
      ruleId,
    );
    add({
      ...overlayBase, ruleId, kind: dhaiya ? 'dhaiya' : 'sade-sati', graha: 'saturn', phase, start: m(s.stay.startJd), end: m(s.stay.endJd),
      cycleStart: m(s.period.startJd), cycleEnd: m(s.period.endJd), sign: rashiEntity(s.stay.sign), houseFromMoon: s.stay.houseFromMoon,
    }, text);
  }
  for (const e of o.ingresses) {
    add({
      ...overlayBase, ruleId: `INGRESS.${e.graha.toUpperCase()}`, kind: 'ingress', graha: e.graha, at: fmt.moment(e.jd),
      sign: rashiEntity(e.toSign), houseFromMoon: e.house, retrograde: e.retrograde,
    }, ingressText({ graha: e.graha, toSign: e.toSign, house: e.house, time: timeText(fmt, e.jd), retrograde: e.retrograde }, key));
  }
  for (const s of o.stations) {
    const graha = s.body as GrahaId;
    add({
      ...overlayBase, ruleId: `STATION.${graha.toUpperCase()}`, kind: 'station', graha, phase: s.kind, at: fmt.moment(s.jd),
      sign: rashiEntity(s.sign), houseFromMoon: s.house,
    }, stationText({ graha, kind: s.kind, sign: s.sign, house: s.house, time: timeText(fmt, s.jd) }, key));
  }
  for (const e of o.eclipses) {
    add({
      ...overlayBase, ruleId: 'ECLIPSE.ON_MOON_AXIS', kind: 'eclipse', graha: e.kind === 'solar' ? 'sun' : 'moon', phase: e.type,
      at: fmt.moment(e.maximumJd), start: fmt.moment(e.startJd), end: fmt.moment(e.endJd), sign: rashiEntity(e.sign), houseFromMoon: e.house,
    }, eclipseText({ kind: e.kind, type: e.type, sign: e.sign, house: e.house, time: timeText(fmt, e.maximumJd) }, key));
  }
  for (const c of o.chandrashtama) {
    add({
      ...overlayBase, ruleId: 'CHANDRASHTAMA', kind: 'chandrashtama', graha: 'moon', start: fmt.moment(c.startJd), end: fmt.moment(c.endJd),
      sign: rashiEntity(c.sign), houseFromMoon: 8,
    }, chandrashtamaText({ sign: c.sign, start: timeText(fmt, c.startJd), end: timeText(fmt, c.endJd) }, key));
  }
  return { overlays, sentences };
}
