/**
 * Every divisional chart Jagannatha Hora offers (D1–D12, D16, D20, D24, D27, D30, D40, D45,
 * D60, D81, D108, D144, D150) with the declared variants of each where traditions differ
 * (docs/methods/dashas-more.md §V, charts-and-vargas.md §3). Pure sign arithmetic on a
 * sidereal longitude; `vargas.ts` keeps the sixteen Parashara rules the rest of the code uses.
 *
 * Notation: s = sign 0–11 (0 = Aries), d = degrees in the sign, N = division,
 * j = ⌊d·N/30⌋ the 0-based part, "odd sign" = Aries, Gemini … (s even, 0-based).
 */
import { normalizeDegrees } from '../../shared/angles.ts';
import { degreesInRashi, degreesPerPada, isOddRashi, mod12, rashiElement, rashiIndexOf, rashiModality, rashiLord, type GrahaId } from '../core/zodiac.ts';

export const allDivisions = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 16, 20, 24, 27, 30, 40, 45, 60, 81, 108, 144, 150] as const;
export type Division = (typeof allDivisions)[number];

/** The three parivritti schemes that apply to any division. */
const generic = ['parivritti-cyclic', 'parivritti-even-reverse', 'somanatha'] as const;

/**
 * The variants served for each division, default first. Ids are stable API values; the rules
 * are in `divisionSign` and docs/methods/dashas-more.md §V.
 */
export const divisionVariants = {
  1: ['rashi'],
  2: ['parashara', 'parivritti', 'raman', 'parivritti-cyclic', 'kashinatha', 'somanatha'],
  3: ['parashara', 'parivritti-cyclic', 'somanatha', 'jagannatha', 'parivritti-even-reverse'],
  4: ['parashara', ...generic],
  5: ['parashara', ...generic],
  6: ['parashara', ...generic],
  7: ['parashara', 'even-backward', 'even-reverse-ending-seventh', ...generic],
  8: ['parashara', ...generic],
  9: ['parashara', 'krishna-mishra', 'kalachakra', 'rangacharya', 'somanatha'],
  10: ['parashara', 'even-backward', 'even-backward-from-fifth', ...generic],
  11: ['parashara', 'raman', ...generic],
  12: ['parashara', 'even-reversal', ...generic],
  16: ['parashara', ...generic],
  20: ['parashara', ...generic],
  24: ['parashara', 'even-reversal', 'even-from-leo'],
  27: ['parashara', 'parivritti-even-reverse', 'somanatha'],
  30: ['parashara', ...generic, 'shashtyamsha-like'],
  40: ['parashara', ...generic],
  45: ['parashara', ...generic],
  60: ['parashara', 'from-aries', 'even-reversal-from-aries', 'even-reversal-from-sign'],
  81: ['parivritti-cyclic', 'parivritti-even-reverse', 'somanatha'],
  108: ['parashara', ...generic],
  144: ['parashara', ...generic],
  150: ['parivritti-cyclic', 'parivritti-even-reverse', 'somanatha'],
} as const satisfies Record<Division, readonly string[]>;

export type DivisionVariant<D extends Division = Division> = (typeof divisionVariants)[D][number];
/** Any variant id of any division. */
export type AnyDivisionVariant = DivisionVariant<Division>;

/** The default variant of a division (the first listed). */
export function defaultDivisionVariant(division: Division): AnyDivisionVariant {
  return divisionVariants[division][0];
}

/** Whether `variant` is served for `division`. */
export function isDivisionVariant(division: Division, variant: string): variant is AnyDivisionVariant {
  return (divisionVariants[division] as readonly string[]).includes(variant);
}

/**
 * Method id of a division's variant. The Parashara rules of the sixteen Shodashavarga keep
 * `VARGA.PARASHARA` (charts-and-vargas.md §3); every other rule has an id of its own,
 * `VARGA.D{N}_{VARIANT}` (so the parivritti hora is `VARGA.D2_PARIVRITTI`).
 */
export function divisionMethodId(division: Division, variant: AnyDivisionVariant): string {
  if (division === 1) return 'CHART.WHOLE_SIGN';
  const shodasha = [2, 3, 4, 7, 9, 10, 12, 16, 20, 24, 27, 30, 40, 45, 60].includes(division);
  if (variant === 'parashara' && shodasha) return 'VARGA.PARASHARA';
  return `VARGA.D${division}_${variant.toUpperCase().replace(/-/g, '_')}`;
}


