import type { Static } from 'typebox';
import { nakshatraIds } from '../../jyotish/core/zodiac.ts';
import { assessAyadi, type AyadiAssessment, type AyadiOptions } from '../../jyotish/ayadi/rules.ts';
import { maxSearchCandidates, searchPerimeters, type SearchHit } from '../../jyotish/ayadi/search.ts';
import {
  countPerimeter, hastaStandardMetres, type CountUnit, type CountedPerimeter, type HastaStandard, type LengthUnit,
} from '../../jyotish/ayadi/units.ts';
import { ayadiValues, ayusMethodId, type AyadiValues, type AyusVariant } from '../../jyotish/ayadi/vargas.ts';
import { OutOfRange, ValidationFailed } from '../../shared/errors.ts';
import type { AyadiRequest } from './schema.ts';

export interface AyadiComputed {
  unit: LengthUnit;
  countUnit: CountUnit;
  hastaStandard: HastaStandard;
  hastaMetres: number;
  ayusVariant: AyusVariant;
  options: AyadiOptions;
  measured: {
    length: number | null;
    breadth: number | null;
    perimeter: number;
    counted: CountedPerimeter;
    values: AyadiValues;
    assessment: AyadiAssessment;
  } | null;
  search: { min: number; max: number; hits: SearchHit[] } | null;
}

type Request = Static<typeof AyadiRequest>;

function hastaLength(request: Request): { standard: HastaStandard; metres: number } {
  const standard = request.hastaStandard ?? 'kol-72cm';
  if (standard === 'custom') {
    if (request.hastaMetres === undefined) throw new ValidationFailed('/hastaMetres', 'is required when hastaStandard is custom');
    return { standard, metres: request.hastaMetres };
  }
  if (request.hastaMetres !== undefined) throw new ValidationFailed('/hastaMetres', 'is only used with hastaStandard custom');
  return { standard, metres: hastaStandardMetres[standard] };
}

/** 0-based nakshatra from 1–27 or an id. */
function ownerNakshatra(value: Request['ownerNakshatra']): number | null {
  if (value === undefined) return null;
  return typeof value === 'number' ? value - 1 : nakshatraIds.indexOf(value);
}

/**
 * The vargas of the measured perimeter and/or the search.
 * @throws ValidationFailed naming the field when length/breadth/perimeter are combined wrongly
 *   or nothing is given; OutOfRange naming `/search/maxPerimeter` for a range over 1,000 or reversed,
 *   `/perimeter` (or `/length`) when the perimeter rounds to 0
 */
export function computeAyadi(request: Request): AyadiComputed {
  const unit = request.unit;
  const countUnit = request.countUnit ?? 'hasta';
  const hasta = hastaLength(request);
  const ayusVariant = request.ayusVariant ?? 'vishvakarma';
  const options: AyadiOptions = {
    ownerNakshatra: ownerNakshatra(request.ownerNakshatra),
    facing: request.facing ?? null,
    facingRule: request.facingRule ?? 'prefer',
    amshaVariant: request.amshaVariant ?? 'mayamata',
    include: request.include ?? [],
  };
  const hasSides = request.length !== undefined || request.breadth !== undefined;
  if (hasSides && request.perimeter !== undefined) throw new ValidationFailed('/perimeter', 'give either perimeter or length and breadth, not both');
  if (request.length !== undefined && request.breadth === undefined) throw new ValidationFailed('/breadth', 'is required with length');
  if (request.breadth !== undefined && request.length === undefined) throw new ValidationFailed('/length', 'is required with breadth');
  if (!hasSides && request.perimeter === undefined && request.search === undefined) {
    throw new ValidationFailed('/length', 'give length and breadth, or perimeter, or a search range');
  }
  let measured: AyadiComputed['measured'] = null;
  if (hasSides || request.perimeter !== undefined) {
    const perimeter = request.perimeter ?? 2 * (request.length! + request.breadth!);
    const counted = countPerimeter(perimeter, unit, countUnit, hasta.metres);
    if (counted.whole < 1) throw new OutOfRange(hasSides ? '/length' : '/perimeter', `the perimeter is less than half a ${countUnit}`);
    const values = ayadiValues(counted.whole, ayusVariant);
    measured = {
      length: request.length ?? null,
      breadth: request.breadth ?? null,
      perimeter,
      counted,
      values,
      assessment: assessAyadi(values, options, ayusMethodId[ayusVariant]),
    };
  }
  let search: AyadiComputed['search'] = null;
  if (request.search) {
    const { minPerimeter: min, maxPerimeter: max } = request.search;
    if (max < min) throw new OutOfRange('/search/maxPerimeter', 'must not be below minPerimeter');
    if (max - min + 1 > maxSearchCandidates) throw new OutOfRange('/search/maxPerimeter', `a search scans at most ${maxSearchCandidates} perimeters`);
    search = { min, max, hits: searchPerimeters(min, max, options, ayusVariant) };
  }
  return { unit, countUnit, hastaStandard: hasta.standard, hastaMetres: hasta.metres, ayusVariant, options, measured, search };
}
