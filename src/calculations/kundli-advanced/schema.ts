import Type from 'typebox';
import { Bilingual, Moment, NamedEntity } from '../../contract/common.ts';
import { DashaSystemBlock, MainDashaVariants, Running, SeedBlock, dashaMoreRequestProperties } from './schema-dashas-more.ts';
import { dashaSystemKeys } from './dashas-more.ts';
import { avReferences } from '../../jyotish/chart/ashtakavarga.ts';
import { sevenGrahaIds } from '../../jyotish/core/zodiac.ts';
import { readingRuleIds } from '../../jyotish/readings/facts.ts';
import { readingTopicIds } from '../../jyotish/readings/topics.ts';
import { natalChartProperties } from '../shared/natal.ts';
import { KpLordsBlock } from '../kp-prashna/kundli-block.ts';
import { StrengthBlock } from '../shadbala/block-schema.ts';
import { includeRequestProperty } from './include.ts';

export const KundliAdvancedRequest = Type.Object(
  {
    ...natalChartProperties,
    ...dashaMoreRequestProperties,
    yoginiAntardasha: Type.Optional(
      Type.Enum(['proportional', 'equal'], {
        default: 'proportional',
        description:
          'Yogini antardashas: proportional (YOGINI.AD_PROPORTIONAL, default: x · z / 36 years, as printed Yogini tables) or equal (YOGINI.AD_EQUAL: eight equal parts, as PyJHora)',
      }),
    ),
    yoginiIncludeAntardashas: Type.Optional(
      Type.Boolean({ default: false, description: 'Add the eight antardashas to every Yogini period' }),
    ),
    charaVariant: Type.Optional(
      Type.Enum(['knr', 'pvr', 'knr-jhora'], {
        default: 'knr',
        description:
          'Chara dasha profile: knr (CHARA.KNR, K. N. Rao, default); pvr (CHARA.PVR, P. V. R. Narasimha Rao: from the lagna as Jagannatha Hora, two cycles, no exaltation year); knr-jhora (CHARA.KNR_JHORA: K. N. Rao counting with Jagannatha Hora\'s conventions for Scorpio and Aquarius — nodes exalted in Taurus/Gemini and Scorpio/Sagittarius, lagna counted as a conjunction, raw node degrees — reproducing Jagannatha Hora/PyJHora)',
      }),
    ),
    kp: Type.Optional(Type.Boolean({ default: false, description: 'Add the kp block: KP sign, star, sub and sub-sub lords of the ascendant and nine grahas (KP ayanamsha)' })),
    strength: Type.Optional(Type.Boolean({ default: false, description: 'Add the strength block: shadbala, bhava bala, vimshopaka and harsha bala, and ashtakavarga sodhana, pindas and kakshas (the result of POST /v2/calculations/shadbala)' })),
    ...includeRequestProperty,
  },
  {
    additionalProperties: false,
    description:
      'A birth moment and the chart settings (design §1.1), the dasha year length and the Yogini and Chara dasha options. Advanced evidence computed from the same natal chart as kundli; it never alters the kundli result.',
  },
);

const Dms = Type.String({ description: 'The angle as degrees, minutes and whole seconds, e.g. 12°34\'56" (rounded to the nearest second, never into the next sign)' });
const Angle = Type.Object({
  longitude: Type.Number({ description: 'Sidereal longitude, degrees [0, 360)' }),
  dms: Dms,
});

const BhavaCusp = Type.Object({
  house: Type.Integer({ minimum: 1, maximum: 12 }),
  start: Angle,
  middle: Type.Object({ ...Angle.properties }, { description: 'Bhava madhya (for Placidus, Koch and Porphyry the midpoint of the span)' }),
  end: Angle,
  rashi: NamedEntity,
  lord: NamedEntity,
});

