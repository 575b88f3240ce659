import type { Static } from 'typebox';
import { siderealPositions, type BodyPosition } from '../../astro/positions.ts';
import { localDateAt, parseLocalDate, resolveLocalTime } from '../../astro/time/civil.ts';
import { grahaIds, type GrahaId } from '../../jyotish/core/zodiac.ts';
import { chartView } from '../../jyotish/rules/chart-view.ts';
import {
  evaluateAngarak, evaluateGrahan, evaluateGuruChandala, evaluateShrapit, type ConjunctionDoshaFinding,
} from '../../jyotish/rules/doshas.ts';
import { evaluateKaalSarpa, type KaalSarpaFinding } from '../../jyotish/rules/kaal-sarpa.ts';
import { evaluateManglik, type ManglikEvaluation } from '../../jyotish/rules/manglik.ts';
import { evaluatePitriRules, pitriModernRuleIds } from '../../jyotish/rules/pitri.ts';
import type { RuleOutcome } from '../../jyotish/rules/types.ts';
import { evaluateYogas, type YogaFinding } from '../../jyotish/rules/yogas.ts';
import { saturnCycles, type SaturnCycles } from '../../jyotish/transits/saturn-cycles.ts';
import { resolveNatal, type ResolvedNatal } from '../shared/natal.ts';
import type { CalculationContext } from '../types.ts';
import type { KundliInsightsRequest } from './schema.ts';

type Request = Static<typeof KundliInsightsRequest>;

export interface KundliInsightsComputed {
  natal: ResolvedNatal;
  kaalSarpa: KaalSarpaFinding;
  manglik: ManglikEvaluation;
  guruChandala: ConjunctionDoshaFinding;
  grahan: ConjunctionDoshaFinding;
  shrapit: ConjunctionDoshaFinding;
  angarak: ConjunctionDoshaFinding;
  pitriModern: RuleOutcome[];
  yogas: YogaFinding[];
  transit: {
    date: string;
    jd: number;
    positions: Record<GrahaId, BodyPosition>;
    saturn: SaturnCycles;
  };
}

/** Today's civil date in the request's time frame (zone rules or fixed offset). */
function todayIn(natal: ResolvedNatal, now: Date): string {
  return localDateAt(natal.birth.local.frame, now.getTime()).toString();
}

/**
 * Doshas, yogas and the personalised transits of a birth chart.
 * @throws ValidationFailed | OutOfRange naming the field (incl. `/transitDate`)
 */
export function computeKundliInsights(request: Request, context: CalculationContext): KundliInsightsComputed {
  const natal = resolveNatal(request);
  const view = chartView(natal.chart);
  const pitri = evaluatePitriRules(view);

  const date = request.transitDate ?? todayIn(natal, context.now);
  parseLocalDate(date, '/transitDate');
  const noon = resolveLocalTime({ localDate: date, localTime: '12:00:00', timezone: request.timezone, utcOffset: request.utcOffset });
  const jd = noon.instant.jdUt;
  const positions = siderealPositions(jd, grahaIds, natal.birth.sky);
  const saturn = saturnCycles(natal.chart.jdUt, jd, natal.chart.bodies.moon.sign, natal.birth.sky);

  return {
    natal,
    kaalSarpa: evaluateKaalSarpa(view),
    manglik: evaluateManglik(natal.chart),
    guruChandala: evaluateGuruChandala(view),
    grahan: evaluateGrahan(view),
    shrapit: evaluateShrapit(view),
    angarak: evaluateAngarak(view),
    pitriModern: pitri.filter((r) => (pitriModernRuleIds as readonly string[]).includes(r.ruleId)),
    yogas: evaluateYogas(view),
    transit: { date, jd, positions, saturn },
  };
}
