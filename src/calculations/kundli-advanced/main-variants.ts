/**
 * dashaSeedVarga and dashaTribhagi for the Yogini block (dashaVariantsFor: ["yogini"],
 * docs/methods/dashas-more.md §3b): the yogini counted from the seed's position in a
 * divisional chart and/or every period a third of its years. The Vimshottari block's
 * counterpart is `vimshottariBlockTree` in dashas-more.ts.
 */
import type { Division } from '../../jyotish/chart/divisions.ts';
import { dasaTimeline, type DasaBalance, type DasaPeriod, type DasaTimelineInput } from '../../jyotish/dasha/period-engine.ts';
import { tribhagiTimeline, vargaLongitude } from '../../jyotish/dasha/seed-variants.ts';
import { yogini, type YoginiId } from '../../jyotish/dasha/yogini.ts';
import { variantApplies, type DashaMoreOptions } from './dashas-more.ts';

/** What a main dasha block was varied by (null: the plain block). */
export interface MainDashaVariant {
  seedVarga: Division;
  tribhagi: boolean;
}

export interface YoginiBlockTimeline {
  /** The period running at birth and its balance (with tribhagi, the third holding birth). */
  balance: DasaBalance<YoginiId>;
  periods: DasaPeriod<YoginiId>[];
  variant: MainDashaVariant | null;
}

/**
 * The Yogini periods of the block: `input` as the plain block asks for them; when the request's
 * dashaVariantsFor names yogini, counted from the seed's D`seedVarga` longitude and, with
 * tribhagi, three times as many periods of a third of their years.
 */
export function yoginiBlockTimeline(input: DasaTimelineInput, o: DashaMoreOptions): YoginiBlockTimeline {
  if (!variantApplies(o, 'yogini')) return { ...dasaTimeline(yogini, input), variant: null };
  const varied = { ...input, moonLongitude: o.seedVarga === 1 ? input.moonLongitude : vargaLongitude(input.moonLongitude, o.seedVarga) };
  const timeline = o.tribhagi ? tribhagiTimeline(yogini, { ...varied, periodCount: input.periodCount * 3 }, o.tribhagiAnchor) : dasaTimeline(yogini, varied);
  return { ...timeline, variant: { seedVarga: o.seedVarga, tribhagi: o.tribhagi } };
}
