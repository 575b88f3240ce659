import type { Static } from 'typebox';
import { grahaName, vaaraNames } from '../../content/names.ts';
import { signShortNames } from '../../content/chart-labels.ts';
import {
  grahaTamilNames, innerPointNames, jamaAbbreviations, jamaGrahaNames, jamakkolChartTitle, jamakkolNotEmitted,
  jamakkolStatement, jamamKindNames, tamilSignNames, tamilWeekdayNames, transitAbbreviations,
} from '../../content/south-indian/jamakkol.ts';
import { grahaIds, nakshatraIndexOf, padaOf, rashiIds } from '../../jyotish/core/zodiac.ts';
import type { JamaGrahaId } from '../../jyotish/jamakkol/ring.ts';
import { udayamRuleMethodId } from '../../jyotish/jamakkol/points.ts';
import { nightRuleMethodId } from '../../jyotish/jamakkol/ring.ts';
import { renderJamakkolSvg, type JamakkolLanguage } from '../../render/jamakkol.ts';
import { grahaEntity, nakshatraEntity, rashiEntity } from '../shared/entities.ts';
import { inputBlock, presentWarnings, skyMethod, sunriseMethod } from '../shared/birth.ts';
import { MomentFormatter } from '../shared/moments.ts';
import type { Presented } from '../types.ts';
import type { JamakkolComputed } from './compute.ts';
import type { JamakkolRequest, JamakkolResult } from './schema.ts';

type Result = Static<typeof JamakkolResult>;

function jamaGraha(id: JamaGrahaId) {
  return { id, name: jamaGrahaNames[id] };
}

function wholeDegree(d: number): number {
  return Math.min(29, Math.floor(d));
}

/** The drawing: jama grahas in the band, transit grahas with whole degrees and the three points in the cells. */
function drawing(c: JamakkolComputed, language: JamakkolLanguage, weekdayText: string, jamamText: string): string {
  const { chart } = c;
  const signLabels = rashiIds.map((_, i) => (language === 'ta' ? tamilSignNames[i] : signShortNames[i][language]));
  const inner: { sign: number; kind: 'transit' | 'udayam' | 'arudam' | 'kavippu'; id: string; text: string }[] = [];
  inner.push({ sign: chart.udayam.sign, kind: 'udayam', id: 'udayam', text: `${innerPointNames.udayam.short[language]} ${wholeDegree(chart.udayam.degreeInSign)}°` });
  inner.push({
    sign: chart.arudam.sign,
    kind: 'arudam',
    id: 'arudam',
    text: chart.arudam.degreeInSign === null ? innerPointNames.arudam.short[language] : `${innerPointNames.arudam.short[language]} ${wholeDegree(chart.arudam.degreeInSign)}°`,
  });
  inner.push({ sign: chart.kavippu.sign, kind: 'kavippu', id: 'kavippu', text: innerPointNames.kavippu.short[language] });
  for (const g of grahaIds) {
    const p = chart.transit[g];
    const retro = g !== 'rahu' && g !== 'ketu' && p.retrograde ? (language === 'en' ? ' (R)' : language === 'hi' ? ' (व)' : ' (வ)') : '';
    inner.push({ sign: Math.floor(p.longitude / 30) % 12, kind: 'transit', id: g, text: `${transitAbbreviations[g][language]} ${wholeDegree(p.longitude % 30)}°${retro}` });
  }
  return renderJamakkolSvg({
    language,
    centre: [jamakkolChartTitle[language], weekdayText, jamamText],
    signLabels,
    outer: chart.outer.map((o) => ({ id: o.graha, sign: o.sign, ring: o.ringIndex + 1, label: jamaAbbreviations[o.graha][language] })),
    inner,
  });
}

