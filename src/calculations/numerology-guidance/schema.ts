import Type from 'typebox';
import { Bilingual, NamedEntity } from '../../contract/common.ts';
import { BirthNumber, NameNumber, NumberColours, NumberRelations } from '../numerology/blocks-schema.ts';
import { biorhythmMethodId } from '../../numerology/biorhythm.ts';
import { maxPlateLength } from '../../numerology/plate.ts';
import { BirthDateField, LetterSystemField, NameField, civilDatePattern } from '../numerology/inputs.ts';

export const NumerologyGuidanceRequest = Type.Object(
  {
    birthDate: BirthDateField,
    referenceDate: Type.String({
      pattern: civilDatePattern,
      description: 'The civil date the biorhythm, colours and month of dates are for, YYYY-MM-DD (1800–2399, not before birthDate)',
      examples: ['2024-03-01'],
    }),
    name: Type.Optional(NameField),
    vehicleNumber: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 40,
        description:
          `Vehicle registration (or any identifier) to reduce, e.g. "MH 01 AB 1234". Upper-cased, spaces and hyphens removed; then 1–${maxPlateLength} characters A–Z or 0–9, else 422 naming /vehicleNumber.`,
        examples: ['MH01AB1234'],
      }),
    ),
    system: Type.Optional(LetterSystemField),
    vehicleMethod: Type.Optional(
      Type.Enum(['digits-only', 'digits-and-letters'], {
        default: 'digits-only',
        description: 'digits-only (NUM.PLATE_DIGITS, default) or digits-and-letters (NUM.PLATE_WITH_LETTERS: letters add their Chaldean values)',
      }),
    ),
    dateRule: Type.Optional(
      Type.Enum(['day-of-month', 'full-date'], {
        default: 'day-of-month',
        description: 'Number of a date: digital root of the day of the month (NUM.DATE_DAY_ROOT, default) or of all digits of DD MM YYYY (NUM.DATE_FULL_ROOT)',
      }),
    ),
  },
  {
    additionalProperties: false,
    description: 'Birth date and reference date; optional name, vehicle identifier and variants.',
  },
);

const Cycle = Type.Object({
  id: Type.Enum(['physical', 'emotional', 'intellectual']),
  name: Bilingual,
  description: Bilingual,
  periodDays: Type.Integer({ description: '23, 28 or 33' }),
  daysSinceBirth: Type.Integer({ minimum: 0, description: 't: days from the birth date to the reference date' }),
  dayInCycle: Type.Integer({ minimum: 0, description: 't mod periodDays' }),
  value: Type.Number({ minimum: -1, maximum: 1, description: 'sin(2π t / periodDays), 4 decimals' }),
  valuePercent: Type.Number({ minimum: -100, maximum: 100, description: '100 × value, rounded to 1 decimal' }),
  nextDayValue: Type.Number({ minimum: -1, maximum: 1, description: 'The value on t + 1, 4 decimals' }),
  trend: Type.Enum(['rising', 'falling', 'steady'], { description: 'From the next day’s value (unrounded)' }),
  criticalDay: Type.Boolean({ description: 'The curve passes through zero between t and t + 1 (sign change), or is zero on t' }),
});

const Biorhythm = Type.Object({
  birthDate: Type.String(),
  referenceDate: Type.String(),
  daysSinceBirth: Type.Integer({ minimum: 0 }),
  model: Type.Object({
    methodId: Type.Literal(biorhythmMethodId),
    formula: Type.String(),
    origin: Bilingual,
    limitation: Bilingual,
    values: Bilingual,
  }),
  cycles: Type.Array(Cycle, { minItems: 3, maxItems: 3, description: 'Exactly three cycles; no combined value is published' }),
});

const DateEntry = Type.Object({
  date: Type.String(),
  weekday: NamedEntity,
  number: Type.Integer({ minimum: 1, maximum: 9 }),
  digits: Type.Array(Type.Integer({ minimum: 0, maximum: 9 })),
  sum: Type.Integer(),
  reductionSteps: Type.Array(Type.Integer()),
  arithmetic: Type.String(),
  planet: NamedEntity,
  group: Type.Enum(['same', 'friendly', 'review'], { description: 'same: the psychic number itself' }),
  planetRelation: Type.Enum(['same-number', 'same-planet', 'friend', 'enemy']),
});

