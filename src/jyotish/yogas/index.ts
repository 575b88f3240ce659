/** The yoga catalogue: records, evaluation and the chart view they read. */
export { yogaCatalogue, yogaCatalogueIds, yogaById, yogaCancellationRules, yogaCatalogueVersion } from './catalogue.ts';
export { evaluateYoga, evaluateYogaCatalogue } from './evaluate.ts';
export { yogaChart, type YogaChart } from './chart.ts';
export { yogaFamilies, type YogaFamily, type YogaInstance, type YogaResult, type YogaRule, type CancellationRule } from './types.ts';
export { yogaVariantRules } from './variants.ts';