/** Ids and numbers → the published result. */
export function presentJamakkol(c: JamakkolComputed, request: Static<typeof JamakkolRequest>): Presented<Result> {
  const { chart, birth } = c;
  const fmt = new MomentFormatter(birth.local.frame, { startJd: chart.day.sunriseJd, endJd: chart.day.nextSunriseJd });
  const vaara = vaaraNames[chart.weekday];
  const kind = chart.jamam.isDay ? jamamKindNames.day : jamamKindNames.night;
  const result: Result = {
    reviewOnly: true,
    statement: jamakkolStatement,
    notEmitted: jamakkolNotEmitted,
    query: {
      moment: fmt.moment(birth.local.instant.jdUt),
      weekday: { id: vaara.id, index: chart.weekday + 1, name: { en: vaara.en, hi: vaara.hi }, lord: grahaEntity(chart.weekdayLord) },
      sunrise: fmt.moment(chart.day.sunriseJd),
      sunset: fmt.moment(chart.day.sunsetJd),
      nextSunrise: fmt.moment(chart.day.nextSunriseJd),
    },
    jamam: {
      isDay: chart.jamam.isDay,
      number: chart.jamam.number,
      kind,
      lord: jamaGraha(chart.jamam.lord),
      start: fmt.moment(chart.jamam.startJd),
      end: fmt.moment(chart.jamam.endJd),
      lengthMinutes: ((chart.jamam.endJd - chart.jamam.startJd) * 1440),
    },
    outer: chart.outer.map((o) => ({ graha: jamaGraha(o.graha), ringPosition: o.ringIndex + 1, rashi: rashiEntity(o.sign) })),
    udayam: {
      ruleId: udayamRuleMethodId[c.udayamRule] as 'JK.UDAYAM_SUNARC' | 'JK.UDAYAM_LAGNA',
      name: innerPointNames.udayam.name,
      longitude: chart.udayam.longitude,
      rashi: rashiEntity(chart.udayam.sign),
      degreeInRashi: chart.udayam.degreeInSign,
      sunAtStartLongitude: chart.udayam.sunAtStartLongitude,
      elapsedFraction: chart.udayam.elapsedFraction,
    },
    lagna: { longitude: chart.lagna.longitude, rashi: rashiEntity(chart.lagna.sign), degreeInRashi: chart.lagna.degreeInSign },
    arudam: {
      ruleId: chart.arudam.chosen ? 'JK.ARUDAM_CHOSEN' : 'JK.ARUDAM_5MIN',
      name: innerPointNames.arudam.name,
      chosen: chart.arudam.chosen,
      rashi: rashiEntity(chart.arudam.sign),
      degreeInRashi: chart.arudam.degreeInSign,
      clock: chart.arudam.chosen ? null : c.clock,
    },
    kavippu: {
      ruleId: 'JK.KAVIPPU_VEEDHI',
      name: innerPointNames.kavippu.name,
      rashi: rashiEntity(chart.kavippu.sign),
      suryaVeedhi: rashiEntity(chart.kavippu.veedhiSign),
      sunRashi: rashiEntity(chart.kavippu.sunSign),
    },
    transit: grahaIds.map((g) => {
      const p = chart.transit[g];
      const entity = grahaEntity(g);
      return {
        graha: { id: entity.id, index: entity.index, name: grahaName(g), ta: grahaTamilNames[g] },
        longitude: p.longitude,
        rashi: rashiEntity(Math.floor(p.longitude / 30) % 12),
        degreeInRashi: p.longitude % 30,
        nakshatra: nakshatraEntity(nakshatraIndexOf(p.longitude)),
        pada: padaOf(p.longitude),
        retrograde: g === 'rahu' || g === 'ketu' ? true : p.retrograde,
      };
    }),
    arudamHouseFromUdayam: chart.arudamHouseFromUdayam,
    kavippuHouseFromUdayam: chart.kavippuHouseFromUdayam,
  };
  if (request.chartLanguage) {
    const lang = request.chartLanguage;
    const weekdayText = lang === 'ta' ? tamilWeekdayNames[chart.weekday] : lang === 'hi' ? vaara.hi : vaara.english;
    const jamamText = `${kind[lang]} ${chart.jamam.number}`;
    result.svg = drawing(c, lang, weekdayText, jamamText);
  }
  return {
    method: {
      ...skyMethod(birth),
      ...sunriseMethod(birth.sunrise),
      jamakkolMethodId: 'JK.TN1',
      jamamMethodId: 'JK.JAMAM_EIGHTHS',
      ringMethodId: 'JK.RING_8',
      nightRule: c.nightRule,
      nightRuleMethodId: nightRuleMethodId[c.nightRule],
      udayamRule: c.udayamRule,
      udayamMethodId: udayamRuleMethodId[c.udayamRule],
      arudamMethodId: chart.arudam.chosen ? 'JK.ARUDAM_CHOSEN' : 'JK.ARUDAM_5MIN',
      kavippuMethodId: 'JK.KAVIPPU_VEEDHI',
      weekdayMethodId: 'VAARA.SUNRISE',
      houseCounting: 'sign counted from Udayam (1 = same sign)',
      lagnaMethodId: 'ASC.SWE_HOUSES',
      reviewOnly: true,
    },
    input: inputBlock(birth),
    warnings: presentWarnings(birth.warnings),
    result,
  };
}
