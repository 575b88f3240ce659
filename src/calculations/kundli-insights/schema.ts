import Type from 'typebox';
import { Bilingual, Moment, NamedEntity } from '../../contract/common.ts';
import { natalChartProperties } from '../shared/natal.ts';
import { RuleEvaluationSchema } from '../rule-audit/rule-schema.ts';
import { YogaDetail, YogaEvaluationSchema, YogaSchema, YogaSummarySchema } from './yoga-schema.ts';

export const KundliInsightsRequest = Type.Object(
  {
    ...natalChartProperties,
    transitDate: Type.Optional(
      Type.String({
        pattern: '^\\d{4}-\\d{2}-\\d{2}$',
        description: 'Date of the transit reading, YYYY-MM-DD (1800–2399), read at 12:00 local time in the request’s time zone (or utcOffset). Default: today in that time zone.',
        examples: ['2024-03-01'],
      }),
    ),
    yogaDetail: Type.Optional(YogaDetail),
  },
  {
    additionalProperties: false,
    description: 'A birth moment and the chart settings (design §1.1), and the date of the personalised transit reading.',
  },
);

const ReviewOnly = Type.Literal(true, { description: 'Interpretive: a rule check for review, never a prediction' });

const AxisPoint = Type.Object({
  rashi: NamedEntity,
  house: Type.Integer({ minimum: 1, maximum: 12, description: 'House from the lagna' }),
  longitude: Type.Number({ description: 'Sidereal longitude, degrees' }),
});

const KaalSarpa = Type.Object({
  detected: Type.Boolean({ description: 'Full or partial (KSD.LONGITUDE_ARC or KSD.PARTIAL)' }),
  kind: Type.Union([Type.Enum(['full', 'partial']), Type.Null()]),
  type: Type.Union([NamedEntity, Type.Null()], { description: 'Named by Rahu’s house from the lagna: 1 Ananta … 12 Sheshanaga; null when not detected' }),
  direction: Type.Union(
    [
      Type.Object({ id: Type.Enum(['rahu-to-ketu', 'ketu-to-rahu']), variant: Type.Enum(['kaal-sarpa', 'kaal-amrita']), name: Bilingual }),
      Type.Null(),
    ],
    { description: 'rahu-to-ketu: the grahas lie on the arc from Rahu forward (zodiacal) to Ketu (Kaal Sarpa); ketu-to-rahu: from Ketu forward to Rahu (Kaal Amrita); null when not detected' },
  ),
  axis: Type.Object({ rahu: AxisPoint, ketu: AxisPoint }),
  insideArc: Type.Array(NamedEntity, { description: 'Grahas (Sun … Saturn) on the arc of the verdict (or the fuller arc when not detected), by longitude' }),
  outsideArc: Type.Array(NamedEntity),
  classical: Type.Literal(false, { description: 'A popular rule without a classical (BPHS) basis' }),
  rules: Type.Array(RuleEvaluationSchema),
  explanation: Bilingual,
});

const ManglikReference = Type.Object({
  reference: Type.Enum(['lagna', 'moon', 'venus']),
  rashi: NamedEntity,
  marsHouse: Type.Integer({ minimum: 1, maximum: 12 }),
  afflicted: Type.Boolean({ description: 'Mars in a dosha house of the rule from this reference' }),
  decides: Type.Boolean({ description: 'Used for the verdict (Lagna, Moon); Venus is reported only' }),
});

