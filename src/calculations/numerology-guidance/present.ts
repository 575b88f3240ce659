import type { Static } from 'typebox';
import {
  biorhythmTexts, colourTexts, cycleTexts, dateListTexts, dateRuleTexts, plateComparisonText, plateTexts,
} from '../../content/numerology-guidance.ts';
import { numerologyDisclaimer } from '../../content/numerology.ts';
import { biorhythmMethodId, roundTo } from '../../numerology/biorhythm.ts';
import { formatCivilDate, weekday } from '../../numerology/civil-date.ts';
import { dateRuleIds, type NumberedDate } from '../../numerology/month-dates.ts';
import { numberOfGraha, weekdayGraha } from '../../numerology/planets.ts';
import { plateLetterTableId, plateMethodIds, type PlateReduction } from '../../numerology/plate.ts';
import { additionText } from '../../numerology/reduce.ts';
import { groupOf, numberRelation, type NumberRelation } from '../../numerology/relations.ts';
import type { Presented } from '../types.ts';
import {
  numberPlanet, presentBirthNumber, presentNameNumber, presentNumberColours, presentRelations, weekdayEntity,
} from '../numerology/blocks-present.ts';
import { numerologyMethod } from '../numerology/method.ts';
import type { GuidanceComputed } from './compute.ts';
import type { NumerologyGuidanceResult } from './schema.ts';

type Result = Static<typeof NumerologyGuidanceResult>;
type DateEntry = Result['dates']['friendly'][number];

function presentDate(d: NumberedDate, relation: Exclude<NumberRelation, 'neutral'>): DateEntry {
  return {
    date: formatCivilDate(d.date),
    weekday: weekdayEntity(weekday(d.date)),
    number: d.number.value,
    digits: d.number.digits,
    sum: d.number.sum,
    reductionSteps: d.number.chain,
    arithmetic: additionText(d.number.digits),
    planet: numberPlanet(d.number.value),
    group: groupOf(relation),
    planetRelation: relation,
  };
}

/**
 * The month's dates, in calendar order, sorted into the friendly list (the psychic number or a
 * friendly number) and the review list; a date whose number is neutral is in neither.
 */
function presentDateLists(dates: readonly NumberedDate[], radical: number): { friendly: DateEntry[]; forReview: DateEntry[] } {
  const friendly: DateEntry[] = [];
  const forReview: DateEntry[] = [];
  for (const d of dates) {
    const relation = numberRelation(radical, d.number.value);
    if (relation === 'neutral') continue;
    const entry = presentDate(d, relation);
    (entry.group === 'review' ? forReview : friendly).push(entry);
  }
  return { friendly, forReview };
}

function presentPlate(p: PlateReduction, radical: number, destiny: number): NonNullable<Result['vehicle']> {
  const comparison = (role: 'radical' | 'destiny', base: number) => {
    if (p.reduced === 0) {
      return { with: role, baseNumber: base, group: 'not-applicable' as const, planetRelation: null, text: plateTexts.nothingCounted };
    }
    const relation = numberRelation(base, p.reduced);
    const group = groupOf(relation);
    return { with: role, baseNumber: base, group, planetRelation: relation, text: plateComparisonText(role, p.reduced, base, group) };
  };
  return {
    normalised: p.normalised,
    method: p.method,
    methodId: plateMethodIds[p.method] as 'NUM.PLATE_DIGITS' | 'NUM.PLATE_WITH_LETTERS',
    letterTableId: plateLetterTableId as 'NUM.CHALDEAN',
    methodExplanation: plateTexts.methods[p.method],
    characters: p.characters,
    sum: p.sum,
    reductionSteps: p.chain,
    arithmetic: additionText(p.characters.filter((c) => c.counted).map((c) => c.value)),
    reduced: p.reduced,
    planet: p.reduced === 0 ? null : numberPlanet(p.reduced),
    comparisons: [comparison('radical', radical), comparison('destiny', destiny)],
    safetyOrProsperityClaim: false,
    statement: plateTexts.noClaim,
  };
}

