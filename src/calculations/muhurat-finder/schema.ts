import Type from 'typebox';
import { AyanamshaField, Bilingual, Moment, NamedEntity, SunriseField, birthMomentProperties } from '../../contract/common.ts';
import { activityIds } from '../../jyotish/muhurat/activities.ts';
import { exclusionIds } from '../../jyotish/muhurat/exclusions.ts';
import { DirectionField } from '../disha-shool/schema.ts';

const DateField = (description: string) => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description, examples: ['2024-03-01'] });

const Participant = Type.Object(
  {
    localDate: birthMomentProperties.localDate,
    localTime: birthMomentProperties.localTime,
    timezone: birthMomentProperties.timezone,
    latitude: birthMomentProperties.latitude,
    longitude: birthMomentProperties.longitude,
    utcOffset: birthMomentProperties.utcOffset,
  },
  { additionalProperties: false, description: 'A participant\'s birth moment: its Moon gives the janma nakshatra (tara bala) and natal Moon sign (chandra bala)' },
);

export const MuhuratFinderRequest = Type.Object(
  {
    activity: Type.Enum([...activityIds], {
      description: 'Rule set: marriage (MUHURAT.VIVAHA.v1), griha-pravesh, vehicle-purchase (VAHANA), business-opening (VYAPAR), property-purchase (BHOOMI), travel (YATRA), namkaran',
    }),
    startDate: DateField('First local date searched, YYYY-MM-DD'),
    endDate: DateField('Last local date searched (inclusive); at most 366 days after… counting both ends, 366 days in all'),
    timezone: birthMomentProperties.timezone,
    latitude: { ...birthMomentProperties.latitude, description: 'Venue latitude, degrees north; lagna times are served within ±66°' },
    longitude: { ...birthMomentProperties.longitude, description: 'Venue longitude, degrees east' },
    ayanamsha: Type.Optional(AyanamshaField),
    sunrise: Type.Optional(SunriseField),
    participants: Type.Optional(Type.Array(Participant, { maxItems: 4, description: 'Up to four participants (bride and groom, the family head, the child …)' })),
    travelDirection: Type.Optional({ ...DirectionField, description: 'travel only: the direction of the journey (checked against the disha shool; south also brings Panchaka in)' }),
    disabledExclusions: Type.Optional(
      Type.Array(Type.Enum([...exclusionIds]), { uniqueItems: true, maxItems: exclusionIds.length, description: 'Exclusions to switch off (EX.* ids of muhurat-and-calendar.md §3)' }),
    ),
    bhadraRule: Type.Optional(
      Type.Enum(['earth-vaas', 'all'], { default: 'earth-vaas', description: 'EX.BHADRA: only Vishti with its vaas on earth (default) or every Vishti (EX.BHADRA_ALL)' }),
    ),
    eclipseMarginDays: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(3)], { default: 0, description: 'EX.ECLIPSE: the eclipse day only (0) or ±3 days' })),
    daytimeOnly: Type.Optional(Type.Boolean({ default: false, description: 'Only windows between sunrise and sunset' })),
    minimumWindowMinutes: Type.Optional(Type.Integer({ minimum: 0, maximum: 240, default: 5, description: 'Windows shorter than this are not listed' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 50, description: 'How many of the best windows to return' })),
  },
  {
    additionalProperties: false,
    description: 'An activity, a date range of at most 366 days and the venue; optional participants and travel direction.',
  },
);

const SoftRule = Type.Object({
  ruleId: Type.String(),
  points: Type.Integer({ description: 'Points the rule carries (negative for a penalty)' }),
  checks: Type.Optional(Type.Array(Type.String(), { description: 'For SOFT.LAGNA_CLEAN: the chart checks that failed' })),
});

const Window = Type.Object({
  rank: Type.Integer({ minimum: 1 }),
  date: Type.String({ description: 'The local date whose sunrise opens the Hindu day (vaara) of the window' }),
  start: Moment,
  end: Moment,
  durationMinutes: Type.Number(),
  score: Type.Integer({ minimum: 0, maximum: 100 }),
  vaara: NamedEntity,
  tithi: Type.Object({ number: Type.Integer({ minimum: 1, maximum: 30 }), name: Bilingual, paksha: Type.Object({ id: Type.Enum(['shukla', 'krishna']), name: Bilingual }) }),
  nakshatra: NamedEntity,
  yoga: NamedEntity,
  karana: NamedEntity,
  lagna: Type.Object({ rashi: NamedEntity, nature: Type.Object({ id: Type.Enum(['movable', 'fixed', 'dual']), name: Bilingual }) }),
  moonRashi: NamedEntity,
  lunarMonth: Type.Object({ number: Type.Integer(), id: Type.String(), name: Bilingual, adhika: Type.Boolean(), reckoning: Type.Literal('amanta') }),
  passedRules: Type.Array(Type.String(), { description: 'Hard rules and exclusions checked and passed, then the soft rules earned' }),
  failedSoftRules: Type.Array(SoftRule, { description: 'Soft rules not earned (and penalties incurred)' }),
  participants: Type.Array(
    Type.Object({
      tara: Type.Object({ number: Type.Integer({ minimum: 1, maximum: 9 }), id: Type.String(), quality: Type.Enum(['good', 'bad', 'neutral-bad']) }),
      chandraBala: Type.Object({ houseFromNatalMoon: Type.Integer({ minimum: 1, maximum: 12 }), favourable: Type.Boolean() }),
    }),
  ),
  explanation: Bilingual,
});

export const MuhuratFinderResult = Type.Object({
  activity: Type.Object({ id: Type.String(), name: Bilingual, ruleSetId: Type.String() }),
  reviewStatement: Bilingual,
  reviewOnly: Type.Literal(true),
  range: Type.Object({ startDate: Type.String(), endDate: Type.String(), days: Type.Integer() }),
  windows: Type.Array(Window, { description: 'The best windows, highest score first (then earliest); disjoint; limbs and lagna constant inside each' }),
  summary: Type.Object({
    daysSearched: Type.Integer(),
    daysWithWindows: Type.Integer(),
    windowCount: Type.Integer({ description: 'Windows found in the whole range' }),
    returned: Type.Integer(),
    maximumScore: Type.Integer({ description: 'The most any window could score with these inputs (tara and chandra bala need participants)' }),
  }),
  exclusionsApplied: Type.Array(Type.String()),
  rejections: Type.Array(
    Type.Object({ ruleId: Type.String(), minutes: Type.Integer(), description: Bilingual }),
    { description: 'Time removed from the range by each rule (whole days count 1,440 minutes), largest first' },
  ),
  rules: Type.Array(
    Type.Object({ ruleId: Type.String(), description: Bilingual }),
    { description: 'Every rule id that appears in this result, with its description' },
  ),
  participants: Type.Array(Type.Object({ janmaNakshatra: NamedEntity, moonRashi: NamedEntity })),
});
