/**
 * The basic match result: both partners' Moons and attributes, and the ashtakoota with its
 * explanations, doshas, exceptions and verdict. The advanced presenter builds on these parts.
 */
import type { Static } from 'typebox';
import { ayanamshas } from '../../astro/ayanamsha.ts';
import { libraryVersion } from '../../astro/swe.ts';
import { nakshatraLord, rashiLord } from '../../jyotish/core/zodiac.ts';
import { kootaIds, kootaMaximum, kootaPoints, type Ashtakoota, type KootaId } from '../../jyotish/match/ashtakoota/ashtakoota.ts';
import { ashtakootaBands, type AshtakootaBandId } from '../../jyotish/match/ashtakoota/bands.ts';
import type { DoshaCheck } from '../../jyotish/match/ashtakoota/exceptions.ts';
import { variantMethodIds, type MatchVariants } from '../../jyotish/match/variants.ts';
import {
  bhakootDoshaText, exceptionCondition, exceptionNames, exceptionRuleIds, exceptionSource, nadiDoshaText,
} from '../../content/match/doshas.ts';
import { kootaExplanation } from '../../content/match/kootas.ts';
import {
  bandNames, ganaNames, kootaNames, nadiNames, taraNames, varnaNames, vashyaNames, yoniNames,
} from '../../content/match/names.ts';
import { partnerWarning } from '../../content/match/partner.ts';
import { ashtakootaSummary, bandRange, bandText } from '../../content/match/verdict.ts';
import type { Bilingual } from '../../shared/bilingual.ts';
import type { Warning } from '../../contract/common.ts';
import { inputBlock, skyMethod } from '../shared/birth.ts';
import { grahaEntity, nakshatraEntity, rashiEntity } from '../shared/entities.ts';
import type { Presented } from '../types.ts';
import type { MatchComputed, ResolvedPartner } from './compute.ts';
import type { AshtakootaResult, MatchMakingResult, Partner } from './schema.ts';

type Result = Static<typeof MatchMakingResult>;

export const advisory = {
  reviewOnly: true as const,
  note: {
    en: 'Kundli matching scores are traditional indicators computed by declared rules, not predictions of how a marriage will go. Read them with the whole charts and with people who know the couple.',
    hi: 'कुण्डली मिलान के अंक घोषित नियमों से निकाले गए पारम्परिक संकेतक हैं, विवाह के भविष्य की भविष्यवाणी नहीं। इन्हें पूरी कुण्डलियों के साथ और दम्पति को जानने वालों की सलाह से पढ़ें।',
  },
};

/** A partner's Moon and the attributes the kootas compared (as the ashtakoota recorded them). */
export function presentPartner(p: ResolvedPartner, a: Ashtakoota): Static<typeof Partner> {
  const m = p.moon;
  const varna = a.varna[p.role];
  const vashya = a.vashya[p.role];
  const yoni = a.yoni[p.role];
  const gana = a.gana[p.role];
  const nadi = a.nadi[p.role];
  return {
    moon: {
      longitude: m.longitude,
      degreeInRashi: m.degreeInSign,
      rashi: rashiEntity(m.sign),
      rashiLord: grahaEntity(rashiLord[m.sign]),
      nakshatra: nakshatraEntity(m.nakshatra),
      pada: m.pada,
      nakshatraLord: grahaEntity(nakshatraLord(m.nakshatra)),
    },
    attributes: {
      varna: { id: varna, name: varnaNames[varna] },
      vashya: { id: vashya, name: vashyaNames[vashya] },
      yoni: { id: yoni, name: yoniNames[yoni] },
      gana: { id: gana, name: ganaNames[gana] },
      nadi: { id: nadi, name: nadiNames[nadi] },
    },
  };
}

const kootaMethod = (id: KootaId, v: MatchVariants): string =>
  ({
    varna: variantMethodIds.varna[v.varna],
    vashya: variantMethodIds.vashya[v.vashya],
    tara: 'TARA.STD',
    yoni: variantMethodIds.yoniHorseDeer[v.yoniHorseDeer],
    'graha-maitri': 'REL.BPHS',
    gana: variantMethodIds.gana[v.gana],
    bhakoot: 'BHAKOOT.STD',
    nadi: 'NADI.STD',
  })[id];

function attributes(id: KootaId, a: Ashtakoota, computed: MatchComputed): { bride: { id: string; name: Bilingual }; groom: { id: string; name: Bilingual } } {
  switch (id) {
    case 'varna':
      return { bride: { id: a.varna.bride, name: varnaNames[a.varna.bride] }, groom: { id: a.varna.groom, name: varnaNames[a.varna.groom] } };
    case 'vashya':
      return { bride: { id: a.vashya.bride, name: vashyaNames[a.vashya.bride] }, groom: { id: a.vashya.groom, name: vashyaNames[a.vashya.groom] } };
    case 'tara':
      return { bride: { id: a.tara.brideTara, name: taraNames[a.tara.brideTara] }, groom: { id: a.tara.groomTara, name: taraNames[a.tara.groomTara] } };
    case 'yoni':
      return { bride: { id: a.yoni.bride, name: yoniNames[a.yoni.bride] }, groom: { id: a.yoni.groom, name: yoniNames[a.yoni.groom] } };
    case 'graha-maitri': {
      const b = grahaEntity(a.grahaMaitri.brideLord);
      const g = grahaEntity(a.grahaMaitri.groomLord);
      return { bride: { id: b.id, name: b.name }, groom: { id: g.id, name: g.name } };
    }
    case 'gana':
      return { bride: { id: a.gana.bride, name: ganaNames[a.gana.bride] }, groom: { id: a.gana.groom, name: ganaNames[a.gana.groom] } };
    case 'bhakoot': {
      const b = rashiEntity(computed.bride.moon.sign);
      const g = rashiEntity(computed.groom.moon.sign);
      return { bride: { id: b.id, name: b.name }, groom: { id: g.id, name: g.name } };
    }
    case 'nadi':
      return { bride: { id: a.nadi.bride, name: nadiNames[a.nadi.bride] }, groom: { id: a.nadi.groom, name: nadiNames[a.nadi.groom] } };
  }
}

