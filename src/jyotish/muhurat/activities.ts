/**
 * The activity rule sets `MUHURAT.<ACTIVITY>.v1` (muhurat-and-calendar.md §4; sources and the
 * hard/soft reading of each column in docs/methods/muhurat.md). Nakshatras and weekdays are
 * allowed sets; tithis are tested on the 0-based index; lagna natures are 0 movable, 1 fixed,
 * 2 dual (rashiModality).
 */
import { nakshatraClasses as c } from './classes.ts';
import type { ChartCheckId } from './chart-checks.ts';
import type { ExclusionId } from './exclusions.ts';

export const activityIds = [
  'marriage', 'griha-pravesh', 'vehicle-purchase', 'business-opening', 'property-purchase', 'travel', 'namkaran',
] as const;
export type ActivityId = (typeof activityIds)[number];

export interface ActivityRules {
  ruleSetId: string;
  /** Short code used in rule ids, e.g. VIVAHA. */
  code: string;
  nakshatras: ReadonlySet<number>;
  tithi: (tithiIndex: number) => boolean;
  /** Tithis written out for the method block: in-paksha numbers, with S/K where only one paksha. */
  tithiText: string;
  weekdays: ReadonlySet<number>;
  /** Allowed lagna natures (hard), or null for any. */
  lagnaNatures: ReadonlySet<0 | 1 | 2> | null;
  /** Points for a fixed lagna (griha pravesh: "fixed lagna preferred"). */
  fixedLagnaBonus: number;
  /** Amanta months (1 = Chaitra) that earn `preferredMonthBonus`. */
  preferredMonths: ReadonlySet<number>;
  preferredMonthBonus: number;
  /** Sidereal Sun signs allowed (hard), or null. */
  sunSigns: ReadonlySet<number> | null;
  /** The checks of "lagna fully clean" (+20). */
  chartChecks: readonly ChartCheckId[];
  /** Exclusions beyond the general ones. */
  extraExclusions: readonly ExclusionId[];
}

const set = <T>(...xs: T[]) => new Set(xs);
/** Tithis by number in the paksha (both pakshas), plus numbers allowed in Shukla only. */
const inPaksha = (numbers: number[], shuklaOnly: number[] = []) => (t: number) => {
  const n = (t % 15) + 1;
  return numbers.includes(n) || (shuklaOnly.includes(n) && t < 15);
};
const standardTithis = inPaksha([2, 3, 5, 7, 10, 11, 13]);
const beginnings: ExclusionId[] = ['EX.HOLASHTAK', 'EX.PITRU_PAKSHA'];
/** "Lagna clean" for activities whose row names no chart check (declared default). */
const defaultChecks: ChartCheckId[] = ['CHART.NO_MALEFIC_H1', 'CHART.H8_EMPTY'];