/** Names, texts and method ids around the computed guidance values; biorhythm rounded here. */
export function presentGuidance(c: GuidanceComputed): Presented<Result> {
  const birthDate = formatCivilDate(c.birthDate);
  const referenceDate = formatCivilDate(c.referenceDate);
  const radical = c.radical.value;
  const relations = presentRelations(radical);
  const dates = presentDateLists(c.monthDates, radical);
  const refWeekday = weekday(c.referenceDate);
  const refNumber = c.referenceDateNumber;

  const result: Result = {
    reviewOnly: true,
    disclaimerKey: 'correspondence_only',
    disclaimer: numerologyDisclaimer,
    birthDate,
    referenceDate,
    birthNumbers: { radical: presentBirthNumber('radical', c.radical), destiny: presentBirthNumber('destiny', c.destiny) },
    relations,
    biorhythm: {
      birthDate,
      referenceDate,
      daysSinceBirth: c.daysSinceBirth,
      model: {
        methodId: biorhythmMethodId,
        formula: 'value = sin(2π · t / periodDays); t = days from birthDate to referenceDate (birth day t = 0)',
        origin: biorhythmTexts.origin,
        limitation: biorhythmTexts.limitation,
        values: biorhythmTexts.values,
      },
      cycles: c.cycles.map((cy) => ({
        id: cy.id,
        name: cycleTexts[cy.id].name,
        description: cycleTexts[cy.id].description,
        periodDays: cy.periodDays,
        daysSinceBirth: cy.daysSinceBirth,
        dayInCycle: cy.dayInCycle,
        value: roundTo(cy.value, 4),
        valuePercent: roundTo(100 * cy.value, 1),
        nextDayValue: roundTo(cy.nextDayValue, 4),
        trend: cy.trend,
        criticalDay: cy.criticalDay,
      })),
    },
    dates: {
      month: referenceDate.slice(0, 7),
      rule: c.dateRule,
      ruleId: dateRuleIds[c.dateRule],
      ruleExplanation: dateRuleTexts[c.dateRule],
      friendlyNumbers: [radical, ...relations.friendly.map((r) => r.number)].sort((a, b) => a - b),
      reviewNumbers: relations.review.map((r) => r.number),
      friendly: dates.friendly,
      friendlyExplanation: dateListTexts.friendly,
      forReview: dates.forReview,
      forReviewExplanation: dateListTexts.review,
    },
    colours: {
      referenceDate: {
        date: referenceDate,
        weekday: weekdayEntity(refWeekday),
        weekdayPlanet: presentNumberColours(numberOfGraha(weekdayGraha[refWeekday])),
        dateNumber: {
          ...presentNumberColours(refNumber.value),
          rule: c.dateRule,
          digits: refNumber.digits,
          sum: refNumber.sum,
          reductionSteps: refNumber.chain,
          arithmetic: additionText(refNumber.digits),
        },
        explanation: colourTexts.referenceDate,
      },
      birth: {
        radical: presentNumberColours(radical),
        destiny: presentNumberColours(c.destiny.value),
        explanation: colourTexts.birth,
      },
    },
    vehicle: c.plate === null ? null : presentPlate(c.plate, radical, c.destiny.value),
    name: c.name === null ? null : presentNameNumber(c.name.number, c.name.normalised.display),
  };

  return {
    method: {
      ...numerologyMethod(c.system),
      biorhythmMethodId,
      dayCountRule: 'difference of civil-date day numbers; birth day t = 0',
      biorhythmPercentRounding: '100 × value, 1 decimal',
      dateRuleId: dateRuleIds[c.dateRule],
      dateColourRule: 'weekday lord and date number, NUM.PLANET_IN',
      vehicleMethodId: plateMethodIds[c.plateMethod],
      vehicleLetterTableId: plateLetterTableId,
    },
    input: {
      birthDate,
      referenceDate,
      system: c.system,
      dateRule: c.dateRule,
      vehicleMethod: c.plateMethod,
      ...(c.name ? { nameNormalised: c.name.normalised.display } : {}),
      ...(c.plate ? { vehicleNumberNormalised: c.plate.normalised } : {}),
    },
    warnings: [],
    result,
  };
}
