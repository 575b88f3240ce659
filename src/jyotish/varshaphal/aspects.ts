/**
 * Tajaka aspects (docs/methods/varshaphal.md §4): aspects by sign between the seven grahas,
 * their nature, and the orb relations on which the Tajaka yogas are built (ithasala,
 * ishrafa …), all from the grahas' degrees within their signs.
 */
import { houseFrom, type SevenGrahaId } from '../core/zodiac.ts';
import { deeptamshaDegrees, isFaster } from './tables.ts';

/** The aspect a sign distance makes. `semi-sextile` (2/12) exists only in the `with-semi-sextile` scheme. */
export type TajakaAspectKind = 'conjunction' | 'opposition' | 'trine' | 'sextile' | 'square' | 'semi-sextile';

/**
 * Which sign distances aspect:
 * - `neelakanthi` (`TAJ.ASPECT_NEELAKANTHI`, default): 1/7, 3/11, 4/10, 5/9; 2/12 and 6/8 none;
 * - `with-semi-sextile` (`TAJ.ASPECT_WITH_2_12`): also 2/12, as a neutral aspect (the reading
 *   of PyJHora's Tajaka module and of its worked nakta and yamaya examples).
 */
export type AspectScheme = 'neelakanthi' | 'with-semi-sextile';

export const aspectSchemeMethodId: Record<AspectScheme, string> = {
  neelakanthi: 'TAJ.ASPECT_NEELAKANTHI',
  'with-semi-sextile': 'TAJ.ASPECT_WITH_2_12',
};

/** Open or secret friendship or enmity (pratyaksha/gupta mitra/shatru), or neutral. */
export type AspectNature = 'open-friendly' | 'secret-friendly' | 'open-inimical' | 'secret-inimical' | 'neutral';

export const aspectNature: Record<TajakaAspectKind, AspectNature> = {
  trine: 'open-friendly',
  sextile: 'secret-friendly',
  conjunction: 'open-inimical',
  opposition: 'open-inimical',
  square: 'secret-inimical',
  'semi-sextile': 'neutral',
};

/** The aspect between two signs (0–11) under a scheme, or null. Symmetric. */
export function signAspect(fromSign: number, toSign: number, scheme: AspectScheme): TajakaAspectKind | null {
  switch (houseFrom(fromSign, toSign)) {
    case 1:
      return 'conjunction';
    case 7:
      return 'opposition';
    case 5:
    case 9:
      return 'trine';
    case 3:
    case 11:
      return 'sextile';
    case 4:
    case 10:
      return 'square';
    case 2:
    case 12:
      return scheme === 'with-semi-sextile' ? 'semi-sextile' : null;
    default:
      return null;
  }
}

/** A graha as the aspect rules read it. */
export interface TajakaBody {
  graha: SevenGrahaId;
  sign: number;
  /** Degrees within the sign, [0, 30). */
  degreeInSign: number;
  /** Longitude speed, degrees/day (negative when retrograde). */
  speedDegreesPerDay: number;
}

/** The orb two grahas share: the mean of their deeptamshas (`TAJ.ORB_MEAN`). */
export function meanOrb(a: SevenGrahaId, b: SevenGrahaId): number {
  return (deeptamshaDegrees[a] + deeptamshaDegrees[b]) / 2;
}

/** How a pair in aspect stands (`TAJ.ITHASALA`): applying, separating, or neither within orb. */
export type PairState =
  /** Faster behind the slower (or within 1° of it either way), within the mean orb. */
  | 'ithasala'
  /** Faster ahead of the slower by more than 1°, within the mean orb. */
  | 'ishrafa'
  /** Faster behind, outside the orb by at most 1°: the orbs are about to meet (bhavishya). */
  | 'approaching'
  | 'apart';

/** Grade of an ithasala: poorna (within 1°), vartamana (within orb), bhavishya (orbs about to meet). */
export type IthasalaGrade = 'poorna' | 'vartamana' | 'bhavishya';

