import Type from 'typebox';
import { AyanamshaField, Bilingual, Moment, NamedEntity, SunriseField, birthMomentProperties } from '../../contract/common.ts';

export const IndianCalendarRequest = Type.Object(
  {
    date: Type.String({
      pattern: '^\\d{4}-\\d{2}-\\d{2}$',
      description:
        'Civil date YYYY-MM-DD at the place (years 1800–2399). With month or rangeDays, the date the calendar starts from. Festivals are decided from the sky up to about seven weeks around the range, so dates in the first weeks of 1800 or the last weeks of 2399 answer OUT_OF_RANGE.',
      examples: ['2024-03-01'],
    }),
    timezone: birthMomentProperties.timezone,
    latitude: birthMomentProperties.latitude,
    longitude: birthMomentProperties.longitude,
    utcOffset: birthMomentProperties.utcOffset,
    elevationMeters: birthMomentProperties.elevationMeters,
    ayanamsha: Type.Optional(AyanamshaField),
    sunrise: Type.Optional(SunriseField),
    month: Type.Optional(
      Type.Boolean({ description: 'true: the calendar of the whole civil month that holds date (every day and every festival). Not with rangeDays.' }),
    ),
    rangeDays: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 366, description: 'The calendar of this many days from date (1–366). Not with month.' }),
    ),
  },
  {
    additionalProperties: false,
    description:
      'A date and a place. Festivals depend on the place: each is fixed by the local sunrise, sunset, moonrise and the other parts of the local day, so two places can observe a festival on different civil dates.',
  },
);

const Span = Type.Object({ start: Moment, end: Moment });

const LunarMonthName = Type.Object({
  number: Type.Integer({ minimum: 1, maximum: 12, description: '1 = Chaitra … 12 = Phalguna' }),
  id: Type.String(),
  name: Bilingual,
  adhika: Type.Boolean({ description: 'Intercalary (adhika) month: no sankranti between its new moons' }),
});

const Paksha = Type.Object({ id: Type.Enum(['shukla', 'krishna']), name: Bilingual });

const DayTithi = Type.Object({
  number: Type.Integer({ minimum: 1, maximum: 30, description: '1–15 Shukla paksha, 16–30 Krishna paksha' }),
  numberInPaksha: Type.Integer({ minimum: 1, maximum: 15 }),
  name: Bilingual,
  paksha: Paksha,
  start: Moment,
  end: Moment,
  kshaya: Type.Boolean({ description: 'Starts after this sunrise and ends before the next: no day is named after it' }),
  adhika: Type.Boolean({ description: 'Also current at the previous sunrise: the second day of a repeated tithi' }),
});

const Samvatsara = Type.Object({ index: Type.Integer({ minimum: 1, maximum: 60 }), name: Bilingual });

const RegionalSolarDate = Type.Object({
  calendar: Type.Enum(['tamil', 'malayalam', 'bengali', 'odia']),
  calendarName: Bilingual,
  month: Type.Object({
    index: Type.Integer({ minimum: 1, maximum: 12, description: 'The Sun\'s sidereal sign, 1 = Mesha' }),
    id: Type.String(),
    name: Bilingual,
    native: Type.String({ description: 'The month name in the region\'s script' }),
  }),
  day: Type.Integer({ minimum: 1, maximum: 32, description: 'Day of the solar month' }),
  monthStartDate: Type.String({ description: 'Civil date of day 1 of this month under the region\'s rule' }),
  sankranti: Moment,
  ruleId: Type.String(),
  rule: Bilingual,
});

const FestivalTradition = Type.Union([Type.Object({ id: Type.Enum(['smarta', 'vaishnava']), name: Bilingual }), Type.Null()], {
  description: 'Ekadashi and Janmashtami: the Smarta day, plus a Vaishnava entry where the Vaishnava rule gives another day',
});

export const Festival = Type.Object({
  id: Type.String({ description: 'Stable festival id, e.g. diwali, ekadashi, sankranti' }),
  ruleId: Type.String({ description: 'Versioned rule id (docs/methods/calendar.md), e.g. FEST.DIWALI.v1' }),
  kind: Type.Enum(['festival', 'vrat', 'sankranti', 'period']),
  name: Bilingual,
  about: Bilingual,
  date: Type.String({ description: 'Civil date of observance at the place (first day of a period)' }),
  endDate: Type.Union([Type.String(), Type.Null()], { description: 'Last day of a period (Navaratri, Pitru Paksha), else null' }),
  tradition: FestivalTradition,
  lunarMonth: Type.Union([Type.Object({ amanta: LunarMonthName, purnimanta: LunarMonthName }), Type.Null()]),
  tithi: Type.Union([
    Type.Object({ number: Type.Integer({ minimum: 1, maximum: 30 }), name: Bilingual, paksha: Paksha, start: Moment, end: Moment }),
    Type.Null(),
  ], { description: 'The tithi the rule looks for, with its start and end' }),
  observance: Type.Union([
    Type.Object({
      kaala: Type.Enum(['sunrise', 'arunodaya', 'pratahkal', 'purvahna', 'madhyahna', 'aparahna', 'pradosh', 'nishita', 'moonrise']),
      kaalaName: Bilingual,
      window: Type.Union([Span, Type.Null()], { description: 'That kaala on the observance day (start = end for sunrise and moonrise)' }),
      decision: Type.Enum(['single-day', 'both-days-first', 'both-days-second', 'larger-coverage', 'neither-first', 'neither-second', 'special']),
      explanation: Bilingual,
    }),
    Type.Null(),
  ], { description: 'How the day was chosen: the kaala the tithi must cover and the tie rule used' }),
  muhurta: Type.Union([Span, Type.Null()], {
    description: 'The observance window where the rule gives one: the kaala while the tithi holds (Diwali: Lakshmi Puja in pradosh), Holika Dahan and Raksha Bandhan outside Bhadra, the punya kaal of Makar Sankranti',
  }),
  parana: Type.Union([Span, Type.Null()], { description: 'Ekadashi: the window to break the fast on the next day' }),
  sankranti: Type.Union([Type.Object({ moment: Moment, rashi: NamedEntity }), Type.Null()], {
    description: 'Sankranti festivals: the instant the Sun enters the sidereal sign',
  }),
  sources: Type.Array(Type.Object({ id: Type.String(), title: Bilingual })),
});

