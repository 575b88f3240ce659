import type { Static } from 'typebox';
import { manglikCancellationSource, manglikCancellationText, manglikExplanation, manglikStatus4Names } from '../../content/manglik.ts';
import {
  doshaNames, kaalSarpaDirectionNames, kaalSarpaExplanation, kaalSarpaTypeNames, kemadrumaCancelledNote, pitraSummaryNote,
} from '../../content/insights/doshas.ts';
import { ruleExplanation, ruleTexts } from '../../content/insights/rules.ts';
import {
  dhaiyaExplanation, dhaiyaNames, retrogradeReentryNote, sadeSatiExplanation, sadeSatiPhaseNames, saturnPeriodNames,
} from '../../content/insights/transits.ts';
import { reviewDisclaimer, sentences } from '../../content/insights/words.ts';
import { pitriRuleTexts } from '../../content/pitri/rules.ts';
import type { Bilingual } from '../../shared/bilingual.ts';
import { placementOf } from '../../jyotish/chart/natal-chart.ts';
import { grahaIds, houseFrom, rashiIndexOf, type GrahaId } from '../../jyotish/core/zodiac.ts';
import type { ConjunctionDoshaFinding } from '../../jyotish/rules/doshas.ts';
import { doshaRules } from '../../jyotish/rules/doshas.ts';
import { kaalSarpaRules, kaalSarpaTypeIds } from '../../jyotish/rules/kaal-sarpa.ts';
import { manglikStatus } from '../../jyotish/rules/manglik-status.ts';
import { pitriRules } from '../../jyotish/rules/pitri.ts';
import type { RuleOutcome, RuleRecord } from '../../jyotish/rules/types.ts';
import type { YogaResult } from '../../jyotish/yogas/index.ts';
import { yogaCatalogueVersion } from '../../jyotish/yogas/index.ts';
import { presentYoga, presentYogaEvaluation, yogaSubRuleRecord, yogaSummary } from './yoga-present.ts';
import { yogaSubRuleTexts, yogaTexts, yogaExplanation } from '../../content/yogas/index.ts';
import { phaseOfHouse, type SaturnPeriod, type SaturnStay } from '../../jyotish/transits/sade-sati.ts';
import { inputBlock, presentWarnings } from '../shared/birth.ts';
import { grahaEntity, nakshatraEntity, rashiEntity } from '../shared/entities.ts';
import { natalMethod } from '../shared/natal.ts';
import type { Presented } from '../types.ts';
import type { KundliInsightsComputed } from './compute.ts';
import { presentManglikCancellation, presentManglikReference } from '../rule-audit/manglik-present.ts';
import { presentRule } from '../rule-audit/rule-schema.ts';
import { MomentFormatter } from '../shared/moments.ts';
import type { KundliInsightsResult } from './schema.ts';

type Result = Static<typeof KundliInsightsResult>;

const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

function textsOf(record: RuleRecord) {
  const t = ruleTexts[record.contentKey] ?? pitriRuleTexts[record.contentKey];
  return { name: t.name, condition: t.condition };
}

function rule(record: RuleRecord, outcome: RuleOutcome) {
  return presentRule(record, outcome, textsOf(record));
}

const allRecords: Record<string, RuleRecord> = {
  ...Object.fromEntries(Object.values(kaalSarpaRules).map((r) => [r.ruleId, r])),
  ...Object.fromEntries(Object.values(doshaRules).map((r) => [r.ruleId, r])),
  ...pitriRules,
};

function conjunctionDosha(id: 'guru-chandala' | 'grahan' | 'shrapit' | 'angarak', record: RuleRecord, f: ConjunctionDoshaFinding) {
  return {
    detected: f.detected,
    name: doshaNames[id],
    pairs: f.pairs.map((p) => p.map((g) => grahaEntity(g))),
    classical: false as const,
    rules: f.rules.map((r) => rule(record, r)),
    explanation: ruleExplanation(record.contentKey, f.detected),
  };
}