const DrishtiRow = Type.Object({
  graha: NamedEntity,
  aspect: Type.Integer({ minimum: 3, maximum: 10, description: 'House counted from the graha\'s sign (its own sign = 1): 7 for every graha; Mars 4, 8; Jupiter 5, 9; Saturn 3, 10' }),
  targetHouse: Type.Integer({ minimum: 1, maximum: 12, description: 'The aspected sign as a house from the lagna' }),
  targetRashi: NamedEntity,
  aspectedGrahas: Type.Array(NamedEntity, { description: 'Grahas standing in the aspected sign' }),
});

const AspectStrength = Type.Object({
  from: NamedEntity,
  to: NamedEntity,
  houseCount: Type.Integer({ minimum: 1, maximum: 12, description: 'Sign distance from the aspecting graha to the aspected one (1 = same sign)' }),
  fraction: Type.Number({ description: 'BPHS 26 fraction of a full aspect: 0, 0.25, 0.5, 0.75 or 1' }),
  virupas: Type.Number({ description: 'fraction × 60' }),
});

const AvReference = Type.Enum([...avReferences]);
const BhinnaSign = Type.Object({
  rashi: NamedEntity,
  house: Type.Integer({ minimum: 1, maximum: 12, description: 'The sign as a house from the lagna' }),
  bindus: Type.Integer({ minimum: 0, maximum: 8 }),
  contributors: Type.Array(AvReference, { description: 'The references (of Sun … Saturn and lagna) that gave this sign a bindu' }),
});
const BhinnaRegister = Type.Object({
  graha: NamedEntity,
  total: Type.Integer(),
  bindus: Type.Array(Type.Integer(), { minItems: 12, maxItems: 12, description: 'Bindus by sign, Aries first' }),
  signs: Type.Array(BhinnaSign, { minItems: 12, maxItems: 12 }),
});
const SarvaSign = Type.Object({
  rashi: NamedEntity,
  house: Type.Integer({ minimum: 1, maximum: 12 }),
  bindus: Type.Integer({ minimum: 0, maximum: 56 }),
  strength: Type.Enum(['strong', 'average', 'weak'], { description: 'AV.SAV_28: ≥ 28 strong, 25–27 average, < 25 weak' }),
  strengthName: Bilingual,
});

const DignityId = Type.Enum(['exalted', 'moolatrikona', 'own', 'friend', 'neutral', 'enemy', 'debilitated']);
const SignDegree = Type.Object({ rashi: NamedEntity, degree: Type.Number({ description: 'Degrees within the sign' }) });

const UcchaRow = Type.Object({
  graha: NamedEntity,
  longitude: Type.Number(),
  dms: Dms,
  rashi: NamedEntity,
  deepExaltationLongitude: Type.Number(),
  deepDebilitationLongitude: Type.Number(),
  distanceFromDebilitation: Type.Number({ description: 'Shortest arc from the deep-debilitation point, degrees 0–180' }),
  virupas: Type.Number({ description: 'Uchcha bala: distance / 3, 0–60 virupas (a virupa is a shashtiamsa, 1/60 rupa)' }),
  rupas: Type.Number({ description: 'virupas / 60' }),
});

const DignitySummary = Type.Object({
  graha: NamedEntity,
  ownRashis: Type.Array(NamedEntity),
  exaltation: SignDegree,
  debilitation: SignDegree,
  moolatrikona: Type.Object({ rashi: NamedEntity, fromDegree: Type.Number(), toDegree: Type.Number() }),
  current: Type.Object({ rashi: NamedEntity, dignity: DignityId, name: Bilingual }),
});

const Ymd = Type.Object({ years: Type.Integer(), months: Type.Integer(), days: Type.Integer() }, { description: 'Whole years, months of Y/12 days and days (rounded)' });

