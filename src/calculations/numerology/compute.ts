import type { Static } from 'typebox';
import { destinyNumber, radicalNumber, type ReducedNumber } from '../../numerology/birth-numbers.ts';
import type { CivilDate } from '../../numerology/civil-date.ts';
import { nameNumber, type LetterSystem, type NameNumber, type NormalisedName } from '../../numerology/letters.ts';
import { requireCivilDate, requireName } from './inputs.ts';
import type { NumerologyRequest } from './schema.ts';

export interface NumerologyComputed {
  birthDate: CivilDate;
  system: LetterSystem;
  name: NormalisedName;
  radical: ReducedNumber;
  destiny: ReducedNumber;
  nameNumber: NameNumber;
}

/**
 * The psychic, destiny and name numbers.
 * @throws ValidationFailed | OutOfRange naming /name or /birthDate
 */
export function computeNumerology(request: Static<typeof NumerologyRequest>): NumerologyComputed {
  const name = requireName(request.name);
  const birthDate = requireCivilDate(request.birthDate, '/birthDate');
  const system = request.system ?? 'chaldean';
  return {
    birthDate,
    system,
    name,
    radical: radicalNumber(birthDate),
    destiny: destinyNumber(birthDate),
    nameNumber: nameNumber(name, system),
  };
}
