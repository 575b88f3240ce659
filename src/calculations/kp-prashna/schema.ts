import Type from 'typebox';
import { ayanamshaIds } from '../../astro/ayanamsha.ts';
import { Bilingual, Moment, NamedEntity, NodeTypeField, PositionsField, SunriseField, birthMomentProperties } from '../../contract/common.ts';
import { questionIds, questionRuleIds } from '../../jyotish/kp/questions.ts';
import { rulingSlotIds } from '../../jyotish/kp/ruling-planets.ts';

export const KpPrashnaRequest = Type.Object(
  {
    ...birthMomentProperties,
    ayanamsha: Type.Optional(
      Type.Enum([...ayanamshaIds], {
        default: 'krishnamurti',
        description:
          'Sidereal offset; KP results use the Krishnamurti ayanamsha (AYAN.KP, Swiss mode 5) by default, krishnamurti-new (AYAN.KP_NEW, VP291) as variant. Any other served ayanamsha may be asked for and is then declared in method.',
      }),
    ),
    nodeType: Type.Optional(NodeTypeField),
    positions: Type.Optional(PositionsField),
    sunrise: Type.Optional(
      Type.Enum(SunriseField.enum, { default: 'upper-limb-refracted', description: 'Sunrise definition for the day lord of the ruling planets (VAARA.SUNRISE)' }),
    ),
    horaryNumber: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 249,
        description:
          'The querent\'s number 1–249 (KP.249). With it the chart is a horary (prashna) chart: the ascendant is set to the start of that row of the 249 table at the moment and place given. Without it the result is the KP chart of the moment itself (a birth, or the moment of the question) with cusps from the real ascendant.',
      }),
    ),
    horaryPoint: Type.Optional(
      Type.Enum(['start', 'mid'], {
        default: 'start',
        description: 'Which point of the row becomes the ascendant: start (KP.HORARY_START, default) or the middle of its arc (KP.HORARY_MID). Only with horaryNumber.',
      }),
    ),
    question: Type.Optional(
      Type.Enum([...questionIds], {
        description:
          'A question category judged as evidence from the sub lord of its primary cusp: marriage (7; 2-7-11), career (10; 2-6-10-11), health (1; 1-5-11), property (4; 4-11-12), travel (12; 3-9-12), litigation (6; 1-6-11), children (5; 2-5-11), finance (2; 2-6-11). Sources of the groups in docs/methods/kp.md.',
      }),
    ),
    rulingPlanetsVariant: Type.Optional(
      Type.Enum(['RP5', 'RP7'], {
        default: 'RP5',
        description: 'Ruling planets: RP5 (KP.RP5: ascendant sign and star lords, Moon sign and star lords, day lord) or RP7 (KP.RP7: also the ascendant and Moon sub lords)',
      }),
    ),
    dropRetrogradeRulingPlanets: Type.Optional(
      Type.Boolean({ default: true, description: 'KP.RP_DROP_RETRO: leave out a ruling planet that is retrograde at the moment (Rahu and Ketu are never dropped)' }),
    ),
    includeLevelE: Type.Optional(
      Type.Boolean({ default: false, description: 'Add significator level E (KP.SIG_ASPECT): grahas conjoined with (same sign) or aspecting the occupants of a house' }),
    ),
  },
  {
    additionalProperties: false,
    description:
      'The moment and place of judgement (or of birth) in the birth-moment shape, with an optional horary number 1–249, question category and KP options. Placidus houses are required: latitudes at or beyond the polar circles are refused with 422 naming /latitude.',
  },
);

const Dms = Type.String({ description: 'Degrees, minutes and whole seconds, rounded to the nearest second but never into the next sign' });
const Angle = Type.Object({ longitude: Type.Number({ description: 'Sidereal longitude, degrees [0, 360)' }), dms: Dms });
const Arc = Type.Object({
  from: Type.Number({ description: 'Start, sidereal degrees (inclusive)' }),
  to: Type.Number({ description: 'End, sidereal degrees (exclusive)' }),
});

/** The fields of a point with its KP lords, shared by the horary result and kundli-advanced's `kp` block. */
export const kpPointSchemaFields = {
  longitude: Type.Number({ description: 'Sidereal longitude, degrees [0, 360)' }),
  dms: Dms,
  rashi: NamedEntity,
  degreeInSign: Type.Number(),
  dmsInSign: Dms,
  nakshatra: NamedEntity,
  pada: Type.Integer({ minimum: 1, maximum: 4 }),
  signLord: NamedEntity,
  starLord: NamedEntity,
  subLord: NamedEntity,
  subSubLord: NamedEntity,
  subArc: Type.Object({ ...Arc.properties }, { description: 'The sub (1 of 9 per nakshatra, KP.SUB_VIM) holding the point' }),
  subSubArc: Type.Object({ ...Arc.properties }, { description: 'The sub-sub (1 of 9 per sub) holding the point' }),
};
const KpPoint = Type.Object(kpPointSchemaFields, { description: 'A point with its KP sign, star, sub and sub-sub lords (exact ⅓″ arithmetic; a point on a boundary belongs to the next division)' });

