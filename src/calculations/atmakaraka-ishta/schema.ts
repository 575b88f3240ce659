import Type from 'typebox';
import { Bilingual, NamedEntity, SunriseField } from '../../contract/common.ts';
import { natalChartProperties } from '../shared/natal.ts';

/** Shared by /atmakaraka-ishta and /jaimini-foundations (spec §4.1: the same request schema). */
export const AtmakarakaIshtaRequest = Type.Object(
  {
    ...natalChartProperties,
    karakaScheme: Type.Optional(
      Type.Union([Type.Literal(8), Type.Literal(7)], {
        default: 8,
        description: 'Chara karaka scheme: 8 (KARAKA.8, default: Sun … Saturn and Rahu, Rahu counted as 30° − d) or 7 (KARAKA.7: Sun … Saturn)',
      }),
    ),
    sunrise: Type.Optional(SunriseField),
  },
  {
    additionalProperties: false,
    description: 'A birth moment and the chart settings (design §1.1), the chara karaka scheme, and the sunrise definition (used by jaimini-foundations for the hora and ghati lagnas).',
  },
);

export const KarakaRow = Type.Object({
  role: Type.Enum(['AK', 'AmK', 'BK', 'MK', 'PiK', 'PK', 'GK', 'DK']),
  roleName: Bilingual,
  rank: Type.Integer({ minimum: 1, maximum: 8 }),
  graha: NamedEntity,
  sourceName: Type.String({ description: 'The graha’s English name' }),
  rashi: NamedEntity,
  degreeInRashi: Type.Number({ description: 'Degrees within the sign' }),
  karakaDegrees: Type.Number({ description: 'Degrees used for ranking: d, or 30 − d for Rahu' }),
  dms: Type.String({ description: 'karakaDegrees as degrees, minutes, seconds' }),
  tie: Type.Boolean({ description: 'Equal ranking degrees to the arc-second with another graha (broken by natural strength)' }),
});

export const Atmakaraka = Type.Object({
  sourceName: Type.String({ description: 'English name of the Atmakaraka graha, e.g. "Mercury"' }),
  id: Type.String(),
  index: Type.Integer(),
  name: Bilingual,
  rashi: NamedEntity,
  degreeInRashi: Type.Number(),
  karakaDegrees: Type.Number(),
  dms: Type.String(),
  navamsaRashi: NamedEntity,
});

export const Karakamsa = Type.Object({
  rashi: NamedEntity,
  methodId: Type.Literal('KARAKAMSA.D9'),
  grahasInNavamsa: Type.Array(NamedEntity, { description: 'Grahas in the karakamsa sign in the D9' }),
  inRashiChart: Type.Object(
    {
      methodId: Type.Literal('KARAKAMSA.IN_RASI'),
      houseFromLagna: Type.Integer({ minimum: 1, maximum: 12 }),
      grahas: Type.Array(NamedEntity, { description: 'Grahas in that sign in the D1' }),
    },
    { description: 'Variant: the same sign read in the rashi chart (never mixed with the D9 reading)' },
  ),
});

export const IshtaIndicator = Type.Object({
  indicatorOnly: Type.Literal(true, { description: 'A traditional correspondence for review, not a deity verdict' }),
  variant: Type.Literal('ISHTA.JAIMINI'),
  otherVariants: Type.Array(Type.String(), { description: 'Variants reported alongside (ISHTA.AVATARA)' }),
  rashi: NamedEntity,
  houseFromKarakamsa: Type.Literal(12),
  step: Type.Enum(['occupant', 'aspecting', 'lord'], { description: 'occupant: grahas in the sign (D9); aspecting: none there, grahas aspecting it by rashi drishti; lord: neither, its lord' }),
  candidates: Type.Array(
    Type.Object({
      graha: NamedEntity,
      strength: Type.Enum(['exalted', 'own', 'friendly', 'other'], { description: 'Sign-based strength in the D9' }),
      degreeInNavamsaRashi: Type.Number({ description: 'Tie-break: degrees within the D9 sign (nodes 30 − d)' }),
    }),
    { description: 'The grahas considered at the deciding step, strongest first' },
  ),
  graha: NamedEntity,
  deity: Type.Object({ id: Type.String(), name: Bilingual, table: Type.Literal('ISHTA.JAIMINI') }),
  avatara: Type.Object({ id: Type.String(), name: Bilingual, table: Type.Literal('ISHTA.AVATARA') }),
  explanation: Bilingual,
  boundary: Bilingual,
});

/** The result fields of the shared Jaimini core; jaimini-foundations spreads them before its own. */
export const karakaCoreResultProperties = {
  reviewOnly: Type.Literal(true),
  disclaimer: Bilingual,
  scheme: Type.Object({ karakas: Type.Union([Type.Literal(7), Type.Literal(8)]), methodId: Type.String(), name: Bilingual }),
  karakas: Type.Array(KarakaRow, { description: 'AK first' }),
  karakaTie: Type.Boolean({ description: 'Some ranking degrees were equal to the arc-second' }),
  atmakaraka: Atmakaraka,
  karakamsa: Karakamsa,
  ishta: IshtaIndicator,
};

export const AtmakarakaIshtaResult = Type.Object(karakaCoreResultProperties);
