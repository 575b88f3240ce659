import type { Static } from 'typebox';
import { biorhythm, type CycleValue } from '../../numerology/biorhythm.ts';
import { destinyNumber, radicalNumber, type ReducedNumber } from '../../numerology/birth-numbers.ts';
import { dayNumber, type CivilDate } from '../../numerology/civil-date.ts';
import { nameNumber, type LetterSystem, type NameNumber, type NormalisedName } from '../../numerology/letters.ts';
import { numberedDatesOfMonth, type DateRule, type NumberedDate } from '../../numerology/month-dates.ts';
import { reducePlate, type PlateMethod, type PlateReduction } from '../../numerology/plate.ts';
import { ValidationFailed } from '../../shared/errors.ts';
import { requireCivilDate, requireName, requirePlate } from '../numerology/inputs.ts';
import type { NumerologyGuidanceRequest } from './schema.ts';

export interface GuidanceComputed {
  birthDate: CivilDate;
  referenceDate: CivilDate;
  system: LetterSystem;
  dateRule: DateRule;
  plateMethod: PlateMethod;
  radical: ReducedNumber;
  destiny: ReducedNumber;
  daysSinceBirth: number;
  cycles: CycleValue[];
  monthDates: NumberedDate[];
  referenceDateNumber: ReducedNumber;
  name: { normalised: NormalisedName; number: NameNumber } | null;
  plate: PlateReduction | null;
}

/**
 * Birth numbers, biorhythm on the reference date, numbered dates of its month and the optional
 * name and vehicle reductions.
 * @throws ValidationFailed | OutOfRange naming /birthDate, /referenceDate, /name or /vehicleNumber
 */
export function computeGuidance(request: Static<typeof NumerologyGuidanceRequest>): GuidanceComputed {
  const birthDate = requireCivilDate(request.birthDate, '/birthDate');
  const referenceDate = requireCivilDate(request.referenceDate, '/referenceDate');
  const daysSinceBirth = dayNumber(referenceDate) - dayNumber(birthDate);
  if (daysSinceBirth < 0) throw new ValidationFailed('/referenceDate', 'must not be before birthDate');
  const normalisedName = request.name === undefined ? null : requireName(request.name);
  const plate = request.vehicleNumber === undefined ? null : requirePlate(request.vehicleNumber);

  const system = request.system ?? 'chaldean';
  const dateRule = request.dateRule ?? 'day-of-month';
  const plateMethod = request.vehicleMethod ?? 'digits-only';
  const monthDates = numberedDatesOfMonth(referenceDate.year, referenceDate.month, dateRule);
  return {
    birthDate,
    referenceDate,
    system,
    dateRule,
    plateMethod,
    radical: radicalNumber(birthDate),
    destiny: destinyNumber(birthDate),
    daysSinceBirth,
    cycles: biorhythm(daysSinceBirth),
    monthDates,
    referenceDateNumber: monthDates[referenceDate.day - 1].number,
    name: normalisedName === null ? null : { normalised: normalisedName, number: nameNumber(normalisedName, system) },
    plate: plate === null ? null : reducePlate(plate, plateMethod),
  };
}
