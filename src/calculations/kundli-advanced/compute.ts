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
import type { DasaBalance, DasaPeriod, SubPeriodRule } from '../../jyotish/dasha/period-engine.ts';
import { vimshottariSystem } from '../../jyotish/dasha/nakshatra-systems.ts';
import { equalDivider, nakshatraStart, proportionalDivider, runningChain, type DashaNode } from '../../jyotish/dasha/period-tree.ts';
import type { DashaYearChoice } from '../../jyotish/dasha/year-lengths.ts';
import { yogini, type YoginiId } from '../../jyotish/dasha/yogini.ts';
import { evaluateTopic, type ReadingChart, type TopicEvaluation } from '../../jyotish/readings/facts.ts';
import { readingTopics } from '../../jyotish/readings/topics.ts';
import { forwardArc } from '../../shared/angles.ts';
import { resolveNatal, type ResolvedNatal } from '../shared/natal.ts';
import { computeKpLordsBlock, type KpLordsBlockComputed } from '../kp-prashna/kundli-block.ts';
import { computeStrengthBlock, type StrengthBlockComputed } from '../shadbala/block-compute.ts';
import type { KundliAdvancedRequest } from './schema.ts';
import { wantsSection } from './include.ts';
import { computeDashaSystems, dashaMoreOptions, seedLongitude, vimshottariBlockTree, vimshottariTree, type ComputedSystem, type DashaMoreOptions, type VimshottariTree } from './dashas-more.ts';
import { yoginiBlockTimeline, type MainDashaVariant } from './main-variants.ts';

export interface KundliAdvancedOptions {
  /** Days per dasha year (the true sidereal year resolved to this chart's number of days). */
  yearDays: number;
  yearChoice: DashaYearChoice;
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
  vimshottari: VimshottariTree;
  /** Moon-seeded mahadashas the readings' dasha context uses (the same as `vimshottari` unless dashaSeed is set). */
  readingMahadashas: readonly DashaNode<GrahaId>[];
  yogini: { balance: DasaBalance<YoginiId>; periods: DasaPeriod<YoginiId>[]; running: DashaNode<YoginiId>[] | null; variant: MainDashaVariant | null };
  chara: CharaDasha;
  charaRunning: DashaNode<number>[] | null;
  /** The seed's rasi-chart longitude (the Moon unless dashaSeed is set). */
  seedLongitude: number;
  /** The issue-18 options (depth, seed, runningAt, systems …). */
  more: DashaMoreOptions;
  /** The systems asked for with dashaSystems, in published order. */
  systems: ComputedSystem[];
  /** What the reading rules read (D1 signs, dignities, combustion, retrogression …). */
  readingChart: ReadingChart;
  readings: TopicEvaluation[];
  /** KP lords, only when the request sets kp: true. */
  kp: KpLordsBlockComputed | null;
  /** The strength block, only when the request sets strength: true. */
  strength: StrengthBlockComputed | null;
  /** The result sections asked for (`include`); undefined: all of them. */
  include: readonly string[] | undefined;
}

/** The request's options with their defaults (the body validator does not apply defaults). */
function advancedOptions(request: Static<typeof KundliAdvancedRequest>, more: DashaMoreOptions): KundliAdvancedOptions {
  return {
    yearDays: more.yearDays,
    yearChoice: more.yearChoice,
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
  const more = dashaMoreOptions(request, natal);
  const options = advancedOptions(request, more);
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
  const seedLon = seedLongitude(natal, more.seed);
  const common = { birthJd, moonLongitude: seedLon, yearDays: options.yearDays };
  const vim = vimshottariBlockTree(seedLon, more, birthJd);
  const readingMahadashas =
    more.seed === 'moon' && vim.variant === null ? vim.periods : vimshottariTree(nakshatraStart(vimshottariSystem, moonLongitude, birthJd, options.yearDays), { ...more, depth: 1 }, birthJd).periods;
  const yoginiTimeline = yoginiBlockTimeline(
    {
      ...common,
      periodCount: 8 * more.yoginiCycles,
      depth: options.yoginiIncludeAntardashas ? 2 : 1,
      subPeriods: options.yoginiAntardasha,
    },
    more,
  );
  const yoginiDivider = options.yoginiAntardasha === 'equal' ? equalDivider(yogini) : proportionalDivider(yogini);
  const placements = { sign: signs, degreeInSign, lagnaSign };
  const chara = charaDasha(placements, options.charaVariant, birthJd, options.yearDays);
  const charaNodes: DashaNode<number>[] = [...chara.periods, ...chara.secondCycle].map((p) => ({
    lord: p.sign,
    startJd: p.startJd,
    endJd: p.endJd,
    children: p.antardashas.map((a) => ({ lord: a.sign, startJd: a.startJd, endJd: a.endJd, children: null })),
  }));

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
    vimshottari: vim,
    readingMahadashas,
    yogini: {
      ...yoginiTimeline,
      running: more.runningAtJd === null ? null : runningChain(yoginiTimeline.periods, yoginiDivider, more.runningAtJd, 2),
    },
    chara,
    charaRunning: more.runningAtJd === null ? null : runningChain(charaNodes, () => [], more.runningAtJd, 2),
    seedLongitude: seedLon,
    more,
    systems: computeDashaSystems(natal, placements, more),
    readingChart,
    // Not evaluated when the request's include list leaves the readings out.
    readings: wantsSection(request.include, 'natalReadings') ? readingTopics.map((t) => evaluateTopic(t, readingChart)) : [],
    kp: request.kp === true ? computeKpLordsBlock(natal) : null,
    strength: request.strength === true ? computeStrengthBlock(natal) : null,
    include: request.include,
  };
}
