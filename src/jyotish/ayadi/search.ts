/**
 * `AYADI.SEARCH`: the whole perimeters in a range that satisfy every evaluated acceptance
 * rule — what a builder needs when the measured perimeter fails.
 */
import { assessAyadi, passesAyadi, type AyadiAssessment, type AyadiOptions } from './rules.ts';
import { ayadiValues, ayusMethodId, type AyadiValues, type AyusVariant } from './vargas.ts';

/** Most perimeters one search may scan. */
export const maxSearchCandidates = 1000;

export interface SearchHit {
  values: AyadiValues;
  assessment: AyadiAssessment;
}

/**
 * Scans P = min … max (inclusive, whole numbers, at most `maxSearchCandidates`) and keeps the
 * perimeters whose assessment passes. The caller checks the bounds.
 */
export function searchPerimeters(min: number, max: number, options: AyadiOptions, ayusVariant: AyusVariant): SearchHit[] {
  const hits: SearchHit[] = [];
  const ayusRule = ayusMethodId[ayusVariant];
  for (let p = min; p <= max; p++) {
    if (!passesAyadi(p, options)) continue;
    const values = ayadiValues(p, ayusVariant);
    hits.push({ values, assessment: assessAyadi(values, options, ayusRule) });
  }
  return hits;
}
