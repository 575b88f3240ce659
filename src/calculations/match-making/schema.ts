/**
 * Request and result schemas of match making (design §3: `{ bride: BM, groom: BM, ayanamsha }`).
 * One request schema, MatchMakingRequest, serves the basic and the advanced endpoints.
 */
import Type from 'typebox';
import { ayanamshaIds } from '../../astro/ayanamsha.ts';
import { AyanamshaField, Bilingual, NamedEntity, NodeTypeField, PositionsField, birthMomentProperties } from '../../contract/common.ts';
import { kootaIds } from '../../jyotish/match/ashtakoota/ashtakoota.ts';
import { ashtakootaBands } from '../../jyotish/match/ashtakoota/bands.ts';
import { poruthamIds } from '../../jyotish/match/porutham/rules.ts';

/** One partner: the birth moment (design §1.1) plus the node and position settings. */
export const MatchPartner = Type.Object(
  {
    ...birthMomentProperties,
    ayanamsha: Type.Optional(
      Type.Enum([...ayanamshaIds], {
        description:
          'Accepted so a stored birth moment can be sent unchanged, but both charts use one zodiac: if given it must equal the top-level ayanamsha (or, when that is omitted, the other partner\'s). Otherwise 422.',
      }),
    ),
    nodeType: Type.Optional(NodeTypeField),
    positions: Type.Optional(PositionsField),
  },
  { additionalProperties: false, description: 'A partner\'s birth moment (design §1.1) with the optional node and position settings.' },
);

export const MatchVariantsField = Type.Object(
  {
    varna: Type.Optional(Type.Enum(['mc', 'saravali'], { default: 'mc', description: 'Varna list: mc (VARNA.MC: water Brahmin, fire Kshatriya, earth Vaishya, air Shudra) or saravali (VARNA.SARAVALI: earth and air swapped, as in PyJHora)' })),
    vashya: Type.Optional(Type.Enum(['standard', 'vanachara-zero', 'saravali'], { default: 'standard', description: 'Vashya table: standard (VASHYA.MC, matching.md §1.2), vanachara-zero (VASHYA.VANACHARA_ZERO: Vanachara groom row 0 0 1 2 0) or saravali (VASHYA.SARAVALI: the non-symmetric saravali.de table PyJHora uses)' })),
    yoniHorseDeer: Type.Optional(Type.Union([Type.Literal(3), Type.Literal(1)], { default: 3, description: 'Yoni Horse–Deer cell: 3 (YONI.MC) or 1 (YONI.HORSE_DEER_1, PyJHora)' })),
    gana: Type.Optional(Type.Enum(['standard', 'pyjhora'], { default: 'standard', description: 'Gana table: standard (GANA.MC) or pyjhora (GANA.PYJHORA: Deva–Manushya cells transposed, Rakshasa groom with Deva bride 0)' })),
    nadiException: Type.Optional(Type.Enum(['standard', 'with-pada'], { default: 'standard', description: 'Nadi dosha exceptions: standard (MATCH.EXC_STD: N1, N2) or with-pada (adds NADI_EXC.PADA: same star and sign, different padas)' })),
    poruthamDina: Type.Optional(Type.Enum(['standard', 'tamil'], { default: 'standard', description: 'Dina porutham counts: standard (DINA.STD) or tamil (DINA.TAMIL: also 17, 21, 25)' })),
    streeDeergha: Type.Optional(Type.Union([Type.Literal(13), Type.Literal(7)], { default: 13, description: 'Stree deergha passes above 13 (SD.13) or above 7 (SD.7)' })),
    poruthamYoni: Type.Optional(Type.Enum(['standard', 'serpent-rat'], { default: 'standard', description: 'Yoni porutham enemies: the seven pairs (PYONI.STD) or also Serpent–Rat (PYONI.SERPENT_RAT, South Indian)' })),
    vedha: Type.Optional(Type.Enum(['pairs', 'sum'], { default: 'pairs', description: 'Vedha porutham: pairs (VEDHA.PAIRS, the classical list 1–18, 2–17, 3–16, 4–15, 6–22, 7–21, 8–20, 9–19, 10–27, 11–26, 12–25, 13–24 and 5–14–23) or sum (VEDHA.SUM_19_28_37: star numbers summing to 19, 28 or 37, as PyJHora)' })),
    poruthamMinimum: Type.Optional(Type.Enum(['standard', 'tn-min'], { default: 'standard', description: 'Porutham verdict: Rajju and Vedha mandatory (DASHA.VERDICT_STD) or Rajju, Dina, Gana, Rasi and Yoni all required (DASHA.TN_MIN)' })),
    manglik: Type.Optional(Type.Enum(['lagna-moon', 'north', 'lagna-only'], { default: 'lagna-moon', description: 'Manglik houses: lagna-moon (MANGLIK.L_M_124_78_12), north (MANGLIK.NORTH_1_4_7_8_12, no 2nd house) or lagna-only (MANGLIK.LAGNA_ONLY)' })),
  },
  {
    additionalProperties: false,
    description: 'Opt-in variants for the table cells where sources disagree (matching.md); every selected method id is echoed in `method`. Omit for the defaults.',
  },
);

