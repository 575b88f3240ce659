import Type from 'typebox';
import {
  Bilingual, ChartLanguageField, ChartStyleField, NamedEntity, NodeTypeField, PositionsField, birthMomentProperties,
} from '../../contract/common.ts';
import { lkVarshphalLastYear } from '../../jyotish/lal-kitab/varshphal-table.ts';

export const LalKitabRequest = Type.Object(
  {
    ...birthMomentProperties,
    nodeType: Type.Optional(NodeTypeField),
    positions: Type.Optional(PositionsField),
    chartStyle: Type.Optional(ChartStyleField),
    chartLanguage: Type.Optional(ChartLanguageField),
    age: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: lkVarshphalLastYear - 1,
        description:
          'Completed years of age for the Lal Kitab varshphal: the annual chart of year of life age + 1 (year 1 runs from birth to the first birthday), 0–119. Default: the age completed today at the birth place (its time zone or utcOffset).',
        examples: [33],
      }),
    ),
    dignityVariant: Type.Optional(
      Type.Enum(['first-value', 'all-values'], {
        default: 'first-value',
        description:
          'Edition variant of the pakka ghar / dignity table (methods lal-kitab §2): first-value (LK.DIGNITY, default) takes the first value of every cell; all-values (LK.DIGNITY_ALL) every value any edition lists (Jupiter also own in 5, 9, 11 and 12; Saturn in 10 and 11; Rahu exalted in 3 and 6, debilitated in 8 and 9; Ketu exalted in 9 and 12, debilitated in 3 and 6).',
      }),
    ),
    drishtiVariant: Type.Optional(
      Type.Enum(['houses', 'plus-seventh'], {
        default: 'houses',
        description:
          'Aspect scheme (methods lal-kitab §3): houses (LK.DRISHTI, default) the Lal Kitab house table only; plus-seventh (LK.DRISHTI_PLUS7) also lets every house aspect the 7th from it.',
      }),
    ),
  },
  {
    additionalProperties: false,
    description:
      'A birth moment (design §1.1) with the node and position settings, an optional drawing style, the age for the varshphal, and the Lal Kitab edition variants.',
  },
);

const House = Type.Integer({ minimum: 1, maximum: 12, description: 'Lal Kitab house 1–12 (house h is read as sign h: 1 = Aries … 12 = Pisces)' });
const Houses = Type.Array(House);
const GrahaIdField = Type.String({ description: 'Graha id: sun, moon, mars, mercury, jupiter, venus, saturn, rahu, ketu' });
const Svg = Type.String({ description: 'The chart drawn as SVG in the requested chartStyle and chartLanguage (only when chartStyle is given); no degrees are printed' });

const ChartHouse = Type.Object({
  house: House,
  rashi: Type.Object(NamedEntity.properties, { description: 'The sign the house stands for in Lal Kitab (house 1 = Mesha/Aries …)' }),
  grahas: Type.Array(GrahaIdField, { description: 'Grahas in the house, Sun … Ketu' }),
  sleeping: Type.Boolean({ description: 'A sleeping house (LK.SLEEP_V1): empty and aspected by no occupied house' }),
});

const LkChart = Type.Object({
  methodId: Type.Literal('LK.CHART'),
  name: Bilingual,
  houses: Type.Array(ChartHouse, { minItems: 12, maxItems: 12 }),
  note: Bilingual,
  svg: Type.Optional(Svg),
});

const Aspect = Type.Object({
  house: Type.Integer({ minimum: 1, maximum: 12, description: 'The aspected house (cast) or the aspecting house (received)' }),
  kind: Type.Enum(['drishti', 'takkar', 'seventh'], {
    description: 'drishti: a row of the Lal Kitab aspect table; takkar: the inverted aspect of house 8 on house 2; seventh: the 7th-house aspect of variant LK.DRISHTI_PLUS7',
  }),
  kindName: Bilingual,
  strengthPercent: Type.Union([Type.Integer({ minimum: 0, maximum: 100 }), Type.Null()], {
    description: '100, 50 or 25 as in the table; null where the source gives no percentage (takkar, the added 7th)',
  }),
  grahas: Type.Array(GrahaIdField, { description: 'Grahas in the other house: the aspected ones (cast) or the casting ones (received)' }),
});

