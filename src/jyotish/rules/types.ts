/**
 * Rules as data (Maitreya-style): every dosha, yoga and audit rule is a record with a stable
 * id, its source, a formal predicate and the content key of its texts; evaluating it on a chart
 * gives a verdict and the chart facts that produced it. Facts are structured (ids and numbers);
 * `src/content/insights` renders them as bilingual sentences.
 */
import type { Dignity } from '../chart/dignity.ts';
import type { GrahaId } from '../core/zodiac.ts';
import type { HouseReference } from './chart-view.ts';

export interface RuleRecord {
  /** Stable id, e.g. `RAJA.KT`, `KSD.LONGITUDE_ARC`, `PITRI.BPHS83.PS1`. */
  ruleId: string;
  /** Where the rule comes from (text and chapter, or "popular rule" with where it is taught). */
  source: string;
  /** True when the rule is stated in a classical text (BPHS, Phaladeepika, Jaimini sutras …). */
  classical: boolean;
  /** The condition in formal notation over the chart (houses whole-sign, "with" = same sign). */
  predicate: string;
  /** Key of the rule's texts in `src/content/insights` (or `content/pitri`). */
  contentKey: string;
}

export type Fact =
  | { kind: 'placement'; graha: GrahaId; sign: number; house: number; from: HouseReference }
  | { kind: 'lagna'; sign: number }
  | { kind: 'conjunction'; grahas: GrahaId[]; sign: number }
  | { kind: 'aspect'; graha: GrahaId; target: GrahaId; houseFromGraha: number }
  | { kind: 'lordship'; graha: GrahaId; houses: number[] }
  | { kind: 'exchange'; grahas: [GrahaId, GrahaId]; houses: [number, number] }
  | { kind: 'dignity'; graha: GrahaId; dignity: Dignity | 'other'; sign: number; chart: 'D1' | 'D9' }
  | { kind: 'combustion'; graha: GrahaId; degreesFromSun: number; combust: boolean }
  | { kind: 'retrograde'; graha: GrahaId }
  | { kind: 'separation'; grahas: [GrahaId, GrahaId]; degrees: number }
  | { kind: 'house-occupants'; house: number; from: HouseReference; sign: number; grahas: GrahaId[] }
  | { kind: 'node-axis-arc'; arc: 'rahu-to-ketu' | 'ketu-to-rahu'; inside: GrahaId[]; outside: GrahaId[] }
  | { kind: 'navamsa'; graha: GrahaId; sign: number; lord: GrahaId }
  | { kind: 'hemmed'; graha: GrahaId; houses: [number, number]; malefics: [GrahaId[], GrahaId[]] };

export interface RuleOutcome {
  ruleId: string;
  /** The graha the rule was evaluated for, where a rule runs once per graha (NB1–NB5). */
  subject?: GrahaId;
  satisfied: boolean;
  facts: Fact[];
}
