/**
 * The parts of a Manglik evaluation (`jyotish/rules/manglik.ts`) that kundli insights and
 * match making both publish: a reference (Lagna, Moon, Venus) and an applied cancellation.
 * Each endpoint keeps its own field for the cancellation's sentence (`text` in insights,
 * `explanation` in match making), built with `manglikCancellationText`.
 */
import { manglikCancellationNames } from '../../content/manglik.ts';
import type { ManglikCancellation, ManglikReference } from '../../jyotish/rules/manglik.ts';
import { rashiEntity } from '../shared/entities.ts';

/** Mars counted from one reference: its sign, Mars's house, and whether it is afflicted and decides. */
export function presentManglikReference(r: ManglikReference) {
  return { reference: r.reference, rashi: rashiEntity(r.sign), marsHouse: r.marsHouse, afflicted: r.afflicted, decides: r.decides };
}

/** An applied cancellation's id, rule id, name and the afflicted references it covers (without its sentence). */
export function presentManglikCancellation(c: ManglikCancellation) {
  return { id: c.id, ruleId: c.ruleId, name: manglikCancellationNames[c.id], covers: [...c.covers] };
}
