/**
 * Builders of the `{ id, index, name }` objects (design §1) for the core entities.
 * Indexes are 1-based in published results.
 */
import { grahaName, karanaNames, nakshatraNames, rashiDisplayName, yogaNames } from '../../content/names.ts';
import { karanaIds, type KaranaId } from '../../jyotish/core/limbs.ts';
import { grahaIds, nakshatraIds, rashiIds, type GrahaId } from '../../jyotish/core/zodiac.ts';
import type { NamedEntity } from '../../contract/common.ts';

/**
 * One frozen entity per key, built on first use: entities never change, and a result may name
 * the same sign or graha thousands of times (729 pratyantardashas in kundli-advanced alone).
 */
function memoised<K extends string | number>(build: (key: K) => NamedEntity): (key: K) => NamedEntity {
  const cache = new Map<K, NamedEntity>();
  return (key) => {
    let entity = cache.get(key);
    if (entity === undefined) {
      // Frozen all the way down (the name too, as a copy: the catalogue's own object stays as
      // it is), so the serialiser may copy an entity's bytes instead of writing them again
      // (`api/pool/frozen-bytes-cache.ts`).
      const built = build(key);
      entity = Object.freeze({ ...built, name: Object.freeze({ ...built.name }) });
      cache.set(key, entity);
    }
    return entity;
  };
}

/** A sign from its 0-based index; the English name carries the Western name: "Mesha (Aries)". */
export const rashiEntity: (index0: number) => NamedEntity = memoised((index0: number) => ({
  id: rashiIds[index0],
  index: index0 + 1,
  name: rashiDisplayName(index0),
}));

/** A nakshatra from its 0-based index (0 = Ashwini). */
export const nakshatraEntity: (index0: number) => NamedEntity = memoised((index0: number) => {
  const id = nakshatraIds[index0];
  return { id, index: index0 + 1, name: nakshatraNames[id] };
});

/** A graha (index 1–9: Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu) or Uranus 10, Neptune 11, Pluto 12. */
export const grahaEntity: (id: GrahaId | 'uranus' | 'neptune' | 'pluto') => NamedEntity = memoised(
  (id: GrahaId | 'uranus' | 'neptune' | 'pluto') => {
    const i = (grahaIds as readonly string[]).indexOf(id);
    return { id, index: i >= 0 ? i + 1 : 10 + ['uranus', 'neptune', 'pluto'].indexOf(id), name: grahaName(id) };
  },
);

/** A yoga (of the 27) from its 0-based index; the id is its lower-case English name. */
export const yogaEntity: (index0: number) => NamedEntity = memoised((index0: number) => {
  const name = yogaNames[index0];
  return { id: name.en.toLowerCase(), index: index0 + 1, name };
});

/** A karana by id; the index is its place in the 11 karanas (1 = Kimstughna). */
export const karanaEntity: (id: KaranaId) => NamedEntity = memoised((id: KaranaId) => ({
  id,
  index: karanaIds.indexOf(id) + 1,
  name: karanaNames[id],
}));
