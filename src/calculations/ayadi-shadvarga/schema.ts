import Type from 'typebox';
import { Bilingual, NamedEntity } from '../../contract/common.ts';
import { nakshatraIds } from '../../jyotish/core/zodiac.ts';

const Length = (description: string) => Type.Number({ exclusiveMinimum: 0, maximum: 100000, description });

export const AyadiRequest = Type.Object(
  {
    length: Type.Optional(Length('Length of the building at the plinth, in `unit` (give breadth too)')),
    breadth: Type.Optional(Length('Breadth of the building at the plinth, in `unit` (give length too)')),
    perimeter: Type.Optional(Length('Perimeter (chuttu) at the plinth, in `unit`, instead of length and breadth')),
    unit: Type.Enum(['hasta', 'kol', 'angula', 'metre', 'foot'], {
      description: 'Unit of length, breadth and perimeter: hasta = kol = muzham (24 angulas), angula, metre, foot (0.3048 m). Metric and imperial lengths are converted through the declared hasta length.',
    }),
    countUnit: Type.Optional(
      Type.Enum(['hasta', 'angula'], { default: 'hasta', description: 'Unit the formulas count the perimeter in: hasta (UNIT.HASTA, default) or angula (UNIT.ANGULA)' }),
    ),
    hastaStandard: Type.Optional(
      Type.Enum(['kol-72cm', 'kishku-33in', 'custom'], {
        default: 'kol-72cm',
        description:
          'Length of one hasta for converting metres and feet: kol-72cm (HASTA.KOL_72CM, default: the Kerala muzhakkol, 24 angulas of 30 mm), kishku-33in (HASTA.KISHKU_33IN: 0.8382 m), or custom (HASTA.CUSTOM, give hastaMetres)',
      }),
    ),
    hastaMetres: Type.Optional(Type.Number({ minimum: 0.3, maximum: 1.5, description: 'The hasta in metres when hastaStandard is custom (e.g. the owner\'s own cubit)' })),
    ownerNakshatra: Type.Optional(
      Type.Union([Type.Integer({ minimum: 1, maximum: 27 }), Type.Enum([...nakshatraIds])], {
        description: 'Janma nakshatra of the owner, 1 = Ashwini … 27 = Revati or its id; needed for the riksha (tara) rule',
      }),
    ),
    facing: Type.Optional(Type.Enum(['east', 'south', 'west', 'north'], { description: 'Direction the building faces; its yoni is preferred (Dhwaja east, Simha south, Vrishabha west, Gaja north)' })),
    facingRule: Type.Optional(
      Type.Enum(['prefer', 'require'], { default: 'prefer', description: 'prefer (default): the facing\'s yoni is reported as preferred; require: any other yoni fails (AYADI.YONI_FACING)' }),
    ),
    amshaVariant: Type.Optional(
      Type.Enum(['mayamata', 'samarangana'], {
        default: 'mayamata',
        description: 'mayamata (default): amsha = (4P) mod 9, reported without a verdict (labels not standardised); samarangana (AMSHA.SS3): (Vyaya + Riksha) mod 3 → Indra (good), Yama (bad), Raja (good)',
      }),
    ),
    include: Type.Optional(
      Type.Array(Type.Enum(['tithi', 'ayus']), { uniqueItems: true, maxItems: 2, description: 'Optional vargas to add: tithi ((8P) mod 30, rikta tithis rejected) and ayus ((8P) or (9P) mod 120, larger is better)' }),
    ),
    ayusVariant: Type.Optional(
      Type.Enum(['vishvakarma', 'kalamrita'], { default: 'vishvakarma', description: 'Ayus formula: vishvakarma ((8P) mod 120, AYADI.AYUS_VP, default) or kalamrita ((9P) mod 120, AYADI.AYUS_KALAMRITA)' }),
    ),
    search: Type.Optional(
      Type.Object(
        {
          minPerimeter: Type.Integer({ minimum: 1, maximum: 10_000_000, description: 'First perimeter to scan, whole countUnit' }),
          maxPerimeter: Type.Integer({ minimum: 1, maximum: 10_000_000, description: 'Last perimeter to scan (inclusive); at most 1,000 perimeters per search' }),
        },
        { additionalProperties: false, description: 'Scan whole perimeters (in countUnit) and return those satisfying every evaluated rule (AYADI.SEARCH)' },
      ),
    ),
  },
  {
    additionalProperties: false,
    description: 'A building: length and breadth, or the perimeter, in a unit; optionally the owner\'s nakshatra, the facing, rule variants and a perimeter range to search.',
  },
);

