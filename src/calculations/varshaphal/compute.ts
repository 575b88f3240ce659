import type { Static } from 'typebox';
import { coveredJdUt } from '../../astro/swe.ts';
import { localDateAt, parseUtcOffset, requireTimeZone, type TimeFrame } from '../../astro/time/civil.ts';
import type { GeoPosition } from '../../astro/rise-set.ts';
import type { HouseSystem } from '../../jyotish/chart/bhava.ts';
import type { AspectScheme } from '../../jyotish/varshaphal/aspects.ts';
import { siderealYearDays } from '../../jyotish/varshaphal/solar-return.ts';
import { computeVarshaphal, type Varshaphal } from '../../jyotish/varshaphal/varshaphal.ts';
import { dwadashaVargiyaBala, type DwadashaVargiyaBala } from '../../jyotish/varshaphal/dwadasha-vargiya.ts';
import { sevenGrahaIds, type SevenGrahaId } from '../../jyotish/core/zodiac.ts';
import { OutOfRange, ValidationFailed } from '../../shared/errors.ts';
import { jdUtToEpochMilliseconds, type JulianDayUt } from '../../shared/units.ts';
import { namingRangeErrors, resolveBirth, type ResolvedBirth } from '../shared/birth.ts';
import type { VarshaphalRequest } from './schema.ts';

export interface VarshaphalComputed {
  birth: ResolvedBirth;
  residenceFrame: TimeFrame;
  residenceGeo: GeoPosition;
  residenceGiven: boolean;
  houseSystem: HouseSystem;
  aspectScheme: AspectScheme;
  varshaphal: Varshaphal;
  /** Dwadasha-vargiya bala of the seven grahas when the request asked for it, else null. */
  dwadashaVargiya: Record<SevenGrahaId, DwadashaVargiyaBala> | null;
}

type Request = Static<typeof VarshaphalRequest>;

function residenceOf(request: Request, birth: ResolvedBirth): { frame: TimeFrame; geo: GeoPosition } {
  const r = request.residence;
  if (!r) return { frame: birth.local.frame, geo: birth.geo };
  const timezone = requireTimeZone(r.timezone, '/residence/timezone');
  const frame: TimeFrame =
    r.utcOffset !== undefined
      ? { kind: 'fixed-offset', timezone, offsetSeconds: parseUtcOffset(r.utcOffset, '/residence/utcOffset') }
      : { kind: 'zone', timezone };
  return { frame, geo: { latitude: r.latitude, longitude: r.longitude, elevationMeters: r.elevationMeters ?? 0 } };
}

/**
 * The varshaphal of a request. `age` and `year` are exclusive: `year` picks the solar return
 * whose local date at the residence falls in that Gregorian year.
 * @throws ValidationFailed naming `/age` or `/year` (neither or both given); OutOfRange naming
 *   the year field when the year starts before birth or leaves the ephemeris range; the
 *   errors of resolveBirth
 */
export function computeVarshaphalRequest(request: Request): VarshaphalComputed {
  const birth = resolveBirth(request);
  if (request.age !== undefined && request.year !== undefined) {
    throw new ValidationFailed('/year', 'give either age (completed years) or year, not both');
  }
  if (request.age === undefined && request.year === undefined) {
    throw new ValidationFailed('/age', 'give age (completed years) or year (the Gregorian year of the solar return)');
  }
  const path = request.age !== undefined ? '/age' : '/year';
  const { frame, geo } = residenceOf(request, birth);
  const houseSystem = request.houseSystem ?? 'sripati';
  const aspectScheme = request.tajakaAspects ?? 'neelakanthi';
  const birthJd = birth.local.instant.jdUt;
  const compute = (completedYears: number): Varshaphal => {
    if (completedYears < 0) throw new OutOfRange('/year', 'must not be before the year of birth');
    // The year ends at the next return, which must lie inside the ephemeris range too.
    if (birthJd + (completedYears + 1) * siderealYearDays + 2 > coveredJdUt.last) {
      throw new OutOfRange(path, 'the year would end after 2399-12-31, the end of the ephemeris range served');
    }
    return namingRangeErrors(path, () =>
      computeVarshaphal({
        birthJd,
        birthPlace: birth.geo,
        residence: geo,
        completedYears,
        sky: birth.sky,
        houseSystem,
        sunrise: birth.sunrise,
        aspectScheme,
      }),
    );
  };
  let varshaphal: Varshaphal;
  if (request.age !== undefined) {
    varshaphal = compute(request.age);
  } else {
    const year = request.year as number;
    const localYear = (v: Varshaphal) => localDateAt(frame, jdUtToEpochMilliseconds(v.praveshJd as JulianDayUt)).year;
    let age = year - birth.local.localDate.year;
    varshaphal = compute(age);
    // A birthday near New Year can put the return in the neighbouring calendar year.
    const got = localYear(varshaphal);
    if (got !== year) {
      age += year - got;
      varshaphal = compute(age);
    }
  }
  const dwadashaVargiya = request.dwadashaVargiyaBala === true ? dwadashaOf(varshaphal) : null;
  return { birth, residenceFrame: frame, residenceGeo: geo, residenceGiven: request.residence !== undefined, houseSystem, aspectScheme, varshaphal, dwadashaVargiya };
}

/** The opt-in dwadasha-vargiya bala of the seven grahas at their annual-chart longitudes. */
function dwadashaOf(v: Varshaphal): Record<SevenGrahaId, DwadashaVargiyaBala> {
  const out = {} as Record<SevenGrahaId, DwadashaVargiyaBala>;
  for (const g of sevenGrahaIds) out[g] = dwadashaVargiyaBala(g, v.annual.bodies[g].longitude);
  return out;
}
