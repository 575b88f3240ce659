/**
 * Shared request and response shapes. Every calculation's schema is built from these, so a
 * birth moment, a bilingual text or a sign look the same in every endpoint.
 */
import Type, { type Static, type TSchema } from 'typebox';
import { ayanamshaIds } from '../astro/ayanamsha.ts';

export const Bilingual = Type.Object(
  {
    en: Type.String({ description: 'English' }),
    hi: Type.String({ description: 'Hindi (Devanagari)' }),
  },
  { description: 'A text in English and Hindi.' },
);

/** A sign, nakshatra, graha … : stable id, 1-based index and bilingual name. */
export const NamedEntity = Type.Object({
  id: Type.String(),
  index: Type.Integer({ description: '1-based position in its list' }),
  name: Bilingual,
});
export type NamedEntity = Static<typeof NamedEntity>;

/** An instant as UTC and as local wall-clock time with the offset. */
export const Moment = Type.Object({
  utc: Type.String({ description: 'ISO 8601 UTC, e.g. 2024-01-15T06:41:12Z' }),
  local: Type.String({ description: 'ISO 8601 local time with the UTC offset in force' }),
});
export type Moment = Static<typeof Moment>;

export const AyanamshaField = Type.Enum([...ayanamshaIds], {
  default: 'lahiri',
  description: 'Sidereal offset (ayanamsha); Lahiri (Chitrapaksha, Swiss mode 1) by default.',
});

/** The birth-moment fields (spec §2.2, design §1.1), spread into each request schema. */
export const birthMomentProperties = {
  localDate: Type.String({
    pattern: '^\\d{4}-\\d{2}-\\d{2}$',
    description: 'Local calendar date YYYY-MM-DD, years 1800–2399',
    examples: ['1990-05-10'],
  }),
  localTime: Type.String({
    pattern: '^\\d{2}:\\d{2}(:\\d{2})?$',
    description: 'Local wall-clock time HH:MM:SS (HH:MM accepted)',
    examples: ['19:55:00'],
  }),
  timezone: Type.String({
    minLength: 1,
    maxLength: 64,
    pattern: '^[A-Za-z0-9_+\\-/]+$',
    description: 'IANA time zone name, e.g. Asia/Kolkata (alias Asia/Calcutta accepted)',
  }),
  latitude: Type.Number({ minimum: -90, maximum: 90, description: 'Degrees, north positive' }),
  longitude: Type.Number({ minimum: -180, maximum: 180, description: 'Degrees, east positive' }),
  ayanamsha: Type.Optional(AyanamshaField),
  utcOffset: Type.Optional(
    Type.String({
      pattern: '^[+-]\\d{2}:\\d{2}(:\\d{2})?$',
      description:
        'Fixed UTC offset such as +05:30 that overrides the zone rules (TIME.FIXED_OFFSET): for local times the tz database lacks, e.g. Bombay time (+04:51) before 1955.',
    }),
  ),
  elevationMeters: Type.Optional(
    Type.Number({ minimum: -500, maximum: 9000, default: 0, description: 'Observer elevation for rise and set, metres' }),
  ),
};

export const NodeTypeField = Type.Enum(['mean', 'true'], {
  default: 'mean',
  description: 'Lunar node: mean (NODE.MEAN, default) or true/osculating (NODE.TRUE)',
});
export const PositionsField = Type.Enum(['apparent', 'true-geometric'], {
  default: 'apparent',
  description:
    'apparent geocentric positions (POS.APPARENT_GEO, default) or true geometric positions (POS.TRUE_GEO, the convention of Jagannatha Hora and PyJHora)',
});
export const SunriseField = Type.Enum(['upper-limb-refracted', 'hindu-disc-centre'], {
  default: 'upper-limb-refracted',
  description:
    'Sunrise definition: upper limb with standard refraction (SUNRISE.ASTRO, default, matches Drik Panchang) or disc centre without refraction (SUNRISE.HINDU_CENTRE)',
});
export const HouseSystemField = Type.Enum(['sripati', 'placidus', 'equal', 'whole-sign', 'porphyry', 'koch'], {
  default: 'sripati',
  description: 'House (bhava) system for the Bhava chart; Sripati by default',
});
export const DashaYearDaysField = Type.Union([Type.Literal(365.25), Type.Literal(365.256364), Type.Literal(360)], {
  default: 365.25,
  description: 'Days in a dasha year: 365.25 (default), 365.256364 (sidereal, Jagannatha Hora) or 360 (savana)',
});
export const ChartStyleField = Type.Enum(['north', 'south', 'east'], {
  description: 'Draw each chart as an SVG in this layout (omit for data only)',
});
export const ChartLanguageField = Type.Enum(['en', 'hi'], { default: 'en', description: 'Language of chart labels' });

/** A warning attached to a result: a stable id and a bilingual explanation. */
export const Warning = Type.Object({
  id: Type.String(),
  message: Bilingual,
});
export type Warning = Static<typeof Warning>;

/** `method`: every choice that changes numbers, as method ids and values. */
export const MethodBlock = Type.Object(
  {},
  {
    additionalProperties: true,
    description:
      'The declared method: every setting that changes numbers (ayanamsha, node, positions, sunrise, house system, year length, variants) with its method id.',
  },
);

/** `input`: the resolved instant and place, echoed so the caller can check what was computed. */
export const InputBlock = Type.Object(
  {},
  {
    additionalProperties: true,
    description: 'The resolved input: UTC instant, UTC offset, Julian day (UT), ΔT and ayanamsha value.',
  },
);

export const Versions = Type.Object({
  engine: Type.String({ description: 'Service engine version' }),
  calculation: Type.String({ description: 'Calculation version; changes whenever numbers change' }),
  content: Type.String({ description: 'Content version; changes whenever text changes' }),
});

/** The success envelope around a calculation's result (design §2). */
export function CalculationEnvelope<R extends TSchema>(result: R) {
  return Type.Object({
    kind: Type.Literal('CalculationEnvelope'),
    requestId: Type.String({ pattern: '^[0-9a-f]{32}$' }),
    versions: Versions,
    method: MethodBlock,
    input: InputBlock,
    warnings: Type.Array(Warning),
    result,
  });
}

export const ErrorDetail = Type.Object({
  path: Type.String({ description: 'JSON pointer to the offending field' }),
  issue: Type.String({ description: 'What is wrong (never the value sent)' }),
});

export const ApiErrorEnvelope = Type.Object({
  kind: Type.Literal('ApiErrorEnvelope'),
  requestId: Type.String({ pattern: '^[0-9a-f]{32}$' }),
  error: Type.Object({
    status: Type.Integer(),
    code: Type.String(),
    message: Bilingual,
    retryable: Type.Boolean(),
    details: Type.Array(ErrorDetail),
  }),
});
export type ApiErrorEnvelope = Static<typeof ApiErrorEnvelope>;
