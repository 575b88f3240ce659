/**
 * KP significators (kp.md §5, `KP.SIG4`): for each house the planets at levels A–D
 * (A in the star of an occupant, B occupant, C in the star of the house lord, D the lord),
 * optional level E (`KP.SIG_ASPECT`), the per-planet reverse view, and the nodes' agency
 * (`KP.NODE_AGENT`).
 *
 * Declared choices (docs/methods/kp.md):
 * - Conjunction (`KP.CONJ_SAME_SIGN`): two grahas in the same sidereal sign.
 * - Aspects (`KP.ASPECT_HOUSES`): counted in whole Placidus houses from the aspecting graha's
 *   house, the 7th for every graha, Mars also 4/8, Jupiter 5/9, Saturn 3/10; Rahu and Ketu
 *   the 7th only; a node never counts as the other node's agent.
 * - Level E of a house lists the grahas, other than its occupants, that are conjoined with an
 *   occupant or aspect the house; an empty house has no level E.
 */
import { grahaIds, rashiLord, type GrahaId } from '../core/zodiac.ts';
import { housesOwnedBy } from './houses.ts';

export type SignificatorLevel = 'A' | 'B' | 'C' | 'D' | 'E';

export interface SignificatorPlanet {
  graha: GrahaId;
  sign: number;
  house: number;
  starLord: GrahaId;
}

export interface SignificatorInput {
  planets: Readonly<Record<GrahaId, SignificatorPlanet>>;
  /** Lord of each house, index 0 = house 1. */
  houseLords: readonly GrahaId[];
  includeLevelE: boolean;
}

export interface HouseSignificators {
  house: number;
  lord: GrahaId;
  occupants: GrahaId[];
  levels: Record<'A' | 'B' | 'C' | 'D', GrahaId[]> & { E?: GrahaId[] };
  /** Every significator once, strongest level first (A, B, C, D, then E when asked). */
  all: GrahaId[];
}

export interface PlanetSignifications {
  graha: GrahaId;
  occupies: number;
  owns: number[];
  starLord: GrahaId;
  starLordOccupies: number;
  starLordOwns: number[];
  /** Houses in which the graha appears at each level. */
  byLevel: Record<'A' | 'B' | 'C' | 'D', number[]> & { E?: number[] };
  /** Houses signified at levels A–D, ascending. */
  houses: number[];
}

export type AgencyBasis = 'conjunction' | 'aspect' | 'star-lord' | 'sign-lord';

export interface NodeAgency {
  node: 'rahu' | 'ketu';
  /** Agents in the order of kp.md §5: conjoined, aspecting, star lord, sign lord. */
  agents: { graha: GrahaId; bases: AgencyBasis[]; houses: number[] }[];
  /** Houses the node signifies as agent (occupied or owned by its agents), ascending. */
  houses: number[];
}

export interface Significators {
  houses: HouseSignificators[];
  planets: PlanetSignifications[];
  nodes: NodeAgency[];
}

const aspectCounts: Readonly<Record<GrahaId, readonly number[]>> = {
  sun: [7], moon: [7], mercury: [7], venus: [7], rahu: [7], ketu: [7],
  mars: [4, 7, 8], jupiter: [5, 7, 9], saturn: [3, 7, 10],
};

/** Houses a graha in `house` aspects (whole Placidus houses counted from its own, own = 1). */
export function aspectedHouses(graha: GrahaId, house: number): number[] {
  return aspectCounts[graha].map((k) => ((house - 1 + k - 1) % 12) + 1);
}

function unique<T>(xs: readonly T[]): T[] {
  return [...new Set(xs)];
}
const ascending = (xs: number[]) => unique(xs).sort((a, b) => a - b);

/** All significator views of a chart. */
export function computeSignificators(input: SignificatorInput): Significators {
  const { planets, houseLords, includeLevelE } = input;
  const occupantsOf = (h: number) => grahaIds.filter((g) => planets[g].house === h);
  const inStarOf = (lords: readonly GrahaId[]) => grahaIds.filter((g) => lords.includes(planets[g].starLord));
  const aspects = (g: GrahaId, h: number) => aspectedHouses(g, planets[g].house).includes(h);

  const houses: HouseSignificators[] = [];
  for (let h = 1; h <= 12; h++) {
    const lord = houseLords[h - 1];
    const occupants = occupantsOf(h);
    const levels: HouseSignificators['levels'] = {
      A: inStarOf(occupants),
      B: occupants,
      C: inStarOf([lord]),
      D: [lord],
    };
    if (includeLevelE) {
      levels.E = occupants.length === 0
        ? []
        : grahaIds.filter((g) => !occupants.includes(g) && (occupants.some((o) => planets[o].sign === planets[g].sign) || aspects(g, h)));
    }
    const all = unique([...levels.A, ...levels.B, ...levels.C, ...levels.D, ...(levels.E ?? [])]);
    houses.push({ house: h, lord, occupants, levels, all });
  }

  const planetViews: PlanetSignifications[] = grahaIds.map((g) => {
    const p = planets[g];
    const owns = housesOwnedBy(g, houseLords);
    const starLordOwns = housesOwnedBy(p.starLord, houseLords);
    const starLordOccupies = planets[p.starLord].house;
    const byLevel: PlanetSignifications['byLevel'] = {
      A: [starLordOccupies],
      B: [p.house],
      C: starLordOwns,
      D: owns,
    };
    if (includeLevelE) byLevel.E = houses.filter((x) => x.levels.E?.includes(g)).map((x) => x.house);
    return {
      graha: g,
      occupies: p.house,
      owns,
      starLord: p.starLord,
      starLordOccupies,
      starLordOwns,
      byLevel,
      houses: ascending([...byLevel.A, ...byLevel.B, ...byLevel.C, ...byLevel.D]),
    };
  });

  const nodes: NodeAgency[] = (['rahu', 'ketu'] as const).map((node) => {
    const n = planets[node];
    const found = new Map<GrahaId, AgencyBasis[]>();
    const add = (g: GrahaId, basis: AgencyBasis) => {
      if (g === 'rahu' || g === 'ketu') return;
      const bases = found.get(g) ?? [];
      if (!bases.includes(basis)) bases.push(basis);
      found.set(g, bases);
    };
    for (const g of grahaIds) if (g !== node && planets[g].sign === n.sign) add(g, 'conjunction');
    for (const g of grahaIds) if (g !== node && aspects(g, n.house)) add(g, 'aspect');
    add(n.starLord, 'star-lord');
    add(rashiLord[n.sign], 'sign-lord');
    const agents = [...found].map(([graha, bases]) => ({
      graha,
      bases,
      houses: ascending([planets[graha].house, ...housesOwnedBy(graha, houseLords)]),
    }));
    return { node, agents, houses: ascending(agents.flatMap((a) => a.houses)) };
  });

  return { houses, planets: planetViews, nodes };
}
