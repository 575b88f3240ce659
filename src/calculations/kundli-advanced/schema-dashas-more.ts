/**
 * Request fields and result shapes of the issue-18 dasha options of kundli-advanced
 * (docs/methods/dashas-more.md). Every field is optional and every block appears only when
 * asked for, so a request without them gets the response it always got.
 */
import Type from 'typebox';
import { Bilingual, Moment, NamedEntity } from '../../contract/common.ts';
import { dashaSeeds, dashaSystemKeys, dashaVargaDivisions, dashaVariantTargets, tribhagiMethodId, tribhagiMethodIds } from './dashas-more.ts';

export const dashaMoreRequestProperties = {
  dashaYearDays: Type.Optional(
    Type.Union(
      [
        Type.Literal(365.25),
        Type.Literal(365.256364),
        Type.Literal(360),
        Type.Literal(365.2422),
        Type.Literal(365.2425),
        Type.Literal('true-sidereal'),
      ],
      {
        default: 365.25,
        description:
          'Days in a dasha year: 365.25 (DASHA.YEAR_365_25, default), 365.256364 (DASHA.YEAR_SIDEREAL), 360 (DASHA.YEAR_360, savana), 365.2422 (DASHA.YEAR_TROPICAL), 365.2425 (DASHA.YEAR_365_2425, Gregorian) or "true-sidereal" (DASHA.YEAR_TRUE_SIDEREAL, the default of Jagannatha Hora: from the Sun\'s sidereal entry into Aries before birth to the next one)',
      },
    ),
  ),
  dashaDepth: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 5,
      default: 3,
      description:
        'Vimshottari levels: 1 mahadashas, 2 + antardashas, 3 + pratyantardashas (default, all nine mahadashas), 4 + sookshma and 5 + prana dashas — levels 4 and 5 inside the one mahadasha running at runningAt (at birth when runningAt is absent)',
    }),
  ),
  runningAt: Type.Optional(
    Type.String({
      pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2})$',
      description:
        'An instant (ISO 8601 with Z or an offset, years 1800–2399): each dasha block then lists the periods running at it — five Vimshottari levels, two levels for the other systems',
      examples: ['2026-01-03T20:41:00+05:30'],
    }),
  ),
  dashaSeed: Type.Optional(
    Type.Enum([...dashaSeeds], {
      default: 'moon',
      description:
        'Where Vimshottari, Yogini and the other nakshatra dashas start: the Moon (default), the lagna, any graha, or the Kshema (4th), Utpanna (5th) or Adhana (8th) star from the Moon\'s',
    }),
  ),
  yoginiCycles: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 4, default: 1, description: 'Yogini cycles of 36 years to list; 4 cycles (144 years) cover a 120-year life' }),
  ),
  dashaSystems: Type.Optional(
    Type.Array(Type.Enum([...dashaSystemKeys]), {
      uniqueItems: true,
      maxItems: dashaSystemKeys.length,
      description:
        'More dasha systems, each added under dashas.<id>: the nakshatra dashas ashtottari, dwadashottari, panchottari, shodashottari, shatabdika, chaturaseetiSama, dwisaptatiSama, shashtihayani, shattrimshaSama, tithiAshtottari (ASHTOTTARI.TITHI: Ashtottari started from the tithi of birth, as Jagannatha Hora offers) and kalachakra; the sign dashas narayana, sudasa, drig, shoola, niryanaShoola, sthira, moola, brahma and varnada',
      examples: [['ashtottari', 'kalachakra', 'narayana']],
    }),
  ),
  drigVariant: Type.Optional(
    Type.Enum(['paper', 'book', 'jhora'], {
      default: 'paper',
      description:
        "Drig dasha: paper (DRIG.PVR_PAPER, default: PVR's paper, Sthira years, one cycle; a fixed sign's antardashas every sixth sign), book (DRIG.PVR_BOOK: Narayana years, two cycles) or jhora (DRIG.PVR_PAPER_JHORA: the paper with a fixed sign's antardashas alternating between the seed and its 7th, as Jagannatha Hora prints them)",
    }),
  ),
  dashaSeedVarga: Type.Optional(
    Type.Enum([...dashaVargaDivisions], {
      default: 1,
      description:
        'Divisional chart the nakshatra dashas of dashaSystems are counted from (not tithiAshtottari or kalachakra; Vimshottari and Yogini too when dashaVariantsFor names them): 1 (default) the rasi chart; N the seed\'s position in DN — its varga sign plus (longitude × N) mod 30° (VARGA method id of the division\'s default rule in start.varga), as Jagannatha Hora counts a dasha from a divisional chart',
    }),
  ),
  dashaTribhagi: Type.Optional(
    Type.Boolean({
      default: false,
      description: `Tribhagi variation (${tribhagiMethodId} by default) of the nakshatra dashas of dashaSystems (not kalachakra; Vimshottari and Yogini too when dashaVariantsFor names them): every period a third of its years and three times the cycles, the birth period's third anchored by dashaTribhagiAnchor; the default anchor is checked against Jagannatha Hora only for births in the first third of their birth period`,
    }),
  ),
  dashaTribhagiAnchor: Type.Optional(
    Type.Enum(['fullPeriod', 'fraction'], {
      default: 'fullPeriod',
      description:
        "Where a tribhagi dasha's birth period starts: fullPeriod (TRIBHAGI.FULL_PERIOD_ANCHOR, default) where the full dasha's birth period starts, as Jagannatha Hora's Chaturaseeti-sama and Shodashottari tables show; fraction (TRIBHAGI.FRACTION_KEPT) so that the birth lord's third has the same part run as the full period, as the Vimshottari tribhagi table of PyJHora's test suite shows. No effect without dashaTribhagi",
    }),
  ),
  tithiAshtottariAntardasha: Type.Optional(
    Type.Enum(['ownLord', 'nextLord'], {
      default: 'ownLord',
      description:
        "Antardashas of tithiAshtottari in dashaSystems: ownLord (default, as BPHS orders a period's sub-periods: its own lord first) or nextLord (AD.NEXT_LORD_FIRST: from the next lord, the period's own lord last, proportional; reproduces Jagannatha Hora's 64 antardashas of the reference birth). The block's antardashaMethodId names it",
    }),
  ),
  dashaVariantsFor: Type.Optional(
    Type.Array(Type.Enum([...dashaVariantTargets]), {
      uniqueItems: true,
      maxItems: 3,
      default: ['systems'],
      description:
        'The dasha blocks dashaSeedVarga and dashaTribhagi apply to: vimshottari (dashas.vimshottari: its mahadashas, balance and running periods; the block gains variants), yogini (dashas.yogini, likewise) and systems (the nakshatra dashas of dashaSystems). Default ["systems"], as before this option; the natal readings always use the plain Vimshottari',
      examples: [['vimshottari', 'yogini', 'systems']],
    }),
  ),
  narayanaVarga: Type.Optional(
    Type.Enum([...dashaVargaDivisions], {
      default: 1,
      description:
        'Narayana dasha of dashaSystems read in a divisional chart: 1 (default) the rasi chart; N the dasha of DN from the DN placements, starting from the stronger of the DN sign holding the lord of the N-th house from the rasi lagna and the sign 7th from it (NARAYANA.VARGA_HOUSE_LORD, as Jagannatha Hora computes a varga\'s own Narayana dasha)',
    }),
  ),
  narayanaVariant: Type.Optional(
    Type.Enum(['pvr', 'jhora'], {
      default: 'pvr',
      description:
        'Narayana dasha: pvr (NARAYANA.PVR, default: Scorpio and Aquarius counted to the co-lord of jaimini.md §6) or jhora (NARAYANA.PVR_JHORA.2 — the .2 marks the rule set of 2026-11-25 with the stronger-sign conventions below; before it the id was NARAYANA.PVR_JHORA and those rules were the pvr ones: the co-lord chosen as Jagannatha Hora does — the lagna counts as an occupant, as in charaVariant knr-jhora — for years and antardashas; in the stronger-sign rules only Jupiter\'s and Mercury\'s conjunctions count (the sign\'s lord by aspect), Rahu is exalted in Taurus and Gemini, Ketu in Scorpio and Sagittarius, Mercury in Virgo is in its own sign; with Saturn and Ketu both in the seed Ketu\'s reversal applies — PyJHora 4.8.5\'s conventions; reproduces Jagannatha Hora\'s D10 table with narayanaVarga 10, and PyJHora\'s D9 and D10 tables with all antardashas)',
    }),
  ),
};

