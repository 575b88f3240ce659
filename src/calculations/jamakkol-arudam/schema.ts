import Type from 'typebox';
import { Bilingual, Moment, NamedEntity, NodeTypeField, PositionsField, SunriseField, birthMomentProperties } from '../../contract/common.ts';

export const JamakkolRequest = Type.Object(
  {
    ...birthMomentProperties,
    nodeType: Type.Optional(NodeTypeField),
    positions: Type.Optional(PositionsField),
    sunrise: Type.Optional(SunriseField),
    udayamRule: Type.Optional(
      Type.Enum(['sun-arc', 'lagna'], {
        default: 'sun-arc',
        description:
          "Udayam rule: sun-arc (JK.UDAYAM_SUNARC, default: the Sun's sidereal longitude at sunrise, or at sunset by night, plus 360° × the fraction of the day or night elapsed) or lagna (JK.UDAYAM_LAGNA: the true sidereal ascendant at the moment)",
      }),
    ),
    nightRule: Type.Optional(
      Type.Enum(['from-fifth', 'continue'], {
        default: 'from-fifth',
        description:
          'Night sequence of the jama grahas: from-fifth (JK.NIGHT_FROM_5TH, default: the night starts with the 5th graha of the sequence from the weekday lord) or continue (JK.NIGHT_CONTINUE: the ring keeps rotating as if the day went on)',
      }),
    ),
    chosenSign: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 12,
        description: 'Sign picked or touched by the querent, 1 = Aries … 12 = Pisces (JK.ARUDAM_CHOSEN). Omit for Arudam by the 5-minute rule of the clock (JK.ARUDAM_5MIN).',
      }),
    ),
    chartLanguage: Type.Optional(
      Type.Enum(['en', 'hi', 'ta'], { description: 'Draw the chart as a South Indian SVG with labels in English, Hindi or Tamil (omit for data only)' }),
    ),
  },
  {
    additionalProperties: false,
    description:
      'The moment and place of the query (the birth-moment fields of design §1.1: localDate and localTime are when the question was asked), the rule variants, and optionally a drawing language.',
  },
);

export const Trilingual = Type.Object(
  { en: Type.String({ description: 'English' }), hi: Type.String({ description: 'Hindi (Devanagari)' }), ta: Type.String({ description: 'Tamil' }) },
  { description: 'A label in English, Hindi and Tamil.' },
);

const JamaGraha = Type.Object({
  id: Type.Enum(['sun', 'mars', 'jupiter', 'mercury', 'venus', 'saturn', 'moon', 'snake'], { description: 'Jama graha id; snake is Pambu (Rahu)' }),
  name: Trilingual,
});

const Point = {
  longitude: Type.Number({ description: 'Sidereal longitude, degrees [0, 360)' }),
  rashi: NamedEntity,
  degreeInRashi: Type.Number({ description: 'Degrees within the sign, [0, 30)' }),
};

