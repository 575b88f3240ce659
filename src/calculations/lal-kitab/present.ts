import type { Static } from 'typebox';
import { grahaIds } from '../../jyotish/core/zodiac.ts';
import type { LkGrahaAspect, LkGrahaReading } from '../../jyotish/lal-kitab/analysis.ts';
import { lkDignityMethodId } from '../../jyotish/lal-kitab/dignity.ts';
import { lkDrishtiMethodId } from '../../jyotish/lal-kitab/drishti.ts';
import { signOfLkHouse } from '../../jyotish/lal-kitab/houses.ts';
import { lkSleepByHalfRuleId, lkSleepRuleIds } from '../../jyotish/lal-kitab/sleep.ts';
import { lkUpayaCategoryIds, type LkCondition } from '../../jyotish/lal-kitab/upaya.ts';
import {
  lkAspectKindNames, lkChartName, lkDignityStatusNames, lkRinNames, lkUpayaCategoryNames, varshphalChartTitle, yearOfLifeName,
} from '../../content/lal-kitab/names.ts';
import { lkSourceEditions } from '../../content/lal-kitab/sources.ts';
import {
  debilitationConditionText, lkBoundary, lkChartNote, lkNotImplemented, lkRemediesBoundary, lkUpayaCategoryTexts,
  lkUpayaConventions, rinConditionText, rinFindingText, rinRuleText, sleepReason, sleepingByHalfText, sleepingHousesNote,
  traditionalUpaya, varshphalNote, varshphalUnavailable,
} from '../../content/lal-kitab/texts.ts';
import { inputBlock, presentWarnings, skyMethod } from '../shared/birth.ts';
import { grahaEntity, rashiEntity } from '../shared/entities.ts';
import type { Presented } from '../types.ts';
import { drawLkChart, lkHouseRows, occupantsOf, type Drawing } from './charts.ts';
import type { LalKitabComputed } from './compute.ts';
import type { LalKitabRequest, LalKitabResult } from './schema.ts';

type Result = Static<typeof LalKitabResult>;

const layoutMethodIds = { north: 'LAYOUT.NORTH', south: 'LAYOUT.SOUTH', east: 'LAYOUT.EAST' } as const;

function presentAspect(a: LkGrahaAspect) {
  return { house: a.house, kind: a.kind, kindName: lkAspectKindNames[a.kind], strengthPercent: a.strengthPercent, grahas: [...a.grahas] };
}

function presentGraha(r: LkGrahaReading, birthSign: number, occupants: readonly (readonly string[])[], dignityMethodId: string) {
  const d = r.dignity;
  const targets = r.aspectsCast.map((a) => a.house);
  const occupiedTargets = targets.filter((h) => occupants[h - 1].length > 0);
  return {
    ...grahaEntity(r.id),
    house: r.house,
    rashi: rashiEntity(signOfLkHouse(r.house)),
    birthRashi: rashiEntity(birthSign),
    pakkaGhar: [...d.houses.pakkaGhar],
    inPakkaGhar: d.inPakkaGhar,
    dignity: {
      status: d.status,
      name: lkDignityStatusNames[d.status],
      exaltedHouses: [...d.houses.exalted],
      debilitatedHouses: [...d.houses.debilitated],
      ownHouses: [...d.houses.own],
      methodId: dignityMethodId,
    },
    sleep: {
      sleeping: r.sleep.sleeping,
      ruleId: r.sleep.ruleId,
      reason: sleepReason(r.sleep.ruleId, r.id, r.house, { inPakkaGhar: d.inPakkaGhar, targets, occupiedTargets }),
      sleepingByHalf: r.sleep.sleepingByHalf,
      sleepingByHalfNote: r.sleep.sleepingByHalf ? sleepingByHalfText : null,
    },
    aspectsCast: r.aspectsCast.map(presentAspect),
    aspectsReceived: r.aspectsReceived.map(presentAspect),
  };
}

function presentCondition(c: LkCondition) {
  const rinName = c.kind === 'rin' ? lkRinNames[c.rule.id] : undefined;
  return {
    conditionId: c.id,
    kind: c.kind,
    condition:
      c.kind === 'rin'
        ? rinConditionText(c.rule, c.triggers)
        : debilitationConditionText(c.graha, c.house),
    graha: grahaEntity(c.graha),
    ruleId: c.ruleId,
    upayaRuleId: 'LK.UPAY_CATEGORIES' as const,
    sourceEdition: c.kind === 'rin' ? lkSourceEditions.rin : lkSourceEditions.dignity,
    reviewOnly: true as const,
    categories: c.categories.map((id) => ({
      id,
      name: lkUpayaCategoryNames[id],
      traditionalUpaya: traditionalUpaya(id, { graha: c.graha, rinName }),
    })),
  };
}

