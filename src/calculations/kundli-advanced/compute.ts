/**
 * kundli-advanced numbers: everything comes from the same `resolveNatal` chart as kundli, so
 * the two agree to the last digit and this calculation never alters the kundli result.
 */
import type { Static } from 'typebox';
import { computeAshtakavarga, type Ashtakavarga, type AvReference } from '../../jyotish/chart/ashtakavarga.ts';
import type { Dignity } from '../../jyotish/chart/dignity.ts';
import { aspectStrengthTable, grahaDrishtiRows, type AspectStrength, type DrishtiRow } from '../../jyotish/chart/drishti.ts';
import { grahaPlacements } from '../../jyotish/chart/natal-chart.ts';
import { ucchaBala, type UcchaBala } from '../../jyotish/chart/uccha-bala.ts';
import { grahaIds, sevenGrahaIds, type GrahaId } from '../../jyotish/core/zodiac.ts';
import { charaDasha, type CharaDasha, type CharaProfile } from '../../jyotish/dasha/chara.ts';
import { dasaTimeline, type DasaBalance, type DasaPeriod, type SubPeriodRule } from '../../jyotish/dasha/period-engine.ts';
import { vimshottari } from '../../jyotish/dasha/vimshottari.ts';
import { defaultDashaYearDays, type DashaYearDays } from '../../jyotish/dasha/year-length.ts';
import { yogini, type YoginiId } from '../../jyotish/dasha/yogini.ts';
import { evaluateTopic, type ReadingChart, type TopicEvaluation } from '../../jyotish/readings/facts.ts';
import { readingTopics } from '../../jyotish/readings/topics.ts';
import { forwardArc } from '../../shared/angles.ts';
import { resolveNatal, type ResolvedNatal } from '../shared/natal.ts';
import { computeKpLordsBlock, type KpLordsBlockComputed } from '../kp-prashna/kundli-block.ts';
import { computeStrengthBlock, type StrengthBlockComputed } from '../shadbala/block-compute.ts';
import type { KundliAdvancedRequest } from './schema.ts';

export interface KundliAdvancedOptions {
  yearDays: DashaYearDays;
  yoginiAntardasha: SubPeriodRule;
  yoginiIncludeAntardashas: boolean;
  charaVariant: CharaProfile;
}

export interface KundliAdvancedComputed {
  natal: ResolvedNatal;
  options: KundliAdvancedOptions;
  drishti: DrishtiRow[];
  aspectStrengths: AspectStrength[];
  ashtakavarga: Ashtakavarga;
  uccha: UcchaBala[];
  vimshottari: { balance: DasaBalance<GrahaId>; periods: DasaPeriod<GrahaId>[] };
  yogini: { balance: DasaBalance<YoginiId>; periods: DasaPeriod<YoginiId>[] };
  chara: CharaDasha;
  /** What the reading rules read (D1 signs, dignities, combustion, retrogression …). */
  readingChart: ReadingChart;
  readings: TopicEvaluation[];
  /** KP lords, only when the request sets kp: true. */
  kp: KpLordsBlockComputed | null;
  /** The strength block, only when the request sets strength: true. */
  strength: StrengthBlockComputed | null;
}

/** The request's options with their defaults (the body validator does not apply defaults). */
function advancedOptions(request: Static<typeof KundliAdvancedRequest>): KundliAdvancedOptions {
  return {
    yearDays: (request.dashaYearDays ?? defaultDashaYearDays) as DashaYearDays,
    yoginiAntardasha: request.yoginiAntardasha ?? 'proportional',
    yoginiIncludeAntardashas: request.yoginiIncludeAntardashas ?? false,
    charaVariant: request.charaVariant ?? 'knr',
  };
}

/**
 * @throws ValidationFailed | OutOfRange | LocalTimeNonexistent naming the field (from resolveNatal)
 */
export function computeKundliAdvanced(request: Static<typeof KundliAdvancedRequest>): KundliAdvancedComputed {
  const natal = resolveNatal(request);
  const options = advancedOptions(request);
  const { chart } = natal;
  const b = chart.bodies;

  const { sign: signs, degreeInSign } = grahaPlacements(chart);
  const dignity = {} as Record<GrahaId, Dignity>;
  const combust = {} as Record<GrahaId, boolean>;
  const retrograde = {} as Record<GrahaId, boolean>;
  for (const g of grahaIds) {
    dignity[g] = b[g].dignity ?? 'neutral';
    combust[g] = b[g].combust;
    retrograde[g] = b[g].retrograde;
  }
  const lagnaSign = chart.ascendant.sign;

  const drishti = grahaDrishtiRows(signs, lagnaSign);
  const referenceSigns = { lagna: lagnaSign } as Record<AvReference, number>;
  for (const g of sevenGrahaIds) referenceSigns[g] = signs[g];
  const ashtakavarga = computeAshtakavarga(referenceSigns);

  const birthJd = chart.jdUt;
  const moonLongitude = b.moon.longitude;
  const common = { birthJd, moonLongitude, yearDays: options.yearDays };

  const readingChart: ReadingChart = {
    lagnaSign,
    signs,
    dignity,
    combust,
    retrograde,
    moonWaxing: forwardArc(b.sun.longitude, moonLongitude) < 180,
    drishti,
    sarva: ashtakavarga.sarva,
  };

  return {
    natal,
    options,
    drishti,
    aspectStrengths: aspectStrengthTable(signs),
    ashtakavarga,
    uccha: sevenGrahaIds.map((g) => ucchaBala(g, b[g].longitude)),
    vimshottari: dasaTimeline(vimshottari, { ...common, periodCount: 9, depth: 3, subPeriods: 'proportional' }),
    yogini: dasaTimeline(yogini, {
      ...common,
      periodCount: 8,
      depth: options.yoginiIncludeAntardashas ? 2 : 1,
      subPeriods: options.yoginiAntardasha,
    }),
    chara: charaDasha({ sign: signs, degreeInSign, lagnaSign }, options.charaVariant, birthJd, options.yearDays),
    readingChart,
    readings: readingTopics.map((t) => evaluateTopic(t, readingChart)),
    kp: request.kp === true ? computeKpLordsBlock(natal) : null,
    strength: request.strength === true ? computeStrengthBlock(natal) : null,
  };
}
