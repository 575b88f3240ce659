/**
 * Sahams (docs/methods/varshaphal.md §7): sensitive points A − B + C of the annual chart.
 * Rules (`SAHAM.NEELAKANTHI`):
 * - a saham marked `reverse` is computed B − A + C when the year begins by night
 *   (`SAHAM.NIGHT_REVERSE`); those marked `same` keep their formula by night;
 * - when C (the start point) does not lie on the zodiacal arc from B forward to A, one sign
 *   (30°) is added (`SAHAM.ADD_SIGN`);
 * - "the n-th house" is the lagna + 30°·(n − 1) (`SAHAM.HOUSE_FROM_LAGNA`).
 */
import { forwardArc, normalizeDegrees } from '../../shared/angles.ts';
import { rashiIndexOf, rashiLord, type SevenGrahaId } from '../core/zodiac.ts';

/** A term of a saham formula. */
export type SahamTerm =
  | { kind: 'graha'; graha: SevenGrahaId }
  | { kind: 'lagna' }
  /** The cusp of the n-th house: lagna + 30°·(n − 1). */
  | { kind: 'house'; house: number }
  /** The graha that lords the n-th sign from the lagna. */
  | { kind: 'house-lord'; house: number }
  /** The graha that lords the sign the Sun or the Moon occupies. */
  | { kind: 'sign-lord-of'; graha: 'sun' | 'moon' }
  | { kind: 'saham'; saham: SahamId }
  /** A fixed sidereal longitude (Jalapatana: 15° Cancer = 105°). */
  | { kind: 'fixed'; longitude: number };

export type Formula = readonly [a: SahamTerm, b: SahamTerm, c: SahamTerm];

export interface SahamDefinition {
  id: SahamId;
  /** Position in the table of 36 (the alternative Roga formula shares 16). */
  number: number;
  day: Formula;
  /** `reverse`: A and B exchange by night; `same`: the day formula by night; or an explicit night formula. */
  night: 'reverse' | 'same' | Formula;
  /** Samartha: with Mars as lagna lord the formula becomes Jupiter − Mars + Lagna. */
  marsLagnaExchange?: true;
}

export const sahamIds = [
  'punya', 'vidya', 'yasas', 'mitra', 'mahatmya', 'asha', 'samartha', 'bhratri', 'gaurava', 'pitri', 'rajya', 'matri',
  'putra', 'jeeva', 'karma', 'roga', 'roga-alt', 'kali', 'shastra', 'bandhu', 'mrityu', 'paradesha', 'artha', 'paradara',
  'vanik', 'karyasiddhi', 'vivaha', 'santapa', 'shraddha', 'preeti', 'jadya', 'vyapara', 'shatru', 'jalapatana',
  'bandhana', 'apamrityu', 'labha',
] as const;
export type SahamId = (typeof sahamIds)[number];

const g = (graha: SevenGrahaId): SahamTerm => ({ kind: 'graha', graha });
const L: SahamTerm = { kind: 'lagna' };
const house = (n: number): SahamTerm => ({ kind: 'house', house: n });
const houseLord = (n: number): SahamTerm => ({ kind: 'house-lord', house: n });
const saham = (id: SahamId): SahamTerm => ({ kind: 'saham', saham: id });

/** The table of sahams, in evaluation order (a saham used as a term comes before its users). */
export const sahamTable: readonly SahamDefinition[] = [
  { id: 'punya', number: 1, day: [g('moon'), g('sun'), L], night: 'reverse' },
  { id: 'vidya', number: 2, day: [g('sun'), g('moon'), L], night: 'reverse' },
  { id: 'yasas', number: 3, day: [g('jupiter'), saham('punya'), L], night: 'reverse' },
  { id: 'mitra', number: 4, day: [g('jupiter'), saham('punya'), g('venus')], night: 'reverse' },
  { id: 'mahatmya', number: 5, day: [saham('punya'), g('mars'), L], night: 'reverse' },
  { id: 'asha', number: 6, day: [g('saturn'), g('mars'), L], night: 'reverse' },
  { id: 'samartha', number: 7, day: [g('mars'), houseLord(1), L], night: 'reverse', marsLagnaExchange: true },
  { id: 'bhratri', number: 8, day: [g('jupiter'), g('saturn'), L], night: 'same' },
  { id: 'gaurava', number: 9, day: [g('jupiter'), g('moon'), g('sun')], night: 'reverse' },
  { id: 'pitri', number: 10, day: [g('saturn'), g('sun'), L], night: 'reverse' },
  { id: 'rajya', number: 11, day: [g('saturn'), g('sun'), L], night: 'reverse' },
  { id: 'matri', number: 12, day: [g('moon'), g('venus'), L], night: 'reverse' },
  { id: 'putra', number: 13, day: [g('jupiter'), g('moon'), L], night: 'reverse' },
  { id: 'jeeva', number: 14, day: [g('saturn'), g('jupiter'), L], night: 'reverse' },
  { id: 'karma', number: 15, day: [g('mars'), g('mercury'), L], night: 'reverse' },
  { id: 'roga', number: 16, day: [L, g('moon'), L], night: 'same' },
  { id: 'roga-alt', number: 16, day: [g('saturn'), g('moon'), L], night: 'reverse' },
  { id: 'kali', number: 17, day: [g('jupiter'), g('mars'), L], night: 'reverse' },
  { id: 'shastra', number: 18, day: [g('jupiter'), g('saturn'), g('mercury')], night: 'reverse' },
  { id: 'bandhu', number: 19, day: [g('mercury'), g('moon'), L], night: 'reverse' },
  { id: 'mrityu', number: 20, day: [house(8), g('moon'), L], night: 'same' },
  { id: 'paradesha', number: 21, day: [house(9), houseLord(9), L], night: 'same' },
  { id: 'artha', number: 22, day: [house(2), houseLord(2), L], night: 'same' },
  { id: 'paradara', number: 23, day: [g('venus'), g('sun'), L], night: 'reverse' },
  { id: 'vanik', number: 24, day: [g('moon'), g('mercury'), L], night: 'reverse' },
  {
    id: 'karyasiddhi',
    number: 25,
    day: [g('saturn'), g('sun'), { kind: 'sign-lord-of', graha: 'sun' }],
    night: [g('saturn'), g('moon'), { kind: 'sign-lord-of', graha: 'moon' }],
  },
  { id: 'vivaha', number: 26, day: [g('venus'), g('saturn'), L], night: 'reverse' },
  { id: 'santapa', number: 27, day: [g('saturn'), g('moon'), house(6)], night: 'reverse' },
  { id: 'shraddha', number: 28, day: [g('venus'), g('mars'), L], night: 'reverse' },
  { id: 'preeti', number: 29, day: [saham('shastra'), saham('punya'), L], night: 'reverse' },
  { id: 'jadya', number: 30, day: [g('mars'), g('saturn'), g('mercury')], night: 'reverse' },
  { id: 'vyapara', number: 31, day: [g('mars'), g('saturn'), L], night: 'same' },
  { id: 'shatru', number: 32, day: [g('mars'), g('saturn'), L], night: 'reverse' },
  { id: 'jalapatana', number: 33, day: [{ kind: 'fixed', longitude: 105 }, g('saturn'), L], night: 'reverse' },
  { id: 'bandhana', number: 34, day: [saham('punya'), g('saturn'), L], night: 'reverse' },
  { id: 'apamrityu', number: 35, day: [house(8), g('mars'), L], night: 'reverse' },
  { id: 'labha', number: 36, day: [house(11), houseLord(11), L], night: 'same' },
];

