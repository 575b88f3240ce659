/**
 * The order of antardashas inside a nakshatra dasha's period. BPHS starts them with the
 * period's own lord (`proportionalDivider` of period-tree.ts). Jagannatha Hora's Tithi
 * Ashtottari starts them with the next lord in the sequence and ends with the period's own lord
 * (`AD.NEXT_LORD_FIRST`, docs/methods/dashas-more.md §3a): its 64 antardasha rows of the
 * reference birth show it.
 */
import type { NakshatraSystem } from './nakshatra-systems.ts';
import type { Divider } from './period-tree.ts';

/** Method id of the next-lord-first order. */
export const nextLordFirstMethodId = 'AD.NEXT_LORD_FIRST';

/**
 * Proportional antardashas (share = years / total) beginning with the lord after the parent's
 * and ending with the parent's own lord. Never fails for a parent whose lord is in the sequence.
 */
export function nextLordFirstDivider<L extends string>(system: Pick<NakshatraSystem<L>, 'sequence' | 'yearsByLord'>): Divider<L> {
  const n = system.sequence.length;
  const total = system.sequence.reduce((s, l) => s + system.yearsByLord[l], 0);
  return (parent) => {
    const i = system.sequence.indexOf(parent.lord);
    return system.sequence.map((_, k) => {
      const lord = system.sequence[(i + 1 + k) % n];
      return { lord, share: system.yearsByLord[lord] / total };
    });
  };
}