export const activityRules: Record<ActivityId, ActivityRules> = {
  marriage: {
    ruleSetId: 'MUHURAT.VIVAHA.v1',
    code: 'VIVAHA',
    nakshatras: set(3, 4, 9, 11, 12, 14, 16, 18, 20, 25, 26),
    tithi: standardTithis,
    tithiText: '2 3 5 7 10 11 13 (S, K)',
    weekdays: set(1, 3, 4, 5),
    lagnaNatures: null,
    fixedLagnaBonus: 0,
    preferredMonths: set(),
    preferredMonthBonus: 0,
    sunSigns: set(0, 1, 2, 7, 9, 10),
    chartChecks: ['CHART.H7_EMPTY', 'CHART.H8_EMPTY', 'CHART.NO_MALEFIC_H1', 'CHART.MOON_NOT_6_8_12', 'CHART.VENUS_NOT_6', 'CHART.MARS_NOT_8'],
    extraExclusions: ['EX.KHARMAS', 'EX.ASTA', 'EX.CHATURMAS', 'EX.GULIKA', ...beginnings],
  },
  'griha-pravesh': {
    ruleSetId: 'MUHURAT.GRIHA_PRAVESH.v1',
    code: 'GRIHA_PRAVESH',
    nakshatras: set(3, 4, 11, 13, 16, 20, 25, 26),
    tithi: standardTithis,
    tithiText: '2 3 5 7 10 11 13 (S, K)',
    weekdays: set(1, 3, 4, 5),
    lagnaNatures: set(1, 2),
    fixedLagnaBonus: 15,
    preferredMonths: set(11, 12, 2, 3),
    preferredMonthBonus: 10,
    sunSigns: null,
    chartChecks: ['CHART.H8_EMPTY', 'CHART.NO_MALEFIC_H4'],
    extraExclusions: ['EX.PANCHAKA', 'EX.KHARMAS', 'EX.ASTA', 'EX.CHATURMAS', 'EX.GULIKA', ...beginnings],
  },
  'vehicle-purchase': {
    ruleSetId: 'MUHURAT.VAHANA.v1',
    code: 'VAHANA',
    nakshatras: set(0, 4, 6, 7, 12, 13, 14, 16, 21, 22, 23, 26),
    tithi: inPaksha([2, 3, 5, 6, 7, 10, 11, 12, 13], [1, 15]),
    tithiText: 'S1, 2 3 5 6 7 10 11 12 13 (S, K), S15',
    weekdays: set(1, 3, 4, 5),
    lagnaNatures: set(0, 2),
    fixedLagnaBonus: 0,
    preferredMonths: set(),
    preferredMonthBonus: 0,
    sunSigns: null,
    chartChecks: ['CHART.H8_EMPTY'],
    extraExclusions: beginnings,
  },
  'business-opening': {
    ruleSetId: 'MUHURAT.VYAPAR.v1',
    code: 'VYAPAR',
    nakshatras: set(...c.dhruva, ...c.kshipra, ...c.mridu, ...c.chara),
    tithi: standardTithis,
    tithiText: '2 3 5 7 10 11 13 (S, K)',
    weekdays: set(3, 4, 5),
    lagnaNatures: set(1, 2),
    fixedLagnaBonus: 0,
    preferredMonths: set(),
    preferredMonthBonus: 0,
    sunSigns: null,
    chartChecks: ['CHART.NO_MALEFIC_H10_H11'],
    extraExclusions: beginnings,
  },
  'property-purchase': {
    ruleSetId: 'MUHURAT.BHOOMI.v1',
    code: 'BHOOMI',
    nakshatras: set(4, 6, 9, 15, 16, 18, 10, 19, 24, ...c.dhruva),
    tithi: inPaksha([2, 3, 5, 6, 7, 10, 11, 12, 13]),
    tithiText: '2 3 5 6 7 10 11 12 13 (S, K)',
    weekdays: set(4, 5),
    lagnaNatures: set(1),
    fixedLagnaBonus: 0,
    preferredMonths: set(),
    preferredMonthBonus: 0,
    sunSigns: null,
    chartChecks: ['CHART.NO_MALEFIC_H4'],
    extraExclusions: beginnings,
  },
  travel: {
    ruleSetId: 'MUHURAT.YATRA.v1',
    code: 'YATRA',
    nakshatras: set(...c.kshipra, ...c.mridu, ...c.chara, 16),
    tithi: standardTithis,
    tithiText: '2 3 5 7 10 11 13 (S, K)',
    weekdays: set(0, 1, 2, 3, 4, 5, 6),
    lagnaNatures: null,
    fixedLagnaBonus: 0,
    preferredMonths: set(),
    preferredMonthBonus: 0,
    sunSigns: null,
    chartChecks: defaultChecks,
    extraExclusions: [],
  },
  namkaran: {
    ruleSetId: 'MUHURAT.NAMKARAN.v1',
    code: 'NAMKARAN',
    nakshatras: set(...c.dhruva, ...c.kshipra, ...c.mridu, ...c.chara),
    tithi: inPaksha([1, 2, 3, 5, 7, 10, 11, 13]),
    tithiText: '1 2 3 5 7 10 11 13 (S, K)',
    weekdays: set(1, 3, 4, 5),
    lagnaNatures: null,
    fixedLagnaBonus: 0,
    preferredMonths: set(),
    preferredMonthBonus: 0,
    sunSigns: null,
    chartChecks: defaultChecks,
    extraExclusions: beginnings,
  },
};
