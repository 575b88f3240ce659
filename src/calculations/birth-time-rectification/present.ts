import type { Static } from 'typebox';
import {
  confidenceNotes, dashaLevelNames, diagnosticNames, diagnosticsLabel, eventTypeNames, noDiagnosticsDay,
  rectificationStatement, significationRuleNames, tattvaNotImplemented,
} from '../../content/south-indian/rectification.ts';
import { nakshatraLord, padaOf } from '../../jyotish/core/zodiac.ts';
import { dashaYearMethodId, type DashaYearDays } from '../../jyotish/dasha/year-length.ts';
import type { CandidateDiagnostics } from '../../jyotish/rectification/diagnostics.ts';
import { eventRules, houseMask } from '../../jyotish/rectification/events.ts';
import { kundaRuleMethodId } from '../../jyotish/rectification/kunda.ts';
import type { CandidateScore } from '../../jyotish/rectification/rectify.ts';
import { significationRules } from '../../jyotish/rectification/signification.ts';
import { grahaEntity, nakshatraEntity, rashiEntity } from '../shared/entities.ts';
import { inputBlock, presentWarnings, skyMethod, sunriseMethod } from '../shared/birth.ts';
import { MomentFormatter } from '../shared/moments.ts';
import type { Presented } from '../types.ts';
import type { RectificationComputed } from './compute.ts';
import type { RectificationRequest, RectificationResult } from './schema.ts';

type Result = Static<typeof RectificationResult>;
type Request = Static<typeof RectificationRequest>;

function lagnaOf(c: CandidateScore) {
  const lon = c.sky.lagnaLongitude;
  return { longitude: lon, rashi: rashiEntity(Math.floor(lon / 30) % 12), degreeInRashi: lon % 30 };
}

function moonOf(c: CandidateScore) {
  const lon = c.sky.longitude.moon;
  const n = c.sky.nakshatra.moon;
  return { nakshatra: nakshatraEntity(n), pada: padaOf(lon), lord: grahaEntity(nakshatraLord(n)), longitude: lon };
}

function kundaOf(c: CandidateScore, ruleId: 'RECT.KUNDA' | 'RECT.KUNDA_EXACT') {
  return { ruleId, longitude: c.kunda.longitude, nakshatra: nakshatraEntity(c.kunda.nakshatra), pass: c.kunda.pass };
}

function evidence(c: CandidateScore, computed: RectificationComputed, request: Request, fmt: MomentFormatter) {
  return computed.events.map((event, index) => {
    const rule = eventRules[event.type];
    const target = houseMask(rule.houses);
    const score = c.events[index];
    const lords = score.lords === null
      ? []
      : (['md', 'ad', 'pd'] as const).map((level, n) => {
        const graha = score.lords![level];
        const matchedRules = significationRules(c.masks[graha], target, rule.karakas.includes(graha));
        const weight = 3 - n;
        return {
          level,
          levelName: dashaLevelNames[level],
          graha: grahaEntity(graha),
          weight,
          signifies: matchedRules.length > 0,
          points: matchedRules.length > 0 ? weight : 0,
          matchedRules,
        };
      });
    const matched = new Set<string>();
    for (const l of lords) for (const r of l.matchedRules) matched.add(r);
    return {
      index,
      type: event.type,
      name: eventTypeNames[event.type],
      date: request.events[index].date,
      precision: event.precision,
      eventRuleId: rule.ruleId,
      houses: [...rule.houses],
      karakas: rule.karakas.map((g) => grahaEntity(g)),
      evaluatedAt: score.jd === null ? null : fmt.moment(score.jd),
      instantsEvaluated: score.instants,
      md: score.lords && grahaEntity(score.lords.md),
      ad: score.lords && grahaEntity(score.lords.ad),
      pd: score.lords && grahaEntity(score.lords.pd),
      points: score.points,
      lords,
      matchedRules: matched.size > 0 ? [rule.ruleId, ...matched] : [],
    };
  });
}

function diagnosticsRow(c: CandidateScore, d: CandidateDiagnostics | null, fmt: MomentFormatter) {
  return {
    time: fmt.moment(c.sky.jd),
    offsetMinutes: c.sky.offsetMinutes,
    checks: d && {
      ishtakalaGhatis: d.ishtakalaGhatis,
      nakShuddhi: {
        ruleId: 'RECT.NAK_SHUDDHI' as const,
        name: diagnosticNames.nakShuddhi,
        remainder: d.nakShuddhi.remainder,
        expected: d.nakShuddhi.expected.map((n) => nakshatraEntity(n - 1)),
        pass: d.nakShuddhi.pass,
      },
      lagnaShuddhi: {
        ruleId: 'RECT.LAGNA_SHUDDHI' as const,
        name: diagnosticNames.lagnaShuddhi,
        pass: d.lagnaShuddhi.pass,
        basis: d.lagnaShuddhi.basis,
        mandi: { methodId: 'RECT.MANDI_START' as const, longitude: d.lagnaShuddhi.mandiLongitude, rashi: rashiEntity(Math.floor(d.lagnaShuddhi.mandiLongitude / 30) % 12) },
      },
      pranapada: {
        ruleId: 'RECT.PRANAPADA' as const,
        name: diagnosticNames.pranapada,
        longitude: d.pranapada.longitude,
        rashi: rashiEntity(d.pranapada.sign),
        houseFromLagna: d.pranapada.houseFromLagna,
        pass: d.pranapada.pass,
      },
    },
    note: d === null ? noDiagnosticsDay : null,
  };
}