const Graha = Type.Object({
  ...NamedEntity.properties,
  house: House,
  rashi: Type.Object(NamedEntity.properties, { description: 'The sign the Lal Kitab house stands for' }),
  birthRashi: Type.Object(NamedEntity.properties, { description: 'The graha’s real sidereal sign (D1), from which the house was counted' }),
  pakkaGhar: Type.Array(House, { description: 'Its pakka ghar (permanent house); Mars has two, 3 and 8' }),
  inPakkaGhar: Type.Boolean({ description: 'The graha sits in (one of) its pakka ghar(s)' }),
  dignity: Type.Object({
    status: Type.Enum(['exalted', 'debilitated', 'own', 'none'], {
      description: 'Under the declared dignity variant, in this order: exalted, debilitated, own (pakka ghar or an own house of the table), none',
    }),
    name: Bilingual,
    exaltedHouses: Type.Array(House, { description: 'Its exalted house(s) under the variant' }),
    debilitatedHouses: Type.Array(House, { description: 'Its debilitated house(s) under the variant' }),
    ownHouses: Type.Array(House, { description: 'The “also own” houses of the table under the variant (the pakka ghar is listed separately)' }),
    methodId: Type.String({ description: 'LK.DIGNITY or LK.DIGNITY_ALL' }),
  }),
  sleep: Type.Object({
    sleeping: Type.Boolean({ description: 'Asleep (true) or awake (false) under LK.SLEEP_V1' }),
    ruleId: Type.String({ description: 'The LK.SLEEP_V1 rule that decided: PAKKA_OR_EXALTED, TARGET_OCCUPIED, TARGETS_EMPTY, FIRST_HALF_OCCUPIED or FIRST_HALF_EMPTY' }),
    reason: Type.Object(Bilingual.properties, { description: 'The rule and the chart facts that decided, as a sentence' }),
    sleepingByHalf: Type.Boolean({ description: 'The symmetric folk rule (LK.SLEEP_V1.SECOND_HALF_EMPTY): houses 7–12 all empty and the graha in 1–6' }),
    sleepingByHalfNote: Type.Union([Bilingual, Type.Null()]),
  }),
  aspectsCast: Type.Array(Aspect, { description: 'Every aspect of the graha’s house (Lal Kitab aspects are cast by houses), occupied target or not' }),
  aspectsReceived: Type.Array(Aspect, { description: 'Aspects on the graha’s house from occupied houses' }),
});

const Rin = Type.Object({
  id: Type.Enum(['pitri', 'swa', 'matri', 'stri', 'sambandhi', 'behen-beti', 'zulm', 'ajanma', 'daivik']),
  name: Bilingual,
  ruleId: Type.Literal('LK.RIN'),
  associatedGraha: NamedEntity,
  rule: Type.Object({
    grahas: Type.Array(GrahaIdField),
    houses: Houses,
    text: Bilingual,
  }, { description: 'The debt is flagged when any of these grahas occupies any of these houses' }),
  flagged: Type.Boolean({ description: 'At least one listed graha occupies a listed house' }),
  triggers: Type.Array(Type.Object({ graha: NamedEntity, house: House }), { description: 'The graha/house pairs that met the rule' }),
  explanation: Type.Object(Bilingual.properties, { description: 'Whether and by what the debt is flagged, as a sentence' }),
});

