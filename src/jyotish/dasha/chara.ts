/**
 * Chara dasha (Jaimini; dashas.md §3): twelve sign periods with three declared profiles,
 * K. N. Rao (`CHARA.KNR`, default), P. V. R. Narasimha Rao (`CHARA.PVR`; it starts from the
 * lagna, as Jagannatha Hora's PVR table does — docs/methods/dashas-more.md §6) and K. N. Rao
 * counting with Jagannatha Hora's conventions (`CHARA.KNR_JHORA`, chara-jhora.ts).
 * Sign dashas do not fit the nakshatra period walker, so they have their own code.
 */
import { isExalted, isDebilitated } from '../chart/dignity.ts';
import { houseFrom, type GrahaId } from '../core/zodiac.ts';
import { effectiveLord, type EffectiveLord, type GrahaPlacements, type StrengthRule } from '../jaimini-strength.ts';
import { jhoraCoLord, jhoraDignityAdjustment, type JhoraCoLordRule } from './chara-jhora.ts';

export type CharaProfile = 'knr' | 'pvr' | 'knr-jhora';

export const charaMethodId: Record<CharaProfile, string> = { knr: 'CHARA.KNR', pvr: 'CHARA.PVR', 'knr-jhora': 'CHARA.KNR_JHORA' };

/** The declared flags of each profile (dashas.md §3a, §3b; dashas-more.md §6). */
export const charaFlags: Record<CharaProfile, { seed: 'lagna'; exaltAdjust: boolean; cycles: 2; adStart: 'next' }> = {
  knr: { seed: 'lagna', exaltAdjust: true, cycles: 2, adStart: 'next' },
  pvr: { seed: 'lagna', exaltAdjust: false, cycles: 2, adStart: 'next' },
  'knr-jhora': { seed: 'lagna', exaltAdjust: true, cycles: 2, adStart: 'next' },
};

/** The Jagannatha Hora co-lord rules under the names of the declared chain they correspond to. */
const jhoraRuleName: Record<JhoraCoLordRule, StrengthRule> = {
  'co-lord-outside': 'co-lord-outside',
  conjunctions: 'more-conjunctions',
  'jupiter-mercury-dispositor': 'jupiter-mercury-dispositor',
  exaltation: 'exaltation',
  modality: 'sign-modality',
  degrees: 'longitude-in-sign',
};

/** Odd-footed (savya) signs: Aries, Taurus, Gemini, Libra, Scorpio, Sagittarius. */
export function isOddFooted(sign: number): boolean {
  return [0, 1, 2, 6, 7, 8].includes(sign);
}

/** Forward (zodiacal) when the 9th sign from `sign` is odd-footed, else backward. */
export function charaDirection(sign: number): 1 | -1 {
  return isOddFooted((sign + 8) % 12) ? 1 : -1;
}

export interface CharaPlacements extends GrahaPlacements {
  lagnaSign: number;
}

export interface CharaYears {
  lord: EffectiveLord;
  /** Sign the effective lord occupies. */
  lordSign: number;
  /** Count from the dasha sign to the lord's sign, inclusive (1 = same sign). */
  count: number;
  /** +1 exalted lord, −1 debilitated lord (KNR only), else 0. */
  adjustment: -1 | 0 | 1;
  years: number;
}

function exaltationAdjustment(graha: GrahaId, sign: number): -1 | 0 | 1 {
  // Mercury in Virgo counts as own sign, not exaltation (dashas.md §3a rule 3).
  if (graha === 'mercury' && sign === 5) return 0;
  if (isExalted(graha, sign)) return 1;
  if (isDebilitated(graha, sign)) return -1;
  return 0;
}

/**
 * Years of the Chara dasha of `sign` (dashas.md §3a rules 2–3): count from the sign to its
 * effective lord, forward for odd-footed signs and backward for even-footed ones, minus one;
 * a lord in the sign (or both co-lords in it) gives 12; KNR then adds one year for an exalted
 * lord and takes one off for a debilitated lord.
 */
