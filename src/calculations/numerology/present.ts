import type { Static } from 'typebox';
import { numerologyDisclaimer } from '../../content/numerology.ts';
import { formatCivilDate } from '../../numerology/civil-date.ts';
import type { Presented } from '../types.ts';
import { presentBirthNumber, presentCorrespondences, presentNameNumber, presentRelations } from './blocks-present.ts';
import type { NumerologyComputed } from './compute.ts';
import { numerologyMethod } from './method.ts';
import type { NumerologyResult } from './schema.ts';

type Result = Static<typeof NumerologyResult>;

/** Names, texts and method ids around the computed numerology numbers. */
export function presentNumerology(c: NumerologyComputed): Presented<Result> {
  const birthDate = formatCivilDate(c.birthDate);
  return {
    method: numerologyMethod(c.system),
    input: { birthDate, system: c.system, nameNormalised: c.name.display },
    warnings: [],
    result: {
      reviewOnly: true,
      disclaimerKey: 'correspondence_only',
      disclaimer: numerologyDisclaimer,
      birthDate,
      radical: presentBirthNumber('radical', c.radical),
      destiny: presentBirthNumber('destiny', c.destiny),
      name: presentNameNumber(c.nameNumber, c.name.display),
      relations: presentRelations(c.radical.value),
      correspondences: presentCorrespondences(c.radical.value),
    },
  };
}