const Varshphal = Type.Object({
  methodId: Type.Literal('LK.VARSHPHAL'),
  age: Type.Integer({ minimum: 0, maximum: 119, description: 'Completed years of age' }),
  yearOfLife: Type.Integer({ minimum: 1, maximum: 120, description: 'Row of the 120-year table: age + 1' }),
  yearName: Bilingual,
  ageSource: Type.Enum(['request', 'today'], { description: 'Whether the age was given or taken from today’s date at the birth place' }),
  startsOn: Type.String({ description: 'Local date of the birthday that opens the year (YYYY-MM-DD; a 29 February birthday opens on 1 March in common years)' }),
  endsBefore: Type.String({ description: 'Local date of the next birthday, which opens the next year' }),
  grahas: Type.Array(
    Type.Object({ graha: NamedEntity, birthHouse: House, house: House }),
    { minItems: 9, maxItems: 9, description: 'Each graha’s birth house and its house in this year' },
  ),
  chart: Type.Object({
    name: Bilingual,
    houses: Type.Array(Type.Object({ house: House, rashi: NamedEntity, grahas: Type.Array(GrahaIdField) }), { minItems: 12, maxItems: 12 }),
    svg: Type.Optional(Svg),
  }),
});

const RemedyItem = Type.Object({
  conditionId: Type.String({ description: 'rin.<id> for a flagged debt, debilitated.<graha> for a debilitated graha' }),
  kind: Type.Enum(['rin', 'debilitated']),
  condition: Type.Object(Bilingual.properties, { description: 'The classical condition, named: the debt and its triggers, or the debilitated graha and house' }),
  graha: Type.Object(NamedEntity.properties, { description: 'The debt’s associated graha, or the debilitated graha' }),
  ruleId: Type.String({ description: 'The rule that flagged the condition (LK.RIN, LK.DIGNITY or LK.DIGNITY_ALL)' }),
  upayaRuleId: Type.Literal('LK.UPAY_CATEGORIES'),
  sourceEdition: Type.String({ description: 'The Lal Kitab edition the rule and the categories come from, and through which summary' }),
  reviewOnly: Type.Literal(true),
  categories: Type.Array(
    Type.Object({
      id: Type.String(),
      name: Bilingual,
      traditionalUpaya: Type.Object(Bilingual.properties, { description: 'What the tradition associates with the condition, phrased as such; never an instruction' }),
    }),
  ),
});

export const LalKitabResult = Type.Object(
  {
    reviewOnly: Type.Literal(true),
    boundary: Type.Object(Bilingual.properties, { description: 'What this result is and is not' }),
    lagna: Type.Object({ rashi: NamedEntity }, { description: 'The real sidereal lagna sign the houses are counted from' }),
    chart: LkChart,
    grahas: Type.Array(Graha, { minItems: 9, maxItems: 9, description: 'Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu' }),
    sleepingHouses: Type.Object({ houses: Houses, note: Bilingual }, { description: 'The sleeping houses (LK.SLEEP_V1), ascending' }),
    rins: Type.Array(Rin, { minItems: 9, maxItems: 9, description: 'The nine debts of LK.RIN, flagged or not, in the table’s order' }),
    varshphal: Type.Union([Varshphal, Type.Null()], { description: 'The annual chart; null when the year of life lies outside the 120-year table' }),
    varshphalNote: Type.Object(Bilingual.properties, { description: 'How the annual chart is built, or why it is not given' }),
    remedies: Type.Object(
      {
        reviewOnly: Type.Literal(true),
        boundary: Bilingual,
        items: Type.Array(RemedyItem, { description: 'One entry per flagged condition: flagged debts in table order, then debilitated grahas' }),
        categories: Type.Array(
          Type.Object({ id: Type.String(), name: Bilingual, traditionalUpaya: Bilingual }),
          { description: 'The seven remedy categories of LK.UPAY_CATEGORIES as the tradition describes them (a catalogue, not tied to this chart)' },
        ),
        conventions: Type.Array(Type.Object({ id: Type.String(), text: Bilingual }), { description: 'Procedural conventions of the tradition, reported as text' }),
      },
      { description: 'Review-only remedy categories (LK.UPAY_CATEGORIES): nothing is prescribed' },
    ),
    notImplemented: Type.Array(
      Type.Object({ id: Type.String(), status: Type.Literal('unsupported'), name: Bilingual, note: Bilingual }),
      { description: 'Lal Kitab topics this service does not implement (methods lal-kitab §7)' },
    ),
  },
  { description: 'The Lal Kitab reading of a birth chart: review-only correspondences under declared rules and edition variants.' },
);