export const MatchMakingRequest = Type.Object(
  {
    bride: MatchPartner,
    groom: MatchPartner,
    ayanamsha: Type.Optional(AyanamshaField),
    variants: Type.Optional(MatchVariantsField),
  },
  {
    additionalProperties: false,
    description:
      'The two births (design §3). The top-level ayanamsha applies to both charts; a partner\'s own ayanamsha, if sent, must agree with it. Bride and groom are explicit, so the directional rules (varna, vashya, gana, dina, stree deergha, rasi, vasya, papasamya) are read in that orientation.',
  },
);

const Attribute = Type.Object({ id: Type.String(), name: Bilingual });

const PartnerMoon = Type.Object({
  longitude: Type.Number({ description: 'Sidereal longitude of the Moon, degrees [0, 360)' }),
  degreeInRashi: Type.Number({ description: 'Degrees within the sign, [0, 30)' }),
  rashi: NamedEntity,
  rashiLord: NamedEntity,
  nakshatra: NamedEntity,
  pada: Type.Integer({ minimum: 1, maximum: 4 }),
  nakshatraLord: NamedEntity,
});

const PartnerAttributes = Type.Object(
  { varna: Attribute, vashya: Attribute, yoni: Attribute, gana: Attribute, nadi: Attribute },
  { description: 'The Moon attributes the kootas compare (varna and vashya under the selected variants)' },
);

export const Partner = Type.Object({ moon: PartnerMoon, attributes: PartnerAttributes });

const Koota = Type.Object({
  id: Type.Enum([...kootaIds]),
  index: Type.Integer({ minimum: 1, maximum: 8 }),
  name: Bilingual,
  bride: Attribute,
  groom: Attribute,
  points: Type.Number({ description: 'Raw points (never changed by a cancelled dosha)' }),
  maximum: Type.Number(),
  methodId: Type.String(),
  count: Type.Optional(
    Type.Object(
      {
        unit: Type.Enum(['nakshatra', 'sign']),
        brideToGroom: Type.Integer({ description: 'Inclusive count from the bride\'s star/sign to the groom\'s (same = 1)' }),
        groomToBride: Type.Integer(),
      },
      { description: 'Tara and bhakoot: the counts the koota reads' },
    ),
  ),
  relation: Type.Optional(
    Type.Object(
      {
        brideLordToGroomLord: Type.Union([Type.Enum(['friend', 'neutral', 'enemy']), Type.Null()]),
        groomLordToBrideLord: Type.Union([Type.Enum(['friend', 'neutral', 'enemy']), Type.Null()]),
      },
      { description: 'Graha maitri: the natural relationships (REL.BPHS) each way; null when one graha rules both signs' },
    ),
  ),
  explanation: Bilingual,
});