function charaYears(p: CharaPlacements, sign: number, profile: CharaProfile): CharaYears {
  if (profile === 'knr-jhora') return charaYearsJhora(p, sign);
  const lord = effectiveLord(p, sign);
  const lordSign = p.sign[lord.graha];
  if (lord.rule === 'co-lords-both-inside') return { lord, lordSign, count: 1, adjustment: 0, years: 12 };
  const count = isOddFooted(sign) ? houseFrom(sign, lordSign) : houseFrom(lordSign, sign);
  let years = count - 1;
  if (years === 0) years = 12;
  const adjustment = charaFlags[profile].exaltAdjust ? exaltationAdjustment(lord.graha, lordSign) : 0;
  return { lord, lordSign, count, adjustment, years: years + adjustment };
}

/** `CHARA.KNR_JHORA` years: the same count, with the conventions of chara-jhora.ts. */
function charaYearsJhora(p: CharaPlacements, sign: number): CharaYears {
  const co = jhoraCoLord(p, sign);
  const lord: EffectiveLord = { graha: co.graha, rule: co.rule === null ? 'sign-lord' : jhoraRuleName[co.rule] };
  const lordSign = p.sign[co.graha];
  const count = isOddFooted(sign) ? houseFrom(sign, lordSign) : houseFrom(lordSign, sign);
  const base = count === 1 ? 12 : count - 1;
  const adjustment = jhoraDignityAdjustment(co.graha, lordSign);
  return { lord, lordSign, count, adjustment, years: base + adjustment };
}

export interface CharaSubPeriod {
  sign: number;
  startJd: number;
  endJd: number;
  durationDays: number;
}

export interface CharaPeriod extends CharaSubPeriod {
  cycle: 1 | 2;
  years: number;
  reckoning: CharaYears;
  antardashas: CharaSubPeriod[];
}

export interface CharaDasha {
  profile: CharaProfile;
  seedSign: number;
  direction: 1 | -1;
  periods: CharaPeriod[];
  secondCycle: CharaPeriod[];
}

/**
 * Antardashas of the dasha of `sign`: twelve equal parts; the order runs in the direction the
 * sign would have as lagna, starting with the next sign and ending with the sign itself
 * (dashas.md §3a rule 5).
 */
function antardashas(sign: number, startJd: number, endJd: number): CharaSubPeriod[] {
  const dir = charaDirection(sign);
  const part = (endJd - startJd) / 12;
  const out: CharaSubPeriod[] = [];
  for (let i = 0; i < 12; i++) {
    const s = (sign + dir * (i + 1) + 120) % 12;
    const a = startJd + part * i;
    const b = i === 11 ? endJd : a + part;
    out.push({ sign: s, startJd: a, endJd: b, durationDays: b - a });
  }
  return out;
}

/**
 * The Chara dasha from birth: the twelve signs from the seed (the lagna) in its direction,
 * then a second cycle of 12 − first-cycle years (a sign whose first period was 12 years gets
 * a zero-length second period, kept so the cycle lists twelve signs).
 */
export function charaDasha(p: CharaPlacements, profile: CharaProfile, birthJd: number, yearDays: number): CharaDasha {
  const seedSign = p.lagnaSign;
  const direction = charaDirection(seedSign);
  const reckonings = Array.from({ length: 12 }, (_, i) => {
    const sign = (seedSign + direction * i + 12) % 12;
    return { sign, reckoning: charaYears(p, sign, profile) };
  });
  let cursor = birthJd;
  const make = (cycle: 1 | 2, sign: number, years: number, reckoning: CharaYears): CharaPeriod => {
    const startJd = cursor;
    const endJd = startJd + years * yearDays;
    cursor = endJd;
    return { cycle, sign, years, startJd, endJd, durationDays: endJd - startJd, reckoning, antardashas: antardashas(sign, startJd, endJd) };
  };
  const periods = reckonings.map(({ sign, reckoning }) => make(1, sign, reckoning.years, reckoning));
  const secondCycle = reckonings.map(({ sign, reckoning }) => make(2, sign, Math.max(0, 12 - reckoning.years), reckoning));
  return { profile, seedSign, direction, periods, secondCycle };
}
