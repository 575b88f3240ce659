/**
 * Request and result schemas of the Moon-sign predictions (daily, weekly, monthly; design §3:
 * `moonSign` or a birth moment, `date`, `timezone`). The three endpoints share both schemas;
 * weekly and monthly fill `synthesis` and `days`, which are null for a day.
 */
import Type from 'typebox';
import {
  AyanamshaField, Bilingual, Moment, NamedEntity, NodeTypeField, PositionsField, SunriseField, birthMomentProperties,
} from '../../contract/common.ts';
import { rashiIds } from '../../jyotish/core/zodiac.ts';

const { localDate, localTime, timezone, latitude, longitude, utcOffset, elevationMeters } = birthMomentProperties;

/** The birth moment of natal mode (design §1.1; the zodiac settings are the request's own). */
export const PredictionBirth = Type.Object(
  { localDate, localTime, timezone, latitude, longitude, utcOffset, elevationMeters },
  {
    additionalProperties: false,
    description:
      'Natal mode: the birth moment (design §1.1). The natal Moon sign, the janma nakshatra (tara bala) and the ashtakavarga come from this chart, computed with the request\'s ayanamsha, nodeType and positions.',
  },
);

export const MoonSignField = Type.Union(
  [Type.Integer({ minimum: 1, maximum: 12 }), Type.Enum([...rashiIds])],
  {
    description:
      'Sign-only mode: the natal Moon sign as 1–12 (1 = Mesha/Aries … 12 = Meena/Pisces) or its id (mesha … meena). Give exactly one of moonSign and birth.',
    examples: [5, 'simha'],
  },
);

export const PredictionRequest = Type.Object(
  {
    moonSign: Type.Optional(MoonSignField),
    birth: Type.Optional(PredictionBirth),
    date: Type.String({
      pattern: '^\\d{4}-\\d{2}-\\d{2}$',
      description: 'YYYY-MM-DD: the day (daily), or any day of the week (weekly, Monday to Sunday) or of the month (monthly)',
      examples: ['2024-03-01'],
    }),
    timezone: Type.String({
      minLength: 1,
      maxLength: 64,
      pattern: '^[A-Za-z0-9_+\\-/]+$',
      description: 'IANA time zone of the person now: the period\'s days are local days of this zone',
    }),
    latitude: Type.Optional(Type.Number({ minimum: -90, maximum: 90, description: 'Where the person is now (degrees, north positive). With longitude, days run from local sunrise to the next sunrise (VAARA.SUNRISE); without, from local midnight (PRED.DAY_CIVIL)' })),
    longitude: Type.Optional(Type.Number({ minimum: -180, maximum: 180, description: 'Degrees, east positive; give it together with latitude' })),
    elevationMeters: Type.Optional(Type.Number({ minimum: -500, maximum: 9000, default: 0, description: 'Observer elevation for sunrise, metres' })),
    ayanamsha: Type.Optional(AyanamshaField),
    nodeType: Type.Optional(NodeTypeField),
    positions: Type.Optional(PositionsField),
    sunrise: Type.Optional(SunriseField),
  },
  {
    additionalProperties: false,
    description:
      'Either moonSign (sign-only mode, PRED.SIGN_ONLY) or birth (natal mode, PRED.NATAL), never both; the date of the period; the zone (and optionally the place) the days are reckoned in.',
  },
);

const Band = Type.Enum(['favourable', 'mixed', 'challenging'], {
  description: 'S ≥ 0.35 favourable, S ≤ −0.35 challenging, else mixed (predictions.md §4); for a signal, of its time-weighted effect',
});

export const TracedSentence = Type.Object({
  ruleId: Type.String({ description: 'The rule that produced the sentence' }),
  phraseId: Type.String({ description: 'Phrase family, band and variant, e.g. GOC.FAV.favourable.v2' }),
  text: Bilingual,
});

