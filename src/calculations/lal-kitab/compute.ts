import type { Static } from 'typebox';
import { localDateAt } from '../../astro/time/civil.ts';
import { grahaPlacements } from '../../jyotish/chart/natal-chart.ts';
import type { GrahaId } from '../../jyotish/core/zodiac.ts';
import { analyseLalKitab, type LkAnalysis, type LkVariants } from '../../jyotish/lal-kitab/analysis.ts';
import { lkDignityMethodId } from '../../jyotish/lal-kitab/dignity.ts';
import type { LkHouse } from '../../jyotish/lal-kitab/houses.ts';
import { flaggedConditions, type LkCondition } from '../../jyotish/lal-kitab/upaya.ts';
import {
  birthdayIn, completedYears, isVarshphalYear, isoDate, varshphalHouses, type CalendarDate,
} from '../../jyotish/lal-kitab/varshphal.ts';
import { resolveNatal, type ResolvedNatal } from '../shared/natal.ts';
import type { CalculationContext } from '../types.ts';
import type { LalKitabRequest } from './schema.ts';

type Request = Static<typeof LalKitabRequest>;

export interface LkVarshphalComputed {
  age: number;
  yearOfLife: number;
  ageSource: 'request' | 'today';
  startsOn: string;
  endsBefore: string;
  houses: Record<GrahaId, LkHouse>;
}

export interface LalKitabComputed {
  natal: ResolvedNatal;
  variants: LkVariants;
  analysis: LkAnalysis;
  conditions: LkCondition[];
  /** Null when the year of life lies outside the 120-year table. */
  varshphal: LkVarshphalComputed | null;
}

/**
 * The annual chart for the requested age, or for the age completed today at the birth place.
 * Null when that year of life is outside 1…120 (a birth in the future, or more than 120 years ago).
 */
function computeVarshphal(natal: ResolvedNatal, analysis: LkAnalysis, request: Request, context: CalculationContext): LkVarshphalComputed | null {
  const d = natal.birth.local.localDate;
  const birth: CalendarDate = { year: d.year, month: d.month, day: d.day };
  let age: number;
  let ageSource: LkVarshphalComputed['ageSource'];
  if (request.age !== undefined) {
    age = request.age;
    ageSource = 'request';
  } else {
    const today = localDateAt(natal.birth.local.frame, context.now.getTime());
    age = completedYears(birth, { year: today.year, month: today.month, day: today.day });
    ageSource = 'today';
  }
  const yearOfLife = age + 1;
  if (!isVarshphalYear(yearOfLife)) return null;
  return {
    age,
    yearOfLife,
    ageSource,
    startsOn: isoDate(birthdayIn(birth, birth.year + age)),
    endsBefore: isoDate(birthdayIn(birth, birth.year + age + 1)),
    houses: varshphalHouses(analysis.placement, yearOfLife),
  };
}

/**
 * The Lal Kitab numbers: the natal chart (whole-sign houses from the real lagna), the Lal Kitab
 * reading under the declared variants, the flagged conditions and the annual chart.
 * @throws ValidationFailed | OutOfRange | LocalTimeNonexistent naming the field
 */
export function computeLalKitab(request: Request, context: CalculationContext): LalKitabComputed {
  // Whole-sign: Lal Kitab counts houses by sign from the lagna, and no bhava chart is published.
  const natal = resolveNatal({ ...request, houseSystem: 'whole-sign' });
  const variants: LkVariants = { dignity: request.dignityVariant ?? 'first-value', drishti: request.drishtiVariant ?? 'houses' };
  const analysis = analyseLalKitab(natal.chart.ascendant.sign, grahaPlacements(natal.chart).sign, variants);
  return {
    natal,
    variants,
    analysis,
    conditions: flaggedConditions(analysis, lkDignityMethodId[variants.dignity]),
    varshphal: computeVarshphal(natal, analysis, request, context),
  };
}
