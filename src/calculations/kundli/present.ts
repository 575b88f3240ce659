import type { Static } from 'typebox';
import {
  ganaNames, nadiNames, nameSyllableNames, payaNames, tatvaNames, varnaNames, vashyaNames, yoniNames,
} from '../../content/kundli/avakahada.ts';
import {
  grahaHouseParagraph, grahaSignParagraph, interpretationNote, lagnaParagraph, moonNakshatraParagraph, moonSignParagraph,
  type KundliParagraph,
} from '../../content/kundli/index.ts';
import { kundliRuleIds } from '../../content/kundli/rules.ts';
import type { Bilingual } from '../../shared/bilingual.ts';
import { kundliBodyIds } from '../../jyotish/chart/natal-chart.ts';
import { nameSyllableId } from '../../jyotish/core/avakahada.ts';
import { ganaOf, nadiOf, tatvaOfSign, varnaOfSign, vashyaOf, yoniOfNakshatra } from '../../jyotish/core/moon-attributes.ts';
import { grahaIds, nakshatraIds, nakshatraLord, rashiIds, rashiLord } from '../../jyotish/core/zodiac.ts';
import { inputBlock, presentWarnings } from '../shared/birth.ts';
import { grahaEntity, nakshatraEntity, rashiEntity } from '../shared/entities.ts';
import { natalMethod } from '../shared/natal.ts';
import type { Presented } from '../types.ts';
import { horaMethodId, presentCharts, type Drawing } from './charts.ts';
import { defaultDivisionVariant, divisionMethodId } from '../../jyotish/chart/divisions.ts';
import type { KundliComputed } from './compute.ts';
import { formatDmsInSign } from '../../shared/angles.ts';
import type { KundliRequest, KundliResult } from './schema.ts';

type Result = Static<typeof KundliResult>;

const layoutMethodIds = { north: 'LAYOUT.NORTH', south: 'LAYOUT.SOUTH', east: 'LAYOUT.EAST' } as const;

/** Method ids of the avakahada attributes (matching.md §1 tables; paya and syllable in avakahada.ts). */
const avakahadaMethodIds = {
  varna: 'VARNA.MC',
  vashya: 'VASHYA.MOON_SIGN_DEGREE',
  yoni: 'YONI.NAKSHATRA',
  gana: 'GANA.NAKSHATRA',
  nadi: 'NADI.NAKSHATRA',
  tatva: 'TATVA.MOON_SIGN',
  paya: 'PAYA.MOON_HOUSE',
  nameSyllable: 'AKSHARA.SHATAPADA',
} as const;

function small(id: string, name: Bilingual) {
  return { id, name };
}

function interpretation(p: KundliParagraph, facts: { graha?: string; house?: number; rashi?: string; nakshatra?: string }) {
  return { contentId: p.contentId, ruleId: p.ruleId, source: p.source, ...facts, title: p.title, text: p.text };
}

