/**
 * The advanced match result: the basic parts plus each partner's lagna, the ten poruthams,
 * manglik status and compatibility, and papasamya.
 */
import type { Static } from 'typebox';
import { rashiLord } from '../../jyotish/core/zodiac.ts';
import { papaGrahas, papaHouses, papaWeights, type PapaTotal } from '../../jyotish/match/papasamya.ts';
import type { PoruthamResult } from '../../jyotish/match/porutham/dashakoota.ts';
import { variantMethodIds } from '../../jyotish/match/variants.ts';
import type { ManglikEvaluation } from '../../jyotish/rules/manglik.ts';
import {
  manglikCancellationSource, manglikCancellationText, manglikExplanation, manglikStatusNames,
} from '../../content/manglik.ts';
import { manglikMatchOutcomeNames, manglikMatchText } from '../../content/match/manglik.ts';
import { dashakootaVerdictNames, ganaNames, poruthamNames, rajjuNames, yoniNames } from '../../content/match/names.ts';
import { papasamyaRule, papasamyaSource, papasamyaText } from '../../content/match/papasamya.ts';
import { dashakootaVerdictText, poruthamExplanation } from '../../content/match/poruthams.ts';
import { presentManglikCancellation, presentManglikReference } from '../rule-audit/manglik-present.ts';
import { grahaEntity, rashiEntity } from '../shared/entities.ts';
import type { Presented } from '../types.ts';
import type { MatchAdvancedComputed, PartnerChart } from './compute.ts';
import { advisory, matchInput, matchMethod, matchWarnings, presentAshtakoota, presentPartner } from './present.ts';
import type { MatchMakingAdvancedResult } from './schema.ts';

type Result = Static<typeof MatchMakingAdvancedResult>;

function presentAdvancedPartner(p: PartnerChart, computed: MatchAdvancedComputed) {
  const asc = p.chart.ascendant;
  return {
    ...presentPartner(p, computed.ashtakoota),
    lagna: { longitude: asc.longitude, rashi: rashiEntity(asc.sign), rashiLord: grahaEntity(rashiLord[asc.sign]) },
  };
}

function attribute(entity: { id: string; name: { en: string; hi: string } }) {
  return { id: entity.id, name: entity.name };
}

function poruthamAttributes(p: PoruthamResult) {
  const e = p.evidence;
  switch (e.kind) {
    case 'star-count':
      return { countFromBride: e.countFromBride };
    case 'sign-count':
      return { countFromBride: e.countFromBride };
    case 'gana':
      return { bride: { id: e.bride, name: ganaNames[e.bride] }, groom: { id: e.groom, name: ganaNames[e.groom] } };
    case 'yoni':
      return { bride: { id: e.bride, name: yoniNames[e.bride] }, groom: { id: e.groom, name: yoniNames[e.groom] } };
    case 'lords':
      return { bride: attribute(grahaEntity(e.bride)), groom: attribute(grahaEntity(e.groom)) };
    case 'signs':
      return { bride: attribute(rashiEntity(e.bride)), groom: attribute(rashiEntity(e.groom)) };
    case 'rajju':
      return { bride: { id: e.bride, name: rajjuNames[e.bride] }, groom: { id: e.groom, name: rajjuNames[e.groom] } };
    case 'stars':
      return {};
  }
}

function presentDashakoota(computed: MatchAdvancedComputed) {
  const d = computed.dashakoota;
  const v = computed.variants;
  return {
    methodId: 'DASHA.SOUTH' as const,
    poruthams: d.poruthams.map((p, i) => ({
      id: p.id,
      index: i + 1,
      name: poruthamNames[p.id],
      pass: p.pass,
      points: p.points,
      mandatory: p.mandatory,
      ...poruthamAttributes(p),
      explanation: poruthamExplanation(p, computed.groom.moon, computed.bride.moon, v),
    })),
    score: d.score,
    maximum: 10 as const,
    minimumRule: variantMethodIds.poruthamMinimum[v.poruthamMinimum],
    mandatoryFailed: d.mandatoryFailed,
    minimumMet: d.minimumMet,
    verdict: { id: d.verdict, name: dashakootaVerdictNames[d.verdict], explanation: dashakootaVerdictText(d, v.poruthamMinimum) },
  };
}

