/**
 * The festival layer as rule records (docs/methods/calendar.md §5): each festival or vrat has a
 * stable id, a versioned rule id, its sources, and an observance rule — a lunar month and
 * tithi with the kaala the tithi must cover, a sankranti, a day relative to another festival,
 * or a period between two festivals. Months are amanta (1 = Chaitra … 12 = Phalguna); tithis
 * 1–30 (16–30 Krishna paksha). Names live in src/content/calendar/ keyed by these ids.
 */
import type { ObservanceRule } from './observance.ts';

export type FestivalKind = 'festival' | 'vrat' | 'sankranti' | 'period';

/** Sources cited by the rules (titles in src/content/calendar/sources.ts). */
export type SourceId =
  | 'nirnaya-sindhu'
  | 'dharma-sindhu'
  | 'hanumanjee-houston'
  | 'drik-panchang'
  | 'sewell-dikshit'
  | 'satsangi-jeevan';

/** Rules that need more than a kaala and a tie policy (bhadra, arunodaya, parana). */
export type SpecialRule = 'ekadashi' | 'holika-dahan' | 'raksha-bandhan' | 'janmashtami';

export interface TithiRule {
  type: 'tithi';
  id: string;
  ruleId: string;
  kind: FestivalKind;
  /** Amanta month 1–12, or null for every lunation. */
  month: number | null;
  /** Months a monthly rule skips (an annual festival replaces it there). */
  exceptMonths?: readonly number[];
  tithis: readonly number[];
  /** Adhika (intercalary) months: annual festivals wait for the nija month; monthly vrats are kept. */
  inAdhikaMonth: boolean;
  observance: ObservanceRule;
  special?: SpecialRule;
  sources: readonly SourceId[];
}

export interface SankrantiRule {
  type: 'sankranti';
  id: string;
  ruleId: string;
  kind: FestivalKind;
  /** 0-based sidereal sign the Sun enters, or null for all twelve. */
  sign: number | null;
  /**
   * `instant-date`: the civil date of the ingress; `daytime-or-next`: the ingress day if the
   * Sun enters between sunrise and sunset, else the next sunrise's date (its punya kaal).
   */
  day: 'instant-date' | 'daytime-or-next';
  sources: readonly SourceId[];
}

export interface RelativeRule {
  type: 'relative';
  id: string;
  ruleId: string;
  kind: FestivalKind;
  base: string;
  offsetDays: number;
  sources: readonly SourceId[];
}

export interface PeriodRule {
  type: 'period';
  id: string;
  ruleId: string;
  kind: 'period';
  /** The festival that opens the period, and the one whose day (plus endOffsetDays) closes it. */
  start: string;
  end: string;
  endOffsetDays: number;
  sources: readonly SourceId[];
}

export type FestivalRule = TithiRule | SankrantiRule | RelativeRule | PeriodRule;

const sunrise = (both: ObservanceRule['both'] = 'first', neither: ObservanceRule['neither'] = 'first'): ObservanceRule => ({ kaala: 'sunrise', both, neither });

