/**
 * Muntha and the lord of the year (varshesha), docs/methods/varshaphal.md §3 and §6.
 */
import { normalizeDegrees } from '../../shared/angles.ts';
import { houseFrom, rashiIndexOf, rashiLord, type SevenGrahaId } from '../core/zodiac.ts';
import { signAspect, type AspectScheme, type TajakaAspectKind } from './aspects.ts';
import { triRashiLord } from './tables.ts';

export interface Muntha {
  /** Natal lagna + 30° per completed year (`TAJ.MUNTHA`): the sign moves one a year, the degree stays. */
  longitude: number;
  sign: number;
  /** House of the muntha from the annual lagna. */
  house: number;
  lord: SevenGrahaId;
}

/** The muntha of a year: the natal lagna advanced one sign per completed year. */
export function muntha(natalLagnaLongitude: number, completedYears: number, annualLagnaSign: number): Muntha {
  const longitude = normalizeDegrees(natalLagnaLongitude + 30 * (completedYears % 12));
  const sign = rashiIndexOf(longitude);
  return { longitude, sign, house: houseFrom(annualLagnaSign, sign), lord: rashiLord[sign] };
}

/** The five offices (pancha-adhikari) whose holders are the candidates for lord of the year. */
export const officeIds = ['muntha-lord', 'janma-lagna-lord', 'varsha-lagna-lord', 'tri-rashi-lord', 'dina-ratri-lord'] as const;
export type OfficeId = (typeof officeIds)[number];

export interface YearLordCandidate {
  graha: SevenGrahaId;
  offices: OfficeId[];
  /** Pancha-vargiya bala total (0–20). */
  strength: number;
  /** The Tajaka aspect between the candidate's sign and the annual lagna, or null. */
  aspectOnLagna: TajakaAspectKind | null;
}

/** Which rule chose the lord (`VARSHESHA.NEELAKANTHI`). */
export type YearLordRule =
  /** The strongest candidate (pancha-vargiya bala) that aspects the annual lagna. */
  | 'strongest-aspecting-lagna'
  /** No candidate aspects the annual lagna: the muntha lord. */
  | 'none-aspects-muntha-lord'
  /** Every candidate has less than 5 units: the muntha lord. */
  | 'all-weak-muntha-lord';

export interface YearLord {
  graha: SevenGrahaId;
  rule: YearLordRule;
  candidates: YearLordCandidate[];
}

export interface YearLordInput {
  natalLagnaSign: number;
  annualLagnaSign: number;
  munthaSign: number;
  isDay: boolean;
  /** Signs of the seven grahas in the annual chart. */
  signs: Readonly<Record<SevenGrahaId, number>>;
  /** Pancha-vargiya bala totals in the annual chart. */
  strengths: Readonly<Record<SevenGrahaId, number>>;
  scheme: AspectScheme;
}

/** Below this total every candidate counts as weak. */
const weakBelow = 5;

/**
 * The five office holders and the lord of the year (`VARSHESHA.NEELAKANTHI`):
 * 1. if every candidate has less than 5 units of pancha-vargiya bala, the muntha lord;
 * 2. else the strongest candidate that aspects the annual lagna by a Tajaka aspect (any kind,
 *    conjunction included); a tie goes to the one holding more offices, then to the office order;
 * 3. if no candidate aspects the lagna, the muntha lord.
 */
export function yearLord(input: YearLordInput): YearLord {
  const holders: [OfficeId, SevenGrahaId][] = [
    ['muntha-lord', rashiLord[input.munthaSign]],
    ['janma-lagna-lord', rashiLord[input.natalLagnaSign]],
    ['varsha-lagna-lord', rashiLord[input.annualLagnaSign]],
    ['tri-rashi-lord', triRashiLord[input.isDay ? 'day' : 'night'][input.annualLagnaSign]],
    ['dina-ratri-lord', rashiLord[input.isDay ? input.signs.sun : input.signs.moon]],
  ];
  const candidates: YearLordCandidate[] = [];
  for (const [office, graha] of holders) {
    let c = candidates.find((x) => x.graha === graha);
    if (!c) {
      c = { graha, offices: [], strength: input.strengths[graha], aspectOnLagna: signAspect(input.signs[graha], input.annualLagnaSign, input.scheme) };
      candidates.push(c);
    }
    c.offices.push(office);
  }
  const munthaLord = holders[0][1];
  if (candidates.every((c) => c.strength < weakBelow)) return { graha: munthaLord, rule: 'all-weak-muntha-lord', candidates };
  const aspecting = candidates.filter((c) => c.aspectOnLagna !== null);
  if (aspecting.length === 0) return { graha: munthaLord, rule: 'none-aspects-muntha-lord', candidates };
  let best = aspecting[0];
  for (const c of aspecting.slice(1)) {
    if (c.strength > best.strength || (c.strength === best.strength && c.offices.length > best.offices.length)) best = c;
  }
  return { graha: best.graha, rule: 'strongest-aspecting-lagna', candidates };
}