const Cusp = Type.Object({ house: Type.Integer({ minimum: 1, maximum: 12 }), ...kpPointSchemaFields });
const Planet = Type.Object({
  graha: NamedEntity,
  ...kpPointSchemaFields,
  speedDegreesPerDay: Type.Number(),
  retrograde: Type.Boolean(),
  house: Type.Integer({ minimum: 1, maximum: 12, description: 'Placidus house occupied: cusp h ≤ longitude < cusp h+1' }),
  housesOwned: Type.Array(Type.Integer({ minimum: 1, maximum: 12 }), { description: 'Houses whose cusp lies in a sign of this graha (none for Rahu and Ketu)' }),
});

const HoraryRowSchema = Type.Object({
  number: Type.Integer({ minimum: 1, maximum: 249 }),
  from: Angle,
  to: Angle,
  rashi: NamedEntity,
  nakshatra: NamedEntity,
  signLord: NamedEntity,
  starLord: NamedEntity,
  subLord: NamedEntity,
});

const Horary = Type.Object({
  number: Type.Integer({ minimum: 1, maximum: 249 }),
  point: Type.Enum(['start', 'mid']),
  pointMethodId: Type.String(),
  pointName: Bilingual,
  row: HoraryRowSchema,
  targetAscendant: Type.Object({ ...Angle.properties }, { description: 'The sidereal ascendant asked for (row start or middle)' }),
  ascendantReached: Type.Object({ ...Angle.properties }, { description: 'The ascendant of the ARMC found (never below the target)' }),
  residualArcseconds: Type.Number({ description: 'ascendantReached − targetAscendant, arc-seconds (≥ 0, below 0.01″)' }),
  armcSearch: Type.Object({
    method: Type.Literal('bisection'),
    iterations: Type.Integer(),
    toleranceDegrees: Type.Number({ description: 'Final bracket width of ARMC, degrees' }),
  }),
});

const LevelLists = Type.Object({
  A: Type.Array(NamedEntity),
  B: Type.Array(NamedEntity),
  C: Type.Array(NamedEntity),
  D: Type.Array(NamedEntity),
  E: Type.Optional(Type.Array(NamedEntity, { description: 'Present when includeLevelE is true' })),
});
const LevelHouses = Type.Object({
  A: Type.Array(Type.Integer()),
  B: Type.Array(Type.Integer()),
  C: Type.Array(Type.Integer()),
  D: Type.Array(Type.Integer()),
  E: Type.Optional(Type.Array(Type.Integer(), { description: 'Present when includeLevelE is true' })),
});

const HouseSignificators = Type.Object({
  house: Type.Integer({ minimum: 1, maximum: 12 }),
  lord: NamedEntity,
  occupants: Type.Array(NamedEntity),
  levels: LevelLists,
  all: Type.Array(NamedEntity, { description: 'Every significator once, strongest level first' }),
});
const PlanetSignifications = Type.Object({
  graha: NamedEntity,
  occupies: Type.Integer(),
  owns: Type.Array(Type.Integer()),
  starLord: NamedEntity,
  starLordOccupies: Type.Integer(),
  starLordOwns: Type.Array(Type.Integer()),
  byLevel: Type.Object({ ...LevelHouses.properties }, { description: 'Houses in which this graha is a significator at each level (A: occupied by its star lord; B: occupied; C: owned by its star lord; D: owned)' }),
  houses: Type.Array(Type.Integer(), { description: 'Houses signified at levels A–D, ascending' }),
});
const NodeAgency = Type.Object({
  node: NamedEntity,
  agents: Type.Array(
    Type.Object({
      graha: NamedEntity,
      bases: Type.Array(Type.Object({ id: Type.Enum(['conjunction', 'aspect', 'star-lord', 'sign-lord']), name: Bilingual })),
      houses: Type.Array(Type.Integer(), { description: 'Houses the agent occupies or owns' }),
    }),
  ),
  houses: Type.Array(Type.Integer(), { description: 'Houses the node signifies as agent, ascending' }),
});

const CuspalSubLord = Type.Object({
  house: Type.Integer({ minimum: 1, maximum: 12 }),
  subLord: NamedEntity,
  subLordStarLord: NamedEntity,
  signifies: Type.Array(Type.Integer(), { description: 'Houses the sub lord signifies at levels A–D' }),
  byLevel: LevelHouses,
});

const Evidence = Type.Object({
  ruleId: Type.Enum([...questionRuleIds]),
  direction: Type.Enum(['supportive', 'challenging', 'neutral']),
  houses: Type.Array(Type.Integer()),
  graha: Type.Union([NamedEntity, Type.Null()]),
  text: Bilingual,
});