const Manglik = Type.Object({
  status: Type.Enum(['none', 'mild', 'strong', 'cancelled'], {
    description:
      'MANGLIK.STATUS_4 from the Manglik module: none = Mars in no dosha house from the Lagna or the Moon; cancelled = present and every afflicted deciding reference covered by a cancellation; strong = present, not cancelled, Mars in a dosha house from two or more of Lagna, Moon and Venus; mild = present, not cancelled, from one only',
  }),
  statusName: Bilingual,
  present: Type.Boolean({ description: 'Mars in a dosha house from the Lagna or the Moon, before cancellations' }),
  cancelled: Type.Boolean(),
  severity: Type.Integer({ minimum: 0, maximum: 3, description: 'References (Lagna, Moon, Venus) with Mars in a dosha house' }),
  houseRuleId: Type.String(),
  houses: Type.Array(Type.Integer({ minimum: 1, maximum: 12 }), { description: 'The dosha houses of the rule' }),
  marsRashi: NamedEntity,
  marsHouse: Type.Object({
    fromLagna: Type.Integer({ minimum: 1, maximum: 12 }),
    fromMoon: Type.Integer({ minimum: 1, maximum: 12 }),
    fromVenus: Type.Integer({ minimum: 1, maximum: 12 }),
  }),
  references: Type.Array(ManglikReference),
  cancellations: Type.Array(
    Type.Object({
      id: Type.Enum(['C1', 'C2', 'C3', 'C4', 'C5']),
      ruleId: Type.String(),
      name: Bilingual,
      covers: Type.Array(Type.Enum(['lagna', 'moon']), { description: 'Afflicted references this cancellation covers (C2 is house-specific)' }),
      text: Bilingual,
    }),
  ),
  cancellationRuleId: Type.String(),
  cancellationSource: Bilingual,
  explanation: Bilingual,
});

const ConjunctionDosha = Type.Object({
  detected: Type.Boolean(),
  name: Bilingual,
  pairs: Type.Array(Type.Array(NamedEntity), { description: 'The pairs of grahas that meet the rule' }),
  classical: Type.Literal(false),
  rules: Type.Array(RuleEvaluationSchema),
  explanation: Bilingual,
});

const Kemadruma = Type.Object({
  detected: Type.Boolean({ description: 'Formed and not cancelled; the same value as the kemadruma entry of yogas/yogaEvaluations (one evaluation)' }),
  formed: Type.Boolean({ description: 'No graha (other than the Sun and the nodes) in the 2nd or 12th from the Moon' }),
  cancelled: Type.Boolean({ description: 'Formed, and one of the KEMADRUMA.C_* cancellation rules holds' }),
  name: Bilingual,
  classical: Type.Literal(true),
  rules: Type.Array(RuleEvaluationSchema),
  explanation: Bilingual,
});

const Pitra = Type.Object({
  detected: Type.Boolean({ description: 'At least one popular rule P1–P5 holds (popular usage counts any one); see /v2/calculations/pitri-shapa for the audit' }),
  name: Bilingual,
  satisfiedRuleIds: Type.Array(Type.String()),
  classical: Type.Literal(false),
  rules: Type.Array(RuleEvaluationSchema),
  note: Bilingual,
});

const TransitPosition = Type.Object({
  ...NamedEntity.properties,
  rashi: NamedEntity,
  longitude: Type.Number({ description: 'Sidereal longitude at the transit moment, degrees' }),
  degreeInRashi: Type.Number(),
  nakshatra: NamedEntity,
  houseFromMoon: Type.Integer({ minimum: 1, maximum: 12, description: 'House from the natal Moon sign' }),
  houseFromLagna: Type.Integer({ minimum: 1, maximum: 12, description: 'House from the natal lagna sign' }),
  retrograde: Type.Boolean(),
});

const Stay = Type.Object({
  phase: Type.Union([Type.Enum(['rising', 'peak', 'setting']), Type.Null()], { description: 'Sade Sati phase; null for a dhaiya' }),
  name: Bilingual,
  houseFromMoon: Type.Integer({ minimum: 1, maximum: 12 }),
  rashi: NamedEntity,
  start: Type.Union([Moment, Type.Null()], { description: 'Saturn’s entry; null when before the searched span' }),
  end: Type.Union([Moment, Type.Null()], { description: 'Saturn’s exit; null when after the searched span' }),
  enteredRetrograde: Type.Union([Type.Boolean(), Type.Null()], { description: 'Entered moving backwards (a retrograde re-entry)' }),
});