const ExceptionRule = Type.Object({
  id: Type.String({ description: 'N1, N2, N3, B1 or B2' }),
  ruleId: Type.String(),
  name: Bilingual,
  condition: Bilingual,
  source: Bilingual,
});

const Dosha = Type.Object({
  id: Type.Enum(['nadi', 'bhakoot']),
  present: Type.Boolean({ description: 'The koota scored 0' }),
  cancelled: Type.Boolean(),
  cancelledBy: Type.Array(ExceptionRule),
  restoredPoints: Type.Number({ description: 'Points the adjusted total adds back (the koota maximum when cancelled)' }),
  explanation: Bilingual,
});

const bandIds = ashtakootaBands.map((b) => b.id);
const Band = Type.Object({
  id: Type.Enum(bandIds),
  name: Bilingual,
  minimumPoints: Type.Number(),
  maximumPoints: Type.Number(),
});
const Verdict = Type.Object({ ...Band.properties, explanation: Bilingual });

export const AshtakootaResult = Type.Object({
  methodId: Type.Literal('ASHTA.NORTH'),
  kootas: Type.Array(Koota, { minItems: 8, maxItems: 8 }),
  total: Type.Number({ description: 'Sum of the raw koota points, 0–36' }),
  maximum: Type.Literal(36),
  verdict: Verdict,
  doshas: Type.Object({ nadi: Dosha, bhakoot: Dosha }),
  adjustedTotal: Type.Number({ description: 'Total with the full points of every cancelled dosha restored (MATCH.EXC_STD)' }),
  adjustedVerdict: Verdict,
  bands: Type.Array(Band, { description: 'The declared thresholds (ASHTA.BANDS)' }),
  summary: Bilingual,
});

export const Advisory = Type.Object({
  reviewOnly: Type.Literal(true),
  note: Bilingual,
});

export const MatchMakingResult = Type.Object({
  bride: Partner,
  groom: Partner,
  ashtakoota: AshtakootaResult,
  advisory: Advisory,
});

// ---- advanced

const PartnerAdvanced = Type.Object({
  ...Partner.properties,
  lagna: Type.Object({ longitude: Type.Number(), rashi: NamedEntity, rashiLord: NamedEntity }),
});

const Porutham = Type.Object({
  id: Type.Enum([...poruthamIds]),
  index: Type.Integer({ minimum: 1, maximum: 10 }),
  name: Bilingual,
  pass: Type.Boolean(),
  points: Type.Integer({ minimum: 0, maximum: 1 }),
  mandatory: Type.Boolean({ description: 'Required by the selected verdict rule' }),
  countFromBride: Type.Optional(Type.Integer({ description: 'Star count (dina, mahendra, stree deergha) or sign count (rasi) from the bride to the groom' })),
  bride: Type.Optional(Attribute),
  groom: Type.Optional(Attribute),
  explanation: Bilingual,
});

const DashakootaResult = Type.Object({
  methodId: Type.Literal('DASHA.SOUTH'),
  poruthams: Type.Array(Porutham, { minItems: 10, maxItems: 10 }),
  score: Type.Integer({ minimum: 0, maximum: 10 }),
  maximum: Type.Literal(10),
  minimumRule: Type.Enum(['DASHA.VERDICT_STD', 'DASHA.TN_MIN']),
  mandatoryFailed: Type.Array(Type.Enum([...poruthamIds])),
  minimumMet: Type.Boolean(),
  verdict: Type.Object({ id: Type.Enum(['good', 'average', 'poor', 'not-recommended']), name: Bilingual, explanation: Bilingual }),
});

const ManglikReference = Type.Object({
  reference: Type.Enum(['lagna', 'moon', 'venus']),
  rashi: NamedEntity,
  marsHouse: Type.Integer({ minimum: 1, maximum: 12 }),
  afflicted: Type.Boolean({ description: 'Mars is in a dosha house from this reference' }),
  decides: Type.Boolean({ description: 'This reference decides the verdict under the house rule (Venus never does)' }),
});

