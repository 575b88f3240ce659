/**
 * The chart conditions under which BPHS 46–47 applies each conditional nakshatra dasha
 * (docs/methods/dashas-more.md §3 "Applicability"). A served dasha block lists the dasha
 * either way and says whether this chart meets its condition. Pure sign arithmetic.
 */
import { divisionSign } from '../chart/divisions.ts';
import { houseFrom, rashiLord, type GrahaId } from '../core/zodiac.ts';
import { normalizeDegrees } from '../../shared/angles.ts';
import type { CharaPlacements } from './chara.ts';
import type { NakshatraSystemKey } from './nakshatra-systems.ts';

export interface Applicability {
  ruleId: string;
  applies: boolean;
}

/** The longitudes (sidereal degrees) the hora, navamsha, dwadashamsha and paksha tests read. */
export interface ApplicabilityPoints {
  ascendant: number;
  sun: number;
  moon: number;
  /**
   * Whether the birth fell between the sunrise and the sunset of its day at the birth place
   * (Shattrimsha-sama's "by day"); undefined where the Sun does not rise and set that day,
   * and then the Sun's half of the chart decides (houses 7–12 from the lagna sign: above the horizon).
   */
  dayBirth?: boolean;
}

/**
 * Whether the chart meets the condition of the conditional dasha `key`, with the rule's id;
 * null for a system without one. Signs come from `p` (rashi chart, lagna sign
 * included); "by day" (Shattrimsha-sama) is read as the Sun in houses 7–12 from the lagna
 * sign, the half of the chart above the horizon. Never fails.
 */
export function applicabilityOf(key: NakshatraSystemKey, points: ApplicabilityPoints, p: CharaPlacements): Applicability | null {
  const asc = points.ascendant;
  const lagna = p.lagnaSign;
  const lordSign = (s: number) => p.sign[rashiLord[s]];
  const house = (g: GrahaId) => houseFrom(lagna, p.sign[g]);
  const horaOfLagna = divisionSign(asc, 2, 'parashara'); // 4 = Sun's hora (Leo), 3 = Moon's (Cancer)
  const elongation = normalizeDegrees(points.moon - points.sun);
  switch (key) {
    case 'ashtottari': {
      const fromLord = houseFrom(lordSign(lagna), p.sign.rahu);
      return { ruleId: 'ASHTOTTARI.RAHU_KENDRA_TRIKONA', applies: [1, 4, 5, 7, 9, 10].includes(fromLord) && p.sign.rahu !== lagna };
    }
    case 'dwadashottari':
      return { ruleId: 'DWADASHOTTARI.VENUS_NAVAMSHA_LAGNA', applies: [1, 6].includes(divisionSign(asc, 9)) };
    case 'panchottari':
      return { ruleId: 'PANCHOTTARI.CANCER_DWADASHAMSHA_LAGNA', applies: divisionSign(asc, 12) === 3 };
    case 'shodashottari': {
      const shukla = elongation < 180;
      return { ruleId: 'SHODASHOTTARI.HORA_PAKSHA', applies: (horaOfLagna === 4 && shukla) || (horaOfLagna === 3 && !shukla) };
    }
    case 'shatabdika':
      return { ruleId: 'SHATABDIKA.VARGOTTAMA_LAGNA', applies: divisionSign(asc, 9) === lagna };
    case 'chaturaseetiSama': {
      const tenth = (lagna + 9) % 12;
      return { ruleId: 'CHATURASEETI_SAMA.TENTH_LORD_IN_TENTH', applies: lordSign(tenth) === tenth };
    }
    case 'dwisaptatiSama': {
      const seventh = (lagna + 6) % 12;
      return { ruleId: 'DWISAPTATI_SAMA.LAGNA_LORD_SEVENTH', applies: lordSign(lagna) === seventh || lordSign(seventh) === lagna };
    }
    case 'shashtihayani':
      return { ruleId: 'SHASHTIHAYANI.SUN_IN_LAGNA', applies: house('sun') === 1 };
    case 'shattrimshaSama': {
      const day = points.dayBirth ?? house('sun') >= 7;
      return { ruleId: 'SHATTRIMSHA_SAMA.HORA_SUNRISE_DAY_NIGHT', applies: (horaOfLagna === 4 && day) || (horaOfLagna === 3 && !day) };
    }
    default:
      return null;
  }
}