function verdict(total: number, id: AshtakootaBandId, adjusted: boolean) {
  return { id, name: bandNames[id], ...bandRange(id), explanation: bandText(total, id, adjusted) };
}

function dosha<E extends 'N1' | 'N2' | 'N3' | 'B1' | 'B2'>(id: 'nadi' | 'bhakoot', d: DoshaCheck<E>, computed: MatchComputed) {
  const a = computed.ashtakoota;
  return {
    id,
    present: d.present,
    cancelled: d.cancelled,
    cancelledBy: d.cancelledBy.map((e) => ({
      id: e,
      ruleId: exceptionRuleIds[e],
      name: exceptionNames[e],
      condition: exceptionCondition(e, computed.groom.moon, computed.bride.moon),
      source: exceptionSource(e),
    })),
    restoredPoints: d.restoredPoints,
    explanation: id === 'nadi' ? nadiDoshaText(a) : bhakootDoshaText(a),
  };
}

/** The ashtakoota section, shared by the basic and advanced results. */
export function presentAshtakoota(computed: MatchComputed): Static<typeof AshtakootaResult> {
  const a = computed.ashtakoota;
  const pair = { groom: computed.groom.moon, bride: computed.bride.moon };
  const kootas = kootaIds.map((id, i) => ({
    id,
    index: i + 1,
    name: kootaNames[id],
    ...attributes(id, a, computed),
    points: kootaPoints(a, id),
    maximum: kootaMaximum[id],
    methodId: kootaMethod(id, computed.variants),
    ...(id === 'tara'
      ? { count: { unit: 'nakshatra' as const, brideToGroom: a.tara.countFromBride, groomToBride: a.tara.countFromGroom } }
      : id === 'bhakoot'
        ? { count: { unit: 'sign' as const, brideToGroom: a.bhakoot.countFromBride, groomToBride: a.bhakoot.countFromGroom } }
        : {}),
    ...(id === 'graha-maitri'
      ? { relation: { brideLordToGroomLord: a.grahaMaitri.brideLordView, groomLordToBrideLord: a.grahaMaitri.groomLordView } }
      : {}),
    explanation: kootaExplanation(id, a, pair, computed.variants),
  }));
  return {
    methodId: 'ASHTA.NORTH',
    kootas,
    total: a.total,
    maximum: 36,
    verdict: verdict(a.total, a.band, false),
    doshas: { nadi: dosha('nadi', a.nadiDosha, computed), bhakoot: dosha('bhakoot', a.bhakootDosha, computed) },
    adjustedTotal: a.adjustedTotal,
    adjustedVerdict: verdict(a.adjustedTotal, a.adjustedBand, true),
    bands: ashtakootaBands.map((b) => ({ id: b.id, name: bandNames[b.id], ...bandRange(b.id) })),
    summary: ashtakootaSummary(a.total, a.adjustedTotal, a.band, a.adjustedBand),
  };
}

/** The method entries common to both endpoints. */
export function matchMethod(computed: MatchComputed): Record<string, unknown> {
  const v = computed.variants;
  return {
    ephemeris: `swiss-ephemeris-${libraryVersion()}-se1-files`,
    zodiac: 'sidereal',
    ayanamsha: computed.ayanamsha,
    ayanamshaMethodId: ayanamshas[computed.ayanamsha].methodId,
    partners: { bride: skyMethod(computed.bride.birth), groom: skyMethod(computed.groom.birth) },
    ashtakootaMethodId: 'ASHTA.NORTH',
    bandsMethodId: 'ASHTA.BANDS',
    kootaMethodIds: Object.fromEntries(kootaIds.map((id) => [id, kootaMethod(id, v)])),
    relationshipMethodId: 'REL.BPHS',
    exceptionMethodIds: v.nadiException === 'with-pada' ? ['MATCH.EXC_STD', 'NADI_EXC.PADA'] : ['MATCH.EXC_STD'],
    variants: { ...v },
  };
}

/** Warnings of either birth, each naming its partner. */
export function matchWarnings(computed: MatchComputed): Warning[] {
  return [
    ...computed.bride.birth.warnings.map((id) => partnerWarning('bride', id)),
    ...computed.groom.birth.warnings.map((id) => partnerWarning('groom', id)),
  ];
}

export function matchInput(computed: MatchComputed): Record<string, unknown> {
  return { bride: inputBlock(computed.bride.birth), groom: inputBlock(computed.groom.birth) };
}

export function presentMatch(computed: MatchComputed): Presented<Result> {
  return {
    method: matchMethod(computed),
    input: matchInput(computed),
    warnings: matchWarnings(computed),
    result: {
      bride: presentPartner(computed.bride, computed.ashtakoota),
      groom: presentPartner(computed.groom, computed.ashtakoota),
      ashtakoota: presentAshtakoota(computed),
      advisory,
    },
  };
}