const NationalDate = Type.Object({
  year: Type.Integer({ description: 'Saka year of the national calendar' }),
  month: Type.Object({ number: Type.Integer({ minimum: 1, maximum: 12 }), id: Type.String(), name: Bilingual }),
  day: Type.Integer({ minimum: 1, maximum: 31 }),
  leapYear: Type.Boolean({ description: 'Chaitra has 31 days and begins on 21 March' }),
  proleptic: Type.Boolean({
    description: 'The date is before 22 March 1957, when the calendar came into use: it is the proleptic date (the same rules carried backwards)',
  }),
});

const DaySummary = Type.Object({
  date: Type.String(),
  weekday: NamedEntity,
  sunrise: Moment,
  nationalCalendar: Type.Object({ year: Type.Integer(), month: Type.Integer({ minimum: 1, maximum: 12 }), day: Type.Integer() }),
  tithi: Type.Object({
    number: Type.Integer({ minimum: 1, maximum: 30 }),
    name: Bilingual,
    paksha: Type.Enum(['shukla', 'krishna']),
    end: Moment,
    adhika: Type.Boolean(),
    kshayaTithi: Type.Union([Type.Integer({ minimum: 1, maximum: 30 }), Type.Null()], { description: 'A tithi that begins and ends before the next sunrise' }),
  }),
  nakshatra: Type.Object({ ...NamedEntity.properties, end: Moment }),
  lunarMonth: Type.Object({ amanta: LunarMonthName, purnimanta: LunarMonthName }),
  solar: Type.Array(Type.Object({ calendar: Type.Enum(['tamil', 'malayalam', 'bengali', 'odia']), month: Type.Integer({ minimum: 1, maximum: 12 }), monthId: Type.String(), day: Type.Integer() })),
  festivals: Type.Array(Type.Object({ id: Type.String(), name: Bilingual, tradition: Type.Union([Type.Enum(['smarta', 'vaishnava']), Type.Null()]) })),
});

export const IndianCalendarResult = Type.Object({
  date: Type.String({ description: 'The requested date' }),
  range: Type.Object({
    start: Type.String(),
    end: Type.String(),
    days: Type.Integer({ minimum: 1, maximum: 366 }),
  }),
  day: Type.Object({
    date: Type.String(),
    weekday: NamedEntity,
    sunrise: Moment,
    sunset: Moment,
    nextSunrise: Moment,
    nationalCalendar: NationalDate,
    lunar: Type.Object({
      amanta: LunarMonthName,
      purnimanta: LunarMonthName,
      kshayaMonth: Type.Union([Type.Object({ number: Type.Integer(), id: Type.String(), name: Bilingual }), Type.Null()]),
      paksha: Paksha,
      tithi: DayTithi,
      tithis: Type.Array(DayTithi, { description: 'Every tithi from sunrise to the next sunrise; kshaya tithis appear here' }),
      nakshatra: Type.Object({ ...NamedEntity.properties, start: Moment, end: Moment }),
      newMoonBefore: Moment,
      newMoonAfter: Moment,
    }),
    samvat: Type.Object({
      vikram: Type.Integer({ description: 'Vikram Samvat, Chaitradi (North Indian)' }),
      vikramGujarati: Type.Integer({ description: 'Vikram Samvat, Kartikadi (Gujarati)' }),
      saka: Type.Integer({ description: 'Saka (Shalivahana) year, luni-solar, Chaitradi' }),
      kali: Type.Integer(),
      samvatsara: Type.Object({ north: Samvatsara, south: Samvatsara, gujarati: Samvatsara }),
    }),
    solar: Type.Object({
      rashi: NamedEntity,
      sankranti: Moment,
      regional: Type.Array(RegionalSolarDate),
    }),
    festivals: Type.Array(Festival),
  }),
  days: Type.Array(DaySummary, { description: 'Every day of the range: tithi and nakshatra at sunrise, months and festivals' }),
  festivals: Type.Array(Festival, { description: 'Every festival and vrat observed in the range (periods that overlap it), by date' }),
});