export const JamakkolResult = Type.Object(
  {
    reviewOnly: Type.Literal(true),
    statement: Bilingual,
    notEmitted: Bilingual,
    query: Type.Object(
      {
        moment: Moment,
        weekday: Type.Object({ id: Type.String(), index: Type.Integer({ description: '1 = Sunday … 7 = Saturday' }), name: Bilingual, lord: NamedEntity }, {
          description: 'Weekday of the Hindu day (vaara from sunrise): a moment before sunrise belongs to the previous weekday',
        }),
        sunrise: Moment,
        sunset: Moment,
        nextSunrise: Moment,
      },
      { description: 'The query moment and the Hindu day (sunrise to next sunrise) that contains it, from the actual rise and set at the place' },
    ),
    jamam: Type.Object(
      {
        isDay: Type.Boolean(),
        number: Type.Integer({ minimum: 1, maximum: 8, description: 'Jamam j of the day (sunrise → sunset) or of the night (sunset → next sunrise), each cut into 8 equal jamams' }),
        kind: Trilingual,
        lord: JamaGraha,
        start: Moment,
        end: Moment,
        lengthMinutes: Type.Number({ description: 'Length of this jamam, minutes (an eighth of the day or night)' }),
      },
      { description: 'The running jamam and its ruler' },
    ),
    outer: Type.Array(
      Type.Object({
        graha: JamaGraha,
        ringPosition: Type.Integer({ minimum: 1, maximum: 8, description: 'Place on the ring: 1 = Pisces, 2 Capricorn, 3 Sagittarius, 4 Libra, 5 Virgo, 6 Cancer, 7 Gemini, 8 Aries' }),
        rashi: NamedEntity,
      }),
      { minItems: 8, maxItems: 8, description: 'The eight jama grahas of the outer ring, in the sequence Sun, Mars, Jupiter, Mercury, Venus, Saturn, Moon, Snake' },
    ),
    udayam: Type.Object(
      {
        ruleId: Type.Enum(['JK.UDAYAM_SUNARC', 'JK.UDAYAM_LAGNA']),
        name: Trilingual,
        ...Point,
        sunAtStartLongitude: Type.Number({ description: "The Sun's sidereal longitude at the start of the day (sunrise) or night (sunset), degrees" }),
        elapsedFraction: Type.Number({ description: 'Fraction of the day or night elapsed at the moment, [0, 1)' }),
      },
      { description: 'Udayam by the declared rule' },
    ),
    lagna: Type.Object(Point, { description: 'The true sidereal ascendant at the moment (what JK.UDAYAM_LAGNA uses), always reported for comparison' }),
    arudam: Type.Object(
      {
        ruleId: Type.Enum(['JK.ARUDAM_5MIN', 'JK.ARUDAM_CHOSEN']),
        name: Trilingual,
        chosen: Type.Boolean({ description: 'true when the querent chose the sign (chosenSign)' }),
        rashi: NamedEntity,
        degreeInRashi: Type.Union([Type.Number(), Type.Null()], { description: '((m mod 5)·60 + s)/10 by the 5-minute rule; null for a chosen sign' }),
        clock: Type.Union([Type.Object({ minute: Type.Integer(), second: Type.Integer() }), Type.Null()], {
          description: 'Minutes past the clock hour and seconds of the local time that the 5-minute rule read; null for a chosen sign',
        }),
      },
      { description: 'Arudam' },
    ),
    kavippu: Type.Object(
      {
        ruleId: Type.Literal('JK.KAVIPPU_VEEDHI'),
        name: Trilingual,
        rashi: NamedEntity,
        suryaVeedhi: NamedEntity,
        sunRashi: NamedEntity,
      },
      { description: 'Kavippu: K = (U + ((V − A) mod 12)) mod 12, V = the Surya veedhi sign of the Sun\'s sign, U = Udayam, A = Arudam' },
    ),
    transit: Type.Array(
      Type.Object({
        graha: Type.Object({ id: Type.String(), index: Type.Integer(), name: Bilingual, ta: Type.String({ description: 'Tamil name' }) }),
        ...Point,
        nakshatra: NamedEntity,
        pada: Type.Integer({ minimum: 1, maximum: 4 }),
        retrograde: Type.Boolean(),
      }),
      { minItems: 9, maxItems: 9, description: 'The nine grahas at the moment (true sidereal positions): the inner points' },
    ),
    arudamHouseFromUdayam: Type.Integer({ minimum: 1, maximum: 12, description: 'Arudam\'s sign counted from Udayam\'s (1 = same sign)' }),
    kavippuHouseFromUdayam: Type.Integer({ minimum: 1, maximum: 12, description: 'Kavippu\'s sign counted from Udayam\'s' }),
    svg: Type.Optional(Type.String({ description: 'The chart drawn South Indian style (outer ring in the band, inner points in the cells), when chartLanguage was given' })),
  },
  { description: 'A Jamakkol Arudam chart by declared rules; review-only.' },
);
