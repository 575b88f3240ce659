/**
 * The whole yoga catalogue in one list (`YOGA.CATALOGUE.2`; `.1` was the 160 yogas before the Daridra and longevity yogas): the one place kundli-insights,
 * the PDF reports and any later consumer evaluate yogas from. Order: the sources' chapters.
 */
import { daridraYogas } from './daridra.ts';
import { lordshipYogas } from './lordship.ts';
import { longevityYogas } from './longevity.ts';
import { mahapurushaYogas } from './mahapurusha.ts';
import { moreYogas } from './more.ts';
import { nabhasaYogas } from './nabhasa.ts';
import { namedYogas } from './named.ts';
import { solarLunarYogas } from './solar-lunar.ts';
import type { CancellationRule, YogaRule } from './types.ts';

/** Version of the catalogue's rules; bump when a rule's condition changes. */
export const yogaCatalogueVersion = 'YOGA.CATALOGUE.2';

export const yogaCatalogue: readonly YogaRule[] = [
  ...solarLunarYogas, ...mahapurushaYogas, ...nabhasaYogas, ...lordshipYogas, ...namedYogas, ...moreYogas,
  ...daridraYogas, ...longevityYogas,
];

/** Every yoga id, in catalogue order. */
export const yogaCatalogueIds: readonly string[] = yogaCatalogue.map((y) => y.id);

/** Catalogue records by id. */
export const yogaById: ReadonlyMap<string, YogaRule> = new Map(yogaCatalogue.map((y) => [y.id, y]));

/** Every cancellation rule of the catalogue, by rule id (a rule shared by several yogas, such as the Arishta-bhanga rules, appears once). */
export const yogaCancellationRules: ReadonlyMap<string, CancellationRule> = new Map(
  yogaCatalogue.flatMap((y) => (y.cancellations ?? []).map((c) => [c.ruleId, c] as const)),
);
