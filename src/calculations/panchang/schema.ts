import Type from 'typebox';
import {
  Bilingual, Moment, NamedEntity, SunriseField, birthMomentProperties,
} from '../../contract/common.ts';
import { panchangCompletionProperties } from './schema-completion.ts';

export const PanchangRequest = Type.Object(
  { ...birthMomentProperties, sunrise: Type.Optional(SunriseField) },
  {
    additionalProperties: false,
    description:
      'The place and local date (spec §2.2). The day is reckoned from sunrise on localDate; localTime selects the moment reported under atRequestedTime.',
  },
);

const Span = Type.Object({ start: Moment, end: Moment });

const LimbFlags = {
  kshaya: Type.Boolean({ description: 'Starts after this sunrise and ends before the next: no day is named after it' }),
  adhika: Type.Boolean({ description: 'Also current at the previous sunrise: the second day of a repeated limb' }),
};

const Tithi = Type.Object({
  number: Type.Integer({ minimum: 1, maximum: 30, description: '1–15 Shukla paksha, 16–30 Krishna paksha' }),
  numberInPaksha: Type.Integer({ minimum: 1, maximum: 15 }),
  name: Bilingual,
  paksha: Type.Object({ id: Type.Enum(['shukla', 'krishna']), name: Bilingual }),
  start: Moment,
  end: Moment,
  ...LimbFlags,
});

const Nakshatra = Type.Object({
  ...NamedEntity.properties,
  lord: NamedEntity,
  start: Moment,
  end: Moment,
  ...LimbFlags,
});

const Yoga = Type.Object({ ...NamedEntity.properties, start: Moment, end: Moment, ...LimbFlags });
const Karana = Type.Object({ ...NamedEntity.properties, start: Moment, end: Moment });
const RashiSpan = Type.Object({ rashi: NamedEntity, start: Moment, end: Moment });

const Choghadiya = Type.Object({
  part: Type.Integer({ minimum: 1, maximum: 8 }),
  id: Type.String(),
  name: Bilingual,
  quality: Type.Enum(['good', 'neutral', 'bad']),
  start: Moment,
  end: Moment,
});

const Hora = Type.Object({
  number: Type.Integer({ minimum: 1, maximum: 24 }),
  lord: NamedEntity,
  period: Type.Enum(['day', 'night']),
  start: Moment,
  end: Moment,
});

const MonthName = Type.Object({
  number: Type.Integer({ minimum: 1, maximum: 12, description: '1 = Chaitra … 12 = Phalguna' }),
  id: Type.String(),
  name: Bilingual,
  adhika: Type.Boolean(),
});

const Samvatsara = Type.Object({ index: Type.Integer({ minimum: 1, maximum: 60 }), name: Bilingual });

export const PanchangResult = Type.Object({
  date: Type.String({ description: 'The civil date of the day (its sunrise)' }),
  reckonedFrom: Type.Enum(['sunrise', 'local-midnight'], {
    description: 'Limbs are reckoned from sunrise; from local midnight only where the Sun does not rise',
  }),
  vaara: Type.Object({ ...NamedEntity.properties, lord: NamedEntity }),
  sunrise: Type.Union([Moment, Type.Null()]),
  sunset: Type.Union([Moment, Type.Null()]),
  nextSunrise: Type.Union([Moment, Type.Null()]),
  moonrise: Type.Union([Moment, Type.Null()], { description: 'First moonrise after sunrise and before the next sunrise, or null' }),
  moonset: Type.Union([Moment, Type.Null()], { description: 'First moonset after sunrise and before the next sunrise, or null' }),
  dayLengthSeconds: Type.Union([Type.Integer(), Type.Null()]),
  nightLengthSeconds: Type.Union([Type.Integer(), Type.Null()]),
  tithi: Tithi,
  tithis: Type.Array(Tithi, { description: 'Every tithi from sunrise to the next sunrise; kshaya tithis appear here' }),
  nakshatra: Type.Object({ ...Nakshatra.properties, pada: Type.Integer({ minimum: 1, maximum: 4, description: 'Pada at sunrise' }) }),
  nakshatras: Type.Array(Nakshatra),
  yoga: Yoga,
  yogas: Type.Array(Yoga),
  karana: Karana,
  karanas: Type.Array(Karana),
  atRequestedTime: Type.Object({
    moment: Moment,
    tithi: Type.Object({ number: Type.Integer(), name: Bilingual, paksha: Type.Enum(['shukla', 'krishna']), start: Moment, end: Moment }),
    nakshatra: Type.Object({ ...NamedEntity.properties, pada: Type.Integer(), start: Moment, end: Moment }),
    yoga: Type.Object({ ...NamedEntity.properties, start: Moment, end: Moment }),
    karana: Type.Object({ ...NamedEntity.properties, halfTithi: Type.Integer({ minimum: 1, maximum: 60 }), start: Moment, end: Moment }),
  }),
  sunRashi: RashiSpan,
  moonRashi: RashiSpan,
  moonRashis: Type.Array(RashiSpan, { description: 'Moon signs from sunrise to the next sunrise' }),
  rahuKaal: Type.Union([Span, Type.Null()]),
  yamaganda: Type.Union([Span, Type.Null()]),
  gulikaKaal: Type.Union([Span, Type.Null()]),
  abhijitMuhurta: Type.Union([
    Type.Object({ ...Span.properties, excluded: Type.Boolean({ description: 'True on Wednesdays, when Abhijit is not used' }) }),
    Type.Null(),
  ]),
  brahmaMuhurta: Type.Union([Span, Type.Null()]),
  choghadiya: Type.Union([Type.Object({ day: Type.Array(Choghadiya), night: Type.Array(Choghadiya) }), Type.Null()]),
  horas: Type.Union([Type.Array(Hora), Type.Null()]),
  unavailable: Type.Array(
    Type.Object({ item: Type.String(), reason: Type.Enum(['no-sunrise', 'no-sunset']) }),
    { description: 'Sunrise-based items that do not exist on this date at this place, and why' },
  ),
  lunarMonth: Type.Object({
    amanta: MonthName,
    purnimanta: MonthName,
    kshayaMonth: Type.Union([Type.Object({ number: Type.Integer(), id: Type.String(), name: Bilingual }), Type.Null()]),
    newMoonBefore: Moment,
    newMoonAfter: Moment,
  }),
  samvat: Type.Object({
    vikram: Type.Integer({ description: 'Vikram Samvat, Chaitradi (North Indian)' }),
    vikramGujarati: Type.Integer({ description: 'Vikram Samvat, Kartikadi (Gujarati)' }),
    saka: Type.Integer({ description: 'Saka era year, Chaitradi' }),
    kali: Type.Integer(),
    samvatsara: Type.Object({
      north: Samvatsara,
      south: Samvatsara,
      gujarati: Samvatsara,
    }),
  }),
  ritu: Type.Object({ lunar: NamedEntity, tropical: NamedEntity }),
  ayana: Type.Object({ tropical: NamedEntity, sidereal: NamedEntity }),
  ...panchangCompletionProperties,
});
