/**
 * Every legacy resource mapped onto native result paths, in the order of the public forms.
 * The per-resource assessment is derived here from the field statuses, never written by hand.
 */
import type { FieldMappingStatus, MappingAssessment } from '../enums.ts';
import type { FieldMapping } from '../schema.ts';
import { birthChartMappings } from './birth-chart.ts';
import type { FieldMappingGroup } from './define.ts';
import { doshaMappings } from './doshas.ts';
import { jaiminiMappings } from './jaimini.ts';
import { numerologyMappings } from './numerology.ts';
import { remedyMappings } from './remedies.ts';
import { yoginiMappings } from './yogini.ts';

export type { FieldMappingGroup } from './define.ts';

export const fieldMappingGroups: readonly FieldMappingGroup[] = [
  ...birthChartMappings,
  ...doshaMappings,
  ...yoginiMappings,
  ...numerologyMappings,
  ...jaiminiMappings,
  ...remedyMappings,
];

/**
 * The assessment of a set of field mappings: all of one kind gives that kind; any field that
 * needs runtime evidence makes a mix "partial-runtime-evidence-required"; candidates mixed with
 * intentional gaps give "partial-with-intentional-gap". Throws on an empty set (a data error).
 */
export function assessFieldMappings(mappings: readonly FieldMapping[]): MappingAssessment {
  if (mappings.length === 0) throw new Error('compatibility evidence: a resource without field mappings cannot be assessed');
  const has = (s: FieldMappingStatus) => mappings.some((m) => m.mappingStatus === s);
  const all = (pred: (s: FieldMappingStatus) => boolean) => mappings.every((m) => pred(m.mappingStatus));
  if (all((s) => s === 'intentional-no-equivalent')) return 'intentional-no-equivalent';
  if (all((s) => s === 'runtime-evidence-required')) return 'runtime-evidence-required';
  if (all((s) => s === 'candidate-direct' || s === 'candidate-derived')) return 'candidate-field-map';
  if (has('runtime-evidence-required')) return 'partial-runtime-evidence-required';
  return 'partial-with-intentional-gap';
}