export interface SahamChart {
  lagnaLongitude: number;
  /** Sidereal longitudes of the seven grahas. */
  longitudes: Readonly<Record<SevenGrahaId, number>>;
  isDay: boolean;
}

/** A term with what it resolved to. */
export interface ResolvedTerm {
  term: SahamTerm;
  /** The graha a lord term stands for. */
  graha: SevenGrahaId | null;
  longitude: number;
}

export interface SahamValue {
  id: SahamId;
  number: number;
  /** Which formula applied: the day formula, the reversed one, or the explicit night formula. */
  applied: 'day' | 'night-reversed' | 'night';
  a: ResolvedTerm;
  b: ResolvedTerm;
  c: ResolvedTerm;
  /** C was not on the arc from B forward to A, so 30° were added. */
  addedSign: boolean;
  longitude: number;
}

/**
 * A − B + C with the one-sign rule: C lies "between" when the forward arc B→C is no longer
 * than the forward arc B→A (C at A counts as between).
 */
export function sahamLongitude(a: number, b: number, c: number): { longitude: number; addedSign: boolean } {
  const between = forwardArc(b, c) <= forwardArc(b, a);
  return { longitude: normalizeDegrees(a - b + c + (between ? 0 : 30)), addedSign: !between };
}

/**
 * Every saham of the table for an annual chart.
 * @example with the book's Chart 66 (night), artha = 2nd house − 2nd lord + lagna → 2°29′ Scorpio
 */
export function computeSahams(chart: SahamChart): SahamValue[] {
  const lagnaSign = rashiIndexOf(chart.lagnaLongitude);
  const known = new Map<SahamId, number>();
  const resolve = (term: SahamTerm): ResolvedTerm => {
    switch (term.kind) {
      case 'graha':
        return { term, graha: term.graha, longitude: chart.longitudes[term.graha] };
      case 'lagna':
        return { term, graha: null, longitude: chart.lagnaLongitude };
      case 'house':
        return { term, graha: null, longitude: normalizeDegrees(chart.lagnaLongitude + 30 * (term.house - 1)) };
      case 'house-lord': {
        const lord = rashiLord[(lagnaSign + term.house - 1) % 12];
        return { term, graha: lord, longitude: chart.longitudes[lord] };
      }
      case 'sign-lord-of': {
        const lord = rashiLord[rashiIndexOf(chart.longitudes[term.graha])];
        return { term, graha: lord, longitude: chart.longitudes[lord] };
      }
      case 'saham':
        return { term, graha: null, longitude: known.get(term.saham) as number };
      case 'fixed':
        return { term, graha: null, longitude: term.longitude };
    }
  };
  const out: SahamValue[] = [];
  for (const def of sahamTable) {
    let formula: Formula = def.day;
    let applied: SahamValue['applied'] = 'day';
    if (def.marsLagnaExchange && rashiLord[lagnaSign] === 'mars') formula = [g('jupiter'), g('mars'), L];
    if (!chart.isDay) {
      if (def.night === 'reverse') {
        formula = [formula[1], formula[0], formula[2]];
        applied = 'night-reversed';
      } else if (def.night !== 'same') {
        formula = def.night;
        applied = 'night';
      }
    }
    const [a, b, c] = formula.map(resolve);
    const { longitude, addedSign } = sahamLongitude(a.longitude, b.longitude, c.longitude);
    known.set(def.id, longitude);
    out.push({ id: def.id, number: def.number, applied, a, b, c, addedSign, longitude });
  }
  return out;
}