const periodFields = {
  lord: NamedEntity,
  start: Moment,
  end: Moment,
  durationDays: Type.Number(),
  beforeBirth: Type.Boolean({ description: 'The period ended at or before birth (it is shown because its parent runs at birth)' }),
};
const Prana = Type.Object(periodFields);
const Sookshma = Type.Object({ ...periodFields, pranas: Type.Optional(Type.Array(Prana, { minItems: 9, maxItems: 9, description: 'dashaDepth 5, inside the expanded mahadasha' })) });
const Pratyantardasha = Type.Object({
  ...periodFields,
  sookshmas: Type.Optional(Type.Array(Sookshma, { minItems: 9, maxItems: 9, description: 'dashaDepth 4 or 5, inside the expanded mahadasha' })),
});
const Antardasha = Type.Object({
  ...periodFields,
  pratyantardashas: Type.Optional(Type.Array(Pratyantardasha, { minItems: 9, maxItems: 9, description: 'dashaDepth ≥ 3 (default)' })),
});
const Mahadasha = Type.Object({
  ...periodFields,
  years: Type.Number({ description: 'Full length of the mahadasha in dasha years' }),
  antardashas: Type.Optional(Type.Array(Antardasha, { minItems: 9, maxItems: 9, description: 'dashaDepth ≥ 2 (default 3)' })),
});

const Balance = Type.Object({
  lord: NamedEntity,
  years: Type.Number({ description: 'Dasha years still to run at birth' }),
  days: Type.Number(),
  ymd: Ymd,
});

const Vimshottari = Type.Object({
  methodId: Type.String({ description: 'VIM.MOON (default); VIM.LAGNA, VIM.SUN … VIM.KETU, VIM.KSHEMA, VIM.UTPANNA or VIM.ADHANA with dashaSeed' }),
  yearDays: Type.Number(),
  yearMethodId: Type.String(),
  moon: Type.Object({
    longitude: Type.Number(),
    nakshatra: NamedEntity,
    fractionElapsed: Type.Number({ description: 'Part of the janma nakshatra already crossed at birth, [0, 1)' }),
  }),
  balanceAtBirth: Balance,
  mahadashas: Type.Array(Mahadasha, { minItems: 9, maxItems: 27, description: 'Nine mahadashas from the one running at birth (which began before birth), 120 years; with tribhagi (dashaVariantsFor) 27 thirds' }),
  seed: Type.Optional(SeedBlock),
  deepMahadashaIndex: Type.Optional(Type.Integer({ minimum: 0, maximum: 26, description: 'dashaDepth 4–5: the mahadasha (0-based) whose sookshma and prana dashas are listed' })),
  running: Type.Optional(Running),
  variants: Type.Optional(MainDashaVariants),
});

const YoginiAntardasha = Type.Object({ id: Type.String(), name: Bilingual, ...periodFields });
const YoginiPeriod = Type.Object({
  id: Type.String({ description: 'Yogini id: mangala, pingala, dhanya, bhramari, bhadrika, ulka, siddha, sankata' }),
  name: Bilingual,
  ...periodFields,
  years: Type.Number({ description: 'Dasha years of the period lived from birth: the balance for the first period, the full length for the others' }),
  fullYears: Type.Number({ description: 'The yogini\'s nominal length, 1–8 years (a third of it with tribhagi)' }),
  antardashas: Type.Optional(Type.Array(YoginiAntardasha, { minItems: 8, maxItems: 8, description: 'Present when yoginiIncludeAntardashas is true' })),
});
const Yogini = Type.Object({
  methodId: Type.Literal('YOGINI.STD'),
  antardashaMethodId: Type.String(),
  yearDays: Type.Number(),
  yearMethodId: Type.String(),
  balanceAtBirth: Type.Object({ ...Balance.properties, yogini: Type.Object({ id: Type.String(), name: Bilingual }) }),
  periods: Type.Array(YoginiPeriod, { minItems: 8, maxItems: 96, description: 'From the yogini running at birth: eight periods per cycle, yoginiCycles cycles (default 1); with tribhagi (dashaVariantsFor) three times as many thirds' }),
  seed: Type.Optional(SeedBlock),
  running: Type.Optional(Running),
  variants: Type.Optional(MainDashaVariants),
});