/** A period running at `runningAt`, one per level. */
export const RunningPeriod = Type.Object({
  level: Type.Integer({ minimum: 1, maximum: 5, description: '1 mahadasha, 2 antardasha, 3 pratyantardasha, 4 sookshma, 5 prana' }),
  levelName: Bilingual,
  lord: NamedEntity,
  lordKind: Type.Enum(['graha', 'rashi', 'yogini']),
  start: Moment,
  end: Moment,
  durationDays: Type.Number(),
});
export const Running = Type.Array(RunningPeriod, { description: 'The periods running at runningAt, top level first; empty when the instant lies outside the listed periods' });

const lordFields = {
  lord: NamedEntity,
  lordKind: Type.Enum(['graha', 'rashi'], { description: 'graha for nakshatra dashas, rashi for sign dashas and Kalachakra' }),
  start: Moment,
  end: Moment,
  durationDays: Type.Number(),
  beforeBirth: Type.Boolean({ description: 'Ended at or before birth (listed because it began the dasha)' }),
};

const SystemAntardasha = Type.Object(lordFields);
const SystemPeriod = Type.Object({
  ...lordFields,
  years: Type.Number({ description: 'Length of the listed span in dasha years (a nakshatra dasha\'s first period is listed whole from its start before birth; Kalachakra\'s and Sudasa\'s first period from birth)' }),
  cycle: Type.Integer({ minimum: 1, maximum: 9, description: 'Cycle of the system the period belongs to (tribhagi lists three times the cycles)' }),
  antardashas: Type.Array(SystemAntardasha, { description: 'Sub-periods in order: proportional for nakshatra dashas and Kalachakra, twelve equal parts for sign dashas' }),
});