/** The published result, method and input blocks. */
export function presentLalKitab(computed: LalKitabComputed, request: Static<typeof LalKitabRequest>): Presented<Result> {
  const { natal, variants, analysis, conditions, varshphal } = computed;
  const { chart, birth } = natal;
  const drawing: Drawing | null = request.chartStyle ? { style: request.chartStyle, language: request.chartLanguage ?? 'en' } : null;
  const dignityMethodId = lkDignityMethodId[variants.dignity];
  const sleeping = new Set(analysis.sleepingHouses);

  const result: Result = {
    reviewOnly: true,
    boundary: lkBoundary,
    lagna: { rashi: rashiEntity(chart.ascendant.sign) },
    chart: {
      methodId: 'LK.CHART',
      name: lkChartName,
      houses: lkHouseRows(analysis.occupants).map((h) => ({ ...h, sleeping: sleeping.has(h.house) })),
      note: lkChartNote,
      ...drawLkChart(lkChartName, analysis.occupants, drawing),
    },
    grahas: grahaIds.map((g) => presentGraha(analysis.grahas[g], chart.bodies[g].sign, analysis.occupants, dignityMethodId)),
    sleepingHouses: { houses: [...analysis.sleepingHouses], note: sleepingHousesNote },
    rins: analysis.rins.map((f) => ({
      id: f.rule.id,
      name: lkRinNames[f.rule.id],
      ruleId: 'LK.RIN' as const,
      associatedGraha: grahaEntity(f.rule.associatedGraha),
      rule: { grahas: [...f.rule.triggerGrahas], houses: [...f.rule.triggerHouses], text: rinRuleText(f.rule) },
      flagged: f.flagged,
      triggers: f.triggers.map((t) => ({ graha: grahaEntity(t.graha), house: t.house })),
      explanation: rinFindingText(f.rule, f.triggers),
    })),
    varshphal: varshphal && {
      methodId: 'LK.VARSHPHAL' as const,
      age: varshphal.age,
      yearOfLife: varshphal.yearOfLife,
      yearName: yearOfLifeName(varshphal.yearOfLife),
      ageSource: varshphal.ageSource,
      startsOn: varshphal.startsOn,
      endsBefore: varshphal.endsBefore,
      grahas: grahaIds.map((g) => ({ graha: grahaEntity(g), birthHouse: analysis.placement[g], house: varshphal.houses[g] })),
      chart: {
        name: varshphalChartTitle(varshphal.yearOfLife),
        houses: lkHouseRows(occupantsOf(varshphal.houses)),
        ...drawLkChart(varshphalChartTitle(varshphal.yearOfLife), occupantsOf(varshphal.houses), drawing),
      },
    },
    varshphalNote: varshphal ? varshphalNote : varshphalUnavailable,
    remedies: {
      reviewOnly: true,
      boundary: lkRemediesBoundary,
      items: conditions.map(presentCondition),
      categories: lkUpayaCategoryIds.map((id) => ({ id, name: lkUpayaCategoryNames[id], traditionalUpaya: lkUpayaCategoryTexts[id] })),
      conventions: lkUpayaConventions.map((c) => ({ id: c.id, text: c.text })),
    },
    notImplemented: lkNotImplemented.map((n) => ({ id: n.id, status: 'unsupported' as const, name: n.name, note: n.note })),
  };

  const lalKitabMethodIds = [
    'LK.CHART', dignityMethodId, lkDrishtiMethodId[variants.drishti], 'LK.SLEEP_V1', 'LK.RIN', 'LK.UPAY_CATEGORIES', 'LK.VARSHPHAL',
  ];
  return {
    method: {
      ...skyMethod(birth),
      rashiChartMethodId: 'CHART.WHOLE_SIGN',
      lalKitabMethodIds,
      chartMethodId: 'LK.CHART',
      dignityVariant: variants.dignity,
      dignityMethodId,
      drishtiVariant: variants.drishti,
      drishtiMethodId: lkDrishtiMethodId[variants.drishti],
      sleepMethodId: 'LK.SLEEP_V1',
      sleepRuleIds: [...lkSleepRuleIds, lkSleepByHalfRuleId],
      rinMethodId: 'LK.RIN',
      upayaMethodId: 'LK.UPAY_CATEGORIES',
      varshphalMethodId: 'LK.VARSHPHAL',
      varshphalYear: varshphal ? { age: varshphal.age, yearOfLife: varshphal.yearOfLife, ageSource: varshphal.ageSource } : null,
      sourceEditions: lkSourceEditions,
      notImplemented: lkNotImplemented.map((n) => n.id),
      ...(drawing ? { chartStyle: drawing.style, chartLanguage: drawing.language, layoutMethodId: layoutMethodIds[drawing.style] } : {}),
      reviewOnly: true,
    },
    input: inputBlock(birth),
    warnings: presentWarnings(birth.warnings),
    result,
  };
}
