/**
 * KP ruling planets at a moment (kp.md §6): `KP.RP5` (ascendant sign and star lords, Moon
 * sign and star lords, day lord) or `KP.RP7` (also the ascendant and Moon sub lords, each
 * after its star lord). Declared handling (docs/methods/kp.md):
 * - Duplicates are kept once in order of first appearance, with every slot they fill.
 * - `KP.RP_DROP_RETRO` (default on): a retrograde planet is dropped. Rahu and Ketu are never
 *   dropped (their backward motion is their nature, not a station).
 * - Weak: a ruling planet posited in the star of a retrograde planet (nodes as star lords do
 *   not count, for the same reason).
 * - Nodes: Rahu or Ketu joins when conjoined (same sign) with a kept ruling planet or posited
 *   in a sign a kept ruling planet owns; it then represents that planet. A node that already
 *   fills a slot is not added twice.
 */
import { rashiLord, type GrahaId, type SevenGrahaId } from '../core/zodiac.ts';
import type { KpLords } from './lords.ts';

export type RulingVariant = 'RP5' | 'RP7';
export const rulingVariantMethodId: Record<RulingVariant, string> = { RP5: 'KP.RP5', RP7: 'KP.RP7' };

export const rulingSlotIds = [
  'ascendant-sign-lord', 'ascendant-star-lord', 'ascendant-sub-lord',
  'moon-sign-lord', 'moon-star-lord', 'moon-sub-lord', 'day-lord',
] as const;
export type RulingSlotId = (typeof rulingSlotIds)[number];

const slotsOf: Record<RulingVariant, readonly RulingSlotId[]> = {
  RP5: ['ascendant-sign-lord', 'ascendant-star-lord', 'moon-sign-lord', 'moon-star-lord', 'day-lord'],
  RP7: ['ascendant-sign-lord', 'ascendant-star-lord', 'ascendant-sub-lord', 'moon-sign-lord', 'moon-star-lord', 'moon-sub-lord', 'day-lord'],
};

export interface RulingPlanetsInput {
  variant: RulingVariant;
  dropRetrograde: boolean;
  ascendant: KpLords;
  moon: KpLords;
  dayLord: SevenGrahaId;
  /** Sign, star lord and motion of every graha at the moment. */
  planets: Readonly<Record<GrahaId, { sign: number; starLord: GrahaId; retrograde: boolean }>>;
}

export interface RulingPlanet {
  graha: GrahaId;
  slots: RulingSlotId[];
  count: number;
  retrograde: boolean;
  dropped: boolean;
  /** The retrograde planet in whose star this one stands, or null. */
  weakBecauseOf: GrahaId | null;
}

export interface NodeRepresentation {
  node: 'rahu' | 'ketu';
  represents: { graha: GrahaId; basis: 'conjunction' | 'sign' }[];
  /** True when the node was added by this rule (false when it already filled a slot). */
  added: boolean;
}

export interface RulingPlanets {
  variant: RulingVariant;
  slots: { slot: RulingSlotId; graha: GrahaId }[];
  planets: RulingPlanet[];
  nodes: NodeRepresentation[];
  /** The ruling planets after drops, then the nodes added, in order. */
  final: GrahaId[];
}

const isNode = (g: GrahaId) => g === 'rahu' || g === 'ketu';

/** Ruling planets of a moment from its lords and the sky. */
export function rulingPlanets(input: RulingPlanetsInput): RulingPlanets {
  const source: Record<RulingSlotId, GrahaId> = {
    'ascendant-sign-lord': input.ascendant.signLord,
    'ascendant-star-lord': input.ascendant.starLord,
    'ascendant-sub-lord': input.ascendant.subLord,
    'moon-sign-lord': input.moon.signLord,
    'moon-star-lord': input.moon.starLord,
    'moon-sub-lord': input.moon.subLord,
    'day-lord': input.dayLord,
  };
  const slots = slotsOf[input.variant].map((slot) => ({ slot, graha: source[slot] }));
  const byGraha = new Map<GrahaId, RulingSlotId[]>();
  for (const s of slots) byGraha.set(s.graha, [...(byGraha.get(s.graha) ?? []), s.slot]);

  const planets: RulingPlanet[] = [...byGraha].map(([graha, filled]) => {
    const p = input.planets[graha];
    const starLord = p.starLord;
    const retrograde = !isNode(graha) && p.retrograde;
    return {
      graha,
      slots: filled,
      count: filled.length,
      retrograde,
      dropped: input.dropRetrograde && retrograde,
      weakBecauseOf: !isNode(starLord) && input.planets[starLord].retrograde ? starLord : null,
    };
  });
  const kept = planets.filter((p) => !p.dropped).map((p) => p.graha);
  const keptPlanets = kept.filter((g) => !isNode(g));

  const nodes: NodeRepresentation[] = [];
  for (const node of ['rahu', 'ketu'] as const) {
    const n = input.planets[node];
    const represents: NodeRepresentation['represents'] = [];
    for (const g of keptPlanets) {
      if (input.planets[g].sign === n.sign) represents.push({ graha: g, basis: 'conjunction' });
      else if (rashiLord[n.sign] === g) represents.push({ graha: g, basis: 'sign' });
    }
    if (represents.length > 0) nodes.push({ node, represents, added: !kept.includes(node) });
  }
  const final = [...kept, ...nodes.filter((n) => n.added).map((n) => n.node)];
  return { variant: input.variant, slots, planets, nodes, final };
}