const ManglikCancellation = Type.Object({
  id: Type.Enum(['C1', 'C2', 'C3', 'C4', 'C5']),
  ruleId: Type.String(),
  name: Bilingual,
  covers: Type.Array(Type.Enum(['lagna', 'moon']), { description: 'The afflicted references it cancels (C2 is house-specific)' }),
  explanation: Bilingual,
});

const PartnerManglik = Type.Object({
  status: Type.Enum(['not-manglik', 'manglik', 'cancelled']),
  statusName: Bilingual,
  present: Type.Boolean({ description: 'Mars in a dosha house from a deciding reference, before cancellations' }),
  cancelled: Type.Boolean(),
  effective: Type.Boolean({ description: 'Present and not cancelled: counts as manglik for the match' }),
  severity: Type.Integer({ minimum: 0, maximum: 3, description: 'References (Lagna, Moon, Venus) with Mars in a dosha house' }),
  houseRuleId: Type.String(),
  houses: Type.Array(Type.Integer()),
  marsRashi: NamedEntity,
  fromLagna: ManglikReference,
  fromMoon: ManglikReference,
  fromVenus: ManglikReference,
  cancellations: Type.Array(ManglikCancellation),
  explanation: Bilingual,
});

const ManglikResult = Type.Object({
  bride: PartnerManglik,
  groom: PartnerManglik,
  compatibility: Type.Object({
    methodId: Type.Literal('MANGLIK.MATCH_STD'),
    outcome: Type.Enum(['no-dosha', 'mutually-balanced', 'balanced-by-partner', 'dosha']),
    name: Bilingual,
    compatible: Type.Boolean(),
    balancedByPartner: Type.Boolean(),
    manglikPartner: Type.Union([Type.Enum(['bride', 'groom']), Type.Null()]),
    balancers: Type.Array(
      Type.Object({ graha: NamedEntity, reference: Type.Enum(['lagna', 'moon']), house: Type.Integer({ minimum: 1, maximum: 12 }) }),
      { description: 'Saturn, Rahu or Ketu in 1, 2, 4, 7, 8 or 12 from the non-manglik partner\'s Lagna or Moon' },
    ),
    ruleIds: Type.Array(Type.String(), { description: 'Every rule id the comparison used' }),
    explanation: Bilingual,
  }),
  cancellationSource: Bilingual,
});

const PapaTotal = Type.Object({
  total: Type.Number(),
  byReference: Type.Object({ lagna: Type.Number(), moon: Type.Number(), venus: Type.Number() }),
  placements: Type.Array(
    Type.Object({
      graha: NamedEntity,
      reference: Type.Enum(['lagna', 'moon', 'venus']),
      house: Type.Integer({ minimum: 1, maximum: 12 }),
      points: Type.Number(),
    }),
  ),
});

const PapasamyaResult = Type.Object({
  methodId: Type.Literal('PAPASAMYA.EQUAL_POINTS_LMV'),
  rule: Bilingual,
  source: Bilingual,
  malefics: Type.Array(NamedEntity),
  houses: Type.Array(Type.Integer()),
  weights: Type.Object({ lagna: Type.Number(), moon: Type.Number(), venus: Type.Number() }),
  bride: PapaTotal,
  groom: PapaTotal,
  difference: Type.Number({ description: 'Groom\'s total minus the bride\'s' }),
  acceptable: Type.Boolean({ description: 'The groom\'s total is at least the bride\'s' }),
  explanation: Bilingual,
});

export const MatchMakingAdvancedResult = Type.Object({
  bride: PartnerAdvanced,
  groom: PartnerAdvanced,
  ashtakoota: AshtakootaResult,
  dashakoota: DashakootaResult,
  manglik: ManglikResult,
  papasamya: PapasamyaResult,
  advisory: Advisory,
});
