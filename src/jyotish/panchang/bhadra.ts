/**
 * Bhadra: the Vishti karana and where it "dwells" (vaas), by the Moon's sidereal sign
 * (`BHADRA.VAAS_MOON_SIGN`, muhurat-and-calendar.md §3 EX.BHADRA): on earth (Moon in Karka,
 * Simha, Kumbha, Meena) it is avoided; in heaven (Mesha, Vrishabha, Mithuna, Vrishchika) or
 * the underworld (Kanya, Tula, Dhanu, Makara) it is softer.
 */
import type { AngleSegment } from '../../astro/transitions.ts';
import { karanaOf } from '../core/limbs.ts';

export type BhadraVaas = 'earth' | 'heaven' | 'underworld';

/** Vaas by the Moon's 0-based sign. */
export const bhadraVaasBySign: readonly BhadraVaas[] = [
  'heaven', 'heaven', 'heaven', 'earth', 'earth', 'underworld',
  'underworld', 'heaven', 'underworld', 'underworld', 'earth', 'earth',
];

export interface BhadraPart {
  vaas: BhadraVaas;
  /** 0-based sign of the Moon in this part. */
  moonSign: number;
  startJd: number;
  endJd: number;
}

export interface Bhadra {
  /** 1-based half-tithi (karana) number of this Vishti. */
  halfTithi: number;
  startJd: number;
  endJd: number;
  /** The Vishti split where the Moon changes sign (the vaas can change inside it). */
  parts: BhadraPart[];
}

/** Whether a karana span (index = 0-based half-tithi) is Vishti. */
export function isVishti(karana: AngleSegment): boolean {
  return karanaOf(karana.index) === 'vishti';
}

/**
 * The Bhadra of one Vishti karana span.
 * @param moonSigns Moon-sign spans (index = 0-based sign) covering the whole karana, in order
 */
export function bhadraOf(karana: AngleSegment, moonSigns: readonly AngleSegment[]): Bhadra {
  const parts: BhadraPart[] = [];
  for (const s of moonSigns) {
    const startJd = Math.max(s.startJd, karana.startJd);
    const endJd = Math.min(s.endJd, karana.endJd);
    if (endJd > startJd) parts.push({ vaas: bhadraVaasBySign[s.index], moonSign: s.index, startJd, endJd });
  }
  return { halfTithi: karana.index + 1, startJd: karana.startJd, endJd: karana.endJd, parts };
}
