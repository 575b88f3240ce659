import Type from 'typebox';
import { Bilingual } from '../../contract/common.ts';
import { BirthNumber, Correspondences, NameNumber, NumberRelations } from './blocks-schema.ts';
import { BirthDateField, LetterSystemField, NameField } from './inputs.ts';

export const NumerologyRequest = Type.Object(
  {
    name: NameField,
    birthDate: BirthDateField,
    system: Type.Optional(LetterSystemField),
  },
  {
    additionalProperties: false,
    description: 'A full name in Latin letters and the civil birth date; the letter table for the name number (Chaldean by default).',
  },
);

export const NumerologyResult = Type.Object({
  reviewOnly: Type.Literal(true),
  disclaimerKey: Type.Literal('correspondence_only'),
  disclaimer: Bilingual,
  birthDate: Type.String(),
  radical: BirthNumber,
  destiny: BirthNumber,
  name: NameNumber,
  relations: NumberRelations,
  correspondences: Correspondences,
});
