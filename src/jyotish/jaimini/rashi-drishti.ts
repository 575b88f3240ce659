/**
 * Rashi drishti (jaimini.md §5, `RASHI_DRISHTI.JAIMINI`) as a table: the three signs each sign
 * aspects. The pairwise rule lives in `jyotish/jaimini-strength.ts` (shared with the Chara
 * dasha's strength chain); this lists it per sign.
 */
import { rashiAspects } from '../jaimini-strength.ts';

/** The three signs (0-based, in zodiac order) a sign aspects. */
export function rashiDrishti(sign: number): number[] {
  const out: number[] = [];
  for (let s = 0; s < 12; s++) if (rashiAspects(sign, s)) out.push(s);
  return out;
}