const Dates = Type.Object({
  month: Type.String({ description: 'YYYY-MM of the reference date' }),
  rule: Type.Enum(['day-of-month', 'full-date']),
  ruleId: Type.String(),
  ruleExplanation: Bilingual,
  friendlyNumbers: Type.Array(Type.Integer(), { description: 'The psychic number and its friendly numbers' }),
  reviewNumbers: Type.Array(Type.Integer()),
  friendly: Type.Array(DateEntry),
  friendlyExplanation: Bilingual,
  forReview: Type.Array(DateEntry, { description: 'Dates for review; never labelled unlucky' }),
  forReviewExplanation: Bilingual,
});

const Colours = Type.Object({
  referenceDate: Type.Object({
    date: Type.String(),
    weekday: NamedEntity,
    weekdayPlanet: NumberColours,
    dateNumber: Type.Object({
      ...NumberColours.properties,
      rule: Type.Enum(['day-of-month', 'full-date']),
      digits: Type.Array(Type.Integer({ minimum: 0, maximum: 9 })),
      sum: Type.Integer(),
      reductionSteps: Type.Array(Type.Integer()),
      arithmetic: Type.String(),
    }),
    explanation: Bilingual,
  }),
  birth: Type.Object({ radical: NumberColours, destiny: NumberColours, explanation: Bilingual }),
});

const Vehicle = Type.Object({
  normalised: Type.String({ description: 'Upper case, spaces and hyphens removed' }),
  method: Type.Enum(['digits-only', 'digits-and-letters']),
  methodId: Type.Enum(['NUM.PLATE_DIGITS', 'NUM.PLATE_WITH_LETTERS']),
  letterTableId: Type.Literal('NUM.CHALDEAN'),
  methodExplanation: Bilingual,
  characters: Type.Array(
    Type.Object({
      character: Type.String(),
      kind: Type.Enum(['digit', 'letter']),
      value: Type.Integer({ minimum: 0, maximum: 9, description: 'Digit itself, or the letter’s Chaldean value' }),
      counted: Type.Boolean(),
    }),
  ),
  sum: Type.Integer({ minimum: 0, description: 'Raw sum of the counted values' }),
  reductionSteps: Type.Array(Type.Integer()),
  arithmetic: Type.String(),
  reduced: Type.Integer({ minimum: 0, maximum: 9, description: '0 only when nothing was counted' }),
  planet: Type.Union([NamedEntity, Type.Null()]),
  comparisons: Type.Array(
    Type.Object({
      with: Type.Enum(['radical', 'destiny']),
      baseNumber: Type.Integer({ minimum: 1, maximum: 9 }),
      group: Type.Enum(['same', 'friendly', 'neutral', 'review', 'not-applicable']),
      planetRelation: Type.Union([Type.Enum(['same-number', 'same-planet', 'friend', 'neutral', 'enemy']), Type.Null()]),
      text: Bilingual,
    }),
  ),
  safetyOrProsperityClaim: Type.Literal(false),
  statement: Bilingual,
});

export const NumerologyGuidanceResult = Type.Object({
  reviewOnly: Type.Literal(true),
  disclaimerKey: Type.Literal('correspondence_only'),
  disclaimer: Bilingual,
  birthDate: Type.String(),
  referenceDate: Type.String(),
  birthNumbers: Type.Object({ radical: BirthNumber, destiny: BirthNumber }),
  relations: NumberRelations,
  biorhythm: Biorhythm,
  dates: Dates,
  colours: Colours,
  vehicle: Type.Union([Vehicle, Type.Null()], { description: 'null when no vehicleNumber was sent' }),
  name: Type.Union([NameNumber, Type.Null()], { description: 'null when no name was sent' }),
});