export const Review = Type.Object(
  {
    ruleId: Type.String({ description: 'The rule that fixed the effect (vedha/vipareeta, else the ashtakavarga halving, else the gochara rule)' }),
    band: Band,
    text: Bilingual,
    sentences: Type.Array(TracedSentence, { description: 'The review sentence by sentence, each traceable to its rule id' }),
  },
  { description: 'Bilingual review selected deterministically by (rule id, band): same input, same text' },
);

const Segment = Type.Object({
  start: Moment,
  end: Moment,
  fraction: Type.Number({ description: 'Share of the period: segment duration / period duration' }),
  sign: NamedEntity,
  houseFromMoon: Type.Integer({ minimum: 1, maximum: 12, description: 'h = (T − M) mod 12 + 1' }),
  nakshatra: Type.Union([NamedEntity, Type.Null()], { description: 'The Moon\'s nakshatra (its segments also split at nakshatra changes); null for the other grahas' }),
  retrograde: Type.Boolean({ description: 'RETRO.<G>: a flag only, no change of score (the nodes always move backwards)' }),
  base: Type.Integer({ minimum: -1, maximum: 1, description: '+1 in a favourable house (GOC.<G>.H<h>.FAV), −1 otherwise (.UNF)' }),
  vedha: Type.Object({
    house: Type.Union([Type.Integer({ minimum: 1, maximum: 12 }), Type.Null()], { description: 'The vedha house paired with a favourable h; null in an unfavourable house' }),
    applied: Type.Boolean(),
    by: Type.Array(Type.String(), { description: 'Graha ids in the vedha house (the exempt graha never obstructs)' }),
  }),
  vipareeta: Type.Object({
    houses: Type.Array(Type.Integer({ minimum: 1, maximum: 12 }), { description: 'Favourable houses whose vedha house is this unfavourable h' }),
    applied: Type.Boolean(),
    by: Type.Array(Type.String(), { description: 'Graha ids in those houses (relief)' }),
  }),
  av: Type.Union([
    Type.Object({
      bindus: Type.Integer({ minimum: 0, maximum: 8, description: 'Bindus of the graha\'s own Bhinna ashtakavarga in the transit sign' }),
      sarvaBindus: Type.Integer({ description: 'Sarva bindus of the transit sign (reported, not scored)' }),
      factor: Type.Number({ description: '0.5 when a +1 falls in ≤ 3 bindus or a −1 in ≥ 5; else 1' }),
    }),
    Type.Null(),
  ], { description: 'Natal mode, Sun … Saturn; null in sign-only mode and for the nodes' }),
  effect: Type.Number({ description: 'base after vedha/vipareeta, times the ashtakavarga factor: −1, −0.5, 0, 0.5 or 1' }),
  ruleIds: Type.Array(Type.String()),
});

const AreaPhrase = Type.Object({ ids: Type.Array(Type.String()), text: Bilingual });

export const Signal = Type.Object({
  graha: NamedEntity,
  weight: Type.Number({ description: 'PRED.WEIGHTS.v1 weight of this graha for the period kind' }),
  effect: Type.Number({ description: 'Σ fraction · segment effect, in [−1, 1]' }),
  weightedEffect: Type.Number({ description: 'weight · effect' }),
  band: Band,
  houseFromMoon: Type.Integer({ minimum: 1, maximum: 12, description: 'Of the dominant (longest) segment' }),
  sign: NamedEntity,
  ruleId: Type.String({ description: 'The decisive rule of the dominant segment' }),
  evidence: Type.Object(
    {
      natalMoonSign: Type.Integer({ minimum: 1, maximum: 12 }),
      transitSign: Type.Integer({ minimum: 1, maximum: 12 }),
      houseFromMoon: Type.Integer({ minimum: 1, maximum: 12 }),
      arithmetic: Type.String({ description: 'The count written out, e.g. (11 − 5) mod 12 + 1 = 7' }),
      favourableHouses: Type.Array(Type.Integer(), { description: 'This graha\'s favourable houses (GOCHARA.PHALADEEPIKA)' }),
      vedhaPairs: Type.Array(Type.Object({ favourable: Type.Integer(), vedha: Type.Integer() })),
      noVedhaFrom: Type.Union([Type.String(), Type.Null()], { description: 'The graha that causes this one no vedha' }),
    },
    { description: 'House-from-Moon evidence of the dominant segment' },
  ),
  areas: Type.Object(
    { house: AreaPhrase, graha: AreaPhrase },
    { description: 'Life-area hints (predictions.md §5): the topics of the house and the graha\'s significations' },
  ),
  review: Review,
  segments: Type.Array(Segment, { minItems: 1 }),
});