const CharaAntardasha = Type.Object({ rashi: NamedEntity, start: Moment, end: Moment, durationDays: Type.Number() });
const CharaPeriod = Type.Object({
  cycle: Type.Integer({ minimum: 1, maximum: 2 }),
  rashi: NamedEntity,
  lord: NamedEntity,
  lordRashi: NamedEntity,
  lordRule: Type.String({ description: 'How the lord was chosen: sign-lord, or a rule of STRONGER.JAIMINI_CHAIN for Scorpio and Aquarius' }),
  lordRuleName: Bilingual,
  count: Type.Integer({ description: 'Count from the sign to its lord\'s sign, inclusive' }),
  adjustment: Type.Integer({ description: '+1 exalted lord, −1 debilitated lord (KNR), else 0' }),
  years: Type.Number(),
  start: Moment,
  end: Moment,
  durationDays: Type.Number(),
  antardashas: Type.Array(CharaAntardasha, { minItems: 12, maxItems: 12 }),
});
const Chara = Type.Object({
  methodId: Type.String(),
  profile: Type.Object({
    id: Type.Enum(['knr', 'pvr', 'knr-jhora']),
    name: Bilingual,
    flags: Type.Object({
      seed: Type.String(),
      exaltAdjust: Type.Boolean(),
      cycles: Type.Integer(),
      adStart: Type.String(),
    }),
    coLordMethodId: Type.String(),
  }),
  yearDays: Type.Number(),
  yearMethodId: Type.String(),
  seedRashi: NamedEntity,
  direction: Type.Enum(['forward', 'backward']),
  periods: Type.Array(CharaPeriod, { minItems: 12, maxItems: 12, description: 'The twelve sign periods of the first cycle, from birth' }),
  secondCycle: Type.Array(CharaPeriod, { minItems: 12, maxItems: 12, description: 'The second cycle: 12 − first-cycle years each (zero-length periods kept)' }),
  running: Type.Optional(Running),
});

const ReadingFact = Type.Object({
  ruleId: Type.Enum([...readingRuleIds]),
  fact: Bilingual,
  direction: Type.Enum(['supportive', 'challenging', 'neutral']),
  weight: Type.Integer({ minimum: 1, maximum: 3 }),
});

const DashaContext = Type.Object({
  lords: Type.Array(Type.Object({ graha: NamedEntity, relevance: Type.Enum(['house-lord', 'occupant']) })),
  periods: Type.Array(
    Type.Object({
      level: Type.Literal('mahadasha'),
      lord: NamedEntity,
      relevance: Type.Enum(['house-lord', 'occupant']),
      start: Moment,
      end: Moment,
      runningAtBirth: Type.Boolean(),
    }),
  ),
  summary: Bilingual,
});

const Topic = Type.Object({
  id: Type.Enum([...readingTopicIds]),
  house: Type.Integer({ minimum: 1, maximum: 12 }),
  title: Bilingual,
  rashi: NamedEntity,
  lord: NamedEntity,
  sections: Type.Array(
    Type.Object({ id: Type.String(), title: Bilingual, text: Bilingual }),
    { minItems: 6, maxItems: 6, description: 'overview, house-sign, lord, occupants, aspects, ashtakavarga' },
  ),
  facts: Type.Array(ReadingFact),
  balance: Type.Object({ supportive: Type.Integer(), challenging: Type.Integer() }, { description: 'Summed weights of the supportive and challenging facts' }),
  reconciliation: Type.Union([Bilingual, Type.Null()], { description: 'Weighs facts that pull in opposite directions; null when they do not' }),
  dashaContext: Type.Union([DashaContext, Type.Null()]),
  traditionalUpaya: Type.Null({ description: 'Always null: no remedies are prescribed' }),
});