const Period = Type.Object({
  kind: Type.Enum(['sade-sati', 'kantaka', 'ashtama']),
  name: Bilingual,
  start: Type.Union([Moment, Type.Null()], { description: 'First entry into the first sign of the period' }),
  end: Type.Union([Moment, Type.Null()], { description: 'Last exit from the last sign of the period' }),
  startsBeforeBirth: Type.Boolean(),
  intervals: Type.Array(
    Type.Object({ start: Type.Union([Moment, Type.Null()]), end: Type.Union([Moment, Type.Null()]) }),
    { description: 'Spans Saturn actually spent in the period’s signs; more than one when a retrograde loop takes it back out' },
  ),
  phases: Type.Array(Stay, { description: 'Every stay in order; a phase repeats after a retrograde re-entry' }),
});

const SadeSati = Type.Object({
  active: Type.Boolean({ description: 'The transit moment falls between the first entry into the 12th and the last exit from the 2nd of a cycle' }),
  phase: Type.Union([Type.Enum(['rising', 'peak', 'setting']), Type.Null()], { description: 'null when not active, or when a retrograde loop has taken Saturn briefly out of the three signs' }),
  phaseName: Type.Union([Bilingual, Type.Null()]),
  saturnHouseFromMoon: Type.Integer({ minimum: 1, maximum: 12 }),
  saturnRashi: NamedEntity,
  start: Type.Union([Moment, Type.Null()], { description: 'Start of the current cycle (first entry into the 12th), null when not active' }),
  end: Type.Union([Moment, Type.Null()], { description: 'End of the current cycle (last exit from the 2nd), null when not active' }),
  currentCycle: Type.Union([Period, Type.Null()]),
  nextCycle: Type.Union([Period, Type.Null()], { description: 'The first cycle starting after the transit moment, within the searched span' }),
  cycles: Type.Array(Period, { description: 'Every cycle overlapping birth … birth + 100 years' }),
  explanation: Bilingual,
});

const Dhaiya = Type.Object({
  active: Type.Boolean(),
  kind: Type.Union([Type.Enum(['kantaka', 'ashtama']), Type.Null()]),
  name: Type.Union([Bilingual, Type.Null()]),
  start: Type.Union([Moment, Type.Null()]),
  end: Type.Union([Moment, Type.Null()]),
  current: Type.Union([Period, Type.Null()]),
  periods: Type.Array(Period, { description: 'Every Kantaka and Ashtama period overlapping birth … birth + 100 years, in time order' }),
  explanation: Bilingual,
});

export const KundliInsightsResult = Type.Object({
  reviewOnly: ReviewOnly,
  disclaimer: Bilingual,
  lagna: Type.Object({ rashi: NamedEntity }),
  doshas: Type.Object({
    kaalSarpa: KaalSarpa,
    manglik: Manglik,
    guruChandala: ConjunctionDosha,
    grahan: ConjunctionDosha,
    kemadruma: Kemadruma,
    shrapit: ConjunctionDosha,
    angarak: ConjunctionDosha,
    pitra: Pitra,
  }),
  yogas: Type.Array(YogaSchema, { description: 'Full records (rule, source, texts, facts, cancellations) of the yogas selected by yogaDetail: by default those formed (cancelled ones included, flagged); with yogaDetail=all, every yoga of the catalogue' }),
  detectedYogaIds: Type.Array(Type.String(), { description: 'Ids of the yogas formed and not cancelled' }),
  yogaEvaluations: Type.Array(YogaEvaluationSchema, { description: 'Every yoga of the catalogue (YOGA.CATALOGUE), formed or not, in compact form with the facts that decided it: the audit list' }),
  yogaSummary: YogaSummarySchema,
  transits: Type.Object({
    date: Type.String({ description: 'The transit date (YYYY-MM-DD)' }),
    moment: Moment,
    natalReferences: Type.Object({ moonRashi: NamedEntity, lagnaRashi: NamedEntity }),
    positions: Type.Array(TransitPosition, { description: 'The nine grahas at the transit moment' }),
    sadeSati: SadeSati,
    dhaiya: Dhaiya,
    retrogradeReentries: Bilingual,
    searchedSpan: Type.Object({
      start: Moment,
      end: Moment,
    }, { description: 'Span of Saturn’s ingress search for the lifetime list (birth − 10 y … birth + 110 y, within 1800–2399)' }),
  }),
});
