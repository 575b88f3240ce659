/**
 * The sign and graha entities of one result, built once and shared by reference: a
 * kundli-advanced result names a graha or sign several thousand times (729
 * pratyantardashas alone).
 */
import { rashiLord, grahaIds, type GrahaId } from '../../jyotish/core/zodiac.ts';
import type { NamedEntity } from '../../contract/common.ts';
import { grahaEntity, rashiEntity } from '../shared/entities.ts';

const rashis: readonly NamedEntity[] = Array.from({ length: 12 }, (_, i) => rashiEntity(i));
const grahas = Object.fromEntries(grahaIds.map((g) => [g, grahaEntity(g)])) as Record<GrahaId, NamedEntity>;

/** Entity of a 0-based sign. */
export function rashiOf(sign: number): NamedEntity {
  return rashis[sign];
}

export function grahaOf(id: GrahaId): NamedEntity {
  return grahas[id];
}

/** The classical lord of a 0-based sign. */
export function signLordOf(sign: number): NamedEntity {
  return grahas[rashiLord[sign]];
}