export const KundliAdvancedResult = Type.Object({
  bhavaCusps: Type.Object({
    houseSystem: Type.String(),
    methodId: Type.String(),
    cusps: Type.Array(BhavaCusp, { minItems: 12, maxItems: 12 }),
  }),
  grahaDrishti: Type.Object({
    methodId: Type.Literal('DRISHTI.BPHS_SIGN'),
    rows: Type.Array(DrishtiRow, { minItems: 13, maxItems: 13 }),
    aspectStrengths: Type.Object({
      methodId: Type.Literal('DRISHTI.BPHS_SIGN'),
      basis: Type.Literal('sign', { description: 'Sign-to-sign BPHS 26 fractions; not the longitude-based sphuta drishti' }),
      unit: Type.Literal('virupa'),
      nodesMethodId: Type.Literal('DRISHTI.NODES_7'),
      rows: Type.Array(AspectStrength, { description: 'Each of Sun … Saturn towards each of the other eight grahas' }),
    }),
  }),
  ashtakavarga: Type.Object({
    methodId: Type.String(),
    bhinna: Type.Array(BhinnaRegister, { minItems: 7, maxItems: 7 }),
    sarva: Type.Object({
      total: Type.Integer(),
      bindus: Type.Array(Type.Integer(), { minItems: 12, maxItems: 12 }),
      strengthMethodId: Type.Literal('AV.SAV_28'),
      signs: Type.Array(SarvaSign, { minItems: 12, maxItems: 12 }),
    }),
    checks: Type.Object({
      bhinnaTotals: Type.Object(
        Object.fromEntries(sevenGrahaIds.map((g) => [g, Type.Integer()])),
        { description: 'Bindus of each Bhinna register; always 48, 49, 39, 54, 56, 52, 39' },
      ),
      sarvaTotal: Type.Integer(),
      passed: Type.Boolean(),
    }),
  }),
  ucchaBala: Type.Object({
    methodId: Type.Literal('UCHCHA.BPHS'),
    rows: Type.Array(UcchaRow, { minItems: 7, maxItems: 7 }),
    dignities: Type.Array(DignitySummary, { minItems: 7, maxItems: 7 }),
  }),
  dashas: Type.Object({
    vimshottari: Vimshottari,
    yogini: Yogini,
    chara: Chara,
    runningAt: Type.Optional(Type.Object({ ...Moment.properties }, { description: 'The instant of runningAt, when given' })),
    ...(Object.fromEntries(dashaSystemKeys.map((k) => [k, Type.Optional(DashaSystemBlock)])) as Record<(typeof dashaSystemKeys)[number], ReturnType<typeof Type.Optional<typeof DashaSystemBlock>>>),
  }),
  natalReadings: Type.Object({
    note: Bilingual,
    topics: Type.Array(Topic, { minItems: 9, maxItems: 9 }),
  }),
  kp: Type.Optional(KpLordsBlock),
  strength: Type.Optional(StrengthBlock),
});

const full = KundliAdvancedResult.properties;

/**
 * The published result (routes, OpenAPI, the response check): the same fields, with the six
 * sections optional because a request's `include` list may leave them out (`include.ts`).
 * Without `include` every section is given, so the default shape and bytes are unchanged.
 * `KundliAdvancedResult` (every section required) stays the type the presenter builds.
 */
export const KundliAdvancedPublishedResult = Type.Object(
  {
    bhavaCusps: Type.Optional(full.bhavaCusps),
    grahaDrishti: Type.Optional(full.grahaDrishti),
    ashtakavarga: Type.Optional(full.ashtakavarga),
    ucchaBala: Type.Optional(full.ucchaBala),
    dashas: Type.Optional(full.dashas),
    natalReadings: Type.Optional(full.natalReadings),
    kp: full.kp,
    strength: full.strength,
  },
  {
    description:
      'Every section (bhavaCusps, grahaDrishti, ashtakavarga, ucchaBala, dashas, natalReadings) is given unless the request\'s include list leaves it out; kp and strength only when asked for.',
  },
);