/** Where a nakshatra dasha started counting, when dashaSeed is set. */
export const SeedBlock = Type.Object(
  { id: Type.String(), name: Bilingual, longitude: Type.Number(), nakshatra: NamedEntity, fractionOfNakshatra: Type.Number() },
  { description: 'The seed of the count (dashaSeed): its longitude, nakshatra and the part of it crossed' },
);

export const DashaSystemBlock = Type.Object({
  id: Type.String({ description: 'The dashaSystems value' }),
  name: Bilingual,
  kind: Type.Enum(['nakshatra', 'rashi']),
  methodId: Type.String(),
  yearDays: Type.Number(),
  yearMethodId: Type.String(),
  cycleYears: Type.Number({ description: 'Years of one cycle (nakshatra dashas), the paramayush of the birth pada (Kalachakra), or the total of the listed periods (sign dashas)' }),
  start: Type.Object(
    {
      ruleId: Type.String(),
      text: Bilingual,
      seed: Type.Union([SeedBlock, Type.Null()], { description: 'Nakshatra dashas: the point the count starts from (dashaSeed)' }),
      rashi: Type.Union([NamedEntity, Type.Null()], { description: 'Sign dashas: the first sign' }),
      chosenFrom: Type.Array(NamedEntity, { description: 'Sign dashas: the signs compared to choose the first one' }),
      strongerRule: Type.Union([Type.String(), Type.Null()], { description: 'The sign-strength rule (STRONGER_RASHI.PVR) that decided, where two signs were compared' }),
      tithi: Type.Optional(
        Type.Object(
          {
            number: Type.Integer({ minimum: 1, maximum: 30, description: '1 Shukla pratipada … 15 Purnima, 16 Krishna pratipada … 30 Amavasya' }),
            name: Bilingual,
            paksha: Bilingual,
            lord: NamedEntity,
            fractionElapsed: Type.Number({ description: 'Part of the tithi\'s 12° of Moon–Sun elongation passed at birth, [0, 1): the part of the lord\'s period already run' }),
          },
          { description: 'tithiAshtottari: the tithi of birth and its lord' },
        ),
      ),
      varga: Type.Optional(
        Type.Object(
          {
            division: Type.Integer({ minimum: 2, maximum: 150 }),
            methodId: Type.String({ description: 'The division\'s rule (its default variant)' }),
            seedHouse: Type.Optional(Type.Integer({ minimum: 1, maximum: 12, description: 'Narayana of a varga: the house from the rasi lagna whose lord seeded the dasha' })),
            seedLord: Type.Optional(NamedEntity),
          },
          { description: 'The divisional chart the seed (dashaSeedVarga) or the whole dasha (narayanaVarga) was read from' },
        ),
      ),
    },
    { description: 'The rule that chose the starting period' },
  ),
  applicability: Type.Union(
    [Type.Object({ ruleId: Type.String(), applies: Type.Boolean(), text: Bilingual }), Type.Null()],
    { description: 'Conditional nakshatra dashas: the BPHS condition and whether this chart meets it (the dasha is listed either way)' },
  ),
  balanceAtBirth: Type.Union(
    [Type.Object({ lord: NamedEntity, years: Type.Number(), days: Type.Number(), fractionElapsed: Type.Number() }), Type.Null()],
    { description: 'Nakshatra dashas and Kalachakra: the period running at birth and the years of it still ahead' },
  ),
  antardashaMethodId: Type.Optional(Type.String({ description: 'tithiAshtottari with tithiAshtottariAntardasha nextLord: AD.NEXT_LORD_FIRST' })),
  tribhagi: Type.Optional(
    Type.Object(
      { methodId: Type.Enum([...tribhagiMethodIds]), text: Bilingual },
      { description: 'dashaTribhagi: every period a third of its years, three times the cycles' },
    ),
  ),
  kalachakra: Type.Optional(
    Type.Object(
      {
        pada: Type.Integer({ minimum: 1, maximum: 4 }),
        nakshatra: NamedEntity,
        direction: Type.Enum(['savya', 'apasavya']),
        directionName: Bilingual,
        paramayush: Type.Number(),
        deha: NamedEntity,
        jeeva: NamedEntity,
        chain: Type.Array(NamedEntity, { minItems: 9, maxItems: 9, description: 'The nine signs of the birth pada' }),
      },
      {
        description:
          "The birth pada of Kalachakra (KALACHAKRA.PVR_BOOK.2). deha and jeeva follow the book's ch. 24.3.2: for a savya star the signs of the first and the ninth dasha from birth, for an apasavya star those of the ninth and the first (before .2 they were the pada chain's first and last signs, which agree only for a birth at the start of the pada)",
      },
    ),
  ),
  periods: Type.Array(SystemPeriod),
  running: Type.Optional(Running),
});

/** How a main dasha block (Vimshottari, Yogini) was varied, when dashaVariantsFor names it. */
export const MainDashaVariants = Type.Object(
  {
    seedVarga: Type.Optional(
      Type.Object(
        {
          division: Type.Integer({ minimum: 2, maximum: 150 }),
          methodId: Type.String({ description: "The division's rule (its default variant)" }),
          longitude: Type.Number({ description: "The seed's position in the division: varga sign × 30° + (longitude × division) mod 30°" }),
          nakshatra: NamedEntity,
          fractionOfNakshatra: Type.Number(),
        },
        { description: 'dashaSeedVarga: the divisional chart the count started from, and the seed\'s place there' },
      ),
    ),
    tribhagi: Type.Optional(
      Type.Object(
        { methodId: Type.Enum([...tribhagiMethodIds]), text: Bilingual },
        { description: 'dashaTribhagi: every period a third of its years, three times the periods' },
      ),
    ),
  },
  { description: 'dashaVariantsFor names this block: the variations applied to it (balanceAtBirth is then that of the period holding birth)' },
);