/** Every rule, in the order a day lists them. */
export const festivalRules: readonly FestivalRule[] = [
  // ---- every lunation
  { type: 'tithi', id: 'ekadashi', ruleId: 'FEST.EKADASHI.v1', kind: 'vrat', month: null, tithis: [11, 26], inAdhikaMonth: true,
    observance: sunrise('first', 'second'), special: 'ekadashi', sources: ['dharma-sindhu', 'satsangi-jeevan', 'drik-panchang'] },
  { type: 'tithi', id: 'purnima', ruleId: 'FEST.PURNIMA.v1', kind: 'vrat', month: null, tithis: [15], inAdhikaMonth: true,
    observance: sunrise(), sources: ['hanumanjee-houston'] },
  { type: 'tithi', id: 'amavasya', ruleId: 'FEST.AMAVASYA.v1', kind: 'vrat', month: null, tithis: [30], inAdhikaMonth: true,
    observance: sunrise(), sources: ['hanumanjee-houston'] },
  { type: 'tithi', id: 'pradosh', ruleId: 'FEST.PRADOSH.v1', kind: 'vrat', month: null, tithis: [13, 28], inAdhikaMonth: true,
    observance: { kaala: 'pradosh', both: 'larger-first', neither: 'second' }, sources: ['nirnaya-sindhu', 'drik-panchang'] },
  { type: 'tithi', id: 'sankashti-chaturthi', ruleId: 'FEST.SANKASHTI.v1', kind: 'vrat', month: null, tithis: [19], inAdhikaMonth: true,
    observance: { kaala: 'moonrise', both: 'first', neither: 'second' }, sources: ['nirnaya-sindhu', 'hanumanjee-houston'] },
  { type: 'tithi', id: 'masik-shivaratri', ruleId: 'FEST.MASIK_SHIVARATRI.v1', kind: 'vrat', month: null, exceptMonths: [11], tithis: [29],
    inAdhikaMonth: true, observance: { kaala: 'nishita', both: 'larger-first', neither: 'first' }, sources: ['nirnaya-sindhu', 'drik-panchang'] },
  // ---- sankrantis
  { type: 'sankranti', id: 'sankranti', ruleId: 'FEST.SANKRANTI.v1', kind: 'sankranti', sign: null, day: 'instant-date', sources: ['sewell-dikshit'] },
  { type: 'sankranti', id: 'makar-sankranti', ruleId: 'FEST.MAKAR_SANKRANTI.v1', kind: 'festival', sign: 9, day: 'daytime-or-next',
    sources: ['drik-panchang'] },
  // ---- the year, Chaitra first
  { type: 'tithi', id: 'chaitra-navaratri', ruleId: 'FEST.CHAITRA_NAVARATRI.v1', kind: 'festival', month: 1, tithis: [1], inAdhikaMonth: false,
    observance: sunrise(), sources: ['nirnaya-sindhu', 'drik-panchang'] },
  { type: 'tithi', id: 'ram-navami', ruleId: 'FEST.RAM_NAVAMI.v1', kind: 'festival', month: 1, tithis: [9], inAdhikaMonth: false,
    observance: { kaala: 'madhyahna', both: 'larger-first', neither: 'first' }, sources: ['nirnaya-sindhu', 'drik-panchang'] },
  { type: 'period', id: 'chaitra-navaratri-days', ruleId: 'FEST.CHAITRA_NAVARATRI_PERIOD.v1', kind: 'period', start: 'chaitra-navaratri',
    end: 'ram-navami', endOffsetDays: 0, sources: ['drik-panchang'] },
  { type: 'tithi', id: 'hanuman-jayanti', ruleId: 'FEST.HANUMAN_JAYANTI.v1', kind: 'festival', month: 1, tithis: [15], inAdhikaMonth: false,
    observance: sunrise(), sources: ['drik-panchang'] },
  { type: 'tithi', id: 'akshaya-tritiya', ruleId: 'FEST.AKSHAYA_TRITIYA.v1', kind: 'festival', month: 2, tithis: [3], inAdhikaMonth: false,
    observance: { kaala: 'purvahna', both: 'larger-first', neither: 'first' }, sources: ['nirnaya-sindhu', 'drik-panchang'] },
  { type: 'tithi', id: 'guru-purnima', ruleId: 'FEST.GURU_PURNIMA.v1', kind: 'festival', month: 4, tithis: [15], inAdhikaMonth: false,
    observance: sunrise(), sources: ['drik-panchang'] },
  { type: 'tithi', id: 'nag-panchami', ruleId: 'FEST.NAG_PANCHAMI.v1', kind: 'festival', month: 5, tithis: [5], inAdhikaMonth: false,
    observance: sunrise(), sources: ['drik-panchang'] },
  { type: 'tithi', id: 'raksha-bandhan', ruleId: 'FEST.RAKSHA_BANDHAN.v1', kind: 'festival', month: 5, tithis: [15], inAdhikaMonth: false,
    observance: { kaala: 'aparahna', both: 'larger-first', neither: 'first' }, special: 'raksha-bandhan', sources: ['nirnaya-sindhu', 'dharma-sindhu'] },
  { type: 'tithi', id: 'krishna-janmashtami', ruleId: 'FEST.JANMASHTAMI.v1', kind: 'festival', month: 5, tithis: [23], inAdhikaMonth: false,
    observance: { kaala: 'nishita', both: 'larger-second', neither: 'second' }, special: 'janmashtami', sources: ['nirnaya-sindhu', 'drik-panchang'] },
  { type: 'tithi', id: 'ganesh-chaturthi', ruleId: 'FEST.GANESH_CHATURTHI.v1', kind: 'festival', month: 6, tithis: [4], inAdhikaMonth: false,
    observance: { kaala: 'madhyahna', both: 'larger-first', neither: 'first' }, sources: ['nirnaya-sindhu', 'drik-panchang'] },
  { type: 'tithi', id: 'purnima-shraddha', ruleId: 'FEST.PURNIMA_SHRADDHA.v1', kind: 'vrat', month: 6, tithis: [15], inAdhikaMonth: false,
    observance: { kaala: 'aparahna', both: 'larger-first', neither: 'first' }, sources: ['dharma-sindhu', 'drik-panchang'] },
  { type: 'tithi', id: 'sarva-pitru-amavasya', ruleId: 'FEST.SARVA_PITRU_AMAVASYA.v1', kind: 'vrat', month: 6, tithis: [30], inAdhikaMonth: false,
    observance: { kaala: 'aparahna', both: 'larger-first', neither: 'first' }, sources: ['dharma-sindhu', 'drik-panchang'] },
  { type: 'period', id: 'pitru-paksha', ruleId: 'FEST.PITRU_PAKSHA.v1', kind: 'period', start: 'purnima-shraddha', end: 'sarva-pitru-amavasya',
    endOffsetDays: 0, sources: ['dharma-sindhu', 'drik-panchang'] },
  { type: 'tithi', id: 'sharad-navaratri', ruleId: 'FEST.SHARAD_NAVARATRI.v1', kind: 'festival', month: 7, tithis: [1], inAdhikaMonth: false,
    observance: sunrise(), sources: ['nirnaya-sindhu', 'drik-panchang'] },
  { type: 'tithi', id: 'dussehra', ruleId: 'FEST.DUSSEHRA.v1', kind: 'festival', month: 7, tithis: [10], inAdhikaMonth: false,
    observance: { kaala: 'aparahna', both: 'larger-first', neither: 'first' }, sources: ['nirnaya-sindhu', 'drik-panchang'] },
  { type: 'period', id: 'sharad-navaratri-days', ruleId: 'FEST.SHARAD_NAVARATRI_PERIOD.v1', kind: 'period', start: 'sharad-navaratri',
    end: 'dussehra', endOffsetDays: -1, sources: ['drik-panchang'] },
  { type: 'tithi', id: 'karwa-chauth', ruleId: 'FEST.KARWA_CHAUTH.v1', kind: 'vrat', month: 7, tithis: [19], inAdhikaMonth: false,
    observance: { kaala: 'moonrise', both: 'first', neither: 'second' }, sources: ['nirnaya-sindhu', 'hanumanjee-houston'] },
  { type: 'tithi', id: 'dhanteras', ruleId: 'FEST.DHANTERAS.v1', kind: 'festival', month: 7, tithis: [28], inAdhikaMonth: false,
    observance: { kaala: 'pradosh', both: 'larger-first', neither: 'second' }, sources: ['drik-panchang'] },
  { type: 'tithi', id: 'diwali', ruleId: 'FEST.DIWALI.v1', kind: 'festival', month: 7, tithis: [30], inAdhikaMonth: false,
    observance: { kaala: 'pradosh', both: 'larger-second', neither: 'first' }, sources: ['dharma-sindhu', 'drik-panchang'] },
  { type: 'tithi', id: 'govardhan-puja', ruleId: 'FEST.GOVARDHAN_PUJA.v1', kind: 'festival', month: 8, tithis: [1], inAdhikaMonth: false,
    observance: sunrise(), sources: ['drik-panchang'] },
  { type: 'tithi', id: 'bhai-dooj', ruleId: 'FEST.BHAI_DOOJ.v1', kind: 'festival', month: 8, tithis: [2], inAdhikaMonth: false,
    observance: { kaala: 'aparahna', both: 'larger-first', neither: 'first' }, sources: ['nirnaya-sindhu', 'drik-panchang'] },
  { type: 'tithi', id: 'chhath-puja', ruleId: 'FEST.CHHATH.v1', kind: 'festival', month: 8, tithis: [6], inAdhikaMonth: false,
    observance: sunrise(), sources: ['drik-panchang'] },
  { type: 'tithi', id: 'kartik-purnima', ruleId: 'FEST.KARTIK_PURNIMA.v1', kind: 'festival', month: 8, tithis: [15], inAdhikaMonth: false,
    observance: sunrise(), sources: ['drik-panchang'] },
  { type: 'tithi', id: 'vasant-panchami', ruleId: 'FEST.VASANT_PANCHAMI.v1', kind: 'festival', month: 11, tithis: [5], inAdhikaMonth: false,
    observance: { kaala: 'purvahna', both: 'larger-first', neither: 'first' }, sources: ['drik-panchang'] },
  { type: 'tithi', id: 'maha-shivaratri', ruleId: 'FEST.MAHA_SHIVARATRI.v1', kind: 'festival', month: 11, tithis: [29], inAdhikaMonth: false,
    observance: { kaala: 'nishita', both: 'larger-first', neither: 'first' }, sources: ['nirnaya-sindhu', 'drik-panchang'] },
  { type: 'tithi', id: 'holika-dahan', ruleId: 'FEST.HOLIKA_DAHAN.v1', kind: 'festival', month: 12, tithis: [15], inAdhikaMonth: false,
    observance: { kaala: 'pradosh', both: 'larger-first', neither: 'first' }, special: 'holika-dahan', sources: ['nirnaya-sindhu', 'drik-panchang'] },
  { type: 'relative', id: 'holi', ruleId: 'FEST.HOLI.v1', kind: 'festival', base: 'holika-dahan', offsetDays: 1, sources: ['drik-panchang'] },
];

/** The rule of an id. */
export const festivalRuleById: ReadonlyMap<string, FestivalRule> = new Map(festivalRules.map((r) => [r.id, r]));