const ChandraBalaSegment = Type.Object({
  start: Moment,
  end: Moment,
  fraction: Type.Number(),
  houseFromMoon: Type.Integer({ minimum: 1, maximum: 12 }),
  favourable: Type.Boolean({ description: 'h ∈ {1, 3, 6, 7, 10, 11}' }),
  score: Type.Integer({ description: '+1 or −1' }),
  ruleId: Type.String({ description: 'CB.H<h>' }),
  text: Bilingual,
  phraseId: Type.String(),
});

const TaraSegment = Type.Object({
  start: Moment,
  end: Moment,
  fraction: Type.Number(),
  nakshatra: NamedEntity,
  count: Type.Integer({ minimum: 1, maximum: 27, description: 'Nakshatras from the janma nakshatra, inclusive' }),
  tara: NamedEntity,
  quality: Type.Enum(['good', 'bad', 'neutral-bad']),
  score: Type.Number({ description: 'Janma −0.5; Sampat, Kshema, Sadhana, Mitra, Parama-mitra +1; Vipat, Pratyari, Naidhana −1' }),
  ruleId: Type.String({ description: 'TARA.<r>' }),
  text: Bilingual,
  phraseId: Type.String(),
});

export const MoonModules = Type.Object({
  chandraBala: Type.Object({
    weight: Type.Number({ description: '2 for a day; 0 (reported, not scored) for a week or month' }),
    score: Type.Number({ description: 'Time-weighted' }),
    segments: Type.Array(ChandraBalaSegment),
  }),
  taraBala: Type.Union([
    Type.Object({
      weight: Type.Number(),
      score: Type.Number(),
      janmaNakshatra: NamedEntity,
      segments: Type.Array(TaraSegment),
    }),
    Type.Null(),
  ], { description: 'Natal mode only; null in sign-only mode (see unavailable)' }),
});

const Contribution = Type.Object({
  module: Type.String({ description: 'A graha id, chandra-bala or tara-bala' }),
  weight: Type.Number(),
  value: Type.Number(),
  weighted: Type.Number(),
});

const Headline = Type.Object({
  graha: NamedEntity,
  ruleId: Type.String(),
  ruleIds: Type.Array(Type.String(), { description: 'All rule ids of the dominant segment' }),
  weightedEffect: Type.Number(),
  label: Bilingual,
});

const Overlay = Type.Object({
  ruleId: Type.String({ description: 'SADESATI.RISING|PEAK|SETTING, DHAIYA.KANTAKA|ASHTAMA, INGRESS.<G>, STATION.<G>, ECLIPSE.ON_MOON_AXIS, CHANDRASHTAMA' }),
  kind: Type.Enum(['sade-sati', 'dhaiya', 'ingress', 'station', 'eclipse', 'chandrashtama']),
  graha: Type.Union([Type.String(), Type.Null()]),
  phase: Type.Union([Type.String(), Type.Null()], { description: 'rising, peak or setting (Sade Sati); kantaka or ashtama (dhaiya); retrograde or direct (station); the eclipse type' }),
  at: Type.Union([Moment, Type.Null()], { description: 'The instant of an ingress, a station or an eclipse\'s maximum' }),
  start: Type.Union([Moment, Type.Null()], { description: 'Start of a stay (Saturn in the sign, the Moon in the 8th) or of the eclipse; null where it lies beyond the span searched' }),
  end: Type.Union([Moment, Type.Null()]),
  cycleStart: Type.Union([Moment, Type.Null()], { description: 'Sade Sati / dhaiya: the first entry of the whole period' }),
  cycleEnd: Type.Union([Moment, Type.Null()], { description: 'Sade Sati / dhaiya: the last exit of the whole period' }),
  sign: Type.Union([NamedEntity, Type.Null()]),
  houseFromMoon: Type.Union([Type.Integer({ minimum: 1, maximum: 12 }), Type.Null()]),
  retrograde: Type.Union([Type.Boolean(), Type.Null()], { description: 'An ingress made moving backwards' }),
  text: Bilingual,
  phraseId: Type.String(),
});

