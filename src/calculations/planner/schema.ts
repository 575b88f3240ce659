/**
 * Request and result schemas of the personal planner (design §3: birth moment + startDate +
 * days (1–31) + chartStyle). The timeline never depends on chartStyle or chartLanguage: they
 * change only the two SVG drawings.
 */
import Type from 'typebox';
import {
  Bilingual, ChartLanguageField, Moment, NamedEntity, NodeTypeField, PositionsField, SunriseField, birthMomentProperties,
} from '../../contract/common.ts';
import { MoonModules, PredictionResult, Review } from '../predictions/schema.ts';

export const PlannerRequest = Type.Object(
  {
    ...birthMomentProperties,
    nodeType: Type.Optional(NodeTypeField),
    positions: Type.Optional(PositionsField),
    sunrise: Type.Optional(SunriseField),
    startDate: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'First local day of the planner, YYYY-MM-DD', examples: ['2024-03-01'] }),
    days: Type.Integer({ minimum: 1, maximum: 31, description: 'Number of days, 1–31' }),
    chartStyle: Type.Enum(['north', 'south', 'east'], { description: 'Layout of the two natal chart drawings (LAYOUT.NORTH, LAYOUT.SOUTH, LAYOUT.EAST); it never changes the timeline' }),
    chartLanguage: Type.Optional(ChartLanguageField),
    currentLocation: Type.Optional(
      Type.Object(
        {
          timezone: birthMomentProperties.timezone,
          latitude: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
          longitude: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
          elevationMeters: Type.Optional(Type.Number({ minimum: -500, maximum: 9000 })),
        },
        {
          additionalProperties: false,
          description: 'Where the person lives now, if not at the birth place: the days are local days of this zone, from sunrise at latitude/longitude when given, else from local midnight. Default: the birth zone and place (days from sunrise there).',
        },
      ),
    ),
  },
  {
    additionalProperties: false,
    description: 'A birth moment (design §1.1), the first day and the number of days, and the drawing style of the natal charts.',
  },
);

const ChartPoint = Type.Object({
  id: Type.String({ description: 'sun … ketu, uranus, neptune' }),
  degreeInSign: Type.Number({ description: 'Degrees within the chart sign ((d·N) mod 30 in D9)' }),
  retrograde: Type.Boolean(),
});

export const NatalChart = Type.Object({
  id: Type.Enum(['D1', 'D9']),
  division: Type.Integer(),
  name: Bilingual,
  methodId: Type.String({ description: 'CHART.WHOLE_SIGN (D1) or VARGA.PARASHARA (D9)' }),
  lagna: Type.Object({ rashi: NamedEntity, degreeInSign: Type.Number() }),
  houses: Type.Array(
    Type.Object({ house: Type.Integer({ minimum: 1, maximum: 12 }), rashi: NamedEntity, points: Type.Array(ChartPoint) }),
    { minItems: 12, maxItems: 12, description: 'Houses 1–12 from the chart lagna, whole-sign, with the planet points' },
  ),
  style: Type.Enum(['north', 'south', 'east']),
  language: Type.Enum(['en', 'hi']),
  svg: Type.String({ description: 'The chart drawn as SVG in chartStyle and chartLanguage' }),
});

const GocharaSignal = Type.Object(
  {
    graha: Type.String({ description: 'sun … ketu' }),
    houseFromMoon: Type.Integer({ minimum: 1, maximum: 12, description: 'House of the dominant (longest) segment of the day from the natal Moon sign' }),
    effect: Type.Number({ description: 'Time-weighted effect of the day, as the daily prediction gives it' }),
    ruleId: Type.String({ description: 'The decisive rule of the dominant segment' }),
  },
  { additionalProperties: false, description: 'The four-field gochara signal' },
);

const GocharaReview = Type.Object({
  graha: NamedEntity,
  ...Review.properties,
});

const DayEvent = Type.Object({
  kind: Type.Enum(['ingress', 'station', 'moon-enters-8th', 'eclipse']),
  ruleId: Type.String({ description: 'INGRESS.<G>, STATION.<G>, CHANDRASHTAMA or ECLIPSE.ON_MOON_AXIS' }),
  graha: Type.String(),
  at: Moment,
  sign: NamedEntity,
  houseFromMoon: Type.Integer({ minimum: 1, maximum: 12 }),
  detail: Type.Union([Type.String(), Type.Null()], { description: 'retrograde/direct (station), retrograde (an ingress made moving backwards), the eclipse type' }),
  text: Bilingual,
  phraseId: Type.String(),
});

const Day = Type.Object({
  date: Type.String({ description: 'Local date YYYY-MM-DD' }),
  start: Moment,
  end: Moment,
  dayStart: Type.Enum(['sunrise', 'civil-midnight']),
  forecastIndex: Type.Integer({ minimum: 0, maximum: 100, description: 'round(50 + 50·S) (PLANNER.INDEX_LINEAR)' }),
  score: Type.Number({ description: 'S, the day\'s weighted aggregate (PRED.WEIGHTS.v1, day weights)' }),
  band: Type.Enum(['favourable', 'mixed', 'challenging']),
  bandName: Bilingual,
  gocharaSignals: Type.Array(GocharaSignal, { minItems: 9, maxItems: 9, description: 'Sun … Saturn, Rahu, Ketu: the same values the daily prediction gives for this day and place' }),
  gocharaReviews: Type.Array(GocharaReview, { minItems: 7, maxItems: 7, description: 'Sun … Saturn: bilingual editorial explanations, each with its rule id' }),
  chandraBala: MoonModules.properties.chandraBala,
  taraBala: MoonModules.properties.taraBala,
  chandrashtama: Type.Boolean({ description: 'The Moon is in the 8th sign from the natal Moon sign at some time of the day' }),
  events: Type.Array(DayEvent, { description: 'Notable transit events of the day: sign ingresses (Sun … Saturn, Rahu), stations, the Moon entering the 8th, eclipses on the Moon axis' }),
});

export const PlannerResult = Type.Object({
  natal: Type.Object({
    lagna: NamedEntity,
    moonSign: Type.Object({ rashi: NamedEntity, lord: NamedEntity }),
    moonNakshatra: NamedEntity,
    moonPada: Type.Integer({ minimum: 1, maximum: 4 }),
  }),
  natalCharts: Type.Object(
    { D1: NatalChart, D9: NatalChart, note: Bilingual },
    { description: 'The birth charts (not transit charts), typed and drawn in chartStyle' },
  ),
  period: Type.Object({
    start: Moment,
    end: Moment,
    zone: Type.String(),
    firstDate: Type.String(),
    lastDate: Type.String(),
    dayStart: Type.Enum(['sunrise', 'civil-midnight']),
  }),
  forecastIndex: Type.Object({ methodId: Type.Literal('PLANNER.INDEX_LINEAR'), formula: Bilingual }),
  timeline: Type.Array(Day, { minItems: 1, maxItems: 31 }),
  overlays: PredictionResult.properties.overlays,
  note: Bilingual,
}, {
  description:
    'The planner\'s days are the daily prediction in natal mode (same signals, score, reviews) for each local date; chartStyle and chartLanguage change only natalCharts.*.svg. Forecast index = round(50 + 50·S) (PLANNER.INDEX_LINEAR).',
});
