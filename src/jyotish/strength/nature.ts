/**
 * Benefic and malefic grahas for paksha bala and drik bala (P. V. R. Narasimha Rao, *Vedic
 * Astrology: An Integrated Approach*, and V. P. Jain's tie rule): Jupiter and Venus are
 * benefics; the Sun and Mars (and Saturn) malefics; the Moon is a benefic while waxing (Sun
 * to Moon less than 180°) and a malefic while waning; Mercury is a benefic alone or with
 * more benefics than malefics in its sign, a malefic with more malefics, and with as many of
 * each takes the nature of the nearest of them in longitude. Rahu and Ketu count as malefics
 * in Mercury's company but cast no drik bala.
 */
import { forwardArc, separation } from '../../shared/angles.ts';
import { rashiIndexOf, type GrahaId, type SevenGrahaId } from '../core/zodiac.ts';

export type Nature = 'benefic' | 'malefic';

export interface NatureReasons {
  natures: Record<SevenGrahaId, Nature>;
  moonWaxing: boolean;
  /** The grahas sharing Mercury's sign, with their natures (the rule that decided Mercury). */
  mercuryCompany: { graha: GrahaId; nature: Nature }[];
}

/** Natures of the seven grahas from the longitudes of the nine (degrees). */
export function grahaNatures(longitudes: Readonly<Record<GrahaId, number>>): NatureReasons {
  const moonWaxing = forwardArc(longitudes.sun, longitudes.moon) < 180;
  const fixed: Record<Exclude<GrahaId, 'mercury'>, Nature> = {
    sun: 'malefic', moon: moonWaxing ? 'benefic' : 'malefic', mars: 'malefic', jupiter: 'benefic', venus: 'benefic',
    saturn: 'malefic', rahu: 'malefic', ketu: 'malefic',
  };
  const sign = rashiIndexOf(longitudes.mercury);
  const company = (Object.keys(fixed) as Exclude<GrahaId, 'mercury'>[])
    .filter((g) => rashiIndexOf(longitudes[g]) === sign)
    .map((g) => ({ graha: g as GrahaId, nature: fixed[g] }));
  const benefics = company.filter((c) => c.nature === 'benefic').length;
  const malefics = company.length - benefics;
  let mercury: Nature;
  if (benefics !== malefics) mercury = malefics > benefics ? 'malefic' : 'benefic';
  else if (company.length === 0) mercury = 'benefic';
  else {
    const nearest = [...company].sort((a, b) => separation(longitudes[a.graha], longitudes.mercury) - separation(longitudes[b.graha], longitudes.mercury))[0];
    mercury = nearest.nature;
  }
  return { natures: { ...fixed, mercury } as Record<SevenGrahaId, Nature>, moonWaxing, mercuryCompany: company };
}
