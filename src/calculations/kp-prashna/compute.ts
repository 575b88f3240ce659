/**
 * kp-prashna numbers: the KP chart (horary from the 249 table, or of the moment itself), its
 * significators, cuspal sub lords, ruling planets and, when asked, a question's evidence.
 */
import type { Static } from 'typebox';
import type { AyanamshaId } from '../../astro/ayanamsha.ts';
import { grahaIds, type GrahaId } from '../../jyotish/core/zodiac.ts';
import { computeKpChart, type HoraryPoint, type KpChart } from '../../jyotish/kp/chart.ts';
import { dayLordAt, type DayLord } from '../../jyotish/kp/day-lord.ts';
import { judgeQuestion, type QuestionJudgement } from '../../jyotish/kp/questions.ts';
import { rulingPlanets, type RulingPlanets, type RulingVariant } from '../../jyotish/kp/ruling-planets.ts';
import { computeSignificators, type Significators } from '../../jyotish/kp/significators.ts';
import { ValidationFailed } from '../../shared/errors.ts';
import { resolveBirth, type ResolvedBirth } from '../shared/birth.ts';
import type { KpPrashnaRequest } from './schema.ts';

export const defaultKpAyanamsha: AyanamshaId = 'krishnamurti';

export interface KpOptions {
  horaryNumber: number | null;
  horaryPoint: HoraryPoint;
  variant: RulingVariant;
  dropRetrograde: boolean;
  includeLevelE: boolean;
}

export interface KpPrashnaComputed {
  birth: ResolvedBirth;
  options: KpOptions;
  chart: KpChart;
  significators: Significators;
  dayLord: DayLord;
  ruling: RulingPlanets;
  question: QuestionJudgement | null;
}

function kpOptions(request: Static<typeof KpPrashnaRequest>): KpOptions {
  if (request.horaryPoint !== undefined && request.horaryNumber === undefined) {
    throw new ValidationFailed('/horaryPoint', 'applies only together with horaryNumber');
  }
  return {
    horaryNumber: request.horaryNumber ?? null,
    horaryPoint: request.horaryPoint ?? 'start',
    variant: request.rulingPlanetsVariant ?? 'RP5',
    dropRetrograde: request.dropRetrogradeRulingPlanets ?? true,
    includeLevelE: request.includeLevelE ?? false,
  };
}

/**
 * @throws ValidationFailed | OutOfRange | LocalTimeNonexistent naming the field; OutOfRange
 *   naming `/latitude` where Placidus houses are undefined
 */
export function computeKpPrashna(request: Static<typeof KpPrashnaRequest>): KpPrashnaComputed {
  const options = kpOptions(request);
  const birth = resolveBirth({ ...request, ayanamsha: request.ayanamsha ?? defaultKpAyanamsha });
  const chart = computeKpChart({
    jdUt: birth.local.instant.jdUt,
    latitude: birth.geo.latitude,
    longitude: birth.geo.longitude,
    sky: birth.sky,
    horary: options.horaryNumber === null ? null : { number: options.horaryNumber, point: options.horaryPoint },
  });
  const planetFacts = {} as Record<GrahaId, { graha: GrahaId; sign: number; house: number; starLord: GrahaId; retrograde: boolean }>;
  const retrograde = {} as Record<GrahaId, boolean>;
  for (const g of grahaIds) {
    const p = chart.planets[g];
    planetFacts[g] = { graha: g, sign: p.lords.sign, house: p.house, starLord: p.lords.starLord, retrograde: p.retrograde };
    retrograde[g] = p.retrograde;
  }
  const significators = computeSignificators({ planets: planetFacts, houseLords: chart.houseLords, includeLevelE: options.includeLevelE });
  const dayLord = dayLordAt(birth.local.instant.jdUt, birth.local.localDate, birth.local.frame, birth.geo, birth.sunrise);
  const ruling = rulingPlanets({
    variant: options.variant,
    dropRetrograde: options.dropRetrograde,
    ascendant: chart.ascendant.lords,
    moon: chart.planets.moon.lords,
    dayLord: dayLord.lord,
    planets: planetFacts,
  });
  const question = request.question === undefined
    ? null
    : judgeQuestion({
      question: request.question,
      cuspalSubLords: chart.cusps.map((c) => c.lords.subLord),
      planets: significators.planets,
      nodes: significators.nodes,
      retrograde,
      rulingPlanets: ruling.final,
    });
  return { birth, options, chart, significators, dayLord, ruling, question };
}
