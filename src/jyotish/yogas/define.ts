/** Helpers that build yoga records and their evidence (pure). */
import type { GrahaId } from '../core/zodiac.ts';
import { aspectFact, conjunction, dignityFact, lordship, occupantsFact, placement } from '../rules/facts.ts';
import type { HouseReference } from '../rules/chart-view.ts';
import type { Fact } from '../rules/types.ts';
import type { YogaChart } from './chart.ts';
import type { CancellationRule, YogaFamily, YogaRule, YogaVerdict } from './types.ts';

interface YogaSpec {
  id: string;
  ruleId: string;
  family: YogaFamily;
  source: string;
  predicate: string;
  classical?: boolean;
  cancellations?: readonly CancellationRule[];
  evaluate: (c: YogaChart) => YogaVerdict;
}

/** A yoga record; its texts live in `src/content/yogas` under `yoga.<id>`. */
export function yoga(spec: YogaSpec): YogaRule {
  return { classical: true, contentKey: `yoga.${spec.id}`, ...spec };
}

/** A cancellation record; its texts live under `yoga.cancel.<ruleId>`. */
export function cancellation(
  ruleId: string, source: string, predicate: string, evaluate: CancellationRule['evaluate'],
): CancellationRule {
  return { ruleId, source, classical: true, predicate, contentKey: `yoga.cancel.${ruleId}`, evaluate };
}

/** A verdict from a condition and its evidence. */
export function verdict(formed: boolean, facts: Fact[], extra: Omit<YogaVerdict, 'formed' | 'facts'> = {}): YogaVerdict {
  return {
    formed,
    facts,
    ...extra,
    grahas: formed ? extra.grahas ?? [] : [],
    houses: formed ? extra.houses ?? [] : [],
  };
}

export const at = (c: YogaChart, g: GrahaId, from: HouseReference = 'lagna'): Fact => placement(c.view, g, from);
export const occ = (c: YogaChart, house: number, from: HouseReference = 'lagna', among?: readonly GrahaId[]): Fact =>
  occupantsFact(c.view, house, from, among);
export const lord = (c: YogaChart, g: GrahaId): Fact => lordship(c.view, g);
export const dig = (c: YogaChart, g: GrahaId): Fact => dignityFact(c.view, g);
export const asp = (c: YogaChart, a: GrahaId, b: GrahaId): Fact => aspectFact(c.view, a, b);
export const conj = (c: YogaChart, gs: GrahaId[]): Fact => conjunction(c.view, gs);

/**
 * Unique values in first-seen order (SameValueZero, as a Set). The lists are a few grahas or
 * houses, so a linear look-up beats building a Set and spreading it (a Set per call was the
 * catalogue's largest allocation, ~65 KiB per chart; issue 21).
 */
export function uniq<T>(xs: readonly T[]): T[] {
  const out: T[] = [];
  for (const x of xs) if (!out.includes(x)) out.push(x);
  return out;
}

/** Placement facts for a list of grahas (deduplicated). */
export function placements(c: YogaChart, gs: readonly GrahaId[], from: HouseReference = 'lagna'): Fact[] {
  return uniq(gs).map((g) => at(c, g, from));
}
