import type { Static } from 'typebox';
import type { Temporal } from 'temporal-polyfill';
import type { BodyPosition } from '../../astro/positions.ts';
import { localDateAt, parseLocalDate, type TimeFrame } from '../../astro/time/civil.ts';
import type { GrahaId } from '../../jyotish/core/zodiac.ts';
import { chartView } from '../../jyotish/rules/chart-view.ts';
import {
  evaluateAngarak, evaluateGrahan, evaluateGuruChandala, evaluateShrapit, type ConjunctionDoshaFinding,
} from '../../jyotish/rules/doshas.ts';
import { evaluateKaalSarpa, type KaalSarpaFinding } from '../../jyotish/rules/kaal-sarpa.ts';
import { evaluateManglik, type ManglikEvaluation } from '../../jyotish/rules/manglik.ts';
import { evaluatePitriRules, pitriModernRuleIds } from '../../jyotish/rules/pitri.ts';
import type { RuleOutcome } from '../../jyotish/rules/types.ts';
import { evaluateYogaCatalogue, type YogaResult } from '../../jyotish/yogas/index.ts';
import { saturnCycles, type SaturnCycles } from '../../jyotish/transits/saturn-cycles.ts';
import { LocalTimeNonexistent } from '../../shared/errors.ts';
import { epochMillisecondsToJdUt, type JulianDayUt } from '../../shared/units.ts';
import { resolveNatal, type ResolvedNatal } from '../shared/natal.ts';
import { namingRangeErrors } from '../shared/birth.ts';
import type { CalculationContext } from '../types.ts';
import type { KundliInsightsRequest } from './schema.ts';
import { transitPositions } from './transit-positions.ts';

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
  /** The whole yoga catalogue, evaluated once (the Kemadruma dosha block reads the same result). */
  yogas: YogaResult[];
  transit: {
    date: string;
    jd: number;
    /** Shared between requests of the same moment (frozen, `transit-positions.ts`). */
    positions: Readonly<Record<GrahaId, Readonly<BodyPosition>>>;
    saturn: SaturnCycles;
  };
}

/**
 * 12:00 local on `date` in the request's time frame (`TRANSIT.LOCAL_NOON`), as a UT Julian day:
 * the zone's rules (the earlier instant if noon repeats) or the fixed offset.
 * @throws LocalTimeNonexistent naming `/transitDate` when the zone skipped that noon
 */
function localNoonJd(frame: TimeFrame, date: Temporal.PlainDate): JulianDayUt {
  const wall = date.toPlainDateTime({ hour: 12 });
  if (frame.kind === 'fixed-offset') {
    return epochMillisecondsToJdUt(wall.toZonedDateTime('UTC').epochMilliseconds - frame.offsetSeconds * 1000);
  }
  const earlier = wall.toZonedDateTime(frame.timezone, { disambiguation: 'earlier' });
  if (!earlier.toPlainDateTime().equals(wall)) {
    throw new LocalTimeNonexistent('/transitDate', 'falls in a daylight-saving gap of this time zone');
  }
  return epochMillisecondsToJdUt(earlier.epochMilliseconds);
}

/**
 * Doshas, yogas and the personalised transits of a birth chart.
 * @throws ValidationFailed | OutOfRange naming the field (incl. `/transitDate`)
 */
export function computeKundliInsights(request: Request, context: CalculationContext): KundliInsightsComputed {
  const natal = resolveNatal(request);
  const view = chartView(natal.chart);
  const pitri = evaluatePitriRules(view);

  const frame = natal.birth.local.frame;
  const date = request.transitDate ?? localDateAt(frame, context.now.getTime()).toString();
  const jd = localNoonJd(frame, parseLocalDate(date, '/transitDate'));
  const { positions, saturn } = namingRangeErrors('/transitDate', () => ({
    positions: transitPositions(jd, natal.birth.sky),
    saturn: saturnCycles(natal.chart.jdUt, jd, natal.chart.bodies.moon.sign, natal.birth.sky),
  }));

  return {
    natal,
    kaalSarpa: evaluateKaalSarpa(view),
    manglik: evaluateManglik(natal.chart),
    guruChandala: evaluateGuruChandala(view),
    grahan: evaluateGrahan(view),
    shrapit: evaluateShrapit(view),
    angarak: evaluateAngarak(view),
    pitriModern: pitri.filter((r) => (pitriModernRuleIds as readonly string[]).includes(r.ruleId)),
    yogas: evaluateYogaCatalogue(view),
    transit: { date, jd, positions, saturn },
  };
}