const Verdict = Type.Enum(['pass', 'fail', 'neutral', 'not-evaluated', 'informational'], {
  description: 'pass, fail, neutral (Pishacha vyaya), not-evaluated (input missing) or informational (no acceptance rule)',
});

const Varga = Type.Object({
  id: Type.Enum(['aya', 'vyaya', 'yoni', 'riksha', 'vara', 'amsha', 'tithi', 'ayus']),
  name: Bilingual,
  formula: Type.String({ description: 'e.g. (8 × P) mod 12, remainder 0 read as 12' }),
  formulaRuleId: Type.String(),
  remainder: Type.Integer({ description: '(multiplier × P) mod divisor as computed' }),
  value: Type.Integer({ description: 'The remainder with 0 read as the divisor' }),
  label: Type.Union([Bilingual, Type.Null()], { description: 'The named value: yoni, nakshatra, weekday, vyaya class, Samarangana amsha; null where none' }),
  verdict: Verdict,
  verdictName: Bilingual,
  ruleId: Type.String({ description: 'Rule id of the verdict' }),
});

const Match = Type.Object({
  perimeter: Type.Integer({ description: 'Whole perimeter in countUnit' }),
  perimeterInUnit: Type.Number({ description: 'The same perimeter in the request unit' }),
  aya: Type.Integer(),
  vyaya: Type.Integer(),
  yoni: Type.Integer(),
  riksha: Type.Integer({ description: 'Nakshatra 1 = Ashwini … 27' }),
  vara: Type.Integer({ description: '1 = Sunday … 7 = Saturday' }),
  amsha: Type.Integer(),
  tithi: Type.Union([Type.Integer(), Type.Null()]),
  ayus: Type.Union([Type.Integer(), Type.Null()]),
  yoniMatchesFacing: Type.Union([Type.Boolean(), Type.Null()]),
});

export const AyadiResult = Type.Object(
  {
    reviewOnly: Type.Literal(true),
    statement: Bilingual,
    measurement: Type.Union(
      [
        Type.Object({
          unit: Type.String(),
          length: Type.Union([Type.Number(), Type.Null()]),
          breadth: Type.Union([Type.Number(), Type.Null()]),
          perimeter: Type.Number({ description: 'Perimeter in the request unit (2 × (length + breadth) when those were given)' }),
          countUnit: Type.Enum(['hasta', 'angula']),
          hastaMetres: Type.Number({ description: 'The hasta length used for metres and feet' }),
          exactCount: Type.Number({ description: 'The perimeter in countUnit before rounding' }),
          perimeterCount: Type.Integer({ description: 'P: the whole perimeter the formulas use (nearest whole countUnit, AYADI.ROUND_NEAREST)' }),
          residual: Type.Number({ description: 'exactCount − perimeterCount, in countUnit' }),
          conversion: Bilingual,
        }),
        Type.Null(),
      ],
      { description: 'The measured building and its conversion; null for a search-only request' },
    ),
    vargas: Type.Union([Type.Array(Varga), Type.Null()], { description: 'Each varga of P with its verdict; null for a search-only request' }),
    tara: Type.Union([Type.Object({ count: Type.Integer(), tara: Type.Integer(), id: Type.String() }), Type.Null()], {
      description: 'The riksha counted from the owner\'s nakshatra (count 1–27, tara 1–9); null without ownerNakshatra',
    }),
    yoniMatchesFacing: Type.Union([Type.Boolean(), Type.Null()]),
    overall: Type.Union(
      [
        Type.Object({
          pass: Type.Boolean({ description: 'No evaluated rule failed' }),
          complete: Type.Boolean({ description: 'Every rule was evaluated (false without ownerNakshatra)' }),
          reasons: Type.Array(Bilingual),
        }),
        Type.Null(),
      ],
      { description: 'Overall verdict with its reasons; null for a search-only request' },
    ),
    amshaNote: Bilingual,
    search: Type.Union(
      [
        Type.Object({
          minPerimeter: Type.Integer(),
          maxPerimeter: Type.Integer(),
          countUnit: Type.Enum(['hasta', 'angula']),
          scanned: Type.Integer(),
          matchCount: Type.Integer(),
          matches: Type.Array(Match),
        }),
        Type.Null(),
      ],
      { description: 'Whole perimeters in the range that satisfy every evaluated rule (AYADI.SEARCH); null without a search' },
    ),
    ownerNakshatra: Type.Union([NamedEntity, Type.Null()]),
  },
  { description: 'Ayadi Shadvarga by declared formulas and rules; review-only.' },
);