export function presentKundli(computed: KundliComputed, request: Static<typeof KundliRequest>): Presented<Result> {
  const { natal, horaVariant, vargas, bhava, paya } = computed;
  const { chart, birth } = natal;
  const asc = chart.ascendant;
  const moon = chart.bodies.moon;
  const drawing: Drawing | null = request.chartStyle
    ? { style: request.chartStyle, language: request.chartLanguage ?? 'en' }
    : null;

  const planets = kundliBodyIds.map((id) => {
    const b = chart.bodies[id];
    const g = grahaEntity(id);
    return {
      id,
      index: g.index,
      name: g.name,
      longitude: b.longitude,
      dms: formatDmsInSign(b.longitude),
      latitude: b.latitude,
      rashi: rashiEntity(b.sign),
      rashiLord: grahaEntity(rashiLord[b.sign]),
      degreeInRashi: b.degreeInSign,
      degreeInRashiDms: formatDmsInSign(b.degreeInSign),
      nakshatra: nakshatraEntity(b.nakshatra),
      pada: b.pada,
      nakshatraLord: grahaEntity(nakshatraLord(b.nakshatra)),
      house: b.house,
      bhava: b.bhava,
      speedDegreesPerDay: b.speedDegreesPerDay,
      retrograde: b.retrograde,
      combust: b.combust,
      dignity: b.dignity,
    };
  });

  const varna = varnaOfSign(moon.sign);
  const vashya = vashyaOf(moon.sign, moon.degreeInSign);
  const yoni = yoniOfNakshatra[moon.nakshatra];
  const gana = ganaOf(moon.nakshatra);
  const nadi = nadiOf(moon.nakshatra);
  const tatva = tatvaOfSign(moon.sign);
  const syllable = nameSyllableId(moon.nakshatra, moon.pada);

  const result: Result = {
    lagna: {
      rashi: rashiEntity(asc.sign),
      longitude: asc.longitude,
      dms: formatDmsInSign(asc.longitude),
      degreeInRashi: asc.degreeInSign,
      degreeInRashiDms: formatDmsInSign(asc.degreeInSign),
      nakshatra: nakshatraEntity(asc.nakshatra),
      pada: asc.pada,
      lord: grahaEntity(rashiLord[asc.sign]),
      nakshatraLord: grahaEntity(nakshatraLord(asc.nakshatra)),
    },
    planets,
    moonSign: { rashi: rashiEntity(moon.sign), lord: grahaEntity(rashiLord[moon.sign]) },
    moonNakshatra: {
      ...nakshatraEntity(moon.nakshatra),
      pada: moon.pada,
      lord: grahaEntity(nakshatraLord(moon.nakshatra)),
      attributes: {
        varna: small(varna, varnaNames[varna]),
        vashya: small(vashya, vashyaNames[vashya]),
        yoni: small(yoni, yoniNames[yoni]),
        gana: small(gana, ganaNames[gana]),
        nadi: small(nadi, nadiNames[nadi]),
        tatva: small(tatva, tatvaNames[tatva]),
        paya: small(paya, payaNames[paya]),
        nameSyllable: small(syllable, nameSyllableNames[syllable]),
      },
    },
    charts: presentCharts(natal, vargas, bhava.houses, drawing),
    interpretations: {
      lagna: interpretation(lagnaParagraph(asc.sign), { rashi: rashiIds[asc.sign] }),
      moonSign: interpretation(moonSignParagraph(moon.sign), { graha: 'moon', rashi: rashiIds[moon.sign] }),
      moonNakshatra: interpretation(moonNakshatraParagraph(moon.nakshatra), {
        graha: 'moon',
        nakshatra: nakshatraIds[moon.nakshatra],
      }),
      grahaInHouse: grahaIds.map((g) =>
        interpretation(grahaHouseParagraph(g, chart.bodies[g].house), { graha: g, house: chart.bodies[g].house }),
      ),
      grahaInSign: grahaIds.map((g) =>
        interpretation(grahaSignParagraph(g, chart.bodies[g].sign), { graha: g, rashi: rashiIds[chart.bodies[g].sign] }),
      ),
      note: interpretationNote,
    },
  };

  return {
    method: {
      ...natalMethod(natal),
      vargas: vargas.map((v) => `D${v.division}`),
      vargaMethodId: 'VARGA.PARASHARA',
      horaVariant,
      horaMethodId: horaMethodId(horaVariant),
      ...(vargas.some((v) => v.division !== 1 && v.variant !== defaultDivisionVariant(v.division))
        ? { vargaMethodIds: Object.fromEntries(vargas.map((v) => [`D${v.division}`, divisionMethodId(v.division, v.variant)])) }
        : {}),
      ...(drawing
        ? { chartStyle: drawing.style, chartLanguage: drawing.language, layoutMethodId: layoutMethodIds[drawing.style] }
        : {}),
      avakahadaMethodIds,
      interpretationRuleIds: [...kundliRuleIds],
    },
    input: inputBlock(birth),
    warnings: presentWarnings(birth.warnings),
    result,
  };
}