/** A partner's manglik evaluation as published. */
export function presentManglik(m: ManglikEvaluation) {
  return {
    status: m.status,
    statusName: manglikStatusNames[m.status],
    present: m.present,
    cancelled: m.cancelled,
    effective: m.effective,
    severity: m.severity,
    houseRuleId: m.houseRuleId,
    houses: [...m.houses],
    marsRashi: rashiEntity(m.marsSign),
    fromLagna: presentManglikReference(m.fromLagna),
    fromMoon: presentManglikReference(m.fromMoon),
    fromVenus: presentManglikReference(m.fromVenus),
    cancellations: m.cancellations.map((c) => ({ ...presentManglikCancellation(c), explanation: manglikCancellationText(c) })),
    explanation: manglikExplanation(m),
  };
}

function presentManglikSection(computed: MatchAdvancedComputed) {
  const mm = computed.manglik;
  const houseRule = variantMethodIds.manglik[computed.variants.manglik];
  return {
    bride: presentManglik(computed.bride.manglik),
    groom: presentManglik(computed.groom.manglik),
    compatibility: {
      methodId: 'MANGLIK.MATCH_STD' as const,
      outcome: mm.outcome,
      name: manglikMatchOutcomeNames[mm.outcome],
      compatible: mm.compatible,
      balancedByPartner: mm.balancedByPartner,
      manglikPartner: mm.manglikPartner,
      balancers: mm.balancers.map((b) => ({ graha: grahaEntity(b.graha), reference: b.reference, house: b.house })),
      ruleIds: [
        houseRule,
        'MANGLIK.CANCEL_BVR',
        ...new Set([...computed.bride.manglik.cancellations, ...computed.groom.manglik.cancellations].map((c) => c.ruleId)),
        'MANGLIK.MATCH_STD',
      ],
      explanation: manglikMatchText(mm),
    },
    cancellationSource: manglikCancellationSource,
  };
}

function papaTotal(t: PapaTotal) {
  return {
    total: t.total,
    byReference: { ...t.byReference },
    placements: t.placements.map((p) => ({ graha: grahaEntity(p.graha), reference: p.reference, house: p.house, points: p.points })),
  };
}

function presentPapasamya(computed: MatchAdvancedComputed) {
  const p = computed.papasamya;
  return {
    methodId: 'PAPASAMYA.EQUAL_POINTS_LMV' as const,
    rule: papasamyaRule,
    source: papasamyaSource,
    malefics: papaGrahas.map((g) => grahaEntity(g)),
    houses: [...papaHouses],
    weights: { ...papaWeights },
    bride: papaTotal(p.bride),
    groom: papaTotal(p.groom),
    difference: p.difference,
    acceptable: p.acceptable,
    explanation: papasamyaText(p),
  };
}

export function presentMatchAdvanced(computed: MatchAdvancedComputed): Presented<Result> {
  const v = computed.variants;
  return {
    method: {
      ...matchMethod(computed),
      // The chart rules every natal chart follows (the constant ids of natalMethod in calculations/shared/natal.ts).
      rashiChartMethodId: 'CHART.WHOLE_SIGN',
      combustionMethodId: 'COMBUST.SURYA_SIDDHANTA',
      retrogradeMethodId: 'RETRO.SPEED',
      drishtiMethodId: 'DRISHTI.BPHS_SIGN',
      dashakootaMethodId: 'DASHA.SOUTH',
      poruthamMethodIds: {
        dina: variantMethodIds.poruthamDina[v.poruthamDina],
        streeDeergha: variantMethodIds.streeDeergha[v.streeDeergha],
        yoni: variantMethodIds.poruthamYoni[v.poruthamYoni],
        vedha: variantMethodIds.vedha[v.vedha],
        verdict: variantMethodIds.poruthamMinimum[v.poruthamMinimum],
      },
      manglikMethodId: variantMethodIds.manglik[v.manglik],
      manglikCancellationMethodId: 'MANGLIK.CANCEL_BVR',
      manglikMatchMethodId: 'MANGLIK.MATCH_STD',
      papasamyaMethodId: 'PAPASAMYA.EQUAL_POINTS_LMV',
    },
    input: matchInput(computed),
    warnings: matchWarnings(computed),
    result: {
      bride: presentAdvancedPartner(computed.bride, computed),
      groom: presentAdvancedPartner(computed.groom, computed),
      ashtakoota: presentAshtakoota(computed),
      dashakoota: presentDashakoota(computed),
      manglik: presentManglikSection(computed),
      papasamya: presentPapasamya(computed),
      advisory,
    },
  };
}
