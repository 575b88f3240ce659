import Type from 'typebox';
import { Bilingual, Moment, NamedEntity } from '../../contract/common.ts';
import { karakaCoreResultProperties } from '../atmakaraka-ishta/schema.ts';

const Pada = Type.Object({
  id: Type.String({ description: 'A1 … A12' }),
  name: Bilingual,
  house: Type.Integer({ minimum: 1, maximum: 12 }),
  houseRashi: NamedEntity,
  lord: NamedEntity,
  lordRule: Type.String({ description: 'sign-lord, or the STRONGER.JAIMINI_CHAIN rule that chose the co-lord of Scorpio/Aquarius' }),
  lordRashi: NamedEntity,
  count: Type.Integer({ minimum: 1, maximum: 12, description: 'Signs from the house to its lord, counted inclusively' }),
  rashi: NamedEntity,
  exception: Type.Union([Type.Enum(['same-sign', 'seventh']), Type.Null()], {
    description: 'same-sign: the count would put the pada in the house itself (lord in the 1st or 7th) → 10th from the house; seventh: it would fall in the 7th from the house (lord in the 4th or 10th) → 4th from the house',
  }),
});

const SpecialLagna = Type.Object({
  longitude: Type.Number(),
  rashi: NamedEntity,
  degreeInRashi: Type.Number(),
  degreesPerMinute: Type.Number(),
});

const ArgalaRow = Type.Object({
  house: Type.Integer({ description: '2, 4, 11 (primary) or 5 (secondary), counted from the sign' }),
  grahas: Type.Array(NamedEntity),
  obstructionHouse: Type.Integer({ description: '12, 10, 3 or 9' }),
  obstructingGrahas: Type.Array(NamedEntity),
  status: Type.Enum(['none', 'effective', 'obstructed']),
  statusName: Bilingual,
});

export const JaiminiFoundationsResult = Type.Object({
  ...karakaCoreResultProperties,
  swamsa: Type.Object(
    {
      rashi: NamedEntity,
      houses: Type.Array(Type.Object({ house: Type.Integer({ minimum: 1, maximum: 12 }), rashi: NamedEntity, grahas: Type.Array(NamedEntity) })),
    },
    { description: 'The navamsa (D9) counted from the karakamsa (swamsa chart): house 1 = karakamsa' },
  ),
  arudhaPadas: Type.Array(Pada, { description: 'A1 … A12 (ARUDHA.BPHS)' }),
  arudhaLagna: NamedEntity,
  upapada: NamedEntity,
  rashiDrishti: Type.Object({
    signs: Type.Array(Type.Object({ rashi: NamedEntity, aspects: Type.Array(NamedEntity) }), {
      description: 'Movable signs aspect the fixed signs except the adjacent one; fixed the movable except the adjacent one; dual the other duals',
    }),
    grahas: Type.Array(Type.Object({ graha: NamedEntity, rashi: NamedEntity, aspectsRashis: Type.Array(NamedEntity), aspectsGrahas: Type.Array(NamedEntity) })),
  }),
  specialLagnas: Type.Object({
    methodId: Type.Literal('SPECIAL_LAGNA.SUNRISE_RATE'),
    sunrise: Type.Union([Moment, Type.Null()], { description: 'The sunrise that began the birth day (the previous one for a birth before sunrise)' }),
    sunriseDefinition: Type.String(),
    sunLongitudeAtSunrise: Type.Union([Type.Number(), Type.Null()]),
    minutesSinceSunrise: Type.Union([Type.Number(), Type.Null()]),
    horaLagna: Type.Union([SpecialLagna, Type.Null()], { description: 'Sun at sunrise + 0.5° per minute (one sign per hora of 60 minutes); null without a sunrise' }),
    ghatiLagna: Type.Union([SpecialLagna, Type.Null()], { description: 'Sun at sunrise + 1.25° per minute (one sign per ghati of 24 minutes); null without a sunrise' }),
    unavailableReason: Type.Union([Type.Literal('no-sunrise'), Type.Null()]),
  }),
  argala: Type.Object({
    methodId: Type.Literal('ARGALA.COUNT'),
    references: Type.Object({ lagna: NamedEntity, atmakaraka: NamedEntity, arudhaLagna: NamedEntity }, { description: 'Signs of the usual references; their rows are in bySign' }),
    bySign: Type.Array(Type.Object({ rashi: NamedEntity, argalas: Type.Array(ArgalaRow) })),
  }),
});
