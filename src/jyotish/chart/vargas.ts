import { normalizeDegrees } from '../../shared/angles.ts';
import { degreesInRashi, degreesPerPada, isOddRashi, rashiElement, rashiIndexOf, rashiModality } from '../core/zodiac.ts';

/** The sixteen divisional charts of BPHS ch. 6–7 (Shodashavarga), by their division number. */
export const shodashavargas = [1, 2, 3, 4, 7, 9, 10, 12, 16, 20, 24, 27, 30, 40, 45, 60] as const;
export type VargaDivision = (typeof shodashavargas)[number];

/**
 * Variants where the tradition has several rules. Only D2 has a second rule served:
 * - `parashara` (`VARGA.PARASHARA`, default): Sun's hora Leo / Moon's hora Cancer;
 * - `parivritti` (`VARGA.D2_PARIVRITTI`): halves counted cyclically from Aries, reversed in
 *   even signs — the default of Jagannatha Hora/PyJHora.
 */
export type HoraVariant = 'parashara' | 'parivritti';

/**
 * The sign (0–11) a sidereal longitude falls in within divisional chart D`division`
 * (`VARGA.PARASHARA`, charts-and-vargas.md §3). Part j = ⌊d / (30/N)⌋ of the sign s.
 */
export function vargaSign(longitude: number, division: VargaDivision, horaVariant: HoraVariant = 'parashara'): number {
  const lon = normalizeDegrees(longitude);
  const s = rashiIndexOf(lon);
  const d = degreesInRashi(lon);
  const j = Math.min(division - 1, Math.floor((d * division) / 30));
  const odd = isOddRashi(s);
  const mod = (x: number) => ((x % 12) + 12) % 12;
  switch (division) {
    case 1:
      return s;
    case 2:
      if (horaVariant === 'parivritti') return mod(2 * s + (odd ? j : 1 - j));
      return odd === (j === 0) ? 4 : 3; // odd sign: first half Leo; even sign: first half Cancer
    case 3:
      return mod(s + 4 * j);
    case 4:
      return mod(s + 3 * j);
    case 7:
      return mod(odd ? s + j : s + 6 + j);
    case 9:
      return Math.floor(lon / degreesPerPada) % 12; // the navamsa is the pada, counted on from Aries
    case 10:
      return mod(odd ? s + j : s + 8 + j);
    case 12:
      return mod(s + j);
    case 16:
      return mod([0, 4, 8][rashiModality(s)] + j);
    case 20:
      return mod([0, 8, 4][rashiModality(s)] + j);
    case 24:
      return mod((odd ? 4 : 3) + j);
    case 27:
      return mod([0, 3, 6, 9][rashiElement(s)] + j);
    case 30:
      return trimshamshaSign(d, odd);
    case 40:
      return mod((odd ? 0 : 6) + j);
    case 45:
      return mod([0, 4, 8][rashiModality(s)] + j);
    case 60:
      return mod(s + Math.floor(d * 2));
  }
}

/** D30: unequal parts ruled by Mars, Saturn, Jupiter, Mercury, Venus (reversed in even signs). */
function trimshamshaSign(d: number, odd: boolean): number {
  if (odd) {
    if (d < 5) return 0; // Aries (Mars)
    if (d < 10) return 10; // Aquarius (Saturn)
    if (d < 18) return 8; // Sagittarius (Jupiter)
    if (d < 25) return 2; // Gemini (Mercury)
    return 6; // Libra (Venus)
  }
  if (d < 5) return 1; // Taurus (Venus)
  if (d < 12) return 5; // Virgo (Mercury)
  if (d < 20) return 11; // Pisces (Jupiter)
  if (d < 25) return 9; // Capricorn (Saturn)
  return 7; // Scorpio (Mars)
}

/** Longitude within the varga sign, (d·N) mod 30 — shown beside planets in varga charts. */
export function vargaDegreeInSign(longitude: number, division: VargaDivision): number {
  return (degreesInRashi(longitude) * division) % 30;
}