/** Parivritti cyclic: the parts run on through the zodiac from Aries, sign after sign. */
function cyclic(s: number, j: number, n: number): number {
  return mod12(s * n + j);
}

/** Parivritti with even signs reversed: as cyclic, but an even sign takes its parts last-to-first. */
function evenReverse(s: number, j: number, n: number, odd: boolean): number {
  return mod12(s * n + (odd ? j : n - 1 - j));
}

/** Somanatha (parivritti alternate): odd signs count on from Aries, even signs back from Pisces. */
function somanatha(s: number, j: number, n: number, odd: boolean): number {
  const k = Math.floor(s / 2);
  return odd ? mod12(k * n + j) : mod12(11 - k * n - j);
}

/** B. V. Raman's hora (first half, second half) of each sign, Aries first. */
const ramanHora: readonly (readonly [number, number])[] = [
  [7, 9], [1, 11], [5, 0], [3, 6], [4, 2], [2, 3], [6, 4], [0, 5], [11, 1], [9, 7], [10, 8], [8, 10],
];

/** Kashinatha hora: the two signs of the sign lord (odd sign: first, second; even sign reversed). */
const kashinathaSigns: Readonly<Record<GrahaId, readonly [number, number]>> = {
  sun: [4, 4], moon: [3, 3], mars: [7, 0], mercury: [5, 2], jupiter: [11, 8], venus: [6, 1], saturn: [10, 9],
  rahu: [10, 10], ketu: [4, 4],
};

/**
 * Chart facts a few rules need beyond the longitude: the Kashinatha hora follows the lord of
 * the sign, and Scorpio and Aquarius have two (Mars/Ketu, Saturn/Rahu; the stronger rules).
 */
export interface DivisionContext {
  scorpioLord: GrahaId;
  aquariusLord: GrahaId;
}

export const classicalDivisionContext: DivisionContext = { scorpioLord: 'mars', aquariusLord: 'saturn' };

/**
 * Kalachakra navamsa: the sign of each pada, by nakshatra mod 6 (savya groups run Aries →
 * Pisces; apasavya groups run back, as in the Kalachakra dasha).
 */
