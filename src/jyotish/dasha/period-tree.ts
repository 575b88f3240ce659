/**
 * Dasha periods as a tree of any depth, for any system whose periods divide into sub-periods
 * by shares (docs/methods/dashas-more.md §2): the nakshatra dashas (lords with years), Yogini,
 * and the sign dashas (twelve equal parts). Times are UT Julian days, unrounded; each child
 * list ends exactly at its parent's end, so children always tile their parent.
 *
 * Also the lazy walk behind `runningAt`: the period running at an instant at every level,
 * computed down one branch only (five Vimshottari levels cost 5 × 9 nodes, not 9⁵).
 */
import { degreesPerNakshatra, nakshatraIndexOf } from '../core/zodiac.ts';
import { normalizeDegrees } from '../../shared/angles.ts';
import { cycleYears, type NakshatraSystem } from './nakshatra-systems.ts';

/** A period and, when expanded, its sub-periods. */
export interface DashaNode<L> {
  lord: L;
  startJd: number;
  endJd: number;
  /** Sub-periods in order, or null where the tree was not expanded. */
  children: DashaNode<L>[] | null;
}

/**
 * One sub-period rule: the children of a period as lords with their shares (summing to 1).
 * `path` (the lords from the top level down to the parent) is valid during the call only; the
 * returned list is read, never changed, so a divider may return the same list again.
 */
export type Divider<L> = (parent: DashaNode<L>, level: number, path: readonly L[]) => readonly { lord: L; share: number }[];

/**
 * The children of `parent` by `divider`: each starts where the previous ended, span · share
 * long; the last ends exactly at the parent's end.
 */
export function childrenOf<L>(parent: DashaNode<L>, divider: Divider<L>, level: number, path: readonly L[]): DashaNode<L>[] {
  const parts = divider(parent, level, path);
  const span = parent.endJd - parent.startJd;
  const out: DashaNode<L>[] = [];
  let start = parent.startJd;
  for (let i = 0; i < parts.length; i++) {
    const end = i === parts.length - 1 ? parent.endJd : start + span * parts[i].share;
    out.push({ lord: parts[i].lord, startJd: start, endJd: end, children: null });
    start = end;
  }
  return out;
}

/**
 * Expands `node` `levels` levels below itself in place (levels ≤ 0 leaves it as it is).
 * `level` is the node's own level (1 = mahadasha).
 */
export function expand<L>(node: DashaNode<L>, divider: Divider<L>, levels: number, level = 1, path: readonly L[] = [node.lord]): DashaNode<L> {
  expandOnPath(node, divider, levels, level, [...path]);
  return node;
}

/**
 * `expand` with one path stack for the whole walk (a lord pushed before each child's own
 * expansion, popped after) instead of a new array per node: a divider reads the path during
 * its call only (Divider), and a Vimshottari tree to pratyantar made 810 of them.
 */
function expandOnPath<L>(node: DashaNode<L>, divider: Divider<L>, levels: number, level: number, path: L[]): void {
  if (levels <= 0) return;
  const children = childrenOf(node, divider, level, path);
  node.children = children;
  if (levels === 1) return;
  for (const c of children) {
    path.push(c.lord);
    expandOnPath(c, divider, levels - 1, level + 1, path);
    path.pop();
  }
}

/**
 * The periods running at `jd`, one per level from the top down to `depth` levels; empty when
 * `jd` lies outside the listed top-level periods. A period [start, end) contains jd when
 * start ≤ jd < end. Does not modify `roots`.
 */
export function runningChain<L>(roots: readonly DashaNode<L>[], divider: Divider<L>, jd: number, depth: number): DashaNode<L>[] {
  const chain: DashaNode<L>[] = [];
  let level = roots;
  const path: L[] = [];
  for (let k = 1; k <= depth; k++) {
    const hit = level.find((p) => p.startJd <= jd && jd < p.endJd);
    if (!hit) break;
    chain.push({ ...hit, children: null });
    path.push(hit.lord);
    if (k === depth) break;
    level = hit.children ?? childrenOf(hit, divider, k, path);
  }
  return chain;
}

/**
 * The divider that gives, for a parent lord at index i of `sequence`, `parts(i)` — made once per
 * lord and divider and then shared (read-only): a Vimshottari tree divides 90 periods, and
 * building the same nine shares each time was a tenth of kundli-advanced's allocation.
 */
