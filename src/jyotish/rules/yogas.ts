/**
 * Compatibility entry for the yoga evaluation, which lives in one place: the catalogue of
 * `src/jyotish/yogas/` (`YOGA.CATALOGUE.2`). The former 22 `YOGA.CORE` yogas keep their ids
 * and rule ids there.
 */
import type { ChartView } from './chart-view.ts';
import { evaluateYogaCatalogue, yogaCatalogueIds, type YogaInstance, type YogaResult } from '../yogas/index.ts';

export type YogaId = string;
export type YogaFinding = YogaResult;
export type { YogaInstance };

/** Every yoga id of the catalogue, in evaluation order. */
export const yogaIds: readonly string[] = yogaCatalogueIds;

/** Evaluates the whole catalogue on a chart view (pure); see `evaluateYogaCatalogue`. */
export function evaluateYogas(v: ChartView): YogaResult[] {
  return evaluateYogaCatalogue(v);
}