export function presentKundliInsights(c: KundliInsightsComputed, yogaDetail: 'formed' | 'all' = 'formed'): Presented<Result> {
  const { natal } = c;
  const chart = natal.chart;
  const t = c.transit;
  const sat = t.saturn;
  const fmt = new MomentFormatter(natal.birth.local.frame);
  const m = (jd: number | null) => (jd === null ? null : fmt.moment(jd));
  const day = (jd: number | null) => (jd === null ? null : fmt.moment(jd).utc.slice(0, 10));
  const moonSign = chart.bodies.moon.sign;

  // Kaal Sarpa
  const ks = c.kaalSarpa;
  const typeIndex = ks.type ? kaalSarpaTypeIds.indexOf(ks.type) : -1;
  const typeEntity = ks.type ? { id: ks.type, index: typeIndex + 1, name: kaalSarpaTypeNames[ks.type] } : null;
  const axisPoint = (g: 'rahu' | 'ketu') => ({ rashi: rashiEntity(chart.bodies[g].sign), house: chart.bodies[g].house, longitude: round6(chart.bodies[g].longitude) });

  // Manglik (the one Manglik module; status mapped by MANGLIK.STATUS_4)
  const mg = c.manglik;
  const status = manglikStatus(mg);

  // Kemadruma: the catalogue's one evaluation (the same result object the yoga lists show)
  const kemadruma = c.yogas.find((y) => y.id === 'kemadruma') as YogaResult;

  // Pitra (popular summary)
  const pitraRules = c.pitriModern.map((r) => rule(pitriRules[r.ruleId], r));
  const pitraSatisfied = c.pitriModern.filter((r) => r.satisfied).map((r) => r.ruleId);

  // Transits
  const pos = (g: GrahaId) => {
    const p = t.positions[g];
    const at = placementOf(p.longitude);
    return {
      ...grahaEntity(g),
      rashi: rashiEntity(at.sign),
      longitude: round6(p.longitude),
      degreeInRashi: round6(at.degreeInSign),
      nakshatra: nakshatraEntity(at.nakshatra),
      houseFromMoon: houseFrom(moonSign, at.sign),
      houseFromLagna: houseFrom(chart.ascendant.sign, at.sign),
      retrograde: g === 'rahu' || g === 'ketu' ? true : p.speedDegreesPerDay < 0,
    };
  };
  // From the transit position, not sat.stay: the ingress search only tracks the boundaries of the
  // Sade Sati and dhaiya signs, so a stay's sign is stale while Saturn is in the 6th, 7th, 10th or 11th.
  const saturnSign = rashiIndexOf(t.positions.saturn.longitude);
  const saturnHouse = houseFrom(moonSign, saturnSign);
  const stayOut = (s: SaturnStay & { phase: 'rising' | 'peak' | 'setting' | null }, kind: SaturnPeriod['kind']) => ({
    phase: s.phase,
    name: s.phase ? sadeSatiPhaseNames[s.phase] : dhaiyaNames[kind === 'ashtama' ? 'ashtama' : 'kantaka'],
    houseFromMoon: s.houseFromMoon,
    rashi: rashiEntity(s.sign),
    start: m(s.startJd),
    end: m(s.endJd),
    enteredRetrograde: s.enteredRetrograde,
  });
  const period = (p: SaturnPeriod) => ({
    kind: p.kind,
    name: saturnPeriodNames[p.kind],
    start: m(p.startJd),
    end: m(p.endJd),
    startsBeforeBirth: p.startJd === null || p.startJd < chart.jdUt,
    intervals: p.intervals.map((i) => ({ start: m(i.startJd), end: m(i.endJd) })),
    phases: p.phases.map((s) => stayOut(s, p.kind)),
  });
  const current = sat.sadeSati;
  const phase = current ? phaseOfHouse(saturnHouse) : null;
  const dh = sat.dhaiya;

  const result: Result = {
    reviewOnly: true,
    disclaimer: reviewDisclaimer,
    lagna: { rashi: rashiEntity(chart.ascendant.sign) },
    doshas: {
      kaalSarpa: {
        detected: ks.detected,
        kind: ks.kind,
        type: typeEntity,
        direction: ks.arc ? { id: ks.arc, variant: ks.arc === 'rahu-to-ketu' ? 'kaal-sarpa' : 'kaal-amrita', name: kaalSarpaDirectionNames[ks.arc] } : null,
        axis: { rahu: axisPoint('rahu'), ketu: axisPoint('ketu') },
        insideArc: ks.insideArc.map((g) => grahaEntity(g)),
        outsideArc: ks.outsideArc.map((g) => grahaEntity(g)),
        classical: false,
        rules: ks.rules.map((r) => rule(allRecords[r.ruleId], r)),
        explanation: kaalSarpaExplanation(ks.detected, ks.kind, typeEntity?.name ?? null),
      },
      manglik: {
        status,
        statusName: manglikStatus4Names[status],
        present: mg.present,
        cancelled: mg.cancelled,
        severity: mg.severity,
        houseRuleId: mg.houseRuleId,
        houses: [...mg.houses],
        marsRashi: rashiEntity(mg.marsSign),
        marsHouse: { fromLagna: mg.fromLagna.marsHouse, fromMoon: mg.fromMoon.marsHouse, fromVenus: mg.fromVenus.marsHouse },
        references: [mg.fromLagna, mg.fromMoon, mg.fromVenus].map(presentManglikReference),
        cancellations: mg.cancellations.map((x) => ({ ...presentManglikCancellation(x), text: manglikCancellationText(x) })),
        cancellationRuleId: mg.cancellationRuleId,
        cancellationSource: manglikCancellationSource,
        explanation: manglikExplanation(mg),
      },
      guruChandala: conjunctionDosha('guru-chandala', doshaRules.guruChandala, c.guruChandala),
      grahan: conjunctionDosha('grahan', doshaRules.grahan, c.grahan),
      kemadruma: {
        detected: kemadruma.detected,
        formed: kemadruma.formed,
        cancelled: kemadruma.cancelled === true,
        name: doshaNames.kemadruma,
        classical: true,
        rules: [
          presentRule(kemadruma.rule, { ruleId: kemadruma.rule.ruleId, satisfied: kemadruma.formed, facts: kemadruma.facts }, yogaTexts.kemadruma),
          ...kemadruma.subRules.map((s) => presentRule(yogaSubRuleRecord(s.ruleId), s, yogaSubRuleTexts[s.ruleId])),
        ],
        explanation: sentences([yogaExplanation('kemadruma', kemadruma.formed, kemadruma.cancelled), ...(kemadruma.cancelled ? [kemadrumaCancelledNote] : [])]),
      },
      shrapit: conjunctionDosha('shrapit', doshaRules.shrapit, c.shrapit),
      angarak: conjunctionDosha('angarak', doshaRules.angarak, c.angarak),
      pitra: {
        detected: pitraSatisfied.length > 0,
        name: doshaNames.pitra,
        satisfiedRuleIds: pitraSatisfied,
        classical: false,
        rules: pitraRules,
        note: pitraSummaryNote,
      },
    },
    yogas: c.yogas.filter((y) => yogaDetail === 'all' || y.formed).map(presentYoga),
    detectedYogaIds: c.yogas.filter((y) => y.detected).map((y) => y.id),
    yogaEvaluations: c.yogas.map(presentYogaEvaluation),
    yogaSummary: yogaSummary(c.yogas, yogaDetail),
    transits: {
      date: t.date,
      moment: fmt.moment(t.jd),
      natalReferences: { moonRashi: rashiEntity(moonSign), lagnaRashi: rashiEntity(chart.ascendant.sign) },
      positions: grahaIds.map(pos),
      sadeSati: {
        active: current !== null,
        phase,
        phaseName: phase ? sadeSatiPhaseNames[phase] : null,
        saturnHouseFromMoon: saturnHouse,
        saturnRashi: rashiEntity(saturnSign),
        start: current ? m(current.startJd) : null,
        end: current ? m(current.endJd) : null,
        currentCycle: current ? period(current) : null,
        nextCycle: sat.nextSadeSati ? period(sat.nextSadeSati) : null,
        cycles: sat.lifetimeSadeSati.map(period),
        explanation: sadeSatiExplanation({
          active: current !== null,
          saturnHouse,
          moonSign,
          phase,
          start: current ? day(current.startJd) : null,
          end: current ? day(current.endJd) : null,
          nextStart: sat.nextSadeSati ? day(sat.nextSadeSati.startJd) : null,
        }),
      },
      dhaiya: {
        active: dh !== null,
        kind: dh ? (dh.kind as 'kantaka' | 'ashtama') : null,
        name: dh ? dhaiyaNames[dh.kind as 'kantaka' | 'ashtama'] : null,
        start: dh ? m(dh.startJd) : null,
        end: dh ? m(dh.endJd) : null,
        current: dh ? period(dh) : null,
        periods: sat.lifetimeDhaiya.map(period),
        explanation: dhaiyaExplanation(dh ? (dh.kind as 'kantaka' | 'ashtama') : null, dh ? day(dh.startJd) : null, dh ? day(dh.endJd) : null),
      },
      retrogradeReentries: retrogradeReentryNote,
      searchedSpan: { start: fmt.moment(sat.lifetime.fromJd), end: fmt.moment(sat.lifetime.toJd) },
    },
  };

  return {
    method: {
      ...natalMethod(natal),
      reviewOnly: true,
      kaalSarpaMethodIds: ['KSD.LONGITUDE_ARC', 'KSD.PARTIAL', 'KSD.SIGN_HOUSES'],
      manglikMethodIds: [mg.houseRuleId, mg.cancellationRuleId, 'MANGLIK.STATUS_4'],
      doshaMethodIds: ['GURU_CHANDALA.CONJ', 'GRAHAN.CONJ', 'SHRAPIT.CONJ', 'ANGARAK.CONJ', 'KEMADRUMA', 'PITRI.MODERN'],
      yogaMethodId: yogaCatalogueVersion,
      yogaMethodIds: [yogaCatalogueVersion, 'GK.STRICT', 'BENEFIC.YOGA', 'STRONG.YOGA', 'DAY.SUN_ABOVE_HORIZON', 'DIGNITY.BPHS', 'REL.BPHS', 'VARGA.PARASHARA'],
      yogaDetail,
      drishtiMethodIds: ['DRISHTI.BPHS_SIGN', 'DRISHTI.NODES_7'],
      houseCounting: 'whole-sign from the reference',
      transitMoment: 'TRANSIT.LOCAL_NOON',
      sadeSatiMethodId: 'SADESATI.MOON_SIGN',
      saturnIngressMethodId: 'INGRESS.SATURN_MODEL_NEWTON',
      retrogradeReentry: 'period = first entry … last exit; intervals split by retrograde excursions',
    },
    input: { ...inputBlock(natal.birth), transitDate: t.date },
    warnings: presentWarnings(natal.birth.warnings),
    result,
  };
}
