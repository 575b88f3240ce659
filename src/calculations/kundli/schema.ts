import Type from 'typebox';
import { Bilingual, ChartLanguageField, ChartStyleField, NamedEntity } from '../../contract/common.ts';
import { allDivisions, divisionVariants } from '../../jyotish/chart/divisions.ts';
import { natalChartProperties } from '../shared/natal.ts';

/** One optional key per division with more than one served rule (docs/methods/dashas-more.md §V). */
const VargaVariants = Type.Object(
  Object.fromEntries(
    allDivisions
      .filter((d) => divisionVariants[d].length > 1)
      .map((d) => [
        `D${d}`,
        Type.Optional(
          Type.Enum([...(divisionVariants[d] as readonly string[])], {
            default: divisionVariants[d][0],
            description: `Rule of D${d}; the first value (${divisionVariants[d][0]}) is the default`,
          }),
        ),
      ]),
  ),
  {
    additionalProperties: false,
    description:
      'The rule of each divisional chart where traditions differ (parashara = BPHS; parivritti-cyclic, parivritti-even-reverse and somanatha for any division; named special rules such as raman, kashinatha, jagannatha, kalachakra, rangacharya). Each chart names its variant and method id. vargaVariants.D2 and horaVariant must agree when both are given.',
    examples: [{ D2: 'parivritti', D9: 'krishna-mishra', D60: 'from-aries' }],
  },
);

export const KundliRequest = Type.Object(
  {
    ...natalChartProperties,
    vargas: Type.Optional(
      Type.Array(Type.Enum([...allDivisions]), {
        uniqueItems: true,
        maxItems: allDivisions.length,
        description:
          'Divisional charts to add, by division number: the Shodashavarga of BPHS ch. 6–7 (1, 2, 3, 4, 7, 9, 10, 12, 16, 20, 24, 27, 30, 40, 45, 60) and the other divisions of Jagannatha Hora (5, 6, 8, 11, 81, 108, 144, 150); each at most once. D1, the Bhava chart and D9 are always returned.',
        examples: [[2, 3, 10]],
      }),
    ),
    vargaVariants: Type.Optional(VargaVariants),
    horaVariant: Type.Optional(
      Type.Enum(['parashara', 'parivritti'], {
        default: 'parashara',
        description:
          'Rule of the hora chart (D2): parashara (VARGA.PARASHARA, default: Sun\'s hora Leo, Moon\'s hora Cancer) or parivritti (VARGA.D2_PARIVRITTI: halves counted cyclically from Aries, reversed in even signs; the default of Jagannatha Hora)',
      }),
    ),
    chartStyle: Type.Optional(ChartStyleField),
    chartLanguage: Type.Optional(ChartLanguageField),
  },
  {
    additionalProperties: false,
    description:
      'A birth moment and the chart settings (design §1.1), the divisional charts wanted, and optionally a drawing style for every chart.',
  },
);

const Dms = Type.String({ description: 'The angle as degrees, minutes and whole seconds, e.g. 12°34\'56" (rounded to the nearest second, never into the next sign)' });

const Dignity = Type.Union(
  [
    Type.Enum(['exalted', 'moolatrikona', 'own', 'friend', 'neutral', 'enemy', 'debilitated']),
    Type.Null(),
  ],
  { description: 'BPHS dignity in the rashi chart (DIGNITY.BPHS); null for Uranus and Neptune, which the classical scheme does not rate. Rahu and Ketu: exalted, debilitated or neutral only.' },
);

const Lagna = Type.Object({
  rashi: NamedEntity,
  longitude: Type.Number({ description: 'Sidereal longitude of the ascendant, degrees [0, 360)' }),
  dms: Dms,
  degreeInRashi: Type.Number({ description: 'Degrees within the sign, [0, 30)' }),
  degreeInRashiDms: Dms,
  nakshatra: NamedEntity,
  pada: Type.Integer({ minimum: 1, maximum: 4 }),
  lord: NamedEntity,
  nakshatraLord: NamedEntity,
});

const Planet = Type.Object({
  id: Type.String({ description: 'sun, moon, mars, mercury, jupiter, venus, saturn, rahu, ketu, uranus, neptune' }),
  index: Type.Integer({ description: '1–9 for the grahas, 10 Uranus, 11 Neptune' }),
  name: Bilingual,
  longitude: Type.Number({ description: 'Sidereal longitude, degrees [0, 360)' }),
  dms: Dms,
  latitude: Type.Number({ description: 'Ecliptic latitude, degrees' }),
  rashi: NamedEntity,
  rashiLord: NamedEntity,
  degreeInRashi: Type.Number({ description: 'Degrees within the sign, [0, 30)' }),
  degreeInRashiDms: Dms,
  nakshatra: NamedEntity,
  pada: Type.Integer({ minimum: 1, maximum: 4 }),
  nakshatraLord: NamedEntity,
  house: Type.Integer({ minimum: 1, maximum: 12, description: 'Whole-sign house from the lagna (CHART.WHOLE_SIGN)' }),
  bhava: Type.Integer({ minimum: 1, maximum: 12, description: 'Bhava of the requested house system' }),
  speedDegreesPerDay: Type.Number({ description: 'Longitude speed, degrees per day' }),
  retrograde: Type.Boolean({ description: 'Vakri (negative speed, RETRO.SPEED); Rahu and Ketu are always reported retrograde' }),
  combust: Type.Boolean({ description: 'Asta: within the combustion orb of the Sun (COMBUST.SURYA_SIDDHANTA)' }),
  dignity: Dignity,
});