export function presentRectification(computed: RectificationComputed, request: Request): Presented<Result> {
  const { birth, rectification: r, windowMinutes } = computed;
  const recordedJd = birth.local.instant.jdUt;
  const startJd = recordedJd - windowMinutes / 1440;
  const endJd = recordedJd + windowMinutes / 1440;
  const fmt = new MomentFormatter(birth.local.frame);
  const kundaRuleId = kundaRuleMethodId[request.kundaRule ?? 'lord'] as 'RECT.KUNDA' | 'RECT.KUNDA_EXACT';
  const filter = request.kundaFilter ?? false;
  const result: Result = {
    reviewOnly: true,
    statement: rectificationStatement,
    disclaimerKey: 'rectification_estimate',
    recordedTime: {
      unchanged: true,
      time: fmt.moment(recordedJd),
      lagna: lagnaOf(r.recorded),
      moonNakshatra: moonOf(r.recorded),
      score: r.recorded.score,
      kunda: kundaOf(r.recorded, kundaRuleId),
      rank: r.recordedRank,
    },
    window: { start: fmt.moment(startJd), end: fmt.moment(endJd), stepSeconds: 60, candidateCount: r.all.length },
    candidates: r.top.map((c, i) => ({
      rank: i + 1,
      time: fmt.moment(c.sky.jd),
      offsetMinutes: c.sky.offsetMinutes,
      lagna: lagnaOf(c),
      moonNakshatra: moonOf(c),
      score: c.score,
      kunda: kundaOf(c, kundaRuleId),
      perEvent: evidence(c, computed, request, fmt),
    })),
    margin: r.margin,
    confidence: r.confidence,
    confidenceNote: confidenceNotes[r.confidenceReason],
    bestScoreRanges: r.bestRuns.map((run) => ({
      start: fmt.moment(recordedJd + run.fromOffset / 1440),
      end: fmt.moment(recordedJd + run.toOffset / 1440),
      minutes: run.toOffset - run.fromOffset + 1,
    })),
    rules: Object.entries(significationRuleNames).map(([id, name]) => ({ id, name })),
    diagnostics: {
      label: diagnosticsLabel,
      usedForRanking: false,
      recorded: diagnosticsRow(r.recorded, computed.diagnostics.recorded, fmt),
      candidates: r.top.map((c, i) => diagnosticsRow(c, computed.diagnostics.candidates[i], fmt)),
      notImplemented: [{ ruleId: 'RECT.TATTVA', reason: tattvaNotImplemented }],
    },
  };
  return {
    method: {
      ...skyMethod(birth),
      ...sunriseMethod(birth.sunrise),
      id: 'RECT.EVENT_VIM',
      filter: kundaRuleId,
      kundaFilter: filter,
      kundaFilterMethodId: filter ? 'RECT.KUNDA_FILTER' : null,
      step: 60,
      stepMethodId: 'RECT.STEP_60S',
      window: [fmt.moment(startJd).utc, fmt.moment(endJd).utc],
      windowMinutes,
      dashaSystem: 'VIM.MOON',
      dashaYear: dashaYearMethodId[computed.yearDays as DashaYearDays],
      dashaYearDays: computed.yearDays,
      houseCounting: 'whole-sign from the candidate lagna (CHART.WHOLE_SIGN)',
      drishtiMethodId: 'DRISHTI.BPHS_SIGN',
      scoring: '3·sig(MD) + 2·sig(AD) + 1·sig(PD) per event, summed',
      tieOrder: 'RECT.TIE_ORDER',
      eventInstantMethodId: 'RECT.EVENT_LOCAL_NOON',
      precisionMethodId: 'RECT.PRECISION_PD_SCAN',
      skyMethodId: 'RECT.SKY_TRACK',
      diagnostics: ['RECT.NAK_SHUDDHI', 'RECT.LAGNA_SHUDDHI', 'RECT.PRANAPADA'],
      mandiMethodId: 'RECT.MANDI_START',
      reviewOnly: true,
    },
    input: inputBlock(birth),
    warnings: presentWarnings(birth.warnings),
    result,
  };
}
