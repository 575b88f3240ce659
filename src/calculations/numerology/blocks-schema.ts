/**
 * Result shapes shared by `numerology` and `numerology-guidance`: a birth number, the name
 * number with its letter-by-letter breakdown, the derived friendly/neutral/review lists and
 * the correspondences of a number.
 */
import Type from 'typebox';
import { Bilingual, NamedEntity } from '../../contract/common.ts';

const Digit = Type.Integer({ minimum: 0, maximum: 9 });

export const Labelled = Type.Object({ id: Type.String(), name: Bilingual });

const reductionFields = {
  sum: Type.Integer({ minimum: 0, description: 'Sum of the digits (or letter values) before reduction' }),
  reductionSteps: Type.Array(Type.Integer({ minimum: 0 }), {
    description: 'The sum, then every repeated digit sum, ending with the one-digit number',
  }),
  arithmetic: Type.String({ description: 'The addition and reduction written out, e.g. "1 + 6 = 7" or "3 + 4 = 7"' }),
};

export const BirthNumber = Type.Object({
  value: Type.Integer({ minimum: 1, maximum: 9 }),
  title: Bilingual,
  digits: Type.Array(Digit, { description: "The digits added: the day of the month for the psychic number, DD MM YYYY for the destiny number" }),
  ...reductionFields,
  planet: NamedEntity,
  about: Bilingual,
  meaning: Bilingual,
});

export const NameNumber = Type.Object({
  system: Type.Enum(['chaldean', 'pythagorean']),
  tableId: Type.Enum(['NUM.CHALDEAN', 'NUM.PYTHAGOREAN']),
  tableName: Bilingual,
  title: Bilingual,
  nameNormalised: Type.String({ description: 'The name after NFD, accent removal and upper-casing; separators kept' }),
  letters: Type.Array(Type.Object({ letter: Type.String({ pattern: '^[A-Z]$' }), value: Type.Integer({ minimum: 1, maximum: 9 }) }), {
    description: 'Every letter counted, in order, with its value in the table (spaces and punctuation carry no value)',
  }),
  compound: Type.Integer({ minimum: 1, description: 'Sum of all letter values (the compound number), e.g. 34' }),
  reduced: Type.Integer({ minimum: 1, maximum: 9, description: 'The compound number reduced to one digit' }),
  reductionSteps: reductionFields.reductionSteps,
  arithmetic: reductionFields.arithmetic,
  planet: NamedEntity,
  about: Bilingual,
  meaning: Bilingual,
});

const RelatedNumber = Type.Object({
  number: Type.Integer({ minimum: 1, maximum: 9 }),
  planet: NamedEntity,
  planetRelation: Type.Enum(['same-planet', 'friend', 'neutral', 'enemy'], {
    description: 'How the base planet regards this number’s planet in REL.BPHS (nodes read as Saturn/Mars)',
  }),
  reason: Bilingual,
});

export const NumberRelations = Type.Object({
  baseNumber: Type.Integer({ minimum: 1, maximum: 9, description: 'The psychic number the lists are derived from' }),
  basePlanet: NamedEntity,
  basePlanetReadAs: Type.Union([NamedEntity, Type.Null()], {
    description: 'For Rahu (4) and Ketu (7): the graha whose relationships are used (Saturn, Mars); else null',
  }),
  derived: Type.Literal(true, { description: 'Always true: derived from planetary relationships, not a classical numerology table' }),
  ruleIds: Type.Array(Type.String()),
  explanation: Bilingual,
  friendly: Type.Array(RelatedNumber),
  neutral: Type.Array(RelatedNumber),
  review: Type.Array(RelatedNumber, { description: 'Review numbers: listed for a second look, never called unlucky' }),
  reviewExplanation: Bilingual,
});

export const Correspondences = Type.Object({
  number: Type.Integer({ minimum: 1, maximum: 9 }),
  planet: NamedEntity,
  days: Type.Array(
    Type.Object({ weekday: NamedEntity, variant: Type.Boolean({ description: 'True for the variant day the table names for 4 and 7' }) }),
    { description: 'Favourable weekday(s): the weekday of the number’s planet' },
  ),
  colours: Type.Array(Labelled),
  stone: Labelled,
  metals: Type.Array(Labelled, { description: 'From NUM.METAL_IN (declared list; varies between authors)' }),
  notes: Type.Array(Bilingual),
});

export const NumberColours = Type.Object({
  number: Type.Integer({ minimum: 1, maximum: 9 }),
  planet: NamedEntity,
  colours: Type.Array(Labelled),
});