const SmallEntity = Type.Object({ id: Type.String(), name: Bilingual });

const MoonNakshatra = Type.Object({
  ...NamedEntity.properties,
  pada: Type.Integer({ minimum: 1, maximum: 4 }),
  lord: NamedEntity,
  attributes: Type.Object(
    {
      varna: SmallEntity,
      vashya: SmallEntity,
      yoni: SmallEntity,
      gana: SmallEntity,
      nadi: SmallEntity,
      tatva: SmallEntity,
      paya: SmallEntity,
      nameSyllable: SmallEntity,
    },
    { description: 'Avakahada-chakra attributes of the Moon (method ids under method.avakahadaMethodIds)' },
  ),
});

const ChartPoint = Type.Object({
  id: Type.String({ description: 'Body id, as in planets[].id' }),
  degreeInSign: Type.Number({ description: 'Degrees within the chart sign (varga longitude (d·N) mod 30 in a divisional chart)' }),
  retrograde: Type.Boolean(),
});

const ChartHouse = Type.Object({
  house: Type.Integer({ minimum: 1, maximum: 12 }),
  rashi: NamedEntity,
  points: Type.Array(ChartPoint),
});

const ChartLagna = Type.Object({
  rashi: NamedEntity,
  degreeInSign: Type.Number(),
});

const Svg = Type.String({ description: 'The chart drawn as SVG in the requested chartStyle and chartLanguage (only when chartStyle is given)' });

const VargaChart = Type.Object({
  id: Type.String({ description: 'D1, D2 … D150' }),
  division: Type.Integer(),
  name: Bilingual,
  variant: Type.String({ description: 'Rule used (vargaVariants): parashara (BPHS) by default; rashi for D1; parivritti-cyclic for D81 and D150' }),
  methodId: Type.String({ description: 'VARGA.PARASHARA for the Parashara Shodashavarga (CHART.WHOLE_SIGN for D1), VARGA.D2_PARIVRITTI, or VARGA.D{N}_{VARIANT} for every other rule' }),
  lagna: ChartLagna,
  houses: Type.Array(ChartHouse, { minItems: 12, maxItems: 12, description: 'Houses 1–12 counted from the chart lagna, whole-sign' }),
  svg: Type.Optional(Svg),
});

const Cusp = Type.Object({
  longitude: Type.Number(),
  rashi: NamedEntity,
  degreeInRashi: Type.Number(),
  dms: Dms,
});

const BhavaChart = Type.Object({
  id: Type.Literal('bhava'),
  name: Bilingual,
  houseSystem: Type.String(),
  methodId: Type.String({ description: 'BHAVA.SRIPATI (default), BHAVA.PLACIDUS …' }),
  lagna: ChartLagna,
  houses: Type.Array(
    Type.Object({
      house: Type.Integer({ minimum: 1, maximum: 12 }),
      rashi: NamedEntity,
      start: Cusp,
      middle: Cusp,
      end: Cusp,
      points: Type.Array(ChartPoint),
    }),
    { minItems: 12, maxItems: 12, description: 'Bhavas 1–12: span start–end, madhya (middle), and the bodies in the bhava' },
  ),
  svg: Type.Optional(Svg),
});

const Optional = Type.Optional(VargaChart);

const Charts = Type.Object(
  {
    D1: VargaChart,
    bhava: BhavaChart,
    D9: VargaChart,
    ...Object.fromEntries(allDivisions.filter((d) => d !== 1 && d !== 9).map((d) => [`D${d}`, Optional])),
  } as { D1: typeof VargaChart; bhava: typeof BhavaChart; D9: typeof VargaChart } & Record<`D${Exclude<(typeof allDivisions)[number], 1 | 9>}`, typeof Optional>,
  { description: 'Rashi (D1), Bhava and Navamsha (D9) charts always; the requested vargas under D2, D3 … D150' },
);

const Interpretation = Type.Object({
  contentId: Type.String({ description: 'Stable id of the paragraph, e.g. kundli.graha-house.saturn.7' }),
  ruleId: Type.String({ description: 'The rule that selected it, e.g. KUNDLI.GRAHA_IN_HOUSE' }),
  source: Type.String({ description: 'Classical basis of the rule (paraphrased, never quoted)' }),
  graha: Type.Optional(Type.String()),
  house: Type.Optional(Type.Integer({ minimum: 1, maximum: 12 })),
  rashi: Type.Optional(Type.String()),
  nakshatra: Type.Optional(Type.String()),
  title: Bilingual,
  text: Bilingual,
});

const Interpretations = Type.Object({
  lagna: Interpretation,
  moonSign: Interpretation,
  moonNakshatra: Interpretation,
  grahaInHouse: Type.Array(Interpretation, { description: 'Nine grahas, Sun … Ketu, by whole-sign house from the lagna' }),
  grahaInSign: Type.Array(Interpretation, { description: 'Nine grahas, Sun … Ketu, by sign' }),
  note: Bilingual,
});

export const KundliResult = Type.Object({
  lagna: Lagna,
  planets: Type.Array(Planet, { minItems: 11, maxItems: 11, description: 'Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu, Uranus, Neptune' }),
  moonSign: Type.Object({ rashi: NamedEntity, lord: NamedEntity }),
  moonNakshatra: MoonNakshatra,
  charts: Charts,
  interpretations: Interpretations,
});