const Day = Type.Object({
  date: Type.String(),
  start: Moment,
  end: Moment,
  score: Type.Number({ description: 'The day\'s aggregate with the day weights' }),
  band: Band,
  forecastIndex: Type.Integer({ minimum: 0, maximum: 100, description: 'round(50 + 50·S) (PLANNER.INDEX_LINEAR)' }),
});

export const PredictionResult = Type.Object({
  mode: Type.Enum(['sign-only', 'natal']),
  periodKind: Type.Enum(['day', 'week', 'month']),
  period: Type.Object({
    start: Moment,
    end: Moment,
    zone: Type.String(),
    firstDate: Type.String(),
    lastDate: Type.String(),
    dayStart: Type.Enum(['sunrise', 'civil-midnight'], { description: 'Sunrise with latitude and longitude, else local midnight' }),
  }),
  natalMoonSign: Type.Object({ rashi: NamedEntity, lord: NamedEntity, source: Type.Enum(['requested', 'birth-chart']) }),
  natal: Type.Union([
    Type.Object({ moonNakshatra: NamedEntity, moonPada: Type.Integer({ minimum: 1, maximum: 4 }), moonLongitude: Type.Number(), lagna: NamedEntity }),
    Type.Null(),
  ], { description: 'Natal mode: the natal Moon and lagna the prediction used' }),
  signals: Type.Array(Signal, { minItems: 7, maxItems: 7, description: 'The seven grahas Sun … Saturn' }),
  nodeSignals: Type.Array(Signal, { minItems: 2, maxItems: 2, description: 'Rahu and Ketu, scored as extra signals with their PRED.WEIGHTS.v1 weights (PRED.NODES_AS_SIGNALS)' }),
  moonModules: MoonModules,
  contributions: Type.Array(Contribution, { description: 'Every module counted in the score' }),
  totalWeight: Type.Number(),
  score: Type.Number({ description: 'S = Σ w·value / Σ w over the modules present (predictions.md §4)' }),
  band: Band,
  bandName: Bilingual,
  headlines: Type.Array(Headline, { maxItems: 3, description: 'Largest |weight · effect|; ties to the slower graha (Saturn, Rahu, Ketu, Jupiter, Mars, Sun, Venus, Mercury, Moon)' }),
  overlays: Type.Array(Overlay),
  synthesis: Type.Union([
    Type.Object({ text: Bilingual, sentences: Type.Array(TracedSentence) }),
    Type.Null(),
  ], { description: 'Weekly and monthly: the period synthesis built from the same signals, days and overlays; null for a day' }),
  days: Type.Union([Type.Array(Day), Type.Null()], { description: 'Weekly and monthly: each local day with the day weights; null for a day' }),
  unavailable: Type.Array(
    Type.Object({ module: Type.Enum(['tara-bala', 'ashtakavarga']), reason: Bilingual }),
    { description: 'Modules absent in sign-only mode, and why' },
  ),
  textKeys: Type.Array(Type.String(), { description: 'Every phrase id used, in order of appearance' }),
  note: Bilingual,
}, {
  description:
    'Method decisions (docs/methods/predictions.md): every one of the nine grahas can cause vedha or vipareeta vedha except the graha itself and its exempt graha (Saturn–Sun, Moon–Mercury, Rahu–Ketu); segments split wherever a graha\'s evaluation changes (its ingress or station, the Moon\'s nakshatra change, another graha entering or leaving its vedha house); a signal\'s house, rule id and review describe its longest segment; Rahu and Ketu are scored as nodeSignals with their PRED.WEIGHTS.v1 weights; the phrase variant is FNV-1a(first date | Moon sign | rule id | band) mod the variant count.',
});
