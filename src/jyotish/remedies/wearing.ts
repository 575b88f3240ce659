/**
 * Metal and finger the gem tradition pairs with each graha: `GEM.WEARING_TRADITION`.
 *
 * The methods reference (numerology-and-remedies.md §5) has no such table, so this is the
 * project's declared, deliberately conservative list: for each graha the metal and finger that
 * popular Indian gem literature names most often, and the alternatives other lists name. Lists
 * vary by author (Saturn's metal and the fingers of Moon, Venus and Ketu most of all); the
 * finger follows the palm-mount convention (index Jupiter, middle Saturn, ring Sun, little
 * Mercury), itself a convention. It is reported, never prescribed: no weight, no hand, no hour.
 */
import type { GrahaId } from '../core/zodiac.ts';

export const wearingTableId = 'GEM.WEARING_TRADITION';

export type MetalId = 'gold' | 'silver' | 'copper' | 'panchdhatu' | 'iron';
export type FingerId = 'index' | 'middle' | 'ring' | 'little';

export interface WearingRow {
  /** The metal(s) named most often; more than one when lists name them equally. */
  metals: readonly MetalId[];
  /** Metals other lists name. */
  alsoMetals: readonly MetalId[];
  finger: FingerId;
  /** Fingers other lists name. */
  alsoFingers: readonly FingerId[];
}

export const wearingTradition: Readonly<Record<GrahaId, WearingRow>> = {
  sun: { metals: ['gold'], alsoMetals: ['copper'], finger: 'ring', alsoFingers: [] },
  moon: { metals: ['silver'], alsoMetals: [], finger: 'little', alsoFingers: ['ring'] },
  mars: { metals: ['gold'], alsoMetals: ['copper', 'silver'], finger: 'ring', alsoFingers: ['index'] },
  mercury: { metals: ['gold'], alsoMetals: ['silver'], finger: 'little', alsoFingers: ['middle'] },
  jupiter: { metals: ['gold'], alsoMetals: [], finger: 'index', alsoFingers: [] },
  venus: { metals: ['silver'], alsoMetals: ['gold'], finger: 'middle', alsoFingers: ['little'] },
  saturn: { metals: ['silver', 'panchdhatu'], alsoMetals: ['gold', 'iron'], finger: 'middle', alsoFingers: [] },
  rahu: { metals: ['silver'], alsoMetals: ['panchdhatu'], finger: 'middle', alsoFingers: [] },
  ketu: { metals: ['silver'], alsoMetals: ['panchdhatu', 'gold'], finger: 'middle', alsoFingers: ['little'] },
};
