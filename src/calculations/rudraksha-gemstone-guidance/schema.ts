import Type from 'typebox';
import { Bilingual, DashaYearDaysField, Moment, NamedEntity } from '../../contract/common.ts';
import { natalChartProperties } from '../shared/natal.ts';

export const RudrakshaGemstoneRequest = Type.Object(
  {
    ...natalChartProperties,
    referenceDate: Type.Optional(
      Type.String({
        pattern: '^\\d{4}-\\d{2}-\\d{2}$',
        description:
          'Civil date YYYY-MM-DD (1800–2399, not before localDate) at whose start (00:00 in the birth time zone) the running Vimshottari mahadasha and antardasha are found. Default: today in the birth time zone (or the birth date, if today is earlier).',
        examples: ['2024-03-01'],
      }),
    ),
    dashaYearDays: Type.Optional(DashaYearDaysField),
  },
  {
    additionalProperties: false,
    description:
      'A birth moment and the chart settings (design §1.1), the reference date for the running dasha and the dasha year length.',
  },
);

const Basis = Type.Enum(['lagna-lord', 'moon-sign-lord', 'running-mahadasha-lord'], {
  description: 'Which fact of the chart names the planet: the lagna lord, the Moon-sign lord or the lord of the running Vimshottari mahadasha',
});

const SignBasis = Type.Object({
  rashi: NamedEntity,
  lord: NamedEntity,
});

const DashaPeriod = Type.Object({
  lord: NamedEntity,
  start: Moment,
  end: Moment,
});

const RunningDasha = Type.Object({
  methodId: Type.Literal('VIM.MOON'),
  yearDays: Type.Number({ description: 'Days per dasha year used' }),
  yearMethodId: Type.String(),
  referenceDate: Type.String({ description: 'YYYY-MM-DD' }),
  referenceInstant: Type.Object(
    { ...Moment.properties },
    { description: 'Start of referenceDate in the birth time zone (or the birth instant, if later)' },
  ),
  mahadasha: Type.Object({
    ...DashaPeriod.properties,
    years: Type.Number({ description: 'Full length of this lord’s mahadasha in dasha years' }),
  }),
  antardasha: DashaPeriod,
  cycle: Type.Integer({ minimum: 0, description: '0 in the first 120-year Vimshottari cycle from the birth period, 1 in the next …' }),
});

const Gemstone = Type.Object({
  basis: Basis,
  basisName: Bilingual,
  basisExplanation: Bilingual,
  planet: NamedEntity,
  gem: Bilingual,
  gemId: Type.String(),
  substitutes: Type.Array(Bilingual, { description: 'Common substitutes (uparatna) of the table; empty for Rahu' }),
  metal: Bilingual,
  finger: Bilingual,
  day: NamedEntity,
  tableId: Type.Literal('GEM.NAVARATNA'),
  wearingTableId: Type.Literal('GEM.WEARING_TRADITION'),
  samePlanetAs: Type.Array(Basis, { description: 'Other bases naming the same planet (rows are kept, not merged)' }),
  samePlanetNote: Type.Union([Bilingual, Type.Null()]),
});

const Bead = Type.Object({
  id: Type.String({ description: '`mukhi-1` … `mukhi-14` or `gauri-shankar`' }),
  mukhi: Type.Union([Type.Integer({ minimum: 1, maximum: 14 }), Type.Null()], { description: 'null for Gauri-Shankar' }),
  name: Bilingual,
  variesBySource: Type.Boolean({ description: 'True for 10–14 mukhi [S/U] and for Gauri-Shankar (variant: no graha)' }),
});

const RudrakshaRow = Type.Object({
  basis: Basis,
  planet: NamedEntity,
  beads: Type.Array(Bead, { description: 'The beads whose table entry is this planet' }),
  text: Bilingual,
  tableId: Type.Literal('RUDRAKSHA.COMMON'),
  samePlanetAs: Type.Array(Basis),
});

const MukhiRow = Type.Object({
  mukhi: Type.Integer({ minimum: 1, maximum: 14 }),
  name: Bilingual,
  planet: Type.Union([NamedEntity, Type.Null()], { description: 'null for 10 and 11, which the table gives no graha' }),
  tableEntry: Bilingual,
  association: Bilingual,
  variesBySource: Type.Boolean(),
  confidenceTag: Type.Union([Type.Literal('[S/U]'), Type.Null()]),
});

const RudrakshaTable = Type.Object({
  tableId: Type.Literal('RUDRAKSHA.COMMON'),
  rows: Type.Array(MukhiRow, { minItems: 14, maxItems: 14 }),
  gauriShankar: Type.Object({
    name: Bilingual,
    planet: NamedEntity,
    tableEntry: Bilingual,
    variant: Type.Object({ planet: Type.Null(), text: Bilingual }),
  }),
  caveat: Bilingual,
  source: Bilingual,
});

const BraceletPlanet = Type.Object({
  planet: NamedEntity,
  bases: Type.Array(Basis),
  gem: Bilingual,
  substitutes: Type.Array(Bilingual),
  rudraksha: Type.Array(Bilingual),
  text: Bilingual,
});

const Bracelet = Type.Object({
  correspondenceOnly: Type.Literal(true),
  recommendation: Type.Literal(false, { description: 'Never a recommendation to make, buy or wear a bracelet' }),
  legacyForm: Type.Literal('luckybracelate'),
  legacyMapping: Type.Literal('not-equivalent'),
  statement: Bilingual,
  planets: Type.Array(BraceletPlanet, { description: 'Each planet of the three bases once' }),
  note: Bilingual,
});

export const RudrakshaGemstoneResult = Type.Object({
  reviewRequired: Type.Literal(true),
  reviewOnly: Type.Literal(true),
  disclaimerKey: Type.Literal('correspondence_only'),
  disclaimer: Bilingual,
  chartBasis: Type.Object({
    lagna: SignBasis,
    moonSign: SignBasis,
    runningDasha: RunningDasha,
  }),
  gemstones: Type.Array(Gemstone, { minItems: 3, maxItems: 3, description: 'One row per basis, in the order lagna lord, Moon-sign lord, running mahadasha lord' }),
  gemNotes: Type.Array(Bilingual),
  rudraksha: Type.Array(RudrakshaRow, { minItems: 3, maxItems: 3 }),
  rudrakshaTable: RudrakshaTable,
  bracelet: Bracelet,
  boundaries: Type.Array(Type.Object({ id: Type.String(), text: Bilingual }), {
    description: 'What this result never does: no weight or dosage, no purchase advice, no chart selection, no professional advice …',
  }),
});