export interface TajakaPair {
  faster: SevenGrahaId;
  slower: SevenGrahaId;
  aspect: TajakaAspectKind;
  /** House of the slower from the faster (1–12). */
  houseDistance: number;
  /** Degrees the slower is ahead of the faster within their signs: δ = d(slower) − d(faster). */
  separationDegrees: number;
  meanOrbDegrees: number;
  state: PairState;
  /** For `ithasala` and `approaching`. */
  grade: IthasalaGrade | null;
  /** Whether the aspect-adjusted distance is shrinking by the actual daily motions (a fact, not a rule input). */
  applyingByMotion: boolean;
}

/** Margin beyond the mean orb inside which an applying pair counts as a future (bhavishya) ithasala. */
const bhavishyaMarginDegrees = 1;
/** Within this many degrees either way an ithasala is poorna (complete). */
const poornaDegrees = 1;

/**
 * The Tajaka relation of two grahas (either order), or null when their signs do not aspect.
 * The faster is the one earlier in the natural order of speed (`TAJ.SPEED_NATURAL`).
 */
export function tajakaPair(a: TajakaBody, b: TajakaBody, scheme: AspectScheme): TajakaPair | null {
  if (a.graha === b.graha) return null;
  const aspect = signAspect(a.sign, b.sign, scheme);
  if (aspect === null) return null;
  const [f, s] = isFaster(a.graha, b.graha) ? [a, b] : [b, a];
  const delta = s.degreeInSign - f.degreeInSign;
  const orb = meanOrb(f.graha, s.graha);
  let state: PairState = 'apart';
  let grade: IthasalaGrade | null = null;
  if (Math.abs(delta) <= poornaDegrees) {
    state = 'ithasala';
    grade = 'poorna';
  } else if (delta > 0 && delta <= orb) {
    state = 'ithasala';
    grade = 'vartamana';
  } else if (delta < 0 && -delta <= orb) {
    state = 'ishrafa';
  } else if (delta > orb && delta <= orb + bhavishyaMarginDegrees) {
    state = 'approaching';
    grade = 'bhavishya';
  }
  // The aspect-adjusted gap δ shrinks when the slower's motion is less than the faster's.
  const applyingByMotion = delta >= 0 ? s.speedDegreesPerDay < f.speedDegreesPerDay : s.speedDegreesPerDay > f.speedDegreesPerDay;
  return {
    faster: f.graha,
    slower: s.graha,
    aspect,
    houseDistance: houseFrom(f.sign, s.sign),
    separationDegrees: delta,
    meanOrbDegrees: orb,
    state,
    grade,
    applyingByMotion,
  };
}

/**
 * A future ithasala across a sign cusp (`TAJ.ITHASALA_NEXT_SIGN`): the faster graha, on
 * entering its next sign, will aspect the slower one within the mean orb — the gap
 * d(slower) + 30 − d(faster) is within the orb and the next sign aspects the slower's.
 * Returns the gap in degrees, or null.
 */
export function nextSignIthasalaGap(faster: TajakaBody, slower: TajakaBody, scheme: AspectScheme): number | null {
  if (!isFaster(faster.graha, slower.graha)) return null;
  if (signAspect((faster.sign + 1) % 12, slower.sign, scheme) === null) return null;
  const gap = slower.degreeInSign + 30 - faster.degreeInSign;
  return gap <= meanOrb(faster.graha, slower.graha) ? gap : null;
}

/** Every aspecting pair among the bodies, in the order of the list (i < j). */
export function tajakaPairs(bodies: readonly TajakaBody[], scheme: AspectScheme): TajakaPair[] {
  const out: TajakaPair[] = [];
  for (let i = 0; i < bodies.length; i++) {
    for (let j = i + 1; j < bodies.length; j++) {
      const p = tajakaPair(bodies[i], bodies[j], scheme);
      if (p) out.push(p);
    }
  }
  return out;
}
