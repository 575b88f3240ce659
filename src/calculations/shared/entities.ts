/**
 * Builders of the `{ id, index, name }` objects (design §1) for the core entities.
 * Indexes are 1-based in published results.
 */
import { grahaName, karanaNames, nakshatraNames, rashiDisplayName, yogaNames } from '../../content/names.ts';
import { karanaIds, type KaranaId } from '../../jyotish/core/limbs.ts';
import { grahaIds, nakshatraIds, rashiIds, type GrahaId } from '../../jyotish/core/zodiac.ts';
import type { NamedEntity } from '../../contract/common.ts';

/** A sign from its 0-based index; the English name carries the Western name: "Mesha (Aries)". */
export function rashiEntity(index0: number): NamedEntity {
  return { id: rashiIds[index0], index: index0 + 1, name: rashiDisplayName(index0) };
}

export function nakshatraEntity(index0: number): NamedEntity {
  const id = nakshatraIds[index0];
  return { id, index: index0 + 1, name: nakshatraNames[id] };
}

export function grahaEntity(id: GrahaId | 'uranus' | 'neptune' | 'pluto'): NamedEntity {
  const i = (grahaIds as readonly string[]).indexOf(id);
  return { id, index: i >= 0 ? i + 1 : 10 + ['uranus', 'neptune', 'pluto'].indexOf(id), name: grahaName(id) };
}

export function yogaEntity(index0: number): NamedEntity {
  const name = yogaNames[index0];
  return { id: name.en.toLowerCase(), index: index0 + 1, name };
}

export function karanaEntity(id: KaranaId): NamedEntity {
  return { id, index: karanaIds.indexOf(id) + 1, name: karanaNames[id] };
}
