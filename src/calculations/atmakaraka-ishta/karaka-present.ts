/** Presentation of the shared Jaimini core (karakas, Atmakaraka, karakamsa, ishta). */
import { formatDmsInSign } from '../../shared/angles.ts';
import { grahaNames } from '../../content/names.ts';
import { ishtaBoundary, ishtaExplanation } from '../../content/jaimini/ishta.ts';
import { deityNames, karakaRoleNames, karakaSchemeNames } from '../../content/jaimini/names.ts';
import { grahaIds, houseFrom } from '../../jyotish/core/zodiac.ts';
import { karakaMethodId } from '../../jyotish/jaimini/karakas.ts';
import { grahaEntity, rashiEntity } from '../shared/entities.ts';
import type { ResolvedNatal } from '../shared/natal.ts';
import type { KarakaCore } from '../../jyotish/jaimini/karaka-core.ts';

const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

export function presentKarakaCore(natal: ResolvedNatal, core: KarakaCore) {
  const bodies = natal.chart.bodies;
  const ak = core.atmakaraka;
  const karakas = core.karakas.map((k) => {
    const r = karakaRoleNames[k.role];
    return {
      role: k.role,
      roleName: { en: r.en, hi: r.hi },
      rank: k.rank,
      graha: grahaEntity(k.graha),
      sourceName: grahaNames[k.graha].en,
      rashi: rashiEntity(bodies[k.graha].sign),
      degreeInRashi: round6(k.degreeInSign),
      karakaDegrees: round6(k.karakaDegrees),
      dms: formatDmsInSign(k.karakaDegrees),
      tie: k.tie,
    };
  });
  const akEntity = grahaEntity(ak.graha);
  const inSign = (signs: Record<string, number>, s: number) => grahaIds.filter((g) => signs[g] === s).map((g) => grahaEntity(g));
  const i = core.ishta;
  return {
    scheme: { karakas: core.scheme, methodId: karakaMethodId[core.scheme], name: karakaSchemeNames[core.scheme] },
    karakas,
    karakaTie: core.karakas.some((k) => k.tie),
    atmakaraka: {
      sourceName: grahaNames[ak.graha].en,
      id: akEntity.id,
      index: akEntity.index,
      name: akEntity.name,
      rashi: rashiEntity(bodies[ak.graha].sign),
      degreeInRashi: round6(ak.degreeInSign),
      karakaDegrees: round6(ak.karakaDegrees),
      dms: formatDmsInSign(ak.karakaDegrees),
      navamsaRashi: rashiEntity(core.karakamsa),
    },
    karakamsa: {
      rashi: rashiEntity(core.karakamsa),
      methodId: 'KARAKAMSA.D9' as const,
      grahasInNavamsa: inSign(core.d9.sign, core.karakamsa),
      inRashiChart: {
        methodId: 'KARAKAMSA.IN_RASI' as const,
        houseFromLagna: houseFrom(natal.chart.ascendant.sign, core.karakamsa),
        grahas: inSign(core.d1.sign, core.karakamsa),
      },
    },
    ishta: {
      indicatorOnly: true as const,
      variant: 'ISHTA.JAIMINI' as const,
      otherVariants: ['ISHTA.AVATARA'],
      rashi: rashiEntity(i.sign),
      houseFromKarakamsa: 12 as const,
      step: i.step,
      candidates: i.candidates.map((c) => ({ graha: grahaEntity(c.graha), strength: c.strength, degreeInNavamsaRashi: round6(c.degree) })),
      graha: grahaEntity(i.graha),
      deity: { id: i.deity, name: deityNames[i.deity], table: 'ISHTA.JAIMINI' as const },
      avatara: { id: i.avatara, name: deityNames[i.avatara], table: 'ISHTA.AVATARA' as const },
      explanation: ishtaExplanation({ karakamsa: i.karakamsa, sign: i.sign, step: i.step, grahas: i.candidates.map((c) => c.graha), chosen: i.graha, deity: i.deity, avatara: i.avatara }),
      boundary: ishtaBoundary,
    },
  };
}

export function karakaMethod(core: KarakaCore): Record<string, unknown> {
  return {
    karakaScheme: core.scheme,
    karakaMethodId: karakaMethodId[core.scheme],
    karakaTieRule: 'natural strength Sun > Moon > Venus > Jupiter > Mercury > Mars > Saturn > Rahu',
    karakamsaMethodIds: ['KARAKAMSA.D9', 'KARAKAMSA.IN_RASI'],
    navamsaMethodId: 'VARGA.PARASHARA',
    ishtaMethodIds: ['ISHTA.JAIMINI', 'ISHTA.AVATARA'],
    rashiDrishtiMethodId: 'RASHI_DRISHTI.JAIMINI',
    coLordMethodId: 'STRONGER.JAIMINI_CHAIN',
  };
}