function rotatingDivider<L extends string>(sequence: readonly L[], parts: (i: number) => readonly { lord: L; share: number }[]): Divider<L> {
  const made: (readonly { lord: L; share: number }[] | undefined)[] = [];
  return (parent) => {
    const i = sequence.indexOf(parent.lord);
    let p = made[i + 1];
    if (p === undefined) {
      p = Object.freeze(parts(i).map((x) => Object.freeze(x)));
      made[i + 1] = p;
    }
    return p;
  };
}

const proportionalDividers = new WeakMap<object, Divider<string>>();

/**
 * Proportional sub-periods of a lord system: the parent's lord first, shares years/total (BPHS 46).
 * One divider per system object (the systems are module constants).
 */
export function proportionalDivider<L extends string>(system: Pick<NakshatraSystem<L>, 'sequence' | 'yearsByLord'>): Divider<L> {
  let d = proportionalDividers.get(system) as unknown as Divider<L> | undefined;
  if (d === undefined) {
    d = makeProportionalDivider(system);
    proportionalDividers.set(system, d as unknown as Divider<string>);
  }
  return d;
}

function makeProportionalDivider<L extends string>(system: Pick<NakshatraSystem<L>, 'sequence' | 'yearsByLord'>): Divider<L> {
  const total = system.sequence.reduce((s, l) => s + system.yearsByLord[l], 0);
  return rotatingDivider(system.sequence, (i) =>
    system.sequence.map((_, k) => {
      const lord = system.sequence[(i + k) % system.sequence.length];
      return { lord, share: system.yearsByLord[lord] / total };
    }),
  );
}

/** Equal sub-periods of a lord system: the parent's lord first, each 1 / (number of lords). */
export function equalDivider<L extends string>(system: Pick<NakshatraSystem<L>, 'sequence'>): Divider<L> {
  const n = system.sequence.length;
  return rotatingDivider(system.sequence, (i) => system.sequence.map((_, k) => ({ lord: system.sequence[(i + k) % n], share: 1 / n })));
}

/** Where a nakshatra dasha starts: the seed's star, the birth lord and its balance. */
export interface NakshatraStart<L> {
  /** The seed longitude used (sidereal degrees). */
  seedLongitude: number;
  /** 0-based nakshatra of the seed. */
  nakshatra: number;
  /** Part of that nakshatra crossed, [0, 1). */
  fractionOfNakshatra: number;
  lord: L;
  /** Part of the birth lord's period already run at birth, [0, 1). */
  fractionElapsed: number;
  /** Years of the birth period still to run at birth. */
  balanceYears: number;
  /** Start of the birth period (at or before birth). */
  periodStartJd: number;
}

/**
 * The start of a nakshatra dasha from the seed longitude (dashas.md §1 generalised):
 * n = ⌊λ / 13°20′⌋, f = part of the star crossed; the system's rule picks the lord and the
 * fraction of its period run; the birth period began fraction · years · Y days before birth.
 */
export function nakshatraStart<L extends string>(system: NakshatraSystem<L>, seedLongitude: number, birthJd: number, yearDays: number): NakshatraStart<L> {
  const lon = normalizeDegrees(seedLongitude);
  const n = nakshatraIndexOf(lon);
  const f = (lon - n * degreesPerNakshatra) / degreesPerNakshatra;
  const { lord, fractionElapsed } = system.start(n, f);
  const years = system.yearsByLord[lord];
  return {
    seedLongitude: lon,
    nakshatra: n,
    fractionOfNakshatra: f,
    lord,
    fractionElapsed,
    balanceYears: (1 - fractionElapsed) * years,
    periodStartJd: birthJd - fractionElapsed * years * yearDays,
  };
}

/**
 * The top-level periods of a nakshatra dasha: from the birth period on, the lords in order,
 * `cycles` whole cycles (the system's own count unless given), each years · Y days long.
 */
export function nakshatraMahadashas<L extends string>(
  system: NakshatraSystem<L>,
  start: NakshatraStart<L>,
  yearDays: number,
  cycles = system.cycles,
): DashaNode<L>[] {
  const out: DashaNode<L>[] = [];
  let lord = start.lord;
  let t = start.periodStartJd;
  const n = system.sequence.length;
  for (let i = 0; i < cycles * n; i++) {
    const end = t + system.yearsByLord[lord] * yearDays;
    out.push({ lord, startJd: t, endJd: end, children: null });
    t = end;
    lord = system.sequence[(system.sequence.indexOf(lord) + 1) % n];
  }
  return out;
}

/** Years of one cycle of a nakshatra system (the sum its periods always add up to). */
export { cycleYears };
