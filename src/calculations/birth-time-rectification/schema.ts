import Type from 'typebox';
import {
  Bilingual, DashaYearDaysField, Moment, NamedEntity, NodeTypeField, PositionsField, SunriseField, birthMomentProperties,
} from '../../contract/common.ts';
import { eventTypes } from '../../jyotish/rectification/events.ts';

const LifeEvent = Type.Object(
  {
    type: Type.Enum([...eventTypes], { description: 'Event type (rectification.md §1): marriage, child_birth, job_start, promotion, higher_education, property_purchase, foreign_relocation, father_death, mother_death, major_illness_or_surgery' }),
    date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'Date of the event YYYY-MM-DD (local to the birth time zone); with precision month or year only its month or year is read' }),
    precision: Type.Optional(
      Type.Enum(['day', 'month', 'year'], {
        default: 'day',
        description: 'How well the date is known: day (default, evaluated at local noon, RECT.EVENT_LOCAL_NOON), month or year (every pratyantardasha in force during that month or year is evaluated and the best kept, RECT.PRECISION_PD_SCAN)',
      }),
    ),
  },
  { additionalProperties: false },
);

export const RectificationRequest = Type.Object(
  {
    ...birthMomentProperties,
    nodeType: Type.Optional(NodeTypeField),
    positions: Type.Optional(PositionsField),
    sunrise: Type.Optional(SunriseField),
    dashaYearDays: Type.Optional(DashaYearDaysField),
    windowMinutes: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 360, default: 30, description: 'Uncertainty of the recorded time, ± minutes (1–360, default 30): candidates run from T₀ − W to T₀ + W in one-minute steps' }),
    ),
    events: Type.Array(LifeEvent, { minItems: 1, maxItems: 30, description: 'Life events with dates (1–30); at least 3 events of at least 2 types are recommended' }),
    kundaRule: Type.Optional(
      Type.Enum(['lord', 'exact'], { default: 'lord', description: 'Kunda check: lord (RECT.KUNDA, default: the nakshatra of 81 × lagna has the Moon\'s nakshatra lord) or exact (RECT.KUNDA_EXACT: the same nakshatra)' }),
    ),
    kundaFilter: Type.Optional(
      Type.Boolean({ default: false, description: 'Drop candidates failing the Kunda check (RECT.KUNDA_FILTER); by default Kunda only breaks ties' }),
    ),
  },
  {
    additionalProperties: false,
    description: 'The recorded birth moment (design §1.1), its uncertainty window and the life events to test candidate times against.',
  },
);

const Graha = NamedEntity;

const LordEvidence = Type.Object({
  level: Type.Enum(['md', 'ad', 'pd']),
  levelName: Bilingual,
  graha: Graha,
  weight: Type.Integer({ description: '3 for the mahadasha lord, 2 antardasha, 1 pratyantardasha' }),
  signifies: Type.Boolean(),
  points: Type.Integer({ description: 'weight × sig (0 or weight)' }),
  matchedRules: Type.Array(Type.String(), { description: 'Signification rules the lord satisfies: RECT.SIG_OCCUPIES, RECT.SIG_OWNS, RECT.SIG_STAR_LORD, RECT.SIG_ASPECT, RECT.SIG_KARAKA' }),
});

const EventEvidence = Type.Object({
  index: Type.Integer({ description: '0-based position in the request events' }),
  type: Type.String(),
  name: Bilingual,
  date: Type.String(),
  precision: Type.Enum(['day', 'month', 'year']),
  eventRuleId: Type.String({ description: 'Row of the event table: houses and karakas' }),
  houses: Type.Array(Type.Integer(), { description: 'Target houses from the candidate lagna' }),
  karakas: Type.Array(Graha),
  evaluatedAt: Type.Union([Moment, Type.Null()], { description: 'The instant whose lords scored (the earliest among equals for month/year precision); null outside the dasha table' }),
  instantsEvaluated: Type.Integer(),
  md: Type.Union([Graha, Type.Null()]),
  ad: Type.Union([Graha, Type.Null()]),
  pd: Type.Union([Graha, Type.Null()]),
  points: Type.Integer({ description: '3·sig(MD) + 2·sig(AD) + 1·sig(PD), 0–6' }),
  lords: Type.Array(LordEvidence),
  matchedRules: Type.Array(Type.String(), { description: 'Every rule id that contributed, with the event row' }),
});

const Kunda = Type.Object({
  ruleId: Type.Enum(['RECT.KUNDA', 'RECT.KUNDA_EXACT']),
  longitude: Type.Number({ description: 'K = (81 × sidereal lagna) mod 360, degrees' }),
  nakshatra: NamedEntity,
  pass: Type.Boolean(),
});

