/**
 * The yoga catalogue as data: every yoga is a record (stable id, rule id, family, source,
 * formal predicate, cancellation rule ids) with a small pure evaluator over a `YogaChart`.
 * Evaluating the catalogue gives one `YogaResult` per record, formed or not, with the chart
 * facts that decided it, so an astrologer can audit every verdict.
 */
import type { GrahaId } from '../core/zodiac.ts';
import type { Fact, RuleOutcome, RuleRecord } from '../rules/types.ts';
import type { SambandhaKind } from '../rules/chart-view.ts';
import type { YogaChart } from './chart.ts';

/** Families of the catalogue, in the order of the sources' chapters. */
export const yogaFamilies = [
  'solar', 'lunar', 'mahapurusha', 'nabhasa-ashraya', 'nabhasa-dala', 'nabhasa-akriti', 'nabhasa-sankhya',
  'raja', 'dhana', 'viparita', 'neecha-bhanga', 'parivartana', 'named', 'malika', 'daridra', 'longevity',
] as const;
export type YogaFamily = (typeof yogaFamilies)[number];

/** One way a yoga is formed (a pair of lords, a graha, a house set …). */
export interface YogaInstance {
  grahas: GrahaId[];
  /** Houses (from the lagna) the rule used for this instance. */
  houses: number[];
  relation: SambandhaKind[];
  /** Qualifiers of this instance: `tainted`, `maha`, `dainya`, `khala`, `NB1` … */
  tags: string[];
}

/** What an evaluator returns: the verdict and its evidence. */
export interface YogaVerdict {
  formed: boolean;
  /** Facts that decided the verdict (present or absent). */
  facts: Fact[];
  /** Grahas that form the yoga (empty when not formed). */
  grahas?: GrahaId[];
  /** Houses (from the lagna) that form the yoga (empty when not formed). */
  houses?: number[];
  qualifiers?: string[];
  instances?: YogaInstance[];
  /** Variants evaluated alongside (GK.BASIC, PMP.FROM_MOON_TOO, NB1–NB5 …), reported, not deciding. */
  variants?: RuleOutcome[];
}

/** A cancellation (bhanga) of a yoga: a rule of its own. */
export interface CancellationRule extends RuleRecord {
  evaluate: (c: YogaChart) => { holds: boolean; facts: Fact[] };
}

/** A yoga of the catalogue. */
export interface YogaRule extends RuleRecord {
  /** Stable id in the API (`gaja-kesari`, `ruchaka` …). */
  id: string;
  family: YogaFamily;
  /** Cancellation rules; the yoga is `detected` only when formed and none holds. */
  cancellations?: readonly CancellationRule[];
  evaluate: (c: YogaChart) => YogaVerdict;
}

/** The evaluation of one yoga on one chart. */
export interface YogaResult {
  id: string;
  family: YogaFamily;
  rule: RuleRecord;
  /** The yoga's condition holds. */
  formed: boolean;
  /** Formed, and some cancellation rule holds; null when the yoga has no cancellation rules. */
  cancelled: boolean | null;
  /** Formed and not cancelled: the one answer every block of a response reports. */
  detected: boolean;
  grahas: GrahaId[];
  houses: number[];
  qualifiers: string[];
  instances: YogaInstance[];
  facts: Fact[];
  /** Cancellation rules (each with its own rule id) and variants, evaluated. */
  subRules: RuleOutcome[];
}