const kalachakraPadaSigns: readonly (readonly number[])[] = [
  [0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [7, 6, 5, 3], [4, 2, 1, 0], [11, 10, 9, 8],
];

/** The Parashara trimshamsha of BPHS 6: unequal parts of Mars, Saturn, Jupiter, Mercury, Venus. */
function trimshamsha(d: number, odd: boolean): number {
  if (odd) return d < 5 ? 0 : d < 10 ? 10 : d < 18 ? 8 : d < 25 ? 2 : 6;
  return d < 5 ? 1 : d < 12 ? 5 : d < 20 ? 11 : d < 25 ? 9 : 7;
}

/** A point as (sign, degrees in sign): what the two-step charts D108 and D144 pass along. */
export interface SignPoint {
  sign: number;
  degree: number;
}

/** One division applied to a (sign, degree) point: the step the two-level charts repeat. */
export function divideSignPoint(p: SignPoint, division: Division, variant: AnyDivisionVariant, context = classicalDivisionContext): SignPoint {
  return { sign: signOf(p.sign, p.degree, division, variant, context), degree: (p.degree * division) % 30 };
}

function lordFor(s: number, context: DivisionContext): GrahaId {
  if (s === 7) return context.scorpioLord;
  if (s === 10) return context.aquariusLord;
  return rashiLord[s];
}

function signOf(s: number, d: number, n: Division, variant: AnyDivisionVariant, context: DivisionContext): number {
  const j = Math.min(n - 1, Math.floor((d * n) / 30));
  const odd = isOddRashi(s);
  if (variant === 'parivritti-cyclic') return cyclic(s, j, n);
  if (variant === 'parivritti-even-reverse') return evenReverse(s, j, n, odd);
  if (variant === 'somanatha') return somanatha(s, j, n, odd);
  switch (n) {
    case 1:
      return s;
    case 2:
      if (variant === 'parivritti') return evenReverse(s, j, n, odd);
      if (variant === 'raman') return ramanHora[s][j];
      if (variant === 'kashinatha') {
        const pair = kashinathaSigns[lordFor(s, context)];
        return odd ? pair[j] : pair[1 - j];
      }
      return odd === (j === 0) ? 4 : 3; // Sun's hora Leo, Moon's hora Cancer
    case 3:
      if (variant === 'jagannatha') return mod12([0, 9, 6, 3][rashiElement(s)] + 4 * j);
      return mod12(s + 4 * j);
    case 4:
      return mod12(s + 3 * j);
    case 5:
      return odd ? [0, 10, 8, 2, 6][j] : [1, 5, 11, 9, 7][j];
    case 6:
      return mod12((odd ? 0 : 6) + j);
    case 7:
      if (odd) return mod12(s + j);
      if (variant === 'even-backward') return mod12(s - 6 - j);
      if (variant === 'even-reverse-ending-seventh') return mod12(s - j);
      return mod12(s + 6 + j);
    case 8:
      return mod12([0, 8, 4][rashiModality(s)] + j);
    case 9: {
      if (variant === 'krishna-mishra') return evenReverse(s, j, n, odd);
      if (variant === 'kalachakra') {
        const pada = Math.floor((s * 30 + d) / degreesPerPada) % 108;
        return kalachakraPadaSigns[Math.floor(pada / 4) % 6][pada % 4];
      }
      const base = [0, 9, 6, 3][rashiElement(s)];
      if (variant === 'rangacharya') return mod12(rashiElement(s) % 2 === 0 ? base + j : base - j);
      return mod12(base + j);
    }
    case 10:
      if (odd) return mod12(s + j);
      if (variant === 'even-backward') return mod12(s + 8 - j);
      if (variant === 'even-backward-from-fifth') return mod12(s + 4 - j);
      return mod12(s + 8 + j);
    case 11:
      return variant === 'raman' ? mod12(11 + s - j) : mod12(j - s);
    case 12:
      return variant === 'even-reversal' && !odd ? mod12(s - j) : mod12(s + j);
    case 16:
      return mod12([0, 4, 8][rashiModality(s)] + j);
    case 20:
      return mod12([0, 8, 4][rashiModality(s)] + j);
    case 24:
      if (odd) return mod12(4 + j);
      if (variant === 'even-reversal') return mod12(3 - j);
      if (variant === 'even-from-leo') return mod12(4 + j);
      return mod12(3 + j);
    case 27:
      return mod12([0, 3, 6, 9][rashiElement(s)] + j);
    case 30:
      return variant === 'shashtyamsha-like' ? mod12(s + j) : trimshamsha(d, odd);
    case 40:
      return mod12((odd ? 0 : 6) + j);
    case 45:
      return mod12([0, 4, 8][rashiModality(s)] + j);
    case 60:
      if (variant === 'from-aries') return mod12(j);
      if (variant === 'even-reversal-from-aries') return somanatha(s, j, n, odd);
      if (variant === 'even-reversal-from-sign' && !odd) return mod12(s - j);
      return mod12(s + j);
    case 81:
    case 150:
      return cyclic(s, j, n);
    case 108:
      return divideSignPoint(divideSignPoint({ sign: s, degree: d }, 9, 'parashara'), 12, 'parashara').sign;
    case 144:
      return divideSignPoint(divideSignPoint({ sign: s, degree: d }, 12, 'parashara'), 12, 'parashara').sign;
  }
}

/**
 * The sign (0–11) of a sidereal longitude in divisional chart D`division` under `variant`
 * (the division's default when omitted). Never fails for a finite longitude; an unknown
 * variant falls back to the default rule (callers validate with `isDivisionVariant`).
 */
export function divisionSign(
  longitude: number,
  division: Division,
  variant: AnyDivisionVariant = defaultDivisionVariant(division),
  context: DivisionContext = classicalDivisionContext,
): number {
  const lon = normalizeDegrees(longitude);
  return signOf(rashiIndexOf(lon), degreesInRashi(lon), division, variant, context);
}

/** Degrees within the varga sign, (d·N) mod 30, for every division and variant. */
export function divisionDegreeInSign(longitude: number, division: Division): number {
  return (degreesInRashi(longitude) * division) % 30;
}
