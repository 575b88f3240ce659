import Type from 'typebox';
import { Bilingual, Moment, NamedEntity, SunriseField, birthMomentProperties } from '../../contract/common.ts';
import { directionIds } from '../../jyotish/panchang/disha-shool.ts';

export const DirectionField = Type.Enum([...directionIds], {
  description: 'A compass direction: north, north-east, east, south-east, south, south-west, west or north-west',
});

export const DishaShoolRequest = Type.Object(
  {
    date: Type.String({
      pattern: '^\\d{4}-\\d{2}-\\d{2}$',
      description: 'Local date of the journey, YYYY-MM-DD (years 1800–2399)',
      examples: ['2024-03-01'],
    }),
    timezone: birthMomentProperties.timezone,
    latitude: Type.Optional({ ...birthMomentProperties.latitude, description: 'Degrees, north positive. With longitude, the vaara is reckoned from local sunrise (VAARA.SUNRISE).' }),
    longitude: Type.Optional({ ...birthMomentProperties.longitude, description: 'Degrees, east positive (give with latitude).' }),
    localTime: Type.Optional({
      ...birthMomentProperties.localTime,
      description: 'Local time of departure, HH:MM[:SS]. With coordinates, a departure before sunrise belongs to the previous vaara.',
    }),
    direction: Type.Optional({ ...DirectionField, description: 'Direction of travel: the result says whether it is the day\'s shool direction' }),
    variant: Type.Optional(
      Type.Enum(['standard', 'with-corners'], {
        default: 'standard',
        description: 'standard (DISHASHOOL.STD): the cardinal shool only; with-corners (DISHASHOOL.WITH_CORNERS): the intercardinal shool too',
      }),
    ),
    sunrise: Type.Optional(SunriseField),
  },
  {
    additionalProperties: false,
    description:
      'A date and time zone; coordinates (optional) make the weekday run sunrise to sunrise; direction (optional) is checked against the shool.',
  },
);

const Direction = Type.Object({ id: Type.String(), name: Bilingual });

export const DishaShoolResult = Type.Object({
  date: Type.String(),
  vaara: NamedEntity,
  reckoning: Type.Enum(['sunrise', 'civil-date', 'local-midnight'], {
    description:
      'sunrise: the vaara runs from local sunrise to the next (coordinates given); civil-date: the weekday of the date (no coordinates); local-midnight: the Sun does not rise at the place on this date',
  }),
  validFrom: Type.Union([Moment, Type.Null()], { description: 'Sunrise opening this vaara (null without coordinates)' }),
  validUntil: Type.Union([Moment, Type.Null()], { description: 'Sunrise closing it (null without coordinates)' }),
  variant: Type.Enum(['standard', 'with-corners']),
  shool: Type.Object({
    directions: Type.Array(Direction, { description: 'Directions in which a journey is traditionally not begun on this vaara' }),
    statement: Bilingual,
  }),
  remedy: Type.Object({
    text: Bilingual,
    note: Bilingual,
    reviewOnly: Type.Literal(true, { description: 'Remedies are traditional customs for the reader\'s review, never promises' }),
  }),
  travel: Type.Union(
    [Type.Object({ direction: Direction, isShoolDirection: Type.Boolean(), verdict: Bilingual }), Type.Null()],
    { description: 'The direction of travel checked against the shool, or null when none was given' },
  ),
  evidence: Type.Object({
    ruleId: Type.String({ description: 'DISHASHOOL.STD.<weekday> (and DISHASHOOL.WITH_CORNERS.<weekday>)' }),
    cornerRuleId: Type.Union([Type.String(), Type.Null()]),
    table: Type.Array(
      Type.Object({ vaara: NamedEntity, direction: Direction, corner: Direction }),
      { description: 'The whole weekday table the answer was read from (south-indian-and-vastu.md §3)' },
    ),
  }),
});