const CandidateSchema = Type.Object({
  rank: Type.Integer({ minimum: 1 }),
  time: Moment,
  offsetMinutes: Type.Integer({ description: 'Minutes from the recorded time (negative = earlier)' }),
  lagna: Type.Object({ longitude: Type.Number(), rashi: NamedEntity, degreeInRashi: Type.Number() }),
  moonNakshatra: Type.Object({ nakshatra: NamedEntity, pada: Type.Integer({ minimum: 1, maximum: 4 }), lord: Graha, longitude: Type.Number() }),
  score: Type.Integer(),
  kunda: Kunda,
  perEvent: Type.Array(EventEvidence),
});

const Diagnostics = Type.Union([
  Type.Object({
    ishtakalaGhatis: Type.Number({ description: 'Ghatis since sunrise (1 ghati = sunrise-to-sunrise / 60)' }),
    nakShuddhi: Type.Object({
      ruleId: Type.Literal('RECT.NAK_SHUDDHI'),
      name: Bilingual,
      remainder: Type.Integer({ description: '⌊4 × ishtakala⌋ mod 9' }),
      expected: Type.Array(NamedEntity, { description: 'The three janma nakshatras the rule expects' }),
      pass: Type.Boolean(),
    }),
    lagnaShuddhi: Type.Object({
      ruleId: Type.Literal('RECT.LAGNA_SHUDDHI'),
      name: Bilingual,
      pass: Type.Boolean(),
      basis: Type.Union([Type.Enum(['moon-d1', 'mandi-d1', 'moon-d9', 'mandi-d9']), Type.Null()], { description: 'The first test that passed' }),
      mandi: Type.Object({ methodId: Type.Literal('RECT.MANDI_START'), longitude: Type.Number(), rashi: NamedEntity }),
    }),
    pranapada: Type.Object({
      ruleId: Type.Literal('RECT.PRANAPADA'),
      name: Bilingual,
      longitude: Type.Number(),
      rashi: NamedEntity,
      houseFromLagna: Type.Integer(),
      pass: Type.Boolean(),
    }),
  }),
  Type.Null(),
]);

const DiagnosticsRow = Type.Object({
  time: Moment,
  offsetMinutes: Type.Integer(),
  checks: Diagnostics,
  note: Type.Union([Bilingual, Type.Null()]),
});

export const RectificationResult = Type.Object(
  {
    reviewOnly: Type.Literal(true),
    statement: Bilingual,
    disclaimerKey: Type.Literal('rectification_estimate'),
    recordedTime: Type.Object(
      {
        unchanged: Type.Literal(true),
        time: Moment,
        lagna: Type.Object({ longitude: Type.Number(), rashi: NamedEntity, degreeInRashi: Type.Number() }),
        moonNakshatra: Type.Object({ nakshatra: NamedEntity, pada: Type.Integer(), lord: Graha, longitude: Type.Number() }),
        score: Type.Integer(),
        kunda: Kunda,
        rank: Type.Union([Type.Integer(), Type.Null()], { description: 'Place of the recorded time in the full ranking by the same tie order (null when the Kunda filter dropped it)' }),
      },
      { description: 'The recorded time as given, scored the same way; never overwritten' },
    ),
    window: Type.Object({ start: Moment, end: Moment, stepSeconds: Type.Literal(60), candidateCount: Type.Integer() }),
    candidates: Type.Array(CandidateSchema, { maxItems: 5, description: 'The five best candidate times, best first (ties: Kunda pass, then nearer the recorded time, then earlier)' }),
    margin: Type.Union([Type.Integer(), Type.Null()], { description: 'score₁ − score₂ (null when no candidate is left)' }),
    confidence: Type.Enum(['high', 'medium', 'low']),
    confidenceNote: Bilingual,
    bestScoreRanges: Type.Array(
      Type.Object({ start: Moment, end: Moment, minutes: Type.Integer() }),
      { description: 'Runs of consecutive minutes that share the best score (adjacent minutes often do)' },
    ),
    rules: Type.Array(Type.Object({ id: Type.String(), name: Bilingual }), {
      description: 'Names of the signification rules that the evidence cites by id',
    }),
    diagnostics: Type.Object(
      {
        label: Bilingual,
        usedForRanking: Type.Literal(false),
        recorded: DiagnosticsRow,
        candidates: Type.Array(DiagnosticsRow, { description: 'One row per candidate, in the same order' }),
        notImplemented: Type.Array(Type.Object({ ruleId: Type.String(), reason: Bilingual })),
      },
      { description: 'R3 diagnostics, labelled as diagnostics: never used for ranking' },
    ),
  },
  { description: 'Ranked candidate birth times with per-event evidence: an estimate for an astrologer\'s review.' },
);