const Question = Type.Object({
  id: Type.Enum([...questionIds]),
  name: Bilingual,
  groupMethodId: Type.Literal('KP.QUESTION_GROUPS'),
  primaryHouse: Type.Integer({ minimum: 1, maximum: 12 }),
  supportingHouses: Type.Array(Type.Integer()),
  opposingHouses: Type.Array(Type.Integer()),
  cuspalSubLord: NamedEntity,
  signifies: Type.Array(Type.Integer()),
  supportingSignified: Type.Array(Type.Integer()),
  opposingSignified: Type.Array(Type.Integer()),
  evidence: Type.Array(Evidence, { description: 'What the chart shows for the question, item by item with rule ids; there is deliberately no yes/no field' }),
  balance: Type.Object({ supportive: Type.Integer(), challenging: Type.Integer() }, { description: 'Count of supportive and challenging items' }),
  summary: Bilingual,
  note: Bilingual,
});

const RulingPlanets = Type.Object({
  variant: Type.Enum(['RP5', 'RP7']),
  methodId: Type.String(),
  dropRetrograde: Type.Boolean(),
  dayLord: Type.Object({
    graha: NamedEntity,
    weekday: Type.Object({ id: Type.String(), index: Type.Integer({ description: '0 = Sunday' }), name: Bilingual }),
    sunrise: Type.Union([Moment, Type.Null()], { description: 'The sunrise that opened the weekday, or null (polar night)' }),
    basis: Type.Enum(['sunrise', 'civil-date']),
    basisName: Bilingual,
  }),
  slots: Type.Array(Type.Object({ slot: Type.Enum([...rulingSlotIds]), name: Bilingual, graha: NamedEntity }), { description: 'Every slot in order, duplicates included' }),
  planets: Type.Array(
    Type.Object({
      graha: NamedEntity,
      slots: Type.Array(Type.Enum([...rulingSlotIds])),
      count: Type.Integer({ description: 'How many slots this planet fills' }),
      retrograde: Type.Boolean(),
      dropped: Type.Boolean({ description: 'Left out as retrograde (KP.RP_DROP_RETRO)' }),
      weak: Type.Boolean({ description: 'Posited in the star of a retrograde planet' }),
      weakBecauseOf: Type.Union([NamedEntity, Type.Null()]),
    }),
    { description: 'Each ruling planet once, in order of first appearance' },
  ),
  nodes: Type.Array(
    Type.Object({
      node: NamedEntity,
      added: Type.Boolean({ description: 'False when the node already fills a slot' }),
      represents: Type.Array(Type.Object({ graha: NamedEntity, basis: Type.Enum(['conjunction', 'sign']), basisName: Bilingual })),
    }),
  ),
  final: Type.Array(NamedEntity, { description: 'The ruling planets after drops, then the nodes added' }),
});

export const KpPrashnaResult = Type.Object({
  chartKind: Type.Enum(['horary', 'natal']),
  chartKindName: Bilingual,
  horary: Type.Union([Horary, Type.Null()], { description: 'The 249-table row and the ARMC search; null for the chart of the moment' }),
  frame: Type.Object({
    armcDegrees: Type.Number({ description: 'ARMC (right ascension of the meridian) of the cusps, degrees: found by bisection for a horary chart, the real one otherwise' }),
    obliquityDegrees: Type.Number({ description: 'True obliquity of date used with the ARMC' }),
    trueAyanamshaDegrees: Type.Number({ description: 'Ayanamsha with nutation, subtracted from the tropical cusps' }),
    placidusLatitudeLimitDegrees: Type.Number({ description: '90° − obliquity: Placidus is undefined at or beyond it' }),
  }),
  ascendant: KpPoint,
  mc: Angle,
  cusps: Type.Array(Cusp, { minItems: 12, maxItems: 12, description: 'Placidus cusps from the ARMC; cusp h opens house h' }),
  planets: Type.Array(Planet, { minItems: 9, maxItems: 9, description: 'The nine grahas at the moment of judgement (not shifted for the horary ascendant)' }),
  significators: Type.Object({
    levels: Type.Array(Type.Object({ level: Type.Enum(['A', 'B', 'C', 'D', 'E']), name: Bilingual }), { description: 'What each level means, strongest first' }),
    houses: Type.Array(HouseSignificators, { minItems: 12, maxItems: 12 }),
    planets: Type.Array(PlanetSignifications, { minItems: 9, maxItems: 9, description: 'The reverse view: what each graha signifies' }),
    nodes: Type.Array(NodeAgency, { minItems: 2, maxItems: 2, description: 'KP.NODE_AGENT: whom Rahu and Ketu act for, in order: conjoined, aspecting, star lord, sign lord' }),
  }),
  cuspalSubLords: Type.Array(CuspalSubLord, { minItems: 12, maxItems: 12 }),
  question: Type.Union([Question, Type.Null()], { description: 'Present when a question category was asked' }),
  rulingPlanets: RulingPlanets,
});
